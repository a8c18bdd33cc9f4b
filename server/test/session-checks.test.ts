import { createAccount, describeOnDatabases, login, loginAs, type Session } from './helpers.js';
import { authMessages } from '@logistics/shared/contracts/messages';
import { decide } from '@logistics/shared/contracts/permissions';
import type { Role } from '@logistics/shared/contracts/roles';
import { caller, makeMasterData, oneLinePurchase, oneLineSale, type Method } from './document-fixtures.js';

/**
 * Every request asks the database about its session (one read: the user as now, and whether the token was
 * revoked). A read runs while the database is asked and its answer waits for the reply; a write waits before it
 * starts. On the list and detail reads of sales, purchases, transfers and shipments, the database decides on the
 * very next request, and its refusal comes before any other answer: a revoked token, a deleted user, an older
 * password or another role than the token's ends the session (401); a role taken away answers 403.
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
  const roleChanged = { message: authMessages.roleChanged };
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

  it('ends the session when the role changed since the login (401), on reads and writes alike', async () => {
    const account = await createAccount(t, 'inventory-manager');
    const session = await login(t.app, account.email, account.password);
    expect((await call(session, 'GET', '/api/sales')).statusCode).toBe(200);
    expect((await call(session, 'GET', `/api/sales/${billId}`)).statusCode).toBe(200);

    // The token says inventory-manager; the database says procurement-manager. Even what both roles may do
    // (purchases) is refused: the app signed in to shows the token's role, so the session ends.
    await setRole(account.id, 'procurement-manager');
    for (const url of [...readUrls(), '/api/purchases?pageSize=nope', '/api/sales/NO-SUCH-BILL']) {
      expectAnswer(await call(session, 'GET', url), 401, roleChanged);
    }
    expectAnswer(
      await call(session, 'POST', '/api/categories', { name: `Role ${billId}` }),
      401,
      roleChanged,
    );
    expect(
      await t.database.db
        .selectFrom('categories')
        .select('id')
        .where('name', '=', `Role ${billId}`)
        .execute(),
    ).toEqual([]);

    // A new login carries the new role, and reads with it.
    const again = await login(t.app, account.email, account.password);
    expect(again.user.role).toBe('procurement-manager');
    expect((await call(again, 'GET', '/api/purchases')).statusCode).toBe(200);
    expectAnswer(await call(again, 'GET', '/api/sales'), 403, refusal('procurement-manager'));
  });

  it('answers 403 (no role yet) on the very next request once the role is taken away', async () => {
    const account = await createAccount(t, 'inventory-manager');
    const session = await login(t.app, account.email, account.password);
    await setRole(account.id, null);
    for (const url of ['/api/sales', `/api/sales/${billId}`, '/api/purchases']) {
      expectAnswer(await call(session, 'GET', url), 403, { message: authMessages.noRoleYet });
    }
    expectAnswer(await call(session, 'POST', '/api/categories', { name: `Roleless ${billId}` }), 403, {
      message: authMessages.noRoleYet,
    });
  });

  it('ends the sessions of an employee whose role is changed through the API, for good', async () => {
    const account = await createAccount(t, 'inventory-manager');
    const session = await login(t.app, account.email, account.password);
    let version = 1;
    const edit = async (changes: object) => {
      const response = await call(admin, 'PATCH', `/api/users/${account.id}`, { ...changes, version });
      if (response.statusCode === 200) version = response.json().user.version;
      return response;
    };

    // Another field keeps the session.
    expect((await edit({ phone: '+15550177777' })).statusCode).toBe(200);
    expect((await call(session, 'GET', '/api/sales')).statusCode).toBe(200);
    // So does the same role given again.
    expect((await edit({ role: 'inventory-manager' })).statusCode).toBe(200);
    expect((await call(session, 'GET', '/api/sales')).statusCode).toBe(200);

    expect((await edit({ role: 'procurement-manager' })).statusCode).toBe(200);
    expectAnswer(await call(session, 'GET', '/api/purchases'), 401, roleChanged);
    // Given the old role back, the old token stays ended: the change raised the token version.
    expect((await edit({ role: 'inventory-manager' })).statusCode).toBe(200);
    expectAnswer(await call(session, 'GET', '/api/sales'), 401, expired);
    const again = await login(t.app, account.email, account.password);
    expect((await call(again, 'GET', '/api/sales')).statusCode).toBe(200);
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

  it("answers a role's refusal before a missing row and before a bad query", async () => {
    const account = await createAccount(t, 'procurement-manager');
    const session = await login(t.app, account.email, account.password);
    expectAnswer(
      await call(session, 'GET', '/api/sales/NO-SUCH-BILL'),
      403,
      refusal('procurement-manager', 'view'),
    );
    // One guard for every route (routes/guard.ts): the role's right is checked before the query is validated.
    expectAnswer(
      await call(session, 'GET', '/api/sales?pageSize=nope'),
      403,
      refusal('procurement-manager', 'list'),
    );

    // The token's role may, the database's may not: the ended session comes before any other answer.
    const other = await createAccount(t, 'inventory-manager');
    const otherSession = await login(t.app, other.email, other.password);
    await setRole(other.id, 'procurement-manager');
    expectAnswer(await call(otherSession, 'GET', '/api/sales/NO-SUCH-BILL'), 401, roleChanged);
    expectAnswer(await call(otherSession, 'GET', '/api/sales?pageSize=nope'), 401, roleChanged);
  });

  it('refuses a revoked token, a deleted user and an older password on the very next read (401)', async () => {
    const gzip = { 'accept-encoding': 'gzip, br' };
    // A list asked compressed comes compressed while the session holds.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/sales',
      headers: { ...admin.headers, ...gzip },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    for (const url of readUrls()) {
      const account = await createAccount(t, 'admin');
      const session = await login(t.app, account.email, account.password);
      expect((await call(session, 'GET', url)).statusCode).toBe(200);
      await call(session, 'POST', `/api/auth/logout/${account.id}`);
      expectAnswer(await call(session, 'GET', url), 401, expired);
      // HEAD runs the same read: its answer waits for the session check too.
      const head = await t.app.inject({ method: 'HEAD', url, headers: session.headers });
      expect(head.statusCode).toBe(401);
      // Asked compressed, the refusal replaces the read before compression: plain JSON, no encoding.
      const compressed = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...session.headers, ...gzip },
      });
      expect(compressed.headers['content-encoding']).toBeUndefined();
      expectAnswer(compressed, 401, expired);
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

  it('refuses every write of an ended session, before it changes anything and before any other answer', async () => {
    const account = await createAccount(t, 'admin');
    const session = await login(t.app, account.email, account.password);
    const data = await makeMasterData(t);
    const name = `Ended ${billId}`;
    const created = await call(session, 'POST', '/api/categories', { name });
    expect(created.statusCode).toBe(201);
    expect((await call(session, 'POST', `/api/auth/logout/${account.id}`)).statusCode).toBe(200);
    // What the writes below would change: the categories of this test, every sale and every purchase.
    const stored = async () => ({
      categories: await t.database.db
        .selectFrom('categories')
        .selectAll()
        .where('name', 'like', `${name}%`)
        .execute(),
      sales: await t.database.db.selectFrom('sales').select('id').execute(),
      purchases: await t.database.db.selectFrom('purchases').select('id').execute(),
    });
    const before = await stored();

    const writes: [method: Method, url: string, body: object][] = [
      // A single insert, an update, a sale and a purchase (transactions), a bad body and an unknown row.
      ['POST', '/api/categories', { name: `${name} again` }],
      ['PATCH', `/api/categories/${encodeURIComponent(name)}`, { description: 'Changed', version: 1 }],
      ['POST', '/api/sales', oneLineSale(data)],
      ['POST', '/api/purchases', oneLinePurchase(data)],
      ['POST', '/api/categories', { name: '' }],
      ['PUT', '/api/categories/no-such-category', { description: 'None', version: 1 }],
    ];
    for (const [method, url, body] of writes) {
      expectAnswer(await call(session, method, url, body), 401, expired);
    }
    expect(await stored()).toEqual(before);
  });
});
