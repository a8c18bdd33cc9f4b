import { expect, test, type Page } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { ListPage } from '../pages/list-page';
import { signIn } from '../pages/login-page';
import { ProfilePage } from '../pages/profile-page';
import { screenshot } from '../pages/screenshots';
import { toast, DocumentDialog } from '../pages/document-dialog';

/**
 * The captain (in a vehicle) and the inventory-in-charge (on a warehouse floor) work from a phone: every list
 * shows its rows as cards, and no screen or dialog scrolls sideways.
 */
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

const suffix = Date.now().toString(36).slice(-5).toUpperCase();
const TRF_ID = `TRF-PH-${suffix}`;
const BILL_ID = `BILL-PH-${suffix}`;
/** The demo inventory-in-charge's inventory, and the stock it holds (the seed's). */
const OWN_INVENTORY = 'North Depot';

/** The page is no wider than the screen: nothing to scroll sideways to. */
async function fitsTheScreen(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

/** A list as a phone shows it: cards, no table. */
function cards(page: Page) {
  return page.locator('.logistics-card');
}

async function cardsShow(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await expect(page.locator('.ag-root')).toHaveCount(0);
  await fitsTheScreen(page);
}

/** A dialog that fits: its box inside the screen, its footer's buttons reachable, nothing wider than it. */
async function dialogFits(page: Page, dialog: DocumentDialog) {
  const box = await dialog.root.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await fitsTheScreen(page);
}

test("the captain's day: the shipments, one shipment's detail and history, the profile", async ({ page }) => {
  await signIn(page, 'captain');
  await page.goto('/captain');
  // The captain's home is their shipments, as cards: the key, the captain and vehicle, the status tag, the date.
  await cardsShow(page, 'Shipments');
  const shipmentId = (await cards(page).first().locator('.logistics-card-title').innerText()).trim();
  // The first card is the newest shipment of this captain: a seeded SHP-… or one another spec created. That card
  // by its ID from here on: a shipment another spec adds meanwhile comes first.
  expect(shipmentId).toMatch(/^[A-Z][A-Z0-9-]+$/);
  const card = cards(page).filter({ has: page.locator('.logistics-card-title', { hasText: shipmentId }) });
  await expect(card.locator('.ant-tag')).toBeVisible();
  await expect(card).toContainText('Carlos Mendes');
  await screenshot(page, 'phone-captain-shipments');

  // The sidebar's links are in a drawer on a phone, each a thumb's height.
  const shell = new AppShell(page);
  await shell.sidebarToggle.click();
  const link = shell.menu.getByRole('link', { name: 'Vehicles', exact: true });
  await expect(link).toBeVisible();
  expect((await link.locator('xpath=ancestor::li[1]').boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.keyboard.press('Escape');

  // The row's menu is on the card: Preview opens the detail.
  const menu = card.getByRole('button', { name: 'Open menu' });
  const target = await menu.boundingBox();
  expect(target!.width).toBeGreaterThanOrEqual(44);
  expect(target!.height).toBeGreaterThanOrEqual(44);
  await menu.tap();
  await page.getByRole('menuitem', { name: 'Preview' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: `Shipment ${shipmentId}` })).toBeVisible();
  // Its sales stacked, one card each, the bill ID whole on its line.
  const sale = page.locator('.logistics-stacked-row').first();
  await expect(sale).toBeVisible();
  // Its bill ID (a seeded BILL-… or another spec's), one word on its card.
  const billId = sale
    .locator('.ant-descriptions-item', { has: page.getByText('BILL ID', { exact: true }) })
    .locator('.ant-descriptions-item-content');
  await expect(billId).toHaveText(/^[A-Z][A-Z0-9-]+$/);
  await fitsTheScreen(page);
  await screenshot(page, 'phone-captain-shipment', { fullPage: true });

  await page.getByRole('tab', { name: 'History' }).tap();
  await expect(page.getByRole('region', { name: 'Status changes' })).toBeVisible();
  await fitsTheScreen(page);

  const profile = new ProfilePage(page);
  await profile.open('captain');
  await expect(profile.update).toBeVisible();
  await fitsTheScreen(page);
  await screenshot(page, 'phone-captain-profile', { fullPage: true });
});

test("the inventory-in-charge's day: a product's stock, a transfer, a sale with two lines", async ({
  page,
}) => {
  await signIn(page, 'inventory-in-charge');

  // Their inventory opens on its detail; the stock of one product through the search.
  await page.goto('/inventory-in-charge/inventory');
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(OWN_INVENTORY) })).toBeVisible();
  await page.getByLabel('Filter products...').fill('Bookshelf');
  const stock = page.locator('.logistics-stacked-row');
  await expect(stock).toHaveCount(1);
  await expect(stock).toContainText('Bookshelf');
  await expect(stock).toContainText(/\d+ units/);
  await fitsTheScreen(page);
  await screenshot(page, 'phone-in-charge-stock', { fullPage: true });

  // A transfer out of their inventory.
  await page.goto('/inventory-in-charge/transfers');
  await cardsShow(page, 'Transfers');
  await page.getByRole('button', { name: /Create$/ }).tap();
  const transfer = new DocumentDialog(page, 'Create Transfer');
  await transfer.ready();
  await dialogFits(page, transfer);
  await transfer.fill('TRF ID', TRF_ID);
  await transfer.choose('Destination inventory', 'Central Warehouse');
  const line = transfer.line('Line 1');
  await transfer.choose('MR ID', `MR-${new Date().getFullYear()}-001 · Bookshelf`, line);
  await transfer.fill('Quantity', '1', line);
  await dialogFits(page, transfer);
  await transfer.submit('Create');
  await expect(toast(page, 'Transfer created successfully!')).toBeVisible();
  const transfers = new ListPage(page, 'Transfers');
  await transfers.search('TRF ID', TRF_ID);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText(`${OWN_INVENTORY} · Central Warehouse`);

  // A sale with two lines: stacked, its total and its buttons in reach.
  await page.goto('/inventory-in-charge/sales');
  await cardsShow(page, 'Sales');
  await page.getByRole('button', { name: /Create$/ }).tap();
  const sale = new DocumentDialog(page, 'Create Sale');
  await sale.ready();
  await sale.fill('BILL ID', BILL_ID);
  await sale.choose('Customer', 'nora.whitfield@example.org');
  await expect(sale.field('Shipping address')).not.toHaveValue('');
  await sale.choose('Product', 'Bookshelf', sale.line('Line 1'));
  await sale.fill('Quantity', '1', sale.line('Line 1'));
  await sale.button('Add Item').tap();
  await sale.choose('Product', 'Cordless Drill', sale.line('Line 2'));
  await sale.fill('Quantity', '2', sale.line('Line 2'));
  await dialogFits(page, sale);
  // The two lines one above the other, not side by side.
  const first = (await sale.line('Line 1').boundingBox())!;
  const second = (await sale.line('Line 2').boundingBox())!;
  expect(second.y).toBeGreaterThanOrEqual(first.y + first.height - 1);
  await sale.field('Total price').scrollIntoViewIfNeeded();
  await expect(sale.field('Total price')).not.toHaveValue(/^0(\.0+)?$/);
  await screenshot(page, 'phone-in-charge-sale-dialog');
  const create = sale.footerButton('Create');
  await create.scrollIntoViewIfNeeded();
  const button = (await create.boundingBox())!;
  expect(button.x + button.width).toBeLessThanOrEqual(375);
  expect(button.height).toBeGreaterThanOrEqual(44);
  await create.tap();
  await expect(toast(page, 'Sale created successfully!')).toBeVisible();
  const sales = new ListPage(page, 'Sales');
  await sales.search('BILL ID', BILL_ID);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).locator('.ant-tag')).toHaveText('Pending');
  await fitsTheScreen(page);
});

