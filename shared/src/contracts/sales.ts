import * as z from '@logistics/shared/contracts/zod';
import { customerRefSchema } from './customers.js';
import {
  adjustmentField,
  lineAmountsUpdateSchema,
  lineItemRowSchema,
  pricedDocumentSchemas,
} from './line-items.js';
import { documentHeadRow, readMoney } from './rows.js';
import { DEFAULT_SALE_STATUS, orderStatusSchema, orderStatuses } from './statuses.js';
import {
  addressField,
  businessIdField,
  dateField,
  optionalChoice,
  referenceField,
  uuidField,
} from './validation.js';
import type { ResourceDeclaration } from './resources.js';
import type { DocumentContract } from './document-contracts.js';
import { type ListColumn, dateColumn, moneyColumn, statusColumn } from './list-columns.js';

/** Sales to customers (bills), keyed by BILL ID. Statuses are the order statuses. */

export const INVALID_CUSTOMER_ID = 'Invalid customer ID';
export const SHIPPING_ADDRESS_REQUIRED = 'Shipping address is required';

const saleFields = {
  bill_id: businessIdField('BILL ID'),
  sale_date: dateField('Sale date is required'),
  customer_id: uuidField(INVALID_CUSTOMER_ID),
  shipping_address: addressField(SHIPPING_ADDRESS_REQUIRED),
  status: optionalChoice(orderStatusSchema),
  inventory: referenceField('Inventory'),
  adjustment: adjustmentField(),
};

/** A sale's create (at least one line; a missing status is 'pending') and update (every field optional). */
const saleSchemas = pricedDocumentSchemas(saleFields, {
  status: optionalChoice(orderStatusSchema).transform((value) => value ?? DEFAULT_SALE_STATUS),
});
export const saleCreateSchema = saleSchemas.create;
export const saleUpdateSchema = saleSchemas.update;

/** PUT /sale-products/{id}: quantity, unit_price and discount (absent means 0). */
export const saleProductUpdateSchema = lineAmountsUpdateSchema;

export type SaleInput = z.input<typeof saleCreateSchema>;
export type SaleCreate = z.output<typeof saleCreateSchema>;
export type SaleUpdateInput = z.input<typeof saleUpdateSchema>;
export type SaleUpdate = z.output<typeof saleUpdateSchema>;

export const saleLineSchema = lineItemRowSchema;
export type SaleLine = z.output<typeof saleLineSchema>;

/** A sale as read: the customer as an object, `inventory` as a name, totals as decimal strings. */
export const saleSchema = z.object({
  ...documentHeadRow('bill_id', 'sale_date'),
  customer: customerRefSchema,
  customer_id: z.string(),
  shipping_address: z.string(),
  status: orderStatusSchema,
  inventory: z.string(),
  adjustment: readMoney,
  total_price: readMoney,
  products: z.array(saleLineSchema),
});
export type Sale = z.output<typeof saleSchema>;
/** A sale as its list's columns show it and its export writes it: the sale without its lines. */
export type SaleListRow = Omit<Sale, 'products'>;

/** This resource's declaration: labels, list, rights, page and live updates (resources.ts gathers them all). */
export const saleDeclaration = {
  labels: { singular: 'sale', plural: 'sales', title: 'Sales' },
  icon: 'dollar',
  list: {
    listKey: 'sales',
    singleKey: 'sale',
    keyField: 'bill_id',
    searchField: 'bill_id',
    filters: ['inventory', 'status'],
    flags: ['unshipped'],
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
  fixedFilters: { status: orderStatuses },
  rights: {
    list: ['admin', 'fleet-manager', 'inventory-manager', 'inventory-in-charge', 'captain'],
    view: ['admin', 'fleet-manager', 'inventory-manager', 'inventory-in-charge', 'captain'],
    create: ['admin', 'inventory-manager', 'inventory-in-charge'],
    edit: ['admin', 'inventory-manager', 'inventory-in-charge', 'fleet-manager', 'captain'],
    'edit-amounts': ['admin', 'inventory-manager', 'inventory-in-charge'],
    'update-line': ['admin', 'inventory-manager', 'inventory-in-charge'],
    'add-line': ['admin', 'inventory-manager', 'inventory-in-charge'],
    'remove-line': ['admin', 'inventory-manager'],
    delete: ['admin', 'inventory-manager'],
  },
  menus: ['admin', 'fleet-manager', 'inventory-manager', 'inventory-in-charge'],
  goneWay: 'deleted or given another BILL ID',
  liveQueryPrefixes: ['sales', 'shipments', 'dashboard'],
} as const satisfies ResourceDeclaration;

// Over the sale without its lines: an export reads no lines, so no column may show them.
export const saleListColumns: readonly ListColumn<SaleListRow>[] = [
  { field: 'bill_id', header: 'BILL ID', sortable: true, hideable: false },
  { field: 'inventory', header: 'Inventory', sortable: true },
  {
    field: 'customer',
    header: 'Customer Name',
    sortable: true,
    card: 'subtitle',
    value: (row) => row.customer.name,
  },
  { field: 'shipping_address', header: 'Shipping Address', sortable: true },
  moneyColumn('adjustment', 'Adjustment'),
  moneyColumn('total_price', 'Total Price'),
  statusColumn('status', 'Status'),
  dateColumn('sale_date', 'Sale Date'),
];

/** What the sales routes read beside the declaration: the schemas, the list's columns and the ID's name. */
export const saleDocument = {
  rowSchema: saleSchema,
  createSchema: saleCreateSchema,
  updateSchema: saleUpdateSchema,
  columns: saleListColumns,
  idLabel: 'BILL ID',
} as const satisfies DocumentContract;
