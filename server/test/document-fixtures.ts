import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { documentMessages } from '@logistics/shared/contracts/messages';
import { pathKey } from '@logistics/shared/contracts/paths';
import type { App } from '../src/app.js';
import type { DB } from '../src/db/schema.js';
import { rowCount, type Session, type TestContext } from './helpers.js';
import { signedInAccount } from './sessions.js';

/** Master data and calls for the transaction suites: each test makes its own rows, with unique names. */

export const tag = () => randomBytes(3).toString('hex').toUpperCase();

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function caller(app: App) {
  return (session: Session | undefined, method: Method, url: string, payload?: object) =>
    app.inject({ method, url, headers: session?.headers ?? {}, ...(payload ? { payload } : {}) });
}

/** `caller` for a suite's app, which exists only once the suite's first beforeAll has run. */
export function suiteCaller(t: TestContext) {
  return (...args: Parameters<ReturnType<typeof caller>>) => caller(t.app)(...args);
}

export function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export interface MasterData {
  inventories: string[];
  inventoryIds: string[];
  vendor: string;
  products: string[];
  productIds: string[];
  customerId: string;
  customerName: string;
}

/** A document's one line: `quantity` of `data.products[product]` at `unit_price`, in `data.inventories[inventory]`. */
export interface OneLine {
  inventory?: number;
  product?: number;
  quantity?: number;
  unit_price?: string;
}

/**
 * The body of a new sale in `data`: one line, of 1 unit of product 0 from inventory 0 at 2 unless `line` says
 * otherwise, today, under a new BILL ID; `fields` replaces or adds any field (its BILL ID, date, status, lines).
 */
export function oneLineSale(data: MasterData, line: OneLine = {}, fields: Record<string, unknown> = {}) {
  return {
    bill_id: `BILL-${tag()}`,
    sale_date: today(),
    customer_id: data.customerId,
    shipping_address: '1 Stream Street',
    ...oneLineOf(data, line, { quantity: 1, unit_price: '2' }),
    ...fields,
  };
}

/**
 * The body of a new purchase in `data`: one line, of 10 units of product 0 into inventory 0 at 1 unless `line`
 * says otherwise, today, under a new MR ID; `fields` replaces or adds any field.
 */
export function oneLinePurchase(data: MasterData, line: OneLine = {}, fields: Record<string, unknown> = {}) {
  return {
    mr_id: `MR-${tag()}`,
    purchase_date: today(),
    vendor: data.vendor,
    ...oneLineOf(data, line, { quantity: 10, unit_price: '1' }),
    ...fields,
  };
}

/**
 * The inventory and the one line of a new document in `data`: inventory and product 0, and the document's own
 * quantity and unit price, unless `line` says otherwise.
 */
function oneLineOf(data: MasterData, line: OneLine, defaults: { quantity: number; unit_price: string }) {
  const { inventory = 0, product = 0, quantity = defaults.quantity, unit_price = defaults.unit_price } = line;
  return {
    inventory: data.inventories[inventory],
    products: [{ product: data.products[product], quantity, unit_price }],
  };
}

/** A new sale of 1 unit by `admin`, in new master data whose stock is bought first: its row id, key and version. */
export async function newSale(
  t: TestContext,
  admin: Session,
): Promise<{ id: string; billId: string; version: number }> {
  const data = await makeMasterData(t);
  const call = caller(t.app);
  const purchase = await call(admin, 'POST', '/api/purchases', oneLinePurchase(data));
  expect(purchase.statusCode).toBe(201);
  const billId = `BILL-${tag()}`;
  const sale = await call(admin, 'POST', '/api/sales', oneLineSale(data, {}, { bill_id: billId }));
  expect(sale.statusCode).toBe(201);
  const { id, version } = sale.json<{ sale: { id: string; version: number } }>().sale;
  return { id, billId, version };
}

/** A category of the seed, for the rows a test makes that need one. */
export function seededCategory(t: TestContext): Promise<{ id: string; name: string }> {
  return t.app.db.selectFrom('categories').select(['id', 'name']).executeTakeFirstOrThrow();
}

