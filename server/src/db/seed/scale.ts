import { sql, type Kysely, type RawBuilder } from 'kysely';
import { orderStatuses, stockReturningStatuses } from '@logistics/shared/contracts/statuses';
import type { DB } from '../schema.js';

/**
 * A realistic data set at a chosen scale, for benchmarks and demos (`pnpm --filter server seed:scale`).
 *
 * Rows are generated inside the database with set-based `insert … select … from generate_series(lo, hi)` in
 * batches: no row crosses the network, which is what makes a million sales with their lines take minutes, not
 * hours. Ids are derived from the row's number (`md5(prefix || kind || n)::uuid`), so lines, stock rows and
 * ledger rows find their parents without a lookup.
 *
 * The result obeys the same rules as the API: each purchase line adds a batch (its MR ID) to its inventory;
 * each sale line of a sale that holds stock takes from a batch of its own inventory and product (batches are
 * sized so none goes below zero); every change is in the ledger; each sale's creation is in the status
 * history; totals use the product's formula (sum of quantity × unit_price × (100 − discount)/100, minus the
 * adjustment, floored at 0, rounded half up to 3 decimals) in exact numeric arithmetic; the sales list's
 * precomputed counts (daily and overall, with the daily revenue), the purchases' daily counts and the stock
 * levels are rebuilt at the end.
 */

export interface ScaleOptions {
  sales: number;
  purchases: number;
  customers: number;
  inventories: number;
  products: number;
  vendors: number;
  /** Distinguishes the rows of one run ('SC'): business keys and ids start from it. */
  prefix: string;
  batchSize: number;
  /** The year the dates fall in (1 January to today when it is the current year). */
  today?: Date;
}

export interface ScaleStep {
  step: string;
  rows: number;
  seconds: number;
}

export const defaultScaleOptions: ScaleOptions = {
  sales: 100_000,
  purchases: 10_000,
  customers: 5_000,
  inventories: 20,
  products: 500,
  vendors: 50,
  prefix: 'SC',
  batchSize: 100_000,
};

const LINES_PER_PURCHASE = 3;
const BULK_TABLES = [
  'purchases',
  'purchase_products',
  'stock',
  'stock_movements',
  'sales',
  'sale_products',
  'status_changes',
] as const;
const LINES_PER_SALE = 2;
/** Units per purchase line at least: far more than the sale lines drawing on one batch take on average. */
const MIN_BATCH_UNITS = 1000;
const MAX_SALE_UNITS = 5;

/** Runs `insert … from generate_series(lo, hi)` over [0, total) in batches, reporting each step's rate. */
async function inBatches(
  db: Kysely<DB>,
  total: number,
  batchSize: number,
  statement: (lo: number, hi: number) => RawBuilder<unknown>,
): Promise<number> {
  let rows = 0;
  for (let lo = 0; lo < total; lo += batchSize) {
    const hi = Math.min(total, lo + batchSize) - 1;
    const result = await statement(lo, hi).execute(db);
    rows += Number(result.numAffectedRows ?? 0n);
  }
  return rows;
}

