import dayjs from 'dayjs';
import {
  DATE_DISPLAY_FORMAT,
  DEFAULT_THEME,
  FILTER_DEBOUNCE_MS,
  FILTER_LIST_MAX_HEIGHT,
  MOBILE_BREAKPOINT,
  RANGE_DISPLAY_FORMAT,
  SIDEBAR,
  THEME,
  THEME_STORAGE_KEY,
  TOAST,
  TOKEN_STORAGE_KEY,
  TOOLTIP,
  defaultDateRange,
  formatDate,
  formatDateTime,
  formatRangeDate,
  isTheme,
  themes,
} from './format';

describe('formatDate: YYYY-MMM-DD', () => {
  it.each([
    ['2026-01-05', '2026-Jan-05'],
    ['1999-12-31', '1999-Dec-31'],
    [new Date(2026, 0, 5), '2026-Jan-05'],
    [dayjs('2024-02-29'), '2024-Feb-29'],
  ])('%j -> %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it('shows dates as YYYY-MMM-DD and range ends as MMM DD, YYYY', () => {
    expect(DATE_DISPLAY_FORMAT).toBe('YYYY-MMM-DD');
    expect(RANGE_DISPLAY_FORMAT).toBe('MMM DD, YYYY');
    expect(formatRangeDate('2026-01-05')).toBe('Jan 05, 2026');
    expect(formatRangeDate(null)).toBe('');
    expect(formatRangeDate('')).toBe('');
    expect(formatRangeDate('not a date')).toBe('');
  });
});

describe('formatDateTime: a moment in local time, YYYY-MMM-DD HH:mm', () => {
  it('shows a moment', () => {
    expect(formatDateTime(dayjs('2026-01-05T14:03:59').toISOString())).toBe('2026-Jan-05 14:03');
  });
});

describe('formatDate and formatDateTime: N/A where there is no date', () => {
  it.each([null, undefined, '', 'not a date', 'not a moment'])('%j -> N/A', (value) => {
    expect(formatDate(value)).toBe('N/A');
    expect(formatDateTime(value)).toBe('N/A');
  });
});

describe('defaultDateRange: 1 January of this year to today', () => {
  it.each([
    [new Date(2026, 4, 9), { from: '2026-01-01', to: '2026-05-09' }],
    [new Date(2025, 0, 1), { from: '2025-01-01', to: '2025-01-01' }],
    [new Date(2024, 11, 31, 23, 59), { from: '2024-01-01', to: '2024-12-31' }],
  ])('on %s', (now, expected) => {
    expect(defaultDateRange(now)).toEqual(expected);
  });

  it('defaults to now', () => {
    const today = dayjs();
    expect(defaultDateRange()).toEqual({ from: `${today.year()}-01-01`, to: today.format('YYYY-MM-DD') });
  });
});

describe('the UI constants: debounce, breakpoint, storage keys, toasts, sidebar and tooltips', () => {
  it.each([
    ['FILTER_DEBOUNCE_MS', FILTER_DEBOUNCE_MS, 300],
    ['MOBILE_BREAKPOINT', MOBILE_BREAKPOINT, 768],
    ['FILTER_LIST_MAX_HEIGHT', FILTER_LIST_MAX_HEIGHT, 300],
    ['TOKEN_STORAGE_KEY', TOKEN_STORAGE_KEY, 'logistics.token'],
    ['THEME_STORAGE_KEY', THEME_STORAGE_KEY, 'logistics.theme'],
    ['DEFAULT_THEME', DEFAULT_THEME, 'system'],
  ])('%s', (_name, value, expected) => {
    expect(value).toBe(expected);
  });

  it('toasts, sidebar and tooltips', () => {
    expect(TOAST).toEqual({
      duration: 4000,
      max: 3,
      width: 356,
      gap: 14,
      swipeThreshold: 20,
      position: 'bottomRight',
    });
    expect(SIDEBAR).toEqual({
      width: '16rem',
      widthMobile: '18rem',
      widthIcon: '3rem',
      cookieName: 'sidebar_state',
      cookieMaxAgeDays: 7,
      cookieMaxAgeSeconds: 604800,
      keyboardShortcut: 'b',
    });
    expect(TOOLTIP).toEqual({ delayDuration: 700, skipDelayDuration: 300 });
  });

  it('themes are light, dark and system, default system', () => {
    expect(themes).toEqual(['light', 'dark', 'system']);
    expect(THEME).toEqual({ values: ['light', 'dark', 'system'], default: 'system' });
    expect(isTheme('dark')).toBe(true);
    expect(isTheme('blue')).toBe(false);
  });
});
