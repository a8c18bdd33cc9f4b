import {
  createdSuccess,
  lineItemThings,
  serverMessages,
  documentMessages,
} from '@logistics/shared/contracts/messages';
import { INVALID_CAPTAIN_ID, shipmentCreateSchema } from '@logistics/shared/contracts/shipments';
import { contractMessage, describeOnDatabases, type Session } from './helpers.js';
import { demoSessions, signedInAccount } from './sessions.js';
import {
  documentSuite,
  type MasterData,
  oneLinePurchase,
  oneLineSale,
  tag,
  today,
} from './document-fixtures.js';

describeOnDatabases('shipments', (t) => {
  t.alsoOnPGlite(['searches, filters by status, takes a date range, sorts, pages and counts facets']);
  const { admin, fleetManager, inventoryManager, captain } = demoSessions(t);
  let otherCaptain: { id: string; session: Session };
  let vin: string;
  let data: MasterData;
  const { call, makeMasterData, snapshot, assignTo } = documentSuite(t);

  beforeAll(async () => {
    otherCaptain = await signedInAccount(t, 'captain');
    vin = (await t.app.db.selectFrom('vehicles').select('vin').executeTakeFirstOrThrow()).vin;
    data = await makeMasterData();
    const body = oneLinePurchase(data, { quantity: 100 }, { purchase_date: '2025-01-05' });
    const purchase = await call(admin, 'POST', '/api/purchases', body);
    expect(purchase.statusCode).toBe(201);
  });

  /** A new sale of one unit, in the first of the test's inventories unless told otherwise. */
  async function newSale(inventory = 0): Promise<string> {
    const billId = `B-${tag()}`;
    const body = oneLineSale(data, { inventory, unit_price: '3' }, { bill_id: billId });
    const response = await call(admin, 'POST', '/api/sales', body);
    expect(response.statusCode).toBe(201);
    return billId;
  }

  const shipmentBody = (overrides: object = {}) => ({
    shipment_id: `S-${tag()}`,
    shipment_date: today(),
    vehicle_vin: vin.toLowerCase(),
    captain_id: captain.user.id,
    status: '',
    ...overrides,
  });

  it('creates a shipment (201) read with captain, vehicle and items, and records its status', async () => {
    const bills = [await newSale(), await newSale()];
    const body = shipmentBody({ orders: bills.map((bill_id) => ({ bill_id })) });
    const response = await call(admin, 'POST', '/api/shipments', body);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(createdSuccess('shipment'));
    const shipment = response.json().shipment;
    expect(shipment).toEqual({
      id: expect.any(String),
      version: 1,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      shipment_id: body.shipment_id,
      shipment_date: today(),
      status: 'pending',
      captain: { id: captain.user.id, name: expect.any(String), email: 'captain@example.com' },
      vehicle: { make: expect.any(String), model: expect.anything(), year: expect.any(Number), vin },
      items: bills.map((bill) => ({
        id: expect.any(String),
        sale: expect.objectContaining({ bill_id: bill }),
      })),
    });
    const history = await t.app.db
      .selectFrom('status_changes')
      .select(['from_status', 'to_status', 'user_id'])
      .where('entity_id', '=', shipment.id)
      .execute();
    expect(history).toEqual([{ from_status: null, to_status: 'pending', user_id: admin.user.id }]);

    // A sale travels in one shipment at a time.
    const again = await call(
      admin,
      'POST',
      '/api/shipments',
      shipmentBody({ orders: [{ bill_id: bills[0] }] }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: documentMessages.saleInShipment(bills[0] as string, body.shipment_id),
    });
    const duplicate = await call(admin, 'POST', '/api/shipments', { ...body, orders: [] });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      message: serverMessages.duplicate('shipment', 'shipment ID', body.shipment_id),
      field: 'shipment_id',
    });
  });

  it("lists only the sales in no shipment when asked for 'unshipped', what a shipment may still take", async () => {
    const [shipped, free] = [await newSale(), await newSale()];
    const created = await call(
      admin,
      'POST',
      '/api/shipments',
      shipmentBody({ orders: [{ bill_id: shipped }] }),
    );
    expect(created.statusCode).toBe(201);
    const billIdsOf = async (query: string) => {
      const response = await call(admin, 'GET', `/api/sales?${query}`);
      expect(response.statusCode).toBe(200);
      const body = response.json() as { sales: Array<{ bill_id: string }>; total: number };
      return { billIds: body.sales.map((sale) => sale.bill_id).sort(), total: body.total };
    };
    // Both sales have the tag's prefix; each search finds one.
    expect(await billIdsOf(`q=${shipped}`)).toEqual({ billIds: [shipped], total: 1 });
    expect(await billIdsOf(`q=${shipped}&unshipped=true`)).toEqual({ billIds: [], total: 0 });
    expect(await billIdsOf(`q=${free}&unshipped=true`)).toEqual({ billIds: [free], total: 1 });
    // Without a search the total is counted over the unshipped sales too, not taken from the precomputed counts.
    const all = await billIdsOf('pageSize=200');
    const unshipped = await billIdsOf('pageSize=200&unshipped=true');
    const inShipments = await t.app.db
      .selectFrom('shipment_orders')
      .select((eb) => eb.fn.count<string>('sale_id').distinct().as('sales'))
      .executeTakeFirstOrThrow();
    expect(unshipped.total).toBe(all.total - Number(inShipments.sales));
    expect(unshipped.billIds).toContain(free);
    expect(unshipped.billIds).not.toContain(shipped);

    const refused = await call(admin, 'GET', '/api/sales?unshipped=yes');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('unshipped must be true');
  });

  it('answers 400 for bad bodies and unknown references, and changes nothing', async () => {
    const before = await snapshot();
    const bodies = [
      shipmentBody({ captain_id: 'nobody' }),
      shipmentBody({ shipment_id: 'S'.repeat(21) }),
      shipmentBody({ vehicle_vin: '' }),
      shipmentBody({ status: 'lost' }),
      shipmentBody({ orders: [{ bill_id: 'X-1' }, { bill_id: 'X-1' }] }),
    ];
    for (const body of bodies) {
      const response = await call(admin, 'POST', '/api/shipments', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: contractMessage(shipmentCreateSchema, body) });
    }
    expect(contractMessage(shipmentCreateSchema, bodies[0])).toBe(INVALID_CAPTAIN_ID);
    const notCaptain = await call(
      admin,
      'POST',
      '/api/shipments',
      shipmentBody({ captain_id: admin.user.id }),
    );
    expect(notCaptain.statusCode).toBe(400);
    expect(notCaptain.json()).toEqual({ message: documentMessages.notACaptain(admin.user.id) });
    const noVehicle = await call(
      admin,
      'POST',
      '/api/shipments',
      shipmentBody({ vehicle_vin: 'NOSUCHVIN00000000' }),
    );
    expect(noVehicle.json()).toEqual({ message: serverMessages.notFound('vehicle', 'NOSUCHVIN00000000') });
    const noSale = await call(
      admin,
      'POST',
      '/api/shipments',
      shipmentBody({ orders: [{ bill_id: 'NO-SUCH-BILL' }] }),
    );
    expect(noSale.json()).toEqual({ message: serverMessages.notFound('sale', 'NO-SUCH-BILL') });
    expect(await snapshot()).toEqual(before);
  });

  it('updates (orders, status, stale version), removes an order, and deletes, by role', async () => {
    const body = shipmentBody();
    // The fleet-manager creates shipments but adds no orders: orders are the admin's and the inventory staff's.
    expect(
      (
        await call(
          fleetManager,
          'POST',
          '/api/shipments',
          shipmentBody({ orders: [{ bill_id: await newSale() }] }),
        )
      ).statusCode,
    ).toBe(403);
    expect((await call(fleetManager, 'POST', '/api/shipments', body)).statusCode).toBe(201);

    const bill = await newSale();
    const added = await call(inventoryManager, 'PUT', `/api/shipments/${body.shipment_id}`, {
      orders: [{ bill_id: bill }],
      status: 'in transit',
      version: 1,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe(serverMessages.updated('shipment'));
    expect(added.json().shipment).toMatchObject({ status: 'in transit', version: 2 });
    expect(added.json().shipment.items).toHaveLength(1);
    // A save of what is stored keeps the version (a new one would make everyone else's open copy stale); a sale
    // added with it is a change.
    const { shipment_id, shipment_date, vehicle, captain: driver } = added.json().shipment;
    const unchanged = await call(fleetManager, 'PATCH', `/api/shipments/${body.shipment_id}`, {
      shipment_id,
      shipment_date,
      vehicle_vin: vehicle.vin,
      captain_id: driver.id,
      status: 'in transit',
      version: 2,
    });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().shipment).toMatchObject({ status: 'in transit', version: 2 });
    const another = await newSale();
    const orderAdded = await call(inventoryManager, 'PATCH', `/api/shipments/${body.shipment_id}`, {
      orders: [{ bill_id: another }],
      version: 2,
    });
    expect(orderAdded.json().shipment).toMatchObject({ version: 3 });
    const secondOrder = orderAdded
      .json()
      .shipment.items.find((item: { sale: { bill_id: string } }) => item.sale.bill_id === another)
      .id as string;
    expect((await call(inventoryManager, 'DELETE', `/api/shipment-products/${secondOrder}`)).statusCode).toBe(
      200,
    );

    const stale = await call(fleetManager, 'PATCH', `/api/shipments/${body.shipment_id}`, {
      status: 'delayed',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: serverMessages.staleVersion('shipment') });
    const status = await call(fleetManager, 'PATCH', `/api/shipments/${body.shipment_id}`, {
      status: 'delivered',
      version: 4,
    });
    expect(status.statusCode).toBe(200);
    const id = status.json().shipment.id;
    const history = await t.app.db
      .selectFrom('status_changes')
      .select(['from_status', 'to_status', 'user_id'])
      .where('entity_id', '=', id)
      .orderBy('created_at')
      .execute();
    expect(history).toEqual([
      { from_status: null, to_status: 'pending', user_id: fleetManager.user.id },
      { from_status: 'pending', to_status: 'in transit', user_id: inventoryManager.user.id },
      { from_status: 'in transit', to_status: 'delivered', user_id: fleetManager.user.id },
    ]);

    // The captain opens shipments read-only.
    expect(
      (await call(captain, 'PATCH', `/api/shipments/${body.shipment_id}`, { status: 'delayed', version: 3 }))
        .statusCode,
    ).toBe(403);

    const order = added.json().shipment.items[0].id as string;
    expect((await call(fleetManager, 'DELETE', `/api/shipment-products/${order}`)).statusCode).toBe(403);
    const removed = await call(inventoryManager, 'DELETE', `/api/shipment-products/${order}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: serverMessages.deleted(lineItemThings.shipment) });
    expect((await call(admin, 'GET', `/api/shipments/${body.shipment_id}`)).json().shipment.items).toEqual(
      [],
    );
    expect((await call(admin, 'DELETE', `/api/shipment-products/${order}`)).statusCode).toBe(404);

    // Deleting a shipment keeps its sales.
    const withOrder = shipmentBody({ orders: [{ bill_id: bill }] });
    expect((await call(admin, 'POST', '/api/shipments', withOrder)).statusCode).toBe(201);
    const deleted = await call(fleetManager, 'DELETE', `/api/shipments/${withOrder.shipment_id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: serverMessages.deleted('shipment') });
    expect((await call(admin, 'GET', `/api/sales/${bill}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/shipments/${withOrder.shipment_id}`)).statusCode).toBe(404);
    expect((await call(inventoryManager, 'DELETE', `/api/shipments/${body.shipment_id}`)).statusCode).toBe(
      403,
    );
  });

  it('shows a captain only their own shipments', async () => {
    const mine = shipmentBody();
    const theirs = shipmentBody({ captain_id: otherCaptain.id });
    expect((await call(admin, 'POST', '/api/shipments', mine)).statusCode).toBe(201);
    expect((await call(admin, 'POST', '/api/shipments', theirs)).statusCode).toBe(201);

    const listed = (await call(otherCaptain.session, 'GET', '/api/shipments?pageSize=200')).json();
    expect(listed.shipments.map((s: { shipment_id: string }) => s.shipment_id)).toEqual([theirs.shipment_id]);
    expect(listed.total).toBe(1);
    expect(listed.facets).toEqual({ status: { pending: 1 } });
    expect((await call(otherCaptain.session, 'GET', `/api/shipments/${mine.shipment_id}`)).statusCode).toBe(
      404,
    );
    expect((await call(captain, 'GET', `/api/shipments/${mine.shipment_id}`)).statusCode).toBe(200);
    const captainList = (await call(captain, 'GET', '/api/shipments?pageSize=200')).json();
    expect(
      captainList.shipments.every(
        (s: { captain: { email: string } }) => s.captain.email === 'captain@example.com',
      ),
    ).toBe(true);
    expect(captainList.shipments.length).toBeGreaterThan(0);
  });

  it('shows the inventory-in-charge only shipments holding none or some of their sales, and only their sales', async () => {
    const otherBody = oneLinePurchase(data, { inventory: 1 }, { purchase_date: '2025-01-05' });
    const otherPurchase = await call(admin, 'POST', '/api/purchases', otherBody);
    expect(otherPurchase.statusCode).toBe(201);
    const otherSale = () => newSale(1);
    const id = tag();
    const shipment = async (suffix: string, bills: string[]) => {
      const body = shipmentBody({
        shipment_id: `S-${id}-${suffix}`,
        orders: bills.map((bill_id) => ({ bill_id })),
      });
      const response = await call(admin, 'POST', '/api/shipments', body);
      expect(response.statusCode).toBe(201);
      return response.json().shipment as {
        shipment_id: string;
        items: Array<{ id: string; sale: { bill_id: string } }>;
      };
    };
    const { id: accountId, session: inCharge } = await signedInAccount(t, 'inventory-in-charge');
    const listed = async () => {
      const body = (await call(inCharge, 'GET', `/api/shipments?q=S-${id}&pageSize=50`)).json();
      return {
        ids: body.shipments.map((s: { shipment_id: string }) => s.shipment_id).sort(),
        total: body.total,
      };
    };

    const empty = await shipment('E', []);
    // With no active assignment: no shipment at all.
    expect(await listed()).toEqual({ ids: [], total: 0 });
    expect((await call(inCharge, 'GET', `/api/shipments/${empty.shipment_id}`)).statusCode).toBe(404);

    await assignTo(accountId, data.inventoryIds[0] as string);
    const ownBill = await newSale();
    const foreignBill = await otherSale();
    const mixed = await shipment('M', [ownBill, foreignBill]);
    const foreign = await shipment('F', [await otherSale()]);
    expect(await listed()).toEqual({ ids: [empty.shipment_id, mixed.shipment_id].sort(), total: 2 });

    // Inside a shipment, only their inventory's sales; the other inventory's sale is not in the answer at all.
    const detail = await call(inCharge, 'GET', `/api/shipments/${mixed.shipment_id}`);
    expect(detail.statusCode).toBe(200);
    expect(
      detail.json().shipment.items.map((order: { sale: { bill_id: string } }) => order.sale.bill_id),
    ).toEqual([ownBill]);
    expect(detail.body).not.toContain(foreignBill);
    const inList = (await call(inCharge, 'GET', `/api/shipments?q=${mixed.shipment_id}`)).json();
    expect(JSON.stringify(inList)).not.toContain(foreignBill);
    expect((await call(inCharge, 'GET', `/api/shipments/${foreign.shipment_id}`)).statusCode).toBe(404);
    expect(
      (
        await call(inCharge, 'PATCH', `/api/shipments/${foreign.shipment_id}`, {
          status: 'delayed',
          version: 1,
        })
      ).statusCode,
    ).toBe(404);

    // Writes that name another inventory's sale find none, and change nothing.
    const before = await snapshot();
    const foreignOrder = mixed.items.find((order) => order.sale.bill_id === foreignBill)?.id as string;
    const removeForeign = await call(inCharge, 'DELETE', `/api/shipment-products/${foreignOrder}`);
    expect([removeForeign.statusCode, removeForeign.json()]).toEqual([
      404,
      { message: serverMessages.notFound(lineItemThings.shipment, foreignOrder) },
    ]);
    const unshipped = await otherSale();
    const afterSale = await snapshot();
    expect(afterSale.shipment_orders).toBe(before.shipment_orders);
    const addForeign = await call(inCharge, 'PATCH', `/api/shipments/${empty.shipment_id}`, {
      orders: [{ bill_id: unshipped }],
      version: 1,
    });
    expect([addForeign.statusCode, addForeign.json()]).toEqual([
      400,
      { message: serverMessages.notFound('sale', unshipped) },
    ]);
    expect(await snapshot()).toEqual(afterSale);

    // Their own orders go into the fleet-manager's empty shipment; their own order comes out of the mixed one.
    const ownNext = await newSale();
    const added = await call(inCharge, 'PATCH', `/api/shipments/${empty.shipment_id}`, {
      orders: [{ bill_id: ownNext }],
      version: 1,
    });
    expect(added.statusCode).toBe(200);
    const ownOrder = mixed.items.find((order) => order.sale.bill_id === ownBill)?.id as string;
    expect((await call(inCharge, 'DELETE', `/api/shipment-products/${ownOrder}`)).statusCode).toBe(200);
    // The mixed shipment now holds only the other inventory's sale: out of their sight.
    expect(await listed()).toEqual({ ids: [empty.shipment_id], total: 1 });
  });

  it('searches, filters by status, takes a date range, sorts, pages and counts facets', async () => {
    const id = tag();
    for (const [n, status, date] of [
      [1, 'pending', '2025-02-01'],
      [2, 'delayed', '2025-03-01'],
      [3, 'pending', '2025-04-01'],
    ] as const) {
      expect(
        (
          await call(
            admin,
            'POST',
            '/api/shipments',
            shipmentBody({ shipment_id: `LSH-${id}-${n}`, status, shipment_date: date }),
          )
        ).statusCode,
      ).toBe(201);
    }
    const list = async (query: string) => {
      const body = (await call(fleetManager, 'GET', `/api/shipments?q=LSH-${id}&${query}`)).json();
      return {
        ids: body.shipments.map((s: { shipment_id: string }) => s.shipment_id.split('-').at(-1)),
        total: body.total,
        facets: body.facets,
      };
    };
    expect(await list('sort=shipment_date')).toEqual({
      ids: ['1', '2', '3'],
      total: 3,
      facets: { status: { pending: 2, delayed: 1 } },
    });
    expect(await list('status=pending&sort=shipment_id&order=desc')).toEqual({
      ids: ['3', '1'],
      total: 2,
      facets: { status: { pending: 2, delayed: 1 } },
    });
    expect((await list('from=2025-02-15&to=2025-12-31&sort=shipment_date')).ids).toEqual(['2', '3']);
    expect((await list('sort=shipment_date&order=desc&page=2&pageSize=2')).ids).toEqual(['1']);
    expect((await list('sort=captain')).total).toBe(3);
    expect((await list('sort=vehicle')).total).toBe(3);
  });
});
