import fc from 'fast-check';
import type { z } from 'zod';
import {
  loginSchema,
  registrationSchema,
  forgotPasswordSchema,
  resetPasswordRequestSchema,
} from '@logistics/shared/contracts/auth';
import { resources } from '@logistics/shared/contracts/resources';
import { categoryCreateSchema, categoryUpdateSchema } from '@logistics/shared/contracts/categories';
import { customerCreateSchema, customerUpdateSchema } from '@logistics/shared/contracts/customers';
import { inventoryCreateSchema, inventoryUpdateSchema } from '@logistics/shared/contracts/inventories';
import {
  inventoryEmploymentCreateSchema,
  inventoryEmploymentUpdateSchema,
} from '@logistics/shared/contracts/inventory-employments';
import { productCreateSchema, productUpdateSchema } from '@logistics/shared/contracts/products';
import {
  purchaseCreateSchema,
  purchaseProductUpdateSchema,
  purchaseUpdateSchema,
} from '@logistics/shared/contracts/purchases';
import {
  saleCreateSchema,
  saleProductUpdateSchema,
  saleUpdateSchema,
} from '@logistics/shared/contracts/sales';
import { shipmentCreateSchema, shipmentUpdateSchema } from '@logistics/shared/contracts/shipments';
import {
  transferCreateSchema,
  transferProductUpdateSchema,
  transferUpdateSchema,
} from '@logistics/shared/contracts/transfers';
import { userCreateSchema, userUpdateSchema } from '@logistics/shared/contracts/users';
import { vehicleCreateSchema, vehicleUpdateSchema } from '@logistics/shared/contracts/vehicles';
import { vendorCreateSchema, vendorUpdateSchema } from '@logistics/shared/contracts/vendors';
import { describeOnBothDatabases, loginAs, type Session } from '../helpers.js';
import { fingerprint } from './fingerprint.js';
import { recordFigures, soakScaled } from './report.js';

/**
 * Generated bad input against every write route, as the admin (who may call them all): bodies that break the
 * route's shared schema, unknown path keys, hostile query strings, wrong content types, oversized and deeply
 * nested bodies. Every answer must be a 4xx with { message }, and no table may change (row counts and a
 * checksum of every row of every table).
 */

// Each defect class is met on every route by the three example bodies below; the generated ones also reach the
// contracts' and routes' rarer branches (at 10 a route, coverage of their branches fell), so they stay at 40.
// `pnpm soak` runs ten times as many.
const RUNS_PER_BODY_ROUTE = soakScaled(40);
const RUNS_PER_PATH_ROUTE = soakScaled(8);
const RUNS_PER_LIST = soakScaled(10);
// Fixed in `npm test` so a failure reproduces; `pnpm soak` passes a fresh one (and prints it).
const SEED = Number(process.env.SOAK_SEED ?? 20261123);

type Schema = z.ZodType;
type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The field names of an object schema, through transforms (pipes). */
function fieldNames(schema: Schema): string[] {
  const candidate = schema as unknown as {
    shape?: Record<string, unknown>;
    def?: { type?: string; in?: Schema };
  };
  if (candidate.shape) return Object.keys(candidate.shape);
  if (candidate.def?.type === 'pipe' && candidate.def.in) return fieldNames(candidate.def.in);
  return [];
}

const hostileStrings = [
  '',
  '   ',
  'x'.repeat(5000),
  "'; drop table users; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '\u0000',
  '\uD800',
  '\u202Eevil',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 👩🏽‍💻',
  'NaN',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  '9999-99-99',
  '12345678901.1234',
];

const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, -0.0001, 1e308, Number.MAX_SAFE_INTEGER + 2, [], {}),
  fc.constantFrom(...hostileStrings),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
  fc.object({ maxDepth: 2 }),
);

function badBodies(schema: Schema): fc.Arbitrary<unknown> {
  const fields = fieldNames(schema);
  const shaped =
    fields.length > 0
      ? fc.dictionary(fc.constantFrom(...fields, 'unknown_field', '__proto__', 'constructor'), weirdValue, {
          maxKeys: fields.length + 1,
        })
      : fc.object();
  return fc
    .oneof({ weight: 6, arbitrary: shaped }, { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) })
    .filter((body) => !schema.safeParse(body).success);
}

/** Tried first on every route: each field a NUL, a lone surrogate, then a number past every range. */
function exampleBodies(schema: Schema): Array<[unknown]> {
  const fields = fieldNames(schema);
  return ['\u0000', '\uD800', 1e308]
    .map((value) => Object.fromEntries(fields.map((field) => [field, value])))
    .filter((body) => !schema.safeParse(body).success)
    .map((body) => [body]);
}

interface Route {
  method: Method;
  url: string;
  schema?: Schema;
}

