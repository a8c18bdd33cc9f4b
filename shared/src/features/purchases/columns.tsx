import { purchaseListColumns } from '@logistics/shared/contracts/purchases';
import type { Purchase, PurchaseLine } from '@logistics/shared/contracts/purchases';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';

/**
 * MR ID, vendor (filterable), inventory (filterable), adjustment and total price in USD, purchase
 * date (range filter).
 */
export const purchaseColumns: readonly DataTableColumn<Purchase>[] = purchaseListColumns;

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
