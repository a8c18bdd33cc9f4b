import { expect } from '@playwright/test';
import type { apiOf } from './master-data';

/** The API of a signed-in page (pages/master-data.ts `apiOf`). */
type Api = Awaited<ReturnType<typeof apiOf>>;

/** Where the e2e documents keep their stock: a seeded inventory. */
export const STOCK_INVENTORY = 'Central Warehouse';

const today = () => new Date().toISOString().slice(0, 10);

/** The first row of a list (`/vendors?pageSize=1` → its first vendor), for a document's references. */
export async function firstRow<T>(
  api: Api,
  resource: 'vendors' | 'customers' | 'products' | 'vehicles',
): Promise<T> {
  const answer = await api.get(`/${resource}?pageSize=1`);
  const row = (answer.body as Record<string, T[]>)[resource]?.[0];
  if (!row) throw new Error(`no ${resource} to refer to`);
  return row;
}

/** Buys `quantity` units of `product` into STOCK_INVENTORY from the first vendor, dated today. */
export async function purchase(api: Api, mrId: string, product: string, quantity: number): Promise<void> {
  const vendor = await firstRow<{ name: string }>(api, 'vendors');
  const answer = await api.post('/purchases', {
    mr_id: mrId,
    purchase_date: today(),
    vendor: vendor.name,
    inventory: STOCK_INVENTORY,
    products: [{ product, quantity, unit_price: '1' }],
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

/** What a test sale may set beside its line. */
interface SaleChoices {
  shippingAddress?: string;
  unitPrice?: string;
  status?: string;
}

/**
 * Sells `quantity` units of `product` from STOCK_INVENTORY to the first customer, dated today, at 5 a unit and
 * pending unless told otherwise.
 */
export async function sale(
  api: Api,
  billId: string,
  product: string,
  quantity: number,
  { shippingAddress = '1 Test Road', unitPrice = '5', status }: SaleChoices = {},
): Promise<void> {
  const customer = await firstRow<{ id: string }>(api, 'customers');
  const answer = await api.post('/sales', {
    bill_id: billId,
    sale_date: today(),
    customer_id: customer.id,
    shipping_address: shippingAddress,
    inventory: STOCK_INVENTORY,
    products: [{ product, quantity, unit_price: unitPrice }],
    ...(status ? { status } : {}),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}
