import { sql, type Kysely } from 'kysely';

/**
 * The sales list's counts without a date range, at one row per inventory and status (`sale_totals`).
 *
 * 0004's `sale_counts` keeps one row per day, inventory and status so that a date range can be counted: a
 * year of a million sales is some 50,000 rows, and summing them for the total and each facet took most of the
 * default page's time (and grows with every day of history). Without a date range the list now reads these few
 * hundred rows instead. The same trigger keeps both tables, in the same transaction as the sale itself, so
 * both stay exact.
 */
/** 0004's trigger body: the daily counts. Both directions of this migration keep it as it was. */
const DAILY_COUNTS = sql.raw(`
      if tg_op in ('UPDATE', 'DELETE') then
        update sale_counts set sales = sales - 1
          where sale_date = old.sale_date and inventory_id = old.inventory_id and status = old.status;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into sale_counts (sale_date, inventory_id, status, sales)
          values (new.sale_date, new.inventory_id, new.status, 1)
          on conflict (sale_date, inventory_id, status) do update set sales = sale_counts.sales + 1;
      end if;`);

export async function up(db: Kysely<unknown>): Promise<void> {
  // No sale may change between the count below and the new trigger function taking over.
  await sql`lock table sales in share mode`.execute(db);
  await db.schema
    .createTable('sale_totals')
    .addColumn('inventory_id', 'uuid', (col) =>
      col.notNull().references('inventories.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('sales', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('sale_totals_pk', ['inventory_id', 'status'])
    .execute();
  await sql`
    insert into sale_totals (inventory_id, status, sales)
    select inventory_id, status, count(*) from sales group by inventory_id, status`.execute(db);
  // Statistics now: PGlite has no autovacuum to gather them later.
  await sql`analyze sale_totals`.execute(db);
  // 0004's function, plus the totals; a change of the date alone leaves the totals as they are.
  await sql`
    create or replace function sale_counts_apply() returns trigger language plpgsql as $$
    begin
      ${DAILY_COUNTS}
      if tg_op = 'UPDATE' and new.inventory_id = old.inventory_id and new.status = old.status then
        return null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        update sale_totals set sales = sales - 1
          where inventory_id = old.inventory_id and status = old.status;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into sale_totals (inventory_id, status, sales)
          values (new.inventory_id, new.status, 1)
          on conflict (inventory_id, status) do update set sales = sale_totals.sales + 1;
      end if;
      return null;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function sale_counts_apply() returns trigger language plpgsql as $$
    begin
      ${DAILY_COUNTS}
      return null;
    end
    $$`.execute(db);
  await db.schema.dropTable('sale_totals').ifExists().execute();
}
