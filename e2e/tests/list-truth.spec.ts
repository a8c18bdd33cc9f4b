import { expect, test, type Locator, type Page } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { ListPage } from '../pages/list-page';
import { createOwnAccount, DEMO_PASSWORD, emailOf } from '../pages/demo-accounts';
import { LoginPage, signIn, signInWith } from '../pages/login-page';
import { apiOf } from '../pages/api';
import { ownStockroom } from '../pages/documents';

/**
 * The lists tell staff the truth: a read that failed says so (with a Retry, and tries again by itself) instead
 * of "No results.", the date range says what it hides and offers every date, and a list comes back as it was
 * left.
 */

const tag = Date.now().toString(36).slice(-5).toUpperCase();
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 800 };
const shots = process.env.E2E_SHOTS;

/** The page's own calls to the API fail as if the network were down (the server stays up for everyone else). */
async function cutApi(page: Page) {
  await page.route('**/api/**', (route) => route.abort());
}
async function restoreApi(page: Page) {
  await page.unroute('**/api/**');
}

/** The rows-per-page select's shown value. */
const rowsPerPage = (page: Page) =>
  page.locator('.ant-select').filter({ has: page.getByLabel('Rows per page') });

const failure = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/**
 * A failed read's Retry asks again at once: clicked while the API is still down, it sends a read (which fails
 * again). Then the API comes back and the failure goes: by a second Retry, or by the page itself, which also asks
 * again a few seconds after a failure and may come first on a slow machine.
 */
async function retryThenRecover(page: Page, failed: Locator) {
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/'));
  await failed.getByRole('button', { name: 'Retry' }).click();
  await asked;
  await restoreApi(page);
  await recovered(failed);
}

/** With the API back, the failure goes: by Retry, or by the page's own next try, whichever comes first. */
async function recovered(failed: Locator) {
  const retry = failed.getByRole('button', { name: 'Retry' });
  await expect(async () => {
    if (await retry.isVisible()) await retry.click({ timeout: 1_000 });
    await expect(failed).toHaveCount(0, { timeout: 2_000 });
  }).toPass();
}

/** The admin's Customers list, its first page shown. */
async function customersOf(page: Page) {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'admin');
  await page.goto('/admin/customers');
  const list = new ListPage(page, 'Customers');
  await list.ready();
  return list;
}

test('a list, a detail page and the dashboard say they could not load, with a Retry, and load once the API is back', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'admin');
  await cutApi(page);
  await page.goto('/admin/customers');
  const list = new ListPage(page, 'Customers');
  await expect(list.heading).toBeVisible();
  const customersFailed = failure(page, 'An error occurred while fetching the customers.');
  await expect(customersFailed).toBeVisible();
  await expect(customersFailed.getByRole('button', { name: 'Retry' })).toBeVisible();
  // No table claims there is nothing.
  await expect(page.getByText('No results.')).toHaveCount(0);
  await expect(list.pageLabel).toHaveCount(0);
  if (shots) await page.screenshot({ path: `${shots}/list-failed.png` });

  await retryThenRecover(page, customersFailed);
  await list.ready();
  await expect(customersFailed).toHaveCount(0);

  // The connection returns while nobody clicks: the list reads again by itself.
  await cutApi(page);
  await page.goto('/admin/vendors');
  const vendorsFailed = failure(page, 'An error occurred while fetching the vendors.');
  await expect(vendorsFailed).toBeVisible();
  await restoreApi(page);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await new ListPage(page, 'Vendors').ready();
  await expect(vendorsFailed).toHaveCount(0);

  // A detail page: "could not load", not "not found".
  await cutApi(page);
  await page.goto('/admin/inventories/North%20Depot');
  const inventoryFailed = failure(page, 'An error occurred while fetching the inventory.');
  await expect(inventoryFailed).toBeVisible();
  await expect(page.getByText('This inventory was not found.')).toHaveCount(0);
  await retryThenRecover(page, inventoryFailed);
  await expect(page.getByRole('heading', { level: 1, name: 'North Depot' })).toBeVisible();

  // The dashboard: no figures made up, no endless skeleton.
  await cutApi(page);
  await page.goto('/admin');
  const dashboardFailed = failure(page, 'An error occurred while fetching the dashboard.').first();
  await expect(dashboardFailed).toBeVisible();
  // Its panels say they could not load either, not that there is nothing to show.
  await expect(page.getByRole('region', { name: 'Latest status changes' }).getByRole('alert')).toBeVisible();
  await expect(page.getByText('No status changes yet.')).toHaveCount(0);
  await expect(page.getByText('No product is below its threshold.')).toHaveCount(0);
  if (shots) await page.screenshot({ path: `${shots}/dashboard-failed.png` });
  await retryThenRecover(page, dashboardFailed);
  await expect(dashboardFailed).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]').first()).toHaveCount(0);
});

