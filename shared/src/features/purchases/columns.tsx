import { purchaseListColumns } from '@logistics/shared/contracts/purchases';
import type { Purchase } from '@logistics/shared/contracts/purchases';
import { batchColumns } from '@logistics/shared/ui/batch-columns';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';

/**
 * MR ID, vendor (filterable), inventory (filterable), adjustment and total price in USD, purchase
 * date (range filter).
 */
export const purchaseColumns: readonly DataTableColumn<Purchase>[] = purchaseListColumns;

/** The line-items view: each line's MR ID, product and quantity in units. */
export const purchaseLineColumns = batchColumns;
