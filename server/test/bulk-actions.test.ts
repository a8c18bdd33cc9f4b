import { BULK_MAX_ROWS } from '@logistics/shared/contracts/bulk';
import { bulkTexts, resourceLabels } from '@logistics/shared/contracts/messages';
import { statusLabel } from '@logistics/shared/contracts/statuses';
import { describeOnDatabases, loginAs, type Session } from './helpers.js';
import { demoSessions } from './sessions.js';
import { documentSuite, type MasterData, oneLinePurchase, oneLineSale, tag } from './document-fixtures.js';

interface SaleRow {
  id: string;
  bill_id: string;
  version: number;
  status: string;
}
interface Refusal {
  message: string;
  blocked: Array<{ id: string; name: string; reason: string }>;
}

/**
 * Bulk delete and bulk status, one request and one transaction each: all or nothing, every row
 * through the single-row action's checks (version, row scope, stock, dependents), a refusal naming the rows.
 */
describeOnDatabases('bulk actions', (t) => {
  t.alsoOnPGlite([
    'refuses a status change the stock cannot cover, naming the sale, and takes no stock at all',
    'refuses to delete a purchase whose units were sold (the single-row rule), keeping the other purchase too',
  ]);
  const { admin, fleetManager } = demoSessions(t);
  const { call, makeMasterData, stockOf, snapshot, inChargeOf } = documentSuite(t);

  /** A new inventory-in-charge of `data`'s first inventory, signed in. */
  const inChargeOfFirst = async (data: MasterData) =>
    (await inChargeOf(data.inventoryIds[0] as string)).session;

  async function buy(data: MasterData, quantity: number, inventory = 0): Promise<string> {
    const mrId = `MR-${tag()}`;
    const body = oneLinePurchase(data, { inventory, quantity }, { mr_id: mrId });
    const response = await call(admin, 'POST', '/api/purchases', body);
    expect(response.statusCode).toBe(201);
    return mrId;
  }

  async function sell(
    data: MasterData,
    options: { prefix?: string; quantity?: number; status?: string; inventory?: number } = {},
  ): Promise<SaleRow> {
    const response = await call(
      admin,
      'POST',
      '/api/sales',
      oneLineSale(
        data,
        { inventory: options.inventory, quantity: options.quantity },
        { bill_id: `${options.prefix ?? 'BULK'}-${tag()}`, status: options.status ?? 'pending' },
      ),
    );
    expect(response.statusCode).toBe(201);
    return response.json<{ sale: SaleRow }>().sale;
  }

  const saleOf = async (billId: string) => {
    const response = await call(admin, 'GET', `/api/sales/${billId}`);
    return response.statusCode === 200 ? response.json<{ sale: SaleRow }>().sale : undefined;
  };
  const refs = (sales: SaleRow[]) => sales.map((sale) => ({ id: sale.id, version: sale.version }));

  it('deletes the selected sales in one request; one stale row refuses it all, named, and nothing changes', async () => {
    const data = await makeMasterData();
    await buy(data, 10);
    const sales = [await sell(data), await sell(data), await sell(data)];
    // Someone changes the second sale after the page showed it.
    const changed = await call(admin, 'PATCH', `/api/sales/${sales[1]?.bill_id}`, {
      status: 'processing',
      version: sales[1]?.version,
    });
    expect(changed.statusCode).toBe(200);
    const before = await snapshot();

    const refused = await call(admin, 'POST', '/api/sales/bulk-delete', { ids: refs(sales) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Refusal>()).toEqual({
      message: bulkTexts.refused(1, resourceLabels.sales),
      blocked: [{ id: sales[1]?.id, name: sales[1]?.bill_id, reason: bulkTexts.changedSince }],
    });
    expect(await snapshot()).toEqual(before);
    for (const sale of sales) expect(await saleOf(sale.bill_id)).toBeDefined();

    const fresh = await Promise.all(sales.map((sale) => saleOf(sale.bill_id)));
    const done = await call(admin, 'POST', '/api/sales/bulk-delete', { ids: refs(fresh as SaleRow[]) });
    expect([done.statusCode, done.json()]).toEqual([
      200,
      { message: bulkTexts.deleted(3, resourceLabels.sales), count: 3 },
    ]);
    for (const sale of sales) expect(await saleOf(sale.bill_id)).toBeUndefined();
    // Their units went back, as the single-row delete gives them back.
    expect(
      Object.values(await stockOf(data.inventoryIds[0] as string, data.productIds[0] as string)),
    ).toEqual([10]);
  });

  it('refuses a role without the right with 403 and changes nothing', async () => {
    const data = await makeMasterData();
    await buy(data, 5);
    const sales = [await sell(data), await sell(data)];
    const response = await call(fleetManager, 'POST', '/api/sales/bulk-delete', { ids: refs(sales) });
    expect(response.statusCode).toBe(403);
    for (const sale of sales) expect(await saleOf(sale.bill_id)).toBeDefined();
  });

  it('sets the status of rows inside the caller’s scope only: a row outside it refuses the whole change, named', async () => {
    const data = await makeMasterData();
    await buy(data, 5, 0);
    await buy(data, 5, 1);
    const inCharge = await inChargeOfFirst(data);
    const own = [await sell(data), await sell(data)];
    const elsewhere = await sell(data, { inventory: 1 });
    const before = await snapshot();

    const refused = await call(inCharge, 'POST', '/api/sales/bulk-status', {
      ids: refs([...own, elsewhere]),
      status: 'delivered',
    });
    expect(refused.statusCode).toBe(409);
    // Named by the id that was sent: the caller may not learn its BILL ID.
    expect(refused.json<Refusal>().blocked).toEqual([
      { id: elsewhere.id, name: elsewhere.id, reason: bulkTexts.notFoundOrOutOfScope },
    ]);
    expect(await snapshot()).toEqual(before);
    for (const sale of [...own, elsewhere]) expect((await saleOf(sale.bill_id))?.status).toBe('pending');

    const done = await call(inCharge, 'POST', '/api/sales/bulk-status', {
      ids: refs(own),
      status: 'delivered',
    });
    expect([done.statusCode, done.json()]).toEqual([
      200,
      { message: bulkTexts.statusSet(2, statusLabel('delivered')), count: 2 },
    ]);
    for (const sale of own) expect((await saleOf(sale.bill_id))?.status).toBe('delivered');
  });

  it('leaves a sale already in the status as it is, at its version, and counts only the sales it changed', async () => {
    const data = await makeMasterData();
    await buy(data, 5);
    const already = [await sell(data, { status: 'delayed' }), await sell(data, { status: 'delayed' })];
    const pending = await sell(data);

    const done = await call(admin, 'POST', '/api/sales/bulk-status', {
      ids: refs([...already, pending]),
      status: 'delayed',
    });
    expect([done.statusCode, done.json()]).toEqual([
      200,
      { message: bulkTexts.statusSet(1, statusLabel('delayed'), 2), count: 1 },
    ]);
    for (const sale of already) expect(await saleOf(sale.bill_id)).toMatchObject({ version: sale.version });
    expect(await saleOf(pending.bill_id)).toMatchObject({ status: 'delayed', version: pending.version + 1 });

    // Every one already so: nothing changed, and said so.
    const before = await snapshot();
    const none = await call(admin, 'POST', '/api/sales/bulk-status', {
      ids: refs(already),
      status: 'delayed',
    });
    expect([none.statusCode, none.json()]).toEqual([
      200,
      { message: bulkTexts.statusSet(0, statusLabel('delayed'), 2), count: 0 },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a status change the stock cannot cover, naming the sale, and takes no stock at all', async () => {
    const data = await makeMasterData();
    await buy(data, 4);
    // Cancelled sales hold no stock; pending ones take theirs: 3 + 3 units out of 4.
    const sales = [
      await sell(data, { quantity: 3, status: 'cancelled' }),
      await sell(data, { quantity: 3, status: 'cancelled' }),
    ];
    const before = await snapshot();
    const response = await call(admin, 'POST', '/api/sales/bulk-status', {
      ids: refs(sales),
      status: 'pending',
    });
    expect(response.statusCode).toBe(409);
    const refusal = response.json<Refusal>();
    expect(refusal.message).toBe(bulkTexts.refused(1, resourceLabels.sales));
    expect(refusal.blocked.map((row) => [row.id, row.name])).toEqual([[sales[1]?.id, sales[1]?.bill_id]]);
    expect(refusal.blocked[0]?.reason).toMatch(/stock|units|holds/i);
    expect(await snapshot()).toEqual(before);
    for (const sale of sales) expect((await saleOf(sale.bill_id))?.status).toBe('cancelled');
  });

  it('names a row outside the caller’s scope by the id sent, never by its BILL ID or version, stale or not', async () => {
    const data = await makeMasterData();
    await buy(data, 5, 0);
    await buy(data, 5, 1);
    const inCharge = await inChargeOfFirst(data);
    const captain = await loginAs(t.app, 'captain');
    const elsewhere = await sell(data, { inventory: 1 });
    // Changed since: the version the caller guesses (1) is stale, which a row in scope would be named for.
    const changed = await call(admin, 'PUT', `/api/sales/${elsewhere.bill_id}`, {
      status: 'processing',
      version: elsewhere.version,
    });
    expect(changed.statusCode).toBe(200);
    for (const caller of [inCharge, captain]) {
      for (const version of [1, elsewhere.version + 1]) {
        const refused = await call(caller, 'POST', '/api/sales/bulk-status', {
          ids: [{ id: elsewhere.id, version }],
          status: 'delivered',
        });
        expect(refused.statusCode).toBe(409);
        expect(refused.json<Refusal>().blocked).toEqual([
          { id: elsewhere.id, name: elsewhere.id, reason: bulkTexts.notFoundOrOutOfScope },
        ]);
        expect(refused.body).not.toContain(elsewhere.bill_id);
      }
    }
    expect((await saleOf(elsewhere.bill_id))?.status).toBe('processing');
  });

  it('answers a query that matches nothing 400 with a message, on every bulk route, and changes nothing', async () => {
    const data = await makeMasterData();
    await buy(data, 5, 1);
    await sell(data, { inventory: 1 });
    const inCharge = await inChargeOfFirst(data);
    const before = await snapshot();
    const cases: Array<[Session, string, object]> = [
      // Another inventory's sales: none inside the in-charge's scope.
      [
        inCharge,
        '/api/sales/bulk-status',
        { all_matching: { inventory: data.inventories[1] }, expected: 0, status: 'pending' },
      ],
      [admin, '/api/categories/bulk-delete', { all_matching: { q: 'zzzznomatch' }, expected: 0 }],
      [admin, '/api/users/bulk-delete', { all_matching: { q: 'zzzznomatch' }, expected: 0 }],
      [
        admin,
        '/api/sales/bulk-status',
        { all_matching: { q: 'zzzznomatch' }, expected: 1, status: 'pending' },
      ],
    ];
    for (const [session, url, body] of cases) {
      const answer = await call(session, 'POST', url, body);
      expect([url, answer.statusCode, answer.json()]).toEqual([
        url,
        400,
        { message: bulkTexts.nothingMatches },
      ]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a row named twice in one request with 400 naming it, and changes nothing', async () => {
    const data = await makeMasterData();
    await buy(data, 5);
    const sale = await sell(data);
    const other = await sell(data);
    const before = await snapshot();
    const twice = await call(admin, 'POST', '/api/sales/bulk-status', {
      ids: [...refs([sale, other]), { id: sale.id.toUpperCase(), version: sale.version }],
      status: 'processing',
    });
    expect([twice.statusCode, twice.json()]).toEqual([
      400,
      { message: bulkTexts.duplicateId(sale.id.toUpperCase()) },
    ]);
    const deleted = await call(admin, 'POST', '/api/sales/bulk-delete', { ids: refs([sale, sale]) });
    expect([deleted.statusCode, deleted.json()]).toEqual([400, { message: bulkTexts.duplicateId(sale.id) }]);
    expect(await snapshot()).toEqual(before);
    expect((await saleOf(sale.bill_id))?.status).toBe('pending');
  });

  it('refuses to delete a purchase whose units were sold (the single-row rule), keeping the other purchase too', async () => {
    const data = await makeMasterData();
    const sold = await buy(data, 2);
    const unsold = await buy(data, 2);
    // Oldest first: the sale takes both units of the first purchase.
    await sell(data, { quantity: 2 });
    const list = await call(
      admin,
      'GET',
      `/api/purchases?inventory=${encodeURIComponent(data.inventories[0] as string)}`,
    );
    const purchases = list.json<{ purchases: Array<{ id: string; mr_id: string; version: number }> }>()
      .purchases;
    expect(purchases.map((row) => row.mr_id).sort()).toEqual([sold, unsold].sort());
    const before = await snapshot();
    const response = await call(admin, 'POST', '/api/purchases/bulk-delete', {
      ids: purchases.map((row) => ({ id: row.id, version: row.version })),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<Refusal>().blocked.map((row) => row.name)).toEqual([sold]);
    expect(await snapshot()).toEqual(before);
  });

  it('deletes all rows matching a list query, re-read within the caller’s scope, when the count is the one confirmed', async () => {
    const data = await makeMasterData();
    await buy(data, 10);
    const prefix = `ALLM${tag()}`;
    const sales = [await sell(data, { prefix }), await sell(data, { prefix }), await sell(data, { prefix })];
    const other = await sell(data);

    const changedList = await call(admin, 'POST', '/api/sales/bulk-delete', {
      all_matching: { q: prefix },
      expected: 2,
    });
    expect([changedList.statusCode, changedList.json()]).toEqual([
      409,
      { message: bulkTexts.listChanged(2, 3) },
    ]);
    for (const sale of sales) expect(await saleOf(sale.bill_id)).toBeDefined();

    const done = await call(admin, 'POST', '/api/sales/bulk-delete', {
      all_matching: { q: prefix },
      expected: 3,
    });
    expect([done.statusCode, done.json<{ count: number }>().count]).toEqual([200, 3]);
    for (const sale of sales) expect(await saleOf(sale.bill_id)).toBeUndefined();
    expect(await saleOf(other.bill_id)).toBeDefined();
  });

  it('refuses a request without rows, with both kinds, or with too many, with a clear message', async () => {
    const none = await call(admin, 'POST', '/api/sales/bulk-delete', {});
    expect([none.statusCode, none.json()]).toEqual([400, { message: bulkTexts.targetRequired }]);
    const many = await call(admin, 'POST', '/api/sales/bulk-delete', {
      ids: Array.from({ length: BULK_MAX_ROWS + 1 }, () => ({
        id: '00000000-0000-4000-8000-000000000000',
        version: 1,
      })),
    });
    expect([many.statusCode, many.json()]).toEqual([400, { message: bulkTexts.tooMany(BULK_MAX_ROWS) }]);
  });

  it('names master data that other rows still refer to, and deletes none of the selection', async () => {
    const data = await makeMasterData();
    await buy(data, 1);
    const spare = `Vendor Spare ${tag()}`;
    expect((await call(admin, 'POST', '/api/vendors', { name: spare })).statusCode).toBe(201);
    const vendors = (await call(admin, 'GET', `/api/vendors?pageSize=200`)).json<{
      vendors: Array<{ id: string; name: string; version: number }>;
    }>().vendors;
    const chosen = vendors.filter((vendor) => vendor.name === data.vendor || vendor.name === spare);
    expect(chosen).toHaveLength(2);
    const response = await call(admin, 'POST', '/api/vendors/bulk-delete', {
      ids: chosen.map((vendor) => ({ id: vendor.id, version: vendor.version })),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<Refusal>().blocked.map((row) => row.name)).toEqual([data.vendor]);
    expect((await call(admin, 'GET', `/api/vendors/${encodeURIComponent(spare)}`)).statusCode).toBe(200);
  });

  it('names a refused customer or employee by their name, not by the id a person never sees', async () => {
    const data = await makeMasterData();
    await buy(data, 1);
    await sell(data);
    const customer = (await call(admin, 'GET', `/api/customers/${data.customerId}`)).json<{
      customer: { id: string; version: number };
    }>().customer;
    const customers = await call(admin, 'POST', '/api/customers/bulk-delete', {
      ids: [{ id: customer.id, version: customer.version }],
    });
    expect(customers.statusCode).toBe(409);
    expect(customers.json<Refusal>().blocked.map((row) => [row.id, row.name])).toEqual([
      [data.customerId, data.customerName],
    ]);

    // The admin's own account is the one employee an admin may not delete.
    const self = (await call(admin, 'GET', `/api/users/${admin.user.id}`)).json<{
      user: { id: string; name: string; version: number };
    }>().user;
    const employees = await call(admin, 'POST', '/api/users/bulk-delete', {
      ids: [{ id: self.id, version: self.version }],
    });
    expect(employees.statusCode).toBe(409);
    expect(employees.json<Refusal>().blocked.map((row) => [row.id, row.name])).toEqual([
      [self.id, self.name],
    ]);
  });

  it('exports the selected rows only (ids), within the list the caller sees', async () => {
    const data = await makeMasterData();
    await buy(data, 5);
    const prefix = `EXP${tag()}`;
    const sales = [await sell(data, { prefix }), await sell(data, { prefix }), await sell(data, { prefix })];
    const chosen = [sales[0], sales[2]] as SaleRow[];
    const response = await call(
      admin,
      'GET',
      `/api/sales/export?format=csv&columns=bill_id&q=${prefix}&ids=${chosen.map((sale) => sale.id).join(',')}`,
    );
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines.slice(1).sort()).toEqual(chosen.map((sale) => sale.bill_id).sort());
    const bad = await call(admin, 'GET', `/api/sales/export?format=csv&ids=nope`);
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: bulkTexts.idsInvalid }]);
  });
});
