import { expect, test, type Page } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { demoRoles } from '../pages/demo-accounts';
import { ListPage } from '../pages/list-page';
import { LoginPage, signIn } from '../pages/login-page';
import { purchase, sale } from '../pages/documents';
import { apiOf } from '../pages/api';

/**
 * Every list fits the screens staff use (1280 px and up) or scrolls visibly, no row is
 * cut off, the row actions stay in view, and the keyboard walks a list from its search box to the sidebar.
 */

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 812 };

/** What the grid of the list on screen looks like: does it overflow, is its scrollbar drawn, is a row cut. */
async function gridLayout(page: Page) {
  return page.evaluate(() => {
    const viewport = document.querySelector<HTMLElement>('.ag-grid-viewport');
    const root = document.querySelector<HTMLElement>('.ag-root-wrapper');
    if (!viewport || !root) throw new Error('no grid on the page');
    const box = root.getBoundingClientRect();
    const rows = Array.from(document.querySelectorAll<HTMLElement>('.ag-row'));
    const menus = Array.from(document.querySelectorAll<HTMLElement>('.ag-row [aria-label="Open menu"]'));
    return {
      overflow: viewport.scrollWidth - viewport.clientWidth,
      scrollLeft: viewport.scrollLeft,
      scrollbar: document.querySelector('[role="scrollbar"]') !== null,
      // A row or a menu button outside the grid's box is cut off.
      rowsCut: rows.filter((row) => row.getBoundingClientRect().bottom > box.bottom + 0.5).length,
      menusCut: menus.filter((menu) => {
        const rect = menu.getBoundingClientRect();
        return rect.right > box.right + 0.5 || rect.left < box.left - 0.5;
      }).length,
      menus: menus.length,
    };
  });
}

/** The menu's links: their titles and where they go. */
async function menuLinks(page: Page): Promise<Array<{ title: string; path: string }>> {
  const shell = new AppShell(page);
  await expect(shell.menu.getByRole('link').first()).toBeVisible();
  return shell.menu.getByRole('link').evaluateAll((links) =>
    links.map((link) => ({
      title: (link.textContent ?? '').trim(),
      path: link.getAttribute('href') ?? '',
    })),
  );
}

/** Waits for the list on screen; false when the page is not a list (an in-charge's menu opens a detail page). */
async function listShown(page: Page): Promise<boolean> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.ag-root-wrapper, main table').first()).toBeVisible();
  if ((await page.locator('.ag-root-wrapper').count()) === 0) return false;
  // The columns are sized to the rows on the page once they are drawn; a list may take a while to answer.
  await expect(page.locator('.ag-row').first()).toBeVisible({ timeout: 30_000 });
  return true;
}

async function openList(page: Page, path: string): Promise<boolean> {
  await page.goto(path);
  return listShown(page);
}

/**
 * The lists a role's menu shows that the admin's walk does not: every list draws its columns the same for every
 * role (shared/src/features), and a role's rows are the admin's or fewer, so the admin's walk of all twelve
 * lists is each list's check; another role walks only a list of its own (the fleet-manager's Captains).
 */
const adminMenu = new Set<string>(demoRoles.find(({ role }) => role === 'admin')?.menu ?? []);
const walks = demoRoles
  .map(({ role, menu }) => ({
    role,
    titles: role === 'admin' ? [...menu] : menu.filter((title) => !adminMenu.has(title)),
  }))
  .filter(({ titles }) => titles.length > 0);

