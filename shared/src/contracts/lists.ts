import * as z from '@logistics/shared/contracts/zod';
import type { Resource } from './permissions.js';
import { roles } from './roles.js';
import { orderStatuses, shipmentStatuses, vehicleTypes } from './statuses.js';
import { hasForbiddenCharacters, INTEGER_MAX, invalidCharactersMessage } from './validation.js';

/** The page sizes a table offers; 5 is the product's default. Forms' pickers may ask for up to MAX_PAGE_SIZE. */
export const PAGE_SIZES = [5, 10, 20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = 5;
export const MAX_PAGE_SIZE = 200;

export interface ListDefinition {
  /** The key the array travels under in the list's answer. */
  listKey: string;
  /** The key one item travels under. */
  singleKey: string;
  /**
   * The row's key: the field whose value the API's paths address one row by (`/vendors/{name}`): a name, an id,
   * a VIN, or a document's own ID (MR ID, TRF ID, BILL ID, shipment ID).
   */
  keyField: string;
  /** The table's search field: the one column its search box looks in. */
  searchField: string;
  /**
   * What a form's picker shows of a row ('Name (email)'), searched instead of `searchField` when the list is
   * asked with `match=label`: a picker finds a row by what it shows, while the table keeps its one search column.
   */
  labelFields?: readonly string[];
  /** Dropdown filters: multi-valued, with facet counts. */
  filters: readonly string[];
  /** The column of the date-range filter, if the table has one. */
  dateField?: string;
  /** Columns the list may be sorted by; the first is the default. */
  sortable: readonly string[];
  /**
   * How the list opens when no sort is asked for: documents (purchases, sales, transfers, shipments) newest
   * first by their date; otherwise the first sortable column, ascending.
   */
  defaultSort?: { readonly field: string; readonly order: 'asc' | 'desc' };
}

/** Per resource: keys, search field, filters, date range and sort columns. The server and the tables read it. */
export const listDefinitions = {
  categories: {
    listKey: 'categories',
    singleKey: 'category',
    keyField: 'name',
    searchField: 'name',
    filters: [],
    sortable: ['name', 'description', 'created_at'],
  },
  customers: {
    listKey: 'customers',
    singleKey: 'customer',
    keyField: 'id',
    searchField: 'email',
    labelFields: ['name', 'email'],
    filters: [],
    sortable: ['name', 'email', 'phone', 'address', 'created_at'],
  },
  users: {
    listKey: 'users',
    singleKey: 'user',
    keyField: 'id',
    searchField: 'email',
    labelFields: ['name', 'email'],
    filters: ['role'],
    sortable: ['name', 'email', 'phone', 'role', 'address', 'created_at'],
  },
  inventories: {
    listKey: 'inventories',
    singleKey: 'inventory',
    keyField: 'name',
    searchField: 'name',
    filters: [],
    sortable: ['name', 'email', 'phone', 'address', 'created_at'],
  },
  products: {
    listKey: 'products',
    singleKey: 'product',
    keyField: 'name',
    searchField: 'name',
    filters: ['category'],
    sortable: ['name', 'category', 'price', 'sku', 'created_at'],
  },
  purchases: {
    listKey: 'purchases',
    singleKey: 'purchase',
    keyField: 'mr_id',
    searchField: 'mr_id',
    filters: ['inventory', 'vendor'],
    dateField: 'purchase_date',
    defaultSort: { field: 'purchase_date', order: 'desc' },
    sortable: ['purchase_date', 'mr_id', 'vendor', 'inventory', 'adjustment', 'total_price'],
  },
  'inventory-employments': {
    listKey: 'assignments',
    singleKey: 'assignment',
    keyField: 'id',
    searchField: 'employee',
    filters: ['inventory'],
    sortable: ['hire_date', 'employee', 'inventory', 'termination_date', 'resign_date', 'transfer_date'],
  },
  vehicles: {
    listKey: 'vehicles',
    singleKey: 'vehicle',
    keyField: 'vin',
    searchField: 'vin',
    filters: ['type'],
    sortable: ['make', 'vin', 'type', 'plate_number', 'cargo_capacity', 'mileage', 'year', 'created_at'],
  },
  vendors: {
    listKey: 'vendors',
    singleKey: 'vendor',
    keyField: 'name',
    searchField: 'name',
    filters: [],
    sortable: ['name', 'email', 'phone', 'address', 'created_at'],
  },
  transfers: {
    listKey: 'transfers',
    singleKey: 'transfer',
    keyField: 'trf_id',
    searchField: 'trf_id',
    filters: ['source_inventory', 'destination_inventory'],
    dateField: 'transfer_date',
    defaultSort: { field: 'transfer_date', order: 'desc' },
    sortable: ['transfer_date', 'trf_id', 'source_inventory', 'destination_inventory'],
  },
  sales: {
    listKey: 'sales',
    singleKey: 'sale',
    keyField: 'bill_id',
    searchField: 'bill_id',
    filters: ['inventory', 'status'],
    dateField: 'sale_date',
    defaultSort: { field: 'sale_date', order: 'desc' },
    sortable: [
      'sale_date',
      'bill_id',
      'inventory',
      'customer',
      'shipping_address',
      'adjustment',
      'total_price',
      'status',
    ],
  },
  shipments: {
    listKey: 'shipments',
    singleKey: 'shipment',
    keyField: 'shipment_id',
    searchField: 'shipment_id',
    filters: ['status'],
    dateField: 'shipment_date',
    defaultSort: { field: 'shipment_date', order: 'desc' },
    sortable: ['shipment_date', 'shipment_id', 'captain', 'vehicle', 'status'],
  },
} as const satisfies Record<Resource, ListDefinition>;

/**
 * The filters whose values are a fixed set (the others filter by names of rows: inventories, vendors,
 * categories). A list's URL keeps only these values for them (ui/list-url.ts).
 */
export const fixedFilterValues: Partial<Record<Resource, Readonly<Record<string, readonly string[]>>>> = {
  users: { role: roles },
  vehicles: { type: vehicleTypes },
  sales: { status: orderStatuses },
  shipments: { status: shipmentStatuses },
};

const FILTER_MAX = 150;
const filterValue = z
  .string()
  .max(FILTER_MAX, `A filter value must not exceed ${FILTER_MAX} characters`)
  .refine((value) => !hasForbiddenCharacters(value), invalidCharactersMessage('A filter value'));
const multi = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean),
  )
  .pipe(z.array(filterValue));
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be YYYY-MM-DD');

