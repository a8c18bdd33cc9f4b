import { unitsInWords } from '@logistics/shared/contracts/messages';

/**
 * The columns of a product's batches, each named by the purchase that brought it in: an inventory's stock and a
 * purchase's lines alike show the MR ID, the product and the quantity in units.
 */
export const batchColumns = [
  { key: 'mr_id', dataIndex: 'mr_id', title: 'MR ID' },
  { key: 'product', dataIndex: 'product', title: 'Product' },
  {
    key: 'quantity',
    dataIndex: 'quantity',
    title: 'Quantity',
    render: (quantity: number) => unitsInWords(quantity),
  },
];
