import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, emailOf } from '../pages/demo-accounts';
import { seededRow, purchase, sale, STOCK_INVENTORY, today } from '../pages/documents';
import { ListPage } from '../pages/list-page';
import { signIn } from '../pages/login-page';
import { apiOf, apiWithToken, type ProductApi } from '../pages/api';
import { rowAction, tableReady, tableRows, toast, DocumentDialog } from '../pages/document-dialog';

/**
 * A document's Update saves the saved lines changed in its dialog with its head (one transaction), or tells the
 * person it did not: reopening shows what was saved and the list shows the new total. Each test makes its own
 * documents, which no other spec touches.
 */
const suffix = Date.now().toString(36).slice(-5).toUpperCase();
/** A picture of the screen in the test's own output folder (e2e/test-results/<test>/), to look at after a run. */
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(name) });

/** The API as the demo admin, who buys the stock the other roles' documents need. */
async function adminApi(request: APIRequestContext): Promise<ProductApi> {
  const login = await request.post('/api/auth/login', {
    data: { email: emailOf('admin'), password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  return apiWithToken(request, token);
}

/** A product to buy and sell: the first of the list. */
const someProduct = async (api: ProductApi) => (await seededRow<{ name: string }>(api, 'products')).name;

async function openEdit(page: Page, list: string, label: string, key: string, title: string) {
  await tableReady(page, list);
  await new ListPage(page, list).search(label, key);
  await expect(tableRows(page)).toHaveCount(1);
  await rowAction(page, key, 'Edit');
  const dialog = new DocumentDialog(page, title);
  await dialog.ready();
  return dialog;
}

test("the inventory-manager's Update Sale saves a changed line's quantity with the sale", async ({
  page,
  request,
}) => {
  const billId = `BILL-DS-${suffix}`;
  await signIn(page, 'inventory-manager');
  const api = await apiOf(page, request);
  const product = await someProduct(api);
  await purchase(await adminApi(request), `MR-DS-${suffix}`, product, 20);
  await sale(api, billId, product, 2);

  await page.goto('/inventory-manager/sales');
  const dialog = await openEdit(page, 'Sales', 'BILL ID', billId, 'Edit Sale');
  const line = dialog.line('Line 1');
  await expect(dialog.field('Quantity', line)).toHaveValue('2');
  await dialog.fill('Quantity', '5', line);
  await expect.poll(() => dialog.total()).toBe('25.000');
  await dialog.submit('Update Sale');
  await expect(toast(page, 'Sale updated successfully.')).toBeVisible();
  await expect(dialog.root).toBeHidden();

  // The list shows the new total, and the sale reopens with the saved quantity.
  await expect(tableRows(page).filter({ hasText: billId })).toContainText('$25.00');
  await rowAction(page, billId, 'Edit');
  const reopened = new DocumentDialog(page, 'Edit Sale');
  await reopened.ready();
  await expect(reopened.field('Quantity', reopened.line('Line 1'))).toHaveValue('5');
  await expect.poll(() => reopened.total()).toBe('25.000');
  await shot(page, 'sale-reopened.png');
  const saved = await api.get(`/sales/${billId}`);
  expect(saved.body).toMatchObject({ sale: { total_price: '25.000', products: [{ quantity: 5 }] } });
});

test('a sale line the stock cannot cover is refused with the product named, and nothing is saved', async ({
  page,
  request,
}) => {
  const billId = `BILL-DX-${suffix}`;
  await signIn(page, 'inventory-manager');
  const api = await apiOf(page, request);
  const product = await someProduct(api);
  await purchase(await adminApi(request), `MR-DX-${suffix}`, product, 3);
  await sale(api, billId, product, 2);
  const before = await api.get(`/sales/${billId}`);

  await page.goto('/inventory-manager/sales');
  const dialog = await openEdit(page, 'Sales', 'BILL ID', billId, 'Edit Sale');
  await dialog.fill('Shipping address', '9 Other Road');
  const quantity = dialog.field('Quantity', dialog.line('Line 1'));
  await quantity.fill('100000');
  await dialog.submit('Update Sale');
  // The server's refusal names the line's quantity: it is said there, in the dialog, where the person typed.
  const shortage = new RegExp(`^Not enough stock of “${product}”.* in the inventory “${STOCK_INVENTORY}”`);
  await expect(dialog.line('Line 1').getByRole('alert').filter({ hasText: shortage })).toBeVisible();
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(quantity).toBeFocused();
  await expect(dialog.root).toBeVisible();
  await expect(toast(page, 'Sale updated successfully.')).toHaveCount(0);
  await shot(page, 'sale-refused.png');
  expect(await api.get(`/sales/${billId}`)).toEqual(before);
});

test("the procurement-manager's Update Purchase saves a changed line with the purchase", async ({
  page,
  request,
}) => {
  const mrId = `MR-DP-${suffix}`;
  await signIn(page, 'procurement-manager');
  const api = await apiOf(page, request);
  await purchase(api, mrId, await someProduct(api), 66);

  await page.goto('/procurement-manager/purchases');
  const dialog = await openEdit(page, 'Purchases', 'MR ID', mrId, 'Edit Purchase');
  const line = dialog.line('Line 1');
  await expect(dialog.field('Quantity', line)).toHaveValue('66');
  await dialog.fill('Quantity', '67', line);
  await expect.poll(() => dialog.total()).toBe('67.000');
  await dialog.submit('Update Purchase');
  await expect(toast(page, 'Purchase updated successfully.')).toBeVisible();
  await expect(dialog.root).toBeHidden();

  await expect(tableRows(page).filter({ hasText: mrId })).toContainText('$67.00');
  await rowAction(page, mrId, 'Edit');
  const reopened = new DocumentDialog(page, 'Edit Purchase');
  await reopened.ready();
  await expect(reopened.field('Quantity', reopened.line('Line 1'))).toHaveValue('67');
  await shot(page, 'purchase-reopened.png');
  const saved = await api.get(`/purchases/${mrId}`);
  expect(saved.body).toMatchObject({ purchase: { total_price: '67.000', products: [{ quantity: 67 }] } });
});

test("the inventory-manager's Update Transfer saves a changed line's quantity with the transfer", async ({
  page,
  request,
}) => {
  const mrId = `MR-DT-${suffix}`;
  const trfId = `TRF-DT-${suffix}`;
  await signIn(page, 'inventory-manager');
  const api = await apiOf(page, request);
  const product = await someProduct(api);
  await purchase(await adminApi(request), mrId, product, 10);
  const destination = (await api.get('/inventories?pageSize=50')).body as {
    inventories: Array<{ name: string }>;
  };
  const other = destination.inventories.find((row) => row.name !== STOCK_INVENTORY);
  if (!other) throw new Error('no second inventory to transfer to');
  const created = await api.post('/transfers', {
    trf_id: trfId,
    transfer_date: today(),
    source_inventory: STOCK_INVENTORY,
    destination_inventory: other.name,
    products: [{ mr_id: mrId, product, quantity: 2 }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);

  await page.goto('/inventory-manager/transfers');
  const dialog = await openEdit(page, 'Transfers', 'TRF ID', trfId, 'Edit Transfer');
  await dialog.fill('Quantity', '4', dialog.line('Line 1'));
  await dialog.submit('Update Transfer');
  await expect(toast(page, 'Transfer updated successfully.')).toBeVisible();
  await expect(dialog.root).toBeHidden();
  const saved = await api.get(`/transfers/${trfId}`);
  expect(saved.body).toMatchObject({ transfer: { products: [{ quantity: 4 }] } });
});
