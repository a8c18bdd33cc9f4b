import { Migrator, sql } from 'kysely';
import pg from 'pg';
import { pathKey } from '@logistics/shared/contracts/paths';
import type { OrderStatus } from '@logistics/shared/contracts/statuses';
import { migrateToLatest } from '../src/db/migrate.js';
import { loadMigrations } from '../src/db/migrations/index.js';
import { SHARDS_0016 } from '../src/db/migrations/0016-sharded-sale-counts.js';
import { describeOnBothDatabases, describeOnDatabases, loginAs, type Session } from './helpers.js';
import {
  caller,
  makeMasterData,
  type MasterData,
  oneLineSale,
  saleTotalsMismatches,
  tag,
} from './document-fixtures.js';

/**
 * The sales list's total and facets come from precomputed counts (sale_totals without a date range,
 * sale_counts with one), kept by a trigger. Whatever happens to the sales, they must equal an exact count of
 * the table.
 */
describeOnBothDatabases('sales list counts', (t) => {
  let admin: Session;
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t.app)(...args);

  beforeAll(async () => {
    admin = await loginAs(t.app, 'admin');
  });

  interface Filters {
    inventory?: string[];
    status?: string[];
    from?: string;
    to?: string;
  }

  /** count(*) of the sales table under some of the filters, in total or per inventory name or status. */
  async function countSales(filters: Filters, by?: 'inventory' | 'status'): Promise<Record<string, number>> {
    let query = t.app.db.selectFrom('sales as s').innerJoin('inventories as i', 'i.id', 's.inventory_id');
    if (filters.inventory) query = query.where('i.name_key', 'in', filters.inventory.map(pathKey));
    if (filters.status) query = query.where('s.status', 'in', filters.status as OrderStatus[]);
    if (filters.from) query = query.where('s.sale_date', '>=', filters.from);
    if (filters.to) query = query.where('s.sale_date', '<=', filters.to);
    const count = sql<number>`count(*)`.as('n');
    const rows = by
      ? await query
          .select([sql.ref<string>(by === 'inventory' ? 'i.name' : 's.status').as('option'), count])
          .groupBy(by === 'inventory' ? 'i.name' : 's.status')
          .execute()
      : [{ option: 'total', ...(await query.select(count).executeTakeFirstOrThrow()) }];
    return Object.fromEntries(rows.map((row) => [row.option, Number(row.n)]));
  }

  /** What the list must answer: each facet counts under every filter but its own. */
  async function exact(filters: Filters) {
    const { inventory, status, ...rest } = filters;
    return {
      total: (await countSales(filters)).total ?? 0,
      facets: {
        inventory: await countSales({ ...rest, ...(status ? { status } : {}) }, 'inventory'),
        status: await countSales({ ...rest, ...(inventory ? { inventory } : {}) }, 'status'),
      },
    };
  }

  async function listed(filters: Filters) {
    const query = new URLSearchParams({ pageSize: '5' });
    if (filters.inventory) query.set('inventory', filters.inventory.join(','));
    if (filters.status) query.set('status', filters.status.join(','));
    if (filters.from) query.set('from', filters.from);
    if (filters.to) query.set('to', filters.to);
    const response = await call(admin, 'GET', `/api/sales?${query}`);
    expect(response.statusCode).toBe(200);
    const { total, facets } = response.json();
    return { total, facets };
  }

  /** Every filter combination the list takes from the counts answers what counting the table answers. */
  async function expectExactCounts(data: MasterData) {
    const [a, b] = data.inventories as [string, string];
    const cases: Filters[] = [
      {},
      { inventory: [a] },
      { status: ['pending'] },
      { inventory: [a, b], status: ['pending', 'delivered'] },
      { inventory: ['No Such Inventory'] },
      { from: '2025-03-01', to: '2025-04-30' },
      { from: '2025-04-01', inventory: [b], status: ['pending', 'cancelled'] },
      { to: '2025-03-31', status: ['pending'] },
    ];
    for (const filters of cases)
      expect([filters, await listed(filters)]).toEqual([filters, await exact(filters)]);
    expect(await saleTotalsMismatches(t.app.db)).toBe(0);
  }

  async function insertSale(data: MasterData, inventory: 0 | 1, status: OrderStatus, saleDate: string) {
    const billId = `CNT-${tag()}`;
    await t.app.db
      .insertInto('sales')
      .values({
        bill_id: billId,
        sale_date: saleDate,
        customer_id: data.customerId,
        inventory_id: data.inventoryIds[inventory] as string,
        shipping_address: '1 Count Street',
        status,
        adjustment: '0',
        total_price: '0',
      })
      .execute();
    return billId;
  }

  it('answers the exact total and facets, with and without a date range, as sales are created, changed, moved and deleted', async () => {
    const data = await makeMasterData(t);
    const bills = [
      await insertSale(data, 0, 'pending', '2025-03-01'),
      await insertSale(data, 0, 'pending', '2025-03-02'),
      await insertSale(data, 0, 'delivered', '2025-04-01'),
      await insertSale(data, 1, 'cancelled', '2025-04-02'),
      await insertSale(data, 1, 'pending', '2025-05-01'),
      await insertSale(data, 1, 'delivered', '2025-06-01'),
    ];
    await expectExactCounts(data);

    const patch = async (bill: string, body: object) => {
      const { version } = (await call(admin, 'GET', `/api/sales/${bill}`)).json().sale;
      expect((await call(admin, 'PATCH', `/api/sales/${bill}`, { ...body, version })).statusCode).toBe(200);
    };
    await patch(bills[0] as string, { status: 'delivered' });
    await expectExactCounts(data);
    await patch(bills[1] as string, { inventory: data.inventories[1] });
    await expectExactCounts(data);
    await patch(bills[2] as string, { sale_date: '2025-05-15' });
    await expectExactCounts(data);
    await patch(bills[3] as string, {
      sale_date: '2025-03-15',
      status: 'pending',
      inventory: data.inventories[0],
    });
    await expectExactCounts(data);
    expect((await call(admin, 'DELETE', `/api/sales/${bills[4]}`)).statusCode).toBe(200);
    await expectExactCounts(data);
  });

  it('fills sale_totals from the sales already there when an existing database migrates', async () => {
    const data = await makeMasterData(t);
    const migrator = new Migrator({ db: t.app.db, provider: { getMigrations: loadMigrations } });
    // Back to before 0006, through every later migration's down (newest first).
    const later = Object.keys(await loadMigrations()).filter((name) => name > '0005-trigram-search');
    const down = await migrator.migrateTo('0005-trigram-search');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((result) => result.migrationName)).toEqual([...later].reverse());
    try {
      // Sales written before the migration: only the daily counts follow them.
      await insertSale(data, 0, 'pending', '2025-03-01');
      const moved = await insertSale(data, 0, 'delivered', '2025-04-01');
      await t.app.db
        .updateTable('sales')
        .set({ inventory_id: data.inventoryIds[1] as string, status: 'delayed' })
        .where('bill_id', '=', moved)
        .execute();
    } finally {
      expect(await migrateToLatest(t.app.db)).toEqual(later);
    }
    await expectExactCounts(data);
    // And the trigger keeps them from then on.
    await insertSale(data, 1, 'return', '2025-06-01');
    await expectExactCounts(data);
  });
});

