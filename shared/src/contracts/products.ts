import * as z from '@logistics/shared/contracts/zod';
import { LOW_STOCK_THRESHOLD_MAX } from './dashboard.js';
import { readMoney, readText, rowMeta } from './rows.js';
import {
  descriptionField,
  limits,
  nameField,
  numericString,
  optionalIntegerField,
  referenceField,
  text,
  updateSchemaOf,
} from './validation.js';
import type { ResourceDeclaration } from './resources.js';
import { readByEveryone } from './rights.js';
import { type ListColumn, moneyColumn, orEmpty } from './list-columns.js';

export const PRODUCT_PRICE_NOT_A_NUMBER = 'Product price must be a Number';
export const LOW_STOCK_THRESHOLD_LABEL = 'Low-stock threshold';

/** Product. The price is a decimal string of at most 10 digits and 3 decimals. */
export const productCreateSchema = z.object({
  name: nameField(),
  description: descriptionField(),
  price: numericString({ label: 'Product price', message: PRODUCT_PRICE_NOT_A_NUMBER }),
  category: referenceField('Category'),
  sku: text({ label: 'SKU', ...limits.sku }),
  /** Below this many units in an inventory, the product is low on stock there (absent: 10). */
  low_stock_threshold: optionalIntegerField({
    label: LOW_STOCK_THRESHOLD_LABEL,
    min: 0,
    max: LOW_STOCK_THRESHOLD_MAX,
  }),
});
export const productUpdateSchema = updateSchemaOf(productCreateSchema);

export type ProductInput = z.input<typeof productCreateSchema>;
export type ProductCreate = z.output<typeof productCreateSchema>;
export type ProductUpdate = z.output<typeof productUpdateSchema>;

/** A product as read; `category` is the category's name. */
export const productSchema = z.object({
  ...rowMeta,
  name: z.string(),
  category: z.string(),
  price: readMoney,
  sku: z.string(),
  description: readText,
  low_stock_threshold: z.number().int(),
});
export type Product = z.output<typeof productSchema>;

/** This resource's declaration: labels, list, rights, page and live updates (resources.ts gathers them all). */
export const productDeclaration = {
  labels: { singular: 'product', plural: 'products', title: 'Products' },
  icon: 'appstore',
  list: {
    listKey: 'products',
    singleKey: 'product',
    keyField: 'name',
    searchField: 'name',
    filters: ['category'],
    sortable: ['name', 'category', 'price', 'sku', 'created_at'],
  },
  rights: readByEveryone(['admin', 'procurement-manager', 'inventory-manager']),
  menus: ['admin', 'procurement-manager', 'inventory-manager', 'inventory-in-charge'],
  goneWay: 'deleted or renamed',
  liveQueryPrefixes: ['products', 'inventories', 'dashboard'],
} as const satisfies ResourceDeclaration;

export const productListColumns: readonly ListColumn<Product>[] = [
  { field: 'name', header: 'Name', sortable: true, hideable: false },
  { field: 'category', header: 'Category', sortable: true },
  moneyColumn('price', 'Price'),
  { field: 'sku', header: 'SKU', sortable: true },
  // The rest of a product, so that its export (with them shown) imports back whole.
  {
    field: 'description',
    header: 'Description',
    initiallyHidden: true,
    value: (row) => orEmpty(row.description),
  },
  {
    field: 'low_stock_threshold',
    header: LOW_STOCK_THRESHOLD_LABEL,
    initiallyHidden: true,
    kind: 'number',
  },
];
