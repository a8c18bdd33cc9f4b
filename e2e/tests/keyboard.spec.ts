import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, emailOf } from '../pages/demo-accounts';
import { tableRows, toast, TransactionDialog } from '../pages/transaction-dialog';

/**
 * Issue 26, item 2: everything below is done with the keyboard alone (no click, no hover): signing in, a sale
 * with two lines created and deleted, a list walked from its search box out of the grid, dialogs that keep the
 * focus while open and give it back, and a visible focus on every stop.
 */

const BILL_ID = `BILL-KB-${Date.now().toString(36).slice(-5).toUpperCase()}`;

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  const handle = await target.elementHandle();
  if (!handle) throw new Error('nothing to tab to');
  for (let step = 0; step < max; step += 1) {
    if (await handle.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Types into the focused select, waits for the option that shows `text` and picks it with Enter. */
async function pick(page: Page, text: string) {
  await page.keyboard.type(text);
  const option = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: text })
    .first();
  await expect(option).toBeVisible();
  // The options are searched on the server 300 ms after typing: let the list settle before choosing.
  await page.waitForTimeout(500);
  await expect(
    page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active'),
  ).toContainText(text);
  await page.keyboard.press('Enter');
}

async function signInByKeyboard(page: Page) {
  await page.goto('/authentication');
  const form = page.getByRole('tabpanel', { name: 'Login' });
  await tabTo(page, form.getByLabel('Email'));
  await page.keyboard.type(emailOf('admin'));
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin$/);
}

/** Where the focus is drawn: the element's own outline or shadow, or that of the control around it. */
async function focusIsVisible(page: Page): Promise<{ visible: boolean; what: string }> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return { visible: false, what: 'body' };
    const shows = (element: Element | null) => {
      if (!element) return false;
      const style = getComputedStyle(element);
      const outline =
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        !/rgba\(.*,\s*0\)$/.test(style.outlineColor) &&
        style.outlineColor !== 'transparent';
      return outline || style.boxShadow !== 'none';
    };
    // antd draws a focused select's or input's ring on its wrapper, and a checkbox's on the box beside its input.
    const candidates = [
      active,
      active.parentElement,
      active.nextElementSibling,
      active.closest('.ant-select, .ant-input-affix-wrapper, .ant-picker, .ant-input-number, .ant-menu-item'),
    ];
    const what =
      active.getAttribute('aria-label') ??
      active.getAttribute('placeholder') ??
      (active.textContent ?? '').trim().slice(0, 40) ??
      active.tagName;
    return { visible: candidates.some(shows), what: what || active.className.toString().slice(0, 60) };
  });
}

test.use({ viewport: { width: 1440, height: 900 } });

test('a sale with two lines is created and deleted with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await signInByKeyboard(page);

  // The sidebar's Sales link, reached with Tab and followed with Enter.
  const sales = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Sales' });
  await tabTo(page, sales);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
  await expect(tableRows(page).first()).toBeVisible();

  const create = page.getByRole('button', { name: /(^|\s)Create$/ });
  await tabTo(page, create, { back: true });
  await page.keyboard.press('Enter');
  const dialog = new TransactionDialog(page, 'Create Sale');
  await dialog.ready();

  await tabTo(page, dialog.field('BILL ID'));
  await page.keyboard.type(BILL_ID);
  await tabTo(page, dialog.field('Customer'));
  await pick(page, 'Castle Dental');
  await expect(dialog.field('Shipping address')).not.toHaveValue('');
  await tabTo(page, dialog.field('Inventory'));
  await pick(page, 'Central Warehouse');

  const first = dialog.line('Line 1');
  await tabTo(page, dialog.field('Product', first));
  await pick(page, 'Laptop Stand');
  await tabTo(page, dialog.field('Quantity', first));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('2');
  await tabTo(page, dialog.field('Unit price', first));
  await page.keyboard.type('40');

  await tabTo(page, dialog.button('Add Item'));
  await page.keyboard.press('Enter');
  const second = dialog.line('Line 2');
  await expect(second).toBeVisible();
  await tabTo(page, dialog.field('Product', second), { back: true });
  await pick(page, 'Office Chair');
  await tabTo(page, dialog.field('Quantity', second));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('1');
  await tabTo(page, dialog.field('Unit price', second));
  await page.keyboard.type('150');
  // 2 × 40 + 1 × 150.
  await expect.poll(() => dialog.total()).toBe('230.000');

  await tabTo(page, dialog.footerButton('Create'));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Sale created successfully!')).toBeVisible();
  await expect(dialog.root).toBeHidden();

  // Found with the search box, then deleted from its row's menu.
  const search = page.getByPlaceholder('Filter BILL IDs...');
  await tabTo(page, search);
  await page.keyboard.type(BILL_ID);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText(BILL_ID);
  await tabTo(page, tableRows(page).first().getByRole('button', { name: 'Open menu' }));
  await page.keyboard.press('Enter');
  const remove = page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
    .getByRole('menuitem', { name: 'Delete' });
  await expect(remove).toBeVisible();
  // The opened menu has the focus: the arrow keys walk it to Delete.
  for (let step = 0; step < 6; step += 1) {
    if (await remove.evaluate((item) => item === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(150);
  }
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete Sale' });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Confirm' }));
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.locator('.ag-overlay').getByText('No results.')).toBeVisible();
});