test('the Filters drawer holds the dropdown filters and says how many are on', async ({ page }) => {
  await signIn(page, 'inventory-in-charge');
  await page.goto('/inventory-in-charge/sales');
  await cardsShow(page, 'Sales');
  // Not in the toolbar on a phone; the default date range is one filter on.
  const list = new ListPage(page, 'Sales');
  await expect(list.filterButton('Status')).toBeHidden();
  const filters = page.getByRole('button', { name: /Filters/ });
  await expect(filters).toHaveText('Filters (1 active)');
  await filters.tap();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer.locator('.ant-picker-range')).toBeVisible();
  const options = await list.openFilter('Status');
  await options.getByRole('option', { name: /Pending/ }).tap();
  // Escape closes the list and leaves the drawer open (a second one would close the drawer).
  await page.keyboard.press('Escape');
  await expect(options).toBeHidden();
  await expect(drawer).toBeVisible();
  await expect(filters).toHaveText('Filters (2 active)');
  await expect(cards(page).locator('.ant-tag').first()).toHaveText('Pending');
  await fitsTheScreen(page);

  // No hover on a phone: the range is cleared by a button in sight, not by the picker's hover-only icon.
  await drawer.getByRole('button', { name: 'Close' }).tap();
  await expect(drawer).toBeHidden();
  await filters.tap();
  const allDates = drawer.getByRole('button', { name: 'All dates' });
  await expect(allDates).toBeEnabled();
  const target = (await allDates.boundingBox())!;
  expect(target.height).toBeGreaterThanOrEqual(44);
  await screenshot(page, 'phone-filters-drawer');
  await allDates.tap();
  await expect(drawer.getByLabel('Date range, from')).toHaveValue('');
  await expect(drawer.getByLabel('Date range, to')).toHaveValue('');
  // Every date already shows: greyed until a range is picked again.
  await expect(allDates).toBeDisabled();
  await drawer.getByRole('button', { name: 'Close' }).tap();
  await expect(drawer).toBeHidden();
  await expect(filters).toHaveText('Filters (1 active)');
  await expect(cards(page).locator('.ant-tag').first()).toHaveText('Pending');
});

test('a card is reached and its menu opened with the keyboard alone', async ({ page }) => {
  await signIn(page, 'inventory-in-charge');
  await page.goto('/inventory-in-charge/products');
  await cardsShow(page, 'Products');
  const menu = cards(page).first().getByRole('button', { name: 'Open menu' });
  await page.getByPlaceholder('Filter names...').focus();
  for (
    let step = 0;
    step < 20 && !(await menu.evaluate((button) => button === document.activeElement));
    step++
  )
    await page.keyboard.press('Tab');
  await expect(menu).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Make as Copy' })).toBeVisible();
});

for (const width of [360, 414]) {
  test(`a list at ${width} px: cards, nothing sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, 'inventory-in-charge');
    await page.goto('/inventory-in-charge/products');
    await cardsShow(page, 'Products');
    await expect(cards(page)).toHaveCount(5);
    const box = (await cards(page).first().boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  });
}