test('a search while the browser is offline says the list could not load, not "No results.", and reads when it is back', async ({
  page,
  context,
}) => {
  const list = await customersOf(page);

  await context.setOffline(true);
  await list.searchBox('email').fill('example');
  const customersFailed = failure(page, 'An error occurred while fetching the customers.');
  await expect(customersFailed).toBeVisible();
  await expect(page.getByText('No results.')).toHaveCount(0);

  // No click: the browser back online is the next read.
  await context.setOffline(false);
  await expect(customersFailed).toHaveCount(0);
  await expect(page.locator('[role="row"][row-index]').first()).toBeVisible();
  expect((await list.column('email')).every((email) => email.includes('example'))).toBe(true);
});

test("the profile page and a shipment's History tab say they could not load, not that they are empty", async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'admin');
  const api = await apiOf(page, request);
  const shipments = (await api.get('/shipments?pageSize=1')).body as {
    shipments: Array<{ shipment_id: string }>;
  };
  const shipmentId = shipments.shipments[0]?.shipment_id ?? '';
  expect(shipmentId).not.toBe('');

  await cutApi(page);
  await page.goto('/admin/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  const profileFailed = failure(page, 'An error occurred while fetching the employee.');
  await expect(profileFailed).toBeVisible();
  // No empty form stands for a profile that could not be read.
  await expect(page.getByLabel('Name')).toHaveCount(0);
  if (shots) await page.screenshot({ path: `${shots}/profile-failed.png` });
  await retryThenRecover(page, profileFailed);
  await expect(page.getByLabel('Name')).not.toHaveValue('');
  await expect(profileFailed).toHaveCount(0);

  await page.goto(`/admin/shipments/${encodeURIComponent(shipmentId)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Shipment ${shipmentId}` })).toBeVisible();
  await cutApi(page);
  await page.getByRole('tab', { name: 'History' }).click();
  const historyFailed = failure(page, 'An error occurred while fetching the history.');
  await expect(historyFailed).toBeVisible();
  await expect(page.getByText('No status changes.')).toHaveCount(0);
  if (shots) await page.screenshot({ path: `${shots}/history-failed.png` });
  await retryThenRecover(page, historyFailed);
  // A status change's row, not the table's placeholder row while the read is on its way.
  await expect(
    page.getByRole('region', { name: 'Status changes' }).locator('tbody tr.ant-table-row').first(),
  ).toBeVisible();
  await expect(historyFailed).toHaveCount(0);
});

test('a list whose later read fails keeps its last rows and says above them that they may be out of date', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'admin');
  const api = await apiOf(page, request);
  // A seeded category by its name: the categories other tests add meanwhile would change the rows between their
  // read here and the cut (every change of a category reads the list again, whatever its search).
  await page.goto('/admin/categories?q=Furniture');
  const list = new ListPage(page, 'Categories');
  await list.ready();
  const shown = await list.column('name');
  expect(shown).toEqual(['Furniture']);

  // Someone else adds a category while this page's connection is down: the list reads again, and that fails.
  await cutApi(page);
  const name = `Zz List Truth ${tag}`;
  const created = await api.post('/categories', {
    name,
    description: 'A category the list-truth test adds.',
  });
  expect(created.status).toBe(201);
  try {
    await keptRowsShown(page, list, shown);
  } finally {
    // Other specs read the seeded categories: this one goes again, whatever happened.
    expect((await api.delete(`/categories/${encodeURIComponent(name)}`)).status).toBe(200);
  }
});

async function keptRowsShown(page: Page, list: ListPage, shown: string[]) {
  const failed = failure(page, 'An error occurred while fetching the categories.');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('The rows below are the last ones received and may be out of date.');
  expect(await list.column('name')).toEqual(shown);
  if (shots) await page.screenshot({ path: `${shots}/list-rows-kept.png` });

  await retryThenRecover(page, failed);
  await expect(failed).toHaveCount(0);
}

