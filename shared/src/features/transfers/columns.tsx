import { transferListColumns } from '@logistics/shared/contracts/transfers';
import type { Transfer } from '@logistics/shared/contracts/transfers';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';

/**
 * TRF ID, source inventory (filterable), destination inventory (filterable), transfer date (range
 * filter).
 */
export const transferColumns: readonly DataTableColumn<Transfer>[] = transferListColumns;
