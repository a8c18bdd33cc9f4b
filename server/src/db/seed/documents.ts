import { sql, type Kysely } from 'kysely';
import { pathKey } from '@logistics/shared/contracts/paths';
import { orderStatuses, shipmentStatuses } from '@logistics/shared/contracts/statuses';
import { createRepositories } from '../../repositories/index.js';
import type { Actor, NamedRow } from '../../repositories/document-shared.js';
import type { DB } from '../schema.js';
import { insertVehicleUnlessTaken, type SeedVehicle } from './vehicles.js';

/**
 * The demo documents: purchases and transfers spread over the current year, sales in every status, and
 * shipments for two captains (one of them captain@example.com), so every role has something to look at.
 *
 * It reads the master data the demo seed created; whatever it needs and does not find (an early checkout, or
 * a trimmed seed) it creates by name. Everything goes through the repositories, so stock, the ledger and the
 * status history are exactly what the API would have written.
 */

const SECOND_CAPTAIN = { name: 'Chloe Adams', email: 'captain2@example.com' };

const fallbackInventories = [
  { name: 'Central Warehouse', address: '1 Logistics Park, Birmingham' },
  { name: 'North Depot', address: '44 Canal Street, Manchester' },
  { name: 'Harbour Store', address: '9 Quay Side, Bristol' },
];
const fallbackVendors = ['Acme Supplies', 'Northwind Traders'];
const fallbackProducts = [
  { name: 'Laptop Stand', price: '39.900', sku: 'ELEC-0001', category: 'Electronics' },
  { name: 'Office Chair', price: '149.000', sku: 'FURN-0001', category: 'Furniture' },
  { name: 'A4 Paper Box', price: '24.500', sku: 'OFFI-0001', category: 'Office Supplies' },
  { name: 'Cordless Drill', price: '89.990', sku: 'TOOL-0001', category: 'Tools and Hardware' },
  { name: 'Green Tea Pack', price: '6.250', sku: 'GROC-0001', category: 'Groceries' },
];
const fallbackCustomers = [
  { name: 'Bright Office Ltd', email: 'orders@brightoffice.example', address: '5 King Street, Leeds' },
  { name: 'Harper & Sons', email: 'buying@harpersons.example', address: '17 Station Road, York' },
  { name: 'Nora Whitfield', email: 'nora.whitfield@example.org', address: '3 Elm Grove, Bath' },
  { name: 'Quayside Café', email: 'hello@quaysidecafe.example', address: '2 Harbour Walk, Bristol' },
];
const fallbackVehicles: SeedVehicle[] = (
  [
    ['1HGBH41JXMN109186', 'Volvo', 'FH16', 'truck', 'TRK-1001', 3500],
    ['WDB9066331S123456', 'Mercedes', 'Sprinter', 'van', 'VAN-2002', 3500],
    ['JH2PC35051M200001', 'Honda', 'CB500', 'motorcycle', 'MOT-3003', 150],
  ] as const
).map(([vin, make, model, type, plate, capacity]) => ({
  vin,
  make,
  model,
  type,
  plate,
  capacity,
  year: 2021,
  color: 'White',
  mileage: null,
}));

/** A date in the current year at `fraction` of the way from 1 January to today, as YYYY-MM-DD. */
export function dateInYear(fraction: number, today = new Date()): string {
  const start = Date.UTC(today.getFullYear(), 0, 1);
  const end = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const day =
    start + Math.floor(((end - start) / 86_400_000) * Math.min(Math.max(fraction, 0), 1)) * 86_400_000;
  return new Date(day).toISOString().slice(0, 10);
}

async function ensureNamed(
  db: Kysely<DB>,
  table: 'inventories' | 'vendors',
  wanted: ReadonlyArray<{ name: string; address?: string }>,
  minimum: number,
): Promise<NamedRow[]> {
  const existing = await db.selectFrom(table).select(['id', 'name']).orderBy('name_key').execute();
  if (existing.length >= minimum) return existing;
  for (const row of wanted) {
    await db
      .insertInto(table)
      .values({
        name: row.name,
        name_key: pathKey(row.name),
        ...(table === 'inventories' ? { address: row.address ?? '' } : {}),
      } as { name: string; name_key: string; address: string })
      .onConflict((oc) => oc.column('name_key').doNothing())
      .execute();
  }
  return db.selectFrom(table).select(['id', 'name']).orderBy('name_key').execute();
}

