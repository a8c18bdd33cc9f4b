import { batchColumns } from '@logistics/shared/ui/batch-columns';

/** The detail page's stock table: each batch's MR ID, product and the units left of it. */
export const inventoryStockColumns = batchColumns;
