import { sql, type Kysely } from 'kysely';

/**
 * One name per thing: a sale in a shipment is an order (the API writes `orders[]`), so its table
 * `shipment_products` becomes `shipment_orders`, with the names PostgreSQL and migrations 0004 and 0010 derived
 * from the table's: its key, foreign keys, unique constraint, index and the three change-announcing triggers.
 * No function body names the table (0010's `announce_change` takes the resource and key as arguments), so
 * none is recreated. The URL path DELETE /shipment-products/{id} is a wire format and stays.
 */
type Pair = readonly [before: string, after: string];

const TABLE_0013: Pair = ['shipment_products', 'shipment_orders'];
const CONSTRAINTS_0013: readonly Pair[] = [
  ['shipment_products_pkey', 'shipment_orders_pkey'],
  ['shipment_products_shipment_id_fkey', 'shipment_orders_shipment_id_fkey'],
  ['shipment_products_sale_id_fkey', 'shipment_orders_sale_id_fkey'],
  ['shipment_products_sale_unique', 'shipment_orders_sale_unique'],
];
const INDEXES_0013: readonly Pair[] = [['shipment_products_shipment', 'shipment_orders_shipment']];
const TRIGGERS_0013: readonly Pair[] = ['insert', 'update', 'delete'].map(
  (event) => [`shipment_products_announce_${event}`, `shipment_orders_announce_${event}`] as const,
);

/** Renames every pair forward (up) or back (down). */
async function renameAll(db: Kysely<unknown>, back: boolean): Promise<void> {
  const names = ([before, after]: Pair): Pair => (back ? [after, before] : [before, after]);
  const [oldTable, table] = names(TABLE_0013);
  await sql`alter table ${sql.table(oldTable)} rename to ${sql.table(table)}`.execute(db);
  for (const [before, after] of CONSTRAINTS_0013.map(names)) {
    await sql`alter table ${sql.table(table)} rename constraint ${sql.id(before)} to ${sql.id(after)}`.execute(
      db,
    );
  }
  for (const [before, after] of INDEXES_0013.map(names)) {
    await sql`alter index ${sql.id(before)} rename to ${sql.id(after)}`.execute(db);
  }
  for (const [before, after] of TRIGGERS_0013.map(names)) {
    await sql`alter trigger ${sql.id(before)} on ${sql.table(table)} rename to ${sql.id(after)}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await renameAll(db, false);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await renameAll(db, true);
}
