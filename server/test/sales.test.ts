import {
  createdSuccess,
  lineItemThings,
  serverMessages,
  documentMessages,
} from '@logistics/shared/contracts/messages';
import { totalPrice } from '@logistics/shared/contracts/money';
import { saleCreateSchema } from '@logistics/shared/contracts/sales';
import { contractMessage, describeOnBothDatabases } from './helpers.js';
import { demoSessions, signedInAccount } from './sessions.js';
import {
  documentSuite,
  shortOfStock,
  type MasterData,
  oneLinePurchase,
  tag,
  today,
} from './document-fixtures.js';

describeOnBothDatabases('sales', (t) => {
  const { admin, inventoryManager, fleetManager, captain } = demoSessions(t);
  const { call, makeMasterData, stockOf, snapshot, assignTo } = documentSuite(t);

  /** Fresh master data with two batches of product 0 in inventory 0: 5 units (older) and 8 units (newer). */
  async function stocked(): Promise<MasterData & { older: string; newer: string }> {
    const data = await makeMasterData();
    const older = `MR-${tag()}`;
    const newer = `MR-${tag()}`;
    for (const [mrId, date, quantity] of [
      [older, '2025-01-05', 5],
      [newer, '2025-02-05', 8],
    ] as const) {
      const response = await call(admin, 'POST', '/api/purchases', {
        mr_id: mrId,
        purchase_date: date,
        vendor: data.vendor,
        inventory: data.inventories[0],
        products: [
          { product: data.products[0], quantity, unit_price: '1' },
          { product: data.products[1], quantity, unit_price: '1' },
        ],
      });
      expect(response.statusCode).toBe(201);
    }
    return { ...data, older, newer };
  }

  const saleBody = (data: MasterData, overrides: object = {}) => ({
    bill_id: `BILL-${tag()}`,
    sale_date: today(),
    customer_id: data.customerId,
    shipping_address: '12 Harbour Road',
    inventory: data.inventories[0],
    adjustment: '1.5',
    total_price: '0.01',
    products: [{ product: data.products[0], quantity: 7, unit_price: '9.99', discount: 12.5 }],
    ...overrides,
  });

  it('creates a sale (201) taking stock oldest batch first, with the total computed on the server', async () => {
    const data = await stocked();
    const body = saleBody(data);
    const response = await call(inventoryManager, 'POST', '/api/sales', body);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(createdSuccess('sale'));
    const sale = response.json().sale;
    expect(sale).toEqual({
      id: expect.any(String),
      version: 1,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      bill_id: body.bill_id,
      sale_date: today(),
      customer: { id: data.customerId, name: data.customerName, email: expect.any(String) },
      customer_id: data.customerId,
      shipping_address: '12 Harbour Road',
      status: 'pending',
      inventory: data.inventories[0],
      adjustment: '1.500',
      total_price: totalPrice([{ quantity: 7, unit_price: '9.99', discount: 12.5 }], '1.5'),
      products: [
        {
          id: expect.any(String),
          product: data.products[0],
          quantity: 7,
          unit_price: '9.990',
          discount: 12.5,
        },
      ],
    });
    expect(sale.total_price).toBe('59.689');
    // 5 from the older batch, 2 from the newer.
    expect(await stockOf(data.inventoryIds[0] as string, data.productIds[0] as string)).toEqual({
      [data.older]: 0,
      [data.newer]: 6,
    });
    const read = await call(fleetManager, 'GET', `/api/sales/${body.bill_id}`);
    expect(read.json()).toEqual({ sale });
    const duplicate = await call(admin, 'POST', '/api/sales', body);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      message: serverMessages.duplicate('sale', 'BILL ID', body.bill_id),
      field: 'bill_id',
    });
  });

  it('answers a created sale of several lines exactly as it reads back, products and inventory by their stored names', async () => {
    const data = await stocked();
    const body = saleBody(data, {
      // Names as typed, in another case: the answer names the rows as stored.
      inventory: data.inventories[0]?.toUpperCase(),
      // Written in one statement, the lines still keep the order given, a product twice included.
      products: [
        { product: data.products[1]?.toLowerCase(), quantity: 2, unit_price: '3.5', discount: 10 },
        { product: data.products[0], quantity: 1, unit_price: '4' },
        { product: data.products[1], quantity: 1, unit_price: '7' },
        { product: data.products[0], quantity: 2, unit_price: '1.25' },
      ],
    });
    const response = await call(admin, 'POST', '/api/sales', body);
    expect(response.statusCode).toBe(201);
    const { sale } = response.json();
    expect(sale.inventory).toBe(data.inventories[0]);
    expect(
      sale.products.map((line: { product: string; unit_price: string }) => [line.product, line.unit_price]),
    ).toEqual([
      [data.products[1], '3.500'],
      [data.products[0], '4.000'],
      [data.products[1], '7.000'],
      [data.products[0], '1.250'],
    ]);
    const read = await call(admin, 'GET', `/api/sales/${body.bill_id}`);
    expect(read.json()).toEqual({ sale });
    const history = await call(admin, 'GET', `/api/sales/${body.bill_id}/history`);
    expect(history.statusCode).toBe(200);
    // Its first status recorded with the header, by whoever created it; each line's units taken.
    const { status_changes, stock_movements } = history.json().history;
    expect(status_changes).toEqual([
      { id: expect.any(String), at: expect.any(String), from: null, to: 'pending', user: admin.user.name },
    ]);
    expect(
      stock_movements.map((movement: { product: string; quantity: number }) => [
        movement.product,
        movement.quantity,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [data.products[1], -2],
        [data.products[0], -1],
      ]),
    );
  });

  it('refuses an unknown customer, inventory or product with 400 naming it, in that order, and changes nothing', async () => {
    const data = await stocked();
    const before = await snapshot();
    const refusals: Array<[object, string]> = [
      [
        { customer_id: '00000000-0000-4000-8000-000000000000', inventory: 'Nowhere At All' },
        serverMessages.notFound('customer', '00000000-0000-4000-8000-000000000000'),
      ],
      [{ inventory: 'Nowhere At All' }, serverMessages.notFound('inventory', 'Nowhere At All')],
      [
        {
          products: [
            { product: data.products[0], quantity: 1, unit_price: '1' },
            { product: 'No Such Product', quantity: 1, unit_price: '1' },
          ],
        },
        serverMessages.notFound('product', 'No Such Product'),
      ],
    ];
    for (const [overrides, message] of refusals) {
      const response = await call(admin, 'POST', '/api/sales', saleBody(data, overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('takes from as many batches as a line needs, oldest first, and reports every batch when refusing', async () => {
    const data = await makeMasterData();
    const batches: string[] = [];
    // Six batches of one unit each, a day apart: more than the take locks at first.
    for (let day = 1; day <= 6; day += 1) {
      const mrId = `MR-${tag()}`;
      batches.push(mrId);
      const body = oneLinePurchase(data, { quantity: 1 }, { mr_id: mrId, purchase_date: `2025-03-0${day}` });
      const response = await call(admin, 'POST', '/api/purchases', body);
      expect(response.statusCode).toBe(201);
    }
    const stock = () => stockOf(data.inventoryIds[0] as string, data.productIds[0] as string);
    const line = (quantity: number) => ({
      products: [{ product: data.products[0], quantity, unit_price: '2' }],
    });
    const before = await snapshot();
    const refused = await call(admin, 'POST', '/api/sales', saleBody(data, line(7)));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: shortOfStock(data, { available: 6, needed: 7 }),
    });
    expect(await snapshot()).toEqual(before);
    const sold = await call(admin, 'POST', '/api/sales', saleBody(data, line(5)));
    expect(sold.statusCode).toBe(201);
    expect(await stock()).toEqual(
      Object.fromEntries(batches.map((mrId, index) => [mrId, index < 5 ? 0 : 1])),
    );
  });

  it('refuses an oversell with 409 naming the product and what is available, and changes nothing', async () => {
    const data = await stocked();
    const before = await snapshot();
    const response = await call(
      admin,
      'POST',
      '/api/sales',
      saleBody(data, {
        products: [
          { product: data.products[1], quantity: 2, unit_price: '1' },
          { product: data.products[0], quantity: 14, unit_price: '1' },
        ],
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: shortOfStock(data, { available: 13, needed: 14 }),
    });
    expect(await snapshot()).toEqual(before);
    expect(await stockOf(data.inventoryIds[0] as string, data.productIds[1] as string)).toEqual({
      [data.older]: 5,
      [data.newer]: 8,
    });
  });

  it('lets exactly one of two concurrent sales of the last units succeed', async () => {
    const data = await stocked();
    const body = (n: number) =>
      saleBody(data, {
        bill_id: `RACE-${tag()}-${n}`,
        products: [{ product: data.products[0], quantity: 10, unit_price: '1' }],
      });
    const responses = await Promise.all([
      call(admin, 'POST', '/api/sales', body(1)),
      call(inventoryManager, 'POST', '/api/sales', body(2)),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await stockOf(data.inventoryIds[0] as string, data.productIds[0] as string)).toEqual({
      [data.older]: 0,
      [data.newer]: 3,
    });
  });

  it('gives stock back on cancelled, refunded or return, takes it again on reopening, and records each status change', async () => {
    const data = await stocked();
    const body = saleBody(data, { products: [{ product: data.products[0], quantity: 6, unit_price: '2' }] });
    const sale = (await call(admin, 'POST', '/api/sales', body)).json().sale;
    const units = () => stockOf(data.inventoryIds[0] as string, data.productIds[0] as string);
    expect(await units()).toEqual({ [data.older]: 0, [data.newer]: 7 });

    const cancelled = await call(admin, 'PATCH', `/api/sales/${body.bill_id}`, {
      status: 'cancelled',
      version: 1,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe(serverMessages.updated('sale'));
    expect(cancelled.json().sale).toMatchObject({ status: 'cancelled', version: 2 });
    expect(await units()).toEqual({ [data.older]: 5, [data.newer]: 8 });

    const refunded = await call(admin, 'PUT', `/api/sales/${body.bill_id}`, {
      status: 'refunded',
      version: 2,
    });
    expect(refunded.statusCode).toBe(200);
    expect(await units()).toEqual({ [data.older]: 5, [data.newer]: 8 });

    const reopened = await call(inventoryManager, 'PUT', `/api/sales/${body.bill_id}`, {
      status: 'processing',
      version: 3,
    });
    expect(reopened.statusCode).toBe(200);
    expect(await units()).toEqual({ [data.older]: 0, [data.newer]: 7 });

    const changes = await t.app.db
      .selectFrom('status_changes as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.from_status', 'c.to_status', 'u.email', 'c.created_at'])
      .where('c.entity_id', '=', sale.id)
      .orderBy('c.created_at')
      .execute();
    expect(changes.map(({ from_status, to_status, email }) => [from_status, to_status, email])).toEqual([
      [null, 'pending', 'admin@example.com'],
      ['pending', 'cancelled', 'admin@example.com'],
      ['cancelled', 'refunded', 'admin@example.com'],
      ['refunded', 'processing', 'inventory-manager@example.com'],
    ]);
    expect(changes.every((change) => change.created_at instanceof Date)).toBe(true);

    const stale = await call(admin, 'PATCH', `/api/sales/${body.bill_id}`, { status: 'pending', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: serverMessages.staleVersion('sale') });
  });

  it('updates and removes sale lines, moving the quantity difference', async () => {
    const data = await stocked();
    const body = saleBody(data, { products: [{ product: data.products[0], quantity: 6, unit_price: '2' }] });
    const sale = (await call(admin, 'POST', '/api/sales', body)).json().sale;
    const line = sale.products[0].id as string;
    const units = () => stockOf(data.inventoryIds[0] as string, data.productIds[0] as string);

    const grown = await call(inventoryManager, 'PUT', `/api/sale-products/${line}`, {
      quantity: 9,
      unit_price: '2',
      discount: 50,
      version: 1,
    });
    expect(grown.statusCode).toBe(200);
    expect(grown.json().message).toBe(serverMessages.updated(lineItemThings.sale));
    expect(grown.json().sale.products[0]).toMatchObject({ quantity: 9, unit_price: '2.000', discount: 50 });
    expect(grown.json().sale.total_price).toBe('7.500'); // 9 × 2 × 0.5 − 1.5
    expect(await units()).toEqual({ [data.older]: 0, [data.newer]: 4 });

    // Shrinking gives back to the newest batch first.
    const shrunk = await call(admin, 'PATCH', `/api/sale-products/${line}`, {
      quantity: 2,
      unit_price: '2',
      version: 2,
    });
    expect(shrunk.statusCode).toBe(200);
    expect(await units()).toEqual({ [data.older]: 3, [data.newer]: 8 });

    const tooMany = await call(admin, 'PUT', `/api/sale-products/${line}`, {
      quantity: 30,
      unit_price: '2',
      version: 3,
    });
    expect(tooMany.statusCode).toBe(409);
    // Counted as the person typed it: 30 against the 11 in stock plus the 2 the line holds; the line's quantity named.
    expect(tooMany.json()).toEqual({
      message: shortOfStock(data, { available: 13, needed: 30 }),
      field: 'quantity',
    });
    expect(await units()).toEqual({ [data.older]: 3, [data.newer]: 8 });

    const badLine = await call(admin, 'PUT', `/api/sale-products/${line}`, {
      quantity: 0,
      unit_price: '2',
      version: 3,
    });
    expect(badLine.statusCode).toBe(400);
    expect(badLine.json()).toEqual({ message: 'Product quantity must be a positive number' });

    const removed = await call(inventoryManager, 'DELETE', `/api/sale-products/${line}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: serverMessages.deleted(lineItemThings.sale) });
    expect(await units()).toEqual({ [data.older]: 5, [data.newer]: 8 });

    // new_products on update take their stock too.
    const added = await call(admin, 'PATCH', `/api/sales/${body.bill_id}`, {
      new_products: [{ product: data.products[1], quantity: 3, unit_price: '4' }],
      version: 4,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().sale.products).toHaveLength(1);
    expect(added.json().sale.total_price).toBe('10.500');

    const deleted = await call(admin, 'DELETE', `/api/sales/${body.bill_id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: serverMessages.deleted('sale') });
    expect(await stockOf(data.inventoryIds[0] as string, data.productIds[1] as string)).toEqual({
      [data.older]: 5,
      [data.newer]: 8,
    });
    expect((await call(admin, 'GET', `/api/sales/${body.bill_id}`)).statusCode).toBe(404);
  });

  it('answers 400 with the exact contract message for bad bodies, and changes nothing', async () => {
    const data = await stocked();
    const before = await snapshot();
    const bodies = [
      saleBody(data, { customer_id: 'not-a-uuid' }),
      saleBody(data, { bill_id: 'B'.repeat(21) }),
      saleBody(data, { shipping_address: 'x'.repeat(256) }),
      saleBody(data, { status: 'lost' }),
      saleBody(data, { products: [] }),
      saleBody(data, { sale_date: '2999-01-01' }),
    ];
    for (const body of bodies) {
      const response = await call(admin, 'POST', '/api/sales', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: contractMessage(saleCreateSchema, body) });
    }
    expect(contractMessage(saleCreateSchema, bodies[0])).toBe('Invalid customer ID');
    expect(contractMessage(saleCreateSchema, bodies[2])).toBe('Address must not exceed 255 characters');
    expect(await snapshot()).toEqual(before);
  });

  it('lets the fleet-manager and the captain save only the status', async () => {
    const data = await stocked();
    const body = saleBody(data, { products: [{ product: data.products[0], quantity: 1, unit_price: '2' }] });
    const sale = (await call(admin, 'POST', '/api/sales', body)).json().sale;

    // The whole form comes back with the disabled fields unchanged: allowed.
    const saved = await call(fleetManager, 'PUT', `/api/sales/${body.bill_id}`, {
      bill_id: sale.bill_id,
      sale_date: sale.sale_date,
      customer_id: sale.customer_id,
      shipping_address: sale.shipping_address,
      inventory: sale.inventory,
      adjustment: '1.5',
      status: 'shipped',
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().sale.status).toBe('shipped');

    const refused = await call(fleetManager, 'PUT', `/api/sales/${body.bill_id}`, {
      status: 'delivered',
      shipping_address: 'Somewhere else',
      adjustment: '0',
      version: 2,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: documentMessages.saleStatusOnly(['shipping_address', 'adjustment']),
    });
    expect((await call(admin, 'GET', `/api/sales/${body.bill_id}`)).json().sale.status).toBe('shipped');
    expect((await call(fleetManager, 'POST', '/api/sales', saleBody(data))).statusCode).toBe(403);
    expect(
      (
        await call(fleetManager, 'PUT', `/api/sale-products/${sale.products[0].id}`, {
          quantity: 1,
          unit_price: '1',
          version: 2,
        })
      ).statusCode,
    ).toBe(403);

    // The captain sees only sales travelling in their own shipments.
    expect((await call(captain, 'GET', `/api/sales/${body.bill_id}`)).statusCode).toBe(404);
    const captainId = captain.user.id;
    const vehicle = await t.app.db.selectFrom('vehicles').select('vin').executeTakeFirstOrThrow();
    const shipment = await call(admin, 'POST', '/api/shipments', {
      shipment_id: `S-${tag()}`,
      shipment_date: today(),
      vehicle_vin: vehicle.vin,
      captain_id: captainId,
      orders: [{ bill_id: body.bill_id }],
    });
    expect(shipment.statusCode).toBe(201);
    const mine = await call(captain, 'GET', `/api/sales?q=${body.bill_id}`);
    expect(mine.json().sales.map((s: { bill_id: string }) => s.bill_id)).toEqual([body.bill_id]);
    const captainSave = await call(captain, 'PATCH', `/api/sales/${body.bill_id}`, {
      status: 'delivered',
      version: 2,
    });
    expect(captainSave.statusCode).toBe(200);
    const captainRefused = await call(captain, 'PATCH', `/api/sales/${body.bill_id}`, {
      bill_id: 'NEW-ID',
      version: 3,
    });
    expect(captainRefused.statusCode).toBe(403);
    expect(captainRefused.json()).toEqual({ message: documentMessages.saleStatusOnly(['bill_id']) });

    // A sale in a shipment cannot be deleted.
    const blocked = await call(admin, 'DELETE', `/api/sales/${body.bill_id}`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({
      message: serverMessages.hasDependents(
        'sale',
        body.bill_id,
        `the shipments “${shipment.json().shipment.shipment_id}”`,
      ),
    });
  });

  it("confines the inventory-in-charge to their active inventory's sales", async () => {
    const data = await stocked();
    const { id: accountId, session: inCharge } = await signedInAccount(t, 'inventory-in-charge');

    // Without an active assignment: nothing to see, nothing to create.
    expect((await call(inCharge, 'GET', '/api/sales')).json()).toMatchObject({ sales: [], total: 0 });
    const none = await call(inCharge, 'POST', '/api/sales', saleBody(data));
    expect(none.statusCode).toBe(403);
    expect(none.json()).toEqual({ message: documentMessages.noActiveInventory });

    await assignTo(accountId, data.inventoryIds[0] as string);
    const own = saleBody(data, { products: [{ product: data.products[0], quantity: 1, unit_price: '1' }] });
    expect((await call(inCharge, 'POST', '/api/sales', own)).statusCode).toBe(201);
    const other = saleBody(data, { inventory: data.inventories[1] });
    const refused = await call(inCharge, 'POST', '/api/sales', other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: documentMessages.outsideOwnInventory(data.inventories[1] as string),
    });

    const elsewhere = (await call(admin, 'GET', '/api/sales?pageSize=200'))
      .json()
      .sales.find((sale: { inventory: string }) => sale.inventory !== data.inventories[0]);
    expect(elsewhere).toBeDefined();
    expect((await call(inCharge, 'GET', `/api/sales/${elsewhere.bill_id}`)).statusCode).toBe(404);
    expect(
      (await call(inCharge, 'PATCH', `/api/sales/${elsewhere.bill_id}`, { status: 'delayed', version: 1 }))
        .statusCode,
    ).toBe(404);

    const listed = (await call(inCharge, 'GET', '/api/sales?pageSize=200')).json();
    expect(listed.sales.map((sale: { bill_id: string }) => sale.bill_id)).toEqual([own.bill_id]);
    expect(listed.total).toBe(1);
    expect(listed.facets.inventory).toEqual({ [data.inventories[0] as string]: 1 });
  });

  /** Each row a sale `${prefix}-${n}` of one unit of product 1 at `n`, in that inventory, status and date. */
  type SaleRows = ReadonlyArray<readonly [n: number, inventory: number, status: string, date: string]>;
  async function createSales(data: MasterData, prefix: string, rows: SaleRows) {
    for (const [n, inventory, status, date] of rows) {
      const response = await call(admin, 'POST', '/api/sales', {
        ...saleBody(data, {
          bill_id: `${prefix}-${n}`,
          status,
          sale_date: date,
          inventory: data.inventories[inventory],
        }),
        adjustment: '0',
        products: [{ product: data.products[1], quantity: 1, unit_price: String(n) }],
      });
      expect(response.statusCode).toBe(201);
    }
  }

  it('searches, filters by inventory and status, takes a date range, sorts, pages and counts facets', async () => {
    const data = await stocked();
    const id = tag();
    const rows: SaleRows = [
      [1, 0, 'pending', '2025-03-01'],
      [2, 0, 'cancelled', '2025-04-01'],
      [3, 0, 'delivered', '2025-05-01'],
      [4, 0, 'pending', '2025-06-01'],
    ];
    await createSales(data, `LS-${id}`, rows);
    const list = async (query: string) => {
      const response = await call(admin, 'GET', `/api/sales?${query}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      return {
        ids: body.sales.map((s: { bill_id: string }) => s.bill_id.split('-').at(-1)),
        total: body.total,
        facets: body.facets,
      };
    };
    const inventory = encodeURIComponent(data.inventories[0] as string);
    // No search: total and facets come from the precomputed counts.
    expect(await list(`inventory=${inventory}&sort=sale_date`)).toEqual({
      ids: ['1', '2', '3', '4'],
      total: 4,
      facets: {
        inventory: expect.objectContaining({ [data.inventories[0] as string]: 4 }),
        status: { pending: 2, cancelled: 1, delivered: 1 },
      },
    });
    const pending = await list(`inventory=${inventory}&status=pending&sort=sale_date&order=desc`);
    expect(pending).toMatchObject({ ids: ['4', '1'], total: 2 });
    expect(pending.facets.status).toEqual({ pending: 2, cancelled: 1, delivered: 1 });
    expect(pending.facets.inventory[data.inventories[0] as string]).toBe(2);
    expect(
      await list(
        `inventory=${inventory}&status=pending,delivered&sort=total_price&order=desc&pageSize=2&page=1`,
      ),
    ).toMatchObject({ ids: ['4', '3'], total: 3 });
    expect(await list(`inventory=${inventory}&from=2025-04-01&to=2025-05-31&sort=bill_id`)).toMatchObject({
      ids: ['2', '3'],
      total: 2,
    });
    // Without a sort the list opens newest first.
    expect((await list(`q=LS-${id}`)).ids).toEqual(['4', '3', '2', '1']);
    expect((await list(`q=LS-${id}&order=asc`)).ids).toEqual(['1', '2', '3', '4']);
    // A search counts the matching rows.
    const searched = await list(`q=LS-${id}&status=cancelled`);
    expect(searched).toEqual({
      ids: ['2'],
      total: 1,
      facets: {
        inventory: { [data.inventories[0] as string]: 1 },
        status: { pending: 2, cancelled: 1, delivered: 1 },
      },
    });
    expect((await list(`q=LS-${id}&sort=customer&pageSize=1&page=4`)).ids).toHaveLength(1);
    expect((await call(admin, 'GET', '/api/sales?pageSize=500')).statusCode).toBe(400);
  });
  it('says how many rows a date range hides: those matching everything else, only on a dated read', async () => {
    const data = await stocked();
    const id = tag();
    const rows: SaleRows = [
      [1, 0, 'pending', '2024-12-10'],
      [2, 0, 'pending', '2024-12-20'],
      [3, 0, 'cancelled', '2024-12-30'],
      [4, 0, 'pending', '2025-02-01'],
    ];
    await createSales(data, `OR-${id}`, rows);
    const read = async (query: string) => {
      const response = await call(admin, 'GET', `/api/sales?${query}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      return { total: body.total, outsideRange: body.outsideRange };
    };
    const year = 'from=2025-01-01&to=2025-12-31';
    // A search: counted by the rows themselves, filters included.
    expect(await read(`q=OR-${id}&${year}`)).toEqual({ total: 1, outsideRange: 3 });
    expect(await read(`q=OR-${id}&status=pending&${year}`)).toEqual({ total: 1, outsideRange: 2 });
    // No search: from the precomputed counts, the inventory filter kept.
    const inventory = encodeURIComponent(data.inventories[0] as string);
    const unranged = await read(`inventory=${inventory}&status=cancelled`);
    expect(unranged.outsideRange).toBeUndefined();
    const ranged = await read(`inventory=${inventory}&status=cancelled&from=2025-01-01&to=2099-12-31`);
    expect(ranged.total + ranged.outsideRange).toBe(unranged.total);
    expect(ranged.outsideRange).toBeGreaterThanOrEqual(1);
    // Without a range there is nothing hidden to count.
    expect((await read(`q=OR-${id}`)).outsideRange).toBeUndefined();
  });
});
