import { saleListColumns } from '@logistics/shared/contracts/list-columns';
import { Tag } from '@logistics/shared/ui/antd';
import type { Sale } from '@logistics/shared/contracts/sales';
import { statusLabel } from '@logistics/shared/contracts/statuses';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';

/**
 * BILL ID, inventory (filterable), customer name, shipping address, adjustment, total price,
 * status (filterable), sale date (range filter).
 */
export const saleColumns: readonly DataTableColumn<Sale>[] = saleListColumns.map((column) =>
  column.field === 'status'
    ? { ...column, render: (row: Sale) => <Tag>{statusLabel(row.status)}</Tag> }
    : column,
);
