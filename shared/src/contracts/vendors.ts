import * as z from '@logistics/shared/contracts/zod';
import { readText } from './rows.js';
import { descriptionField, nameField, optionalAddressField, updateSchemaOf } from './validation.js';
import { contactFields, contactRowFields, contactSortable } from './contacts.js';
import type { ResourceDeclaration } from './resources.js';
import type { MasterDataTable } from './master-data-tables.js';
import { readByEveryone } from './rights.js';
import { contactColumns, type ListColumn, orEmpty } from './list-columns.js';

export const VENDOR_NAME_REQUIRED = 'Vendor name is required';

/** Vendor: name 3 to 80 ('Vendor name is required'); the rest optional. */
export const vendorCreateSchema = z.object({
  ...contactFields(nameField(VENDOR_NAME_REQUIRED, 'Vendor name')),
  address: optionalAddressField(),
  description: descriptionField(),
});
export const vendorUpdateSchema = updateSchemaOf(vendorCreateSchema);

export type VendorInput = z.input<typeof vendorCreateSchema>;
export type VendorCreate = z.output<typeof vendorCreateSchema>;
export type VendorUpdate = z.output<typeof vendorUpdateSchema>;

/** A vendor as read; its name is its key in paths. */
export const vendorSchema = z.object({
  ...contactRowFields,
  address: readText,
  description: readText,
});
export type Vendor = z.output<typeof vendorSchema>;

/** This resource's declaration: labels, list, rights, page and live updates (resources.ts gathers them all). */
export const vendorDeclaration = {
  labels: { singular: 'vendor', plural: 'vendors', title: 'Vendors' },
  icon: 'shop',
  list: {
    listKey: 'vendors',
    singleKey: 'vendor',
    keyField: 'name',
    searchField: 'name',
    filters: [],
    sortable: contactSortable,
  },
  rights: readByEveryone(['admin', 'procurement-manager']),
  menus: ['admin', 'procurement-manager', 'inventory-manager'],
  goneWay: 'deleted or renamed',
  liveQueryPrefixes: ['vendors', 'purchases'],
} as const satisfies ResourceDeclaration;

export const vendorListColumns: readonly ListColumn<Vendor>[] = [
  ...contactColumns(),
  { field: 'description', header: 'Description', value: (row) => orEmpty(row.description) },
];

/** How the server keeps vendors: their own table, a name unique by its path key. */
export const vendorTable = {
  description: 'Vendors that purchases are bought from.',
  rowSchema: vendorSchema,
  createSchema: vendorCreateSchema,
  updateSchema: vendorUpdateSchema,
  columns: vendorListColumns,
  uniqueFields: [{ field: 'name', label: 'name', compare: 'path-key' }],
} as const satisfies MasterDataTable;
