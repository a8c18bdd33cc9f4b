import { sql, type Kysely } from 'kysely';

/**
 * What the admin's dashboard and the low-stock lists read, each figure exact and fast at a million
 * sales:
 *
 * - `products.low_stock_threshold` (default 10 units): below it, an inventory's stock of the product is low.
 * - `sale_counts.revenue`: the sum of the totals of the day's sales per inventory and status, kept by the same
 *   trigger as the counts (now also on a change of `total_price`), so a month's revenue sums a few thousand
 *   rows instead of 80,000 sales.
 * - `purchase_counts`: purchases and their total per day, kept by a trigger on purchases, for the same reason.
 * - `stock_levels`: the units on hand per inventory and product (all batches), kept by a trigger on `stock` in
 *   the same transaction as the stock itself, so the stock value and the low-stock list read 10,000 rows
 *   instead of 300,000 batches. A write locks a level row after the stock rows it changes; writes take products
 *   in id order (sales, transfers, purchases), so two writes wait on each other rather than deadlock.
 * - indexes for the latest status changes and for a sale's ledger rows by BILL ID (a removed line's movements).
 */
const DAILY_COUNTS_0006 = sql.raw(`
      if tg_op in ('UPDATE', 'DELETE') then
        update sale_counts set sales = sales - 1
          where sale_date = old.sale_date and inventory_id = old.inventory_id and status = old.status;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into sale_counts (sale_date, inventory_id, status, sales)
          values (new.sale_date, new.inventory_id, new.status, 1)
          on conflict (sale_date, inventory_id, status) do update set sales = sale_counts.sales + 1;
      end if;`);
const TOTALS_0006 = sql.raw(`
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
      end if;`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table products add column low_stock_threshold integer not null default 10`.execute(db);
  await sql`alter table products add constraint products_low_stock_threshold_not_negative
    check (low_stock_threshold >= 0)`.execute(db);

  // No sale, purchase or stock row may change between the backfills below and the new triggers taking over.
  await sql`lock table sales, purchases, stock in share mode`.execute(db);

  await sql`alter table sale_counts add column revenue numeric not null default 0`.execute(db);
  await sql`
    update sale_counts sc set revenue = t.revenue
    from (select sale_date, inventory_id, status, sum(total_price) as revenue from sales group by 1, 2, 3) t
    where sc.sale_date = t.sale_date and sc.inventory_id = t.inventory_id and sc.status = t.status`.execute(
    db,
  );
  // A change of the total alone moves the day's revenue and leaves every count as it is.
  await sql`
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
      ${TOTALS_0006}
      return null;
    end
    $$`.execute(db);
  await sql`drop trigger sales_keep_counts on sales`.execute(db);
  await sql`
    create trigger sales_keep_counts
    after insert or delete or update of sale_date, inventory_id, status, total_price
    on sales for each row execute function sale_counts_apply()`.execute(db);

  await db.schema
    .createTable('purchase_counts')
    .addColumn('purchase_date', 'date', (col) => col.primaryKey())
    .addColumn('purchases', 'integer', (col) => col.notNull())
    .addColumn('total', 'numeric', (col) => col.notNull())
    .execute();
  await sql`
    insert into purchase_counts (purchase_date, purchases, total)
    select purchase_date, count(*), sum(total_price) from purchases group by 1`.execute(db);
  await sql`
    create function purchase_counts_apply() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update purchase_counts set purchases = purchases - 1, total = total - old.total_price
          where purchase_date = old.purchase_date;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into purchase_counts (purchase_date, purchases, total)
          values (new.purchase_date, 1, new.total_price)
          on conflict (purchase_date) do update
            set purchases = purchase_counts.purchases + 1, total = purchase_counts.total + excluded.total;
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger purchases_keep_counts after insert or delete or update of purchase_date, total_price
    on purchases for each row execute function purchase_counts_apply()`.execute(db);

  await db.schema
    .createTable('stock_levels')
    .addColumn('inventory_id', 'uuid', (col) =>
      col.notNull().references('inventories.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'uuid', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('stock_levels_pk', ['inventory_id', 'product_id'])
    .execute();
  await sql`create index stock_levels_product on stock_levels (product_id)`.execute(db);
  await sql`
    insert into stock_levels (inventory_id, product_id, quantity)
    select inventory_id, product_id, sum(quantity) from stock group by 1, 2`.execute(db);
  await sql`
    create function stock_levels_apply() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and new.inventory_id = old.inventory_id and new.product_id = old.product_id then
        if new.quantity <> old.quantity then
          update stock_levels set quantity = quantity - old.quantity + new.quantity
            where inventory_id = new.inventory_id and product_id = new.product_id;
        end if;
        return null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        update stock_levels set quantity = quantity - old.quantity
          where inventory_id = old.inventory_id and product_id = old.product_id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into stock_levels (inventory_id, product_id, quantity)
          values (new.inventory_id, new.product_id, new.quantity)
          on conflict (inventory_id, product_id) do update
            set quantity = stock_levels.quantity + excluded.quantity;
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger stock_keep_levels
    after insert or delete or update of inventory_id, product_id, quantity
    on stock for each row execute function stock_levels_apply()`.execute(db);
  // Statistics now: PGlite has no autovacuum to gather them later.
  await sql`analyze stock_levels`.execute(db);
  await sql`analyze purchase_counts`.execute(db);

  await sql`create index status_changes_latest on status_changes (created_at desc, id desc)`.execute(db);
  await sql`create index stock_movements_document on stock_movements (document)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists stock_movements_document`.execute(db);
  await sql`drop index if exists status_changes_latest`.execute(db);
  await sql`drop trigger if exists stock_keep_levels on stock`.execute(db);
  await sql`drop function if exists stock_levels_apply()`.execute(db);
  await db.schema.dropTable('stock_levels').ifExists().execute();
  await sql`drop trigger if exists purchases_keep_counts on purchases`.execute(db);
  await sql`drop function if exists purchase_counts_apply()`.execute(db);
  await db.schema.dropTable('purchase_counts').ifExists().execute();
  await sql`
    create or replace function sale_counts_apply() returns trigger language plpgsql as $$
    begin
      ${DAILY_COUNTS_0006}
      ${TOTALS_0006}
      return null;
    end
    $$`.execute(db);
  await sql`drop trigger sales_keep_counts on sales`.execute(db);
  await sql`
    create trigger sales_keep_counts after insert or delete or update of sale_date, inventory_id, status
    on sales for each row execute function sale_counts_apply()`.execute(db);
  await sql`alter table sale_counts drop column revenue`.execute(db);
  await sql`alter table products drop column low_stock_threshold`.execute(db);
}
