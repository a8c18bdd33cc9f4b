import { createAccount, describeOnDatabases, login, loginAs, type Session } from './helpers.js';
import { authMessages } from '@logistics/shared/contracts/messages';
import { decide } from '@logistics/shared/contracts/permissions';
import type { Role } from '@logistics/shared/contracts/roles';
import { assignTo, caller } from './transaction-fixtures.js';

/**
 * Every request asks the database about its session (one read: the user as now, and whether the token was
 * revoked): on the list and detail reads of sales, purchases, transfers and shipments, the database decides on
 * the very next request, whatever the token says, and its refusal comes before any other error.
 */
describeOnDatabases('the session, as the database has it on every read', (t) => {
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t.app)(...args);
  const setRole = (id: string, role: Role | null) =>
    t.database.db.updateTable('users').set({ role }).where('id', '=', id).execute();
  const refusal = (role: Role, action: 'list' | 'view' = 'list') => ({
    message: decide(role, 'sales', action).reason,
  });
  /** The status and the exact body a request was answered with. */
  const expectAnswer = (response: { statusCode: number; json(): unknown }, status: number, body: unknown) => {
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
  };
  const expired = { message: authMessages.sessionExpired };
  let admin: Session;
  let billId: string;
  /** A list and a detail of each resource whose reads these tests cover. */
  const readUrls = () => [
    '/api/sales',
    `/api/sales/${billId}`,
    '/api/purchases',
    '/api/transfers',
    '/api/shipments',
  ];

  beforeAll(async () => {
    admin = await loginAs(t.app, 'admin');
    const listed = await call(admin, 'GET', '/api/sales?pageSize=1');
    billId = listed.json().sales[0].bill_id;
  });

  it('refuses a role taken away on the very next request, list and detail', async () => {
    const account = await createAccount(t, 'inventory-manager');
    const session = await login(t.app, account.email, account.password);
    expect((await call(session, 'GET', '/api/sales')).statusCode).toBe(200);
    expect((await call(session, 'GET', `/api/sales/${billId}`)).statusCode).toBe(200);

    // The token still says inventory-manager; the database says procurement-manager, who may not see sales.
    await setRole(account.id, 'procurement-manager');
    expectAnswer(await call(session, 'GET', '/api/sales'), 403, refusal('procurement-manager'));
    expectAnswer(
      await call(session, 'GET', `/api/sales/${billId}`),
      403,
      refusal('procurement-manager', 'view'),
    );
    // …and may see purchases, which the token's role may too.
    expect((await call(session, 'GET', '/api/purchases')).statusCode).toBe(200);

    await setRole(account.id, null);
    expectAnswer(await call(session, 'GET', '/api/sales'), 403, { message: authMessages.noRoleYet });
  });

  it("lets a role given since the login read at once, and reads with the database's role, not the token's", async () => {
    const account = await createAccount(t, 'procurement-manager');
    const session = await login(t.app, account.email, account.password);
    expect((await call(session, 'GET', '/api/sales')).statusCode).toBe(403);

    await setRole(account.id, 'inventory-manager');
    const allowed = await call(session, 'GET', '/api/sales');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().total).toBeGreaterThan(0);

    // Now an inventory-in-charge without an active inventory: the token's role would see every sale, the
    // database's sees none.
    await setRole(account.id, 'inventory-in-charge');
    const scoped = await call(session, 'GET', '/api/sales');
    expect(scoped.statusCode).toBe(200);
    expect(scoped.json()).toMatchObject({ sales: [], total: 0 });
    expect((await call(session, 'GET', `/api/sales/${billId}`)).statusCode).toBe(404);
    expect((await call(session, 'GET', '/api/transfers')).json()).toMatchObject({ transfers: [], total: 0 });
  });

  it("reads with the scope of the database's role when it is another allowed role", async () => {
    const sale = await t.database.db
      .selectFrom('sales')
      .innerJoin('inventories', 'inventories.id', 'sales.inventory_id')
      .select(['sales.inventory_id', 'inventories.name'])
      .where('sales.bill_id', '=', billId)
      .executeTakeFirstOrThrow();
    const everything = (await call(admin, 'GET', '/api/sales?pageSize=1')).json().total;
    const own = await call(admin, 'GET', `/api/sales?pageSize=1&inventory=${encodeURIComponent(sale.name)}`);
    const ownTotal = own.json().total;
    expect(ownTotal).toBeGreaterThan(0);
    expect(ownTotal).toBeLessThan(everything);

    // The token says admin (every sale); the database says the in-charge of one inventory.
    const account = await createAccount(t, 'admin');
    const session = await login(t.app, account.email, account.password);
    expect((await call(session, 'GET', '/api/sales?pageSize=1')).json().total).toBe(everything);
    await assignTo(t, account.id, sale.inventory_id);
    await setRole(account.id, 'inventory-in-charge');
    const scoped = await call(session, 'GET', '/api/sales?pageSize=100');
    expect(scoped.statusCode).toBe(200);
    expect(scoped.json().total).toBe(ownTotal);
    for (const row of scoped.json().sales) expect(row.inventory).toBe(sale.name);
    expect((await call(session, 'GET', `/api/sales/${billId}`)).statusCode).toBe(200);

    // Back to admin in the database: every sale again, on the very next request.
    await setRole(account.id, 'admin');
    expect((await call(session, 'GET', '/api/sales?pageSize=1')).json().total).toBe(everything);
  });

  it('refuses a request without a token or with a bad one (401), list and detail', async () => {
    for (const url of readUrls()) {
      expectAnswer(await t.app.inject({ method: 'GET', url }), 401, {
        message: authMessages.unauthenticated,
      });
      expectAnswer(
        await t.app.inject({
          method: 'GET',
          url,
          headers: { authorization: 'Bearer not.a.token' },
        }),
        401,
        expired,
      );
    }
    // Without a token, the 401 comes before a bad query or an unknown key.
    expectAnswer(await t.app.inject({ method: 'GET', url: '/api/sales?pageSize=nope' }), 401, {
      message: authMessages.unauthenticated,
    });
  });

  it("answers a role's refusal before a missing row, and a bad query before the role's refusal", async () => {
    const account = await createAccount(t, 'procurement-manager');
    const session = await login(t.app, account.email, account.password);
    expectAnswer(
      await call(session, 'GET', '/api/sales/NO-SUCH-BILL'),
      403,
      refusal('procurement-manager', 'view'),
    );
    // The query is checked before the role's right (the validation runs before the preHandler).
    expect((await call(session, 'GET', '/api/sales?pageSize=nope')).statusCode).toBe(400);

    // The token's role may, the database's may not: the same order.
    const other = await createAccount(t, 'inventory-manager');
    const otherSession = await login(t.app, other.email, other.password);
    await setRole(other.id, 'procurement-manager');
    expectAnswer(
      await call(otherSession, 'GET', '/api/sales/NO-SUCH-BILL'),
      403,
      refusal('procurement-manager', 'view'),
    );
    expect((await call(otherSession, 'GET', '/api/sales?pageSize=nope')).statusCode).toBe(400);
  });

  it('refuses a revoked token, a deleted user and an older password on the very next read (401)', async () => {
    for (const url of readUrls()) {
      const account = await createAccount(t, 'admin');
      const session = await login(t.app, account.email, account.password);
      expect((await call(session, 'GET', url)).statusCode).toBe(200);
      await call(session, 'POST', `/api/auth/logout/${account.id}`);
      expectAnswer(await call(session, 'GET', url), 401, expired);
    }

    const gone = await createAccount(t, 'admin');
    const goneSession = await login(t.app, gone.email, gone.password);
    await t.database.db.deleteFrom('users').where('id', '=', gone.id).execute();
    for (const url of ['/api/sales', `/api/sales/${billId}`]) {
      expectAnswer(await call(goneSession, 'GET', url), 401, expired);
    }

    const reset = await createAccount(t, 'admin');
    const resetSession = await login(t.app, reset.email, reset.password);
    await t.database.db
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', reset.id)
      .execute();
    expectAnswer(await call(resetSession, 'GET', '/api/sales'), 401, expired);
  });

  it("puts the session's refusal before any other error", async () => {
    const account = await createAccount(t, 'admin');
    const session = await login(t.app, account.email, account.password);
    expect((await call(session, 'GET', '/api/sales?pageSize=nope')).statusCode).toBe(400);
    expect((await call(session, 'GET', '/api/sales/NO-SUCH-BILL')).statusCode).toBe(404);
    await call(session, 'POST', `/api/auth/logout/${account.id}`);
    for (const url of ['/api/sales?pageSize=nope', '/api/sales/NO-SUCH-BILL']) {
      expectAnswer(await call(session, 'GET', url), 401, expired);
    }
  });
});
