import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import { decide, resources, rowScopes } from '@logistics/shared/contracts/permissions';
import { roles, type Role } from '@logistics/shared/contracts/roles';
import { VERSION_REQUIRED } from '@logistics/shared/contracts/validation';
import { describeOnDatabases, loginAs, type Session } from './helpers.js';
import { bulkDeleteCasesOf } from './permission-cases/bulk-actions.js';
import type { PermissionCase, PermissionContext } from './permission-cases/documents-context.js';

/** Does a value look like a permission case (resource, action, method, route and a request builder)? */
function isCase(value: unknown): value is PermissionCase {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<PermissionCase>;
  return (
    typeof candidate.resource === 'string' &&
    typeof candidate.action === 'string' &&
    typeof candidate.method === 'string' &&
    typeof candidate.route === 'string' &&
    typeof candidate.request === 'function'
  );
}

/**
 * Every case of every file in permission-cases/: each file exports arrays of cases under any name. Jest
 * collects tests synchronously, so the files are required here, at collection time.
 */
function loadCases(): PermissionCase[] {
  const folder = join(__dirname, 'permission-cases');
  const cases: PermissionCase[] = [];
  for (const file of readdirSync(folder).sort()) {
    if (!/\.ts$/.test(file) || file.endsWith('.d.ts')) continue;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exported = require(join(folder, file)) as Record<string, unknown>;
    for (const value of Object.values(exported)) {
      if (Array.isArray(value) && value.length > 0 && value.every(isCase)) cases.push(...value);
    }
  }
  return cases;
}

const loaded = loadCases();
/** With a bulk delete for every single-row delete of every file: a resource's own case file brings it. */
const cases = [...loaded, ...bulkDeleteCasesOf(loaded)];
/** The actions a resource's own routes carry; every resource with routes must have a case for each. */
const routeActions = ['list', 'view', 'create', 'edit', 'delete'] as const;

/**
 * The operations of the OpenAPI document that the matrix does not decide, so no case here: each is open before
 * sign-in or to every signed-in person, its own rules tested in the suite named.
 */
