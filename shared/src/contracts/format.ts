import dayjs, { type Dayjs } from 'dayjs';

/** Display formats and the UI constants (debounce, breakpoint, toasts, sidebar), each written once. */

export const DATE_DISPLAY_FORMAT = 'YYYY-MMM-DD';
export const RANGE_DISPLAY_FORMAT = 'MMM DD, YYYY';
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';
export const NOT_AVAILABLE = 'N/A';

/**
 * A date as the tables show it: '2026-Jan-05'. A 'YYYY-MM-DD' value is a calendar date and is shown as written;
 * a date-time (a timestamp) is shown in local time. Missing, empty or unreadable values show 'N/A'.
 */
export function formatDate(value: string | Date | Dayjs | null | undefined): string {
  if (value == null || value === '') return NOT_AVAILABLE;
  // dayjs reads 'YYYY-MM-DD' as a local calendar date, so the day shown is the day stored.
  const date = dayjs(typeof value === 'string' ? value.trim() : value);
  return date.isValid() ? date.format(DATE_DISPLAY_FORMAT) : NOT_AVAILABLE;
}

/** A moment (an ISO date-time) in local time, as the history shows it: '2026-Jan-05 14:03'. */
export function formatDateTime(value: string | null | undefined): string {
  if (value == null || value === '') return NOT_AVAILABLE;
  const date = dayjs(value);
  return date.isValid() ? date.format(`${DATE_DISPLAY_FORMAT} HH:mm`) : NOT_AVAILABLE;
}

/** A range end as the date-range picker shows it: 'Jan 05, 2026'. */
export function formatRangeDate(value: string | Date | Dayjs | null | undefined): string {
  if (value == null || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(RANGE_DISPLAY_FORMAT) : '';
}

export interface DateRange {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  /** YYYY-MM-DD, inclusive. */
  to: string;
}

/** The date-range filters' default: 1 January of this year to today. */
export function defaultDateRange(now: Date | Dayjs = new Date()): DateRange {
  const today = dayjs(now);
  return { from: today.startOf('year').format(ISO_DATE_FORMAT), to: today.format(ISO_DATE_FORMAT) };
}

// Lists and tables
export const FILTER_DEBOUNCE_MS = 300;
/** The layout is mobile under this viewport width (px). */
export const MOBILE_BREAKPOINT = 768;
export const FILTER_LIST_MAX_HEIGHT = 300;

export const TOAST = {
  duration: 4000,
  max: 3,
  width: 356,
  gap: 14,
  swipeThreshold: 20,
  position: 'bottomRight',
} as const;

export const SIDEBAR = {
  width: '16rem',
  widthMobile: '18rem',
  widthIcon: '3rem',
  cookieName: 'sidebar_state',
  cookieMaxAgeDays: 7,
  cookieMaxAgeSeconds: 60 * 60 * 24 * 7,
  /** The b key with meta or control toggles the sidebar. */
  keyboardShortcut: 'b',
} as const;

export const TOOLTIP = { delayDuration: 700, skipDelayDuration: 300 } as const;

// The theme's contract is its own module (no dayjs): the login page's first-paint script reads it.
export {
  DEFAULT_THEME,
  isTheme,
  resolveTheme,
  THEME,
  THEME_STORAGE_KEY,
  themes,
  type Theme,
} from './theme.js';

export const TOKEN_STORAGE_KEY = 'logistics.token';
