import * as z from '@logistics/shared/contracts/zod';
import { batchQuantityRow, readText } from './rows.js';
import { addressField, descriptionField, updateSchemaOf } from './validation.js';
import { contactFields, contactRowFields, contactSortable } from './contacts.js';
import type { ResourceDeclaration } from './resources.js';
import { readByEveryone } from './rights.js';
import { contactColumns, type ListColumn, orEmpty } from './list-columns.js';

/** Inventory: name 3 to 80, address required (max 255), the rest optional. */
export const inventoryCreateSchema = z.object({
  ...contactFields(),
  description: descriptionField(),
  address: addressField(),
});
export const inventoryUpdateSchema = updateSchemaOf(inventoryCreateSchema);

export type InventoryInput = z.input<typeof inventoryCreateSchema>;
export type InventoryCreate = z.output<typeof inventoryCreateSchema>;
export type InventoryUpdate = z.output<typeof inventoryUpdateSchema>;

/** An inventory as read; its name is its key (in paths spaces become hyphens: see paths.ts). */
export const inventorySchema = z.object({
  ...contactRowFields,
  address: z.string(),
  description: readText,
});
export type Inventory = z.output<typeof inventorySchema>;

/** One stock row of an inventory: a batch of a product received under an MR ID, and what is left of it. */
export const inventoryStockRowSchema = z.object(batchQuantityRow);
export type InventoryStockRow = z.output<typeof inventoryStockRowSchema>;

/** The detail page's inventory: the row plus its stock rows under `inventories`. */
export const inventoryDetailSchema = inventorySchema.extend({
  inventories: z.array(inventoryStockRowSchema),
});
export type InventoryDetail = z.output<typeof inventoryDetailSchema>;

/** This resource's declaration: labels, list, rights, page and live updates (resources.ts gathers them all). */
export const inventoryDeclaration = {
  labels: { singular: 'inventory', plural: 'inventories', title: 'Inventories' },
  icon: 'database',
  list: {
    listKey: 'inventories',
    singleKey: 'inventory',
    keyField: 'name',
    searchField: 'name',
    filters: [],
    sortable: contactSortable,
  },
  rights: readByEveryone(['admin', 'inventory-manager'], ['admin']),
  menus: ['admin', 'procurement-manager', 'inventory-manager', 'inventory-in-charge'],
  menuPaths: { 'inventory-in-charge': 'inventory' },
  goneWay: 'deleted or renamed',
  // Stock rows are announced as their inventory's.
  liveQueryPrefixes: ['inventories', 'products', 'dashboard'],
} as const satisfies ResourceDeclaration;

export const inventoryListColumns: readonly ListColumn<Inventory>[] = [
  ...contactColumns(),
  { field: 'description', header: 'Description', value: (row) => orEmpty(row.description) },
];
