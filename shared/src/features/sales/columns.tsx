import { Tag } from 'antd';
import { formatDate } from '@logistics/shared/contracts/format';
import { formatUsd } from '@logistics/shared/contracts/money';
import type { Sale } from '@logistics/shared/contracts/sales';
import { statusLabel } from '@logistics/shared/contracts/statuses';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';

/**
 * SPEC section 2: BILL ID, inventory (filterable), customer name, shipping address, adjustment, total price,
 * status (filterable), sale date (range filter).
 */
export const saleColumns: readonly DataTableColumn<Sale>[] = [
  { field: 'bill_id', header: 'BILL ID', sortable: true, hideable: false },
  { field: 'inventory', header: 'Inventory', sortable: true },
  {
    field: 'customer',
    header: 'Customer Name',
    sortable: true,
    value: (row) => row.customer.name,
  },
  { field: 'shipping_address', header: 'Shipping Address', sortable: true },
  { field: 'adjustment', header: 'Adjustment', sortable: true, value: (row) => formatUsd(row.adjustment) },
  { field: 'total_price', header: 'Total Price', sortable: true, value: (row) => formatUsd(row.total_price) },
  {
    field: 'status',
    header: 'Status',
    sortable: true,
    value: (row) => statusLabel(row.status),
    render: (row) => <Tag>{statusLabel(row.status)}</Tag>,
  },
  { field: 'sale_date', header: 'Sale Date', sortable: true, value: (row) => formatDate(row.sale_date) },
];
