import { inventoryListColumns } from '@logistics/shared/contracts/list-columns';
import type { Inventory, InventoryStockRow } from '@logistics/shared/contracts/inventories';
import type { DataTableColumn } from '@logistics/shared/ui/data-table';

/** The inventories list: name, email, phone, address and description. */
export const inventoryColumns: readonly DataTableColumn<Inventory>[] = inventoryListColumns;

/** The detail page's stock table: MR ID, product and what is left, with 'units'. */
export const inventoryStockColumns = [
  { key: 'mr_id', dataIndex: 'mr_id', title: 'MR ID' },
  { key: 'product', dataIndex: 'product', title: 'Product' },
  {
    key: 'quantity',
    dataIndex: 'quantity',
    title: 'Quantity',
    render: (quantity: InventoryStockRow['quantity']) => `${quantity} units`,
  },
];
