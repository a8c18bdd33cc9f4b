import { contractMessage, describeOnDatabases, rowCount } from './helpers.js';
import { demoSessions } from './sessions.js';
import { inventoryCreateSchema } from '@logistics/shared/contracts/inventories';
import { createdSuccess, serverMessages } from '@logistics/shared/contracts/messages';
import { makeMasterData, suiteCaller, tag, today } from './document-fixtures.js';

describeOnDatabases('inventories', (t) => {
  t.alsoOnPGlite([
    'shows the stock rows and quantities of an inventory after a purchase, and refuses to delete it (409)',
    "answers 400 with the contract's exact message, 409 for a taken name, and changes nothing",
  ]);
  const { admin, inventoryManager: manager, captain } = demoSessions(t);
  const call = suiteCaller(t);

  it('creates (201), reads by hyphenated name with its stock rows, updates by PUT and PATCH, deletes', async () => {
    const name = `North Depot ${tag()}`;
    const created = await call(manager, 'POST', '/api/inventories', {
      name: `  ${name} `,
      address: '1 Depot Road',
      email: '',
      phone: '+15550123456',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      inventory: {
        id: expect.any(String),
        name,
        email: null,
        phone: '+15550123456',
        address: '1 Depot Road',
        description: null,
        version: 1,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
      message: createdSuccess('inventory'),
    });
    const path = name.replaceAll(' ', '-');
    for (const key of [path, path.toLowerCase(), encodeURIComponent(name)]) {
      const read = await call(captain, 'GET', `/api/inventories/${key}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ inventory: { ...created.json().inventory, inventories: [] } });
    }
    const put = await call(manager, 'PUT', `/api/inventories/${path}`, {
      description: 'Cold goods.',
      version: 1,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      inventory: expect.objectContaining({ name, description: 'Cold goods.', version: 2 }),
      message: serverMessages.updated('inventory'),
    });
    const renamed = `${name} East`;
    const patch = await call(manager, 'PATCH', `/api/inventories/${path}`, {
      name: renamed,
      phone: '',
      version: 2,
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().inventory).toMatchObject({ name: renamed, phone: null, version: 3 });
    const stale = await call(manager, 'PATCH', `/api/inventories/${renamed.replaceAll(' ', '-')}`, {
      address: 'x road',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: serverMessages.staleVersion('inventory') });

    // Only the admin deletes.
    expect(
      (await call(manager, 'DELETE', `/api/inventories/${renamed.replaceAll(' ', '-')}`)).statusCode,
    ).toBe(403);
    const removed = await call(admin, 'DELETE', `/api/inventories/${renamed.replaceAll(' ', '-')}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: serverMessages.deleted('inventory') });
    const gone = await call(admin, 'GET', `/api/inventories/${renamed.replaceAll(' ', '-')}`);
    expect(gone.statusCode).toBe(404);
  });

  it('lists under `inventories` with total and facets, searched by name, sorted and paged', async () => {
    const id = tag();
    for (const name of [`Zed ${id} B`, `Zed ${id} A`, `Zed ${id} C`]) {
      expect((await call(admin, 'POST', '/api/inventories', { name, address: '2 Row' })).statusCode).toBe(
        201,
      );
    }
    const response = await call(
      captain,
      'GET',
      `/api/inventories?q=zed%20${id}&sort=name&order=desc&pageSize=2`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      inventories: [
        expect.objectContaining({ name: `Zed ${id} C` }),
        expect.objectContaining({ name: `Zed ${id} B` }),
      ],
      total: 3,
      facets: {},
    });
    const all = await call(captain, 'GET', '/api/inventories');
    expect(all.json().total).toBeGreaterThanOrEqual(3);
  });

  it('shows the stock rows and quantities of an inventory after a purchase, and refuses to delete it (409)', async () => {
    const data = await makeMasterData(t);
    const [inventory] = data.inventories as [string];
    const mrId = `MR-${tag()}`;
    const purchase = await call(admin, 'POST', '/api/purchases', {
      mr_id: mrId,
      purchase_date: today(),
      vendor: data.vendor,
      inventory,
      products: [
        { product: data.products[0], quantity: 7, unit_price: '2' },
        { product: data.products[1], quantity: 3, unit_price: '5' },
      ],
    });
    expect(purchase.statusCode).toBe(201);
    const detail = await call(captain, 'GET', `/api/inventories/${inventory.replaceAll(' ', '-')}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().inventory).toMatchObject({ name: inventory, address: '1 Test Road' });
    expect(detail.json().inventory.inventories).toEqual([
      { id: expect.any(String), mr_id: mrId, product: data.products[0], quantity: 7 },
      { id: expect.any(String), mr_id: mrId, product: data.products[1], quantity: 3 },
    ]);

    const refused = await call(admin, 'DELETE', `/api/inventories/${inventory.replaceAll(' ', '-')}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: serverMessages.hasDependents(
        'inventory',
        inventory,
        'purchases and stock batches with units left',
      ),
    });
    expect((await call(admin, 'GET', `/api/inventories/${inventory.replaceAll(' ', '-')}`)).statusCode).toBe(
      200,
    );
  });

  it("answers 400 with the contract's exact message, 409 for a taken name, and changes nothing", async () => {
    const count = () => rowCount(t.app.db, 'inventories');
    const before = await count();
    for (const body of [
      { name: 'ab', address: 'x' },
      { name: 'Valid Name' },
      { name: 'Valid Name', address: 'x', email: 'nope' },
      { name: 'Valid Name', address: 'x', description: 'd'.repeat(751) },
      { name: 'Valid Name', address: 'a'.repeat(256) },
    ]) {
      const response = await call(admin, 'POST', '/api/inventories', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: contractMessage(inventoryCreateSchema, body) });
    }
    const reserved = await call(admin, 'POST', '/api/inventories', {
      name: 'Supervisors',
      address: 'x road',
    });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json()).toEqual({ message: serverMessages.reservedName('Supervisors') });
    expect(await count()).toBe(before);

    const name = `Twin Store ${tag()}`;
    expect((await call(admin, 'POST', '/api/inventories', { name, address: 'x road' })).statusCode).toBe(201);
    const twin = await call(admin, 'POST', '/api/inventories', {
      name: name.toUpperCase().replaceAll(' ', '-'),
      address: 'y',
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toEqual({
      message: serverMessages.duplicate('inventory', 'name', name.toUpperCase().replaceAll(' ', '-')),
      field: 'name',
    });
    expect(
      (await call(captain, 'POST', '/api/inventories', { name: `Cap ${tag()}`, address: 'x' })).statusCode,
    ).toBe(403);
  });
});
