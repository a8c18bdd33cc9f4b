import * as z from '@logistics/shared/contracts/zod';
import {
  listDefinitions,
  listQuerySchema,
  listResponseSchema,
  PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  searchableText,
  type ListQuery,
} from './lists';
import { inventoryDetailPath, isReservedPathName, keyInPath, nameToPath, pathKey } from './paths';
import { isRole, remoteOfRole, roles } from './roles';
import {
  orderStatusSchema,
  orderStatuses,
  returnsStock,
  saleStatuses,
  shipmentStatusSchema,
  shipmentStatuses,
  statusLabel,
  vehicleTypeSchema,
  vehicleTypes,
} from './statuses';

describe('status lists', () => {
  it("are the product's values, in their order", () => {
    expect(vehicleTypes).toEqual([
      'airbus',
      'helicopter',
      'lorry',
      'truck',
      'motorcycle',
      'van',
      'autorickshaw',
    ]);
    expect(shipmentStatuses).toEqual(['pending', 'in transit', 'delivered', 'cancelled', 'delayed']);
    expect(orderStatuses).toEqual([
      'pending',
      'processing',
      'shipped',
      'delivered',
      'cancelled',
      'refunded',
      'return',
      'delayed',
    ]);
    expect(saleStatuses).toBe(orderStatuses);
  });

  it.each([
    [vehicleTypeSchema, 'van', true],
    [vehicleTypeSchema, 'boat', false],
    [shipmentStatusSchema, 'in transit', true],
    [shipmentStatusSchema, 'shipped', false],
    [orderStatusSchema, 'return', true],
    [orderStatusSchema, 'in transit', false],
  ] as [z.ZodType, string, boolean][])('%#: %j accepted is %s', (schema, value, accepted) => {
    expect(schema.safeParse(value).success).toBe(accepted);
  });

  it.each([
    ['cancelled', true],
    ['refunded', true],
    ['return', true],
    ['delivered', false],
    ['pending', false],
  ] as const)('a sale set to %s gives its stock back: %s', (status, expected) => {
    expect(returnsStock(status)).toBe(expected);
  });

  it('labels capitalise the first letter', () => {
    expect(statusLabel('in transit')).toBe('In transit');
  });
});

describe('roles and paths', () => {
  it('are the six roles, each served by a remote', () => {
    expect(roles).toEqual([
      'admin',
      'procurement-manager',
      'fleet-manager',
      'inventory-manager',
      'inventory-in-charge',
      'captain',
    ]);
    expect(remoteOfRole['inventory-in-charge']).toBe(remoteOfRole['inventory-manager']);
    expect(isRole('captain')).toBe(true);
    expect(isRole('driver')).toBe(false);
  });

  it.each([
    ['Main Store', 'Main-Store', 'main-store'],
    ['  North   Depot ', 'North-Depot', 'north-depot'],
    ['Dock-7 West', 'Dock-7-West', 'dock-7-west'],
  ])('%j travels as %j and is keyed %j', (name, path, key) => {
    expect(nameToPath(name)).toBe(path);
    expect(pathKey(name)).toBe(key);
    expect(pathKey(path)).toBe(key);
    expect(inventoryDetailPath(name)).toBe(key);
  });

  it('names a row in its path by its key: a name with its spaces as hyphens, any other key as it is', () => {
    expect(keyInPath(listDefinitions.vendors.keyField, 'Acme  Supplies')).toBe('Acme-Supplies');
    expect(keyInPath(listDefinitions.vehicles.keyField, 'SHE 135')).toBe('SHE 135');
    expect(keyInPath(listDefinitions.customers.keyField, 'c-1 x')).toBe('c-1 x');
  });

  it.each([
    ['supervisors', true],
    ['Supervisors', true],
    ['Main Store', false],
  ])('%j is reserved: %s', (name, reserved) => {
    expect(isReservedPathName(name)).toBe(reserved);
  });
});

