import { sql, type Kysely } from 'kysely';
import {
  openShipmentStatuses,
  revenueStatuses,
  type DashboardCharts,
  type DashboardSummary,
  type LatestStatusChange,
  type LowStock,
  type Period,
  type PeriodFigures,
} from '@logistics/shared/contracts/dashboard';
import { shipmentStatuses, type ShipmentStatus } from '@logistics/shared/contracts/statuses';
import type { DB } from '../db/schema.js';
import { matchesNothing, type NamedRow } from './document-shared.js';
import { statusChangesWithUser } from './history.js';

/**
 * The dashboard's figures and the low-stock lists, each one SQL statement over the tables the lists
 * read. Sales are summed from `sale_counts` (counts and revenue per day, inventory and status, kept exact by a
 * trigger), purchases from `purchase_counts` (per day) and stock from `stock_levels` (units per inventory and
 * product, kept by a trigger on the batches),
 * so no statement reads a million sales or every batch. server/test/dashboard.test.ts checks each figure
 * against SQL over the base tables.
 */

const list = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`));
const inRevenue = (column: string) => sql`${sql.ref(column)} in (${list(revenueStatuses)})`;
/** numeric sums come back as text; an empty sum as '0'. */
const money = (value: string | number | null | undefined) => (value == null ? '0' : String(value));
const int = (value: string | number | bigint | null | undefined) => Number(value ?? 0);

/** Every status of `statuses`, in order, with its count (0 when absent from `rows`). */
function everyStatus(
  statuses: readonly ShipmentStatus[],
  rows: ReadonlyArray<{ status: string; count: string | number | bigint }>,
) {
  const counts = new Map(rows.map((row) => [row.status, int(row.count)]));
  return statuses.map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

/** Who may see which low-stock rows: an inventory (the in-charge's), none (`null`), or all (`undefined`). */
export type LowStockScope = NamedRow | null | undefined;

export function createDashboardRepository(db: Kysely<DB>) {
  /** Sales, revenue, purchases and their total of two periods at once. */
  async function periodFigures(current: Period, previous: Period) {
    const low = current.from < previous.from ? current.from : previous.from;
    const high = current.to > previous.to ? current.to : previous.to;
    const within = (period: Period, column: string) =>
      sql`${sql.ref(column)} between ${period.from} and ${period.to}`;
    const [sales, purchases] = await Promise.all([
      sql<{ sales: string; revenue: string; previous_sales: string; previous_revenue: string }>`
        select coalesce(sum(sales) filter (where ${within(current, 'sale_date')}), 0) as sales,
               coalesce(sum(revenue) filter (where ${within(current, 'sale_date')} and ${inRevenue('status')}), 0) as revenue,
               coalesce(sum(sales) filter (where ${within(previous, 'sale_date')}), 0) as previous_sales,
               coalesce(sum(revenue) filter (where ${within(previous, 'sale_date')} and ${inRevenue('status')}), 0)
                 as previous_revenue
        from sale_counts where sale_date between ${low} and ${high}`.execute(db),
      sql<{ purchases: string; total: string; previous_purchases: string; previous_total: string }>`
        select coalesce(sum(purchases) filter (where ${within(current, 'purchase_date')}), 0) as purchases,
               coalesce(sum(total) filter (where ${within(current, 'purchase_date')}), 0) as total,
               coalesce(sum(purchases) filter (where ${within(previous, 'purchase_date')}), 0) as previous_purchases,
               coalesce(sum(total) filter (where ${within(previous, 'purchase_date')}), 0) as previous_total
        from purchase_counts where purchase_date between ${low} and ${high}`.execute(db),
    ]);
    const s = sales.rows[0];
    const p = purchases.rows[0];
    const figures = (
      count: string | undefined,
      revenue: string | undefined,
      bought: string | undefined,
      spent: string | undefined,
    ): PeriodFigures => ({
      sales: int(count),
      revenue: money(revenue),
      purchases: int(bought),
      purchases_total: money(spent),
    });
    return {
      current: figures(s?.sales, s?.revenue, p?.purchases, p?.total),
      previous: figures(s?.previous_sales, s?.previous_revenue, p?.previous_purchases, p?.previous_total),
    };
  }

  /** Products below their threshold, per inventory, inside the scope. */
  function lowStockRows(scope: LowStockScope) {
    let query = db
      .selectFrom('stock_levels as l')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .innerJoin('inventories as i', 'i.id', 'l.inventory_id')
      .whereRef('l.quantity', '<', 'p.low_stock_threshold');
    if (scope === null) query = query.where(matchesNothing);
    else if (scope) query = query.where('l.inventory_id', '=', scope.id);
    return query;
  }

  return {
    async summary(current: Period, previous: Period): Promise<DashboardSummary> {
      const [figures, shipments, stock, low] = await Promise.all([
        periodFigures(current, previous),
        db
          .selectFrom('shipments')
          .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
          .where('status', 'in', openShipmentStatuses)
          .groupBy('status')
          .execute(),
        sql<{ value: string | null }>`
          select sum(l.quantity * p.price) as value
          from stock_levels l join products p on p.id = l.product_id`.execute(db),
        lowStockRows(undefined)
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        period: current,
        previous_period: previous,
        current: figures.current,
        previous: figures.previous,
        open_shipments: everyStatus(openShipmentStatuses, shipments),
        stock_value: money(stock.rows[0]?.value),
        low_stock: int(low.count),
      };
    },

    async charts(period: Period): Promise<DashboardCharts> {
      const [days, inventories, shipments] = await Promise.all([
        sql<{ date: string; sales: string; revenue: string }>`
          select to_char(d, 'YYYY-MM-DD') as date, coalesce(sum(sc.sales), 0) as sales,
                 coalesce(sum(sc.revenue) filter (where ${inRevenue('sc.status')}), 0) as revenue
          from generate_series(${period.from}::timestamp, ${period.to}::timestamp, interval '1 day') as d
          left join sale_counts sc on sc.sale_date = d::date
          group by d order by d`.execute(db),
        sql<{ inventory: string; sales: string; revenue: string }>`
          select i.name as inventory, sum(sc.sales) as sales,
                 coalesce(sum(sc.revenue) filter (where ${inRevenue('sc.status')}), 0) as revenue
          from sale_counts sc join inventories i on i.id = sc.inventory_id
          where sc.sale_date between ${period.from} and ${period.to}
          group by i.name, i.name_key
          having sum(sc.sales) > 0
          order by sum(sc.sales) desc, i.name_key`.execute(db),
        db
          .selectFrom('shipments')
          .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
          .where('shipment_date', '>=', period.from)
          .where('shipment_date', '<=', period.to)
          .groupBy('status')
          .execute(),
      ]);
      return {
        period,
        days: days.rows.map((row) => ({
          date: row.date,
          sales: int(row.sales),
          revenue: money(row.revenue),
        })),
        inventories: inventories.rows.map((row) => ({
          inventory: row.inventory,
          sales: int(row.sales),
          revenue: money(row.revenue),
        })),
        shipments: everyStatus(shipmentStatuses, shipments),
      };
    },

    async lowStock(scope: LowStockScope, limit: number): Promise<LowStock> {
      const [items, total] = await Promise.all([
        lowStockRows(scope)
          .select([
            'p.name as product',
            'i.name as inventory',
            'l.quantity',
            'p.low_stock_threshold as threshold',
          ])
          .orderBy('l.quantity')
          .orderBy('p.name_key')
          .orderBy('i.name_key')
          .limit(limit)
          .execute(),
        lowStockRows(scope)
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        items: items.map((row) => ({
          product: row.product,
          inventory: row.inventory,
          quantity: row.quantity,
          threshold: row.threshold,
        })),
        total: int(total.count),
      };
    },

    async latestStatusChanges(limit: number): Promise<LatestStatusChange[]> {
      const rows = await statusChangesWithUser(db)
        .select([
          'sc.id',
          'sc.entity',
          'sc.document',
          'sc.from_status',
          'sc.to_status',
          'sc.created_at',
          'u.name as user',
        ])
        .orderBy('sc.created_at', 'desc')
        .orderBy('sc.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        entity: row.entity,
        document: row.document,
        from: row.from_status,
        to: row.to_status,
        at: row.created_at.toISOString(),
        user: row.user,
      }));
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
