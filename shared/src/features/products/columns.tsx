import { productListColumns } from '@logistics/shared/contracts/list-columns';
import type { Product } from '@logistics/shared/contracts/products';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';

/** SPEC section 2: products show name, category (filterable), price in USD and SKU. */
export const productColumns: readonly DataTableColumn<Product>[] = productListColumns;