/** Two inventories, a vendor, `productCount` products and a customer, all new. */
export async function makeMasterData(t: TestContext, productCount = 2): Promise<MasterData> {
  const db = t.app.db;
  const id = tag();
  const category = await seededCategory(t);
  const inventories = [`Alpha Store ${id}`, `Beta Store ${id}`];
  const inventoryRows = [];
  for (const name of inventories) {
    inventoryRows.push(
      await db
        .insertInto('inventories')
        .values({ name, name_key: pathKey(name), address: '1 Test Road' })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
  }
  const vendor = `Vendor ${id}`;
  await db
    .insertInto('vendors')
    .values({ name: vendor, name_key: pathKey(vendor) })
    .execute();
  const products: string[] = [];
  const productIds: string[] = [];
  for (let index = 0; index < productCount; index += 1) {
    const name = `Widget ${id} ${index}`;
    const row = await db
      .insertInto('products')
      .values({
        name,
        name_key: pathKey(name),
        category_id: category.id,
        price: '10.000',
        sku: `SKU${id}${index}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    products.push(name);
    productIds.push(row.id);
  }
  const customerName = `Customer ${id}`;
  const customer = await db
    .insertInto('customers')
    .values({ name: customerName, email: `c-${id.toLowerCase()}@example.com`, address: '2 Test Road' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    inventories,
    inventoryIds: inventoryRows.map((row) => row.id),
    vendor,
    products,
    productIds,
    customerId: customer.id,
    customerName,
  };
}

/**
 * A transaction suite's calls and fixtures, bound to its context: each reads `t` when called, since the suite's
 * app exists only once its first beforeAll has run.
 */
export function documentSuite(t: TestContext) {
  return {
    call: suiteCaller(t),
    makeMasterData: (productCount?: number) => makeMasterData(t, productCount),
    stockOf: (inventoryId: string, productId: string) => stockOf(t, inventoryId, productId),
    snapshot: () => snapshot(t),
    assignTo: (employeeId: string, inventoryId: string) => assignTo(t, employeeId, inventoryId),
    /** A new inventory-in-charge, assigned to `inventoryId` and signed in. */
    async inChargeOf(inventoryId: string) {
      const account = await signedInAccount(t, 'inventory-in-charge');
      await assignTo(t, account.id, inventoryId);
      return account;
    },
  };
}

/**
 * The refusal of a write that needs more units than an inventory of `data` holds: of product 0 in inventory 0
 * unless `short` names others (by index), and of batch `mrId` where the write names one.
 */
export function shortOfStock(
  data: MasterData,
  short: { available: number; needed: number; mrId?: string; product?: number; inventory?: number },
): string {
  const { product = 0, inventory = 0, ...counts } = short;
  return documentMessages.insufficientStock({
    product: data.products[product] as string,
    inventory: data.inventories[inventory] as string,
    ...counts,
  });
}

/** Units of a product an inventory holds, per batch (MR ID). */
export async function stockOf(t: TestContext, inventoryId: string, productId: string) {
  const rows = await t.app.db
    .selectFrom('stock')
    .select(['mr_id', 'quantity'])
    .where('inventory_id', '=', inventoryId)
    .where('product_id', '=', productId)
    .orderBy('batch_date')
    .orderBy('mr_id')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.mr_id, row.quantity]));
}

/** Every table a transaction writes, counted: a refused call must leave them all as they were. */
export async function snapshot(t: TestContext) {
  const tables = [
    'purchases',
    'purchase_products',
    'transfers',
    'transfer_products',
    'sales',
    'sale_products',
    'shipments',
    'shipment_orders',
    'stock_movements',
    'status_changes',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = await rowCount(t.app.db, table);
  const total = await sql<{
    total: number;
  }>`select coalesce(sum(quantity), 0)::int as total from stock`.execute(t.app.db);
  counts.stockUnits = Number(total.rows[0]?.total ?? 0);
  return counts;
}

/** Sets (or replaces) the active supervisor assignment of a user. */
export async function assignTo(t: TestContext, employeeId: string, inventoryId: string): Promise<void> {
  await t.app.db
    .updateTable('inventory_employments')
    .set({ employee_status: false, termination_date: today() })
    .where('employee_id', '=', employeeId)
    .where('employee_status', '=', true)
    .execute();
  await t.app.db
    .insertInto('inventory_employments')
    .values({ employee_id: employeeId, inventory_id: inventoryId, hire_date: '2024-01-01' })
    .execute();
}

/**
 * sale_totals rows that differ from a count of the sales table (zero rows aside), either way; the rows of an
 * inventory and status are summed over their shards (migration 0016).
 */
export async function saleTotalsMismatches(db: Kysely<DB>): Promise<number> {
  const result = await sql<{ n: number }>`
    with summed_totals as (
      select inventory_id, status, sum(sales)::int as sales from sale_totals group by 1, 2 having sum(sales) > 0)
    select count(*)::int as n from (
      (select inventory_id, status, count(*)::int as sales from sales group by 1, 2
       except select inventory_id, status, sales from summed_totals)
      union all
      (select inventory_id, status, sales from summed_totals
       except select inventory_id, status, count(*)::int as sales from sales group by 1, 2)) d`.execute(db);
  return result.rows[0]?.n ?? -1;
}
