import {
  createdSuccess,
  lineItemThings,
  serverMessages,
  documentMessages,
} from '@logistics/shared/contracts/messages';
import { SAME_INVENTORY, transferCreateSchema } from '@logistics/shared/contracts/transfers';
import { listStockRows } from '../src/stock/stock-rows.js';
import { contractMessage, describeOnDatabases } from './helpers.js';
import { demoSessions } from './sessions.js';
import {
  documentSuite,
  shortOfStock,
  type MasterData,
  oneLineSale,
  tag,
  today,
} from './document-fixtures.js';

describeOnDatabases('transfers', (t) => {
  t.alsoOnPGlite([
    'creates a transfer (201) that moves the batch from source to destination',
    'refuses a transfer of more than the batch holds (409) and changes nothing',
    'updates a transfer and its lines, moving stock back and forth, and deletes it',
    'searches, filters by source and destination, takes a date range, sorts, pages and counts facets',
  ]);
  const { admin, inventoryManager, procurementManager: procurement } = demoSessions(t);
  const { call, makeMasterData, stockOf, snapshot, inChargeOf } = documentSuite(t);

  /** Fresh master data with a batch of 20 units of each product in inventory 0. */
  async function stocked(): Promise<MasterData & { mrId: string }> {
    const data = await makeMasterData();
    const mrId = `MR-${tag()}`;
    const response = await call(admin, 'POST', '/api/purchases', {
      mr_id: mrId,
      purchase_date: '2025-01-05',
      vendor: data.vendor,
      inventory: data.inventories[0],
      products: data.products.map((product) => ({ product, quantity: 20, unit_price: '1' })),
    });
    expect(response.statusCode).toBe(201);
    return { ...data, mrId };
  }

  const transferBody = (data: MasterData & { mrId: string }, quantity = 6, overrides: object = {}) => ({
    trf_id: `TRF-${tag()}`,
    transfer_date: today(),
    source_inventory: data.inventories[0],
    destination_inventory: data.inventories[1],
    products: [{ mr_id: data.mrId, product: data.products[0], quantity }],
    ...overrides,
  });

  it('creates a transfer (201) that moves the batch from source to destination', async () => {
    const data = await stocked();
    const body = transferBody(data);
    const response = await call(inventoryManager, 'POST', '/api/transfers', body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      transfer: {
        id: expect.any(String),
        version: 1,
        created_at: expect.any(String),
        updated_at: expect.any(String),
        trf_id: body.trf_id,
        transfer_date: today(),
        source_inventory: data.inventories[0],
        destination_inventory: data.inventories[1],
        products: [{ id: expect.any(String), mr_id: data.mrId, product: data.products[0], quantity: 6 }],
      },
      message: createdSuccess('transfer'),
    });
    expect(await stockOf(data.inventoryIds[0] as string, data.productIds[0] as string)).toEqual({
      [data.mrId]: 14,
    });
    expect(await stockOf(data.inventoryIds[1] as string, data.productIds[0] as string)).toEqual({
      [data.mrId]: 6,
    });
    expect((await call(admin, 'GET', `/api/transfers/${body.trf_id}`)).json().transfer.trf_id).toBe(
      body.trf_id,
    );
    // The inventory detail's stock rows: what is left per batch, by product name.
    expect(await listStockRows(t.app.db, data.inventoryIds[1] as string)).toEqual([
      { id: expect.any(String), mr_id: data.mrId, product: data.products[0], quantity: 6 },
    ]);
    expect(
      (await listStockRows(t.app.db, data.inventoryIds[0] as string)).map((row) => row.quantity),
    ).toEqual([14, 20]);
    const duplicate = await call(admin, 'POST', '/api/transfers', body);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      message: serverMessages.duplicate('transfer', 'TRF ID', body.trf_id),
      field: 'trf_id',
    });
  });

  it('refuses a transfer of more than the batch holds (409) and changes nothing', async () => {
    const data = await stocked();
    const before = await snapshot();
    const response = await call(
      admin,
      'POST',
      '/api/transfers',
      transferBody(data, 5, {
        products: [
          { mr_id: data.mrId, product: data.products[1], quantity: 5 },
          { mr_id: data.mrId, product: data.products[0], quantity: 21 },
        ],
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: shortOfStock(data, { available: 20, needed: 21, mrId: data.mrId }),
      field: 'products.1.quantity',
    });
    const unknownBatch = await call(
      admin,
      'POST',
      '/api/transfers',
      transferBody(data, 1, { products: [{ mr_id: 'MR-NONE-1', product: data.products[0], quantity: 1 }] }),
    );
    expect(unknownBatch.statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 with the exact contract message for bad bodies', async () => {
    const data = await stocked();
    const before = await snapshot();
    const bodies = [
      transferBody(data, 1, { trf_id: 'T1' }),
      transferBody(data, 1, { destination_inventory: data.inventories[0] }),
      transferBody(data, 0),
      transferBody(data, 1, { products: [] }),
      transferBody(data, 1, { products: [{ mr_id: 'MR1', product: data.products[0], quantity: 1 }] }),
    ];
    for (const body of bodies) {
      const response = await call(admin, 'POST', '/api/transfers', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: contractMessage(transferCreateSchema, body) });
    }
    expect(contractMessage(transferCreateSchema, bodies[0])).toBe(
      'TRF ID must be at least 6 characters long',
    );
    expect(contractMessage(transferCreateSchema, bodies[1])).toBe(SAME_INVENTORY);
    expect(await snapshot()).toEqual(before);
  });

  it('updates a transfer and its lines, moving stock back and forth, and deletes it', async () => {
    const data = await stocked();
    const body = transferBody(data);
    const created = (await call(admin, 'POST', '/api/transfers', body)).json().transfer;
    const at = (inventory: number, product = 0) =>
      stockOf(data.inventoryIds[inventory] as string, data.productIds[product] as string);

    const line = created.products[0].id as string;
    const grown = await call(inventoryManager, 'PUT', `/api/transfer-products/${line}`, {
      quantity: 9,
      version: 1,
    });
    expect(grown.statusCode).toBe(200);
    expect(grown.json()).toEqual({
      record: { id: line, mr_id: data.mrId, product: data.products[0], quantity: 9 },
      transfer: expect.objectContaining({ trf_id: body.trf_id, version: 2 }),
      message: serverMessages.updated(lineItemThings.transfer),
    });
    expect(await at(0)).toEqual({ [data.mrId]: 11 });
    expect(await at(1)).toEqual({ [data.mrId]: 9 });

    const shrunk = await call(admin, 'PATCH', `/api/transfer-products/${line}`, {
      quantity: 4,
      version: 2,
    });
    expect(shrunk.statusCode).toBe(200);
    expect(await at(0)).toEqual({ [data.mrId]: 16 });
    expect(await at(1)).toEqual({ [data.mrId]: 4 });

    const put = await call(admin, 'PUT', `/api/transfers/${body.trf_id}`, {
      version: 3,
      new_products: [{ mr_id: data.mrId, product: data.products[1], quantity: 2 }],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().message).toBe(serverMessages.updated('transfer'));
    expect(put.json().transfer.products).toHaveLength(2);
    expect(await at(1, 1)).toEqual({ [data.mrId]: 2 });

    const stale = await call(admin, 'PATCH', `/api/transfers/${body.trf_id}`, {
      transfer_date: today(),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: serverMessages.staleVersion('transfer') });

    const same = await call(admin, 'PATCH', `/api/transfers/${body.trf_id}`, {
      destination_inventory: data.inventories[0],
      version: 4,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ message: SAME_INVENTORY });

    // The destination sells part of what it received: moving it all back is refused.
    const sold = oneLineSale(data, { inventory: 1, quantity: 3, unit_price: '1' });
    const sale = await call(admin, 'POST', '/api/sales', sold);
    expect(sale.statusCode).toBe(201);
    const before = await snapshot();
    const refused = await call(admin, 'DELETE', `/api/transfers/${body.trf_id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: shortOfStock(data, { available: 1, needed: 4, mrId: data.mrId, inventory: 1 }),
    });
    expect(await snapshot()).toEqual(before);

    // Removing the other line moves it back; then the sale is cancelled and the transfer can go.
    const otherLine = put.json().transfer.products.find((p: { id: string }) => p.id !== line).id;
    const removedLine = await call(inventoryManager, 'DELETE', `/api/transfer-products/${otherLine}`);
    expect(removedLine.statusCode).toBe(200);
    expect(removedLine.json()).toEqual({ message: serverMessages.deleted(lineItemThings.transfer) });
    expect(await at(0, 1)).toEqual({ [data.mrId]: 20 });
    expect(
      (await call(admin, 'PATCH', `/api/sales/${sale.json().sale.bill_id}`, { status: 'return', version: 1 }))
        .statusCode,
    ).toBe(200);
    const deleted = await call(inventoryManager, 'DELETE', `/api/transfers/${body.trf_id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: serverMessages.deleted('transfer') });
    expect(await at(0)).toEqual({ [data.mrId]: 20 });
    expect(await at(1)).toEqual({ [data.mrId]: 0 });
  });

  it('confines the inventory-in-charge to transfers from or to their inventory', async () => {
    const data = await stocked();
    const third = await makeMasterData(1);
    const { session: inCharge } = await inChargeOf(data.inventoryIds[1] as string);

    // Into their inventory, by the admin: they read it.
    const incoming = transferBody(data, 2);
    expect((await call(admin, 'POST', '/api/transfers', incoming)).statusCode).toBe(201);
    // Neither source nor destination is theirs.
    const foreign = transferBody(data, 1, { destination_inventory: third.inventories[0] });
    const refused = await call(inCharge, 'POST', '/api/transfers', foreign);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: documentMessages.transferSourceNotOwn(data.inventories[0] as string),
    });
    expect((await call(admin, 'POST', '/api/transfers', foreign)).statusCode).toBe(201);

    const listed = (await call(inCharge, 'GET', '/api/transfers?pageSize=200')).json();
    expect(listed.transfers.map((transfer: { trf_id: string }) => transfer.trf_id)).toEqual([
      incoming.trf_id,
    ]);
    expect(listed.total).toBe(1);
    expect((await call(inCharge, 'GET', `/api/transfers/${incoming.trf_id}`)).statusCode).toBe(200);
    expect((await call(inCharge, 'GET', `/api/transfers/${foreign.trf_id}`)).statusCode).toBe(404);
    expect(
      (
        await call(inCharge, 'PATCH', `/api/transfers/${foreign.trf_id}`, {
          transfer_date: today(),
          version: 1,
        })
      ).statusCode,
    ).toBe(404);
    // Deleting a transfer and removing its lines are the admin's and the inventory-manager's only.
    expect((await call(inCharge, 'DELETE', `/api/transfers/${incoming.trf_id}`)).statusCode).toBe(403);
    expect((await call(procurement, 'GET', '/api/transfers')).statusCode).toBe(403);
  });

  it('lets the inventory-in-charge move stock out of their own inventory only', async () => {
    const data = await stocked();
    const third = await makeMasterData(1);
    const { id: accountId, session: inCharge } = await inChargeOf(data.inventoryIds[1] as string);
    const at = (inventory: number) =>
      stockOf(data.inventoryIds[inventory] as string, data.productIds[0] as string);
    const notTheirs = { message: documentMessages.transferSourceNotOwn(data.inventories[0] as string) };

    // Pulling another inventory's stock into their own: refused, nothing moves.
    const before = await snapshot();
    const pull = await call(inCharge, 'POST', '/api/transfers', transferBody(data, 20));
    expect(pull.statusCode).toBe(403);
    expect(pull.json()).toEqual(notTheirs);
    expect(await snapshot()).toEqual(before);
    expect(await at(0)).toEqual({ [data.mrId]: 20 });

    // A transfer into their inventory, made by the manager: they read it, but change neither head nor lines.
    const incoming = transferBody(data, 6);
    const created = (await call(inventoryManager, 'POST', '/api/transfers', incoming)).json().transfer;
    const incomingLine = created.products[0].id as string;
    const unchanged = await snapshot();
    for (const [method, url, body] of [
      ['PATCH', `/api/transfers/${incoming.trf_id}`, { transfer_date: today(), version: 1 }],
      [
        'PUT',
        `/api/transfers/${incoming.trf_id}`,
        { version: 1, new_products: [{ mr_id: data.mrId, product: data.products[1], quantity: 1 }] },
      ],
      ['PUT', `/api/transfer-products/${incomingLine}`, { quantity: 20, version: 1 }],
      ['PATCH', `/api/transfer-products/${incomingLine}`, { quantity: 1, version: 1 }],
    ] as const) {
      const response = await call(inCharge, method, url, body);
      expect([method, url, response.statusCode, response.json()]).toEqual([method, url, 403, notTheirs]);
    }
    expect(await snapshot()).toEqual(unchanged);
    expect(await at(0)).toEqual({ [data.mrId]: 14 });
    expect(await at(1)).toEqual({ [data.mrId]: 6 });

    // Out of their own inventory: created, raised, dated.
    const outgoing = transferBody(data, 2, {
      source_inventory: data.inventories[1],
      destination_inventory: third.inventories[0],
    });
    const sent = await call(inCharge, 'POST', '/api/transfers', outgoing);
    expect(sent.statusCode).toBe(201);
    const line = sent.json().transfer.products[0].id as string;
    const raised = await call(inCharge, 'PUT', `/api/transfer-products/${line}`, { quantity: 3, version: 1 });
    expect(raised.statusCode).toBe(200);
    expect(await at(1)).toEqual({ [data.mrId]: 3 });
    const dated = await call(inCharge, 'PATCH', `/api/transfers/${outgoing.trf_id}`, {
      transfer_date: '2025-02-01',
      version: 2,
    });
    expect(dated.statusCode).toBe(200);

    // Taking units back out of the destination is the manager's (as removing lines and deleting are).
    const takeBack = {
      message: documentMessages.transferTakeBack(third.inventories[0] as string),
    };
    const afterOwn = await snapshot();
    const lowered = await call(inCharge, 'PUT', `/api/transfer-products/${line}`, {
      quantity: 1,
      version: 3,
    });
    expect([lowered.statusCode, lowered.json()]).toEqual([403, { ...takeBack, field: 'quantity' }]);
    const rerouted = await call(inCharge, 'PATCH', `/api/transfers/${outgoing.trf_id}`, {
      destination_inventory: data.inventories[0],
      version: 3,
    });
    expect([rerouted.statusCode, rerouted.json()]).toEqual([403, takeBack]);
    const resourced = await call(inCharge, 'PATCH', `/api/transfers/${outgoing.trf_id}`, {
      source_inventory: data.inventories[0],
      version: 3,
    });
    expect([resourced.statusCode, resourced.json()]).toEqual([403, notTheirs]);
    expect(await snapshot()).toEqual(afterOwn);
    expect(
      (await call(inventoryManager, 'PUT', `/api/transfer-products/${line}`, { quantity: 1, version: 3 }))
        .statusCode,
    ).toBe(200);
    expect(await at(1)).toEqual({ [data.mrId]: 5 });

    // With no active assignment, no transfer at all.
    await t.app.db
      .updateTable('inventory_employments')
      .set({ employee_status: false, termination_date: today() })
      .where('employee_id', '=', accountId)
      .execute();
    const none = await call(inCharge, 'POST', '/api/transfers', outgoing);
    expect([none.statusCode, none.json()]).toEqual([403, { message: documentMessages.noActiveInventory }]);
  });

  it('names the saved line an inventory-in-charge may not lower, by its place in the body that lowered it', async () => {
    const data = await stocked();
    const third = await makeMasterData(1);
    const { session: inCharge } = await inChargeOf(data.inventoryIds[0] as string);
    const body = transferBody(data, 4, {
      destination_inventory: third.inventories[0],
      products: [
        { mr_id: data.mrId, product: data.products[0], quantity: 4 },
        { mr_id: data.mrId, product: data.products[1], quantity: 4 },
      ],
    });
    const created = await call(inCharge, 'POST', '/api/transfers', body);
    expect(created.statusCode).toBe(201);
    const [first, second] = created.json().transfer.products as Array<{ id: string }>;
    const takeBack = documentMessages.transferTakeBack(third.inventories[0] as string);
    const before = await snapshot();

    // Its own update names the quantity; the transfer's update, the line's place in `changed_products`.
    const lowered = await call(inCharge, 'PUT', `/api/transfer-products/${second?.id}`, {
      quantity: 3,
      version: 1,
    });
    expect([lowered.statusCode, lowered.json()]).toEqual([403, { message: takeBack, field: 'quantity' }]);
    const saved = await call(inCharge, 'PATCH', `/api/transfers/${body.trf_id}`, {
      version: 1,
      changed_products: [
        { id: first?.id, quantity: 5, version: 1 },
        { id: second?.id, quantity: 3, version: 1 },
      ],
    });
    expect([saved.statusCode, saved.json()]).toEqual([
      403,
      { message: takeBack, field: 'changed_products.1.quantity' },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a second line on a batch the first one emptied, naming the second line', async () => {
    const data = await stocked();
    const twice = [
      { mr_id: data.mrId, product: data.products[0], quantity: 12 },
      { mr_id: data.mrId, product: data.products[0], quantity: 12 },
    ];
    const before = await snapshot();
    // The batch holds 20: the first line takes 12, the second finds 8.
    const short = { message: shortOfStock(data, { available: 8, needed: 12, mrId: data.mrId }) };
    const created = await call(admin, 'POST', '/api/transfers', transferBody(data, 1, { products: twice }));
    expect([created.statusCode, created.json()]).toEqual([409, { ...short, field: 'products.1.quantity' }]);
    expect(await snapshot()).toEqual(before);

    const body = transferBody(data, 1, {
      products: [{ mr_id: data.mrId, product: data.products[1], quantity: 1 }],
    });
    expect((await call(admin, 'POST', '/api/transfers', body)).statusCode).toBe(201);
    const saved = await snapshot();
    const added = await call(admin, 'PATCH', `/api/transfers/${body.trf_id}`, {
      version: 1,
      new_products: twice,
    });
    expect([added.statusCode, added.json()]).toEqual([409, { ...short, field: 'new_products.1.quantity' }]);
    expect(await snapshot()).toEqual(saved);
  });

  it('searches, filters by source and destination, takes a date range, sorts, pages and counts facets', async () => {
    const data = await stocked();
    const id = tag();
    for (const [n, date] of [
      [1, '2025-02-01'],
      [2, '2025-03-01'],
      [3, '2025-04-01'],
    ] as const) {
      const response = await call(admin, 'POST', '/api/transfers', {
        ...transferBody(data, 1, { trf_id: `LT-${id}-${n}`, transfer_date: date }),
        ...(n === 3
          ? { source_inventory: data.inventories[0], destination_inventory: data.inventories[1] }
          : {}),
      });
      expect(response.statusCode).toBe(201);
    }
    const back = await call(admin, 'POST', '/api/transfers', {
      ...transferBody(data, 1, { trf_id: `LT-${id}-4`, transfer_date: '2025-05-01' }),
      source_inventory: data.inventories[1],
      destination_inventory: data.inventories[0],
    });
    expect(back.statusCode).toBe(201);
    const list = async (query: string) => {
      const body = (await call(admin, 'GET', `/api/transfers?q=LT-${id}&${query}`)).json();
      return {
        ids: body.transfers.map((x: { trf_id: string }) => x.trf_id.split('-').at(-1)),
        total: body.total,
        facets: body.facets,
      };
    };
    const [a, b] = data.inventories as [string, string];
    expect(await list('sort=transfer_date')).toEqual({
      ids: ['1', '2', '3', '4'],
      total: 4,
      facets: { source_inventory: { [a]: 3, [b]: 1 }, destination_inventory: { [b]: 3, [a]: 1 } },
    });
    const fromB = await list(`source_inventory=${encodeURIComponent(b)}`);
    expect(fromB).toMatchObject({ ids: ['4'], total: 1 });
    expect(fromB.facets.source_inventory).toEqual({ [a]: 3, [b]: 1 });
    expect(fromB.facets.destination_inventory).toEqual({ [a]: 1 });
    expect((await list('from=2025-02-15&to=2025-04-15&sort=trf_id&order=desc')).ids).toEqual(['3', '2']);
    expect((await list('sort=transfer_date&order=desc&page=2&pageSize=3')).ids).toEqual(['1']);
  });
});
