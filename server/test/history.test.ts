import type { History } from '@logistics/shared/contracts/history';
import { createAccount, describeOnDatabases, login, loginAs, type Session } from './helpers.js';
import {
  assignTo,
  caller,
  makeMasterData,
  type MasterData,
  oneLineSale,
  tag,
  today,
} from './document-fixtures.js';

/**
 * A sale's and a shipment's History: each status change with who made it, from and to; a sale's
 * ledger rows with batch and quantity, removed lines' included; read under the row's own permission and scope.
 */
describeOnDatabases('history', (t) => {
  t.alsoOnPGlite([
    "shows a sale's status changes with who made them, and its stock movements with batch and quantity",
  ]);
  let admin: Session;
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t.app)(...args);

  beforeAll(async () => {
    admin = await loginAs(t.app, 'admin');
  });

  async function ok(
    session: Session,
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: object,
  ) {
    const response = await call(session, method, url, body);
    expect([url, response.statusCode]).toEqual([url, method === 'POST' ? 201 : 200]);
    return response.json();
  }

  async function historyOf(session: Session, url: string): Promise<History> {
    const response = await call(session, 'GET', url);
    expect([url, response.statusCode]).toEqual([url, 200]);
    return response.json().history;
  }

  /** Two batches of the first product (oldest first), one of the second, in the first inventory. */
  async function stock(data: MasterData) {
    const batches = [`HA-${tag()}`, `HB-${tag()}`];
    for (const [index, mrId] of batches.entries()) {
      await ok(admin, 'POST', '/api/purchases', {
        mr_id: mrId,
        purchase_date: `2025-0${index + 1}-01`,
        vendor: data.vendor,
        inventory: data.inventories[0],
        products: [
          { product: data.products[0], quantity: 4, unit_price: '1' },
          { product: data.products[1], quantity: 10, unit_price: '1' },
        ],
      });
    }
    return batches as [string, string];
  }

  it("shows a sale's status changes with who made them, and its stock movements with batch and quantity", async () => {
    const data = await makeMasterData(t);
    const [older, newer] = await stock(data);
    const manager = await loginAs(t.app, 'inventory-manager');
    const fleet = await loginAs(t.app, 'fleet-manager');
    const created = await ok(manager, 'POST', '/api/sales', {
      bill_id: `HS-${tag()}`,
      sale_date: today(),
      customer_id: data.customerId,
      shipping_address: '1 History Lane',
      inventory: data.inventories[0],
      products: [
        { product: data.products[0], quantity: 6, unit_price: '2' },
        { product: data.products[1], quantity: 1, unit_price: '2' },
      ],
    });
    const billId = created.sale.bill_id as string;
    const secondLine = created.sale.products[1].id as string;
    const changed = await ok(fleet, 'PATCH', `/api/sales/${billId}`, {
      status: 'shipped',
      version: created.sale.version,
    });
    await ok(admin, 'DELETE', `/api/sale-products/${secondLine}`);
    await ok(admin, 'PATCH', `/api/sales/${billId}`, {
      status: 'cancelled',
      version: changed.sale.version + 1,
    });

    const history = await historyOf(admin, `/api/sales/${billId}/history`);
    expect(history.status_changes.map(({ id: _id, at: _at, ...change }) => change)).toEqual([
      { from: null, to: 'pending', user: manager.user.name },
      { from: 'pending', to: 'shipped', user: fleet.user.name },
      { from: 'shipped', to: 'cancelled', user: admin.user.name },
    ]);
    for (const change of history.status_changes) expect(Number.isNaN(Date.parse(change.at))).toBe(false);
    const [first, second] = data.products as [string, string];
    const inventory = data.inventories[0] as string;
    const moves = history.stock_movements.map(({ id: _id, at: _at, ...move }) => move);
    // Taken oldest batch first (4 of the older, 2 of the newer); the removed line's unit came back; the
    // cancellation gave back the rest. (The rows of one write share its moment, so their order among
    // themselves is not asserted.)
    expect(moves).toHaveLength(6);
    expect(moves).toEqual(
      expect.arrayContaining([
        { product: first, inventory, batch: older, quantity: -4, cause: 'sale', user: manager.user.name },
        { product: first, inventory, batch: newer, quantity: -2, cause: 'sale', user: manager.user.name },
        { product: second, inventory, batch: older, quantity: -1, cause: 'sale', user: manager.user.name },
        {
          product: second,
          inventory,
          batch: older,
          quantity: 1,
          cause: 'sale-return',
          user: admin.user.name,
        },
        { product: first, inventory, batch: newer, quantity: 2, cause: 'sale-return', user: admin.user.name },
        { product: first, inventory, batch: older, quantity: 4, cause: 'sale-return', user: admin.user.name },
      ]),
    );
  });

  it('keeps to the sale it describes: a deleted sale that had the same BILL ID lends it no movements', async () => {
    const data = await makeMasterData(t);
    await stock(data);
    const body = {
      bill_id: `HR-${tag()}`,
      sale_date: today(),
      customer_id: data.customerId,
      shipping_address: '1 History Lane',
      inventory: data.inventories[0],
      products: [{ product: data.products[1], quantity: 2, unit_price: '2' }],
    };
    await ok(admin, 'POST', '/api/sales', body);
    await ok(admin, 'DELETE', `/api/sales/${body.bill_id}`);
    await ok(admin, 'POST', '/api/sales', { ...body, products: [{ ...body.products[0], quantity: 3 }] });
    const history = await historyOf(admin, `/api/sales/${body.bill_id}/history`);
    expect(history.stock_movements.map((move) => move.quantity)).toEqual([-3]);
    expect(history.status_changes.map((change) => change.to)).toEqual(['pending']);
  });

  it("shows a shipment's status changes with who made them", async () => {
    const fleet = await loginAs(t.app, 'fleet-manager');
    const captain = await loginAs(t.app, 'captain');
    const vin = (await t.app.db.selectFrom('vehicles').select('vin').executeTakeFirstOrThrow()).vin;
    const shipmentId = `HSH-${tag()}`;
    const created = await ok(admin, 'POST', '/api/shipments', {
      shipment_id: shipmentId,
      shipment_date: today(),
      vehicle_vin: vin,
      captain_id: captain.user.id,
    });
    await ok(fleet, 'PATCH', `/api/shipments/${shipmentId}`, {
      status: 'in transit',
      version: created.shipment.version,
    });
    for (const session of [admin, captain]) {
      const history = await historyOf(session, `/api/shipments/${shipmentId}/history`);
      expect(history.stock_movements).toEqual([]);
      expect(history.status_changes.map(({ id: _id, at: _at, ...change }) => change)).toEqual([
        { from: null, to: 'pending', user: admin.user.name },
        { from: 'pending', to: 'in transit', user: fleet.user.name },
      ]);
    }
  });

  it('reads under the row’s own scope: 404 where its GET is 404, 403 where its GET is 403', async () => {
    const data = await makeMasterData(t);
    await stock(data);
    const sale = await ok(
      admin,
      'POST',
      '/api/sales',
      oneLineSale(data, { product: 1 }, { bill_id: `HP-${tag()}` }),
    );
    const billId = sale.sale.bill_id as string;
    const otherCaptain = await createAccount(t, 'captain');
    const vin = (await t.app.db.selectFrom('vehicles').select('vin').executeTakeFirstOrThrow()).vin;
    const shipmentId = `HPS-${tag()}`;
    await ok(admin, 'POST', '/api/shipments', {
      shipment_id: shipmentId,
      shipment_date: today(),
      vehicle_vin: vin,
      captain_id: otherCaptain.id,
      orders: [{ bill_id: billId }],
    });
    const inCharge = await createAccount(t, 'inventory-in-charge');
    const inChargeSession = await login(t.app, inCharge.email, inCharge.password);
    await assignTo(t, inCharge.id, data.inventoryIds[1] as string);
    const captain = await loginAs(t.app, 'captain');
    const procurement = await loginAs(t.app, 'procurement-manager');

    const status = async (session: Session, url: string) => (await call(session, 'GET', url)).statusCode;
    for (const [session, saleStatus, shipmentStatus] of [
      // An in-charge sees a shipment only when it carries a sale of their own inventory (SECURITY.md).
      [inChargeSession, 404, 404],
      [captain, 404, 404],
      [procurement, 403, 403],
      [await login(t.app, otherCaptain.email, otherCaptain.password), 200, 200],
    ] as const) {
      expect(await status(session, `/api/sales/${billId}`)).toBe(saleStatus);
      expect(await status(session, `/api/sales/${billId}/history`)).toBe(saleStatus);
      expect(await status(session, `/api/shipments/${shipmentId}`)).toBe(shipmentStatus);
      expect(await status(session, `/api/shipments/${shipmentId}/history`)).toBe(shipmentStatus);
    }
    // Moved into the in-charge's inventory, the sale's history opens for them.
    await assignTo(t, inCharge.id, data.inventoryIds[0] as string);
    expect(await status(inChargeSession, `/api/sales/${billId}/history`)).toBe(200);
    expect(await status(inChargeSession, `/api/shipments/${shipmentId}/history`)).toBe(200);
    const unknown = await call(admin, 'GET', '/api/sales/NO-SUCH-BILL/history');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'The sale “NO-SUCH-BILL” was not found.' });
  });
});
