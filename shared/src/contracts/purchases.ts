import * as z from '@logistics/shared/contracts/zod';
import {
  adjustmentField,
  lineAmountsUpdateSchema,
  lineItemRowSchema,
  pricedDocumentSchemas,
} from './line-items.js';
import { documentHeadRow, readMoney } from './rows.js';
import { dateField, mrOrTrfIdField, referenceField } from './validation.js';
import type { ResourceDeclaration } from './resources.js';
import type { DocumentContract } from './document-contracts.js';
import { type ListColumn, dateColumn, moneyColumn } from './list-columns.js';

/** Purchases, also called material receipts (MR), keyed by MR ID. */

export const MR_ID_REQUIRED = 'MR ID is required';
export const MR_ID_TOO_SHORT = 'MR ID be at least 6 characters long';
export const MR_ID_TOO_LONG = 'MR ID must not exceed 20 characters';

/** An MR ID: 6 to 20 characters. Transfer lines name their batch with it too. */
export function mrIdField() {
  return mrOrTrfIdField('MR ID', MR_ID_REQUIRED, MR_ID_TOO_SHORT, MR_ID_TOO_LONG);
}

const purchaseFields = {
  mr_id: mrIdField(),
  purchase_date: dateField('Purchase date is required'),
  vendor: referenceField('Vendor'),
  inventory: referenceField('Inventory'),
  adjustment: adjustmentField(),
};

/** A purchase's create (at least one line) and update (every field optional, its lines added and changed). */
const purchaseSchemas = pricedDocumentSchemas(purchaseFields, {});
export const purchaseCreateSchema = purchaseSchemas.create;
export const purchaseUpdateSchema = purchaseSchemas.update;

/** PUT /purchase-products/{id}: quantity, unit_price and discount (absent means 0). */
export const purchaseProductUpdateSchema = lineAmountsUpdateSchema;

export type PurchaseInput = z.input<typeof purchaseCreateSchema>;
export type PurchaseCreate = z.output<typeof purchaseCreateSchema>;
export type PurchaseUpdateInput = z.input<typeof purchaseUpdateSchema>;
export type PurchaseUpdate = z.output<typeof purchaseUpdateSchema>;

export const purchaseLineSchema = lineItemRowSchema.extend({ mr_id: z.string() });
export type PurchaseLine = z.output<typeof purchaseLineSchema>;

/** A purchase as read; `vendor` and `inventory` are names, totals are decimal strings. */
export const purchaseSchema = z.object({
  ...documentHeadRow('mr_id', 'purchase_date'),
  vendor: z.string(),
  inventory: z.string(),
  adjustment: readMoney,
  total_price: readMoney,
  products: z.array(purchaseLineSchema),
});
export type Purchase = z.output<typeof purchaseSchema>;

/** This resource's declaration: labels, list, rights, page and live updates (resources.ts gathers them all). */
export const purchaseDeclaration = {
  labels: { singular: 'purchase', plural: 'purchases', title: 'Purchases' },
  icon: 'shopping-cart',
  list: {
    listKey: 'purchases',
    singleKey: 'purchase',
    keyField: 'mr_id',
    searchField: 'mr_id',
    filters: ['inventory', 'vendor'],
    dateField: 'purchase_date',
    defaultSort: { field: 'purchase_date', order: 'desc' },
    sortable: ['purchase_date', 'mr_id', 'vendor', 'inventory', 'adjustment', 'total_price'],
  },
  rights: {
    list: ['admin', 'procurement-manager', 'inventory-manager'],
    view: ['admin', 'procurement-manager', 'inventory-manager'],
    create: ['admin', 'procurement-manager'],
    'open-edit': ['admin', 'procurement-manager', 'inventory-manager'],
    edit: ['admin', 'procurement-manager'],
    'update-line': ['admin', 'procurement-manager'],
    'add-line': ['admin', 'procurement-manager'],
    'remove-line': ['admin'],
    delete: ['admin'],
  },
  menus: ['admin', 'procurement-manager', 'inventory-manager'],
  goneWay: 'deleted or given another MR ID',
  liveQueryPrefixes: ['purchases', 'dashboard'],
} as const satisfies ResourceDeclaration;

export const purchaseListColumns: readonly ListColumn<Purchase>[] = [
  { field: 'mr_id', header: 'MR ID', sortable: true, hideable: false },
  { field: 'vendor', header: 'Vendor', sortable: true },
  { field: 'inventory', header: 'Inventory', sortable: true },
  moneyColumn('adjustment', 'Adjustment'),
  moneyColumn('total_price', 'Total Price'),
  dateColumn('purchase_date', 'Purchase Date'),
];

/** What the purchases routes read beside the declaration: the schemas, the list's columns and the ID's name. */
export const purchaseDocument = {
  rowSchema: purchaseSchema,
  createSchema: purchaseCreateSchema,
  updateSchema: purchaseUpdateSchema,
  columns: purchaseListColumns,
  idLabel: 'MR ID',
} as const satisfies DocumentContract;
