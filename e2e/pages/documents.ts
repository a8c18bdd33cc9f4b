import { expect } from '@playwright/test';
import type { ProductApi } from './api';

/** Where the e2e documents keep their stock: a seeded inventory. */
export const STOCK_INVENTORY = 'Central Warehouse';

/** Today's date as the API takes it (YYYY-MM-DD). */
export const today = () => new Date().toISOString().slice(0, 10);

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

/** Posts `body` to `path` and expects it created (201), the answer's body named otherwise. */
async function create(api: ProductApi, path: string, body: unknown): Promise<void> {
  const answer = await api.post(path, body);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(201);
}

/** A line of a test purchase. */
export interface PurchaseLine {
  product: string;
  quantity: number;
  unit_price: string;
}

/** Buys `lines` into STOCK_INVENTORY from the seeded vendor, dated today. */
export async function purchaseLines(api: ProductApi, mrId: string, lines: PurchaseLine[]): Promise<void> {
  const vendor = await seededRow<{ name: string }>(api, 'vendors');
  await create(api, '/purchases', {
    mr_id: mrId,
    purchase_date: today(),
    vendor: vendor.name,
    inventory: STOCK_INVENTORY,
    products: lines,
  });
}

/** Buys `quantity` units of `product` into STOCK_INVENTORY from the seeded vendor, dated today, at 1 a unit. */
export function purchase(api: ProductApi, mrId: string, product: string, quantity: number): Promise<void> {
  return purchaseLines(api, mrId, [{ product, quantity, unit_price: '1' }]);
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
  await create(api, '/sales', {
    bill_id: billId,
    sale_date: today(),
    customer_id: customer.id,
    shipping_address: shippingAddress,
    inventory: STOCK_INVENTORY,
    products: [{ product, quantity, unit_price: unitPrice }],
    ...(status ? { status } : {}),
  });
}

/** What a test's own stockroom starts with: units of its product bought from `vendor` on `purchaseDate`. */
export interface StockroomStart {
  category: string;
  vendor: string;
  quantity: number;
  purchaseDate: string;
}

/**
 * A product and an inventory of the test's own (`code` unique to the test names them, the product's SKU, the
 * purchase's MR ID `MR-<code>` and the inventory's e-mail), with one purchase of the product there: their stock is
 * exactly what the test puts there, whatever other tests do with the seeded inventories meanwhile.
 */
export async function ownStockroom(
  api: ProductApi,
  code: string,
  { category, vendor, quantity, purchaseDate }: StockroomStart,
): Promise<{ product: string; inventory: string }> {
  const product = `Product ${code}`;
  const inventory = `Stockroom ${code}`;
  await create(api, '/products', {
    name: product,
    category,
    price: '4',
    sku: code,
    description: "A product of a test's own stockroom.",
  });
  await create(api, '/inventories', {
    name: inventory,
    email: `${code.toLowerCase()}@example.com`,
    phone: '5551234567',
    address: '1 Stockroom Road',
  });
  await create(api, '/purchases', {
    mr_id: `MR-${code}`,
    purchase_date: purchaseDate,
    vendor,
    inventory,
    products: [{ product, quantity, unit_price: '1' }],
  });
  return { product, inventory };
}