test('another page of a list whose read keeps failing says so while it is asked again, never showing the page before', async ({
  page,
}) => {
  const list = await customersOf(page);
  const firstPage = await list.column('name');
  expect(firstPage.length).toBeGreaterThan(0);

  // The second page's reads fail. Once the failure is on the screen, the next read is held a while before it
  // fails too: the page is looked at while that read is on its way.
  const failed = failure(page, 'The customers are not available for a moment.');
  let failureShown = false;
  let heldRead: () => void = () => undefined;
  const readHeld = new Promise<void>((resolve) => (heldRead = resolve));
  await page.route(
    (url) => url.pathname === '/api/customers' && url.searchParams.get('page') === '2',
    async (route) => {
      if (failureShown) {
        heldRead();
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The customers are not available for a moment.' }),
      });
    },
  );
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(failed).toBeVisible();
  failureShown = true;
  await readHeld;
  // Time for the page to draw what it draws while the read is on its way.
  await page.waitForTimeout(500);
  await expect(failed).toBeVisible({ timeout: 1 });
  expect(await list.rowCount()).toBe(0);
  await expect(page.getByText('No results.')).toHaveCount(0);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await recovered(failed);
  await list.ready();
  await expect(list.pageLabel).toHaveText(/^Page 2 of \d+$/);
  expect(await list.column('name')).not.toEqual(firstPage);
});

