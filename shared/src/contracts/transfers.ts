import * as z from '@logistics/shared/contracts/zod';
import {
  changedLines,
  changedTransferLineSchema,
  newLines,
  quantityField,
  requiredLines,
} from './line-items.js';
import { pathKey } from './paths.js';
import { mrIdField } from './purchases.js';
import { batchQuantityRow, documentHeadRow } from './rows.js';
import { dateField, mrOrTrfIdField, referenceField, versionField } from './validation.js';
import type { ResourceDeclaration } from './resources.js';
import type { DocumentContract } from './document-contracts.js';
import { type ListColumn, dateColumn } from './list-columns.js';

/** Transfers (TRF) between inventories, keyed by TRF ID. */

export const TRF_ID_REQUIRED = 'TRF ID is required';
export const TRF_ID_TOO_SHORT = 'TRF ID must be at least 6 characters long';
export const TRF_ID_TOO_LONG = 'TRF ID must not exceed 20 characters';
export const SAME_INVENTORY = 'Source and destination inventory must be different';

/** A transfer line: which batch (MR ID) of which product, and how many units. */
export const transferLineSchema = z.object({
  mr_id: mrIdField(),
  product: referenceField('Product'),
  quantity: quantityField(),
});
export type TransferLineInput = z.input<typeof transferLineSchema>;
export type TransferLineCreate = z.output<typeof transferLineSchema>;

const transferFields = {
  trf_id: mrOrTrfIdField('TRF ID', TRF_ID_REQUIRED, TRF_ID_TOO_SHORT, TRF_ID_TOO_LONG),
  transfer_date: dateField('Transfer date is required'),
  source_inventory: referenceField('Source inventory'),
  destination_inventory: referenceField('Destination inventory'),
};

/** Names are compared in their path form: 'Main Store' and 'main-store' are the same inventory. */
export function sameInventory(a: string, b: string): boolean {
  return pathKey(a) === pathKey(b);
}

function refuseSameInventory(
  value: { source_inventory?: string; destination_inventory?: string },
  ctx: z.RefinementCtx,
) {
  const { source_inventory: source, destination_inventory: destination } = value;
  if (source && destination && sameInventory(source, destination)) {
    ctx.addIssue({ code: 'custom', message: SAME_INVENTORY, path: ['destination_inventory'] });
  }
}

/** Transfer create: at least one line, source and destination different. */
export const transferCreateSchema = z
  .object({ ...transferFields, products: requiredLines(transferLineSchema) })
  .superRefine(refuseSameInventory);

/**
 * Transfer update: every field optional; added lines travel as `new_products`. When both inventories are sent
 * they must differ; the server checks a single one against the stored other.
 */
export const transferUpdateSchema = z
  .object(transferFields)
  .partial()
  .extend({
    new_products: newLines(transferLineSchema),
    changed_products: changedLines(changedTransferLineSchema),
    version: versionField,
  })
  .superRefine(refuseSameInventory);

/** PUT /transfer-products/{id}: the quantity. */
export const transferProductUpdateSchema = z.object({ quantity: quantityField(), version: versionField });

export type TransferInput = z.input<typeof transferCreateSchema>;
export type TransferCreate = z.output<typeof transferCreateSchema>;
export type TransferUpdateInput = z.input<typeof transferUpdateSchema>;
export type TransferUpdate = z.output<typeof transferUpdateSchema>;
export type TransferProductUpdate = z.output<typeof transferProductUpdateSchema>;

export const transferLineRowSchema = z.object(batchQuantityRow);
export type TransferLine = z.output<typeof transferLineRowSchema>;

/** A transfer as read; inventories are names. */
export const transferSchema = z.object({
  ...documentHeadRow('trf_id', 'transfer_date'),
  source_inventory: z.string(),
  destination_inventory: z.string(),
  products: z.array(transferLineRowSchema),
});
export type Transfer = z.output<typeof transferSchema>;

/** This resource's declaration: labels, list, rights, page and live updates (resources.ts gathers them all). */
export const transferDeclaration = {
  labels: { singular: 'transfer', plural: 'transfers', title: 'Transfers' },
  icon: 'swap',
  list: {
    listKey: 'transfers',
    singleKey: 'transfer',
    keyField: 'trf_id',
    searchField: 'trf_id',
    filters: ['source_inventory', 'destination_inventory'],
    dateField: 'transfer_date',
    defaultSort: { field: 'transfer_date', order: 'desc' },
    sortable: ['transfer_date', 'trf_id', 'source_inventory', 'destination_inventory'],
  },
  rights: {
    list: ['admin', 'inventory-manager', 'inventory-in-charge'],
    view: ['admin', 'inventory-manager', 'inventory-in-charge'],
    create: ['admin', 'inventory-manager', 'inventory-in-charge'],
    edit: ['admin', 'inventory-manager', 'inventory-in-charge'],
    'update-line': ['admin', 'inventory-manager', 'inventory-in-charge'],
    'add-line': ['admin', 'inventory-manager', 'inventory-in-charge'],
    'remove-line': ['admin', 'inventory-manager'],
    delete: ['admin', 'inventory-manager'],
  },
  menus: ['admin', 'inventory-manager', 'inventory-in-charge'],
  goneWay: 'deleted or given another TRF ID',
  liveQueryPrefixes: ['transfers', 'dashboard'],
} as const satisfies ResourceDeclaration;

export const transferListColumns: readonly ListColumn<Transfer>[] = [
  { field: 'trf_id', header: 'TRF ID', sortable: true, hideable: false },
  { field: 'source_inventory', header: 'Source Inventory', sortable: true, card: 'subtitle' },
  { field: 'destination_inventory', header: 'Destination Inventory', sortable: true, card: 'subtitle' },
  dateColumn('transfer_date', 'Transfer Date'),
];

/** What the transfers routes read beside the declaration: the schemas, the list's columns and the ID's name. */
export const transferDocument = {
  rowSchema: transferSchema,
  createSchema: transferCreateSchema,
  updateSchema: transferUpdateSchema,
  columns: transferListColumns,
  idLabel: 'TRF ID',
} as const satisfies DocumentContract;
