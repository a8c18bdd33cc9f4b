import { expect, test } from '@playwright/test';
import { LoginPage, signIn } from '../pages/login-page';
import { MasterDataPage, shot } from '../pages/master-data';
import { apiOf } from '../pages/api';
import { purchase } from '../pages/documents';
import { openOptions } from '../pages/document-dialog';

/**
 * The master-data screens one by one: each shows the seeded rows, search and a filter narrow them, create shows
 * the success toast and the new row, edit changes it, delete shows the exact wording and removes it; a role without
 * a right sees no button (that the API refuses it is server/test/permissions.test.ts's, route by route and role by
 * role); the inventory detail and the inventory-in-charge's redirect; a supervisor assignment created, ended with a
 * termination date and deleted.
 */
const suffix = Date.now().toString(36).slice(-5).toUpperCase();
const deleteWording = (subject: string) =>
  `Are you sure you want to delete the ${subject}? This action cannot be undo.`;

test.describe('admin: create, search, filter, edit and delete on every master-data screen', () => {
  test('vendors', async ({ page }) => {
    await signIn(page, 'admin');
    const screen = new MasterDataPage(page, 'Vendors', 'name');
    await screen.open('/admin/vendors');
    await expect(screen.row('Acme Supplies')).toBeVisible();
    await expect(screen.row('Acme Supplies')).toContainText('sales@acme.example');
    await shot(page, 'vendors');

    await screen.search('northwind');
    await expect.poll(() => screen.column('name')).toEqual(['Northwind Traders']);
    await screen.search('');

    const name = `Vendor ${suffix}`;
    const create = await screen.openCreate('Vendor');
    await create.save(
      { Name: name, Email: `v${suffix.toLowerCase()}@vendors.example`, Phone: '+15550209999' },
      'Create',
    );
    await expect(screen.toast('Vendor created successfully!')).toBeVisible();
    await screen.search(name);
    await expect(screen.row(name)).toContainText('+15550209999');

    const edit = await screen.openEdit(name, 'Vendor');
    await edit.save({ Description: 'Edited by the e2e suite.' }, 'Update');
    await expect(screen.row(name)).toContainText('Edited by the e2e suite.');

    await screen.deleteRow(name, 'Delete Vendor', deleteWording(`vendor “${name}”`));
    await expect(screen.rows()).toHaveCount(0);
  });

  test('products: filter by category, price in USD; deleted once its purchase is', async ({
    page,
    request,
  }) => {
    await signIn(page, 'admin');
    const screen = new MasterDataPage(page, 'Products', 'name');
    await screen.open('/admin/products');
    await screen.filter('Category', 'Furniture');
    await expect.poll(async () => new Set(await screen.column('category'))).toEqual(new Set(['Furniture']));
    await expect(screen.row('Office Chair')).toContainText('$149.00');
    await shot(page, 'products-by-category');
    await screen.search('desk');
    await expect.poll(() => screen.column('name')).toEqual(['Standing Desk']);
    await screen.list.resetFilters();

    const name = `Product ${suffix}`;
    const create = await screen.openCreate('Product');
    await create.fill('Name', name);
    await create.choose('Category', 'Tools and Hardware');
    await create.save({ Price: '12.5', SKU: `E2E-${suffix}` }, 'Create');
    await expect(screen.toast('Product created successfully!')).toBeVisible();
    await screen.search(name);
    await expect(screen.row(name)).toContainText('$12.50');
    await expect(screen.row(name)).toContainText('Tools and Hardware');

    const edit = await screen.openEdit(name, 'Product');
    await edit.save({ Price: '1234.5' }, 'Update');
    await expect(screen.row(name)).toContainText('$1,234.50');
    // A price shows what is stored, to the 3 decimals an amount may have, not rounded to the cent.
    const again = await screen.openEdit(name, 'Product');
    await again.save({ Price: '19.995' }, 'Update');
    await expect(screen.row(name)).toContainText('$19.995');

    // Purchased, and the purchase deleted again: no stock of it remains, so it can go (its history stays).
    const api = await apiOf(page, request);
    const mrId = `MR-P-${suffix}`;
    await purchase(api, mrId, name, 5);
    expect((await api.delete(`/purchases/${mrId}`)).status).toBe(200);
    await screen.deleteRow(name, 'Delete Product', deleteWording(`product “${name}”`));
    await expect(screen.toast('Product deleted successfully.')).toBeVisible();
    await expect(screen.rows()).toHaveCount(0);
  });

  test('customers: search by e-mail', async ({ page }) => {
    await signIn(page, 'admin');
    const screen = new MasterDataPage(page, 'Customers', 'email');
    await screen.open('/admin/customers');
    await screen.search('example.org');
    await expect
      .poll(async () => (await screen.column('name')).sort())
      .toEqual(['Ahmed Khan', 'Marta Silva', 'Nora Whitfield']);
    await screen.search('');

    const name = `Customer ${suffix}`;
    const email = `c${suffix.toLowerCase()}@customers.example`;
    const create = await screen.openCreate('Customer');
    await create.save({ Name: name, Email: email, Address: '1 Test Street, Leeds' }, 'Create');
    await expect(screen.toast('Customer created successfully!')).toBeVisible();
    await screen.search(email);
    await expect(screen.row(name)).toContainText('1 Test Street, Leeds');

    const edit = await screen.openEdit(name, 'Customer');
    await edit.save({ Phone: '+441130009999' }, 'Update');
    await expect(screen.row(name)).toContainText('+441130009999');

    await screen.deleteRow(name, 'Delete Customer', deleteWording(`customer “${name}”`));
    await expect(screen.rows()).toHaveCount(0);
  });

  test('vehicles: keyed by VIN, filter by type, capacity in kg and mileage in km/h', async ({ page }) => {
    await signIn(page, 'admin');
    const screen = new MasterDataPage(page, 'Vehicles', 'vin');
    await screen.open('/admin/vehicles');
    await screen.search('1HGBH41J');
    const volvo = screen.row('1HGBH41JXMN109186');
    await expect(volvo).toContainText('Volvo FH16 2021');
    await expect(volvo).toContainText('18000 kg');
    await expect(volvo).toContainText('182000 km/h');
    await shot(page, 'vehicles-search');
    await screen.search('');
    await screen.filter('Type', 'Van');
    await expect
      .poll(async () => (await screen.column('plate_number')).sort())
      .toEqual(['VAN-2002', 'VAN-5005']);
    await screen.list.resetFilters();
    await screen.search('JH2PC35051');
    await expect.poll(() => screen.column('plate_number')).toEqual(['MOT-3003']);
    await screen.search('');

    const vin = `E2EVIN${suffix}000000`.slice(0, 17);
    await screen.createVan(vin, `E2E-${suffix}`);
    await screen.search(vin);
    await expect(screen.row(vin)).toContainText('Iveco Daily 2024');
    await expect(screen.row(vin)).toContainText('3500 kg');

    const edit = await screen.openEdit(vin, 'Vehicle');
    await edit.save({ Mileage: '1200' }, 'Update');
    await expect(screen.row(vin)).toContainText('1200 km/h');

    await screen.deleteRow(vin, 'Delete Vehicle', deleteWording(`vehicle “${vin}”`));
    await expect(screen.rows()).toHaveCount(0);
  });

  test('employees: filter by role, create with a password and a role', async ({ page }) => {
    await signIn(page, 'admin');
    const screen = new MasterDataPage(page, 'Employees', 'email');
    await screen.open('/admin/employees');
    await screen.filter('Role', 'captain');
    await expect.poll(async () => new Set(await screen.column('role'))).toEqual(new Set(['captain']));
    await screen.list.resetFilters();
    await screen.search('fleet-manager@');
    await expect.poll(() => screen.column('email')).toEqual(['fleet-manager@example.com']);
    await screen.search('');

    const name = `Employee ${suffix}`;
    const email = `e${suffix.toLowerCase()}@example.com`;
    const create = await screen.openCreate('Employee');
    await create.submit('Create');
    await expect(create.root).toContainText('Name is required');
    await expect(create.root).toContainText('Role is required');
    await shot(page, 'employee-create-messages');
    await create.fill('Name', name);
    await create.fill('Email', email);
    await create.fill('Phone', '+15550101234');
    await create.fill('Address', '9 Depot Road, Leeds');
    await create.fill('Password', 'Passw0rd!');
    await create.choose('Role', 'captain');
    await create.submit('Create');
    await expect(create.root).toBeHidden();
    await expect(screen.toast('Employee created successfully!')).toBeVisible();
    await screen.search(email);
    await expect(screen.row(email)).toContainText('captain');

    const edit = await screen.openEdit(email, 'Employee');
    // Nobody sets another person's password: the dialog sends the employee a reset link instead.
    await expect(edit.root.getByLabel('Password', { exact: true })).toHaveCount(0);
    await edit.root.getByRole('button', { name: 'Send password reset link' }).click();
    await expect(screen.toast(`A password reset link has been sent to ${email}.`)).toBeVisible();
    await edit.save({ Address: '10 Depot Road, Leeds' }, 'Update');
    await expect(screen.row(email)).toContainText('10 Depot Road, Leeds');

    await screen.deleteRow(email, 'Delete Employee', deleteWording(`employee “${name}”`));
    await expect(screen.rows()).toHaveCount(0);
  });

  test('inventories: create, edit, delete; a row click opens the detail', async ({ page }) => {
    await signIn(page, 'admin');
    const screen = new MasterDataPage(page, 'Inventories', 'name');
    await screen.open('/admin/inventories');
    await screen.search('depot');
    await expect.poll(() => screen.column('name')).toEqual(['North Depot']);
    await screen.search('');

    const name = `Store ${suffix}`;
    const create = await screen.openCreate('Inventory');
    await create.save({ Name: name, Address: '5 Yard Lane, York' }, 'Create');
    await expect(screen.toast('Inventory created successfully!')).toBeVisible();
    await screen.search(name);
    await expect(screen.row(name)).toContainText('5 Yard Lane, York');

    const edit = await screen.openEdit(name, 'Inventory');
    await edit.save({ Description: 'Opened by the e2e suite.' }, 'Update');
    await expect(screen.row(name)).toContainText('Opened by the e2e suite.');

    // The new inventory's detail: phone and e-mail are absent (N/A).
    await screen.row(name).locator('[col-id="name"]').click();
    await expect(page).toHaveURL(`/admin/inventories/store-${suffix.toLowerCase()}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const fields = page.locator('.ant-descriptions');
    await expect(fields).toContainText('5 Yard Lane, York');
    await expect(fields.locator('td').filter({ hasText: /^N\/A$/ })).toHaveCount(2);
    // Back returns to the list as it was left, its search kept.
    await page.getByRole('button', { name: /Back$/ }).click();
    await expect(page).toHaveURL(`/admin/inventories?q=Store+${suffix}`);

    await screen.ready();
    await screen.search(name);
    await screen.deleteRow(name, 'Delete Inventory', deleteWording(`inventory “${name}”`));
    await expect(screen.rows()).toHaveCount(0);
  });
});

test('the inventory detail shows its fields and a stock table searchable by product', async ({ page }) => {
  await signIn(page, 'admin');
  const screen = new MasterDataPage(page, 'Inventories', 'name');
  await screen.open('/admin/inventories');
  await screen.row('Central Warehouse').locator('[col-id="name"]').click();
  await expect(page).toHaveURL('/admin/inventories/central-warehouse');
  await expect(page.getByRole('heading', { level: 1, name: 'Central Warehouse' })).toBeVisible();
  const fields = page.locator('.ant-descriptions');
  for (const text of [
    '1 Logistics Park, Birmingham',
    'central@warehouses.example',
    '+441210000101',
    'Main distribution hub: receives every inbound container.',
  ]) {
    await expect(fields).toContainText(text);
  }
  await shot(page, 'inventory-detail');
  const stock = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(stock.first()).toBeVisible();
  await expect(stock.first()).toContainText(/\d+ units/);
  await page.getByPlaceholder('Filter products...').fill('laptop');
  await expect(stock.first()).toBeVisible();
  for (const text of await stock.allInnerTexts()) expect(text).toContain('Laptop Stand');

  // South Annex has neither e-mail nor phone.
  await page.goto('/admin/inventories/south-annex');
  await expect(page.getByRole('heading', { level: 1, name: 'South Annex' })).toBeVisible();
  await expect(page.locator('.ant-descriptions td').filter({ hasText: /^N\/A$/ })).toHaveCount(2);
});

test('a supervisor assignment is created, ended with a termination date and deleted', async ({ page }) => {
  await signIn(page, 'admin');
  const screen = new MasterDataPage(page, 'Supervisors', 'employee');
  await screen.open('/admin/inventories/supervisors');
  await expect(screen.row('Daniel Brooks')).toContainText('Central Warehouse');
  await expect(screen.row('Sofia Marin')).toContainText('Harbour Store');
  await screen.filter('Inventory', 'Harbour Store');
  await expect
    .poll(async () => new Set(await screen.column('inventory')))
    .toEqual(new Set(['Harbour Store']));
  await screen.list.resetFilters();

  // Sofia Marin's earlier assignment has ended: she can be placed in charge of South Annex.
  const year = new Date().getFullYear();
  const create = await screen.openCreate('Supervisor Assignment');
  // The employee picker searches by e-mail (the users list's search field).
  await create.choose('Employee', 'sofia.marin@example.com');
  await create.choose('Inventory', 'South Annex');
  await create.pickDate('Hire date', `${year}-01-05`);
  await create.submit('Create');
  await expect(create.root).toBeHidden();
  await expect(screen.toast('Inventory assignment created successfully!')).toBeVisible();
  const row = screen.row('South Annex').filter({ hasText: 'Sofia Marin' });
  await expect(row).toContainText(`${year}-Jan-05`);
  await expect(row.locator('[col-id="termination_date"]')).toHaveText('N/A');
  await shot(page, 'supervisors');

  await screen.rowAction('South Annex', 'Edit');
  const edit = screen.dialog('Edit Supervisor Assignment');
  await edit.ready();
  await edit.pickDate('Termination date', `${year}-01-06`);
  await edit.submit('Update');
  await expect(edit.root).toBeHidden();
  await expect(row.locator('[col-id="termination_date"]')).toHaveText(`${year}-Jan-06`);
  await expect(row.locator('[col-id="resign_date"]')).toHaveText('N/A');

  await screen.deleteRow(
    'South Annex',
    'Delete Supervisor Assignment',
    deleteWording('assignment of “Sofia Marin” to the inventory “South Annex”'),
  );
  await expect(screen.row('South Annex')).toHaveCount(0);
});

test.describe('rights per role: no button for what the role may not do', () => {
  test('captain: vehicles without Create, Edit or Delete', async ({ page }) => {
    await signIn(page, 'captain');
    const screen = new MasterDataPage(page, 'Vehicles', 'vin');
    await screen.open('/captain/vehicles');
    await screen.search('1HGBH41J');
    await expect(screen.row('1HGBH41JXMN109186')).toContainText('Volvo FH16 2021');
    await expect(screen.createButton).toHaveCount(0);
    expect(await screen.rowMenu('1HGBH41JXMN109186')).toEqual(['Make as Copy']);
    await shot(page, 'captain-vehicles-read-only');
  });

  test('inventory-in-charge: vehicles read-only; customers created and edited but not deleted', async ({
    page,
  }) => {
    await signIn(page, 'inventory-in-charge');
    const vehicles = new MasterDataPage(page, 'Vehicles', 'vin');
    await vehicles.open('/inventory-in-charge/vehicles');
    await expect(vehicles.createButton).toHaveCount(0);
    await vehicles.search('1HGBH41J');
    expect(await vehicles.rowMenu('1HGBH41JXMN109186')).toEqual(['Make as Copy']);

    const customers = new MasterDataPage(page, 'Customers', 'email');
    await customers.open('/inventory-in-charge/customers');
    const name = `Walk-in ${suffix}`;
    const email = `w${suffix.toLowerCase()}@customers.example`;
    const create = await customers.openCreate('Customer');
    await create.save({ Name: name, Email: email }, 'Create');
    await expect(customers.toast('Customer created successfully!')).toBeVisible();
    await customers.search(email);
    expect(await customers.rowMenu(name)).toEqual(['Make as Copy', 'Edit']);
  });

  test('inventory-in-charge: Inventories goes straight to their own inventory, without Back', async ({
    page,
  }) => {
    await new LoginPage(page).loginAs('inventory-in-charge');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Inventories' })
      .click();
    await expect(page).toHaveURL('/inventory-in-charge/inventory/north-depot');
    await expect(page.getByRole('heading', { level: 1, name: 'North Depot' })).toBeVisible();
    await expect(page.locator('.ant-descriptions')).toContainText('44 Canal Street, Manchester');
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Back$/ })).toHaveCount(0);
    await shot(page, 'in-charge-own-inventory');
  });

  test('procurement-manager: vendors and products writable; inventories read-only with the detail', async ({
    page,
  }) => {
    await signIn(page, 'procurement-manager');
    const vendors = new MasterDataPage(page, 'Vendors', 'name');
    await vendors.open('/procurement-manager/vendors');
    await expect(vendors.createButton).toBeVisible();
    expect(await vendors.rowMenu('Acme Supplies')).toEqual(['Make as Copy', 'Edit', 'Delete']);

    const products = new MasterDataPage(page, 'Products', 'name');
    await products.open('/procurement-manager/products');
    await expect(products.createButton).toBeVisible();

    const inventories = new MasterDataPage(page, 'Inventories', 'name');
    await inventories.open('/procurement-manager/inventories');
    await expect(inventories.createButton).toHaveCount(0);
    expect(await inventories.rowMenu('North Depot')).toEqual(['Make as Copy']);
    await inventories.row('North Depot').locator('[col-id="name"]').click();
    await expect(page).toHaveURL('/procurement-manager/inventories/north-depot');
    await expect(page.getByRole('button', { name: /Back$/ })).toBeVisible();
  });

  test('fleet-manager: captains only, created as captains; vehicles writable', async ({ page }) => {
    await signIn(page, 'fleet-manager');
    const captains = new MasterDataPage(page, 'Captains', 'email');
    await captains.open('/fleet-manager/captains');
    await expect(captains.row('captain@example.com')).toBeVisible();
    // Delete is the admin's only.
    expect(await captains.rowMenu('captain@example.com')).toEqual(['Make as Copy', 'Edit']);

    const create = await captains.openCreate('Captain');
    await create.field('Role').click();
    await expect(openOptions(page)).toHaveText(['captain']);
    await page.keyboard.press('Escape');
    await create.footerButton('Cancel').click();

    const vehicles = new MasterDataPage(page, 'Vehicles', 'vin');
    await vehicles.open('/fleet-manager/vehicles');
    await expect(vehicles.createButton).toBeVisible();
    await vehicles.search('1HGBH41J');
    expect(await vehicles.rowMenu('1HGBH41JXMN109186')).toEqual(['Make as Copy', 'Edit', 'Delete']);
  });

  test('inventory-manager: employees are the inventory-in-charge; supervisors without Delete; vendors read-only', async ({
    page,
  }) => {
    await signIn(page, 'inventory-manager');
    const employees = new MasterDataPage(page, 'Employees', 'email');
    await employees.open('/inventory-manager/employees');
    await expect
      .poll(async () => new Set(await employees.column('role')))
      .toEqual(new Set(['inventory-in-charge']));
    expect(await employees.rowMenu('inventory-in-charge@example.com')).toEqual(['Make as Copy', 'Edit']);

    const supervisors = new MasterDataPage(page, 'Supervisors', 'employee');
    await supervisors.open('/inventory-manager/inventories/supervisors');
    await expect(supervisors.createButton).toBeVisible();
    expect(await supervisors.rowMenu('Daniel Brooks')).toEqual(['Make as Copy', 'Edit']);

    const vendors = new MasterDataPage(page, 'Vendors', 'name');
    await vendors.open('/inventory-manager/vendors');
    await expect(vendors.createButton).toHaveCount(0);
    expect(await vendors.rowMenu('Acme Supplies')).toEqual(['Make as Copy']);
  });
});