test.describe('lists fit common screens', () => {
  for (const { role, titles } of walks) {
    test(`${role === 'admin' ? 'every list' : titles.join(', ')} of the ${role} fits at 1280 px: no column cut off, no row clipped, actions in view`, async ({
      page,
    }) => {
      // Up to twelve lists, each loaded as a user opens it.
      test.setTimeout(240_000);
      await page.setViewportSize(DESKTOP);
      await new LoginPage(page).loginAs(role);
      const links = (await menuLinks(page)).filter(({ title }) => titles.includes(title));
      expect(links.map(({ title }) => title)).toEqual(titles);
      const shell = new AppShell(page);
      for (const { title, path } of links) {
        // Through the sidebar, as staff go from list to list.
        await shell.open(title);
        await expect(page).toHaveURL(new RegExp(`${path}(/[^/]+)?$`));
        // The sidebar marks the page it went to before the next link is clicked: a click while it is drawn anew
        // may land on the link's old element (a fresh-clone run under load stayed on the page before).
        await expect(shell.menu.locator('.ant-menu-item-selected')).toContainText(title);
        if (!(await listShown(page))) continue;
        // Polled: for a few frames after the rows arrive, ag-grid's inner container is still wider than the
        // columns it has already narrowed (measured at 1280 px: 75, 48, 25, 4, then 0 px within about 50 ms).
        await expect
          .poll(() => gridLayout(page), { message: path })
          .toMatchObject({ overflow: 0, rowsCut: 0, menusCut: 0 });
      }
    });
  }

  test('at 375 px a list shows its rows as cards, each with its menu in view; the page does not scroll sideways', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await signIn(page, 'admin');
    await page.goto('/admin/sales');
    const list = new ListPage(page, 'Sales');
    await list.ready();
    await expect(list.cards).toHaveCount(5);
    await expect(page.locator('.ag-root-wrapper')).toHaveCount(0);
    const menus = list.cards.getByRole('button', { name: 'Open menu' });
    await expect(menus).toHaveCount(5);
    for (const box of await Promise.all((await menus.all()).map((menu) => menu.boundingBox()))) {
      if (!box) throw new Error('a card without its menu');
      expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  });

  test('at 375 px the search keeps the whole width and Import, Export and View sit below it, in view', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await signIn(page, 'admin');
    await page.goto('/admin/products');
    await new ListPage(page, 'Products').ready();
    // The box drawn around the input (its clear button beside it).
    const search = await page
      .locator('.ant-input-affix-wrapper')
      .filter({ has: page.getByPlaceholder('Filter names...') })
      .boundingBox();
    const cards = await page.locator('.logistics-card-list').boundingBox();
    if (!search || !cards) throw new Error('no search box or cards');
    expect(search.width).toBeGreaterThanOrEqual(cards.width - 1);
    for (const name of [/Import$/, /Export$/, /View$/]) {
      const box = await page.getByRole('button', { name }).boundingBox();
      if (!box) throw new Error(`no ${String(name)} button`);
      expect(box.y).toBeGreaterThan(search.y + search.height);
      expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
    }
  });

  test("opening a card's menu and closing it leaves the page where it was, not scrolled sideways", async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await signIn(page, 'admin');
    // The seeded sales: a sale another test adds meanwhile would redraw the cards under the open menu.
    await page.goto('/admin/sales?q=BILL-20');
    const list = new ListPage(page, 'Sales');
    await list.ready();
    await list.cards.last().getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeHidden();
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });

  test('a value cut short ends in an ellipsis and shows whole in a tooltip', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'admin');
    // A sale of its own with an address too long for its column (the newest sales are other specs' too).
    const api = await apiOf(page, request);
    const suffix = `${Date.now().toString(36).slice(-5)}${test.info().repeatEachIndex}`.toUpperCase();
    const product = `Cut Short ${suffix}`;
    const created = await api.post('/products', {
      name: product,
      category: 'Tools and Hardware',
      price: '3',
      sku: `CS${suffix}`,
    });
    expect(created.status).toBe(201);
    await purchase(api, `MR-CUT-${suffix}`, product, 1);
    const address = 'Unit 14, Riverside Industrial Estate, 221 Long Meadow Road, Little Snoring, Norfolk';
    await sale(api, `B-CUT-${suffix}`, product, 1, { shippingAddress: address });

    await openList(page, `/admin/sales?q=B-CUT-${suffix}`);
    const cell = page.locator('.ag-row [col-id="shipping_address"]');
    await expect(cell).toHaveCount(1);
    await expect(cell).toHaveText(address);
    expect(
      await cell.evaluate((element) => element.scrollWidth > element.clientWidth),
      'the long shipping address is cut at 1280 px',
    ).toBe(true);
    await cell.hover();
    await expect(page.locator('.ag-tooltip')).toHaveText(address);
  });

  test('with every filter chosen, the toolbar keeps View on its first line', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'admin');
    await openList(page, '/admin/sales');
    const list = new ListPage(page, 'Sales');
    for (const filter of ['Inventory', 'Status']) {
      const options = await list.openFilter(filter);
      const count = await options.getByRole('option').count();
      for (let index = 0; index < count; index += 1) await options.getByRole('option').nth(index).click();
      await page.keyboard.press('Escape');
    }
    await expect(list.filterButton('Status').locator('.ant-tag')).toHaveCount(1);
    // View stays on the search box's line, at its right.
    const search = await list.searchBox('BILL ID').boundingBox();
    const view = await page.getByRole('button', { name: 'View' }).boundingBox();
    if (!search || !view) throw new Error('no toolbar');
    expect(view.y).toBeLessThan(search.y + search.height);
    expect(view.y + view.height).toBeGreaterThan(search.y);
  });
});

