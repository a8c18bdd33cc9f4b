import type { Sale } from '@logistics/shared/contracts/sales';

/** One pending sale of two hammers, as the API answers it: the sales tests' row. */
export const sampleSale: Sale = {
  id: 's-1',
  version: 1,
  created_at: '2026-02-01T10:00:00.000Z',
  updated_at: '2026-02-01T10:00:00.000Z',
  bill_id: 'BILL-0001',
  sale_date: '2026-02-01',
  customer: { id: '5b0e8a52-64f5-4b8e-8f3f-2f4a1c9d7e10', name: 'Nora Whitfield', email: 'nora@example.org' },
  customer_id: '5b0e8a52-64f5-4b8e-8f3f-2f4a1c9d7e10',
  shipping_address: '12 Harbour Road',
  status: 'pending',
  inventory: 'Main Store',
  adjustment: '0.500',
  total_price: '19.500',
  products: [{ id: 'sl-1', product: 'Hammer', quantity: 2, unit_price: '10.000', discount: 0 }],
};