async function ensureProducts(db: Kysely<DB>): Promise<Array<NamedRow & { price: string }>> {
  const existing = await db
    .selectFrom('products')
    .select(['id', 'name', 'price'])
    .orderBy('name_key')
    .execute();
  if (existing.length >= 4) return existing;
  for (const product of fallbackProducts) {
    const category =
      (await db
        .selectFrom('categories')
        .select('id')
        .where('name_key', '=', pathKey(product.category))
        .executeTakeFirst()) ??
      (await db
        .insertInto('categories')
        .values({ name: product.category, name_key: pathKey(product.category) })
        .returning('id')
        .executeTakeFirstOrThrow());
    const skuTaken = await db
      .selectFrom('products')
      .select('id')
      .where(sql`upper(sku)`, '=', product.sku)
      .executeTakeFirst();
    if (skuTaken) continue;
    await db
      .insertInto('products')
      .values({
        name: product.name,
        name_key: pathKey(product.name),
        category_id: category.id,
        price: product.price,
        sku: product.sku,
      })
      .onConflict((oc) => oc.column('name_key').doNothing())
      .execute();
  }
  return db.selectFrom('products').select(['id', 'name', 'price']).orderBy('name_key').execute();
}

async function ensureCustomers(db: Kysely<DB>): Promise<NamedRow[]> {
  const existing = await db.selectFrom('customers').select(['id', 'name']).orderBy('name').execute();
  if (existing.length >= 3) return existing;
  for (const customer of fallbackCustomers) {
    const taken = await db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', customer.email)
      .executeTakeFirst();
    if (!taken) await db.insertInto('customers').values(customer).execute();
  }
  return db.selectFrom('customers').select(['id', 'name']).orderBy('name').execute();
}

async function ensureVehicles(db: Kysely<DB>): Promise<Array<{ vin: string }>> {
  const existing = await db.selectFrom('vehicles').select('vin').orderBy('vin').execute();
  if (existing.length >= 2) return existing;
  for (const vehicle of fallbackVehicles) await insertVehicleUnlessTaken(db, vehicle);
  return db.selectFrom('vehicles').select('vin').orderBy('vin').execute();
}

/** captain@example.com first, then one more captain (created with the same password when missing). */
async function ensureCaptains(db: Kysely<DB>): Promise<NamedRow[]> {
  const captains = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'password_hash'])
    .where('role', '=', 'captain')
    .orderBy(sql`email = 'captain@example.com'`, 'desc')
    .orderBy('email')
    .execute();
  const first = captains[0];
  if (first && captains.length < 2) {
    const created = await db
      .insertInto('users')
      .values({
        name: SECOND_CAPTAIN.name,
        email: SECOND_CAPTAIN.email,
        password_hash: first.password_hash,
        role: 'captain',
        phone: '+15550100016',
        address: '8 Orchard Lane, Coventry',
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning(['id', 'name', 'email', 'password_hash'])
      .executeTakeFirst();
    if (created) captains.push(created);
  }
  return captains.map(({ id, name }) => ({ id, name }));
}

/** The inventory-in-charge demo account works in an inventory: give it an active assignment if it has none. */
async function ensureInChargeInventory(db: Kysely<DB>, inventories: NamedRow[]): Promise<string | undefined> {
  const inCharge = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'inventory-in-charge@example.com')
    .executeTakeFirst();
  if (!inCharge) return undefined;
  const active = await db
    .selectFrom('inventory_employments')
    .select('inventory_id')
    .where('employee_id', '=', inCharge.id)
    .where('employee_status', '=', true)
    .executeTakeFirst();
  if (active) return active.inventory_id;
  const inventory = inventories[1] ?? inventories[0];
  if (!inventory) return undefined;
  await db
    .insertInto('inventory_employments')
    .values({ employee_id: inCharge.id, inventory_id: inventory.id, hire_date: dateInYear(0) })
    .execute();
  return inventory.id;
}