/**
 * The query string every list endpoint takes. Pages count from 1. Without a sort, the list
 * opens in its default order (`defaultSort`: documents newest first); a sort without an order is ascending.
 */
export function listQuerySchema(definition: ListDefinition) {
  const filterShape: Record<string, z.ZodOptional<typeof multi>> = {};
  for (const filter of definition.filters) filterShape[filter] = multi.optional();
  const { defaultSort } = definition;
  return z
    .object({
      q: z
        .string({ error: 'The search text must be one text' })
        .trim()
        .max(150, 'The search text must not exceed 150 characters')
        .refine((value) => !hasForbiddenCharacters(value), invalidCharactersMessage('The search text'))
        .optional(),
      /** `label`: `q` searches what a picker shows (`labelFields`), not the table's search field. */
      match: z.enum(['label'], { error: 'match must be label' }).optional(),
      from: isoDate.optional(),
      to: isoDate.optional(),
      sort: z
        .enum(definition.sortable as unknown as [string, ...string[]], {
          error: `Sort by one of: ${definition.sortable.join(', ')}`,
        })
        .optional(),
      order: z.enum(['asc', 'desc']).optional(),
      page: z.coerce
        .number({ error: 'page must be a whole number' })
        .int()
        .min(1, 'page starts at 1')
        .max(INTEGER_MAX, `page must not exceed ${INTEGER_MAX}`)
        .default(1),
      pageSize: z.coerce
        .number({ error: 'pageSize must be a whole number' })
        .int()
        .min(1)
        .max(MAX_PAGE_SIZE, `pageSize must not exceed ${MAX_PAGE_SIZE}`)
        .default(50),
    })
    .extend(filterShape)
    .transform(({ sort, order, ...rest }) =>
      sort === undefined && defaultSort
        ? { ...rest, sort: defaultSort.field, order: order ?? defaultSort.order }
        : { ...rest, ...(sort === undefined ? {} : { sort }), order: order ?? ('asc' as const) },
    );
}

export interface ListQuery {
  q?: string;
  match?: 'label';
  from?: string;
  to?: string;
  sort?: string;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
  [filter: string]: string[] | string | number | undefined;
}

/** Per filter, per option: how many rows match the other criteria with that option. */
export type Facets = Record<string, Record<string, number>>;

export type ListResponse<K extends string, T> = { [key in K]: T[] } & {
  total: number;
  facets: Facets;
  outsideRange?: number;
};
