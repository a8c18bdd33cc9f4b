import { randomBytes } from 'node:crypto';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { TOTAL_TOO_LARGE } from '@logistics/shared/contracts/line-items';
import { fixedFilterValues, listDefinitions } from '@logistics/shared/contracts/lists';
import { resources } from '@logistics/shared/contracts/permissions';
import {
  DATE_PARAMETER_FORMAT,
  INVALID_CHARACTERS,
  INVALID_INPUT,
  invalidCharactersMessage,
} from '@logistics/shared/contracts/validation';
import { describeOnBothDatabases, loginAs, type Session } from '../helpers.js';
import { image, multipart, PNG } from '../images.js';
import { fingerprint } from './fingerprint.js';
import { recordFigures, soakScaled } from './report.js';

/**
 * Every route of the API, read from its OpenAPI document, and every path parameter, query key and body field
 * (nested line fields too) each given hostile values on an otherwise valid request: control characters and
 * lone surrogates inside a valid value, strings far over any limit, numbers past every column's range, wrong
 * types, arrays and nested junk where a value or an object belongs. A write must be refused (4xx with a
 * message) and change nothing; a read may answer 200 or a 4xx with a message; nothing may answer 5xx.
 *
 * The values are chosen to be invalid in every field that can hold them (no field accepts 20,000 characters, a
 * NUL, or 99,999,999,999), so "refused" is the one right answer. Values that are valid somewhere (-0, 1e3,
 * the largest quantity and price) are tried by the last test, which asks only for no 5xx.
 */

const RUNS_PER_SLOT = soakScaled(3);
const SEED = Number(process.env.SOAK_SEED ?? 20261124);

/** Tables that are meant to change on refused requests: the record of failed logins and rate counters. */
const ATTEMPT_TABLES = ['login_throttles', 'rate_counters'];

/** Characters no text may hold: C0 controls that trimming keeps, DEL, C1 controls, and lone surrogates. */
const FORBIDDEN_CHARACTERS = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009b', '\uD800', '\uDFFF'];
const LONG = 'x'.repeat(20_000);

/**
 * zod's default English, which names no field (the server words what its schemas leave to zod itself: `quantity
 * must be a number`). Its format messages (`Invalid email address`) are left out: the contracts use some as theirs.
 */
const ZOD_OWN_WORDS =
  /^(Invalid input: (expected|more than one)|Invalid option: expected one of|Too (small|big): expected|Invalid (string|number): must|Invalid (key|value) in |Invalid discriminator value|Unrecognized keys?:)/;

const wrongTypes: unknown[] = [
  true,
  false,
  {},
  { a: { b: [1, { c: null }] } },
  [1],
  [[[]]],
  ['Fuzz'],
  99_999_999_999,
  -99_999_999_999,
  1e308,
  -1e308,
  2 ** 53 + 2,
];

/** A hostile variant of a valid value: a forbidden character inside it, a huge tail, or another type. */
function hostileFor(valid: unknown): fc.Arbitrary<unknown> {
  const text = typeof valid === 'string' && valid !== '' ? valid : 'Fuzz value';
  const inside = fc
    .tuple(fc.constantFrom(...FORBIDDEN_CHARACTERS), fc.nat({ max: text.length }))
    .map(([char, at]) => `${text.slice(0, at)}${char}${text.slice(at)}`);
  return fc.oneof(
    { weight: 3, arbitrary: inside },
    { weight: 1, arbitrary: fc.constant(`${text}${LONG}`) },
    { weight: 2, arbitrary: fc.constantFrom(...wrongTypes) },
  );
}

/** Tried first on every slot, so each one meets a NUL, a lone surrogate and an out-of-range number. */
function examplesFor(valid: unknown): Array<[unknown]> {
  const text = typeof valid === 'string' && valid !== '' ? valid : 'Fuzz value';
  const middle = Math.floor(text.length / 2);
  return [[`${text.slice(0, middle)}\u0000${text.slice(middle)}`], [`${text}\uD800`], [99_999_999_999]];
}

/** A query value is text: forbidden characters, a huge value, or the key repeated (an array). */
function hostileQuery(valid: string): fc.Arbitrary<string | string[]> {
  return fc.oneof(
    hostileFor(valid).filter((value): value is string => typeof value === 'string'),
    fc.constant<string[]>([valid, `${valid}\u0000`]),
  );
}

/** The rows of an XLSX file's first sheet. */
async function xlsxRowCount(bytes: Buffer): Promise<number> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets[0]?.rowCount ?? 0;
}

/** Stands for a raw -0 in the JSON text (JSON.stringify writes -0 as 0). */
const NEGATIVE_ZERO = '<-0>';

/**
 * Values that are valid in some fields: the edges of every range, other spellings of numbers, blank and
 * exotic text. Each may be accepted or refused, never answered 5xx.
 */