test('Tab from the search box leaves the grid header for the rows and the pages', async ({ page }) => {
  await signInByKeyboard(page);
  await page.goto('/admin/sales');
  await expect(tableRows(page).first()).toBeVisible();
  const search = page.getByPlaceholder('Filter BILL IDs...');
  await tabTo(page, search);
  const stops: string[] = [];
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active) return 'none';
      if (active.closest('.ag-header')) return 'header';
      if (active.closest('.ag-row')) return 'row';
      return active.getAttribute('aria-label') ?? (active.textContent ?? '').trim();
    });
    stops.push(where);
    if (where === 'Go to next page') break;
  }
  // The header is passed once (its column menus), then the rows, then the pagination: no trap.
  expect(stops, stops.join(' → ')).toContain('row');
  expect(stops.at(-1), stops.join(' → ')).toBe('Go to next page');
  const lastHeader = stops.lastIndexOf('header');
  expect(stops.indexOf('row')).toBeGreaterThan(lastHeader);
});

test('a dialog keeps the focus while open and gives it back to what opened it', async ({ page }) => {
  await signInByKeyboard(page);
  await page.goto('/admin/vendors');
  await expect(tableRows(page).first()).toBeVisible();
  const create = page.getByRole('button', { name: /(^|\s)Create$/ });
  await tabTo(page, create, { back: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create Vendor' });
  await expect(dialog).toBeVisible();

  for (const key of ['Tab', 'Shift+Tab']) {
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press(key);
      const inside = await dialog.evaluate((root) => root.contains(document.activeElement));
      expect(inside, `${key} × ${step + 1} left the dialog`).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(create).toBeFocused();
});

test('every stop of a list and of a dialog shows where the focus is', async ({ page }) => {
  await signInByKeyboard(page);
  await page.goto('/admin/sales');
  await expect(tableRows(page).first()).toBeVisible();
  const hidden: string[] = [];
  // From the sidebar's first link through the toolbar, the grid and the pages.
  await tabTo(page, page.getByRole('link', { name: 'Home' }));
  for (let step = 0; step < 45; step += 1) {
    await page.keyboard.press('Tab');
    const focus = await focusIsVisible(page);
    if (!focus.visible) hidden.push(`list: ${focus.what}`);
  }
  await page.keyboard.press('Escape');
  const create = page.getByRole('button', { name: /(^|\s)Create$/ });
  await tabTo(page, create, { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Create Sale' })).toBeVisible();
  for (let step = 0; step < 20; step += 1) {
    await page.keyboard.press('Tab');
    const focus = await focusIsVisible(page);
    if (!focus.visible) hidden.push(`dialog: ${focus.what}`);
  }
  expect(hidden).toEqual([]);
});
