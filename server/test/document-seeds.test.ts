import { sql } from 'kysely';
import { totalPrice } from '@logistics/shared/contracts/money';
import { orderStatuses } from '@logistics/shared/contracts/statuses';
import { seedAtScale } from '../src/db/seed/scale.js';
import { describeOnBothDatabases, loginAs } from './helpers.js';
import { caller, saleTotalsMismatches } from './document-fixtures.js';

describeOnBothDatabases('document seeds', (t) => {
  /** Every stock row equals the sum of its ledger rows, and none is negative. */
  async function ledgerMismatches() {
    const rows = await sql<{ id: string }>`
      select s.id from stock s
      left join (select stock_id, sum(delta) as total from stock_movements group by stock_id) m on m.stock_id = s.id
      where s.quantity <> coalesce(m.total, 0) or s.quantity < 0`.execute(t.app.db);
    return rows.rows.length;
  }

  it('seeds demo documents: stock in several inventories, every sale status, two captains with shipments', async () => {
    const db = t.app.db;
    const year = new Date().getFullYear();
    const stocked = await db
      .selectFrom('stock')
      .select('inventory_id')
      .where('quantity', '>', 0)
      .distinct()
      .execute();
    expect(stocked.length).toBeGreaterThanOrEqual(2);
    const statuses = await db.selectFrom('sales').select('status').distinct().execute();
    expect(statuses.map((row) => row.status).sort()).toEqual([...orderStatuses].sort());
    const captains = await db
      .selectFrom('shipments as s')
      .innerJoin('users as u', 'u.id', 's.captain_id')
      .select('u.email')
      .distinct()
      .execute();
    expect(captains.length).toBeGreaterThanOrEqual(2);
    expect(captains.map((row) => row.email)).toContain('captain@example.com');
    const purchases = await db.selectFrom('purchases').select('purchase_date').execute();
    const transfers = await db.selectFrom('transfers').select('transfer_date').execute();
    expect(purchases.length).toBeGreaterThanOrEqual(4);
    expect(transfers.length).toBeGreaterThanOrEqual(2);
    for (const row of [...purchases.map((p) => p.purchase_date), ...transfers.map((x) => x.transfer_date)]) {
      expect(row.startsWith(String(year))).toBe(true);
    }
    expect(await ledgerMismatches()).toBe(0);

    // The inventory-in-charge demo account sees its own inventory's sales, the captain their shipments.
    const call = caller(t.app);
    const inCharge = await loginAs(t.app, 'inventory-in-charge');
    expect((await call(inCharge, 'GET', '/api/sales')).json().total).toBeGreaterThan(0);
    expect((await call(inCharge, 'GET', '/api/transfers')).json().total).toBeGreaterThan(0);
    const captain = await loginAs(t.app, 'captain');
    const shipments = (await call(captain, 'GET', '/api/shipments')).json();
    expect(shipments.total).toBeGreaterThan(0);
    expect(
      shipments.shipments.every(
        (s: { captain: { email: string } }) => s.captain.email === 'captain@example.com',
      ),
    ).toBe(true);
  });

  it('seeds at scale with a consistent ledger, exact totals, counts and every index and key back', async () => {
    const db = t.app.db;
    const before = await db
      .selectFrom('sales')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const keysBefore = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_constraint where contype = 'f'`.execute(db);
    const indexesBefore = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_indexes where schemaname = current_schema()`.execute(db);
    const steps = await seedAtScale(db, {
      sales: 300,
      purchases: 40,
      customers: 25,
      inventories: 4,
      products: 10,
      vendors: 3,
      prefix: 'TS',
      batchSize: 70,
    });
    expect(steps.find((step) => step.step === 'sales')?.rows).toBe(300);
    expect(steps.find((step) => step.step === 'sale_products')?.rows).toBe(600);
    expect(steps.find((step) => step.step === 'purchases')?.rows).toBe(40);
    expect(await ledgerMismatches()).toBe(0);

    // Totals: the contract's formula over the stored lines.
    const sample = await db
      .selectFrom('sales')
      .select(['id', 'adjustment', 'total_price'])
      .where('bill_id', 'like', 'TS-%')
      .orderBy('bill_id')
      .limit(25)
      .execute();
    for (const sale of sample) {
      const lines = await db
        .selectFrom('sale_products')
        .select(['quantity', 'unit_price', 'discount'])
        .where('sale_id', '=', sale.id)
        .execute();
      expect(sale.total_price).toBe(totalPrice(lines, sale.adjustment));
    }
    // The precomputed counts (daily and overall) match the table; keys and indexes are all back.
    const mismatched = await sql<{ n: number }>`
      select count(*)::int as n from (
        select sale_date, inventory_id, status, count(*)::int as sales from sales group by 1, 2, 3
        except select sale_date, inventory_id, status, sum(sales)::int from sale_counts group by 1, 2, 3
          having sum(sales) > 0) d`.execute(db);
    expect(mismatched.rows[0]?.n).toBe(0);
    expect(await saleTotalsMismatches(db)).toBe(0);
    // So do the dashboard's: the daily revenue, the purchases per day and the stock levels.
    const dashboard = await sql<{ n: number }>`
      select ((select count(*) from (
          select sale_date, inventory_id, status, sum(total_price) as revenue from sales group by 1, 2, 3
          except select sale_date, inventory_id, status, sum(revenue) from sale_counts group by 1, 2, 3
            having sum(sales) > 0) a)
        + (select count(*) from (
          select purchase_date, count(*)::int as purchases, sum(total_price) as total from purchases group by 1
          except select purchase_date, purchases, total from purchase_counts where purchases > 0) b)
        + (select count(*) from (
          select inventory_id, product_id, sum(quantity)::int as quantity from stock group by 1, 2
          except select inventory_id, product_id, quantity from stock_levels) c))::int as n`.execute(db);
    expect(dashboard.rows[0]?.n).toBe(0);
    expect(
      (await sql<{ n: number }>`select count(*)::int as n from pg_constraint where contype = 'f'`.execute(db))
        .rows[0]?.n,
    ).toBe(keysBefore.rows[0]?.n);
    expect(
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from pg_indexes where schemaname = current_schema()`.execute(db)
      ).rows[0]?.n,
    ).toBe(indexesBefore.rows[0]?.n);

    const admin = await loginAs(t.app, 'admin');
    const listed = (await caller(t.app)(admin, 'GET', '/api/sales?pageSize=5')).json();
    expect(listed.total).toBe(Number(before.n) + 300);
    // The trigger is back on: a new sale is counted.
    await expect(seedAtScale(db, { sales: 1, prefix: 'TS' })).rejects.toThrow(/prefix TS exists/);
  });
});
