import { expect } from '@playwright/test';
import type { ProductApi } from './api';

/** Where the e2e documents keep their stock: a seeded inventory. */
export const STOCK_INVENTORY = 'Central Warehouse';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Seeded rows that no spec edits or deletes, each found by its list's search text (a captain is a user). A
 * document refers to one of these, never to the first row of a list: that is whichever row sorts first, maybe
 * another spec's, which may be renamed or gone by the time the document is saved.
 */
const seeded = {
  vendors: { list: '/vendors', text: 'Acme Supplies', field: 'name' },
  customers: { list: '/customers', text: 'ahmed.khan@example.org', field: 'email' },
  products: { list: '/products', text: '27-inch Monitor', field: 'name' },
  categories: { list: '/categories', text: 'Tools and Hardware', field: 'name' },
  vehicles: { list: '/vehicles', text: 'SHE135T000A123460', field: 'vin' },
  captains: { list: '/users?role=captain', text: 'captain@example.com', field: 'email' },
} as const;

/** A seeded row to refer to: `seededRow(api, 'vendors')` is the vendor Acme Supplies. */
export async function seededRow<T>(api: ProductApi, kind: keyof typeof seeded): Promise<T> {
  const { list, text, field } = seeded[kind];
  const answer = await api.get(`${list}${list.includes('?') ? '&' : '?'}q=${encodeURIComponent(text)}`);
  const rows = Object.values(answer.body as Record<string, unknown>).find(Array.isArray) as
    Array<Record<string, unknown>> | undefined;
  const row = rows?.find((candidate) => candidate[field] === text);
  if (!row) throw new Error(`the seeded ${kind} ${text} is missing`);
  return row as T;
}

/** Buys `quantity` units of `product` into STOCK_INVENTORY from the seeded vendor, dated today. */
export async function purchase(
  api: ProductApi,
  mrId: string,
  product: string,
  quantity: number,
): Promise<void> {
  const vendor = await seededRow<{ name: string }>(api, 'vendors');
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
 * Sells `quantity` units of `product` from STOCK_INVENTORY to the seeded customer, dated today, at 5 a unit and
 * pending unless told otherwise.
 */
export async function sale(
  api: ProductApi,
  billId: string,
  product: string,
  quantity: number,
  { shippingAddress = '1 Test Road', unitPrice = '5', status }: SaleChoices = {},
): Promise<void> {
  const customer = await seededRow<{ id: string }>(api, 'customers');
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