describeOnBothDatabases('bad input', (t) => {
  let admin: Session;
  const routes: Route[] = [];
  const figures = { cases: 0, failures: 0, tablesChanged: 0 };

  const call = (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: method as Method,
      url,
      headers: { ...admin.headers, ...headers },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });

  /** An answer a client can act on: 4xx and a non-empty { message }. Counted, and asserted by the caller. */
  function refusedCleanly(status: number, body: string): boolean {
    figures.cases += 1;
    let message: unknown;
    try {
      message = (JSON.parse(body) as { message?: unknown }).message;
    } catch {
      message = undefined;
    }
    // A route that does not exist would refuse everything and prove nothing: it counts as a failure.
    const missingRoute =
      status === 404 && typeof message === 'string' && /^The route .* was not found/.test(message);
    const ok =
      status >= 400 && status < 500 && typeof message === 'string' && message.length > 0 && !missingRoute;
    if (!ok) figures.failures += 1;
    return ok;
  }

  beforeAll(async () => {
    admin = await loginAs(t.app, 'admin');
    const first = async <T>(path: string, key: string): Promise<T | undefined> =>
      ((await call('GET', `/api/${path}?pageSize=1`)).json<Record<string, T[]>>()[key] ?? [])[0];
    const category = await first<{ name: string }>('categories', 'categories');
    const purchase = await first<{ mr_id: string; products: Array<{ id: string }> }>(
      'purchases',
      'purchases',
    );
    const transfer = await first<{ trf_id: string; products: Array<{ id: string }> }>(
      'transfers',
      'transfers',
    );
    const sale = await first<{ bill_id: string; products: Array<{ id: string }> }>('sales', 'sales');
    const shipment = await first<{ shipment_id: string }>('shipments', 'shipments');
    const user = await first<{ id: string }>('users', 'users');
    const inventory = await first<{ name: string }>('inventories', 'inventories');
    const employment = await first<{ id: string }>('inventory-employments', 'assignments');
    const customer = await first<{ id: string }>('customers', 'customers');
    const vendor = await first<{ name: string }>('vendors', 'vendors');
    const vehicle = await first<{ vin: string }>('vehicles', 'vehicles');
    const product = await first<{ name: string }>('products', 'products');
    const key = (value: string | undefined) => encodeURIComponent((value ?? 'missing').replaceAll(' ', '-'));

    const resource = (path: string, create: Schema, update: Schema, existing: string | undefined) => {
      routes.push({ method: 'POST', url: `/api/${path}`, schema: create });
      for (const method of ['PUT', 'PATCH'] as const) {
        routes.push({ method, url: `/api/${path}/${key(existing)}`, schema: update });
      }
    };
    resource('categories', categoryCreateSchema, categoryUpdateSchema, category?.name);
    resource('purchases', purchaseCreateSchema, purchaseUpdateSchema, purchase?.mr_id);
    resource('transfers', transferCreateSchema, transferUpdateSchema, transfer?.trf_id);
    resource('sales', saleCreateSchema, saleUpdateSchema, sale?.bill_id);
    resource('shipments', shipmentCreateSchema, shipmentUpdateSchema, shipment?.shipment_id);
    resource('users', userCreateSchema, userUpdateSchema, user?.id);
    resource('inventories', inventoryCreateSchema, inventoryUpdateSchema, inventory?.name);
    resource(
      'inventory-employments',
      inventoryEmploymentCreateSchema,
      inventoryEmploymentUpdateSchema,
      employment?.id,
    );
    resource('customers', customerCreateSchema, customerUpdateSchema, customer?.id);
    resource('vendors', vendorCreateSchema, vendorUpdateSchema, vendor?.name);
    resource('vehicles', vehicleCreateSchema, vehicleUpdateSchema, vehicle?.vin);
    resource('products', productCreateSchema, productUpdateSchema, product?.name);
    for (const method of ['PUT', 'PATCH'] as const) {
      routes.push({
        method,
        url: `/api/purchase-products/${purchase?.products[0]?.id}`,
        schema: purchaseProductUpdateSchema,
      });
      routes.push({
        method,
        url: `/api/transfer-products/${transfer?.products[0]?.id}`,
        schema: transferProductUpdateSchema,
      });
      routes.push({
        method,
        url: `/api/sale-products/${sale?.products[0]?.id}`,
        schema: saleProductUpdateSchema,
      });
    }
    routes.push({ method: 'POST', url: '/api/auth/login', schema: loginSchema });
    routes.push({ method: 'POST', url: '/api/auth/register', schema: registrationSchema });
    routes.push({ method: 'POST', url: '/api/auth/request-password-reset', schema: forgotPasswordSchema });
    routes.push({ method: 'POST', url: '/api/auth/reset-password', schema: resetPasswordRequestSchema });
  });

  afterAll(() => recordFigures(`bad input [${t.kind}]`, { ...figures, routes: routes.length }));

  it('answers every generated invalid body with 4xx and { message }, and changes nothing', async () => {
    const before = await fingerprint(t.app);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(badBodies(route.schema as Schema), async (body) => {
          const answer = await call(route.method, route.url, JSON.stringify(body), {
            'content-type': 'application/json',
          });
          if (!refusedCleanly(answer.statusCode, answer.body)) {
            throw new Error(`${route.method} ${route.url} answered ${answer.statusCode}: ${answer.body}`);
          }
        }),
        { numRuns: RUNS_PER_BODY_ROUTE, seed: SEED, examples: exampleBodies(route.schema as Schema) },
      );
    }
    const after = await fingerprint(t.app);
    figures.tablesChanged += Object.keys(before).filter((table) => before[table] !== after[table]).length;
    expect(after).toEqual(before);
    expect(figures.failures).toBe(0);
  });

  it('answers unknown or hostile path keys with 4xx and changes nothing', async () => {
    const before = await fingerprint(t.app);
    const hostileKey = fc.oneof(
      fc.constantFrom(...hostileStrings.filter(Boolean)),
      fc.string({ minLength: 1, maxLength: 60 }),
    );
    const keyed = [
      ...new Set(
        routes.filter((route) => route.method !== 'POST').map((route) => route.url.replace(/\/[^/]+$/, '')),
      ),
    ];
    for (const base of keyed) {
      await fc.assert(
        fc.asyncProperty(
          hostileKey,
          fc.constantFrom<Method>('PUT', 'PATCH', 'DELETE'),
          async (raw, method) => {
            // A prefix no seeded key has, so a generated key can never name a real row.
            const url = `${base}/${encodeURIComponent(`zz-fuzz-${raw}`)}`;
            const answer = await call(method, url, method === 'DELETE' ? undefined : JSON.stringify({}), {
              ...(method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
            });
            if (!refusedCleanly(answer.statusCode, answer.body)) {
              throw new Error(`${method} ${url} answered ${answer.statusCode}: ${answer.body}`);
            }
          },
        ),
        { numRuns: RUNS_PER_PATH_ROUTE, seed: SEED },
      );
    }
    expect(await fingerprint(t.app)).toEqual(before);
    expect(figures.failures).toBe(0);
  });

  it('answers hostile list query strings with 200 or 400, never a 5xx', async () => {
    // Every declared resource's list, so a new one is probed too.
    const lists = resources;
    const parameter = fc.constantFrom(
      'q',
      'sort',
      'order',
      'page',
      'pageSize',
      'from',
      'to',
      'status',
      'role',
      'inventory',
      'type',
      'category',
      'vendor',
    );
    for (const list of lists) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(parameter, fc.oneof(fc.constantFrom(...hostileStrings), fc.string())), {
            maxLength: 5,
          }),
          async (pairs) => {
            const query = new URLSearchParams(pairs).toString();
            const answer = await call('GET', `/api/${list}?${query}`);
            figures.cases += 1;
            if (answer.statusCode === 400) {
              expect(typeof answer.json<{ message: unknown }>().message).toBe('string');
            } else if (answer.statusCode !== 200) {
              figures.failures += 1;
              throw new Error(`GET /api/${list}?${query} answered ${answer.statusCode}: ${answer.body}`);
            }
          },
        ),
        { numRuns: RUNS_PER_LIST, seed: SEED },
      );
    }
  });

  it('refuses wrong content types, oversized and deeply nested bodies with 4xx and { message }', async () => {
    const before = await fingerprint(t.app);
    const cases: Array<[string, string, Record<string, string>]> = [
      ['name=Fuzz', 'name=Fuzz', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['xml', '<category><name>Fuzz</name></category>', { 'content-type': 'application/xml' }],
      ['text', 'Fuzz category', { 'content-type': 'text/plain' }],
      ['broken json', '{"name": "Fuzz', { 'content-type': 'application/json' }],
      [
        'oversized',
        JSON.stringify({ name: 'Fuzz big', description: 'x'.repeat(3 * 1024 * 1024) }),
        { 'content-type': 'application/json' },
      ],
      [
        'deeply nested',
        `${'{"a":'.repeat(20000)}1${'}'.repeat(20000)}`,
        { 'content-type': 'application/json' },
      ],
      [
        'deeply nested array',
        `${'['.repeat(50000)}${']'.repeat(50000)}`,
        { 'content-type': 'application/json' },
      ],
    ];
    for (const [label, payload, headers] of cases) {
      const answer = await call('POST', '/api/categories', payload, headers);
      expect({ label, ok: refusedCleanly(answer.statusCode, answer.body) }).toEqual({ label, ok: true });
    }
    expect(await fingerprint(t.app)).toEqual(before);
  });

  it('stores injection and unicode strings verbatim and returns them as they were sent', async () => {
    for (const text of [
      "Robert'); drop table categories;--",
      '<img src=x onerror=alert(1)>',
      'Ünïcödé 👩🏽‍💻 名前',
    ]) {
      const name = `${text} ${Date.now()}`;
      const created = await call('POST', '/api/categories', JSON.stringify({ name, description: text }), {
        'content-type': 'application/json',
      });
      expect(created.statusCode).toBe(201);
      expect(created.json<{ category: { name: string; description: string } }>().category).toMatchObject({
        name,
        description: text,
      });
      const listed = await call('GET', `/api/categories?q=${encodeURIComponent(name)}`);
      expect(
        listed.json<{ categories: Array<{ name: string }> }>().categories.map((row) => row.name),
      ).toEqual([name]);
    }
  });
});