describe('lists', () => {
  it.each([
    ['a pasted cell', 'North\tDepot\r\n', 'North Depot  '],
    ['no more than the query takes', 'q'.repeat(151), 'q'.repeat(150)],
    ['not half of a character cut at the limit', `${'q'.repeat(149)}📦`, 'q'.repeat(149)],
    ['a whole character at the limit', `${'q'.repeat(148)}📦`, `${'q'.repeat(148)}📦`],
  ])('keep in a search box what the query accepts: %s', (_case, typed, kept) => {
    expect(searchableText(typed)).toBe(kept);
    expect(listQuerySchema('vendors').safeParse({ q: kept }).success).toBe(true);
  });

  it('offer the page sizes 5 to 50, 5 by default', () => {
    expect(PAGE_SIZES).toEqual([5, 10, 20, 30, 40, 50]);
    expect(DEFAULT_PAGE_SIZE).toBe(5);
  });

  it.each([
    ['users', 'email', ['role']],
    ['categories', 'name', []],
    ['vendors', 'name', []],
    ['inventories', 'name', []],
    ['products', 'name', ['category']],
    ['customers', 'email', []],
    ['vehicles', 'vin', ['type']],
    ['sales', 'bill_id', ['inventory', 'status']],
    ['shipments', 'shipment_id', ['status']],
    ['purchases', 'mr_id', ['inventory', 'vendor']],
    ['transfers', 'trf_id', ['source_inventory', 'destination_inventory']],
  ] as const)('%s searches by %s and filters by %j', (resource, search, filters) => {
    expect(listDefinitions[resource].searchField).toBe(search);
    expect(listDefinitions[resource].filters).toEqual(filters);
  });

  it('a list answer carries its rows under the list key, the total, the facets and what a date range hides', () => {
    const schema = listResponseSchema('sales', z.object({ bill_id: z.string() }));
    const answer = {
      sales: [{ bill_id: 'B1' }],
      total: 9,
      facets: { status: { pending: 4, shipped: 5 } },
      outsideRange: 2,
    };
    expect(schema.parse(answer)).toEqual(answer);
    const { outsideRange: _outsideRange, ...undated } = answer;
    expect(schema.parse(undated)).toEqual(undated);
    // A count is a whole number of rows, and every list answers its facets (none: `{}`).
    expect(schema.safeParse({ ...answer, total: -1 }).success).toBe(false);
    expect(schema.safeParse({ ...answer, total: 1.5 }).success).toBe(false);
    const { facets: _facets, ...withoutFacets } = answer;
    expect(schema.safeParse(withoutFacets).success).toBe(false);
    expect(schema.safeParse({ ...answer, sales: undefined }).success).toBe(false);
  });

  it('a list query reads filters, dates and pages', () => {
    const query = listQuerySchema('sales').parse({
      q: ' B1 ',
      status: 'pending,shipped',
      inventory: ['Main'],
      from: '2026-01-01',
      to: '2026-02-01',
      page: '2',
      pageSize: '10',
      sort: 'sale_date',
      order: 'desc',
    });
    expect(query).toEqual({
      q: 'B1',
      status: ['pending', 'shipped'],
      inventory: ['Main'],
      from: '2026-01-01',
      to: '2026-02-01',
      page: 2,
      pageSize: 10,
      sort: 'sale_date',
      order: 'desc',
    });
  });

  it('a list query takes a range of one day, or with one end open', () => {
    const schema = listQuerySchema('sales');
    for (const range of [
      { from: '2026-06-01', to: '2026-06-01' },
      { from: '2026-06-30' },
      { to: '2026-06-01' },
    ])
      expect(schema.parse(range)).toMatchObject(range);
  });

  it('a list query takes a blank filter (status= or status=,) as no filter', () => {
    const schema = listQuerySchema('sales');
    for (const status of ['', ',', ' , ', []])
      expect((schema.parse({ status }) as ListQuery).status).toBeUndefined();
    expect(schema.parse({ status: ' , pending' })).toMatchObject({ status: ['pending'] });
  });

  it.each([
    [{ from: '2026-13-45' }, 'Dates must be YYYY-MM-DD'],
    [{ to: '2026-02-30' }, 'Dates must be YYYY-MM-DD'],
    [{ from: '1 May 2026' }, 'Dates must be YYYY-MM-DD'],
    [{ order: 'sideways' }, 'order must be asc or desc'],
    [{ from: '2026-06-30', to: '2026-06-01' }, 'The date range must not end before it starts'],
    [{ pageSize: '0' }, 'pageSize must be at least 1'],
    [{ status: 'pending,sold' }, `Filter status by one of: ${orderStatuses.join(', ')}`],
  ])('a list query refuses %j, saying %j', (query, message) => {
    const result = listQuerySchema('sales').safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it.each(['purchases', 'sales', 'transfers', 'shipments'] as const)(
    'the %s list opens newest first by its date; an asked sort keeps its own order',
    (resource) => {
      const definition = listDefinitions[resource];
      const schema = listQuerySchema(resource);
      expect(schema.parse({})).toMatchObject({ sort: definition.dateField, order: 'desc' });
      expect(schema.parse({ order: 'asc' })).toMatchObject({ sort: definition.dateField, order: 'asc' });
      expect(schema.parse({ sort: definition.dateField })).toMatchObject({ order: 'asc' });
    },
  );

  it('the other lists open by their first column, ascending', () => {
    const query = listQuerySchema('vendors').parse({});
    expect(query.order).toBe('asc');
    expect('sort' in query).toBe(false);
  });
});
