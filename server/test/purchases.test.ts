import { createdSuccess, lineItemThings, serverMessages } from '@logistics/shared/contracts/messages';
import { totalPrice } from '@logistics/shared/contracts/money';
import { purchaseCreateSchema } from '@logistics/shared/contracts/purchases';
import { DATE_IN_FUTURE } from '@logistics/shared/contracts/validation';
import { contractMessage, describeOnDatabases } from './helpers.js';
import { demoSessions } from './sessions.js';
import { documentSuite, shortOfStock, type MasterData, oneLineSale, tag } from './document-fixtures.js';

describeOnDatabases('purchases', (t) => {
  t.alsoOnPGlite([
    'creates a purchase (201) with its lines, a server-computed total, and stock in its batch',
    'refuses (409) to delete a purchase, or shrink or remove a line, whose stock was used, and changes nothing',
    'searches, filters, sorts, pages and counts facets on the server',
  ]);
  const { admin, procurementManager: procurement, inventoryManager, captain } = demoSessions(t);
  let data: MasterData;
  const { call, makeMasterData, stockOf, snapshot } = documentSuite(t);

  beforeAll(async () => {
    data = await makeMasterData();
  });

  const purchaseBody = (mrId: string, overrides: object = {}) => ({
    mr_id: mrId,
    purchase_date: '2025-02-03',
    vendor: data.vendor,
    inventory: data.inventories[0],
    adjustment: '2.5',
    total_price: '999999',
    products: [
      { product: data.products[0], quantity: 10, unit_price: '3.333', discount: 10 },
      { product: data.products[1], quantity: 4, unit_price: 7 },
    ],
    ...overrides,
  });

  it('creates a purchase (201) with its lines, a server-computed total, and stock in its batch', async () => {
    const mrId = `MR-${tag()}`;
    const response = await call(procurement, 'POST', '/api/purchases', purchaseBody(mrId));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(createdSuccess('purchase'));
    const expectedTotal = totalPrice(
      [
        { quantity: 10, unit_price: '3.333', discount: 10 },
        { quantity: 4, unit_price: '7', discount: 0 },
      ],
      '2.5',
    );
    expect(expectedTotal).toBe('55.497');
    expect(body.purchase).toEqual({
      id: expect.any(String),
      version: 1,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      mr_id: mrId,
      purchase_date: '2025-02-03',
      vendor: data.vendor,
      inventory: data.inventories[0],
      adjustment: '2.500',
      total_price: expectedTotal,
      products: [
        {
          id: expect.any(String),
          product: data.products[0],
          quantity: 10,
          unit_price: '3.333',
          discount: 10,
          mr_id: mrId,
        },
        {
          id: expect.any(String),
          product: data.products[1],
          quantity: 4,
          unit_price: '7.000',
          discount: 0,
          mr_id: mrId,
        },
      ],
    });
    expect(await stockOf(data.inventoryIds[0] as string, data.productIds[0] as string)).toMatchObject({
      [mrId]: 10,
    });
    expect(await stockOf(data.inventoryIds[0] as string, data.productIds[1] as string)).toMatchObject({
      [mrId]: 4,
    });

    const read = await call(inventoryManager, 'GET', `/api/purchases/${mrId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ purchase: body.purchase });

    const duplicate = await call(admin, 'POST', '/api/purchases', purchaseBody(mrId));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      message: serverMessages.duplicate('purchase', 'MR ID', mrId),
      field: 'mr_id',
    });
  });

  it('answers 400 with the exact contract message for bad bodies, and changes nothing', async () => {
    const before = await snapshot();
    const bodies = [
      purchaseBody('MR1'),
      purchaseBody('MR-123456789012345678901'),
      purchaseBody(`MR-${tag()}`, { products: [] }),
      purchaseBody(`MR-${tag()}`, {
        products: [{ product: data.products[0], quantity: 0, unit_price: '1' }],
      }),
      purchaseBody(`MR-${tag()}`, {
        products: [{ product: data.products[0], quantity: 1.5, unit_price: '1' }],
      }),
      purchaseBody(`MR-${tag()}`, {
        products: [{ product: data.products[0], quantity: 1, unit_price: '1', discount: 101 }],
      }),
      purchaseBody(`MR-${tag()}`, { adjustment: '1.2345' }),
      { ...purchaseBody(`MR-${tag()}`), vendor: '' },
    ];
    const expected = [
      'MR ID be at least 6 characters long',
      'MR ID must not exceed 20 characters',
      'At least one product is required',
      'Product quantity must be a positive number',
      'Product quantity must be an integer',
      'Discount must have a maximum of hundred percent',
    ];
    for (const [index, body] of bodies.entries()) {
      const response = await call(admin, 'POST', '/api/purchases', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: contractMessage(purchaseCreateSchema, body) });
      if (expected[index]) expect(contractMessage(purchaseCreateSchema, body)).toBe(expected[index]);
    }
    // Names that refer to nothing: 400 naming them.
    const unknownProduct = await call(
      admin,
      'POST',
      '/api/purchases',
      purchaseBody(`MR-${tag()}`, {
        products: [{ product: 'No Such Product', quantity: 1, unit_price: '1' }],
      }),
    );
    expect(unknownProduct.statusCode).toBe(400);
    expect(unknownProduct.json()).toEqual({ message: serverMessages.notFound('product', 'No Such Product') });
    expect(await snapshot()).toEqual(before);
  });

  it("takes the date that is today for a person ahead of the server's time zone, and refuses a day begun nowhere yet", async () => {
    // Today in the Line Islands (UTC+14), the time zone furthest ahead; from 10:00 UTC on, the server's tomorrow.
    const dayOf = (hoursAhead: number) =>
      new Date(Date.now() + hoursAhead * 3_600_000).toISOString().slice(0, 10);
    const created = await call(
      admin,
      'POST',
      '/api/purchases',
      purchaseBody(`MR-${tag()}`, { purchase_date: dayOf(14) }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().purchase.purchase_date).toBe(dayOf(14));

    const before = await snapshot();
    const refused = await call(
      admin,
      'POST',
      '/api/purchases',
      purchaseBody(`MR-${tag()}`, { purchase_date: dayOf(14 + 24) }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: DATE_IN_FUTURE });
    expect(await snapshot()).toEqual(before);
  });

  it('updates by PUT and PATCH (adding lines, moving stock), refuses a stale version, and updates and removes lines', async () => {
    const mrId = `MR-${tag()}`;
    const created = (await call(admin, 'POST', '/api/purchases', purchaseBody(mrId))).json().purchase;

    const put = await call(procurement, 'PUT', `/api/purchases/${mrId}`, {
      adjustment: '0',
      version: 1,
      new_products: [{ product: data.products[0], quantity: 5, unit_price: '1' }],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().message).toBe(serverMessages.updated('purchase'));
    const updated = put.json().purchase;
    expect(updated.version).toBe(2);
    expect(updated.products).toHaveLength(3);
    expect(updated.total_price).toBe('62.997'); // 10 × 3.333 × 0.9 + 4 × 7 + 5 × 1 − 0
    expect(await stockOf(data.inventoryIds[0] as string, data.productIds[0] as string)).toMatchObject({
      [mrId]: 15,
    });

    const stale = await call(admin, 'PATCH', `/api/purchases/${mrId}`, { adjustment: '1', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: serverMessages.staleVersion('purchase') });

    // A new inventory moves the purchase's stock.
    const moved = await call(admin, 'PATCH', `/api/purchases/${mrId}`, {
      inventory: data.inventories[1],
      version: 2,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().purchase.inventory).toBe(data.inventories[1]);
    expect(await stockOf(data.inventoryIds[0] as string, data.productIds[0] as string)).toMatchObject({
      [mrId]: 0,
    });
    expect(await stockOf(data.inventoryIds[1] as string, data.productIds[0] as string)).toMatchObject({
      [mrId]: 15,
    });

    // Line update: quantity 10 -> 12 adds 2 units; the answer is the purchase with its new total.
    const line = created.products[0].id as string;
    // A line's update carries its purchase's version: one the purchase has moved past is refused.
    const staleLine = await call(procurement, 'PUT', `/api/purchase-products/${line}`, {
      quantity: 12,
      unit_price: '3',
      version: 2,
    });
    expect([staleLine.statusCode, staleLine.json()]).toEqual([
      409,
      { message: serverMessages.staleVersion('purchase') },
    ]);
    const lineUpdate = await call(procurement, 'PUT', `/api/purchase-products/${line}`, {
      quantity: 12,
      unit_price: '3',
      version: 3,
    });
    expect(lineUpdate.statusCode).toBe(200);
    expect(lineUpdate.json().message).toBe(serverMessages.updated(lineItemThings.purchase));
    const afterLine = lineUpdate.json().purchase;
    expect(afterLine.products.find((p: { id: string }) => p.id === line)).toMatchObject({
      quantity: 12,
      unit_price: '3.000',
      discount: 0,
    });
    expect(afterLine.total_price).toBe(
      totalPrice(
        [
          { quantity: 12, unit_price: '3' },
          { quantity: 4, unit_price: '7' },
          { quantity: 5, unit_price: '1' },
        ],
        '0',
      ),
    );
    expect(await stockOf(data.inventoryIds[1] as string, data.productIds[0] as string)).toMatchObject({
      [mrId]: 17,
    });

    // Removing a line is the admin's alone, and takes its units back.
    expect((await call(procurement, 'DELETE', `/api/purchase-products/${line}`)).statusCode).toBe(403);
    const removed = await call(admin, 'DELETE', `/api/purchase-products/${line}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: serverMessages.deleted(lineItemThings.purchase) });
    expect(await stockOf(data.inventoryIds[1] as string, data.productIds[0] as string)).toMatchObject({
      [mrId]: 5,
    });
    expect((await call(admin, 'DELETE', `/api/purchase-products/${line}`)).statusCode).toBe(404);
    expect(
      (
        await call(admin, 'PUT', '/api/purchase-products/not-a-line', {
          quantity: 1,
          unit_price: '1',
          version: 1,
        })
      ).statusCode,
    ).toBe(404);

    // The inventory-manager opens the edit dialog but may not save.
    expect(
      (await call(inventoryManager, 'PATCH', `/api/purchases/${mrId}`, { adjustment: '1', version: 4 }))
        .statusCode,
    ).toBe(403);

    const deleted = await call(admin, 'DELETE', `/api/purchases/${mrId}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: serverMessages.deleted('purchase') });
    expect(await stockOf(data.inventoryIds[1] as string, data.productIds[0] as string)).toMatchObject({
      [mrId]: 0,
    });
    expect((await call(admin, 'GET', `/api/purchases/${mrId}`)).statusCode).toBe(404);
  });

  it('refuses (409) to delete a purchase, or shrink or remove a line, whose stock was used, and changes nothing', async () => {
    // Fresh master data: the sale below can take only from this purchase's batch.
    data = await makeMasterData();
    const mrId = `MR-${tag()}`;
    const created = (await call(admin, 'POST', '/api/purchases', purchaseBody(mrId))).json().purchase;
    const sale = await call(admin, 'POST', '/api/sales', oneLineSale(data, { quantity: 7, unit_price: '5' }));
    expect(sale.statusCode).toBe(201);
    const before = await snapshot();

    const message = shortOfStock(data, { available: 3, needed: 10, mrId });
    const deleted = await call(admin, 'DELETE', `/api/purchases/${mrId}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toEqual({ message });
    const removedLine = await call(admin, 'DELETE', `/api/purchase-products/${created.products[0].id}`);
    expect(removedLine.json()).toEqual({ message });
    const shrunk = await call(admin, 'PUT', `/api/purchase-products/${created.products[0].id}`, {
      quantity: 2,
      unit_price: '1',
      version: 1,
    });
    expect(shrunk.statusCode).toBe(409);
    expect(shrunk.json()).toEqual({
      message: shortOfStock(data, { available: 3, needed: 8, mrId }),
      field: 'quantity',
    });
    expect(await snapshot()).toEqual(before);
    expect(await stockOf(data.inventoryIds[0] as string, data.productIds[0] as string)).toMatchObject({
      [mrId]: 3,
    });
  });

  it('answers 401 without a token and 403 for roles outside the matrix', async () => {
    expect((await call(undefined, 'GET', '/api/purchases')).statusCode).toBe(401);
    expect((await call(captain, 'GET', '/api/purchases')).statusCode).toBe(403);
    const refused = await call(inventoryManager, 'POST', '/api/purchases', purchaseBody(`MR-${tag()}`));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'An inventory-manager may not create purchases.' });
    expect((await call(procurement, 'DELETE', '/api/purchases/anything')).statusCode).toBe(403);
  });

  it('searches, filters, sorts, pages and counts facets on the server', async () => {
    const id = tag();
    const make = (n: number, inventory: number, date: string) =>
      call(admin, 'POST', '/api/purchases', {
        ...purchaseBody(`LST-${id}-${n}`, { purchase_date: date, inventory: data.inventories[inventory] }),
        products: [{ product: data.products[0], quantity: n, unit_price: '1' }],
        adjustment: '0',
      });
    for (const [n, inventory, date] of [
      [1, 0, '2025-01-10'],
      [2, 0, '2025-03-10'],
      [3, 1, '2025-05-10'],
      [4, 1, '2025-07-10'],
    ] as const) {
      expect((await make(n, inventory, date)).statusCode).toBe(201);
    }
    const list = async (query: string) => {
      const response = await call(admin, 'GET', `/api/purchases?q=LST-${id}&${query}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      return {
        ids: body.purchases.map((p: { mr_id: string }) => p.mr_id.split('-').at(-1)),
        total: body.total,
        facets: body.facets,
      };
    };
    expect(await list('sort=purchase_date&order=asc')).toEqual({
      ids: ['1', '2', '3', '4'],
      total: 4,
      facets: {
        inventory: { [data.inventories[0] as string]: 2, [data.inventories[1] as string]: 2 },
        vendor: { [data.vendor]: 4 },
      },
    });
    expect((await list('sort=total_price&order=desc&page=2&pageSize=3')).ids).toEqual(['1']);
    expect((await list('sort=purchase_date&order=desc&pageSize=2')).ids).toEqual(['4', '3']);
    const filtered = await list(`inventory=${encodeURIComponent(data.inventories[1] as string)}&sort=mr_id`);
    expect(filtered.ids).toEqual(['3', '4']);
    expect(filtered.total).toBe(2);
    // A filter's own facet still counts every option (faceted multi-select).
    expect(filtered.facets.inventory).toEqual({
      [data.inventories[0] as string]: 2,
      [data.inventories[1] as string]: 2,
    });
    expect(filtered.facets.vendor).toEqual({ [data.vendor]: 2 });
    expect((await list('from=2025-03-01&to=2025-06-30&sort=mr_id')).ids).toEqual(['2', '3']);
    expect((await list(`vendor=Nobody`)).total).toBe(0);
    expect((await call(admin, 'GET', '/api/purchases?sort=colour')).statusCode).toBe(400);
  });
});
