import { saleListColumns } from '@logistics/shared/contracts/sales';
import { StatusTag } from '@logistics/shared/ui/readable-tag';
import type { Sale } from '@logistics/shared/contracts/sales';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';

/**
 * BILL ID, inventory (filterable), customer name, shipping address, adjustment, total price,
 * status (filterable), sale date (range filter).
 */
export const saleColumns: readonly DataTableColumn<Sale>[] = saleListColumns.map((column) =>
  column.field === 'status'
    ? { ...column, render: (row: Sale) => <StatusTag status={row.status} /> }
    : column,
);
