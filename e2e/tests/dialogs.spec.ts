import { expect, test } from '@playwright/test';
import { emailOf, DEMO_PASSWORD } from '../pages/demo-accounts';
import { ListPage } from '../pages/list-page';
import { LoginPage, signIn, TOKEN_KEY } from '../pages/login-page';
import { MasterDataPage } from '../pages/master-data';
import { apiOf } from '../pages/api';
import { purchaseLines } from '../pages/documents';
import {
  editSeededSale,
  rowAction,
  tableReady,
  toast,
  DocumentDialog,
  openCreateDialog,
  openOptions,
} from '../pages/document-dialog';

/**
 * Faults once found in the dialogs, kept from coming back: a dialog offers only what the server allows, a picker
 * finds by what it shows and opens afresh, a toast goes once it no longer applies, a removal asks first, and the
 * wording is plain.
 */

const suffix = Date.now().toString(36).slice(-5).toUpperCase();

test.describe('dialogs offer only what the server allows', () => {
  test("the fleet-manager's Create Shipment has no orders, as its Edit has none", async ({ page }) => {
    await signIn(page, 'fleet-manager');
    const dialog = await openCreateDialog(page, '/fleet-manager/shipments', 'Shipments', 'Create Shipment');
    await expect(dialog.root.getByText('Captain', { exact: true })).toBeVisible();
    await expect(dialog.root.getByLabel('Add orders')).toHaveCount(0);
    await expect(dialog.root.getByText('Orders', { exact: true })).toHaveCount(0);
    await dialog.footerButton('Cancel').click();

    // Where orders are offered, the section says "Orders" once and its select says what it does.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'admin');
    const admin = await openCreateDialog(page, '/admin/shipments', 'Shipments', 'Create Shipment');
    await expect(admin.root.getByText('Orders', { exact: true })).toHaveCount(1);
    await expect(admin.root.getByLabel('Add orders')).toBeVisible();
  });

  test("an inventory-in-charge's Edit Sale keeps the inventory fixed, as Create does", async ({ page }) => {
    await signIn(page, 'inventory-in-charge');
    const edit = await editSeededSale(page, 'inventory-in-charge');
    await expect(edit.field('Inventory')).toBeDisabled();
    await edit.footerButton('Cancel').click();
    const create = await openCreateDialog(page, '/inventory-in-charge/sales', 'Sales', 'Create Sale');
    await expect(create.field('Inventory')).toBeDisabled();
  });

  test('the admin gives a registered account its role without a phone or an address', async ({
    page,
    request,
  }) => {
    const email = `registered-${suffix.toLowerCase()}@example.com`;
    const registered = await request.post('/api/auth/register', {
      data: { name: 'Rita Registered', email, password: DEMO_PASSWORD },
    });
    expect(registered.ok()).toBe(true);

    await signIn(page, 'admin');
    const employees = new MasterDataPage(page, 'Employees', 'email');
    await employees.open('/admin/employees');
    await employees.search(email);
    const edit = await employees.openEdit(email, 'Employee');
    await expect(edit.field('Phone')).toHaveValue('');
    await edit.choose('Role', 'captain');
    await edit.submit('Update');
    await expect(edit.root).toBeHidden();
    await expect(employees.toast(/updated successfully/i)).toBeVisible();
    await expect(employees.row(email)).toContainText('captain');
  });
});

test.describe('pickers', () => {
  test("the sale's customer picker finds a customer by the name it shows", async ({ page }) => {
    await signIn(page, 'admin');
    const dialog = await openCreateDialog(page, '/admin/sales', 'Sales', 'Create Sale');
    await dialog.choose('Customer', 'Castle Dental');
    await expect(dialog.root).toContainText('Castle Dental Group (office@castledental.example)');
  });

  test("the supervisor's employee picker opens afresh after a search", async ({ page }) => {
    await signIn(page, 'admin');
    const dialog = await openCreateDialog(
      page,
      '/admin/inventories/supervisors',
      'Supervisors',
      'Create Supervisor Assignment',
    );
    const input = dialog.field('Employee');
    await input.click();
    await expect(openOptions(page).first()).toBeVisible();
    const all = await openOptions(page).count();
    expect(all).toBeGreaterThan(1);
    await dialog.choose('Employee', 'Daniel Brooks');
    await input.click();
    await expect(openOptions(page)).toHaveCount(all);
  });
});

