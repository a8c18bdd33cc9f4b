import * as z from '@logistics/shared/contracts/zod';
import { readText } from './rows.js';
import { optionalAddressField, updateSchemaOf } from './validation.js';
import { contactFields, contactRowFields, contactSortable } from './contacts.js';
import type { ResourceDeclaration } from './resources.js';
import type { MasterDataTable } from './master-data-tables.js';
import { readByEveryone } from './rights.js';
import { contactColumns, type ListColumn } from './list-columns.js';

/** Customer: name 3 to 80; e-mail, phone (10 to 16) and address (max 255) optional. */
export const customerCreateSchema = z.object({ ...contactFields(), address: optionalAddressField() });
export const customerUpdateSchema = updateSchemaOf(customerCreateSchema);

export type CustomerInput = z.input<typeof customerCreateSchema>;
export type CustomerCreate = z.output<typeof customerCreateSchema>;
export type CustomerUpdate = z.output<typeof customerUpdateSchema>;

export const customerSchema = z.object({ ...contactRowFields, address: readText });
export type Customer = z.output<typeof customerSchema>;

/** How a sale names its customer. */
export const customerRefSchema = z.object({ id: z.string(), name: z.string(), email: readText });
export type CustomerRef = z.output<typeof customerRefSchema>;

/** This resource's declaration: labels, list, rights, page and live updates (resources.ts gathers them all). */
export const customerDeclaration = {
  labels: { singular: 'customer', plural: 'customers', title: 'Customers' },
  icon: 'contacts',
  list: {
    listKey: 'customers',
    singleKey: 'customer',
    keyField: 'id',
    searchField: 'email',
    labelFields: ['name', 'email'],
    filters: [],
    sortable: contactSortable,
  },
  rights: readByEveryone(['admin', 'inventory-manager', 'inventory-in-charge'], ['admin']),
  menus: ['admin', 'inventory-manager', 'inventory-in-charge'],
  goneWay: 'deleted',
  liveQueryPrefixes: ['customers', 'sales', 'shipments'],
} as const satisfies ResourceDeclaration;

export const customerListColumns: readonly ListColumn<Customer>[] = [...contactColumns()];

/** How the server keeps customers: their own table, an e-mail unique whatever its letter case. */
export const customerTable = {
  description: 'Customers that sales are made to.',
  rowSchema: customerSchema,
  createSchema: customerCreateSchema,
  updateSchema: customerUpdateSchema,
  columns: customerListColumns,
  uniqueFields: [{ field: 'email', label: 'email', compare: 'lower' }],
} as const satisfies MasterDataTable;
