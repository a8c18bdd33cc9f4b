import { formatDate } from '@logistics/shared/contracts/format';
import type { Transfer } from '@logistics/shared/contracts/transfers';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';

/**
 * SPEC section 2: TRF ID, source inventory (filterable), destination inventory (filterable), transfer date (range
 * filter).
 */
export const transferColumns: readonly DataTableColumn<Transfer>[] = [
  { field: 'trf_id', header: 'TRF ID', sortable: true, hideable: false },
  { field: 'source_inventory', header: 'Source Inventory', sortable: true },
  { field: 'destination_inventory', header: 'Destination Inventory', sortable: true },
  {
    field: 'transfer_date',
    header: 'Transfer Date',
    sortable: true,
    value: (row) => formatDate(row.transfer_date),
  },
];
