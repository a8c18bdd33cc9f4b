import { expect, test } from '@playwright/test';
import { ListPage } from '../pages/list-page';
import { LoginPage, signIn } from '../pages/login-page';
import { apiOf, signInAsInCharge } from '../pages/api';
import { ownStockroom, seededRow, today } from '../pages/documents';
import {
  rowAction,
  tableReady,
  tableRows,
  toast,
  DocumentDialog,
  openCreateDialog,
  openOptions,
} from '../pages/document-dialog';

/**
 * The small things staff expect of the lists and dialogs. The sale's product picker names the
 * stock of the chosen inventory (and reads it again when it opens), Make as Copy says "Copied", a dialog the
 * role may only look at is titled "View …" with its fields as text, the in-charge's own inventory is preset,
 * /authentication sends a signed-in user home, the registered e-mail waits in the Login tab, and the date-range
 * picker opens on this month.
 */

const tag = Date.now().toString(36).slice(-5).toUpperCase();

test("the sale's product picker shows the chosen inventory's stock, read again when it opens", async ({
  page,
  request,
}) => {
  await signIn(page, 'admin');
  const api = await apiOf(page, request);
  const vendor = await seededRow<{ name: string }>(api, 'vendors');
  const customer = await seededRow<{ id: string }>(api, 'customers');
  const category = await seededRow<{ name: string }>(api, 'categories');
  // A product of its own and an inventory of its own: their stock is exactly what this test puts there.
  const start = { category: category.name, vendor: vendor.name, quantity: 7, purchaseDate: today() };
  const { product, inventory } = await ownStockroom(api, `SP-${tag}`, start);

  const dialog = await openCreateDialog(page, '/admin/sales', 'Sales', 'Create Sale');
  await dialog.choose('Inventory', inventory);
  const line = dialog.line('Line 1');
  const picker = dialog.field('Product', line);
  await picker.click();
  await picker.fill(product);
  await expect(openOptions(page).filter({ hasText: product })).toHaveText(`${product} (7 units)`);
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/sale-stock.png` });
  await page.keyboard.press('Escape');

  // Someone else sells 3 of them meanwhile: the picker, opened again, says 4.
  expect(
    (
      await api.post('/sales', {
        bill_id: `B-SP-${tag}`,
        sale_date: today(),
        customer_id: customer.id,
        shipping_address: '2 Probe Road',
        inventory,
        products: [{ product, quantity: 3, unit_price: '4' }],
      })
    ).status,
  ).toBe(201);
  await picker.click();
  await picker.fill(product);
  await expect(openOptions(page).filter({ hasText: product })).toHaveText(`${product} (4 units)`);
  await openOptions(page).filter({ hasText: product }).click();
  await expect(line.locator('.ant-select').first()).toContainText(`${product} (4 units)`);
});

test('Make as Copy puts the id on the clipboard and says "Copied"', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'admin');
  const { body } = await (await apiOf(page, request)).get('/categories/Electronics');
  const id = (body as { category: { id: string } }).category.id;
  await page.goto('/admin/categories');
  await tableReady(page, 'Categories');
  const row = tableRows(page).filter({ hasText: 'Electronics' }).first();
  await row.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'Make as Copy' }).click();
  await expect(toast(page, 'Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id);
});

test("a purchase the inventory-manager may only look at opens as 'View Purchase', its fields as text", async ({
  page,
}) => {
  await signIn(page, 'inventory-manager');
  // A seeded purchase (MR-<year>-<n>): the purchases other tests make meanwhile change or go.
  await page.goto('/inventory-manager/purchases?q=MR-20');
  await tableReady(page, 'Purchases');
  await rowAction(page, 'MR-20', 'View');
  const dialog = new DocumentDialog(page, 'View Purchase');
  await dialog.ready();
  await expect(page.getByRole('dialog', { name: 'Edit Purchase' })).toHaveCount(0);
  await expect(dialog.field('MR ID')).toHaveText(/^MR-/);
  await expect(dialog.field('Purchase date')).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
  await expect(dialog.field('Total price')).toHaveText(/^\d/);
  // No input, no select: nothing that looks as if it could be typed in.
  await expect(dialog.root.getByRole('textbox')).toHaveCount(0);
  await expect(dialog.root.getByRole('combobox')).toHaveCount(0);
  await expect(dialog.footerButton('Update Purchase')).toHaveCount(0);
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/view-purchase.png` });

  // The admin, who may save it, still edits it.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'admin');
  await page.goto('/admin/purchases?q=MR-20');
  await tableReady(page, 'Purchases');
  await rowAction(page, 'MR-20', 'Edit');
  const edit = new DocumentDialog(page, 'Edit Purchase');
  await edit.ready();
  await expect(edit.field('MR ID')).toBeEditable();
});

test("the inventory-in-charge's creates start from their own inventory", async ({ page, request }) => {
  const own = await signInAsInCharge(page, request);

  const transfer = await openCreateDialog(
    page,
    '/inventory-in-charge/transfers',
    'Transfers',
    'Create Transfer',
  );
  const source = transfer.root
    .locator('.ant-select')
    .filter({ has: page.locator('#transfer-source-inventory') });
  await expect(source).toContainText(own);
  await expect(source).toHaveClass(/ant-select-disabled/);
  await transfer.footerButton('Cancel').click();

  const sale = await openCreateDialog(page, '/inventory-in-charge/sales', 'Sales', 'Create Sale');
  const inventory = sale.root.locator('.ant-select').filter({ has: page.locator('#sale-inventory') });
  await expect(inventory).toContainText(own);
  await expect(inventory).toHaveClass(/ant-select-disabled/);
});

test('/authentication sends a signed-in user to their home', async ({ page }) => {
  await new LoginPage(page).loginAs('fleet-manager');
  await page.goto('/authentication');
  await expect(page).toHaveURL(/\/fleet-manager$/);
  await expect(page.getByText('Login to Your Account')).toHaveCount(0);
});

test('after registering, the Login tab holds the registered e-mail', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await page.getByRole('tab', { name: 'Registration' }).click();
  const form = page.getByRole('tabpanel', { name: 'Registration' });
  const email = `carried.${tag.toLowerCase()}@example.com`;
  await form.getByLabel('Name').fill('Carried Person');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('Passw0rd!');
  await form.getByRole('button', { name: 'Register' }).click();
  const loginForm = page.getByRole('tabpanel', { name: 'Login' });
  await expect(loginForm.getByLabel('Email')).toHaveValue(email);
  await expect(loginForm.getByLabel('Password')).toHaveValue('');
});

test('the date-range picker opens on the current month', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/purchases');
  const list = new ListPage(page, 'Purchases');
  await list.ready();
  // The range starts on 1 January; the calendar still opens where today is.
  await page.locator('.logistics-date-range input').first().click();
  const now = new Date();
  const month = now.toLocaleString('en-US', { month: 'short' });
  const header = page.locator(
    '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-header-view',
  );
  await expect(header.first()).toHaveText(`${month}${now.getFullYear()}`);
});
