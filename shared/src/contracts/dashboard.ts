import dayjs from 'dayjs';
import * as z from '@logistics/shared/contracts/zod';
import { ISO_DATE_FORMAT } from './format.js';
import { readDate, readMoney } from './rows.js';
import { orderStatuses, shipmentStatuses, stockReturningStatuses } from './statuses.js';
import { DATE_PARAMETER_FORMAT, isoDateParameter, rangeInOrder } from './validation.js';

/**
 * The admin's dashboard (/admin) and the low-stock lists. Every figure is computed by the server in
 * SQL; the browser only draws what these shapes carry.
 */

/** A product's low-stock threshold when none is given: below it, an inventory's stock of it is low. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;
export const LOW_STOCK_THRESHOLD_MAX = 1_000_000;

/** Revenue counts the sales that keep their stock: not cancelled, refunded or returned. */
export const revenueStatuses = orderStatuses.filter(
  (status) => !(stockReturningStatuses as readonly string[]).includes(status),
);

/** A shipment is open until it is delivered or cancelled. */
export const openShipmentStatuses = shipmentStatuses.filter(
  (status) => status !== 'delivered' && status !== 'cancelled',
);

/** The longest period the dashboard sums over (two years and a day: a leap year's span, twice). */
export const MAX_PERIOD_DAYS = 732;

export const dashboardMessages = {
  badDate: DATE_PARAMETER_FORMAT,
  fromAfterTo: 'The period must not end before it starts',
  tooLong: `The period must not span more than ${MAX_PERIOD_DAYS} days`,
  limit: (max: number) => `limit must be a whole number from 1 to ${max}`,
} as const;

export interface Period {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  /** YYYY-MM-DD, inclusive. */
  to: string;
}

/** This month so far: the 1st to today. */
export function currentMonth(now: Date | dayjs.Dayjs = new Date()): Period {
  const today = dayjs(now);
  return { from: today.startOf('month').format(ISO_DATE_FORMAT), to: today.format(ISO_DATE_FORMAT) };
}

export const periodPresetKeys = [
  'this-month',
  'last-month',
  'this-quarter',
  'this-year',
  'last-30-days',
] as const;
export type PeriodPreset = (typeof periodPresetKeys)[number];

/** The periods the dashboard offers, as of `now`. */
export function presetPeriod(preset: PeriodPreset, now: Date | dayjs.Dayjs = new Date()): Period {
  const today = dayjs(now);
  const iso = (day: dayjs.Dayjs) => day.format(ISO_DATE_FORMAT);
  switch (preset) {
    case 'this-month':
      return currentMonth(today);
    case 'last-month': {
      const month = today.subtract(1, 'month');
      return { from: iso(month.startOf('month')), to: iso(month.endOf('month')) };
    }
    case 'this-quarter':
      return { from: iso(today.startOf('month').subtract(today.month() % 3, 'month')), to: iso(today) };
    case 'this-year':
      return { from: iso(today.startOf('year')), to: iso(today) };
    case 'last-30-days':
      return { from: iso(today.subtract(29, 'day')), to: iso(today) };
  }
}

/**
 * The period a period is compared with. One that starts on the 1st of a month is shifted back by the calendar
 * unit it belongs to: a month (this month so far against the same days of last month), a quarter when it
 * starts a quarter and stays within three months (this quarter so far against the quarter before), a year when
 * it starts on 1 January and stays within the year (this year so far against the same span of last year);
 * otherwise by the months it spans. An end on a month's last day stays on the last day. Any other period is
 * compared with as many days just before it.
 */
export function previousPeriod(period: Period): Period {
  const from = dayjs(period.from);
  const to = dayjs(period.to);
  if (from.date() === 1) {
    const spanned = (to.year() - from.year()) * 12 + (to.month() - from.month()) + 1;
    const months =
      spanned <= 1
        ? 1
        : spanned <= 3 && from.month() % 3 === 0
          ? 3
          : spanned <= 12 && from.month() === 0
            ? 12
            : spanned;
    const endsOnMonthEnd = to.date() === to.daysInMonth();
    const shiftedTo = to.subtract(months, 'month');
    return {
      from: from.subtract(months, 'month').format(ISO_DATE_FORMAT),
      to: (endsOnMonthEnd ? shiftedTo.endOf('month') : shiftedTo).format(ISO_DATE_FORMAT),
    };
  }
  const days = to.diff(from, 'day') + 1;
  return {
    from: from.subtract(days, 'day').format(ISO_DATE_FORMAT),
    to: from.subtract(1, 'day').format(ISO_DATE_FORMAT),
  };
}

/** ?from&to: the period; absent, this month so far (the server's today). */
export const dashboardQuerySchema = z
  .object({ from: isoDateParameter.optional(), to: isoDateParameter.optional() })
  .refine(rangeInOrder, { message: dashboardMessages.fromAfterTo })
  .refine(
    (query) =>
      !query.from || !query.to || dayjs(query.to).diff(dayjs(query.from), 'day') + 1 <= MAX_PERIOD_DAYS,
    { message: dashboardMessages.tooLong },
  );
export type DashboardQuery = z.output<typeof dashboardQuerySchema>;

/** ?limit: how many rows a short list holds. */
export function limitQuerySchema(fallback: number, max: number) {
  return z.object({
    limit: z.coerce
      .number({ error: dashboardMessages.limit(max) })
      .int(dashboardMessages.limit(max))
      .min(1, dashboardMessages.limit(max))
      .max(max, dashboardMessages.limit(max))
      .default(fallback),
  });
}
export const LOW_STOCK_LIMIT = { fallback: 10, max: 100 } as const;
export const STATUS_CHANGES_LIMIT = { fallback: 10, max: 50 } as const;