test.describe('toasts', () => {
  test('"Invalid email or password." goes away when the next login succeeds', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.login(emailOf('admin'), 'Wr0ngPassw0rd!');
    const refused = toast(page, 'Invalid email or password.');
    await expect(refused).toBeVisible();
    await login.login(emailOf('admin'), DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(refused).toHaveCount(0);
  });

  for (const width of [1280, 375]) {
    test(`${width} px: a toast raised while a dialog is open never stands on its buttons, and clicks go through it`, async ({
      page,
      request,
    }) => {
      // A dialog's refusals stay in the dialog; a toast still comes while one is open, such as the reset link's.
      const email = `toast-${width}-${suffix.toLowerCase()}@example.com`;
      const registered = await request.post('/api/auth/register', {
        data: { name: 'Toby Toast', email, password: DEMO_PASSWORD },
      });
      expect(registered.ok()).toBe(true);
      await page.setViewportSize({ width, height: 720 });
      await signIn(page, 'admin');
      const employees = new MasterDataPage(page, 'Employees', 'email');
      await employees.open('/admin/employees');
      await employees.search(email);
      const dialog = await employees.openEdit(email, 'Employee');
      await dialog.root.getByRole('button', { name: 'Send password reset link' }).click();
      const notice = page.locator('.ant-notification-notice');
      await expect(notice.first()).toBeVisible();
      // Off the footer: the toast's box and the buttons' boxes do not meet.
      const box = await notice.first().boundingBox();
      for (const name of ['Cancel', 'Update']) {
        const button = await dialog.footerButton(name).boundingBox();
        if (!box || !button) throw new Error('no box');
        const meet =
          box.x < button.x + button.width &&
          button.x < box.x + box.width &&
          box.y < button.y + button.height &&
          button.y < box.y + box.height;
        expect(meet, name).toBe(false);
      }
      // The pointer on a toast finds what is under it, not the toast.
      if (!box) throw new Error('no toast');
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await page.mouse.move(point.x, point.y);
      const hit = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('.ant-notification-notice') !== null,
        point,
      );
      expect(hit).toBe(false);
      await dialog.footerButton('Cancel').click();
      await expect(dialog.root).toBeHidden();
    });
  }

  test('a stored token that cannot be read says so in plain words', async ({ page }) => {
    await page.goto('/authentication');
    await page.evaluate((key) => localStorage.setItem(key, 'not.a-real.token!'), TOKEN_KEY);
    await page.goto('/admin');
    await expect(toast(page, 'Your session could not be read. Please log in again.')).toBeVisible();
    await expect(page.getByText(/atob|Error decoding token/)).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  });
});

test.describe('removals ask first, like every delete', () => {
  test('a purchase line: Cancel keeps it, Confirm removes it', async ({ page, request }) => {
    await signIn(page, 'admin');
    const api = await apiOf(page, request);
    const mrId = `MR-RM-${suffix}`;
    await purchaseLines(api, mrId, [
      { product: 'Office Chair', quantity: 2, unit_price: '149' },
      { product: 'Laptop Stand', quantity: 1, unit_price: '39.9' },
    ]);

    await page.goto('/admin/purchases');
    const list = new ListPage(page, 'Purchases');
    await list.ready();
    await list.search('MR ID', mrId);
    await rowAction(page, mrId, 'Edit');
    const dialog = new DocumentDialog(page, 'Edit Purchase');
    await dialog.ready();
    const second = dialog.line('Line 2');
    const product = (await second.locator('strong').textContent())?.trim() ?? '';
    await second.getByRole('button', { name: /Remove$/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Product' });
    await expect(confirm).toContainText(
      `Are you sure you want to remove the product “${product}” from the purchase with MR ID “${mrId}”?`,
    );
    await expect(confirm.getByRole('button', { name: 'Confirm' })).toHaveClass(/ant-btn-dangerous/);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(dialog.line('Line 2')).toBeVisible();

    await dialog
      .line('Line 2')
      .getByRole('button', { name: /Remove$/ })
      .click();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, /deleted successfully/i)).toBeVisible();
    await expect(dialog.line('Line 2')).toHaveCount(0);
  });

  test("a shipment's order asks before it is removed", async ({ page, request }) => {
    await signIn(page, 'admin');
    const api = await apiOf(page, request);
    const { body } = await api.get('/shipments?pageSize=50');
    const shipments = (
      body as { shipments: Array<{ shipment_id: string; items: Array<{ sale: { bill_id: string } }> }> }
    ).shipments;
    // A seeded shipment (SHP-<year>-<n>): other tests change theirs meanwhile.
    const withOrder = shipments.find(
      (shipment) => /^SHP-\d{4}-\d+$/.test(shipment.shipment_id) && shipment.items.length > 0,
    );
    if (!withOrder) throw new Error('the seed has a shipment with an order');
    const billId = withOrder.items[0]?.sale.bill_id ?? '';

    await page.goto('/admin/shipments');
    const list = new ListPage(page, 'Shipments');
    await list.ready();
    await list.search('shipment ID', withOrder.shipment_id);
    await rowAction(page, withOrder.shipment_id, 'Edit');
    const dialog = new DocumentDialog(page, 'Edit Shipment');
    await dialog.ready();
    await dialog.root.getByRole('button', { name: `Remove ${billId}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Order' });
    await expect(confirm).toContainText(
      `Are you sure you want to remove the sale with BILL ID “${billId}” from the shipment with shipment ID “${withOrder.shipment_id}”?`,
    );
    await expect(confirm.getByRole('button', { name: 'Confirm' })).toHaveClass(/ant-btn-dangerous/);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.root.getByText(billId, { exact: true })).toBeVisible();
  });

  test('the delete confirmation marks Confirm as dangerous', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/categories');
    await tableReady(page, 'Categories');
    await rowAction(page, 'Electronics', 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete Category' });
    await expect(confirm.getByRole('button', { name: 'Confirm' })).toHaveClass(/ant-btn-dangerous/);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
  });
});
