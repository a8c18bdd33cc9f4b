import {
  contractMessage,
  createAccount,
  describeOnDatabases,
  latestResetToken,
  login,
  loginAs,
  outboxFor,
  type Session,
} from './helpers.js';
import {
  PASSWORD_UPDATED,
  authMessages,
  createdSuccess,
  employeeMessages,
  serverMessages,
} from '@logistics/shared/contracts/messages';
import { roles, type Role } from '@logistics/shared/contracts/roles';
import { userCreateSchema, userUpdateSchema } from '@logistics/shared/contracts/users';
import { CURRENT_PASSWORD_REQUIRED, PASSWORD_RULE_MESSAGE } from '@logistics/shared/contracts/auth';
import { ACCOUNT_FIRST_DELAY, ACCOUNT_FREE_FAILURES } from '../src/auth/login-throttle.js';
import { demoAccounts } from '../src/db/seed.js';
import { caller, tag } from './document-fixtures.js';

const newEmployee = (role: Role, overrides: Record<string, unknown> = {}) => ({
  name: `Employee ${tag()}`,
  email: `employee-${tag().toLowerCase()}-${tag().toLowerCase()}@example.com`,
  phone: '+15550199999',
  address: '5 Staff Street',
  password: 'Str0ng!Pass',
  role,
  ...overrides,
});

