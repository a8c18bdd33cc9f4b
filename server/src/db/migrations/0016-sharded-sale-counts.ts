import { sql, type Kysely } from 'kysely';

/**
 * Sales that scale: the sales' counts in shards. Deferred to the commit (0014), `sale_counts` (per day,
 * inventory and status) and `sale_totals` (per inventory and status) were still one row for every sale of a shop's
 * day, so each commit waited for the one before it to release that row: with 50 clients over 20 products of one
 * inventory, most sessions sat in `Lock:transactionid` (PostgreSQL alone, pgbench with a sale's statements: 401
 * sales/s; without the counts trigger 652; with these shards 568 to 681).
 *
 * Each session now adds its sales to a shard of its own (its backend's pid modulo SHARDS), so two commits wait on
 * each other only when their sessions share a shard. A shard holds a sum of changes, so it may be negative (a sale
 * counted in one session's shard and deleted in another's); the figures are the sums over the shards, which every
 * reader takes (the dashboard and the sales list sum the rows of a day, an inventory or a status). The
 * rows stay exact in the same transaction as the sale, as before.
 */
export const SHARDS_0016 = 16;

const SHARD = sql.raw(`(pg_backend_pid() % ${SHARDS_0016})::smallint`);

/** Folds the shards of a table into one row a key (for `down`), keeping the sums. */
async function foldShards(db: Kysely<unknown>, table: string, keys: string[], sums: string[]) {
  const keyList = sql.raw(keys.join(', '));
  const sumList = sql.raw(sums.map((column) => `sum(${column})`).join(', '));
  const columns = sql.raw([...keys, ...sums].join(', '));
  await sql`with folded as (delete from ${sql.table(table)} returning ${columns})
    insert into ${sql.table(table)} (${columns}) select ${keyList}, ${sumList} from folded group by ${keyList}`.execute(
    db,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // No sale may change while the rows and the function change.
  await sql`lock table sales in share mode`.execute(db);
  await sql`alter table sale_counts add column shard smallint not null default 0`.execute(db);
  await sql`alter table sale_counts drop constraint sale_counts_pk`.execute(db);
  await sql`alter table sale_counts add constraint sale_counts_pk
    primary key (sale_date, inventory_id, status, shard)`.execute(db);
  await sql`alter table sale_totals add column shard smallint not null default 0`.execute(db);
  await sql`alter table sale_totals drop constraint sale_totals_pk`.execute(db);
  await sql`alter table sale_totals add constraint sale_totals_pk primary key (inventory_id, status, shard)`.execute(
    db,
  );
  // 0012's function (counts, revenue and totals), each change added to this session's shard.
  await sql`
    create or replace function sale_counts_apply() returns trigger language plpgsql as $$
    declare
      own_shard smallint := ${SHARD};
    begin
      if tg_op = 'UPDATE' and new.sale_date = old.sale_date and new.inventory_id = old.inventory_id
         and new.status = old.status then
        if new.total_price <> old.total_price then
          insert into sale_counts as c (sale_date, inventory_id, status, shard, sales, revenue)
            values (old.sale_date, old.inventory_id, old.status, own_shard, 0, new.total_price - old.total_price)
            on conflict (sale_date, inventory_id, status, shard) do update
              set revenue = c.revenue + excluded.revenue;
        end if;
        return null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        insert into sale_counts as c (sale_date, inventory_id, status, shard, sales, revenue)
          values (old.sale_date, old.inventory_id, old.status, own_shard, -1, -old.total_price)
          on conflict (sale_date, inventory_id, status, shard) do update
            set sales = c.sales - 1, revenue = c.revenue + excluded.revenue;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into sale_counts as c (sale_date, inventory_id, status, shard, sales, revenue)
          values (new.sale_date, new.inventory_id, new.status, own_shard, 1, new.total_price)
          on conflict (sale_date, inventory_id, status, shard) do update
            set sales = c.sales + 1, revenue = c.revenue + excluded.revenue;
      end if;
      -- A change of the date or the total alone leaves the totals as they are.
      if tg_op = 'UPDATE' and new.inventory_id = old.inventory_id and new.status = old.status then
        return null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        insert into sale_totals as t (inventory_id, status, shard, sales)
          values (old.inventory_id, old.status, own_shard, -1)
          on conflict (inventory_id, status, shard) do update set sales = t.sales - 1;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into sale_totals as t (inventory_id, status, shard, sales)
          values (new.inventory_id, new.status, own_shard, 1)
          on conflict (inventory_id, status, shard) do update set sales = t.sales + 1;
      end if;
      return null;
    end
    $$`.execute(db);
}

/** 0012's function, as it was before the shards. */
const UNSHARDED_0012 = sql.raw(`
    create or replace function sale_counts_apply() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and new.sale_date = old.sale_date and new.inventory_id = old.inventory_id
         and new.status = old.status then
        if new.total_price <> old.total_price then
          update sale_counts set revenue = revenue - old.total_price + new.total_price
            where sale_date = old.sale_date and inventory_id = old.inventory_id and status = old.status;
        end if;
        return null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        update sale_counts set sales = sales - 1, revenue = revenue - old.total_price
          where sale_date = old.sale_date and inventory_id = old.inventory_id and status = old.status;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into sale_counts (sale_date, inventory_id, status, sales, revenue)
          values (new.sale_date, new.inventory_id, new.status, 1, new.total_price)
          on conflict (sale_date, inventory_id, status) do update
            set sales = sale_counts.sales + 1, revenue = sale_counts.revenue + excluded.revenue;
      end if;
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
    $$`);

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`lock table sales in share mode`.execute(db);
  await foldShards(db, 'sale_counts', ['sale_date', 'inventory_id', 'status'], ['sales', 'revenue']);
  await foldShards(db, 'sale_totals', ['inventory_id', 'status'], ['sales']);
  await sql`alter table sale_counts drop constraint sale_counts_pk`.execute(db);
  await sql`alter table sale_counts drop column shard`.execute(db);
  await sql`alter table sale_counts add constraint sale_counts_pk primary key (sale_date, inventory_id, status)`.execute(
    db,
  );
  await sql`alter table sale_totals drop constraint sale_totals_pk`.execute(db);
  await sql`alter table sale_totals drop column shard`.execute(db);
  await sql`alter table sale_totals add constraint sale_totals_pk primary key (inventory_id, status)`.execute(
    db,
  );
  await UNSHARDED_0012.execute(db);
}
