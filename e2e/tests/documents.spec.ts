import { expect, test, type Page } from '@playwright/test';
import { ListPage } from '../pages/list-page';
import { apiOf, signInAsInCharge, type ProductApi } from '../pages/api';
import { seededRow, today } from '../pages/documents';
import { LoginPage, signIn } from '../pages/login-page';
import {
  editSeededSale,
  rowAction,
  stockOf,
  tableColumn,
  tableReady,
  tableRows,
  toast,
  DocumentDialog,
  type StockRow,
  openCreateDialog,
  openOptions,
  openSelect,
} from '../pages/document-dialog';

/**
 * Purchases, transfers, sales and shipments through their screens, with the stock they move read back from the
 * inventory detail, and what each role may do with each. The stock steps share one data folder and run in order.
 */
const suffix = Date.now().toString(36).slice(-5).toUpperCase();
const MR_ID = `MR-E2E-${suffix}`;
const TRF_ID = `TRF-E2E-${suffix}`;
const BILL_ID = `BILL-E2E-${suffix}`;
const OVERSOLD_BILL_ID = `BILL-X-${suffix}`;
const SHIPMENT_ID = `SHP-E2E-${suffix}`;

const SOURCE = { name: 'Central Warehouse', path: 'central-warehouse' };
const DESTINATION = { name: 'North Depot', path: 'north-depot' };

/** The batch the transfer and the sales move: the one the purchase step makes. */
const batch = { mrId: '', product: '' };

/** What the source and the destination hold of the batch now. */
async function batchStock(api: ProductApi) {
  return {
    source: await stockOf(api, SOURCE.path, batch.mrId, batch.product),
    destination: await stockOf(api, DESTINATION.path, batch.mrId, batch.product),
  };
}

/** The admin's Create Transfer dialog from the source to the destination, its first line on the batch. */
async function transferDialogOnBatch(page: Page, trfId: string) {
  const dialog = await openCreateDialog(page, '/admin/transfers', 'Transfers', 'Create Transfer');
  await dialog.fill('TRF ID', trfId);
  await dialog.choose('Source inventory', SOURCE.name);
  await dialog.choose('Destination inventory', DESTINATION.name);
  const line = dialog.line('Line 1');
  await dialog.choose('MR ID', `${batch.mrId} · ${batch.product}`, line);
  return { dialog, line };
}