export async function seedAtScale(
  db: Kysely<DB>,
  input: Partial<ScaleOptions>,
  report: (step: ScaleStep) => void = () => {},
): Promise<ScaleStep[]> {
  const o = { ...defaultScaleOptions, ...input };
  const steps: ScaleStep[] = [];
  const timed = async (step: string, work: () => Promise<number>) => {
    const started = performance.now();
    const rows = await work();
    const done = { step, rows, seconds: (performance.now() - started) / 1000 };
    steps.push(done);
    report(done);
  };

  const inventories = Math.max(1, o.inventories);
  // Every inventory gets the same number of purchases, so a sale finds batches of its own inventory.
  const purchases = Math.max(inventories, Math.floor(o.purchases / inventories) * inventories);
  const perInventory = purchases / inventories;
  // Sized so no batch runs out: four times the most a batch is drawn on average.
  const batchUnits = Math.max(
    MIN_BATCH_UNITS,
    Math.ceil(((o.sales * LINES_PER_SALE * MAX_SALE_UNITS) / (purchases * LINES_PER_PURCHASE)) * 4),
  );
  const BATCH_UNITS = batchUnits;
  const p = sql.lit(o.prefix);
  const id = (kind: string, n: RawBuilder<unknown> | string) =>
    sql`md5(${p} || ${sql.lit(kind)} || (${typeof n === 'string' ? sql.raw(n) : n})::text)::uuid`;

  const today = o.today ?? new Date();
  const yearStart = `${today.getFullYear()}-01-01`;
  const todayIso = today.toISOString().slice(0, 10);
  const days = sql`greatest(0, ${sql.lit(todayIso)}::date - ${sql.lit(yearStart)}::date)`;
  const dateOf = (n: string, spread: number) =>
    sql`${sql.lit(yearStart)}::date + ((${sql.raw(n)} * ${sql.lit(spread)}) % (${days} + 1))::int`;

  const exists = await db
    .selectFrom('purchases')
    .select('id')
    .where('mr_id', '=', `${o.prefix}-P00000001`)
    .executeTakeFirst();
  if (exists)
    throw new Error(`A data set with the prefix ${o.prefix} exists already; choose another --prefix.`);
  const category = await db.selectFrom('categories').select('id').orderBy('name_key').executeTakeFirst();
  if (!category) throw new Error('No category found: run the demo seed first.');
  const admin = await db.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirst();
  const userId = admin ? sql.lit(admin.id) : sql`null`;
  const pad = (n: string, width: number) => sql`lpad((${sql.raw(n)} + 1)::text, ${sql.lit(width)}, '0')`;

  await timed('customers', () =>
    inBatches(
      db,
      o.customers,
      o.batchSize,
      (lo, hi) => sql`
      insert into customers (id, name, email, phone, address)
      select ${id('customer', 'n')}, 'Customer ' || ${p} || ' ' || ${pad('n', 7)},
             lower(${p}) || '-customer-' || (n + 1) || '@example.com', '+1555' || lpad(n::text, 7, '0'),
             (n % 900 + 1) || ' Scale Street'
      from generate_series(${lo}::int, ${hi}::int) as n`,
    ),
  );
  await timed('inventories', () =>
    inBatches(
      db,
      inventories,
      o.batchSize,
      (lo, hi) => sql`
      insert into inventories (id, name, name_key, address)
      select ${id('inventory', 'n')}, ${p} || ' Inventory ' || ${pad('n', 3)},
             lower(${p}) || '-inventory-' || ${pad('n', 3)}, (n + 1) || ' Depot Road'
      from generate_series(${lo}::int, ${hi}::int) as n`,
    ),
  );
  await timed('vendors', () =>
    inBatches(
      db,
      o.vendors,
      o.batchSize,
      (lo, hi) => sql`
      insert into vendors (id, name, name_key)
      select ${id('vendor', 'n')}, ${p} || ' Vendor ' || ${pad('n', 4)}, lower(${p}) || '-vendor-' || ${pad('n', 4)}
      from generate_series(${lo}::int, ${hi}::int) as n`,
    ),
  );
  await timed('products', () =>
    inBatches(
      db,
      o.products,
      o.batchSize,
      (lo, hi) => sql`
      insert into products (id, name, name_key, category_id, price, sku)
      select ${id('product', 'n')}, ${p} || ' Product ' || ${pad('n', 5)}, lower(${p}) || '-product-' || ${pad('n', 5)},
             ${category.id}, ((n * 37) % 20000 + 99) / 100.0, ${p} || 'SKU' || ${pad('n', 6)}
      from generate_series(${lo}::int, ${hi}::int) as n`,
    ),
  );

  // Line amounts as functions of the row numbers, so a header's total is computed in the same statement.
  const purchasePrice = sql`((n * 13 + k * 7) % 10000 + 50) / 100.0`;
  const purchaseDiscount = sql`(k * 5)::numeric`;
  const saleQuantity = sql`(1 + (n + j) % ${sql.lit(MAX_SALE_UNITS)})`;
  const salePrice = sql`((n * 17 + j * 5) % 20000 + 99) / 100.0`;
  const saleDiscount = sql`((n + j) % 3 * 5)::numeric`;
  // Bulk loading, as pg_restore does it: the loaded tables' secondary indexes and foreign keys are dropped,
  // the rows go in, then the indexes are built and the foreign keys validated in one pass each (far faster
  // than row by row). Primary and unique keys stay in force throughout.
  const loaded = sql.join(BULK_TABLES.map((table) => sql.lit(table)));
  const indexes = await sql<{ name: string; definition: string }>`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in (${loaded})
      and i.indexdef not like 'CREATE UNIQUE%'
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(db);
  const foreignKeys = await sql<{ table: string; name: string; definition: string }>`
    select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
    from pg_constraint c
    where c.contype = 'f' and c.conrelid::regclass::text in (${loaded})`.execute(db);
  for (const key of foreignKeys.rows)
    await sql`alter table ${sql.id(key.table)} drop constraint ${sql.id(key.name)}`.execute(db);
  for (const index of indexes.rows) await sql`drop index ${sql.id(index.name)}`.execute(db);
  // The stock levels and the purchases' daily counts are rebuilt at the end, like the sales list's counts.
  await sql`alter table stock disable trigger stock_keep_levels`.execute(db);
  await sql`alter table purchases disable trigger purchases_keep_counts`.execute(db);
  try {
    // Purchase n: inventory n % I, vendor n % V, lines k = 0..2 of product (3n + k) % products.
    await timed('purchases', () =>
      inBatches(
        db,
        purchases,
        o.batchSize,
        (lo, hi) => sql`
      insert into purchases (id, mr_id, purchase_date, vendor_id, inventory_id, adjustment, total_price)
      select ${id('purchase', 'n')}, ${p} || '-P' || ${pad('n', 8)}, ${dateOf('n', 7)},
             ${id('vendor', sql`n % ${sql.lit(o.vendors)}`)}, ${id('inventory', sql`n % ${sql.lit(inventories)}`)},
             (n % 5) * 2,
             (select greatest(0, round(sum(${sql.lit(BATCH_UNITS)} * ${purchasePrice} * (100 - ${purchaseDiscount}) / 100) - (n % 5) * 2, 3))
              from generate_series(0, ${sql.lit(LINES_PER_PURCHASE - 1)}) as k)
      from generate_series(${lo}::int, ${hi}::int) as n`,
      ),
    );
    const purchaseLine = (n: string, k: string) =>
      sql`${sql.raw(n)} * ${sql.lit(LINES_PER_PURCHASE)} + ${sql.raw(k)}`;
    await timed('purchase_products', () =>
      inBatches(
        db,
        purchases,
        Math.ceil(o.batchSize / LINES_PER_PURCHASE),
        (lo, hi) => sql`
      insert into purchase_products (id, purchase_id, product_id, quantity, unit_price, discount)
      select ${id('purchase-line', purchaseLine('n', 'k'))}, ${id('purchase', 'n')},
             ${id('product', sql`(${purchaseLine('n', 'k')}) % ${sql.lit(o.products)}`)},
             ${sql.lit(BATCH_UNITS)}, ${purchasePrice}, ${purchaseDiscount}
      from generate_series(${lo}::int, ${hi}::int) as n, generate_series(0, ${sql.lit(LINES_PER_PURCHASE - 1)}) as k`,
      ),
    );
    // One batch per purchase line, full; its ledger row names the line.
    await timed('stock', () =>
      inBatches(
        db,
        purchases,
        Math.ceil(o.batchSize / LINES_PER_PURCHASE),
        (lo, hi) => sql`
      insert into stock (id, inventory_id, product_id, mr_id, batch_date, quantity)
      select ${id('stock', purchaseLine('n', 'k'))}, ${id('inventory', sql`n % ${sql.lit(inventories)}`)},
             ${id('product', sql`(${purchaseLine('n', 'k')}) % ${sql.lit(o.products)}`)},
             ${p} || '-P' || ${pad('n', 8)}, ${dateOf('n', 7)}, ${sql.lit(BATCH_UNITS)}
      from generate_series(${lo}::int, ${hi}::int) as n, generate_series(0, ${sql.lit(LINES_PER_PURCHASE - 1)}) as k`,
      ),
    );
    await timed('stock_movements (purchases)', () =>
      inBatches(
        db,
        purchases,
        Math.ceil(o.batchSize / LINES_PER_PURCHASE),
        (lo, hi) => sql`
      insert into stock_movements (stock_id, delta, cause, cause_id, document, user_id)
      select ${id('stock', purchaseLine('n', 'k'))}, ${sql.lit(BATCH_UNITS)}, 'purchase',
             ${id('purchase-line', purchaseLine('n', 'k'))}, ${p} || '-P' || ${pad('n', 8)}, ${userId}
      from generate_series(${lo}::int, ${hi}::int) as n, generate_series(0, ${sql.lit(LINES_PER_PURCHASE - 1)}) as k`,
      ),
    );

    // Sale n: inventory n % I, customer n % C, status from the list; line j draws on purchase line k of a
    // purchase of the same inventory, so its product is that batch's product.
    const statuses = sql.raw(`array[${orderStatuses.map((status) => `'${status}'`).join(',')}]`);
    const returning = sql.raw(stockReturningStatuses.map((status) => `'${status}'`).join(','));
    const sourcePurchase = (n: string, j: string) =>
      sql`((((${sql.raw(n)} / ${sql.lit(inventories)}) * 31 + ${sql.raw(j)} * 17) % ${sql.lit(perInventory)}) * ${sql.lit(inventories)} + ${sql.raw(n)} % ${sql.lit(inventories)})`;
    const sourceLine = (n: string, j: string) =>
      sql`(${sourcePurchase(n, j)}) * ${sql.lit(LINES_PER_PURCHASE)} + (${sql.raw(n)} + ${sql.raw(j)}) % ${sql.lit(LINES_PER_PURCHASE)}`;
    const saleLine = (n: string, j: string) =>
      sql`${sql.raw(n)} * ${sql.lit(LINES_PER_SALE)} + ${sql.raw(j)}`;
    const statusOf = (n: string) =>
      sql`(${statuses})[((${sql.raw(n)} * 7 + ${sql.raw(n)} / 13) % ${sql.lit(orderStatuses.length)}) + 1]`;

    await sql`alter table sales disable trigger sales_keep_counts`.execute(db);
    try {
      await timed('sales', () =>
        inBatches(
          db,
          o.sales,
          o.batchSize,
          (lo, hi) => sql`
        insert into sales (id, bill_id, sale_date, customer_id, inventory_id, shipping_address, status, adjustment, total_price)
        select ${id('sale', 'n')}, ${p} || '-B' || ${pad('n', 8)}, ${dateOf('n', 11)},
               ${id('customer', sql`n % ${sql.lit(o.customers)}`)}, ${id('inventory', sql`n % ${sql.lit(inventories)}`)},
               (n % 900 + 1) || ' Delivery Avenue', ${statusOf('n')}, (n % 3)::numeric,
               (select greatest(0, round(sum(${saleQuantity} * ${salePrice} * (100 - ${saleDiscount}) / 100) - n % 3, 3))
                from generate_series(0, ${sql.lit(LINES_PER_SALE - 1)}) as j)
        from generate_series(${lo}::int, ${hi}::int) as n`,
        ),
      );
      await timed('sale_products', () =>
        inBatches(
          db,
          o.sales,
          Math.ceil(o.batchSize / LINES_PER_SALE),
          (lo, hi) => sql`
        insert into sale_products (id, sale_id, product_id, quantity, unit_price, discount)
        select ${id('sale-line', saleLine('n', 'j'))}, ${id('sale', 'n')},
               ${id('product', sql`(${sourceLine('n', 'j')}) % ${sql.lit(o.products)}`)},
               ${saleQuantity}, ${salePrice}, ${saleDiscount}
        from generate_series(${lo}::int, ${hi}::int) as n, generate_series(0, ${sql.lit(LINES_PER_SALE - 1)}) as j`,
        ),
      );
      await timed('stock_movements (sales)', () =>
        inBatches(
          db,
          o.sales,
          Math.ceil(o.batchSize / LINES_PER_SALE),
          (lo, hi) => sql`
        insert into stock_movements (stock_id, delta, cause, cause_id, document, user_id)
        select ${id('stock', sourceLine('n', 'j'))}, -${saleQuantity}, 'sale',
               ${id('sale-line', saleLine('n', 'j'))}, ${p} || '-B' || ${pad('n', 8)}, ${userId}
        from generate_series(${lo}::int, ${hi}::int) as n, generate_series(0, ${sql.lit(LINES_PER_SALE - 1)}) as j
        where ${statusOf('n')} not in (${returning})`,
        ),
      );
      await timed('stock levels', async () => {
        const result = await sql`
        update stock st set quantity = st.quantity + t.taken
        from (select m.stock_id, sum(m.delta) as taken from stock_movements m
              where m.cause = 'sale' and m.document like ${p} || '-B%' group by m.stock_id) t
        where t.stock_id = st.id`.execute(db);
        return Number(result.numAffectedRows ?? 0n);
      });
      await timed('status_changes', () =>
        inBatches(
          db,
          o.sales,
          o.batchSize,
          (lo, hi) => sql`
        insert into status_changes (entity, entity_id, document, from_status, to_status, user_id)
        select 'sale', ${id('sale', 'n')}, ${p} || '-B' || ${pad('n', 8)}, null, ${statusOf('n')}, ${userId}
        from generate_series(${lo}::int, ${hi}::int) as n`,
        ),
      );
    } finally {
      await sql`alter table sales enable trigger sales_keep_counts`.execute(db);
    }
  } finally {
    await sql`alter table stock enable trigger stock_keep_levels`.execute(db);
    await sql`alter table purchases enable trigger purchases_keep_counts`.execute(db);
    await timed('indexes', async () => {
      for (const index of indexes.rows) await sql.raw(index.definition).execute(db);
      return indexes.rows.length;
    });
    await timed('foreign keys', async () => {
      for (const key of foreignKeys.rows) {
        await sql`alter table ${sql.id(key.table)} add constraint ${sql.id(key.name)} ${sql.raw(key.definition)}`.execute(
          db,
        );
      }
      return foreignKeys.rows.length;
    });
  }
  // The precomputed rows, rebuilt from the tables (their triggers keep them from here on): the sales list's
  // counts (daily, with the revenue, and overall), the purchases per day and the stock levels.
  const rebuild = (table: string, insert: RawBuilder<unknown>) =>
    timed(table, async () => {
      await sql`delete from ${sql.table(table)}`.execute(db);
      return Number((await insert.execute(db)).numAffectedRows ?? 0n);
    });
  await rebuild(
    'sale_counts',
    sql`insert into sale_counts (sale_date, inventory_id, status, sales, revenue)
        select sale_date, inventory_id, status, count(*), sum(total_price) from sales group by 1, 2, 3`,
  );
  await rebuild(
    'sale_totals',
    sql`insert into sale_totals (inventory_id, status, sales)
        select inventory_id, status, sum(sales) from sale_counts group by 1, 2`,
  );
  await rebuild(
    'purchase_counts',
    sql`insert into purchase_counts (purchase_date, purchases, total)
        select purchase_date, count(*), sum(total_price) from purchases group by 1`,
  );
  await rebuild(
    'stock_levels',
    sql`insert into stock_levels (inventory_id, product_id, quantity)
        select inventory_id, product_id, sum(quantity) from stock group by 1, 2`,
  );
  // Statistics for the planner, and the visibility map that lets deep pages use index-only scans.
  await timed('vacuum analyze', async () => {
    await sql`vacuum analyze`.execute(db);
    return 0;
  });
  return steps;
}