test.describe('the keyboard walks a list', () => {
  /** What has the focus: a short name a test can compare. */
  async function focused(page: Page): Promise<string> {
    return page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return 'body';
      if (element.closest('nav[aria-label="Main menu"]')) return 'sidebar';
      if (element.classList.contains('ag-row')) return `row ${element.getAttribute('row-index')}`;
      const label = element.getAttribute('aria-label') ?? element.getAttribute('placeholder');
      return (label ?? element.textContent ?? '').trim();
    });
  }

  test('Tab goes from the search box through filters, headers, rows, their menus and the pages to the sidebar; Shift+Tab comes back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 860 });
    await signIn(page, 'admin');
    // The seeded sales (BILL-<year>-<n>): the rows other tests add meanwhile would move the focus's path.
    await openList(page, '/admin/sales?q=BILL-20');
    await page.getByPlaceholder('Filter BILL IDs...').focus();

    const forward: string[] = [await focused(page)];
    // Whether each stop is in the grid's header (its column menus).
    const inHeader: boolean[] = [false];
    for (let step = 0; step < 60 && forward.at(-1) !== 'sidebar'; step += 1) {
      await page.keyboard.press('Tab');
      forward.push(await focused(page));
      inHeader.push(await page.evaluate(() => document.activeElement?.closest('.ag-header') != null));
    }
    const at = (name: string) => forward.indexOf(name);
    expect(forward.at(-1), forward.join(' → ')).toBe('sidebar');
    // In this order: filters, View, the column menus, each row then its menu, the pagination.
    const order = [
      'Filter BILL IDs...',
      'Inventory',
      'Status',
      'Reset filters',
      'View',
      'BILL ID',
      'Sale Date',
      'row 0',
      'row 4',
      'Go to next page',
      'Go to last page',
      'sidebar',
    ].map(at);
    expect(
      order.every((index) => index >= 0),
      forward.join(' → '),
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // A row, then its actions menu.
    expect(forward[at('row 0') + 1]).toBe('Open menu');
    // The header is passed once: no stop after the first row goes back into it (no trap between them).
    expect(inHeader.lastIndexOf(true), forward.join(' → ')).toBeGreaterThan(0);
    expect(inHeader.lastIndexOf(true), forward.join(' → ')).toBeLessThan(at('row 0'));

    // Shift+Tab walks back the same way, out of the grid and to the search box.
    await page.getByRole('button', { name: 'Go to next page' }).focus();
    const back: string[] = [];
    for (let step = 0; step < 40 && back.at(-1) !== 'Filter BILL IDs...'; step += 1) {
      await page.keyboard.press('Shift+Tab');
      back.push(await focused(page));
    }
    expect(back.at(-1), back.join(' ← ')).toBe('Filter BILL IDs...');
    expect(back).toContain('row 4');
    expect(back).toContain('BILL ID');
  });

  test('Space selects the focused row and Enter opens it, as a click does', async ({ page }) => {
    await signIn(page, 'admin');
    await openList(page, '/admin/inventories');
    await page.getByRole('button', { name: 'View' }).focus();
    await page.keyboard.press('Tab');
    // The column menus come first, then the first row.
    while (!(await focused(page)).startsWith('row')) await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByText(/^1 of \d+ row\(s\) selected$/)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/inventories\/[a-z0-9-]+$/);
  });
});