test.describe('stock moves through purchases, transfers and sales', () => {
  test.describe.configure({ mode: 'serial' });

  test('a purchase totals its discounted lines less the adjustment, and its stock reaches the inventory', async ({
    page,
    request,
  }) => {
    await signIn(page, 'admin');

    const list = new ListPage(page, 'Purchases');
    const dialog = await openCreateDialog(page, '/admin/purchases', 'Purchases', 'Create Purchase');
    await dialog.fill('MR ID', MR_ID);
    await dialog.choose('Vendor', 'Acme');
    await dialog.choose('Inventory', SOURCE.name);

    const first = dialog.line('Line 1');
    await dialog.choose('Product', 'Laptop Stand', first);
    await dialog.fill('Quantity', '3', first);
    await dialog.fill('Unit price', '39.9', first);
    await dialog.fill('Discount (%)', '10', first);
    await dialog.button('Add Item').click();
    const second = dialog.line('Line 2');
    await dialog.choose('Product', 'Office Chair', second);
    await dialog.fill('Quantity', '2', second);
    await dialog.fill('Unit price', '149', second);
    await dialog.fill('Adjustment', '5');
    // 3 × 39.9 × 0.9 + 2 × 149 × 1 − 5 = 400.73, with 3 decimals.
    await expect.poll(() => dialog.total()).toBe('400.730');
    await dialog.submit('Create');
    await expect(toast(page, 'Purchase created successfully!')).toBeVisible();

    await list.search('MR ID', MR_ID);
    await expect(tableRows(page).locator('[col-id="total_price"]')).toHaveText(['$400.73']);

    const api = await apiOf(page, request);
    expect(await stockOf(api, SOURCE.path, MR_ID, 'Laptop Stand')).toBe(3);
    expect(await stockOf(api, SOURCE.path, MR_ID, 'Office Chair')).toBe(2);
    batch.mrId = MR_ID;
    batch.product = 'Laptop Stand';
  });

  test('a transfer moves part of a batch: both inventories change', async ({ page, request }) => {
    await signIn(page, 'admin');
    const api = await apiOf(page, request);
    expect(batch.mrId).not.toBe('');
    const before = await batchStock(api);

    const { dialog, line } = await transferDialogOnBatch(page, TRF_ID);
    await expect(dialog.field('Product', line)).toHaveValue(batch.product);
    await dialog.fill('Quantity', '2', line);
    await dialog.submit('Create');
    await expect(toast(page, 'Transfer created successfully!')).toBeVisible();

    await expect.poll(() => stockOf(api, SOURCE.path, batch.mrId, batch.product)).toBe(before.source - 2);
    expect(await stockOf(api, DESTINATION.path, batch.mrId, batch.product)).toBe(before.destination + 2);
  });

  test("a transfer beyond the batch's stock is refused in its dialog and changes nothing", async ({
    page,
    request,
  }) => {
    await signIn(page, 'admin');
    const api = await apiOf(page, request);
    const before = await batchStock(api);

    const { dialog, line } = await transferDialogOnBatch(page, `${TRF_ID}-X`);
    await dialog.fill('Quantity', String(before.source + 1), line);
    await dialog.submit('Create');
    // The refusal shows in the dialog, which stays open; closing it asks before the typed transfer is dropped.
    await expect(dialog.root.getByRole('alert').filter({ hasText: /^Not enough stock of/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await page
      .getByRole('dialog', { name: 'Discard unsaved changes?' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await expect(dialog.root).toBeHidden();

    expect(await batchStock(api)).toEqual(before);
    expect((await api.get(`/transfers/${TRF_ID}-X`)).status).toBe(404);
  });

  test('overselling is refused on its Quantity field and changes nothing; a sale within stock takes it', async ({
    page,
    request,
  }) => {
    await signIn(page, 'admin');
    // The steps run in order: the batch is the one the purchase above made and the transfer moved.
    expect(batch.mrId).not.toBe('');
    const api = await apiOf(page, request);
    // A sale takes the product from the inventory's batches oldest first: its whole stock is what moves.
    const before = await stockOf(api, DESTINATION.path, null, batch.product);

    await page.goto('/admin/sales');
    const list = new ListPage(page, 'Sales');
    await tableReady(page, 'Sales');

    const sell = async (billId: string, quantity: string) => {
      await page.getByRole('button', { name: /Create$/ }).click();
      const dialog = new DocumentDialog(page, 'Create Sale');
      await dialog.ready();
      await dialog.fill('BILL ID', billId);
      await dialog.choose('Customer', 'nora.whitfield@example.org');
      await expect(dialog.field('Shipping address')).not.toHaveValue('');
      await dialog.choose('Inventory', DESTINATION.name);
      const line = dialog.line('Line 1');
      await dialog.choose('Product', batch.product, line);
      await dialog.fill('Quantity', quantity, line);
      await dialog.submit('Create');
      return dialog;
    };

    const refused = await sell(OVERSOLD_BILL_ID, String(before + 1000));
    // Refused on its Quantity field (the picker shows the stock, and the server would refuse it too).
    await expect(refused.root.getByText(/^Not enough stock of/)).toBeVisible();
    await expect(refused.root).toBeVisible();
    await page.keyboard.press('Escape');
    await page
      .getByRole('dialog', { name: 'Discard unsaved changes?' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await expect(refused.root).toBeHidden();
    expect(await stockOf(api, DESTINATION.path, null, batch.product)).toBe(before);
    await list.search('BILL ID', OVERSOLD_BILL_ID);
    await expect(list.noResults).toBeVisible();
    await list.search('BILL ID', '');

    await sell(BILL_ID, '1');
    await expect(toast(page, 'Sale created successfully!')).toBeVisible();
    await expect.poll(() => stockOf(api, DESTINATION.path, null, batch.product)).toBe(before - 1);
  });

  test('a shipment of that sale for the captain: the captain sees only their own and opens its detail', async ({
    page,
    request,
  }) => {
    await signIn(page, 'admin');
    const api = await apiOf(page, request);
    // The sale the step above made.
    expect((await api.get(`/sales/${BILL_ID}`)).status).toBe(200);

    const dialog = await openCreateDialog(page, '/admin/shipments', 'Shipments', 'Create Shipment');
    await dialog.fill('Shipment ID', SHIPMENT_ID);
    await dialog.choose('Captain', 'Carlos Mendes');
    await dialog.choose('Vehicle', 'Volvo');
    await dialog.choose('Add orders', BILL_ID);
    await page.keyboard.press('Escape');
    await dialog.submit('Create');
    await expect(toast(page, 'Shipment created successfully!')).toBeVisible();

    // The sale travels in this shipment now: the next shipment's picker no longer offers it.
    await page.getByRole('button', { name: /(^|\s)Create$/ }).click();
    const next = new DocumentDialog(page, 'Create Shipment');
    await next.ready();
    await next.field('Add orders').fill(BILL_ID);
    await expect(openSelect(page).getByText('No results found.')).toBeVisible();
    await expect(openOptions(page)).toHaveCount(0);
    // Escape closes the picker's list; Cancel the dialog, in which nothing was chosen.
    await page.keyboard.press('Escape');
    await expect(openSelect(page)).toHaveCount(0);
    await next.footerButton('Cancel').click();
    await expect(next.root).toBeHidden();

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await new LoginPage(page).loginAs('captain');
    const list = new ListPage(page, 'Shipments');
    await tableReady(page, 'Shipments');
    const captains = await tableColumn(page, 'captain');
    expect(new Set(captains)).toEqual(new Set(['Carlos Mendes']));
    await list.search('shipment ID', SHIPMENT_ID);
    await expect(tableRows(page)).toHaveCount(1);
    await rowAction(page, SHIPMENT_ID, 'Preview');
    await expect(page).toHaveURL(new RegExp(`/captain/shipments/${SHIPMENT_ID}$`));
    await expect(page.getByRole('heading', { name: `Shipment ${SHIPMENT_ID}` })).toBeVisible();
    await expect(page.getByRole('cell', { name: BILL_ID, exact: true })).toBeVisible();
    await expect(page.locator('.ant-descriptions').getByText('captain@example.com')).toBeVisible();
  });

  test('the inventory detail screens show the stock these movements left', async ({ page, request }) => {
    expect(batch.mrId).not.toBe('');
    await signIn(page, 'admin');
    const api = await apiOf(page, request);
    for (const inventory of [SOURCE, DESTINATION]) {
      const quantity = await stockOf(api, inventory.path, batch.mrId, batch.product);
      await page.goto(`/admin/inventories/${inventory.path}`);
      // The stock table pages by ten: the filter box brings the batch onto the first page.
      await page.getByLabel('Filter products...').fill(batch.product);
      const row = page.getByRole('row').filter({ hasText: batch.mrId }).filter({ hasText: batch.product });
      await expect(row.first()).toBeVisible();
      await expect(row.first()).toContainText(String(quantity));
    }
  });
});

test("the fleet-manager's sale edit has the five amount fields disabled", async ({ page }) => {
  await signIn(page, 'fleet-manager');
  const dialog = await editSeededSale(page, 'fleet-manager');
  const line = dialog.line('Line 1');
  for (const field of [
    dialog.field('Shipping address'),
    dialog.field('Quantity', line),
    dialog.field('Unit price', line),
    dialog.field('Discount (%)', line),
    dialog.field('Adjustment'),
  ]) {
    await expect(field).toBeDisabled();
  }
  await expect(dialog.field('Status')).toBeEnabled();
  await expect(dialog.footerButton('Update Sale')).toBeVisible();
});

test("the inventory-in-charge sees only their inventory's sales and transfers", async ({ page, request }) => {
  const own = await signInAsInCharge(page, request);

  await page.goto('/inventory-in-charge/sales');
  const sales = new ListPage(page, 'Sales');
  await tableReady(page, 'Sales');
  await sales.setPageSize(50);
  expect(new Set(await tableColumn(page, 'inventory'))).toEqual(new Set([own]));

  await page.goto('/inventory-in-charge/transfers');
  const transfers = new ListPage(page, 'Transfers');
  await tableReady(page, 'Transfers');
  await transfers.setPageSize(50);
  const sources = await tableColumn(page, 'source_inventory');
  const destinations = await tableColumn(page, 'destination_inventory');
  expect(sources.length).toBeGreaterThan(0);
  sources.forEach((source, index) => expect([source, destinations[index]]).toContain(own));
});

test("the inventory-in-charge's shipment shows only their inventory's sales, to open and remove", async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36).slice(-6).toUpperCase();
  await new LoginPage(page).loginAs('admin');
  const api = await apiOf(page, request);
  const vendor = await seededRow<{ name: string }>(api, 'vendors');
  const product = await seededRow<{ name: string }>(api, 'products');
  const customer = await seededRow<{ id: string }>(api, 'customers');
  const vehicle = await seededRow<{ vin: string }>(api, 'vehicles');
  const captain = await seededRow<{ id: string }>(api, 'captains');
  const bills: string[] = [];
  // A sale in their inventory (North Depot) and one in another, both stocked by a purchase of their own.
  for (const inventory of [DESTINATION.name, SOURCE.name]) {
    const mrId = `MR-SC-${tag}-${bills.length}`;
    const purchase = await api.post('/purchases', {
      mr_id: mrId,
      purchase_date: today(),
      vendor: vendor.name,
      inventory,
      products: [{ product: product.name, quantity: 2, unit_price: '1' }],
    });
    expect(purchase.status).toBe(201);
    const billId = `B-SC-${tag}-${bills.length}`;
    const sale = await api.post('/sales', {
      bill_id: billId,
      sale_date: today(),
      customer_id: customer.id,
      shipping_address: '7 Scope Street',
      inventory,
      products: [{ product: product.name, quantity: 1, unit_price: '5' }],
    });
    expect(sale.status).toBe(201);
    bills.push(billId);
  }
  const [own, other] = bills as [string, string];
  const shipmentId = `S-SC-${tag}`;
  const shipment = await api.post('/shipments', {
    shipment_id: shipmentId,
    shipment_date: today(),
    vehicle_vin: vehicle.vin,
    captain_id: captain.id,
    orders: [{ bill_id: own }, { bill_id: other }],
  });
  expect(shipment.status).toBe(201);

  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'inventory-in-charge');
  await page.goto(`/inventory-in-charge/shipments/${shipmentId}`);
  await expect(page.getByRole('heading', { name: `Shipment ${shipmentId}` })).toBeVisible();
  await expect(page.getByRole('cell', { name: own, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit ${own}` })).toBeVisible();
  // The other inventory's sale is not on the page at all: nothing to open, nothing to remove.
  await expect(page.getByText(other)).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Edit ${other}` })).toHaveCount(0);

  await page.goto('/inventory-in-charge/shipments');
  await tableReady(page, 'Shipments');
  await new ListPage(page, 'Shipments').search('shipment ID', shipmentId);
  await expect(tableRows(page)).toHaveCount(1);
  await rowAction(page, shipmentId, 'Edit');
  const dialog = new DocumentDialog(page, 'Edit Shipment');
  await dialog.ready();
  await expect(dialog.root.getByText(own)).toBeVisible();
  await expect(dialog.root.getByText(other)).toHaveCount(0);
  await expect(dialog.root.getByRole('button', { name: `Remove ${own}` })).toBeVisible();
  await expect(dialog.root.getByRole('button', { name: `Remove ${other}` })).toHaveCount(0);
  const insiders = await apiOf(page, request);
  expect((await insiders.get(`/sales/${other}`)).status).toBe(404);
});

test("the inventory-manager's purchase edit has no update or add buttons", async ({ page }) => {
  await signIn(page, 'inventory-manager');
  // A seeded purchase (MR-<year>-<n>): the purchases other tests make meanwhile change or go.
  await page.goto('/inventory-manager/purchases?q=MR-20');
  await tableReady(page, 'Purchases');
  await expect(page.getByRole('button', { name: /Create$/ })).toHaveCount(0);
  await rowAction(page, 'MR-20', 'View');
  // Read-only for the role: titled 'View Purchase', its fields shown as text.
  const dialog = new DocumentDialog(page, 'View Purchase');
  await dialog.ready();
  await expect(dialog.line('Line 1')).toBeVisible();
  await expect(dialog.button('Update Line')).toHaveCount(0);
  await expect(dialog.button('Add Item')).toHaveCount(0);
  await expect(dialog.button('Remove')).toHaveCount(0);
  await expect(dialog.footerButton('Update Purchase')).toHaveCount(0);
  await expect(dialog.field('MR ID')).toHaveText(/^MR-/);
  await expect(dialog.root.getByRole('textbox')).toHaveCount(0);
});

test('the admin changes a saved purchase line: the stock follows', async ({ page, request }) => {
  // The seed's first purchase, of this year.
  const seeded = `MR-${new Date().getFullYear()}-001`;
  await signIn(page, 'admin');
  const api = await apiOf(page, request);
  const { body } = await api.get<{
    purchase: { inventory: string; total_price: string; products: StockRow[] };
  }>(`/purchases/${seeded}`);
  const line = body.purchase.products[0];
  if (!line) throw new Error(`the seeded purchase ${seeded} has no line`);
  const inventoryPath = body.purchase.inventory.trim().replace(/\s+/g, '-').toLowerCase();
  const before = await stockOf(api, inventoryPath, seeded, line.product);

  await page.goto('/admin/purchases');
  await tableReady(page, 'Purchases');
  // The list opens newest first: the seed's first purchase is found by its MR ID.
  await new ListPage(page, 'Purchases').search('MR ID', seeded);
  await expect(tableRows(page)).toHaveCount(1);
  await rowAction(page, seeded, 'Edit');
  const dialog = new DocumentDialog(page, 'Edit Purchase');
  await dialog.ready();
  const first = dialog.line('Line 1');
  const totalBefore = await dialog.total();
  await dialog.fill('Quantity', String(line.quantity + 1), first);
  await expect.poll(() => dialog.total()).not.toBe(totalBefore);
  await first.getByRole('button', { name: /Update Line$/ }).click();
  await expect(toast(page, 'Purchase Product updated successfully.')).toBeVisible();
  await expect.poll(() => stockOf(api, inventoryPath, seeded, line.product)).toBe(before + 1);

  // The purchase's version moved with its line: saving the purchase afterwards (one more unit on the line) is not
  // a stale write.
  await dialog.fill('Quantity', String(line.quantity + 2), first);
  await dialog.submit('Update Purchase');
  // Its own toast: the line's may already have faded on a slow machine.
  await expect(toast(page, 'Purchase updated successfully.')).toBeVisible();
  await expect(dialog.root).toBeHidden();
  await expect.poll(() => stockOf(api, inventoryPath, seeded, line.product)).toBe(before + 2);
});
