import Big from 'big.js';

/**
 * Money is exact decimal arithmetic (big.js), never floats: 0.1 + 0.2 is 0.3 here. Amounts travel as decimal
 * strings; numbers are accepted and read through their shortest decimal form.
 */
export type Amount = number | string;

export interface PricedLine {
  quantity: Amount;
  unit_price: Amount;
  /** Percent, 0 to 100; absent means 0. */
  discount?: Amount | null;
}

export const TOTAL_DECIMALS = 3;

const SIGNED_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A decimal from a number or a numeric string. A blank or unreadable value counts as 0, so a total recalculated
 * while the user is still typing never throws; the schemas refuse such values before anything is saved.
 */
export function toBig(value: Amount | null | undefined): Big {
  if (value == null) return new Big(0);
  if (typeof value === 'number') return Number.isFinite(value) ? new Big(value) : new Big(0);
  const trimmed = value.trim();
  return SIGNED_DECIMAL.test(trimmed) ? new Big(trimmed) : new Big(0);
}

/** quantity × unit_price × (100 − discount) / 100, exact (not rounded). */
export function lineAmount(line: PricedLine): Big {
  return toBig(line.quantity)
    .times(toBig(line.unit_price))
    .times(new Big(100).minus(toBig(line.discount)))
    .div(100);
}

/** The largest amount a price or a total may hold: the database's numeric(13,3). */
export const MAX_AMOUNT = '9999999999.999';

/** Whether lines add up (before any adjustment) to more than a total can hold. */
export function exceedsMaxAmount(lines: readonly PricedLine[]): boolean {
  return lines.reduce((sum, line) => sum.plus(lineAmount(line)), new Big(0)).gt(MAX_AMOUNT);
}

/** One line's amount with 3 decimals. */
export function lineTotal(line: PricedLine): string {
  return lineAmount(line).toFixed(TOTAL_DECIMALS, Big.roundHalfUp);
}

/**
 * The total price of a purchase or sale: the sum over existing and new lines of
 * quantity × unit_price × (100 − discount)/100, minus the adjustment, floored at 0, with exactly 3 decimals.
 * Rounding happens once, at the end (half up).
 */
export function totalPrice(lines: readonly PricedLine[], adjustment?: Amount | null): string {
  const sum = lines.reduce((total, line) => total.plus(lineAmount(line)), new Big(0));
  const total = sum.minus(toBig(adjustment));
  return (total.lt(0) ? new Big(0) : total).toFixed(TOTAL_DECIMALS, Big.roundHalfUp);
}

/** A total shown with 3 decimals: '12.5' -> '12.500'. */
export function formatTotal(value: Amount | null | undefined): string {
  return toBig(value).toFixed(TOTAL_DECIMALS, Big.roundHalfUp);
}

// Prices are stored with up to 3 decimals: show what is stored, never a rounded cent.
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: TOTAL_DECIMALS,
});

/**
 * A money column: USD in en-US format with 2 to 3 decimals ('$1,234.50', '$19.995'). The decimal string goes to
 * Intl as text, so large amounts keep their digits. A missing or unreadable amount shows 'N/A'.
 */
export function formatUsd(value: Amount | null | undefined): string {
  if (value == null || (typeof value === 'string' && value.trim() === '')) return 'N/A';
  if (typeof value === 'number' && !Number.isFinite(value)) return 'N/A';
  if (typeof value === 'string' && !SIGNED_DECIMAL.test(value.trim())) return 'N/A';
  return usd.format(toBig(value).toFixed() as Intl.StringNumericLiteral);
}
