import type { Resource } from '@logistics/shared/contracts/permissions';
import { tag } from '../document-fixtures.js';
import { pathOf } from './master-data-fixtures.js';
import { asAdmin, resourceCases, type PermissionCase, type PermissionContext } from './documents-context.js';

/** /customers, /vendors, /vehicles and /products as every role: each case acts on a row of its own. */

const vin = () => `VINPC${tag()}${tag()}`.slice(0, 17);

interface Spec {
  resource: Resource;
  singleKey: string;
  keyField: string;
  /** A body a create accepts, unique each time. */
  body: () => object;
  /** The path key of a created row. */
  keyOf: (row: Record<string, string>) => string;
}

const specs: Spec[] = [
  {
    resource: 'customers',
    singleKey: 'customer',
    keyField: 'id',
    body: () => ({ name: `Permission Customer ${tag()}`, email: `pc-${tag().toLowerCase()}@example.com` }),
    keyOf: (row) => row.id as string,
  },
  {
    resource: 'vendors',
    singleKey: 'vendor',
    keyField: 'name',
    body: () => ({ name: `Permission Vendor ${tag()}` }),
    keyOf: (row) => pathOf(row.name as string),
  },
  {
    resource: 'vehicles',
    singleKey: 'vehicle',
    keyField: 'vin',
    body: () => ({
      make: 'Volvo',
      model: 'FH',
      year: 2020,
      color: 'White',
      vin: vin(),
      plate_number: `PC-${tag()}`,
      cargo_capacity: 12000,
      type: 'truck',
    }),
    keyOf: (row) => row.vin as string,
  },
  {
    resource: 'products',
    singleKey: 'product',
    keyField: 'name',
    body: () => ({
      name: `Permission Product ${tag()}`,
      price: '9.5',
      category: 'Electronics',
      sku: `PC${tag()}`,
    }),
    keyOf: (row) => pathOf(row.name as string),
  },
];

async function made(context: PermissionContext, spec: Spec): Promise<string> {
  const body = await asAdmin(context, 'POST', `/api/${spec.resource}`, spec.body());
  return spec.keyOf(body[spec.singleKey] as Record<string, string>);
}

export const masterDataCases: PermissionCase[] = specs.flatMap((spec) =>
  resourceCases(spec.resource, `/api/${spec.resource}/:${spec.keyField}`, {
    row: async (c) => encodeURIComponent(await made(c, spec)),
    create: spec.body,
    edit: { version: 1 },
  }),
);