const periodSchema = z.object({ from: readDate, to: readDate });
const count = z.number().int();

/** One period's figures. */
export const periodFiguresSchema = z.object({
  /** Sales dated in the period, in any status. */
  sales: count,
  /** Sum of the totals of the period's sales in a revenue status. */
  revenue: readMoney,
  /** Purchases dated in the period. */
  purchases: count,
  /** Sum of their totals. */
  purchases_total: readMoney,
});
export type PeriodFigures = z.output<typeof periodFiguresSchema>;

/** GET /dashboard/summary: the KPIs of a period beside the previous period's, and the figures of now. */
export const dashboardSummarySchema = z.object({
  period: periodSchema,
  previous_period: periodSchema,
  current: periodFiguresSchema,
  previous: periodFiguresSchema,
  /** Shipments open now, per open status (each open status present, 0 when none). */
  open_shipments: z.array(z.object({ status: z.enum(shipmentStatuses), count })),
  /** What the stock on hand is worth at today's product prices. */
  stock_value: readMoney,
  /** Products below their threshold in some inventory (pairs of product and inventory). */
  low_stock: count,
});
export type DashboardSummary = z.output<typeof dashboardSummarySchema>;

/** GET /dashboard/charts: the period's series. */
export const dashboardChartsSchema = z.object({
  period: periodSchema,
  /** Every day of the period, in order (0 on days without sales). */
  days: z.array(z.object({ date: readDate, sales: count, revenue: readMoney })),
  /** Per inventory with sales in the period: sales in any status, revenue as above; most sales first. */
  inventories: z.array(z.object({ inventory: z.string(), sales: count, revenue: readMoney })),
  /** Shipments dated in the period, per status (each status present). */
  shipments: z.array(z.object({ status: z.enum(shipmentStatuses), count })),
});
export type DashboardCharts = z.output<typeof dashboardChartsSchema>;

/** One product below its threshold in one inventory. */
export const lowStockItemSchema = z.object({
  product: z.string(),
  inventory: z.string(),
  /** Units on hand in that inventory, all batches together. */
  quantity: count,
  threshold: count,
});
export type LowStockItem = z.output<typeof lowStockItemSchema>;

/** GET /dashboard/low-stock: the lowest first (by units on hand, then product). */
export const lowStockSchema = z.object({ items: z.array(lowStockItemSchema), total: count });
export type LowStock = z.output<typeof lowStockSchema>;

/** One status change of a sale or a shipment, with who made it and when. */
export const latestStatusChangeSchema = z.object({
  id: z.string(),
  entity: z.enum(['sale', 'shipment']),
  /** BILL ID or shipment ID (as it was at the change). */
  document: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  /** ISO date-time. */
  at: z.string(),
  /** The name of who made it; null when that account is gone. */
  user: z.string().nullable(),
});
export type LatestStatusChange = z.output<typeof latestStatusChangeSchema>;

/** GET /dashboard/status-changes: the latest first. */
export const latestStatusChangesSchema = z.object({ changes: z.array(latestStatusChangeSchema) });

/** What the dashboard and the low-stock panels say. */
export const dashboardTexts = {
  title: 'Dashboard',
  period: 'Period',
  periods: {
    'this-month': 'This month',
    'last-month': 'Last month',
    'this-quarter': 'This quarter',
    'this-year': 'This year',
    'last-30-days': 'Last 30 days',
  },
  customPeriod: 'Custom period',
  periodRangeUnavailable: 'The date range picker could not be loaded.',
  comparedWith: (from: string, to: string) => `Compared with ${from} – ${to}`,
  previousValue: (value: string) => `Previous period: ${value}`,
  sales: 'Sales',
  revenue: 'Revenue',
  purchases: 'Purchases',
  purchasesTotal: (count: number) => `${count.toLocaleString('en-US')} purchases`,
  openShipments: 'Open shipments',
  stockValue: 'Stock value',
  stockValueNote: 'Stock on hand at current prices',
  lowStock: 'Low stock',
  // Counted by product and inventory, as the low-stock table lists them: one product low in two inventories is two.
  lowStockNote: (count: number) =>
    count === 1
      ? '1 product low in an inventory'
      : `${count.toLocaleString('en-US')} products low, counted per inventory`,
  revenueAndSales: 'Revenue and sales per day',
  salesByInventory: 'Sales by inventory',
  shipmentsByStatus: 'Shipments by status',
  latestChanges: 'Latest status changes',
  noChanges: 'No status changes yet.',
  noLowStock: 'No product is below its threshold.',
  lowStockTitle: 'Low stock',
  lowStockColumns: {
    product: 'Product',
    inventory: 'Inventory',
    quantity: 'On hand',
    threshold: 'Threshold',
  },
  openList: (what: string) => `Open ${what}`,
  chartBar: (label: string, value: string) => `${label}: ${value}`,
  changed: (document: string, from: string | null, to: string) =>
    from ? `${document}: ${from} → ${to}` : `${document}: created as ${to}`,
  by: (user: string | null) => (user ? `by ${user}` : 'by a removed account'),
  loadingCharts: 'Loading charts',
  kinds: { sale: 'Sale', shipment: 'Shipment' },
  changeSeries: { revenue: 'Revenue', sales: 'Sales', shipments: 'Shipments' },
} as const;
