import type { InventoryStockRow } from '@logistics/shared/contracts/inventories';

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
