import {
  currentMonth,
  dashboardQuerySchema,
  presetPeriod,
  previousPeriod,
  revenueStatuses,
} from './dashboard';
import { productCreateSchema } from './products';

describe('the period a dashboard period is compared with', () => {
  it.each([
    // This month so far against the same days of last month; an end past the shorter month stays inside it.
    [
      { from: '2026-11-01', to: '2026-11-24' },
      { from: '2026-10-01', to: '2026-10-24' },
    ],
    [
      { from: '2026-03-01', to: '2026-03-31' },
      { from: '2026-02-01', to: '2026-02-28' },
    ],
    [
      { from: '2026-03-01', to: '2026-03-30' },
      { from: '2026-02-01', to: '2026-02-28' },
    ],
    // A quarter against the quarter before, a year so far against the last year's same span.
    [
      { from: '2026-07-01', to: '2026-09-30' },
      { from: '2026-04-01', to: '2026-06-30' },
    ],
    [
      { from: '2026-01-01', to: '2026-11-24' },
      { from: '2025-01-01', to: '2025-11-24' },
    ],
    [
      { from: '2026-10-01', to: '2026-11-24' },
      { from: '2026-07-01', to: '2026-08-24' },
    ],
    // Whole months that are neither: shifted by the months they span.
    [
      { from: '2026-02-01', to: '2026-03-31' },
      { from: '2025-12-01', to: '2026-01-31' },
    ],
    // Any other period: as many days just before it.
    [
      { from: '2026-10-26', to: '2026-11-24' },
      { from: '2026-09-26', to: '2026-10-25' },
    ],
    [
      { from: '2026-03-15', to: '2026-03-15' },
      { from: '2026-03-14', to: '2026-03-14' },
    ],
  ])('%j is compared with %j', (period, previous) => {
    expect(previousPeriod(period)).toEqual(previous);
  });

  it('defaults to this month so far', () => {
    expect(currentMonth(new Date(2026, 10, 24))).toEqual({ from: '2026-11-01', to: '2026-11-24' });
  });

  it.each([
    ['this-month', { from: '2026-11-01', to: '2026-11-24' }],
    ['last-month', { from: '2026-10-01', to: '2026-10-31' }],
    ['this-quarter', { from: '2026-10-01', to: '2026-11-24' }],
    ['this-year', { from: '2026-01-01', to: '2026-11-24' }],
    ['last-30-days', { from: '2026-10-26', to: '2026-11-24' }],
  ] as const)('offers %s', (preset, period) => {
    expect(presetPeriod(preset, new Date(2026, 10, 24))).toEqual(period);
  });
});

describe('the dashboard query', () => {
  it.each([
    [{ from: '2026-02-30' }, 'Dates must be YYYY-MM-DD'],
    [{ from: '2026-05-02', to: '2026-05-01' }, 'The period must not end before it starts'],
    [{ from: '2024-01-01', to: '2026-01-03' }, 'The period must not span more than 732 days'],
  ])('refuses %j: %s', (query, message) => {
    const result = dashboardQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('takes a period of two years and a day at most', () => {
    expect(dashboardQuerySchema.safeParse({ from: '2024-01-01', to: '2026-01-01' }).success).toBe(true);
  });

  it('counts revenue over the statuses that keep their stock', () => {
    expect(revenueStatuses).toEqual(['pending', 'processing', 'shipped', 'delivered', 'delayed']);
  });
});

describe("a product's low-stock threshold", () => {
  const product = { name: 'Desk Lamp', price: '12.5', category: 'Electronics', sku: 'LAMP-0001' };
  it('is optional, a whole number from 0', () => {
    expect(productCreateSchema.parse(product).low_stock_threshold).toBeUndefined();
    expect(productCreateSchema.parse({ ...product, low_stock_threshold: '25' }).low_stock_threshold).toBe(25);
    const negative = productCreateSchema.safeParse({ ...product, low_stock_threshold: -1 });
    expect(negative.error?.issues[0]?.message).toBe('Low-stock threshold must not be less than 0');
    const fraction = productCreateSchema.safeParse({ ...product, low_stock_threshold: 2.5 });
    expect(fraction.error?.issues[0]?.message).toBe('Low-stock threshold must be an integer');
  });
});
