import { Migrator, sql } from 'kysely';
import {
  currentMonth,
  openShipmentStatuses,
  previousPeriod,
  type DashboardCharts,
  type DashboardSummary,
  type LowStock,
  type Period,
} from '@logistics/shared/contracts/dashboard';
import { shipmentStatuses } from '@logistics/shared/contracts/statuses';
import { migrateToLatest } from '../src/db/migrate.js';
import { loadMigrations } from '../src/db/migrations/index.js';
import { createAccount, describeOnBothDatabases, login, loginAs, type Session } from './helpers.js';
import { assignTo, caller, makeMasterData, tag, today, type MasterData } from './document-fixtures.js';

/**
 * The dashboard's figures against SQL written here, over the base tables (sales, purchases, stock,
 * shipments, status_changes) rather than the precomputed sale_counts and stock_levels the server reads: over the
 * demo seed, after every kind of write, and after an existing database migrates.
 */
describeOnBothDatabases('dashboard', (t) => {
  let admin: Session;
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t.app)(...args);
  const db = () => t.app.db;
  /** A decimal string as a number of thousandths: exact for every amount the seed and the tests hold. */
  const milli = (value: string | number | null | undefined) => Math.round(Number(value ?? 0) * 1000);

  beforeAll(async () => {
    admin = await loginAs(t.app, 'admin');
  });

  async function summaryOf(period?: Period): Promise<DashboardSummary> {
    const query = period ? `?from=${period.from}&to=${period.to}` : '';
    const response = await call(admin, 'GET', `/api/dashboard/summary${query}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  async function chartsOf(period: Period): Promise<DashboardCharts> {
    const response = await call(admin, 'GET', `/api/dashboard/charts?from=${period.from}&to=${period.to}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  /** One period's figures, straight from the sales and purchases tables. */
  async function figuresBySql(period: Period) {
    const sales = await sql<{ sales: string; revenue: string | null }>`
      select count(*) as sales,
             sum(total_price) filter (where status not in ('cancelled', 'refunded', 'return')) as revenue
      from sales where sale_date >= ${period.from} and sale_date <= ${period.to}`.execute(db());
    const purchases = await sql<{ purchases: string; total: string | null }>`
      select count(*) as purchases, sum(total_price) as total
      from purchases where purchase_date >= ${period.from} and purchase_date <= ${period.to}`.execute(db());
    return {
      sales: Number(sales.rows[0]?.sales),
      revenue: milli(sales.rows[0]?.revenue),
      purchases: Number(purchases.rows[0]?.purchases),
      purchases_total: milli(purchases.rows[0]?.total),
    };
  }

  /** Per inventory and product, the batches' units summed, below the product's threshold. */
  const lowStockSql = (inventoryId?: string) => sql<{ product: string; inventory: string; quantity: number }>`
    select p.name as product, i.name as inventory, sum(s.quantity)::int as quantity
    from stock s join products p on p.id = s.product_id join inventories i on i.id = s.inventory_id
    ${inventoryId ? sql`where s.inventory_id = ${inventoryId}` : sql``}
    group by p.name, i.name, p.low_stock_threshold
    having sum(s.quantity) < p.low_stock_threshold`;

  async function expectSummaryMatches(period: Period) {
    const summary = await summaryOf(period);
    const previous = previousPeriod(period);
    expect(summary.period).toEqual(period);
    expect(summary.previous_period).toEqual(previous);
    const asMilli = (figures: DashboardSummary['current']) => ({
      ...figures,
      revenue: milli(figures.revenue),
      purchases_total: milli(figures.purchases_total),
    });
    expect(asMilli(summary.current)).toEqual(await figuresBySql(period));
    expect(asMilli(summary.previous)).toEqual(await figuresBySql(previous));

    const open = await sql<{ status: string; n: string }>`
      select status, count(*) as n from shipments group by status`.execute(db());
    const openCount = (status: string) => Number(open.rows.find((row) => row.status === status)?.n ?? 0);
    expect(summary.open_shipments).toEqual(
      openShipmentStatuses.map((status) => ({ status, count: openCount(status) })),
    );
    const value = await sql<{ value: string | null }>`
      select sum(s.quantity * p.price) as value from stock s join products p on p.id = s.product_id`.execute(
      db(),
    );
    expect(milli(summary.stock_value)).toBe(milli(value.rows[0]?.value));
    expect(summary.low_stock).toBe((await lowStockSql().execute(db())).rows.length);
  }

  async function expectChartsMatch(period: Period) {
    const charts = await chartsOf(period);
    const days = await sql<{ day: string; sales: string; revenue: string | null }>`
      select to_char(sale_date, 'YYYY-MM-DD') as day, count(*) as sales,
             sum(total_price) filter (where status not in ('cancelled', 'refunded', 'return')) as revenue
      from sales where sale_date >= ${period.from} and sale_date <= ${period.to} group by sale_date`.execute(
      db(),
    );
    const byDay = new Map(days.rows.map((row) => [row.day, row]));
    const expectedDays: Array<{ date: string; sales: number; revenue: number }> = [];
    for (
      let day = new Date(`${period.from}T00:00:00Z`);
      day <= new Date(`${period.to}T00:00:00Z`);
      day = new Date(day.getTime() + 86_400_000)
    ) {
      const date = day.toISOString().slice(0, 10);
      const row = byDay.get(date);
      expectedDays.push({ date, sales: Number(row?.sales ?? 0), revenue: milli(row?.revenue) });
    }
    expect(charts.days.map((day) => ({ ...day, revenue: milli(day.revenue) }))).toEqual(expectedDays);

    const inventories = await sql<{ inventory: string; sales: string; revenue: string | null }>`
      select i.name as inventory, count(*) as sales,
             sum(s.total_price) filter (where s.status not in ('cancelled', 'refunded', 'return')) as revenue
      from sales s join inventories i on i.id = s.inventory_id
      where s.sale_date >= ${period.from} and s.sale_date <= ${period.to}
      group by i.name, i.name_key order by count(*) desc, i.name_key`.execute(db());
    expect(charts.inventories.map((row) => ({ ...row, revenue: milli(row.revenue) }))).toEqual(
      inventories.rows.map((row) => ({
        inventory: row.inventory,
        sales: Number(row.sales),
        revenue: milli(row.revenue),
      })),
    );

    const shipments = await sql<{ status: string; n: string }>`
      select status, count(*) as n from shipments
      where shipment_date >= ${period.from} and shipment_date <= ${period.to} group by status`.execute(db());
    expect(charts.shipments).toEqual(
      shipmentStatuses.map((status) => ({
        status,
        count: Number(shipments.rows.find((row) => row.status === status)?.n ?? 0),
      })),
    );
  }

  const thisYear = (): Period => ({ from: `${today().slice(0, 4)}-01-01`, to: today() });

  it("answers this month's figures beside last month's by default, as SQL over the seeded tables counts them", async () => {
    const summary = await summaryOf();
    expect(summary.period).toEqual(currentMonth());
    // The demo seed spreads its documents over the year: the year's figures are not empty.
    const year = await summaryOf(thisYear());
    expect(year.current.sales).toBeGreaterThan(0);
    expect(year.current.purchases).toBeGreaterThan(0);
    expect(Number(year.stock_value)).toBeGreaterThan(0);
    for (const period of [currentMonth(), thisYear(), { from: `${today().slice(0, 4)}-02-10`, to: today() }])
      await expectSummaryMatches(period);
  });

  it('draws the series of a period as SQL over the seeded tables counts them, every day present', async () => {
    await expectChartsMatch(thisYear());
    await expectChartsMatch(currentMonth());
    const charts = await chartsOf(thisYear());
    expect(charts.inventories.length).toBeGreaterThan(0);
    expect(charts.days.some((day) => day.sales > 0)).toBe(true);
  });

  /** A purchase, sales in several statuses, a changed line and a changed status, a transfer and a deletion. */
  async function writeDocuments(data: MasterData, date: string) {
    const [first, second] = data.products as [string, string];
    const ok = async (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: object) => {
      const response = await call(admin, method, url, body);
      expect([url, response.statusCode]).toEqual([url, method === 'POST' ? 201 : 200]);
      return response.json();
    };
    const mrId = `DB-${tag()}`;
    await ok('POST', '/api/purchases', {
      mr_id: mrId,
      purchase_date: date,
      vendor: data.vendor,
      inventory: data.inventories[0],
      products: [
        { product: first, quantity: 30, unit_price: '4.5' },
        { product: second, quantity: 12, unit_price: '9.999', discount: 10 },
      ],
    });
    const sale = async (status: string, quantity: number) =>
      (
        await ok('POST', '/api/sales', {
          bill_id: `DS-${tag()}`,
          sale_date: date,
          customer_id: data.customerId,
          shipping_address: '1 Dashboard Road',
          inventory: data.inventories[0],
          status,
          adjustment: '0.5',
          products: [{ product: first, quantity, unit_price: '12.345' }],
        })
      ).sale as { bill_id: string; version: number; products: Array<{ id: string; version: number }> };
    const kept = await sale('pending', 3);
    const cancelled = await sale('cancelled', 2);
    const removed = await sale('delivered', 1);
    const line = kept.products[0] as { id: string; version: number };
    await ok('PUT', `/api/sale-products/${line.id}`, {
      quantity: 21,
      unit_price: '3.333',
      // A line's update carries its document's version.
      version: kept.version,
    });
    await ok('PATCH', `/api/sales/${cancelled.bill_id}`, { status: 'delivered', version: cancelled.version });
    await ok('DELETE', `/api/sales/${removed.bill_id}`);
    await ok('POST', '/api/transfers', {
      trf_id: `DT-${tag()}`,
      transfer_date: date,
      source_inventory: data.inventories[0],
      destination_inventory: data.inventories[1],
      products: [{ mr_id: mrId, product: second, quantity: 5 }],
    });
    return { kept };
  }

  it('stays exact as purchases, sales, lines, statuses and transfers change and the stock falls below a threshold', async () => {
    const data = await makeMasterData(t);
    const date = today();
    await writeDocuments(data, date);
    await expectSummaryMatches(currentMonth());
    await expectSummaryMatches(thisYear());
    await expectChartsMatch(currentMonth());
    // 30 - 21 - 2 units of the first product are left in the first inventory (the deleted sale's unit came
    // back), below a threshold of 10; 12 - 5 of the second there, and its 5 transferred units in the second.
    const low = await call(admin, 'GET', '/api/dashboard/low-stock?limit=100');
    const items = (low.json() as LowStock).items;
    const [first, second] = data.products as [string, string];
    expect(items).toEqual(
      expect.arrayContaining([
        { product: first, inventory: data.inventories[0], quantity: 7, threshold: 10 },
        { product: second, inventory: data.inventories[0], quantity: 7, threshold: 10 },
        { product: second, inventory: data.inventories[1], quantity: 5, threshold: 10 },
      ]),
    );
    // A threshold lowered below the stock takes a product off the list.
    const product = await call(admin, 'GET', `/api/products/${encodeURIComponent(second)}`);
    const { version } = product.json().product as { version: number };
    const changed = await call(admin, 'PATCH', `/api/products/${encodeURIComponent(second)}`, {
      low_stock_threshold: 5,
      version,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().product.low_stock_threshold).toBe(5);
    await expectSummaryMatches(currentMonth());
    const after = (await call(admin, 'GET', '/api/dashboard/low-stock?limit=100')).json() as LowStock;
    expect(after.items.filter((item) => item.product === second)).toEqual([]);
    expect(after.total).toBe((await lowStockSql().execute(db())).rows.length);
  });

  it('lists low stock lowest first, within the in-charge’s own inventory, and nothing without an assignment', async () => {
    const data = await makeMasterData(t);
    await writeDocuments(data, today());
    const all = (await call(admin, 'GET', '/api/dashboard/low-stock?limit=100')).json() as LowStock;
    const quantities = all.items.map((item) => item.quantity);
    expect(quantities).toEqual([...quantities].sort((a, b) => a - b));
    expect(all.total).toBe((await lowStockSql().execute(db())).rows.length);
    const manager = await loginAs(t.app, 'inventory-manager');
    expect((await call(manager, 'GET', '/api/dashboard/low-stock?limit=100')).json()).toEqual(all);

    const account = await createAccount(t, 'inventory-in-charge');
    const inCharge = await login(t.app, account.email, account.password);
    const none = await call(inCharge, 'GET', '/api/dashboard/low-stock');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ items: [], total: 0 });
    await assignTo(t, account.id, data.inventoryIds[1] as string);
    const own = (await call(inCharge, 'GET', '/api/dashboard/low-stock?limit=100')).json() as LowStock;
    const expected = (await lowStockSql(data.inventoryIds[1]).execute(db())).rows;
    expect(own.total).toBe(expected.length);
    expect(own.items.map((item) => item.inventory)).toEqual(expected.map(() => data.inventories[1]));
    expect(own.items).toContainEqual({
      product: data.products[1],
      inventory: data.inventories[1],
      quantity: 5,
      threshold: 10,
    });
  });

  it('names who made the latest status changes, newest first', async () => {
    const data = await makeMasterData(t);
    const { kept } = await writeDocuments(data, today());
    const fleet = await loginAs(t.app, 'fleet-manager');
    const current = (await call(admin, 'GET', `/api/sales/${kept.bill_id}`)).json().sale as {
      version: number;
    };
    const changed = await call(fleet, 'PATCH', `/api/sales/${kept.bill_id}`, {
      status: 'shipped',
      version: current.version,
    });
    expect(changed.statusCode).toBe(200);
    const response = await call(admin, 'GET', '/api/dashboard/status-changes?limit=5');
    expect(response.statusCode).toBe(200);
    const expected = await sql<{
      id: string;
      entity: string;
      document: string;
      from_status: string | null;
      to_status: string;
      name: string | null;
    }>`
      select c.id, c.entity, c.document, c.from_status, c.to_status, u.name
      from status_changes c left join users u on u.id = c.user_id
      order by c.created_at desc, c.id desc limit 5`.execute(db());
    const changes = response.json().changes as Array<Record<string, unknown>>;
    expect(changes.map(({ at: _at, ...change }) => change)).toEqual(
      expected.rows.map((row) => ({
        id: row.id,
        entity: row.entity,
        document: row.document,
        from: row.from_status,
        to: row.to_status,
        user: row.name,
      })),
    );
    expect(changes[0]).toMatchObject({
      document: kept.bill_id,
      from: 'pending',
      to: 'shipped',
      user: fleet.user.name,
    });
  });

  it.each([
    ['/api/dashboard/summary?from=2026-13-01', 'Dates must be YYYY-MM-DD'],
    ['/api/dashboard/summary?from=2026-05-02&to=2026-05-01', 'The period must not end before it starts'],
    ['/api/dashboard/charts?from=2020-01-01&to=2026-01-01', 'The period must not span more than 732 days'],
    ['/api/dashboard/status-changes?limit=0', 'limit must be a whole number from 1 to 50'],
    ['/api/dashboard/low-stock?limit=abc', 'limit must be a whole number from 1 to 100'],
  ])('refuses %s with 400 and a message', async (url, message) => {
    const response = await call(admin, 'GET', url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('fills the revenue, the purchases per day and the stock levels from the rows already there when an existing database migrates', async () => {
    const data = await makeMasterData(t);
    const migrator = new Migrator({ db: db(), provider: { getMigrations: loadMigrations } });
    // 0012 and every later migration, undone newest first and applied again below.
    const later = Object.keys(await loadMigrations()).filter((name) => name > '0011-retired-batches');
    const down = await migrator.migrateTo('0011-retired-batches');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((result) => result.migrationName)).toEqual([...later].reverse());
    try {
      // Written before the migration (the API's writes need the new columns): a purchase, a batch and two
      // sales.
      const vendor = await db().selectFrom('vendors').select('id').executeTakeFirstOrThrow();
      await db()
        .insertInto('purchases')
        .values({
          mr_id: `MG-${tag()}`,
          purchase_date: today(),
          vendor_id: vendor.id,
          inventory_id: data.inventoryIds[1] as string,
          adjustment: '0',
          total_price: '41.250',
        })
        .execute();
      await db()
        .insertInto('stock')
        .values({
          inventory_id: data.inventoryIds[0] as string,
          product_id: data.productIds[0] as string,
          mr_id: `MG-${tag()}`,
          batch_date: today(),
          quantity: 7,
        })
        .execute();
      for (const [status, total] of [
        ['pending', '12.500'],
        ['refunded', '99.000'],
      ] as const) {
        await db()
          .insertInto('sales')
          .values({
            bill_id: `MG-${tag()}`,
            sale_date: today(),
            customer_id: data.customerId,
            inventory_id: data.inventoryIds[0] as string,
            shipping_address: '1 Migration Road',
            status,
            adjustment: '0',
            total_price: total,
          })
          .execute();
      }
    } finally {
      expect(await migrateToLatest(db())).toEqual(later);
    }
    await expectSummaryMatches(currentMonth());
    await expectChartsMatch(currentMonth());
  });
});