const edgeValues: unknown[] = [
  NEGATIVE_ZERO,
  0,
  -1,
  1e3,
  '1e3',
  '1E3',
  '0x10',
  '+5',
  1e-7,
  0.1,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  '9999999999.999',
  9_999_999_999.999,
  '9999999.999',
  '',
  '   ',
  null,
  'Ünïcödé 👩🏽‍💻 名前',
  '\u202Eevil',
  'tab\there',
  'two\nlines',
  "'; drop table users; --",
];

const wholeBodies: unknown[] = [null, [], [{}], 'Fuzz', 12, true, [{ a: [{ b: '\u0000' }] }]];

type Path = Array<string | number>;

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

interface Operation {
  method: InjectOptions['method'];
  /** As the OpenAPI document writes it: /api/categories/{name} */
  path: string;
  params: string[];
  query: string[];
  /** Field paths of the JSON body: ['products', 0, 'quantity'] */
  fields: Path[];
  hasBody: boolean;
}

function fieldPaths(schema: JsonSchema | undefined, prefix: Path = []): Path[] {
  const paths: Path[] = [];
  for (const [key, property] of Object.entries(schema?.properties ?? {})) {
    paths.push([...prefix, key]);
    if (property.type === 'array' && property.items?.properties) {
      paths.push(...fieldPaths(property.items, [...prefix, key, 0]));
    }
  }
  return paths;
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

function operationsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const body = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        fields: fieldPaths(body),
        hasBody: body !== undefined,
      });
    }
  }
  return operations;
}

function getAt(value: unknown, path: Path): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** A copy of `value` with `replacement` at `path`, creating what is missing on the way. */
function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path as [string | number, ...Path];
  const container = (
    Array.isArray(value)
      ? [...(value as unknown[])]
      : value !== null && typeof value === 'object'
        ? { ...value }
        : {}
  ) as Record<string | number, unknown>;
  container[key] = setAt(container[key], rest, replacement);
  return container;
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) goes as the three bytes a careless client
 * would send for it (an invalid UTF-8 sequence, as %ED%A0%80).
 */
function encodeHostile(value: string): string {
  return value.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[^\uD800-\uDFFF]+|[\uD800-\uDBFF][\uDC00-\uDFFF]/g,
    (part) => {
      if (part.length !== 1 || !/[\uD800-\uDFFF]/.test(part)) return encodeURIComponent(part);
      const code = part.charCodeAt(0);
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    },
  );
}

interface Base {
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: unknown;
}

