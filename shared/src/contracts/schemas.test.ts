// zod's JSON Schema export, which no page needs (so the door leaves it out), checks the schemas here.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { z } from 'zod';
import * as auth from './auth';
import * as categories from './categories';
import * as customers from './customers';
import * as inventories from './inventories';
import * as inventoryEmployments from './inventory-employments';
import * as lineItems from './line-items';
import * as products from './products';
import * as purchases from './purchases';
import * as rows from './rows';
import * as sales from './sales';
import * as shipments from './shipments';
import * as statuses from './statuses';
import * as transfers from './transfers';
import * as users from './users';
import * as vehicles from './vehicles';
import * as vendors from './vendors';

const modules = {
  auth,
  categories,
  customers,
  inventories,
  inventoryEmployments,
  lineItems,
  products,
  purchases,
  rows,
  sales,
  shipments,
  statuses,
  transfers,
  users,
  vehicles,
  vendors,
};

const schemas = Object.entries(modules).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => value instanceof z.ZodType)
    .map(([name, value]) => [`${module}.${name}`, value as z.ZodType] as const),
);

describe('every schema documents itself as the server does (fastify-type-provider-zod)', () => {
  it('finds the schemas', () => {
    expect(schemas.length).toBeGreaterThan(40);
  });

  it.each(schemas)('%s converts to JSON Schema for requests and responses', (_name, schema) => {
    for (const io of ['input', 'output'] as const) {
      expect(() =>
        z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }),
      ).not.toThrow();
    }
  });
});

const meta = { version: 1, created_at: '2026-01-02T03:04:05.000Z', updated_at: '2026-01-02T03:04:05.000Z' };
const customer = { id: 'c1', name: 'Acme', email: null };
const sale = {
  ...meta,
  id: 's1',
  bill_id: 'BILL-1',
  sale_date: '2026-01-05',
  customer,
  customer_id: 'c1',
  shipping_address: '1 Main St',
  status: 'pending',
  inventory: 'Main Store',
  adjustment: '0.000',
  total_price: '22.500',
  products: [{ id: 'l1', product: 'Hammer', quantity: 2, unit_price: '12.500', discount: 10 }],
};

describe('read shapes accept what the server answers', () => {
  it.each<[string, z.ZodType, unknown]>([
    ['category', categories.categorySchema, { ...meta, id: 'k1', name: 'Tools', description: null }],
    ['customer', customers.customerSchema, { ...meta, ...customer, phone: null, address: null }],
    [
      'vendor',
      vendors.vendorSchema,
      { ...meta, id: 'v1', name: 'Bolt Co', email: null, phone: null, address: null, description: null },
    ],
    [
      'product',
      products.productSchema,
      {
        ...meta,
        id: 'p1',
        name: 'Hammer',
        category: 'Tools',
        price: '12.500',
        sku: 'HAM-001',
        description: null,
        low_stock_threshold: 10,
      },
    ],
    [
      'inventory detail',
      inventories.inventoryDetailSchema,
      {
        ...meta,
        id: 'i1',
        name: 'Main Store',
        email: null,
        phone: null,
        address: '1 Dock Road',
        description: null,
        inventories: [{ id: 'st1', mr_id: 'MR-0001', product: 'Hammer', quantity: 7 }],
      },
    ],
    [
      'supervisor assignment',
      inventoryEmployments.inventoryEmploymentSchema,
      {
        ...meta,
        id: 'a1',
        hire_date: '2025-01-01',
        employee_id: 'u1',
        employee: { id: 'u1', name: 'Ada', email: 'ada@example.com' },
        inventory: 'Main Store',
        employee_status: true,
        termination_date: null,
        resign_date: null,
        transfer_date: null,
      },
    ],
    [
      'vehicle',
      vehicles.vehicleSchema,
      {
        ...meta,
        id: 'vh1',
        vin: '1HGCM82633A004352',
        make: 'Volvo',
        model: null,
        year: 2020,
        color: 'Red',
        mileage: null,
        engine_no: null,
        chassis_no: null,
        plate_number: 'ABC-1234',
        cargo_capacity: 12000,
        type: 'truck',
      },
    ],
    [
      'purchase',
      purchases.purchaseSchema,
      {
        ...meta,
        id: 'pu1',
        mr_id: 'MR-0001',
        purchase_date: '2026-01-05',
        vendor: 'Bolt Co',
        inventory: 'Main Store',
        adjustment: '0',
        total_price: '25.000',
        products: [
          { id: 'l1', mr_id: 'MR-0001', product: 'Hammer', quantity: 2, unit_price: '12.5', discount: 0 },
        ],
      },
    ],
    [
      'transfer',
      transfers.transferSchema,
      {
        ...meta,
        id: 't1',
        trf_id: 'TRF-001',
        transfer_date: '2026-01-05',
        source_inventory: 'Main Store',
        destination_inventory: 'North Depot',
        products: [{ id: 'tl1', mr_id: 'MR-0001', product: 'Hammer', quantity: 1 }],
      },
    ],
    ['sale', sales.saleSchema, sale],
    [
      'shipment',
      shipments.shipmentSchema,
      {
        ...meta,
        id: 'sh1',
        shipment_id: 'SH-1',
        shipment_date: '2026-01-05',
        status: 'in transit',
        captain: { id: 'u9', name: 'Cap', email: 'captain@example.com' },
        vehicle: { make: 'Volvo', model: 'FH', year: 2020, vin: '1HGCM82633A004352' },
        items: [{ id: 'it1', sale }],
      },
    ],
  ])('%s', (_name, schema, row) => {
    expect(schema.parse(row)).toEqual(row);
  });

  it.each([
    ['a date-time where a date belongs', { ...sale, sale_date: '2026-01-05T00:00:00Z' }],
    ['a float where money belongs', { ...sale, total_price: 22.5 }],
    ['a status outside the order statuses', { ...sale, status: 'in transit' }],
    ['a row without its version', { ...sale, version: undefined }],
  ])('refuses %s', (_case, row) => {
    expect(sales.saleSchema.safeParse(row).success).toBe(false);
  });

  it('an update answer carries the object and a message', () => {
    const schema = rows.updateResponseSchema('sale', sales.saleSchema);
    expect(schema.parse({ sale, message: 'Sale updated successfully.' })).toEqual({
      sale,
      message: 'Sale updated successfully.',
    });
  });
});