/**
 * The counts change at the commit (deferred triggers, migration 0014), so a sale still being written does not hold
 * its day's counts row: another sale of the same inventory, day and status goes through meanwhile, instead of every
 * sale of an inventory waiting for the one before it. Two sessions at once: PostgreSQL only (PGlite is one).
 */
describeOnDatabases(
  'sales counts under concurrent writes',
  (t) => {
    it('creates a sale of the same inventory, day and status while another is still open, and the counts stay exact', async () => {
      const admin = await loginAs(t.app, 'admin');
      const call = caller(t.app);
      const data = await makeMasterData(t);
      const saleDate = '2025-05-02';
      const bill = (prefix: string) => `${prefix}-${tag()}`;
      await t.app.db.connection().execute(async (session) => {
        await sql`begin`.execute(session);
        try {
          await session
            .insertInto('sales')
            .values({
              bill_id: bill('OPEN'),
              sale_date: saleDate,
              customer_id: data.customerId,
              inventory_id: data.inventoryIds[0] as string,
              shipping_address: '1 Open Street',
              status: 'cancelled',
              adjustment: '0',
              total_price: '0',
            })
            .execute();
          // A cancelled sale takes no stock: only the counts rows could be shared with the open sale.
          const fields = { bill_id: bill('NEXT'), sale_date: saleDate, status: 'cancelled' };
          const created = call(admin, 'POST', '/api/sales', oneLineSale(data, { unit_price: '3' }, fields));
          let waited: ReturnType<typeof setTimeout> | undefined;
          const blocked = new Promise<'blocked'>((resolve) => {
            waited = setTimeout(() => resolve('blocked'), 10_000);
          });
          const answer = await Promise.race([created, blocked]);
          clearTimeout(waited);
          expect(answer === 'blocked' ? answer : answer.statusCode).toBe(201);
        } finally {
          await sql`rollback`.execute(session);
        }
      });
      expect(await saleTotalsMismatches(t.app.db)).toBe(0);
      const dailyMismatches = await sql<{ n: number }>`
        select count(*)::int as n
        from (select sale_date, inventory_id, status, count(*)::int as sales from sales group by 1, 2, 3) s
        full join (select sale_date, inventory_id, status, sum(sales)::int as sales from sale_counts
          group by 1, 2, 3 having sum(sales) > 0) c using (sale_date, inventory_id, status)
        where coalesce(s.sales, 0) <> coalesce(c.sales, 0)`.execute(t.app.db);
      expect(dailyMismatches.rows[0]?.n).toBe(0);
    });

    it('commits sales of the same inventory, day and status in two sessions of different shards without one waiting for the other', async () => {
      const data = await makeMasterData(t);
      // Sessions of their own (not the server's pool), so that each one's shard is known: the first two whose
      // backends fall in different shards.
      const sessions: pg.Client[] = [];
      const shardOf = new Map<pg.Client, number>();
      try {
        while (new Set(shardOf.values()).size < 2) {
          const session = new pg.Client({ connectionString: t.databaseUrl });
          await session.connect();
          sessions.push(session);
          const answer = await session.query<{ shard: number }>(
            `select (pg_backend_pid() % ${SHARDS_0016})::int as shard`,
          );
          const shard = answer.rows[0]?.shard as number;
          if (![...shardOf.values()].includes(shard)) shardOf.set(session, shard);
        }
        const [first, second] = [...shardOf.keys()] as [pg.Client, pg.Client];
        const insertSale = (session: pg.Client, billId: string) =>
          session.query(
            `insert into sales (bill_id, sale_date, customer_id, inventory_id, shipping_address, status,
               adjustment, total_price) values ($1, '2025-05-03', $2, $3, '1 Shard Street', 'cancelled', 0, 7)`,
            [billId, data.customerId, data.inventoryIds[0]],
          );
        await first.query('begin');
        await insertSale(first, `SHA-${tag()}`);
        // The deferred counts trigger runs now: the first session holds its shard's rows until it ends.
        await first.query('set constraints all immediate');
        // Unsharded, the second commit waits for the first transaction's counts row: it would never end here.
        await second.query('begin');
        await insertSale(second, `SHB-${tag()}`);
        let waited: ReturnType<typeof setTimeout> | undefined;
        const blocked = new Promise<'blocked'>((resolve) => {
          waited = setTimeout(() => resolve('blocked'), 10_000);
        });
        const committed = second.query('commit').then(() => 'committed' as const);
        expect(await Promise.race([committed, blocked])).toBe('committed');
        clearTimeout(waited);
        await first.query('commit');
      } finally {
        await Promise.all(sessions.map((session) => session.end()));
      }
      // The sums over the shards are the exact counts and revenue.
      expect(await saleTotalsMismatches(t.app.db)).toBe(0);
      const daily = await sql<{ n: number }>`
        select count(*)::int as n
        from (select sale_date, inventory_id, status, count(*)::int as sales, sum(total_price) as revenue
              from sales group by 1, 2, 3) s
        full join (select sale_date, inventory_id, status, sum(sales)::int as sales, sum(revenue) as revenue
                   from sale_counts group by 1, 2, 3 having sum(sales) > 0) c
          using (sale_date, inventory_id, status)
        where coalesce(s.sales, 0) <> coalesce(c.sales, 0) or coalesce(s.revenue, 0) <> coalesce(c.revenue, 0)`.execute(
        t.app.db,
      );
      expect(daily.rows[0]?.n).toBe(0);
      expect(
        Number(
          (
            await sql<{ shards: number }>`select count(distinct shard)::int as shards from sale_counts
              where sale_date = '2025-05-03'`.execute(t.app.db)
          ).rows[0]?.shards,
        ),
      ).toBe(2);
    });
  },
  { databases: ['postgres'] },
);
