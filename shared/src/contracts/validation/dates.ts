import dayjs, { type Dayjs } from 'dayjs';
import * as z from '@logistics/shared/contracts/zod';
import { REQUIRED } from './text.js';

/** Dates: none after today (today anywhere on Earth: `latestTodayIso`), none before 1 January 1900. */
export const EARLIEST_DATE = '1900-01-01';
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const INVALID_DATE = 'Invalid date';
export const DATE_TOO_EARLY = 'Date must not be before 1 January 1900';
export const DATE_IN_FUTURE = 'Date must not be in the future';

/** Today in the local calendar, as YYYY-MM-DD. */
export function todayIso(): string {
  return dayjs().format('YYYY-MM-DD');
}

/** The time zone furthest ahead (the Line Islands, UTC+14): its today is the last calendar day begun anywhere. */
const FURTHEST_AHEAD_MS = 14 * 60 * 60 * 1000;

/**
 * The latest date that is today somewhere, as YYYY-MM-DD. A date after it is in the future for everyone; the
 * server, which runs in its own time zone, must accept the today of a person ahead of it (Tokyo's morning is the
 * day before in UTC). A date picker offers no later day than the person's own today (`isDisabledDate`).
 */
export function latestTodayIso(): string {
  return new Date(Date.now() + FURTHEST_AHEAD_MS).toISOString().slice(0, 10);
}

/** A calendar date that exists ('2026-02-30' does not). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** How a query's date parameter is written (a list's range, the dashboard's period). */
export const DATE_PARAMETER_FORMAT = 'Dates must be YYYY-MM-DD';
/** A query's date parameter: a real calendar date written YYYY-MM-DD (not 2026-13-01, not 2026-02-30). */
export const isoDateParameter = z
  .string()
  // The pattern first, alone (`abort`), so the API's document states the format and a refusal says it once.
  .regex(ISO_DATE_PATTERN, { error: DATE_PARAMETER_FORMAT, abort: true })
  .refine(isIsoDate, DATE_PARAMETER_FORMAT);

/**
 * A query's range of days (a list's `from` and `to`, the dashboard's period), either end open: in order unless it ends
 * before it starts. One out of order holds no day, so it is refused rather than answered with nothing.
 */
export const rangeInOrder = ({ from, to }: { from?: string | undefined; to?: string | undefined }): boolean =>
  !from || !to || from <= to;

/**
 * What a date input may hold: 'YYYY-MM-DD', an ISO date-time (its date part is kept as written), a Date or a
 * dayjs value (their local calendar date, which is what the user picked).
 */
export type DateInput = string | Date | Dayjs;

/** 'YYYY-MM-DD', alone or starting an ISO date-time ('2026-03-01T00:00:00.000Z'); nothing else after it. */
const ISO_DATE_OR_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

export function toIsoDate(value: DateInput): string {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    // Anything else is kept whole, so the date check refuses it rather than reading its first ten characters.
    return ISO_DATE_OR_DATE_TIME.test(trimmed) ? trimmed.slice(0, 10) : trimmed;
  }
  const day = dayjs(value);
  return day.isValid() ? day.format('YYYY-MM-DD') : '';
}

const dateInput = (error: string | ((issue: { input?: unknown }) => string)) =>
  z.union([z.string(), z.date(), z.custom<Dayjs>((value) => dayjs.isDayjs(value))], { error });

function dateChecks(required: string) {
  return z.string().superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: required });
    else if (!isIsoDate(value)) ctx.addIssue({ code: 'custom', message: INVALID_DATE });
    else if (value < EARLIEST_DATE) ctx.addIssue({ code: 'custom', message: DATE_TOO_EARLY });
    else if (value > latestTodayIso()) ctx.addIssue({ code: 'custom', message: DATE_IN_FUTURE });
  });
}

/** A required calendar date, out as YYYY-MM-DD, between 1900-01-01 and today (somewhere: `latestTodayIso`). */
export function dateField(required = REQUIRED) {
  return dateInput((issue) => (issue.input == null ? required : INVALID_DATE))
    .transform(toIsoDate)
    .pipe(dateChecks(required));
}

/** An optional date: missing, null or blank give `undefined` (only non-empty dates are kept). */
export function optionalDateField() {
  return dateInput(INVALID_DATE)
    .nullish()
    .transform((value) => (value == null ? undefined : toIsoDate(value)))
    .transform((value) => (value === '' ? undefined : value))
    .pipe(dateChecks(INVALID_DATE).optional());
}
