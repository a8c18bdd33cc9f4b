import { sql, type Kysely } from 'kysely';

/**
 * Sales that scale: the precomputed rows of migration 0012 (`sale_counts` and `sale_totals` per day,
 * inventory and status; `purchase_counts` per day; `stock_levels` per inventory and product) are a few hot rows
 * that every write of the same day, inventory or product updates. Kept by plain AFTER triggers, a sale locked its
 * day's counts row at its first statement and held it through every later statement and the commit, so sales
 * of one inventory ran one at a time (50 clients: 117 sales/s, nearly every session waiting on that row lock).
 *
 * The same functions now run as constraint triggers deferred to the commit: the rows stay exact and change in the
 * same transaction as the write, but each is locked only for the commit's last moments. Every write still takes
 * these rows in the order it queued them (stock levels in product id order, as the stock rows before them).
 */
type Trigger = { name: string; table: string; events: string; fn: string };

const TRIGGERS_0014: readonly Trigger[] = [
  {
    name: 'sales_keep_counts',
    table: 'sales',
    events: 'insert or delete or update of sale_date, inventory_id, status, total_price',
    fn: 'sale_counts_apply',
  },
  {
    name: 'purchases_keep_counts',
    table: 'purchases',
    events: 'insert or delete or update of purchase_date, total_price',
    fn: 'purchase_counts_apply',
  },
  {
    name: 'stock_keep_levels',
    table: 'stock',
    events: 'insert or delete or update of inventory_id, product_id, quantity',
    fn: 'stock_levels_apply',
  },
];

async function recreate(db: Kysely<unknown>, deferred: boolean): Promise<void> {
  for (const { name, table, events, fn } of TRIGGERS_0014) {
    await sql`drop trigger ${sql.id(name)} on ${sql.table(table)}`.execute(db);
    await sql`
      create ${sql.raw(deferred ? 'constraint trigger' : 'trigger')} ${sql.id(name)} after ${sql.raw(events)}
      on ${sql.table(table)} ${sql.raw(deferred ? 'deferrable initially deferred' : '')}
      for each row execute function ${sql.id(fn)}()`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await recreate(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await recreate(db, false);
}