describeOnDatabases('users (employees) and profiles', (t) => {
  const sessions = new Map<Role, Session>();
  const as = (role: Role) => sessions.get(role) as Session;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    call = caller(t.app);
    for (const role of roles) sessions.set(role, await loginAs(t.app, role));
  });

  it('creates (201) with a hashed password, reads, updates by PUT and PATCH, and deletes', async () => {
    const body = newEmployee('procurement-manager', { national_id: 'NI-123', avatar: '' });
    const created = await call(as('admin'), 'POST', '/api/users', body);
    expect(created.statusCode).toBe(201);
    const user = created.json().user;
    expect(created.json()).toEqual({
      user: {
        id: expect.any(String),
        avatar: null,
        name: body.name,
        email: body.email,
        phone: body.phone,
        role: 'procurement-manager',
        national_id: 'NI-123',
        driving_license_no: null,
        passport_no: null,
        address: body.address,
        version: 1,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
      message: createdSuccess('employee'),
    });
    expect(created.body).not.toMatch(/password|argon2/i);
    const stored = await t.app.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    // The new employee logs in with the password given.
    expect((await login(t.app, body.email, body.password)).user.role).toBe('procurement-manager');

    const read = await call(as('admin'), 'GET', `/api/users/${user.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ user });

    const put = await call(as('admin'), 'PUT', `/api/users/${user.id}`, {
      phone: '+15550188888',
      version: 1,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      user: expect.objectContaining({ phone: '+15550188888', name: body.name, version: 2 }),
      message: serverMessages.updated('employee'),
    });
    const patch = await call(as('admin'), 'PATCH', `/api/users/${user.id}`, {
      role: 'inventory-manager',
      national_id: '',
      version: 2,
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().user).toMatchObject({ role: 'inventory-manager', national_id: null, version: 3 });
    // A save of what is stored (the e-mail in another case, a cleared field again, the same role, or nothing) keeps
    // the version: a new one would make everyone else's open copy stale.
    const promoted = patch.json().user as { email: string; phone: string };
    for (const same of [
      {
        email: promoted.email.toUpperCase(),
        national_id: '',
        role: 'inventory-manager',
        phone: promoted.phone,
      },
      {},
    ]) {
      const unchanged = await call(as('admin'), 'PUT', `/api/users/${user.id}`, { ...same, version: 3 });
      expect(unchanged.statusCode).toBe(200);
      expect(unchanged.json().user).toMatchObject({ national_id: null, version: 3 });
    }
    const stale = await call(as('admin'), 'PATCH', `/api/users/${user.id}`, {
      name: 'Late Edit',
      version: 2,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: serverMessages.staleVersion('employee') });

    const removed = await call(as('admin'), 'DELETE', `/api/users/${user.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: serverMessages.deleted('employee') });
    expect((await call(as('admin'), 'GET', `/api/users/${user.id}`)).statusCode).toBe(404);
    expect((await call(as('admin'), 'DELETE', `/api/users/${user.id}`)).statusCode).toBe(404);
  });

  it('lists under `users` with total and role facets, filtered per role', async () => {
    const list = async (session: Session, query = '') => {
      const response = await call(session, 'GET', `/api/users?pageSize=200${query}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.users.length).toBe(body.total);
      return body as {
        users: Array<{ role: Role | null; email: string }>;
        total: number;
        facets: { role: Record<string, number> };
      };
    };
    const admin = await list(as('admin'));
    for (const account of demoAccounts) expect(admin.users.map((u) => u.email)).toContain(account.email);
    expect(admin.facets.role.admin).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(admin)).not.toMatch(/password_hash|token_version/);

    const rolesOf = (body: { users: Array<{ role: Role | null }> }) => [
      ...new Set(body.users.map((u) => u.role)),
    ];
    const inventoryManager = await list(as('inventory-manager'));
    expect(rolesOf(inventoryManager)).toEqual(['inventory-in-charge']);
    expect(Object.keys(inventoryManager.facets.role)).toEqual(['inventory-in-charge']);
    const fleetManager = await list(as('fleet-manager'));
    expect(rolesOf(fleetManager)).toEqual(['captain']);
    for (const role of ['procurement-manager', 'inventory-in-charge', 'captain'] as const) {
      expect((await list(as(role))).total).toBe(0);
      // The captains are master data every role's shipment forms read.
      const captains = await list(as(role), '&role=captain');
      expect(captains.total).toBeGreaterThanOrEqual(1);
      expect(rolesOf(captains)).toEqual(['captain']);
    }
    // Asking for more than captains gives a role only its own table's rows.
    expect(rolesOf(await list(as('inventory-manager'), '&role=captain,admin'))).toEqual([]);
    expect(rolesOf(await list(as('inventory-manager'), '&role=captain'))).toEqual(['captain']);

    // Search by e-mail, the role filter with facets counted over the other criteria.
    const filtered = await list(as('admin'), '&q=MANAGER@example&role=fleet-manager');
    expect(filtered.users.map((u) => u.email)).toEqual(['fleet-manager@example.com']);
    expect(filtered.facets.role).toEqual({
      'procurement-manager': 1,
      'fleet-manager': 1,
      'inventory-manager': 1,
    });
    const paged = await call(as('admin'), 'GET', '/api/users?sort=email&order=desc&page=1&pageSize=2');
    const emails = paged.json().users.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort().reverse());
    expect(paged.json().users).toHaveLength(2);
  });

  it('reads one employee only inside the reader’s scope, and always the reader themself', async () => {
    const captain = as('captain').user;
    const admin = as('admin').user;
    expect((await call(as('procurement-manager'), 'GET', `/api/users/${captain.id}`)).statusCode).toBe(200);
    const hidden = await call(as('captain'), 'GET', `/api/users/${admin.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: serverMessages.notFound('employee', admin.id) });
    for (const role of roles) {
      const own = await call(as(role), 'GET', `/api/users/${as(role).user.id}`);
      expect(own.statusCode).toBe(200);
      expect(own.json().user).toMatchObject({ id: as(role).user.id, role });
    }
    expect((await call(as('admin'), 'GET', '/api/users/not-a-uuid')).statusCode).toBe(404);
  });

  it('gives identity and contact fields only to the user themself and to the roles that may edit them', async () => {
    const papers = {
      national_id: 'NID-4411',
      driving_license_no: 'DL-55120',
      passport_no: 'P-778812',
    };
    const body = newEmployee('captain', papers);
    const created = await call(as('admin'), 'POST', '/api/users', body);
    expect(created.statusCode).toBe(201);
    const captain = created.json().user as { id: string };
    const self = await login(t.app, body.email, body.password);
    const whole = expect.objectContaining({ ...papers, phone: body.phone, address: body.address });
    const publicKeys = ['avatar', 'email', 'id', 'name', 'role'];
    const readers: Array<[string, Session, boolean]> = [
      ['the captain themself', self, true],
      ...roles.map((role): [string, Session, boolean] => [
        role,
        as(role),
        role === 'admin' || role === 'fleet-manager',
      ]),
    ];
    for (const [reader, session, mayEdit] of readers) {
      const one = await call(session, 'GET', `/api/users/${captain.id}`);
      const listed = await call(session, 'GET', `/api/users?role=captain&q=${body.email}`);
      expect(listed.json().users).toHaveLength(1);
      for (const user of [one.json().user, listed.json().users[0]]) {
        if (mayEdit) expect([reader, user]).toEqual([reader, whole]);
        else {
          expect([reader, Object.keys(user).sort()]).toEqual([reader, publicKeys]);
          expect(user).toEqual({
            id: captain.id,
            avatar: null,
            name: body.name,
            email: body.email,
            role: 'captain',
          });
        }
      }
    }
    // The inventory-manager edits, so reads whole, the inventory-in-charge employees.
    const inCharge = await call(
      as('inventory-manager'),
      'GET',
      `/api/users/${as('inventory-in-charge').user.id}`,
    );
    expect(Object.keys(inCharge.json().user)).toEqual(expect.arrayContaining(['phone', 'national_id']));

    // The OpenAPI document tells the two shapes apart.
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const shapes = document.paths['/api/users/{id}'].get.responses['200'].content['application/json'].schema
      .properties.user.anyOf as Array<{ properties: Record<string, unknown> }>;
    expect(shapes.map((shape) => Object.keys(shape.properties).includes('national_id')).sort()).toEqual([
      false,
      true,
    ]);
  });

  it('creates an employee only with a role the creator may give', async () => {
    const fleet = await call(as('fleet-manager'), 'POST', '/api/users', newEmployee('captain'));
    expect(fleet.statusCode).toBe(201);
    const refused = await call(as('fleet-manager'), 'POST', '/api/users', newEmployee('admin'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: employeeMessages.roleNotGiven('fleet-manager', 'admin') });
    expect(
      (await call(as('inventory-manager'), 'POST', '/api/users', newEmployee('inventory-in-charge')))
        .statusCode,
    ).toBe(201);
    expect(
      (await call(as('inventory-manager'), 'POST', '/api/users', newEmployee('captain'))).statusCode,
    ).toBe(403);
    expect(
      (await call(as('procurement-manager'), 'POST', '/api/users', newEmployee('captain'))).statusCode,
    ).toBe(403);

    // Editing: a fleet-manager edits captains, never gives another role, never edits others' rows.
    const captainId = fleet.json().user.id as string;
    expect(
      (
        await call(as('fleet-manager'), 'PATCH', `/api/users/${captainId}`, {
          name: 'Renamed Captain',
          version: 1,
        })
      ).statusCode,
    ).toBe(200);
    const promote = await call(as('fleet-manager'), 'PATCH', `/api/users/${captainId}`, {
      role: 'admin',
      version: 2,
    });
    expect(promote.statusCode).toBe(403);
    expect(promote.json()).toEqual({ message: employeeMessages.roleNotGiven('fleet-manager', 'admin') });
    const other = await call(as('fleet-manager'), 'PATCH', `/api/users/${as('inventory-manager').user.id}`, {
      name: 'Nope Nope',
      version: 1,
    });
    expect(other.statusCode).toBe(404);
    const captainEdits = await call(as('captain'), 'PATCH', `/api/users/${captainId}`, {
      name: 'Nope Nope',
      version: 2,
    });
    expect(captainEdits.statusCode).toBe(403);
    // Only the admin deletes.
    expect((await call(as('fleet-manager'), 'DELETE', `/api/users/${captainId}`)).statusCode).toBe(403);
    expect((await call(as('admin'), 'DELETE', `/api/users/${captainId}`)).statusCode).toBe(200);
    const self = await call(as('admin'), 'DELETE', `/api/users/${as('admin').user.id}`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: employeeMessages.ownAccount });
  });

  it("answers 400 with the contract's exact message for bad bodies and changes nothing", async () => {
    const before = await t.app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const bodies = [
      newEmployee('captain', { name: 'ab' }),
      newEmployee('captain', { email: 'not-an-email' }),
      newEmployee('captain', { password: 'weakpassword' }),
      newEmployee('captain', { phone: '123' }),
      newEmployee('captain', { role: 'pilot' }),
      newEmployee('captain', { passport_no: 'x'.repeat(21) }),
      { name: 'Only A Name' },
    ];
    for (const body of bodies) {
      const response = await call(as('admin'), 'POST', '/api/users', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: contractMessage(userCreateSchema, body) });
    }
    expect(contractMessage(userCreateSchema, bodies[2])).toBe(PASSWORD_RULE_MESSAGE);
    const after = await t.app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));

    const target = await createAccount(t, 'captain');
    const badUpdate = { email: 'nope' };
    const response = await call(as('admin'), 'PUT', `/api/users/${target.id}`, badUpdate);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: contractMessage(userUpdateSchema, badUpdate) });
    const unchanged = await call(as('admin'), 'GET', `/api/users/${target.id}`);
    expect(unchanged.json().user).toMatchObject({ email: target.email, version: 1 });

    const duplicate = await call(
      as('admin'),
      'POST',
      '/api/users',
      newEmployee('captain', { email: 'Admin@Example.com' }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      message: serverMessages.duplicate('employee', 'email', 'admin@example.com'),
      field: 'email',
    });
  });

  it('lets every user update their own profile but never their own role', async () => {
    for (const role of roles) {
      const account = await createAccount(t, role);
      const session = await login(t.app, account.email, account.password);
      const update = await call(session, 'PUT', `/api/users/${account.id}`, {
        name: `Profile ${role}`,
        phone: '+15550177777',
        address: '9 Profile Lane',
        avatar: 'https://images.example.com/avatars/abc.png',
        driving_license_no: 'DL-1',
        role,
        version: 1,
      });
      expect(update.statusCode).toBe(200);
      expect(update.json()).toEqual({
        user: expect.objectContaining({
          name: `Profile ${role}`,
          phone: '+15550177777',
          avatar: 'https://images.example.com/avatars/abc.png',
          driving_license_no: 'DL-1',
          role,
        }),
        message: serverMessages.updated('employee'),
      });
      const other = roles.find((candidate) => candidate !== role) as Role;
      const promote = await call(session, 'PATCH', `/api/users/${account.id}`, { role: other, version: 2 });
      expect(promote.statusCode).toBe(403);
      expect(promote.json()).toEqual({ message: employeeMessages.ownRole });
      const reread = await call(session, 'GET', `/api/users/${account.id}`);
      expect(reread.json().user).toMatchObject({ role, name: `Profile ${role}` });
    }
  });

  it('changes their own password only with the current one; the old one and old sessions stop working', async () => {
    const account = await createAccount(t, 'captain');
    const session = await login(t.app, account.email, account.password);
    const change = (body: object) =>
      call(session, 'PUT', `/api/users/${account.id}`, { version: 1, ...body });
    const weak = await change({ currentPassword: account.password, newPassword: 'short' });
    expect([weak.statusCode, weak.json()]).toEqual([400, { message: PASSWORD_RULE_MESSAGE }]);
    // A stolen session alone cannot lock the owner out: without the current password, or with a wrong one,
    // nothing changes.
    const refusals = [
      [{ newPassword: 'N3w!Passw0rd' }, employeeMessages.currentPasswordRequired],
      [{ password: 'N3w!Passw0rd', currentPassword: '' }, CURRENT_PASSWORD_REQUIRED],
      [{ newPassword: 'N3w!Passw0rd', currentPassword: 'Wr0ng!Pass' }, employeeMessages.currentPasswordWrong],
      [
        { newPassword: 'N3w!Passw0rd', currentPassword: 'x'.repeat(200) },
        employeeMessages.currentPasswordWrong,
      ],
    ] as const;
    for (const [body, message] of refusals) {
      const refused = await change(body);
      expect([refused.statusCode, refused.json()]).toEqual([400, { message }]);
    }
    expect((await call(session, 'GET', `/api/users/${account.id}`)).json().user.version).toBe(1);
    expect((await login(t.app, account.email, account.password)).user.id).toBe(account.id);

    const changed = await change({ currentPassword: account.password, newPassword: 'N3w!Passw0rd' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      user: expect.objectContaining({ id: account.id }),
      message: PASSWORD_UPDATED,
    });
    const fresh = await login(t.app, account.email, 'N3w!Passw0rd');
    expect(fresh.user.id).toBe(account.id);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(old.statusCode).toBe(401);
    expect((await call(session, 'GET', `/api/users/${account.id}`)).statusCode).toBe(401);
  });

  it('counts a wrong current password as a failed login of the account: past the free ones, both wait', async () => {
    const account = await createAccount(t, 'captain');
    const session = await login(t.app, account.email, account.password);
    const change = (currentPassword: string) =>
      call(session, 'PUT', `/api/users/${account.id}`, {
        version: 1,
        currentPassword,
        newPassword: 'N3w!Passw0rd',
      });
    for (let guess = 0; guess < ACCOUNT_FREE_FAILURES + 1; guess += 1) {
      expect((await change(`Wr0ng!Pass${guess}`)).statusCode).toBe(400);
    }
    // The account now waits: the right current password is refused too, and so is a login, until it ends.
    const waiting = await change(account.password);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe(String(ACCOUNT_FIRST_DELAY));
    const loginAttempt = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(loginAttempt.statusCode).toBe(429);
    expect((await call(session, 'GET', `/api/users/${account.id}`)).json().user.version).toBe(1);
  });

  it("sets nobody else's password; a manager sends a reset link instead, with the right to edit that employee", async () => {
    const captain = await createAccount(t, 'captain');
    const inCharge = await createAccount(t, 'inventory-in-charge');
    const editors: Array<[Role, { id: string; email: string; password: string }]> = [
      ['fleet-manager', captain],
      ['inventory-manager', inCharge],
      ['admin', captain],
    ];
    for (const [role, target] of editors) {
      for (const field of ['newPassword', 'password'] as const) {
        const refused = await call(as(role), 'PUT', `/api/users/${target.id}`, {
          [field]: 'T4ken!Over',
          currentPassword: 'anything',
          version: 1,
        });
        expect([role, field, refused.statusCode, refused.json()]).toEqual([
          role,
          field,
          403,
          { message: employeeMessages.othersPassword },
        ]);
      }
      expect((await login(t.app, target.email, target.password)).user.id).toBe(target.id);
    }

    // The reset link goes to the employee's own address; they choose the password.
    const sent = await call(as('fleet-manager'), 'POST', `/api/users/${captain.id}/password-reset`);
    expect([sent.statusCode, sent.json()]).toEqual([
      200,
      { message: employeeMessages.resetLinkSent(captain.email) },
    ]);
    const token = await latestResetToken(t, captain.email);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { reset_password_token: token, newPassword: 'Ch0sen!ByMe' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(t.app, captain.email, 'Ch0sen!ByMe')).user.id).toBe(captain.id);
    expect(
      (await call(as('inventory-manager'), 'POST', `/api/users/${inCharge.id}/password-reset`)).statusCode,
    ).toBe(200);
    expect(await outboxFor(t, inCharge.email)).toHaveLength(1);

    // Only for the employees one may edit: the same answers as an edit.
    const notEditable = await call(
      as('inventory-manager'),
      'POST',
      `/api/users/${captain.id}/password-reset`,
    );
    expect([notEditable.statusCode, notEditable.json()]).toEqual([
      404,
      { message: serverMessages.notFound('employee', captain.id) },
    ]);
    for (const role of ['procurement-manager', 'inventory-in-charge', 'captain'] as const) {
      expect((await call(as(role), 'POST', `/api/users/${captain.id}/password-reset`)).statusCode).toBe(403);
    }
    expect(await outboxFor(t, captain.email)).toHaveLength(1);
  });

  it("reads the role from the database on each request: another role than the token's ends the session", async () => {
    const account = await createAccount(t, 'admin');
    const session = await login(t.app, account.email, account.password);
    expect((await call(session, 'GET', '/api/users')).json().total).toBeGreaterThan(6);
    await t.app.db.updateTable('users').set({ role: 'captain' }).where('id', '=', account.id).execute();
    const list = await call(session, 'GET', '/api/users');
    expect(list.statusCode).toBe(401);
    expect(list.json()).toEqual({ message: authMessages.roleChanged });
    expect((await call(session, 'POST', '/api/users', newEmployee('captain'))).statusCode).toBe(401);
    // Signed in again, the captain's own scope: no employees to list.
    const again = await login(t.app, account.email, account.password);
    expect((await call(again, 'GET', '/api/users')).json().total).toBe(0);
  });
});
