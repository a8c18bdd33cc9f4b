import { productListColumns } from '@logistics/shared/contracts/list-columns';
import type { Product } from '@logistics/shared/contracts/products';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';

/** Products show name, category (filterable), price in USD and SKU. */
export const productColumns: readonly DataTableColumn<Product>[] = productListColumns;