describeOnBothDatabases('hostile input on every route', (t) => {
  let admin: Session;
  let operations: Operation[];
  const bases = new Map<string, Base>();
  const figures = { cases: 0, failures: 0 };

  const keyOf = (operation: Pick<Operation, 'method' | 'path'>) => `${operation.method} ${operation.path}`;

  function request(operation: Operation, base: Base): InjectOptions {
    const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      encodeHostile(base.params?.[name] ?? 'missing'),
    );
    const query = Object.entries(base.query ?? {})
      .flatMap(([key, value]) =>
        (Array.isArray(value) ? value : [value]).map((item) => `${key}=${encodeHostile(item)}`),
      )
      .join('&');
    return {
      method: operation.method,
      url: query ? `${path}?${query}` : path,
      headers: admin.headers,
      ...(operation.hasBody
        ? {
            payload: JSON.stringify('body' in base ? base.body : {}).replaceAll(`"${NEGATIVE_ZERO}"`, '-0'),
            headers: { ...admin.headers, 'content-type': 'application/json' },
          }
        : {}),
    };
  }

  /**
   * A write must be refused (unless `mayChange`); a read may answer; no answer may be a 5xx or an error
   * without a message.
   */
  async function check(operation: Operation, base: Base, what: string, mayChange = false): Promise<void> {
    const answer = await t.app.inject(request(operation, base));
    figures.cases += 1;
    let message: unknown;
    try {
      message = (JSON.parse(answer.body) as { message?: unknown }).message;
    } catch {
      message = undefined;
    }
    const read = operation.method === 'GET';
    const refused = answer.statusCode >= 400 && answer.statusCode < 500;
    // A refusal names what is wrong: a bare "Invalid input" names nothing (and from the database, it means a
    // schema let the value through), nor does zod's own English ("Invalid input: expected number, …").
    const ok = refused
      ? typeof message === 'string' &&
        message.length > 0 &&
        message !== INVALID_INPUT &&
        !ZOD_OWN_WORDS.test(message)
      : (read || mayChange) && answer.statusCode < 400;
    if (!ok) {
      figures.failures += 1;
      throw new Error(
        `${keyOf(operation)} with ${what} answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`,
      );
    }
  }

  beforeAll(async () => {
    admin = await loginAs(t.app, 'admin');
    operations = operationsOf((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json());

    const get = async <T>(url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: admin.headers })).json<T>();
    const first = async <T>(path: string, key: string) =>
      (await get<Record<string, T[]>>(`/api/${path}${path.includes('?') ? '&' : '?'}pageSize=1`))[
        key
      ]?.[0] as T;
    const pathOf = (name: string) => name.replaceAll(' ', '-');
    type Line = { id: string; product: string; mr_id?: string; version?: number };
    type Doc = { version: number; products: Line[] };

    const category = await first<{ name: string; version: number }>('categories', 'categories');
    const customer = await first<{ id: string; version: number }>('customers', 'customers');
    const vendor = await first<{ name: string; version: number }>('vendors', 'vendors');
    const vehicle = await first<{ vin: string; version: number }>('vehicles', 'vehicles');
    const product = await first<{ name: string; version: number }>('products', 'products');
    const inventories = (
      await get<{ inventories: Array<{ name: string; version: number }> }>('/api/inventories')
    ).inventories;
    const inventory = inventories[0] as { name: string; version: number };
    const other = inventories[1] as { name: string };
    const purchase = await first<Doc & { mr_id: string; inventory: string }>('purchases', 'purchases');
    const transfer = await first<Doc & { trf_id: string }>('transfers', 'transfers');
    const sale = await first<Doc & { bill_id: string }>('sales', 'sales');
    const shipment = await first<{ shipment_id: string; version: number }>('shipments', 'shipments');
    const employment = await first<{ id: string; version: number }>('inventory-employments', 'assignments');
    const captain = await first<{ id: string; version: number }>('users?role=captain', 'users');
    const employee = await first<{ id: string }>('users?role=inventory-in-charge', 'users');
    const today = new Date().toISOString().slice(0, 10);
    const unique = randomBytes(3).toString('hex').toUpperCase();
    const line = { product: product.name, quantity: 2, unit_price: '12.500', discount: 5 };

    const contact = { email: 'fuzz@example.com', phone: '+441210000999', address: '1 Fuzz Street' };
    const set = (method: string, path: string, base: Base) => bases.set(`${method} ${path}`, base);
    /** The calls of a resource: list, export, one, create, update (PUT and PATCH) and delete. */
    const resource = (path: string, param: string, key: string, create: object, update: object) => {
      set('GET', `/api/${path}`, { query: {} });
      // Every list's export, and the download link's token (no body).
      set('GET', `/api/${path}/export`, { query: { format: 'csv' } });
      set('POST', `/api/${path}/export-token`, {});
      // An export's progress, by the page's mark (one nobody started: answered 404, never a 5xx).
      set('GET', `/api/${path}/export-progress`, { query: { ready: 'fuzzmark0001' } });
      for (const method of ['GET', 'DELETE'])
        set(method, `/api/${path}/{${param}}`, { params: { [param]: key } });
      set('POST', `/api/${path}`, { body: create });
      for (const method of ['PUT', 'PATCH']) {
        set(method, `/api/${path}/{${param}}`, { params: { [param]: key }, body: update });
      }
    };

    set('GET', '/api/health', {});
    set('GET', '/api/releases', {});
    set('POST', '/api/auth/login', { body: { email: 'fuzz.nobody@example.com', password: 'Passw0rd!' } });
    set('POST', '/api/auth/register', {
      body: { name: 'Fuzz Person', email: 'fuzz.new@example.com', password: 'Passw0rd!' },
    });
    set('POST', '/api/auth/logout/{userId}', { params: { userId: admin.user.id } });
    set('POST', '/api/auth/request-password-reset', { body: { email: 'fuzz.nobody@example.com' } });
    set('POST', '/api/auth/reset-password', {
      body: { reset_password_token: 'made-up-token', password: 'Passw0rd!', newPassword: 'Passw0rd!' },
    });
    const categoryBody = { name: `Fuzz Category ${unique}`, description: 'Fuzz description' };
    resource('categories', 'name', pathOf(category.name), categoryBody, {
      ...categoryBody,
      version: category.version,
    });
    const customerBody = { name: 'Fuzz Customer', ...contact };
    resource('customers', 'id', customer.id, customerBody, { ...customerBody, version: customer.version });
    const vendorBody = { name: `Fuzz Vendor ${unique}`, ...contact, description: 'Fuzz' };
    resource('vendors', 'name', pathOf(vendor.name), vendorBody, { ...vendorBody, version: vendor.version });
    const vehicleBody = {
      make: 'Fuzzmobile',
      model: 'F1',
      year: 2020,
      color: 'Red',
      mileage: 1000,
      engine_no: 'ENG12345678',
      chassis_no: 'CHS12345678',
      vin: `FUZZVIN${unique}000000`.slice(0, 17),
      plate_number: `FZ${unique}`,
      cargo_capacity: 500,
      type: 'van',
    };
    resource('vehicles', 'vin', vehicle.vin, vehicleBody, { ...vehicleBody, version: vehicle.version });
    const productBody = {
      name: `Fuzz Product ${unique}`,
      description: 'Fuzz',
      price: '19.995',
      category: category.name,
      sku: `SKU${unique}`,
    };
    resource('products', 'name', pathOf(product.name), productBody, {
      ...productBody,
      version: product.version,
    });
    const purchaseBody = {
      mr_id: `MR-FZ-${unique}`,
      purchase_date: today,
      vendor: vendor.name,
      inventory: inventory.name,
      adjustment: '1.5',
    };
    resource(
      'purchases',
      'mr_id',
      purchase.mr_id,
      { ...purchaseBody, products: [line] },
      { ...purchaseBody, new_products: [line], version: purchase.version },
    );
    const transferLine = {
      mr_id: purchase.mr_id,
      product: purchase.products[0]?.product ?? product.name,
      quantity: 1,
    };
    const transferBody = {
      trf_id: `TRF-FZ-${unique}`,
      transfer_date: today,
      source_inventory: purchase.inventory,
      destination_inventory: purchase.inventory === inventory.name ? other.name : inventory.name,
    };
    resource(
      'transfers',
      'trf_id',
      transfer.trf_id,
      { ...transferBody, products: [transferLine] },
      { ...transferBody, new_products: [transferLine], version: transfer.version },
    );
    const saleBody = {
      bill_id: `BILL-FZ-${unique}`,
      sale_date: today,
      customer_id: customer.id,
      shipping_address: '1 Fuzz Street',
      status: 'pending',
      inventory: inventory.name,
      adjustment: '0.5',
    };
    resource(
      'sales',
      'bill_id',
      sale.bill_id,
      { ...saleBody, products: [line] },
      { ...saleBody, new_products: [line], version: sale.version },
    );
    const shipmentBody = {
      shipment_id: `SHP-FZ-${unique}`,
      shipment_date: today,
      vehicle_vin: vehicle.vin,
      captain_id: captain.id,
      status: 'pending',
      orders: [{ bill_id: sale.bill_id }],
    };
    resource('shipments', 'shipment_id', shipment.shipment_id, shipmentBody, {
      ...shipmentBody,
      version: shipment.version,
    });
    const userBody = {
      name: 'Fuzz Employee',
      ...contact,
      email: `fuzz.${unique.toLowerCase()}@example.com`,
      avatar: 'https://images.example.com/fuzz.png',
      national_id: 'N123',
      driving_license_no: 'D123',
      passport_no: 'P123',
      password: 'Passw0rd!',
      role: 'captain',
    };
    resource('users', 'id', captain.id, userBody, {
      ...userBody,
      newPassword: 'Passw0rd!',
      version: captain.version,
    });
    const inventoryBody = { name: `Fuzz Inventory ${unique}`, ...contact, description: 'Fuzz' };
    resource('inventories', 'name', pathOf(inventory.name), inventoryBody, {
      ...inventoryBody,
      version: inventory.version,
    });
    resource(
      'inventory-employments',
      'id',
      employment.id,
      { hire_date: today, employee_id: employee.id, inventory: inventory.name },
      {
        hire_date: today,
        termination_date: today,
        resign_date: today,
        transfer_date: today,
        version: employment.version,
      },
    );
    const lineAmounts = { quantity: 3, unit_price: '2.250', discount: 10 };
    for (const [path, doc, body] of [
      ['purchase-products', purchase, lineAmounts],
      ['transfer-products', transfer, { quantity: 1 }],
      ['sale-products', sale, lineAmounts],
    ] as const) {
      const id = doc.products[0]?.id ?? 'missing';
      for (const method of ['PUT', 'PATCH']) {
        set(method, `/api/${path}/{id}`, {
          params: { id },
          // A line's update carries its document's version.
          body: { ...body, version: doc.version },
        });
      }
      set('DELETE', `/api/${path}/{id}`, { params: { id } });
    }
    set('DELETE', '/api/shipment-products/{id}', { params: { id: 'missing-item' } });
    set('POST', '/api/users/{id}/password-reset', { params: { id: captain.id } });
    set('POST', '/api/cloudinary/upload', {});
    set('POST', '/api/cloudinary/delete-image', { body: { publicId: 'logistics/fuzz0000' } });
    set('GET', '/api/uploads/{path}', { params: { path: 'logistics/fuzz0000.png' } });
    const month = today.slice(0, 8);
    for (const part of ['summary', 'charts']) {
      set('GET', `/api/dashboard/${part}`, { query: { from: `${month}01`, to: today } });
    }
    for (const part of ['status-changes', 'low-stock'])
      set('GET', `/api/dashboard/${part}`, { query: { limit: '5' } });
    set('GET', '/api/sales/{bill_id}/history', { params: { bill_id: sale.bill_id } });
    set('GET', '/api/shipments/{shipment_id}/history', { params: { shipment_id: shipment.shipment_id } });
    // A stream without parameters, query or body: nothing of it to walk (its auth is in events.test.ts).
    set('GET', '/api/events', {});
    // Bulk actions on one row that is not there (so a hostile variant that still parses changes nothing either).
    const missingRow = { ids: [{ id: '00000000-0000-4000-8000-000000000000', version: 1 }] };
    for (const path of [
      'categories',
      'customers',
      'vendors',
      'vehicles',
      'products',
      'purchases',
      'transfers',
      'sales',
      'shipments',
      'users',
      'inventories',
      'inventory-employments',
    ])
      set('POST', `/api/${path}/bulk-delete`, { body: missingRow });
    set('POST', '/api/sales/bulk-status', { body: { ...missingRow, status: 'processing' } });
    // Imports take a multipart file (no JSON body to walk): their query, without a file.
    for (const path of ['categories', 'customers', 'vendors', 'vehicles', 'products'])
      set('POST', `/api/${path}/import`, { query: { dry_run: 'true' } });
  });

  afterAll(() => recordFigures(`hostile input [${t.kind}]`, { ...figures, routes: operations?.length ?? 0 }));

  it('knows a valid request for every route of the OpenAPI document', () => {
    const missing = operations.map(keyOf).filter((key) => !bases.has(key));
    // A new route needs its valid request above, so its inputs are walked too.
    expect(missing).toEqual([]);
    expect(operations.length).toBeGreaterThan(80);
  });

  it('refuses hostile values in every path parameter, query key and body field, and changes nothing', async () => {
    const before = await fingerprint(t.app, ATTEMPT_TABLES);
    for (const operation of operations) {
      const base = bases.get(keyOf(operation)) as Base;
      for (const param of operation.params) {
        await fc.assert(
          fc.asyncProperty(hostileFor(base.params?.[param]), async (value) => {
            const params = {
              ...base.params,
              [param]: typeof value === 'string' ? value : JSON.stringify(value),
            };
            await check(
              operation,
              { ...base, params },
              `path ${param}=${JSON.stringify(value).slice(0, 80)}`,
            );
          }),
          { numRuns: RUNS_PER_SLOT, seed: SEED, examples: examplesFor(base.params?.[param]) },
        );
      }
      for (const key of operation.query) {
        await fc.assert(
          fc.asyncProperty(hostileQuery('Fuzz'), async (value) => {
            await check(
              operation,
              { ...base, query: { [key]: value } },
              `query ${key}=${JSON.stringify(value).slice(0, 80)}`,
            );
          }),
          { numRuns: RUNS_PER_SLOT, seed: SEED, examples: [['Fu\u0000zz'], ['Fuzz\uDC00']] },
        );
      }
      for (const field of operation.fields) {
        await fc.assert(
          fc.asyncProperty(hostileFor(getAt(base.body, field)), async (value) => {
            const body = setAt(base.body, field, value);
            await check(
              operation,
              { ...base, body },
              `${field.join('.')}=${JSON.stringify(value).slice(0, 80)}`,
            );
          }),
          { numRuns: RUNS_PER_SLOT, seed: SEED, examples: examplesFor(getAt(base.body, field)) },
        );
      }
      if (operation.hasBody) {
        for (const body of wholeBodies) {
          await check(operation, { ...base, body }, `the body ${JSON.stringify(body)}`);
        }
      }
    }
    // The upload's multipart fields (the OpenAPI document has no schema for them): the folder, and the file.
    await fc.assert(
      // A multipart field is text: the hostile texts only.
      fc.asyncProperty(hostileQuery('logistics'), async (folder) => {
        const body = multipart([image(PNG), { name: 'folder', value: [folder].flat().join(',') }]);
        const answer = await t.app.inject({
          method: 'POST',
          url: '/api/cloudinary/upload',
          headers: { ...admin.headers, ...body.headers },
          payload: body.payload,
        });
        figures.cases += 1;
        expect({ folder, status: answer.statusCode }).toEqual({ folder, status: 400 });
      }),
      { numRuns: RUNS_PER_SLOT * 3, seed: SEED, examples: [['logi\u0000stics'], ['logistics\uD800']] },
    );
    expect(await fingerprint(t.app, ATTEMPT_TABLES)).toEqual(before);
    expect(figures.failures).toBe(0);
  });

  it('answers values that are valid somewhere (range edges, other spellings of numbers) without a 5xx', async () => {
    for (const operation of operations) {
      const base = bases.get(keyOf(operation)) as Base;
      if (operation.fields.length === 0) continue;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...operation.fields),
          fc.constantFrom(...edgeValues),
          async (field, value) => {
            const body = setAt(base.body, field, value);
            await check(operation, { ...base, body }, `${field.join('.')}=${JSON.stringify(value)}`, true);
          },
        ),
        { numRuns: operation.fields.length * RUNS_PER_SLOT, seed: SEED },
      );
    }
    expect(figures.failures).toBe(0);
  });

  it('answers every export with empty and impossible values as its list does, before the file starts', async () => {
    // The list's own keys and the export's; values that are empty, impossible as a date, or out of range.
    const exportKeys = ['format', 'columns', 'values', 'ready', 'ids'];
    const values = ['', ' ', '2026-13-45', '2026-02-30', '0000-00-00', '9999-12-31', '-1', '0', 'zzz'];
    for (const [resource, definition] of Object.entries(listDefinitions)) {
      const listKeys = [
        'q',
        'match',
        'from',
        'to',
        'sort',
        'order',
        'page',
        'pageSize',
        ...definition.filters,
      ];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...listKeys, ...exportKeys),
          fc.constantFrom(...values),
          fc.constantFrom('csv', 'xlsx'),
          async (key, value, format) => {
            const what = `${resource}/export?format=${format}&${key}=${JSON.stringify(value)}`;
            const query = `${key}=${encodeURIComponent(value)}`;
            const answer = await t.app.inject({
              method: 'GET',
              url: `/api/${resource}/export?${key === 'format' ? '' : `format=${format}&`}${query}`,
              headers: admin.headers,
            });
            figures.cases += 1;
            const list = await t.app.inject({
              method: 'GET',
              url: `/api/${resource}${exportKeys.includes(key) ? '' : `?${query}`}`,
              headers: admin.headers,
            });
            expect({ what, server: answer.statusCode < 500 }).toEqual({ what, server: true });
            if (list.statusCode !== 200) {
              // What the list refuses, the export refuses alike, before its file starts.
              expect({ what, status: answer.statusCode, body: answer.body }).toEqual({
                what,
                status: list.statusCode,
                body: list.body,
              });
              return;
            }
            if (answer.statusCode !== 200) {
              // The export's own keys: refused with a message; no file started.
              const body = answer.json<{ message?: unknown }>();
              expect({ what, export: exportKeys.includes(key), message: typeof body.message }).toEqual({
                what,
                export: true,
                message: 'string',
              });
              expect({ what, file: answer.headers['content-disposition'] }).toEqual({
                what,
                file: undefined,
              });
              return;
            }
            // A whole file: its header and one line per row of the list.
            const total = list.json<{ total: number }>().total;
            const lines =
              format === 'csv' && key !== 'format'
                ? (parseCsv(answer.rawPayload, { bom: true }) as string[][]).length
                : await xlsxRowCount(answer.rawPayload);
            const expected = key === 'ids' ? 1 : total + 1;
            expect({ what, lines }).toEqual({ what, lines: expected });
          },
        ),
        {
          numRuns: RUNS_PER_SLOT * 10,
          seed: SEED,
          examples: [
            ['from', '2026-13-45', 'csv'],
            ['to', '2026-02-30', 'xlsx'],
            ['from', '0000-00-00', 'csv'],
            ['q', '', 'xlsx'],
          ],
        },
      );
    }
  });

  it('refuses every bulk action whose selection is empty or impossible with a 4xx and a message, changing nothing', async () => {
    const before = await fingerprint(t.app, ATTEMPT_TABLES);
    const bulk = operations.filter((operation) => /\/bulk-(delete|status)$/.test(operation.path));
    expect(bulk.length).toBeGreaterThan(10);
    // Queries that match no row (and filters with empty or unknown values), with counts that are 0 or a guess.
    const nothing = fc.constantFrom('zzzznomatch', '%_\\nomatch', 'zz\u00e9\u2603nomatch');
    const filterValue = fc.constantFrom<unknown>([], [''], '', ['No Such Row'], 'No Such Row', [' ']);
    const allMatching = fc.record(
      {
        q: nothing,
        inventory: filterValue,
        status: filterValue,
        role: filterValue,
        source_inventory: filterValue,
        from: fc.constantFrom('2999-01-01', ''),
      },
      { requiredKeys: ['q'] },
    );
    const selection = fc.oneof(
      fc.record({ all_matching: allMatching, expected: fc.constantFrom(0, 1, 2) }),
      fc.constant({ ids: [] }),
      fc.constant({ all_matching: {}, expected: 0, ids: [] }),
    );
    for (const operation of bulk) {
      const base = bases.get(keyOf(operation)) as Base;
      await fc.assert(
        fc.asyncProperty(selection, async (target) => {
          const { ids: _ids, ...rest } = (base.body ?? {}) as Record<string, unknown>;
          await check(
            operation,
            { ...base, body: { ...rest, ...target } },
            `the selection ${JSON.stringify(target)}`,
          );
        }),
        {
          numRuns: RUNS_PER_SLOT * 3,
          seed: SEED,
          examples: [[{ all_matching: { q: 'zzzznomatch' }, expected: 0 }]],
        },
      );
    }
    expect(await fingerprint(t.app, ATTEMPT_TABLES)).toEqual(before);
    expect(figures.failures).toBe(0);
  });

  describe('the cases found by hand', () => {
    // Every resource has a list.
    const lists = resources;
    const send = (method: InjectOptions['method'], url: string, payload?: unknown) =>
      t.app.inject({
        method,
        url,
        headers: admin.headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });

    it('a NUL byte in q on every list: 400 with a message', async () => {
      for (const list of lists) {
        const answer = await send('GET', `/api/${list}?q=a%00b`);
        expect({ list, status: answer.statusCode, body: answer.json() }).toEqual({
          list,
          status: 400,
          body: { message: invalidCharactersMessage('The search text') },
        });
      }
    });

    it('a day that does not exist, or an unknown order, on every dated list and its export: 400 naming the rule', async () => {
      const dated = lists.filter((list) => 'dateField' in listDefinitions[list]);
      expect(dated.length).toBeGreaterThan(0);
      for (const list of dated) {
        for (const [query, message] of [
          ['from=2026-13-45', DATE_PARAMETER_FORMAT],
          ['to=2026-02-30', DATE_PARAMETER_FORMAT],
          ['order=sideways', 'order must be asc or desc'],
          ['from=2026-06-30&to=2026-06-01', 'The date range must not end before it starts'],
        ]) {
          for (const url of [`/api/${list}?${query}`, `/api/${list}/export?format=csv&${query}`]) {
            const answer = await send('GET', url);
            expect({ url, status: answer.statusCode, body: answer.json() }).toEqual({
              url,
              status: 400,
              body: { message },
            });
          }
        }
      }
    });

    it('a page of no rows on every list: 400 naming the smallest page size', async () => {
      for (const list of lists) {
        const url = `/api/${list}?pageSize=0`;
        const answer = await send('GET', url);
        expect({ url, status: answer.statusCode, body: answer.json() }).toEqual({
          url,
          status: 400,
          body: { message: 'pageSize must be at least 1' },
        });
      }
    });

    it('a blank filter on every list is no filter: the same rows as without it', async () => {
      const filtered = lists.filter((list) => listDefinitions[list].filters.length > 0);
      expect(filtered.length).toBeGreaterThan(0);
      for (const list of filtered) {
        const totalOf = async (query: string) => {
          const answer = await send('GET', `/api/${list}?${query}`);
          return { list, query, status: answer.statusCode, total: answer.json<{ total?: number }>().total };
        };
        const all = await totalOf('pageSize=1');
        expect(all.total).toBeGreaterThan(0);
        for (const filter of listDefinitions[list].filters) {
          for (const blank of [`${filter}=`, `${filter}=,`]) {
            expect(await totalOf(`pageSize=1&${blank}`)).toEqual({ ...all, query: `pageSize=1&${blank}` });
          }
        }
      }
    });

    it('a value outside the set of a fixed filter, on every list and its export: 400 naming the set', async () => {
      const fixed = Object.entries(fixedFilterValues);
      expect(fixed.length).toBeGreaterThan(0);
      for (const [list, filters] of fixed) {
        for (const [filter, values] of Object.entries(filters ?? {})) {
          const query = `${filter}=${values[0]},no-such-${filter}`;
          for (const url of [`/api/${list}?${query}`, `/api/${list}/export?format=csv&${query}`]) {
            const answer = await send('GET', url);
            expect({ url, status: answer.statusCode, body: answer.json() }).toEqual({
              url,
              status: 400,
              body: { message: `Filter ${filter} by one of: ${values.join(', ')}` },
            });
          }
        }
      }
    });

    it('a misspelt field or filter is refused, naming it, and changes nothing', async () => {
      const vendor = (await send('GET', '/api/vendors?pageSize=1')).json<{
        vendors: Array<{ name: string; version: number }>;
      }>().vendors[0] as { name: string; version: number };
      const path = `/api/vendors/${vendor.name.replaceAll(' ', '-')}`;
      const before = (await send('GET', path)).json<unknown>();
      const misspelt = await send('PATCH', path, { nmae: 'Typo', version: vendor.version });
      expect({ status: misspelt.statusCode, body: misspelt.json() }).toEqual({
        status: 400,
        body: { message: 'Unknown field: nmae' },
      });
      expect((await send('GET', path)).json()).toEqual(before);
      // Beside a field it takes, too: the change it does take would be answered "updated", the typo's lost.
      const besideAField = await send('PATCH', path, {
        description: 'Half saved',
        phnoe: '555 0100',
        version: vendor.version,
      });
      expect({ status: besideAField.statusCode, body: besideAField.json() }).toEqual({
        status: 400,
        body: { message: 'Unknown field: phnoe' },
      });
      expect((await send('GET', path)).json()).toEqual(before);
      const created = await send('POST', '/api/categories', { nmae: 'Typo Category', descripton: 'x' });
      expect(created.json()).toEqual({ message: 'Unknown fields: nmae, descripton' });
      expect((await send('GET', '/api/categories/Typo-Category')).statusCode).toBe(404);
      const createdBeside = await send('POST', '/api/categories', { name: 'Typo Category', descripton: 'x' });
      expect(createdBeside.json()).toEqual({ message: 'Unknown field: descripton' });
      expect((await send('GET', '/api/categories/Typo-Category')).statusCode).toBe(404);
      // A row sent back as it was read, with a change: what the route does not take (its id, its dates) is ignored.
      const asRead = (before as { vendor: Record<string, unknown> }).vendor;
      const changed = await send('PATCH', path, { ...asRead, description: 'Round trip' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json<{ vendor: unknown }>().vendor).toMatchObject({
        id: asRead.id,
        name: asRead.name,
        description: 'Round trip',
      });
      // A field the resource's create sets and its update does not: a sale's lines, changed as new_products and
      // changed_products, never through products.
      const sale = (await send('GET', '/api/sales?pageSize=1')).json<{
        sales: Array<{ bill_id: string; version: number }>;
      }>().sales[0] as { bill_id: string; version: number };
      const salePath = `/api/sales/${sale.bill_id}`;
      const saleBefore = (await send('GET', salePath)).json<unknown>();
      for (const [body, message] of [
        [{ products: [], version: sale.version }, 'This request cannot change products'],
        [{ status: 'pending', products: [], version: sale.version }, 'This request cannot change products'],
      ] as const) {
        const answer = await send('PATCH', salePath, body);
        expect({ status: answer.statusCode, body: answer.json() }).toEqual({
          status: 400,
          body: { message },
        });
      }
      // Sent back as read, a sale holds its lines too: refused the same way, so no change to them goes unsaid.
      const saleAsRead = (saleBefore as { sale: Record<string, unknown> }).sale;
      const roundTrip = await send('PATCH', salePath, { ...saleAsRead, status: 'pending' });
      expect(roundTrip.statusCode).toBe(400);
      expect(roundTrip.json<{ message: string }>().message).toMatch(
        /^This request cannot change .*\bproducts\b/,
      );
      expect((await send('GET', salePath)).json()).toEqual(saleBefore);
      const list = await send('GET', '/api/sales?stauts=pending');
      expect({ status: list.statusCode, body: list.json() }).toEqual({
        status: 400,
        body: { message: 'Unknown field: stauts' },
      });
    });

    it("a value of the wrong type or past its bound, where the schema kept zod's own words: 400 naming the field and the rule", async () => {
      for (const [url, payload, message] of [
        [
          '/api/vendors/bulk-delete',
          { ids: [{ id: '00000000-0000-4000-8000-000000000000', version: 'one' }] },
          'ids[0].version must be a number',
        ],
        [
          '/api/vendors/bulk-delete',
          { ids: [{ id: '00000000-0000-4000-8000-000000000000', version: 0 }] },
          'ids[0].version must be at least 1',
        ],
        ['/api/vendors/bulk-delete', { ids: 'x' }, 'ids must be a list'],
        ['/api/vendors/bulk-delete', { ids: [] }, 'ids must have at least 1 item'],
        ['/api/vendors/bulk-delete', [], 'The request body must be an object'],
        ['/api/vendors/import?dry_run=maybe', undefined, 'dry_run must be one of: true, false'],
      ] as const) {
        const answer = await send('POST', url, payload);
        expect({ url, status: answer.statusCode, body: answer.json() }).toEqual({
          url,
          status: 400,
          body: { message },
        });
      }
    });

    it('a NUL byte in a name or a path key: 400 with a message', async () => {
      const created = await send('POST', '/api/categories', { name: 'Bad\u0000Name' });
      expect(created.statusCode).toBe(400);
      expect(created.json()).toEqual({ message: invalidCharactersMessage('Name') });
      for (const url of ['/api/categories/Bad%00Key', '/api/vendors/Bad%00Key', '/api/sales/BILL%00']) {
        const answer = await send('GET', url);
        expect({ url, status: answer.statusCode, body: answer.json() }).toEqual({
          url,
          status: 400,
          body: { message: INVALID_CHARACTERS },
        });
      }
    });

    it('a quantity of 2147483648 and a total past numeric(13,3): 400 with a message', async () => {
      const products = (await send('GET', '/api/products?pageSize=1')).json<{
        products: Array<{ name: string }>;
      }>();
      const vendors = (await send('GET', '/api/vendors?pageSize=1')).json<{
        vendors: Array<{ name: string }>;
      }>();
      const inventories = (await send('GET', '/api/inventories?pageSize=1')).json<{
        inventories: Array<{ name: string }>;
      }>();
      const purchase = (mrId: string, lines: Array<{ quantity: number; unit_price: string }>) =>
        send('POST', '/api/purchases', {
          mr_id: mrId,
          purchase_date: new Date().toISOString().slice(0, 10),
          vendor: vendors.vendors[0]?.name,
          inventory: inventories.inventories[0]?.name,
          products: lines.map((line) => ({ product: products.products[0]?.name, ...line })),
        });

      const tooMany = await purchase('MR-BIG-001', [{ quantity: 2_147_483_648, unit_price: '1' }]);
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toEqual({ message: 'Product quantity must not be greater than 2147483647' });

      const overflow = await purchase('MR-BIG-002', [{ quantity: 2_147_483_647, unit_price: '9999999.999' }]);
      expect(overflow.statusCode).toBe(400);
      expect(overflow.json()).toEqual({ message: TOTAL_TOO_LARGE });

      // Each line fits, and so does the purchase; raising one line past what the total can hold is refused by
      // the database's numeric(13,3), and answered 400 all the same.
      const fits = await purchase('MR-BIG-003', [
        { quantity: 1, unit_price: '5000000000' },
        { quantity: 1, unit_price: '1' },
      ]);
      expect(fits.statusCode).toBe(201);
      const line = fits
        .json<{ purchase: { products: Array<{ id: string; unit_price: string }> } }>()
        .purchase.products.find((row) => Number(row.unit_price) === 1);
      const raised = await send('PUT', `/api/purchase-products/${line?.id}`, {
        quantity: 1,
        unit_price: '9000000000',
        version: fits.json<{ purchase: { version: number } }>().purchase.version,
      });
      expect(raised.statusCode).toBe(400);
      expect(raised.json()).toEqual({ message: TOTAL_TOO_LARGE });
    });
  });
});
