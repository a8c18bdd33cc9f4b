import { expect, test, type Locator, type Page } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { DEMO_PASSWORD, demoRoles, emailOf } from '../pages/demo-accounts';
import { ListPage } from '../pages/list-page';
import { afterFrames } from '../pages/frames';
import { signIn } from '../pages/login-page';
import { activeOption, openOptions, tableRows, toast, DocumentDialog } from '../pages/document-dialog';

/**
 * Everything below is done with the keyboard alone (no click, no hover): signing in, a
 * sale with two lines created and deleted, a list walked from its search box out of the grid, its filters, date
 * range, column menus, pages, rows and row menus, the sidebar and its collapse, the user and theme menus, dialogs
 * that keep the focus while open and give it back, and a visible focus on every stop; and what a screen reader is
 * told: form errors and toasts in live regions, a list's row count and sort.
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
  const option = openOptions(page).filter({ hasText: text }).first();
  await expect(option).toBeVisible();
  // The options are searched on the server 300 ms after typing: let the list settle before choosing.
  await page.waitForTimeout(500);
  await expect(activeOption(page)).toContainText(text);
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

/**
 * The admin's home, signed in through the API: signing in with the keyboard is the first test's, and the form's
 * other checks are the auth and platform specs'; the other walks start where it leaves the admin.
 */
async function signInAtHome(page: Page) {
  await signIn(page, 'admin');
  await page.goto('/admin');
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').first()).toBeVisible();
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
  test.setTimeout(240_000);
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
  const dialog = new DocumentDialog(page, 'Create Sale');
  await dialog.ready();

  await expect(dialog.field('BILL ID')).toBeFocused();
  await page.keyboard.type(BILL_ID);
  await tabTo(page, dialog.field('Customer'));
  await pick(page, 'Castle Dental');
  await expect(dialog.field('Shipping address')).not.toHaveValue('');
  await tabTo(page, dialog.field('Inventory'));
  await pick(page, 'Central Warehouse');

  /** Fills a line with the keyboard: its product picked by typing, its quantity typed over, its unit price. */
  const typeLine = async (line: Locator, product: string, quantity: string, price: string, back = false) => {
    await tabTo(page, dialog.field('Product', line), { back });
    await pick(page, product);
    await tabTo(page, dialog.field('Quantity', line));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(quantity);
    await tabTo(page, dialog.field('Unit price', line));
    await page.keyboard.type(price);
  };
  await typeLine(dialog.line('Line 1'), 'Laptop Stand', '2', '40');

  await tabTo(page, dialog.button('Add Item'));
  await page.keyboard.press('Enter');
  const second = dialog.line('Line 2');
  await expect(second).toBeVisible();
  // Add Item comes after the lines: the new line's fields are behind it.
  await typeLine(second, 'Office Chair', '1', '150', true);
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
  await expect(new ListPage(page, 'Sales').noResults).toBeVisible();
});

