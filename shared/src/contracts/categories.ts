import * as z from '@logistics/shared/contracts/zod';
import { readText, rowMeta } from './rows.js';
import { descriptionField, nameField, updateSchemaOf } from './validation.js';
import type { ResourceDeclaration } from './resources.js';
import type { MasterDataTable } from './master-data-tables.js';
import { readByEveryone } from './rights.js';
import { type ListColumn, orEmpty } from './list-columns.js';

/** Category: name 3 to 80, description at most 750. */
export const categoryCreateSchema = z.object({
  name: nameField(),
  description: descriptionField(),
});
export const categoryUpdateSchema = updateSchemaOf(categoryCreateSchema);

export type CategoryInput = z.input<typeof categoryCreateSchema>;
export type CategoryCreate = z.output<typeof categoryCreateSchema>;
export type CategoryUpdate = z.output<typeof categoryUpdateSchema>;

export const categorySchema = z.object({
  ...rowMeta,
  name: z.string(),
  description: readText,
});
export type Category = z.output<typeof categorySchema>;

/** This resource's declaration: labels, list, rights, page and live updates (resources.ts gathers them all). */
export const categoryDeclaration = {
  labels: { singular: 'category', plural: 'categories', title: 'Categories' },
  icon: 'tags',
  list: {
    listKey: 'categories',
    singleKey: 'category',
    keyField: 'name',
    searchField: 'name',
    filters: [],
    sortable: ['name', 'description', 'created_at'],
  },
  rights: readByEveryone(['admin', 'procurement-manager', 'inventory-manager']),
  menus: ['admin', 'procurement-manager', 'inventory-manager', 'inventory-in-charge'],
  goneWay: 'deleted or renamed',
  liveQueryPrefixes: ['categories', 'products'],
} as const satisfies ResourceDeclaration;

export const categoryListColumns: readonly ListColumn<Category>[] = [
  { field: 'name', header: 'Name', sortable: true, hideable: false },
  { field: 'description', header: 'Description', sortable: true, value: (row) => orEmpty(row.description) },
];

/** How the server keeps categories: their own table, a name unique by its path key. */
export const categoryTable = {
  description: 'Product categories.',
  rowSchema: categorySchema,
  createSchema: categoryCreateSchema,
  updateSchema: categoryUpdateSchema,
  columns: categoryListColumns,
  uniqueFields: [{ field: 'name', label: 'name', compare: 'path-key' }],
} as const satisfies MasterDataTable;
