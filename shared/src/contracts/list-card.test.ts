import { cardLayoutOf } from './list-card';
import { productListColumns } from './products';
import { saleListColumns } from './sales';
import { shipmentListColumns } from './shipments';
import { transferListColumns } from './transfers';

const fields = (layout: ReturnType<typeof cardLayoutOf>) => ({
  title: layout.title?.field,
  subtitle: layout.subtitle.map((column) => column.field),
  status: layout.status?.field,
  date: layout.date?.field,
  amount: layout.amount?.field,
});

describe('a list card derived from its columns', () => {
  it('a sale: its bill ID, customer, status, date and total (not the adjustment)', () => {
    expect(fields(cardLayoutOf(saleListColumns))).toEqual({
      title: 'bill_id',
      subtitle: ['customer'],
      status: 'status',
      date: 'sale_date',
      amount: 'total_price',
    });
  });

  it('by default the next column is the subtitle; a column hidden until asked for stays off', () => {
    expect(fields(cardLayoutOf(productListColumns))).toEqual({
      title: 'name',
      subtitle: ['category'],
      status: undefined,
      date: undefined,
      amount: 'price',
    });
  });

  it('the columns marked for the subtitle are said together', () => {
    expect(fields(cardLayoutOf(shipmentListColumns)).subtitle).toEqual(['captain', 'vehicle']);
    expect(fields(cardLayoutOf(transferListColumns)).subtitle).toEqual([
      'source_inventory',
      'destination_inventory',
    ]);
  });
});