test('the date range says how many matching rows it hides and widens in one click, also from the phone-sized Filters drawer', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'admin');
  const api = await apiOf(page, request);
  // Two years back: last year's December is the dashboard's last month in January.
  const olderYear = new Date().getFullYear() - 2;
  // Its own vendor, customer and category: the first of a list may be another spec's row, which that spec filters
  // by or deletes meanwhile (a product here in another spec's category is a row of that spec's list).
  const vendor = { name: `Older Vendor ${tag}` };
  expect((await api.post('/vendors', vendor)).status).toBe(201);
  const category = { name: `Older Category ${tag}` };
  expect(
    (await api.post('/categories', { ...category, description: 'For the older-rows test.' })).status,
  ).toBe(201);
  const createdCustomer = await api.post('/customers', { name: `Older Customer ${tag}` });
  expect(createdCustomer.status).toBe(201);
  const customer = (createdCustomer.body as { customer: { id: string } }).customer;
  // The seed's documents are all of this year: three sales of a December before, in an inventory of their own.
  const start = {
    category: category.name,
    vendor: vendor.name,
    quantity: 9,
    purchaseDate: `${olderYear}-11-20`,
  };
  const { product, inventory } = await ownStockroom(api, `OLD-${tag}`, start);
  const bill = `B-OLD-${tag}`;
  for (const day of ['05', '12', '19']) {
    const sale = await api.post('/sales', {
      bill_id: `${bill}-${day}`,
      sale_date: `${olderYear}-12-${day}`,
      customer_id: customer.id,
      shipping_address: '2 Older Road',
      inventory,
      products: [{ product, quantity: 1, unit_price: '4' }],
    });
    expect(sale.status).toBe(201);
  }

  await page.goto('/admin/sales');
  const list = new ListPage(page, 'Sales');
  await list.ready();
  await list.search('BILL ID', bill);
  await expect(list.noResults).toBeVisible();
  const hint = page.locator('.logistics-hidden-by-range');
  await expect(hint).toHaveText('3 older sales match: show all dates');
  if (shots) await page.screenshot({ path: `${shots}/older-rows-hint.png` });
  await hint.getByRole('button', { name: 'show all dates' }).click();
  await expect(page.locator('[role="row"][row-index]')).toHaveCount(3);
  await expect(hint).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get('from')).toBe('');

  // Under 768 px the toolbar hides the range and the dropdown filters: one Filters button holds them.
  await page.setViewportSize(PHONE);
  await list.resetFilters();
  await list.search('BILL ID', bill);
  await expect(hint).toHaveText('3 older sales match: show all dates');
  // Its name holds the icon's too ('filter Filters (1 active)').
  const filters = page.getByRole('button', { name: /Filters/ });
  await expect(filters).toHaveText('Filters (1 active)');
  await filters.click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByLabel('Date range, from')).toBeVisible();
  await expect(drawer.locator('.logistics-facet-filter').filter({ hasText: 'Status' })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/filters-drawer.png` });
  // Clearing the range there (All dates: a phone has no hover to show the picker's own clear icon) shows every date.
  await drawer.getByRole('button', { name: 'All dates' }).click();
  // On a phone the rows are cards.
  await expect(list.cards).toHaveCount(3);
  await page.keyboard.press('Escape');
  await expect(filters).toHaveText('Filters');
});

test('a list opened again from the menu is as it was left, and the chosen rows per page stay for the person', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'admin');
  await page.goto('/admin/sales');
  const sales = new ListPage(page, 'Sales');
  await sales.ready();
  await expect(page.locator('[role="row"][row-index]')).toHaveCount(5);
  await sales.setPageSize(50);
  await expect(page).toHaveURL(/pageSize=50/);
  const status = await sales.openFilter('Status');
  await status.getByRole('option', { name: /^Pending/ }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/status=pending/);
  await sales.settled();

  const shell = new AppShell(page);
  await shell.open('Products');
  const products = new ListPage(page, 'Products');
  await products.ready();
  // The person's rows per page, on another list too.
  await expect(rowsPerPage(page)).toHaveText('50');

  await shell.open('Sales');
  await sales.ready();
  await expect(page).toHaveURL(/status=pending/);
  await expect(sales.filterButton('Status')).toContainText('Pending');
  await expect(rowsPerPage(page)).toHaveText('50');

  // A URL that says otherwise wins.
  await page.goto('/admin/sales?pageSize=10');
  await sales.ready();
  await expect(rowsPerPage(page)).toHaveText('10');
  expect(new URL(page.url()).searchParams.get('status')).toBeNull();

  // A first visit (a fresh browser) still opens at 5 rows.
  const other = await browser.newPage();
  await other.setViewportSize(DESKTOP);
  await signIn(other, 'admin');
  await other.goto('/admin/sales');
  await new ListPage(other, 'Sales').ready();
  await expect(other.locator('[role="row"][row-index]')).toHaveCount(5);
  await other.close();
});

test('the next person to sign in on the page sees their own rows, never those the person before read', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const login = new LoginPage(page);
  const sales = new ListPage(page, 'Sales');
  // The admin reads every inventory's sales.
  await login.loginAs('admin');
  await page.goto('/admin/sales');
  await sales.ready();
  const adminRows = await sales.column('bill_id');

  // Signed out and in again on the same page: no page load in between empties what the page holds.
  await new AppShell(page).signOut();
  await expect(page).toHaveURL(/\/authentication$/);
  await login.login(emailOf('inventory-in-charge'), DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/inventory-in-charge$/);
  const { body } = await (
    await apiOf(page, request)
  ).get<{ sales: Array<{ bill_id: string }> }>('/sales?pageSize=100');
  const own = body.sales.map((sale) => sale.bill_id);
  // The seed gives other inventories sales on that first page: otherwise this would prove nothing.
  expect(adminRows.filter((billId) => !own.includes(billId))).not.toEqual([]);

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Sales' }).click();
  await sales.ready();
  const shown = await sales.column('bill_id');
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.filter((billId) => !own.includes(billId))).toEqual([]);
});

test('another person signing in in another tab takes the open page to their own home and rows, never the rows read before', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'captain');
  await page.goto('/captain');
  const shipments = new ListPage(page, 'Shipments');
  await shipments.ready();
  expect(await shipments.rowCount()).toBeGreaterThan(0);

  // A captain with no shipment of their own, signing in in a second tab of the same browser: the stored session
  // changes under the first tab, which no login page of its own has emptied.
  const other = await createOwnAccount(request, 'captain', 'other-tab');
  const secondTab = await page.context().newPage();
  await signInWith(secondTab, other);
  const { body } = await (
    await apiOf(secondTab, request)
  ).get<{ shipments: unknown[] }>('/shipments?pageSize=100');
  expect(body.shipments).toEqual([]);

  // The first tab shows what the server answers the new captain: none of the first captain's shipments.
  await expect(shipments.noResults).toBeVisible();
  expect(await shipments.rowCount()).toBe(0);
  await expect(page).toHaveURL(/\/captain$/);
  await secondTab.close();
});