const undecidedRoutes = [
  // For load balancers, without a token (platform.test.ts: 'reports health after checking the database').
  'GET /api/health',
  // Every signed-in person's stream; what it tells each role and person is tested in events.test.ts.
  'GET /api/events',
  // Signing in, registering and resetting a password happen before sign-in (auth.test.ts).
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/request-password-reset',
  'POST /api/auth/reset-password',
  // Every signed-in person ends their own session, 403 for another's id (auth.test.ts: 'logout revokes…').
  'POST /api/auth/logout/:userId',
  // Every signed-in person uploads, rate- and quota-limited per person (uploads.test.ts).
  'POST /api/cloudinary/upload',
  // Every signed-in person, refused by who holds the image, not by role (uploads.test.ts: 'who may delete…').
  'POST /api/cloudinary/delete-image',
  // Public: an <img> sends no token (uploads.test.ts: 'stores an image in the database and serves it back…').
  'GET /api/uploads/:path',
];
const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * Every route of every resource as every role and as nobody, cell by cell from contracts' matrix: 401 without
 * a token, 2xx where the matrix allows the action (on rows inside the role's scope), 403 where it does not.
 */
describeOnDatabases('every route against the permission matrix', (t) => {
  const sessions = new Map<Role, Session>();
  const as = (role: Role) => sessions.get(role) as Session;
  let base: Omit<PermissionContext, 'role' | 'session'>;
  /** A case's context as `role` (null: nobody), with the session its requests go out with. */
  const contextOf = (role: Role | null): PermissionContext => ({
    ...base,
    role,
    session: role ? as(role) : undefined,
  });

  beforeAll(async () => {
    for (const role of roles) sessions.set(role, await loginAs(t.app, role));
    const db = t.app.db;
    const inventory = await db
      .selectFrom('inventory_employments as e')
      .innerJoin('inventories as i', 'i.id', 'e.inventory_id')
      .select(['i.id', 'i.name'])
      .where('e.employee_id', '=', as('inventory-in-charge').user.id)
      .where('e.employee_status', '=', true)
      .executeTakeFirstOrThrow();
    const other = await db
      .selectFrom('inventories')
      .select('name')
      .where('id', '<>', inventory.id)
      .executeTakeFirstOrThrow();
    base = {
      app: t.app,
      admin: as('admin'),
      inventory: inventory.name,
      otherInventory: other.name,
      vendor: (await db.selectFrom('vendors').select('name').executeTakeFirstOrThrow()).name,
      product: (await db.selectFrom('products').select('name').executeTakeFirstOrThrow()).name,
      customerId: (await db.selectFrom('customers').select('id').executeTakeFirstOrThrow()).id,
      vin: (await db.selectFrom('vehicles').select('vin').executeTakeFirstOrThrow()).vin,
      captainId: as('captain').user.id,
    };
  });

  it('serves every resource of contracts: its list, and one row under its key (its list definition says which)', () => {
    const unserved = resources.flatMap((resource) => {
      const list = t.app.findRoute({ method: 'GET', url: `/api/${resource}` });
      // A concrete path: the route that answers it names its parameter, which must be the key.
      const one = t.app.findRoute({ method: 'GET', url: `/api/${resource}/some-key` });
      const keyField = listDefinitions[resource].keyField;
      return [
        ...(list ? [] : [`GET /api/${resource}`]),
        ...(one && Object.keys(one.params).join() === keyField ? [] : [`GET /api/${resource}/:${keyField}`]),
      ];
    });
    expect(unserved).toEqual([]);
  });

  it('has a case for every action of every resource whose routes exist', () => {
    const missing: string[] = [];
    for (const resource of resources) {
      if (!t.app.hasRoute({ method: 'GET', url: `/api/${resource}` })) continue;
      for (const action of routeActions) {
        if (!cases.some((c) => c.resource === resource && c.action === action))
          missing.push(`${resource}: ${action}`);
      }
    }
    expect(missing).toEqual([]);
    expect(cases.length).toBeGreaterThan(0);
  });

  it('has a case for every route the API serves', () => {
    const { paths = {} } = t.app.swagger() as { paths?: Record<string, Record<string, unknown>> };
    const served = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => httpMethods.includes(method))
        .map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const covered = new Set(cases.map((c) => `${c.method} ${c.route}`));
    expect(served.filter((route) => !covered.has(route) && !undecidedRoutes.includes(route))).toEqual([]);
    // Each exemption names a route still served, and one that no case covers.
    expect(undecidedRoutes.filter((route) => !served.includes(route) || covered.has(route))).toEqual([]);
    expect(served.length).toBeGreaterThan(undecidedRoutes.length);
  });

  for (const permissionCase of cases) {
    const { resource, action, method, route } = permissionCase;
    it(`${method} ${route} (${resource}: ${action})`, async () => {
      const outcomes: Record<string, number> = {};
      const expected: Record<string, number> = {};
      for (const role of [null, ...roles]) {
        const context = contextOf(role);
        const request = await permissionCase.request(context);
        const session = context.session;
        const response = await t.app.inject({
          method,
          url: request.url,
          headers: { ...(session?.headers ?? {}), ...request.headers },
          ...(request.body ? { payload: request.body } : {}),
        });
        const key = role ?? 'nobody';
        const status = response.statusCode;
        outcomes[key] = status >= 200 && status < 300 ? 200 : status;
        expected[key] = role === null ? 401 : decide(role, resource, action).allowed ? 200 : 403;
      }
      expect(outcomes).toEqual(expected);
    });
  }

  // Every update carries the row's version; without one it is refused, whoever sends it.
  for (const permissionCase of cases.filter((c) => c.method === 'PUT' || c.method === 'PATCH')) {
    const { resource, action, method, route } = permissionCase;
    it(`${method} ${route} (${resource}: ${action}) without a version: 400, nothing changed`, async () => {
      const request = await permissionCase.request(contextOf('admin'));
      const { version, ...body } = request.body as { version?: number };
      expect(version).toBe(1);
      const response = await t.app.inject({
        method,
        url: request.url,
        headers: as('admin').headers,
        payload: body,
      });
      expect([response.statusCode, response.json()]).toEqual([400, { message: VERSION_REQUIRED }]);
      // The same change with the version goes through: the refusal was the missing version alone.
      const withVersion = await t.app.inject({
        method,
        url: request.url,
        headers: as('admin').headers,
        payload: { ...body, version },
      });
      expect(withVersion.statusCode).toBe(200);
    });
  }

  // One guard hook point: a role without the right gets 403 before its body is looked at, on every resource.
  // (Finer rights such as add-orders are decided from the body, inside the route; a reset link and a download
  // link take no body.)
  const bodiless = (route: string) => route.endsWith('/password-reset') || route.endsWith('/export-token');
  const withBodies = cases.filter(
    (c) =>
      c.method !== 'GET' &&
      c.method !== 'DELETE' &&
      !bodiless(c.route) &&
      (routeActions as readonly string[]).includes(c.action),
  );
  for (const permissionCase of withBodies) {
    const { resource, action, method, route } = permissionCase;
    it(`${method} ${route} (${resource}: ${action}) with a malformed body: 403 for a role without the right, 400 with it`, async () => {
      const request = await permissionCase.request(contextOf('admin'));
      const outcomes: Record<string, number> = {};
      const expected: Record<string, number> = {};
      for (const role of roles) {
        const response = await t.app.inject({
          method,
          url: request.url,
          headers: { ...as(role).headers, 'content-type': 'application/json' },
          // No object schema accepts an array.
          payload: '[]',
        });
        outcomes[role] = response.statusCode;
        expected[role] = decide(role, resource, action).allowed ? 400 : 403;
      }
      expect(outcomes).toEqual(expected);
    });
  }

  describe('row scopes', () => {
    const listUsers = async (session: Session, query = '') => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/users?pageSize=200${query}`,
        headers: session.headers,
      });
      expect(response.statusCode).toBe(200);
      return response.json() as { users: Array<{ role: Role | null }>; total: number };
    };

    it('shows each role the employee rows of its table, and the captains to everyone who asks for them', async () => {
      const everyRole = await listUsers(as('admin'));
      for (const role of roles) {
        const shown = new Set((await listUsers(as(role))).users.map((user) => user.role));
        const table: readonly Role[] = rowScopes.employeeTableRoles[role];
        // Exactly the table's roles that have rows (the admin also sees accounts without a role).
        const expected = new Set<Role | null>(
          everyRole.users.map((user) => user.role).filter((r) => r !== null && table.includes(r)),
        );
        if (role === 'admin') expected.add(null);
        const withoutNull = (set: Set<Role | null>) => [...set].filter((r) => r !== null).sort();
        expect(withoutNull(shown)).toEqual(withoutNull(expected));
        if (role !== 'admin') expect(shown.has(null)).toBe(false);

        const captains = await listUsers(as(role), `&role=${rowScopes.referenceEmployeeRoles.join(',')}`);
        expect(captains.total).toBeGreaterThan(0);
        expect(new Set(captains.users.map((user) => user.role))).toEqual(new Set(['captain']));
      }
    });

    it('lets each role open only the employees it may see, and itself', async () => {
      const all = (await listUsers(as('admin'))).users as Array<{ id: string; role: Role | null }>;
      for (const viewer of roles) {
        const table: readonly Role[] = rowScopes.employeeTableRoles[viewer];
        for (const target of all.filter((user) => user.role !== null).slice(0, 40)) {
          const response = await t.app.inject({
            method: 'GET',
            url: `/api/users/${target.id}`,
            headers: as(viewer).headers,
          });
          const visible =
            target.id === as(viewer).user.id ||
            table.includes(target.role as Role) ||
            (rowScopes.referenceEmployeeRoles as readonly Role[]).includes(target.role as Role);
          expect([viewer, target.role, response.statusCode]).toEqual([
            viewer,
            target.role,
            visible ? 200 : 404,
          ]);
        }
      }
    });

    it("gives the inventory-in-charge only their own assignments; the managers see everyone's", async () => {
      const list = async (role: Role) => {
        const response = await t.app.inject({
          method: 'GET',
          url: '/api/inventory-employments?pageSize=200',
          headers: as(role).headers,
        });
        expect(response.statusCode).toBe(200);
        return response.json() as { assignments: Array<{ id: string; employee_id: string }>; total: number };
      };
      const own = await list('inventory-in-charge');
      expect(own.total).toBeGreaterThanOrEqual(1);
      expect(new Set(own.assignments.map((a) => a.employee_id))).toEqual(
        new Set([as('inventory-in-charge').user.id]),
      );
      const everyone = await list('admin');
      expect(everyone.total).toBeGreaterThan(own.total);
      expect((await list('inventory-manager')).total).toBe(everyone.total);
      const someoneElses = everyone.assignments.find(
        (a) => a.employee_id !== as('inventory-in-charge').user.id,
      );
      const hidden = await t.app.inject({
        method: 'GET',
        url: `/api/inventory-employments/${someoneElses?.id}`,
        headers: as('inventory-in-charge').headers,
      });
      expect(hidden.statusCode).toBe(404);
    });
  });
});
