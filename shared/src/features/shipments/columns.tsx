import { shipmentListColumns } from '@logistics/shared/contracts/shipments';
import { StatusTag } from '@logistics/shared/ui/readable-tag';
import { formatUsd } from '@logistics/shared/contracts/money';
import type { Sale } from '@logistics/shared/contracts/sales';
import type { Shipment } from '@logistics/shared/contracts/shipments';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';

/** What the list's search looks in, as its placeholder names it. */
export const shipmentSearchLabel = 'shipment ID';

/**
 * Shipment ID, captain name, vehicle (make, model, year), status (filterable), shipment date
 * (range filter).
 */
export const shipmentColumns: readonly DataTableColumn<Shipment>[] = shipmentListColumns.map((column) =>
  column.field === 'status'
    ? { ...column, render: (row: Shipment) => <StatusTag status={row.status} /> }
    : column,
);

/**
 * The shipment detail's sales: bill ID, inventory, customer name and e-mail, address,
 * adjustment and total in USD, status.
 */
export const shipmentSaleColumns = [
  { key: 'bill_id', title: 'BILL ID', render: (_: unknown, sale: Sale) => sale.bill_id },
  { key: 'inventory', title: 'Inventory', render: (_: unknown, sale: Sale) => sale.inventory },
  { key: 'customer', title: 'Customer Name', render: (_: unknown, sale: Sale) => sale.customer.name },
  {
    key: 'email',
    title: 'Customer Email',
    render: (_: unknown, sale: Sale) => sale.customer.email ?? 'N/A',
  },
  { key: 'address', title: 'Address', render: (_: unknown, sale: Sale) => sale.shipping_address },
  {
    key: 'adjustment',
    title: 'Adjustment',
    render: (_: unknown, sale: Sale) => formatUsd(sale.adjustment),
  },
  { key: 'total', title: 'Total', render: (_: unknown, sale: Sale) => formatUsd(sale.total_price) },
  {
    key: 'status',
    title: 'Status',
    render: (_: unknown, sale: Sale) => <StatusTag status={sale.status} />,
  },
];
