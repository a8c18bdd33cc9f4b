import { customerCreateSchema } from '@logistics/shared/contracts/customers';
import { createdSuccess, serverMessages } from '@logistics/shared/contracts/messages';
import { productCreateSchema } from '@logistics/shared/contracts/products';
import { PHONE_CHARACTERS } from '@logistics/shared/contracts/validation';
import { vehicleCreateSchema, yearTooLate } from '@logistics/shared/contracts/vehicles';
import { vendorCreateSchema } from '@logistics/shared/contracts/vendors';
import { sql } from 'kysely';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import { masterDataTableResources, masterDataTables } from '@logistics/shared/contracts/resources';
import { tableOf, uniqueColumn } from '../src/repositories/master-data.js';
import { serverLocalMessages } from '../src/messages.js';
import { contractMessage, describeOnDatabases, loginAs, rowCount } from './helpers.js';
import { demoSessions } from './sessions.js';
import { makeMasterData, oneLinePurchase, suiteCaller, tag, today } from './document-fixtures.js';

/** Customers, vendors, vehicles and products: their create, read, update and delete calls, refusals and lists. */

const vehicleBody = (overrides: object = {}) => ({
  make: 'Volvo',
  model: 'FH16',
  year: 2021,
  color: 'Silver',
  mileage: 120000,
  vin: `YV2RT${tag()}${tag()}`,
  plate_number: `TRK-${tag()}`,
  cargo_capacity: 18000,
  type: 'truck',
  ...overrides,
});