export async function seedDemoDocuments(db: Kysely<DB>, today = new Date()): Promise<void> {
  const admin = await db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('role', '=', 'admin')
    .orderBy('created_at')
    .executeTakeFirst();
  if (!admin?.role) return;
  const actor: Actor = { id: admin.id, role: admin.role };
  const year = today.getFullYear();
  const on = (fraction: number) => dateInYear(fraction, today);

  const inventories = await ensureNamed(db, 'inventories', fallbackInventories, 3);
  const vendors = await ensureNamed(
    db,
    'vendors',
    fallbackVendors.map((name) => ({ name })),
    2,
  );
  const products = await ensureProducts(db);
  const customers = await ensureCustomers(db);
  const vehicles = await ensureVehicles(db);
  const captains = await ensureCaptains(db);
  const inChargeInventoryId = await ensureInChargeInventory(db, inventories);
  // The in-charge's inventory first, so its screens have purchases, transfers and sales to show.
  const ordered = [
    ...inventories.filter((inventory) => inventory.id === inChargeInventoryId),
    ...inventories.filter((inventory) => inventory.id !== inChargeInventoryId),
  ].slice(0, 4);
  if (ordered.length < 2 || products.length === 0 || customers.length === 0) return;

  const repositories = createRepositories(db);
  const pick = <T>(list: readonly T[], index: number) => list[index % list.length] as T;
  const costOf = (price: string) => (Number(price) * 0.6).toFixed(3);
  const pad = (n: number) => String(n).padStart(3, '0');

  // Purchases: every inventory gets batches of every product over the first half of the year.
  const purchases: Array<{ mrId: string; inventory: string; products: string[] }> = [];
  let number = 0;
  for (const [i, inventory] of ordered.entries()) {
    for (const round of [0, 1]) {
      number += 1;
      // The two rounds between them buy every product, so every inventory can sell any of them.
      const half = Math.ceil(products.length / 2);
      const lines = products.slice(round * half, round * half + half).map((product, p) => ({
        product: product.name,
        quantity: 60 + ((number * 7 + p * 13) % 50),
        unit_price: costOf(product.price),
        discount: (p + round) % 3 === 0 ? 5 : 0,
      }));
      const mrId = `MR-${year}-${pad(number)}`;
      await repositories.purchases.create(
        {
          mr_id: mrId,
          purchase_date: on(0.05 + round * 0.25 + i * 0.04),
          vendor: pick(vendors, number).name,
          inventory: inventory.name,
          adjustment: round === 1 ? '15' : '0',
          products: lines,
        },
        actor,
      );
      purchases.push({ mrId, inventory: inventory.name, products: lines.map((line) => line.product) });
    }
  }

  // Transfers: part of a batch from one inventory to the next, in the middle of the year.
  for (const [t, purchase] of purchases.slice(0, 4).entries()) {
    const destination = ordered.find((inventory) => inventory.name !== purchase.inventory) as NamedRow;
    await repositories.transfers.create(
      {
        trf_id: `TRF-${year}-${pad(t + 1)}`,
        transfer_date: on(0.5 + t * 0.05),
        source_inventory: purchase.inventory,
        destination_inventory: destination.name,
        products: purchase.products.slice(0, 2).map((product, p) => ({
          mr_id: purchase.mrId,
          product,
          quantity: 10 + p * 5,
        })),
      },
      actor,
      undefined,
    );
  }

  // Sales: two per status, spread over the inventories and the second half of the year.
  const sales: string[] = [];
  const saleCount = orderStatuses.length * 2;
  for (let s = 0; s < saleCount; s += 1) {
    const billId = `BILL-${year}-${pad(s + 1)}`;
    const customer = pick(customers, s);
    await repositories.sales.create(
      {
        bill_id: billId,
        sale_date: on(0.55 + (0.45 * s) / saleCount),
        customer_id: customer.id,
        shipping_address: `${customer.name}, ${10 + s} Market Street`,
        status: pick(orderStatuses, s),
        inventory: pick(ordered, s).name,
        adjustment: s % 4 === 0 ? '5' : '0',
        products: [0, 1].map((p) => {
          const product = pick(products, s + p);
          return {
            product: product.name,
            quantity: 1 + ((s + p) % 5),
            unit_price: product.price,
            discount: p * 10,
          };
        }),
      },
      actor,
      {},
    );
    sales.push(billId);
  }

  // Two products are watched more closely (a threshold of 90 units), so some inventories run low on them and
  // the low-stock panels have something to show.
  for (const product of products.slice(0, 2)) {
    await db.updateTable('products').set({ low_stock_threshold: 90 }).where('id', '=', product.id).execute();
  }

  // Shipments: two per captain, each carrying two sales.
  const shipmentCaptains = captains.slice(0, 2);
  let order = 0;
  for (const [c, captain] of shipmentCaptains.entries()) {
    for (const round of [0, 1]) {
      const n = c * 2 + round;
      await repositories.shipments.create(
        {
          shipment_id: `SHP-${year}-${pad(n + 1)}`,
          shipment_date: on(0.7 + n * 0.07),
          vehicle_vin: pick(vehicles, n).vin,
          captain_id: captain.id,
          status: pick(shipmentStatuses, n),
          orders: sales.slice(order, order + 2).map((billId) => ({ bill_id: billId })),
        },
        actor,
        {},
      );
      order += 2;
    }
  }
}
