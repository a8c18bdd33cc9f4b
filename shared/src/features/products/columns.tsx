import { formatUsd } from '@logistics/shared/contracts/money';
import type { Product } from '@logistics/shared/contracts/products';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';

/** SPEC section 2: products show name, category (filterable), price in USD and SKU. */
export const productColumns: readonly DataTableColumn<Product>[] = [
  { field: 'name', header: 'Name', sortable: true, hideable: false },
  { field: 'category', header: 'Category', sortable: true },
  { field: 'price', header: 'Price', sortable: true, value: (row) => formatUsd(row.price) },
  { field: 'sku', header: 'SKU', sortable: true },
];