describeOnDatabases('master data', (t) => {
  t.alsoOnPGlite([
    'refuses a bad body with the contract message, a duplicate with 409, and changes nothing',
    'creates, finds by VIN in any case, filters by type with facets, and refuses a future year',
    'sorts as its contract reads: codes whatever their case, a make by its lower case, numbers as numbers',
    'deletes a product once no document lists it and none is in stock; the ledger keeps its history',
    'creates with a category by name, filters by category with facets, sorts and pages',
    'match=label searches name or e-mail; the lists keep searching e-mail only',
    'creates, lists by e-mail search, updates, refuses duplicates and bad ids',
  ]);
  const { admin, procurementManager: procurement, captain } = demoSessions(t);
  const call = suiteCaller(t);
  const count = (table: 'customers' | 'vendors' | 'vehicles' | 'products') => rowCount(t.app.db, table);

  // A master-data table is served from its contract alone: these are the conventions its derived repository and
  // routes take for granted of the table its migration makes, so one broken shows here, not as a 500.
  it.each(masterDataTableResources)(
    '%s: its table has a column for each field, and the unique keys its contract names',
    async (resource) => {
      const table = tableOf(resource);
      const { rowSchema, uniqueFields } = masterDataTables[resource];
      const { keyField, filters } = listDefinitions[resource];
      const columns = await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table}`.execute(
        t.app.db,
      );
      // A unique constraint or index: either names the violation the routes turn into a 409.
      const unique = await sql<{ indexname: string }>`
        select indexname from pg_indexes
        where schemaname = 'public' and tablename = ${table} and indexdef like 'CREATE UNIQUE INDEX%'`.execute(
        t.app.db,
      );
      const names = columns.rows.map((row) => row.column_name);
      expect(names).toEqual(expect.arrayContaining([...Object.keys(rowSchema.shape), ...filters]));
      if (keyField === 'name') expect(names).toContain('name_key');
      expect(unique.rows.map((row) => row.indexname)).toEqual(
        expect.arrayContaining(uniqueFields.map((unique) => `${table}_${uniqueColumn(unique)}_unique`)),
      );
    },
  );

  describe('vendors (by name, spaces as hyphens)', () => {
    it('creates (201), reads, updates by PUT and PATCH, and deletes', async () => {
      const name = `Harbour Supply ${tag()}`;
      const created = await call(procurement, 'POST', '/api/vendors', {
        name,
        email: 'Orders@Harbour.example',
        phone: '+15550100100',
        address: '1 Quay Street',
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        vendor: {
          name,
          email: 'orders@harbour.example',
          phone: '+15550100100',
          description: null,
          version: 1,
        },
        message: createdSuccess('vendor'),
      });
      const path = `/api/vendors/${name.replaceAll(' ', '-')}`;
      expect((await call(captain, 'GET', path)).json().vendor.name).toBe(name);

      const put = await call(procurement, 'PUT', path, { description: 'Ships weekly.', version: 1 });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({
        vendor: { description: 'Ships weekly.', version: 2 },
        message: serverMessages.updated('vendor'),
      });
      const patch = await call(procurement, 'PATCH', path, { description: '', version: 2 });
      expect(patch.json().vendor.description).toBeNull();
      // A save of what is stored (an e-mail in another case, a cleared field again, or nothing) keeps the version:
      // a new one would make everyone else's open copy stale.
      for (const same of [{ email: 'ORDERS@harbour.example', description: '', phone: '+15550100100' }, {}]) {
        const unchanged = await call(procurement, 'PUT', path, { ...same, version: 3 });
        expect(unchanged.statusCode).toBe(200);
        expect(unchanged.json().vendor).toMatchObject({ version: 3, description: null });
      }
      const stale = await call(procurement, 'PATCH', path, { phone: '+15550100199', version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ message: serverMessages.staleVersion('vendor') });

      const removed = await call(procurement, 'DELETE', path);
      expect(removed.json()).toEqual({ message: serverMessages.deleted('vendor') });
      expect((await call(admin, 'GET', path)).statusCode).toBe(404);
    });

    it('refuses a bad body with the contract message, a duplicate with 409, and changes nothing', async () => {
      const before = await count('vendors');
      for (const body of [
        {},
        { name: 'ab' },
        { name: 'Good Name', email: 'not-mail' },
        { name: 'Good Name', phone: '12' },
      ]) {
        const answer = await call(admin, 'POST', '/api/vendors', body);
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toEqual({ message: contractMessage(vendorCreateSchema, body) });
      }
      const name = `Twin Vendor ${tag()}`;
      expect((await call(admin, 'POST', '/api/vendors', { name })).statusCode).toBe(201);
      const twin = await call(admin, 'POST', '/api/vendors', { name: name.toUpperCase() });
      expect(twin.statusCode).toBe(409);
      expect(twin.json()).toEqual({
        message: serverMessages.duplicate('vendor', 'name', name.toUpperCase()),
        // The body's field it concerns, so the form marks it.
        field: 'name',
      });
      expect(await count('vendors')).toBe(before + 1);
    });

    it('refuses the roles without the right (403), and deleting a vendor its purchases use (409)', async () => {
      expect((await call(captain, 'POST', '/api/vendors', { name: `Nope ${tag()}` })).statusCode).toBe(403);
      const data = await makeMasterData(t);
      const purchase = await call(admin, 'POST', '/api/purchases', oneLinePurchase(data, { quantity: 2 }));
      expect(purchase.statusCode).toBe(201);
      const refused = await call(admin, 'DELETE', `/api/vendors/${data.vendor.replaceAll(' ', '-')}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: serverLocalMessages.stillReferenced('purchases') });
      // …and the product its line uses.
      const product = await call(
        admin,
        'DELETE',
        `/api/products/${(data.products[0] as string).replaceAll(' ', '-')}`,
      );
      expect(product.statusCode).toBe(409);
      expect(product.json()).toEqual({
        message: serverMessages.stillListed(
          'product',
          data.products[0] as string,
          `the purchase “${purchase.json().purchase.mr_id}”`,
        ),
      });
    });
  });

  it('refuses a phone with letters wherever a phone is taken (400 with the contract message)', async () => {
    const phone = '+1 555 CALL NOW';
    const bodies: Array<[string, object]> = [
      ['/api/customers', { name: `Phone Buyer ${tag()}`, phone }],
      ['/api/vendors', { name: `Phone Vendor ${tag()}`, phone }],
      ['/api/inventories', { name: `Phone Store ${tag()}`, address: '1 Row', phone }],
      [
        '/api/users',
        {
          name: 'Phone Person',
          email: `phone-${tag().toLowerCase()}@example.com`,
          phone,
          address: '1 Row',
          password: 'Str0ng!Pass',
          role: 'captain',
        },
      ],
    ];
    for (const [url, body] of bodies) {
      const response = await call(admin, 'POST', url, body);
      expect([url, response.statusCode, response.json()]).toEqual([url, 400, { message: PHONE_CHARACTERS }]);
    }
    const profile = await call(admin, 'PATCH', `/api/users/${admin.user.id}`, { phone, version: 1 });
    expect([profile.statusCode, profile.json()]).toEqual([400, { message: PHONE_CHARACTERS }]);
  });

  describe('customers (by id)', () => {
    it('creates, lists by e-mail search, updates, refuses duplicates and bad ids', async () => {
      const email = `buyer-${tag().toLowerCase()}@example.com`;
      const created = await call(admin, 'POST', '/api/customers', {
        name: 'Nadia Buyer',
        email,
        address: '5 Market Row',
      });
      expect(created.statusCode).toBe(201);
      const customer = created.json().customer;
      expect(customer).toMatchObject({ name: 'Nadia Buyer', email, phone: null, address: '5 Market Row' });

      const listed = await call(admin, 'GET', `/api/customers?q=${email.slice(0, 12)}`);
      expect(listed.json()).toMatchObject({ customers: [{ id: customer.id }], total: 1, facets: {} });

      const patched = await call(admin, 'PATCH', `/api/customers/${customer.id}`, {
        phone: '+15550123456',
        version: 1,
      });
      expect(patched.json().customer.phone).toBe('+15550123456');

      const twin = await call(admin, 'POST', '/api/customers', { name: 'Other Buyer', email });
      expect(twin.statusCode).toBe(409);
      expect(twin.json()).toEqual({
        message: serverMessages.duplicate('customer', 'email', email),
        field: 'email',
      });

      expect((await call(admin, 'GET', '/api/customers/not-a-uuid')).statusCode).toBe(404);
      const bad = { name: 'x' };
      const answer = await call(admin, 'POST', '/api/customers', bad);
      expect(answer.json()).toEqual({ message: contractMessage(customerCreateSchema, bad) });
      // Only the admin deletes customers.
      const manager = await loginAs(t.app, 'inventory-manager');
      expect((await call(manager, 'DELETE', `/api/customers/${customer.id}`)).statusCode).toBe(403);
      expect((await call(admin, 'DELETE', `/api/customers/${customer.id}`)).statusCode).toBe(200);
    });
  });

  describe("pickers find a person by what they show, 'Name (email)'", () => {
    it('match=label searches name or e-mail; the lists keep searching e-mail only', async () => {
      const unique = tag().toLowerCase();
      const email = `front-desk-${unique}@example.com`;
      const created = await call(admin, 'POST', '/api/customers', { name: `Castle Dental ${unique}`, email });
      const { id } = created.json().customer as { id: string };
      const ids = async (path: string) =>
        ((await call(admin, 'GET', path)).json() as { customers: Array<{ id: string }> }).customers.map(
          (row) => row.id,
        );
      const byName = encodeURIComponent(`castle dental ${unique}`);
      expect(await ids(`/api/customers?q=${byName}&match=label`)).toEqual([id]);
      expect(await ids(`/api/customers?q=${encodeURIComponent(`front-desk-${unique}`)}&match=label`)).toEqual(
        [id],
      );
      // The table's own search is by e-mail: a name finds nothing there.
      expect(await ids(`/api/customers?q=${byName}`)).toEqual([]);
      expect((await call(admin, 'GET', '/api/customers?q=x&match=name')).statusCode).toBe(400);

      // The employee pickers (captains, supervisors) alike.
      const users = async (query: string) =>
        (
          (await call(admin, 'GET', `/api/users?${query}`)).json() as { users: Array<{ email: string }> }
        ).users.map((row) => row.email);
      const captains = await users('role=captain&pageSize=50');
      const someone = (
        (await call(admin, 'GET', '/api/users?role=captain&pageSize=1')).json() as {
          users: Array<{ name: string; email: string }>;
        }
      ).users[0];
      if (!someone) throw new Error('the seed has a captain');
      expect(captains).toContain(someone.email);
      const name = encodeURIComponent(someone.name);
      expect(await users(`role=captain&q=${name}&match=label`)).toContain(someone.email);
      expect(await users(`role=captain&q=${name}`)).not.toContain(someone.email);
      await call(admin, 'DELETE', `/api/customers/${id}`);
    });
  });

  describe('vehicles (by VIN)', () => {
    it('creates, finds by VIN in any case, filters by type with facets, and refuses a future year', async () => {
      const fleet = await loginAs(t.app, 'fleet-manager');
      const truck = vehicleBody();
      const van = vehicleBody({ type: 'van', vin: `WDB90${tag()}${tag()}`, plate_number: `VAN-${tag()}` });
      for (const body of [truck, van])
        expect((await call(fleet, 'POST', '/api/vehicles', body)).statusCode).toBe(201);
      const found = await call(captain, 'GET', `/api/vehicles/${truck.vin.toLowerCase()}`);
      expect(found.json().vehicle).toMatchObject({ vin: truck.vin, cargo_capacity: 18000, type: 'truck' });

      const vans = await call(fleet, 'GET', '/api/vehicles?type=van&pageSize=200');
      const body = vans.json();
      expect(body.vehicles.every((vehicle: { type: string }) => vehicle.type === 'van')).toBe(true);
      expect(body.total).toBe(body.vehicles.length);
      // Facets count every type under the other criteria, not only the chosen one.
      expect(body.facets.type.van).toBe(body.total);
      expect(body.facets.type.truck).toBeGreaterThanOrEqual(1);

      const future = vehicleBody({ year: new Date().getFullYear() + 1 });
      const refused = await call(fleet, 'POST', '/api/vehicles', future);
      expect(refused.json()).toEqual({ message: yearTooLate(new Date().getFullYear()) });
      expect(refused.json()).toEqual({ message: contractMessage(vehicleCreateSchema, future) });

      const samePlate = await call(
        fleet,
        'POST',
        '/api/vehicles',
        vehicleBody({ plate_number: truck.plate_number.toLowerCase() }),
      );
      expect(samePlate.statusCode).toBe(409);
      expect(samePlate.json()).toEqual({
        message: serverMessages.duplicate('vehicle', 'plate number', truck.plate_number.toLowerCase()),
        field: 'plate_number',
      });
      expect((await call(captain, 'DELETE', `/api/vehicles/${truck.vin}`)).statusCode).toBe(403);
      expect((await call(fleet, 'DELETE', `/api/vehicles/${truck.vin}`)).statusCode).toBe(200);
    });

    it('sorts as its contract reads: codes whatever their case, a make by its lower case, numbers as numbers', async () => {
      const fleet = await loginAs(t.app, 'fleet-manager');
      const id = `${tag()}${tag()}`;
      const alpha = vehicleBody({ vin: `SRT${id}a01`, plate_number: `b${id}`, make: 'alpha', mileage: 1000 });
      const bravo = vehicleBody({ vin: `SRT${id}B02`, plate_number: `C${id}`, make: 'Bravo', mileage: 80 });
      const charlie = vehicleBody({
        vin: `SRT${id}c03`,
        plate_number: `a${id}`,
        make: 'charlie',
        mileage: 5000,
      });
      for (const body of [alpha, bravo, charlie])
        expect((await call(fleet, 'POST', '/api/vehicles', body)).statusCode).toBe(201);
      const sorted = async (sort: string) =>
        (await call(fleet, 'GET', `/api/vehicles?q=SRT${id}&sort=${sort}&order=asc`))
          .json()
          .vehicles.map((vehicle: { make: string }) => vehicle.make);

      expect(await sorted('vin')).toEqual(['alpha', 'Bravo', 'charlie']);
      expect(await sorted('plate_number')).toEqual(['charlie', 'alpha', 'Bravo']);
      expect(await sorted('make')).toEqual(['alpha', 'Bravo', 'charlie']);
      expect(await sorted('mileage')).toEqual(['Bravo', 'alpha', 'charlie']);
    });
  });

  describe('products (by name)', () => {
    it('deletes a product once no document lists it and none is in stock; the ledger keeps its history', async () => {
      const data = await makeMasterData(t);
      const [product, other] = data.products as [string, string];
      const [inventory, second] = data.inventories as [string, string];
      const path = (name: string) => name.replaceAll(' ', '-');
      const mrId = `MR-${tag()}`;
      const billId = `B-${tag()}`;
      const purchased = await call(admin, 'POST', '/api/purchases', {
        mr_id: mrId,
        purchase_date: today(),
        vendor: data.vendor,
        inventory,
        products: [{ product, quantity: 5, unit_price: '1' }],
      });
      expect(purchased.statusCode).toBe(201);
      const sold = await call(admin, 'POST', '/api/sales', {
        bill_id: billId,
        sale_date: today(),
        customer_id: data.customerId,
        shipping_address: '1 Road',
        inventory,
        products: [{ product, quantity: 2, unit_price: '3' }],
      });
      expect(sold.statusCode).toBe(201);

      // Listed by documents: the message names them, and nothing changes.
      const listed = await call(admin, 'DELETE', `/api/products/${path(product)}`);
      expect([listed.statusCode, listed.json()]).toEqual([
        409,
        {
          message: serverMessages.stillListed(
            'product',
            product,
            `the purchase “${mrId}” and the sale “${billId}”`,
          ),
        },
      ]);
      expect((await call(admin, 'GET', `/api/products/${path(product)}`)).statusCode).toBe(200);

      // The sale and the purchase deleted, no unit of it remains: it goes.
      expect((await call(admin, 'DELETE', `/api/sales/${billId}`)).statusCode).toBe(200);
      expect((await call(admin, 'DELETE', `/api/purchases/${mrId}`)).statusCode).toBe(200);
      const removed = await call(admin, 'DELETE', `/api/products/${path(product)}`);
      expect([removed.statusCode, removed.json()]).toEqual([
        200,
        { message: serverMessages.deleted('product') },
      ]);
      expect((await call(admin, 'GET', `/api/products/${path(product)}`)).statusCode).toBe(404);

      // Its history stays, naming the product, inventory and batch in words.
      const history = await t.app.db
        .selectFrom('stock_movements')
        .select(['stock_id', 'inventory', 'mr_id', 'document', 'cause', 'delta'])
        .where('product', '=', product)
        .orderBy('created_at')
        .execute();
      expect(history).toEqual([
        { stock_id: null, inventory, mr_id: mrId, document: mrId, cause: 'purchase', delta: 5 },
        { stock_id: null, inventory, mr_id: mrId, document: billId, cause: 'sale', delta: -2 },
        { stock_id: null, inventory, mr_id: mrId, document: billId, cause: 'sale-return', delta: 2 },
        { stock_id: null, inventory, mr_id: mrId, document: mrId, cause: 'purchase', delta: -5 },
      ]);

      // So does an inventory a deleted purchase left an empty batch in.
      const second_ = `MR-${tag()}`;
      expect(
        (
          await call(admin, 'POST', '/api/purchases', {
            mr_id: second_,
            purchase_date: today(),
            vendor: data.vendor,
            inventory: second,
            products: [{ product: other, quantity: 3, unit_price: '1' }],
          })
        ).statusCode,
      ).toBe(201);
      expect((await call(admin, 'DELETE', `/api/purchases/${second_}`)).statusCode).toBe(200);
      expect((await call(admin, 'DELETE', `/api/inventories/${path(second)}`)).statusCode).toBe(200);
      const kept = await t.app.db
        .selectFrom('stock_movements')
        .select(['stock_id', 'product', 'inventory', 'mr_id'])
        .where('document', '=', second_)
        .execute();
      expect(kept).toEqual([
        { stock_id: null, product: other, inventory: second, mr_id: second_ },
        { stock_id: null, product: other, inventory: second, mr_id: second_ },
      ]);
      expect((await call(admin, 'DELETE', `/api/products/${path(other)}`)).statusCode).toBe(200);
    });

    it('creates with a category by name, filters by category with facets, sorts and pages', async () => {
      const id = tag();
      const names = [`Zq Cable ${id}`, `Zq Desk ${id}`, `Zq Lamp ${id}`];
      const categories = ['Electronics', 'Furniture', 'Electronics'];
      for (const [index, name] of names.entries()) {
        const created = await call(procurement, 'POST', '/api/products', {
          name,
          price: `${index + 1}0.5`,
          category: categories[index],
          sku: `ZQ${id}${index}`,
        });
        expect(created.statusCode).toBe(201);
        expect(created.json().product).toMatchObject({
          name,
          category: categories[index],
          price: `${index + 1}0.500`,
        });
      }
      const list = async (query: string) => (await call(admin, 'GET', `/api/products?q=Zq&${query}`)).json();
      const electronics = await list('category=Electronics&sort=price&order=desc');
      expect(electronics.products.map((row: { name: string }) => row.name)).toEqual([names[2], names[0]]);
      expect(electronics.total).toBe(2);
      expect(electronics.facets.category).toEqual({ Electronics: 2, Furniture: 1 });
      const paged = await list('sort=name&pageSize=2&page=2');
      expect(paged.products.map((row: { name: string }) => row.name)).toEqual([names[2]]);
      expect(paged.total).toBe(3);

      const unknown = await call(admin, 'POST', '/api/products', {
        name: `Orphan ${id}`,
        price: '1',
        category: 'No Such Category',
        sku: `OR${id}`,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ message: serverMessages.notFound('category', 'No Such Category') });
      const badPrice = { name: `Bad ${id}`, price: 'ten', category: 'Electronics', sku: `BD${id}` };
      expect((await call(admin, 'POST', '/api/products', badPrice)).json()).toEqual({
        message: contractMessage(productCreateSchema, badPrice),
      });
      const moved = await call(admin, 'PATCH', `/api/products/${names[0]?.replaceAll(' ', '-')}`, {
        category: 'Furniture',
        version: 1,
      });
      expect(moved.json().product.category).toBe('Furniture');
      const sku = await call(admin, 'POST', '/api/products', {
        name: `Twin ${id}`,
        price: '1',
        category: 'Furniture',
        sku: `zq${id}0`,
      });
      expect(sku.statusCode).toBe(409);
      expect(sku.json()).toEqual({
        message: serverMessages.duplicate('product', 'SKU', `zq${id}0`),
        field: 'sku',
      });
    });
  });
});
