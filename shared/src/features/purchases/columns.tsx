import { formatDate } from '@logistics/shared/contracts/format';
import { formatUsd } from '@logistics/shared/contracts/money';
import type { Purchase, PurchaseLine } from '@logistics/shared/contracts/purchases';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';

/**
 * SPEC section 2: MR ID, vendor (filterable), inventory (filterable), adjustment and total price in USD, purchase
 * date (range filter).
 */
export const purchaseColumns: readonly DataTableColumn<Purchase>[] = [
  { field: 'mr_id', header: 'MR ID', sortable: true, hideable: false },
  { field: 'vendor', header: 'Vendor', sortable: true },
  { field: 'inventory', header: 'Inventory', sortable: true },
  { field: 'adjustment', header: 'Adjustment', sortable: true, value: (row) => formatUsd(row.adjustment) },
  { field: 'total_price', header: 'Total Price', sortable: true, value: (row) => formatUsd(row.total_price) },
  {
    field: 'purchase_date',
    header: 'Purchase Date',
    sortable: true,
    value: (row) => formatDate(row.purchase_date),
  },
];

/** The line-items view: MR ID, product, quantity with 'units'. */
export const purchaseLineColumns = [
  { key: 'mr_id', dataIndex: 'mr_id', title: 'MR ID' },
  { key: 'product', dataIndex: 'product', title: 'Product' },
  {
    key: 'quantity',
    dataIndex: 'quantity',
    title: 'Quantity',
    render: (quantity: PurchaseLine['quantity']) => `${quantity} units`,
  },
];