test('a dialog keeps the focus while open and gives it back to what opened it', async ({ page }) => {
  await signIn(page, 'admin');
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

test('Import gives the focus back to its button when its dialog closes, each time it is opened', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/admin/vendors');
  await expect(tableRows(page).first()).toBeVisible();
  const importButton = page.getByRole('button', { name: /Import$/ });
  await tabTo(page, importButton);
  const dialog = page.getByRole('dialog', { name: 'Import vendors' });
  const chooser = dialog.getByLabel('Click or drop a CSV or Excel (XLSX) file here');
  for (const opening of [1, 2]) {
    await page.keyboard.press('Enter');
    await expect(dialog, `opening ${opening}`).toBeVisible();
    // Each opening starts anew: the file chosen in the one before is gone.
    await expect(dialog.getByText('vendors.csv')).toHaveCount(0);
    await chooser.setInputFiles({
      name: 'vendors.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Name,Email,Phone,Address,Description\r\n'),
    });
    await expect(dialog.getByText('vendors.csv')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(importButton, `after closing ${opening}`).toBeFocused();
  }
});

test('each Create dialog opens with the focus in its first field, ready to type', async ({ page }) => {
  await signIn(page, 'admin');
  for (const [path, title, first] of [
    ['vendors', 'Create Vendor', 'Name'],
    ['employees', 'Create Employee', 'Name'],
    ['purchases', 'Create Purchase', 'MR ID'],
    ['transfers', 'Create Transfer', 'TRF ID'],
    ['sales', 'Create Sale', 'BILL ID'],
    ['shipments', 'Create Shipment', 'Shipment ID'],
    ['inventories/supervisors', 'Create Supervisor Assignment', 'Employee'],
  ] as const) {
    await page.goto(`/admin/${path}`);
    await expect(tableRows(page).first()).toBeVisible();
    const create = page.getByRole('button', { name: /(^|\s)Create$/ });
    await tabTo(page, create, { back: true });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByLabel(first, { exact: true }), title).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('every stop of a list and of a dialog shows where the focus is', async ({ page }) => {
  await signIn(page, 'admin');
  // The seeded sales: the rows other tests add meanwhile would move the focus's path.
  await page.goto('/admin/sales?q=BILL-20');
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

/** The list's 'N of M row(s) selected': how many rows the list has over all its pages. */
async function listTotal(page: Page): Promise<number> {
  const text = (await page.getByText(/^\d+ of \d+ row\(s\) selected$/).textContent()) ?? '';
  return Number(/of (\d+) row/.exec(text)?.[1]);
}

/**
 * Presses ArrowDown in the open menu until `item` has the focus. First it lets the menu settle, as a person looking
 * at it does: antd gives the focus to the menu three frames after it opens (rc-dropdown's autoFocus), which puts it
 * back on the first entry, and arrows pressed before that were undone (two presses ended on the first entry). Then
 * each press waits for the focus to move before the next: the menu moves it on its next render, which a busy
 * machine draws late, and a press sent before that skipped the entry sought (the Edit of a row's menu ended on
 * Delete, the last, where the menu does not wrap).
 */
async function arrowTo(page: Page, item: Locator) {
  await expect(item).toBeVisible();
  await afterFrames(page, 5);
  const focusedEntry = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  for (let step = 0; step < 8; step += 1) {
    if (await item.evaluate((element) => element === document.activeElement)) return;
    const before = await focusedEntry();
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedEntry).not.toBe(before);
  }
  await expect(item).toBeFocused();
}

const openMenu = (page: Page) => page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');

test.describe('a list with the keyboard alone', () => {
  // The seeded sales only (BILL-<year>-<n>): the sales other tests add, change and delete meanwhile would move the
  // rows, the counts and the pages under these tests.
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/sales?q=BILL-20');
    await new ListPage(page, 'Sales').ready();
  });

  test('a faceted filter is opened, a value chosen and cleared, and the focus comes back to it', async ({
    page,
  }) => {
    const list = new ListPage(page, 'Sales');
    const status = list.filterButton('Status');
    await tabTo(page, status);
    await page.keyboard.press('Enter');
    const options = page.getByRole('listbox', { name: 'Status' });
    await expect(options).toBeVisible();
    // The filter's search box has the focus: typing narrows the options, Tab reaches them, Space picks one.
    await expect(page.getByRole('textbox', { name: 'Status' })).toBeFocused();
    await page.keyboard.type('deliv');
    await expect(options.getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Tab');
    const delivered = options.getByRole('option', { name: /^Delivered/ });
    await expect(delivered).toBeFocused();
    await page.keyboard.press('Space');
    await expect(delivered).toHaveAttribute('aria-selected', 'true');
    await expect.poll(async () => new Set(await list.column('status'))).toEqual(new Set(['Delivered']));

    // Escape closes it and gives the focus back to its button, which shows the choice.
    await page.keyboard.press('Escape');
    await expect(options).toBeHidden();
    await expect(status).toBeFocused();
    await expect(status).toContainText('Delivered');

    // Opened again: Tab reaches 'Clear filters', Enter clears, and the focus stays in the filter.
    await page.keyboard.press('Enter');
    await expect(options).toBeVisible();
    const clear = page.getByRole('button', { name: 'Clear filters' });
    await tabTo(page, clear, { max: 20 });
    await page.keyboard.press('Enter');
    await expect(clear).toBeHidden();
    await expect(options.getByRole('option', { name: /^Delivered/ })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await expect.poll(async () => new Set(await list.column('status')).size).toBeGreaterThan(1);
    expect(await page.evaluate(() => document.activeElement?.closest('[data-filter]') !== null)).toBe(true);

    // Tab past the filter's last option goes on to what follows its button in the toolbar: the date range.
    await tabTo(page, options.getByRole('option').last(), { max: 20 });
    await page.keyboard.press('Tab');
    await expect(options).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Date range' }).first()).toBeFocused();
  });

  test('the date range is set by typing both ends', async ({ page }) => {
    const list = new ListPage(page, 'Sales');
    // The day of the newest sale on the first page ('2026-Mar-05'), typed as the picker shows it ('Mar 05, 2026').
    const day = (await list.column('sale_date'))[0] ?? '';
    expect(day).toMatch(/^\d{4}-[A-Z][a-z]{2}-\d{2}$/);
    const before = await listTotal(page);
    const [year, month, date] = day.split('-');
    const typed = `${month} ${date}, ${year}`;
    // Each end has its own name.
    const start = page.getByRole('textbox', { name: 'Date range, from', exact: true });
    const end = page.getByRole('textbox', { name: 'Date range, to', exact: true });
    await expect(start).toHaveCount(1);
    await expect(end).toHaveCount(1);
    await tabTo(page, start);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(typed);
    await page.keyboard.press('Enter');
    await expect(start).toHaveValue(typed);
    await expect(end).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(typed);
    await page.keyboard.press('Enter');
    await expect(end).toHaveValue(typed);
    await expect.poll(async () => new Set(await list.column('sale_date'))).toEqual(new Set([day]));
    await expect.poll(() => listTotal(page)).toBeLessThan(before);
  });

  test('a column is sorted from its menu, its header says so, and the focus comes back to it', async ({
    page,
  }) => {
    const list = new ListPage(page, 'Sales');
    const header = page.locator('.ag-header-cell[col-id="bill_id"]');
    const button = header.getByRole('button', { name: 'BILL ID' });
    // The default order is the newest sale first.
    await expect(page.locator('.ag-header-cell[col-id="sale_date"]')).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(header).toHaveAttribute('aria-sort', 'none');

    for (const [item, order] of [
      ['Desc', 'descending'],
      ['Asc', 'ascending'],
    ] as const) {
      await tabTo(page, button);
      await page.keyboard.press('Enter');
      await arrowTo(page, openMenu(page).getByRole('menuitem', { name: item }));
      await page.keyboard.press('Enter');
      await expect(header).toHaveAttribute('aria-sort', order);
      await expect(page.locator('.ag-header-cell[col-id="sale_date"]')).toHaveAttribute('aria-sort', 'none');
      await expect(button).toBeFocused();
      await expect
        .poll(async () => {
          const ids = await list.column('bill_id');
          const sorted = [...ids].sort();
          return ids.join() === (order === 'ascending' ? sorted : sorted.reverse()).join();
        })
        .toBe(true);
    }
  });

  test('the pages are turned and the page size chosen with the keyboard', async ({ page }) => {
    const list = new ListPage(page, 'Sales');
    const total = await listTotal(page);
    const pages = Math.ceil(total / 5);
    expect(pages).toBeGreaterThan(2);
    const next = page.getByRole('button', { name: 'Go to next page' });
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(list.pageLabel).toHaveText(`Page 2 of ${pages}`);
    await expect(next).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(list.pageLabel).toHaveText(`Page 1 of ${pages}`);

    const last = page.getByRole('button', { name: 'Go to last page' });
    await tabTo(page, last);
    await page.keyboard.press('Enter');
    await expect(list.pageLabel).toHaveText(`Page ${pages} of ${pages}`);
    // The button turned itself off: the focus goes to the one beside it that still works, not to the page's top.
    const previous = page.getByRole('button', { name: 'Go to previous page' });
    await expect(previous).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(list.pageLabel).toHaveText(`Page ${pages - 1} of ${pages}`);
    await expect(previous).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'Go to first page' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(list.pageLabel).toHaveText(`Page 1 of ${pages}`);
    await expect(next).toBeFocused();

    const size = page.getByRole('combobox', { name: 'Rows per page' });
    await tabTo(page, size, { back: true });
    await page.keyboard.press('Enter');
    const ten = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('10', {
      exact: true,
    });
    await expect(ten).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(ten).toHaveClass(/ant-select-item-option-active/);
    await page.keyboard.press('Enter');
    await expect(list.pageLabel).toHaveText(`Page 1 of ${Math.ceil(total / 10)}`);
    // The label follows the chosen size at once; the rows, once the larger page has come.
    await expect.poll(() => list.rowCount()).toBe(Math.min(10, total));
  });

  test("Escape closes each of a list's menus, and a dialog opened from one even as the menu slides out, and the focus goes back to its button", async ({
    page,
  }) => {
    const buttons = [
      page.locator('.ag-header-cell[col-id="bill_id"]').getByRole('button', { name: 'BILL ID' }),
      tableRows(page).first().getByRole('button', { name: 'Open menu' }),
      page.getByRole('button', { name: 'Export' }),
      page.getByRole('button', { name: 'View' }),
    ];
    for (const button of buttons) {
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(openMenu(page).getByRole('menuitem').and(page.locator(':focus'))).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(openMenu(page)).toHaveCount(0);
      await expect(button).toBeFocused();
    }

    // A dialog opened from a row's menu closes on an Escape pressed at once, while the menu still slides out, and
    // gives the focus back to that menu's button.
    const rowMenu = buttons[1]!;
    await rowMenu.focus();
    await page.keyboard.press('Enter');
    // The menu has finished sliding in: closing, it slides out while the dialog opens.
    await expect(openMenu(page)).not.toHaveClass(/-(enter|appear)/);
    await arrowTo(page, openMenu(page).getByRole('menuitem', { name: 'Edit' }));
    await page.keyboard.press('Enter');
    // antd's Escape goes to the newest open popup: the menu, drawn closed for a render and open again for its slide,
    // came back above the dialog and took this Escape (patches/@rc-component__trigger@3.10.1.patch; without it this
    // test failed in each of 5 runs).
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(rowMenu).toBeFocused();
  });

  test("a row is selected with Space and its menu's Make as Copy chosen with Enter", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const row = tableRows(page).first();
    const id = (await row.locator('[col-id="bill_id"]').textContent())?.trim() ?? '';
    await tabTo(page, row);
    await page.keyboard.press('Space');
    await expect(row).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(/^1 of \d+ row\(s\) selected$/)).toBeVisible();

    const menuButton = row.getByRole('button', { name: 'Open menu' });
    await page.keyboard.press('Tab');
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('Enter');
    await arrowTo(page, openMenu(page).getByRole('menuitem', { name: 'Make as Copy' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Copied')).toBeVisible();
    await expect(menuButton).toBeFocused();
    // A sale's Make as Copy copies its BILL ID.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id);

    // Space again on the row clears its selection.
    await page.keyboard.press('Shift+Tab');
    await expect(row).toBeFocused();
    await page.keyboard.press('Space');
    await expect(row).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByText(/^0 of \d+ row\(s\) selected$/)).toBeVisible();
  });
});

test("the sidebar's links and its collapse toggle work with the keyboard", async ({ page }) => {
  await signInAtHome(page);
  const shell = new AppShell(page);
  await expect(shell.menu.getByRole('link').first()).toBeVisible();

  // From the home link, Tab visits each of the admin's links in the menu's order, then the user menu.
  await tabTo(page, page.getByRole('link', { name: 'Home' }));
  const links: string[] = [];
  for (let step = 0; step < 30; step += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active) return { link: null, userMenu: false };
      return {
        link: active.matches('nav a') ? (active.textContent ?? '').trim() : null,
        userMenu: (active.textContent ?? '').trim().startsWith('User menu'),
      };
    });
    if (stop.userMenu) break;
    if (stop.link !== null) links.push(stop.link);
  }
  expect(links).toEqual(demoRoles[0].menu);
  await expect(page.getByRole('button', { name: /^User menu/ })).toBeFocused();

  const vendors = shell.menu.getByRole('link', { name: 'Vendors', exact: true });
  await tabTo(page, vendors, { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();

  // The toggle collapses the sidebar to its icons; its links still take the focus and open their page.
  const sider = page.locator('.ant-layout-sider');
  const wide = (await sider.boundingBox())?.width ?? 0;
  await tabTo(page, shell.sidebarToggle);
  await page.keyboard.press('Enter');
  await expect(shell.sidebarToggle).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => (await sider.boundingBox())?.width ?? 0).toBeLessThan(wide / 2);
  await expect(shell.sidebarToggle).toBeFocused();
  await tabTo(page, shell.menu.getByRole('link', { name: 'Sales', exact: true }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();

  // And Ctrl+B, the sidebar's shortcut, expands it again.
  await page.keyboard.press('Control+B');
  await expect(shell.sidebarToggle).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(async () => (await sider.boundingBox())?.width ?? 0).toBe(wide);
});

test('the user menu and the theme menu open with Enter, are walked with the arrows and chosen from', async ({
  page,
}) => {
  await signInAtHome(page);
  const shell = new AppShell(page);

  // The opened menu has the focus on its first entry.
  const theme = page.getByRole('button', { name: 'Toggle theme' });
  await tabTo(page, theme);
  await page.keyboard.press('Enter');
  await expect(openMenu(page).getByRole('menuitem', { name: 'Light' })).toBeFocused();
  await arrowTo(page, openMenu(page).getByRole('menuitem', { name: 'Dark' }));
  await page.keyboard.press('Enter');
  await expect.poll(() => shell.rootTheme()).toBe('dark');
  await expect(openMenu(page)).toHaveCount(0);
  await expect(theme).toBeFocused();
  // Opened again, its focus is on an entry (the chosen one); Escape closes it without changing the theme.
  await page.keyboard.press('Enter');
  await expect(openMenu(page).getByRole('menuitem').and(page.locator(':focus'))).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(openMenu(page)).toHaveCount(0);
  await expect(theme).toBeFocused();
  expect(await shell.rootTheme()).toBe('dark');

  const userMenu = page.getByRole('button', { name: /^User menu/ });
  await tabTo(page, userMenu, { back: true });
  await page.keyboard.press('Enter');
  const profile = openMenu(page).getByRole('menuitem', { name: 'Profile' });
  await expect(profile).toBeFocused();
  await expect(openMenu(page).getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});

/** The live region that makes a screen reader say what appears in `element`: role alert, status or aria-live. */
async function liveRegionOf(element: Locator): Promise<string | null> {
  return element.evaluate((node) => {
    const region = node.closest('[role="alert"], [role="status"], [role="log"], [aria-live]');
    if (!region || region.getAttribute('aria-live') === 'off') return null;
    return region.getAttribute('aria-live') ?? region.getAttribute('role');
  });
}

test('a form error and a toast are announced, and a list says its row count and its sort', async ({
  page,
}) => {
  await page.goto('/authentication');
  const form = page.getByRole('tabpanel', { name: 'Login' });
  const password = form.getByLabel('Password');
  await tabTo(page, form.getByLabel('Email'));
  await page.keyboard.type(emailOf('admin'));
  await page.keyboard.press('Tab');
  await page.keyboard.type('short');
  await page.keyboard.press('Enter');
  // The error is announced as it appears and is the field's description, in the password rule's exact wording.
  const rule =
    'Password must be 8-32 characters, including at least one uppercase letter, one lowercase letter, one number, and one special character';
  const error = form.getByText(rule);
  await expect(error).toBeVisible();
  expect(await liveRegionOf(error)).toMatch(/^(alert|status|assertive|polite)$/);
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(rule);

  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin$/);
  const loggedIn = toast(page, 'Logged in successfully.');
  await expect(loggedIn).toBeVisible();
  expect(await liveRegionOf(loggedIn)).toMatch(/^(alert|status|assertive|polite)$/);

  // The grid counts the whole list's rows (and its header row), not the page's, and places each row in it; the
  // seeded sales only, which no other test adds to while this one counts.
  await page.goto('/admin/sales?q=BILL-20');
  const list = new ListPage(page, 'Sales');
  await list.ready();
  const total = await listTotal(page);
  expect(total).toBeGreaterThan(5);
  await expect(list.grid).toHaveAttribute('aria-rowcount', String(total + 1));
  const seededRow = page.locator('.ag-row[row-index="0"]');
  await expect(seededRow).toHaveAttribute('aria-rowindex', '2');
  await list.goTo('next');
  await expect(list.pageLabel).toHaveText(/^Page 2 of /);
  await expect(seededRow).toHaveAttribute('aria-rowindex', '7');
  await expect(list.grid).toHaveAttribute('aria-rowcount', String(total + 1));
  // Its sorted column says so, the others say they are not.
  await expect(page.locator('.ag-header-cell[col-id="sale_date"]')).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(page.locator('.ag-header-cell[col-id="bill_id"]')).toHaveAttribute('aria-sort', 'none');
});
