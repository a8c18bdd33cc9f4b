import * as z from '@logistics/shared/contracts/zod';
import { limits } from './fields.js';
import { INVALID_INPUT, REQUIRED, requiredMessage } from './text.js';

/** A numeric string: digits with an optional decimal part, at most 10 digits in all and 3 decimals. */
export const NUMERIC_PATTERN = /^\d+(\.\d+)?$/;
export const MONEY_MAX_DIGITS = 10;
export const MONEY_MAX_DECIMALS = 3;

function digitCounts(value: string): { digits: number; decimals: number } {
  const [whole = '', fraction = ''] = value.split('.');
  return { digits: whole.length + fraction.length, decimals: fraction.length };
}

export function isNumericString(value: string): boolean {
  if (!NUMERIC_PATTERN.test(value)) return false;
  const { digits, decimals } = digitCounts(value);
  return digits <= MONEY_MAX_DIGITS && decimals <= MONEY_MAX_DECIMALS;
}

export interface NumericOptions {
  /** Names the field: 'Product price must not exceed 10 digits'. */
  label?: string;
  /** The message for a value that is not a number ('Product price must be a Number'). */
  message?: string;
  /** The message for a missing value. */
  required?: string;
}

function numericMessages(opts: NumericOptions) {
  const subject = opts.label ?? 'The value';
  return {
    required: opts.required ?? (opts.label ? requiredMessage(opts.label) : REQUIRED),
    type: opts.message ?? (opts.label ? `${opts.label} must be a number` : INVALID_INPUT),
    negative: `${subject} must not be negative`,
    digits: `${subject} must not exceed ${MONEY_MAX_DIGITS} digits`,
    decimals: `${subject} must not exceed ${MONEY_MAX_DECIMALS} decimal places`,
  };
}

function numericChecks(messages: ReturnType<typeof numericMessages>) {
  return z.string().superRefine((value, ctx) => {
    if (value === '') {
      ctx.addIssue({ code: 'custom', message: messages.required });
    } else if (!NUMERIC_PATTERN.test(value)) {
      // '-5' is a number, only not one an amount may be: saying 'must be a number' would be false.
      const negative = value.startsWith('-') && NUMERIC_PATTERN.test(value.slice(1));
      ctx.addIssue({ code: 'custom', message: negative ? messages.negative : messages.type });
    } else {
      const { digits, decimals } = digitCounts(value);
      if (decimals > MONEY_MAX_DECIMALS) ctx.addIssue({ code: 'custom', message: messages.decimals });
      else if (digits > MONEY_MAX_DIGITS) ctx.addIssue({ code: 'custom', message: messages.digits });
    }
  });
}

const toNumericText = (value: string | number) => (typeof value === 'number' ? String(value) : value.trim());

/**
 * A required decimal amount (prices): a number or a numeric string in, the trimmed string out, so money never
 * passes through a float on its way to the database. `numericString('message')` still works.
 */
export function numericString(opts: string | NumericOptions = {}) {
  const messages = numericMessages(typeof opts === 'string' ? { message: opts } : opts);
  return z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input == null ? messages.required : messages.type),
    })
    .transform(toNumericText)
    .pipe(numericChecks(messages));
}

/** An optional decimal amount (adjustments): missing, null or blank give `undefined`. */
export function optionalNumericString(opts: Omit<NumericOptions, 'required'> = {}) {
  const messages = numericMessages(opts);
  return z
    .union([z.string(), z.number()], { error: messages.type })
    .nullish()
    .transform((value) => (value == null ? undefined : toNumericText(value)))
    .transform((value) => (value === '' ? undefined : value))
    .pipe(numericChecks(messages).optional());
}

export interface IntegerOptions {
  label: string;
  /** Refuse zero and below: '<Label> must be a positive number'. */
  positive?: boolean;
  min?: number;
  /** A bound or a function read at validation time (the current year moves). */
  max?: number | (() => number);
  messages?: {
    required?: string;
    type?: string;
    positive?: string;
    integer?: string;
    min?: string;
    max?: (max: number) => string;
  };
}

const INTEGER_TEXT = /^[+-]?\d+(\.\d+)?$/;
function toNumberOrUndefined(value: string | number | null | undefined): number | undefined {
  if (value == null) return undefined;
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return INTEGER_TEXT.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The range of PostgreSQL's `integer` (int4), the column type of every whole number stored. */
export const INTEGER_MAX = 2_147_483_647;
export const INTEGER_MIN = -2_147_483_648;
/** What the server says when the database, not a schema, finds a number or a text too large. */
export const NUMBER_OUT_OF_RANGE = 'A number is too large or too small for its field.';
export const TEXT_TOO_LONG = 'A text is too long for its field.';

function integerChecks(opts: IntegerOptions) {
  const { label } = opts;
  const min = opts.min ?? INTEGER_MIN;
  const messages = {
    required: opts.messages?.required ?? requiredMessage(label),
    type: opts.messages?.type ?? `${label} must be a number`,
    positive: opts.messages?.positive ?? `${label} must be a positive number`,
    integer: opts.messages?.integer ?? `${label} must be an integer`,
    min: opts.messages?.min ?? `${label} must not be less than ${min}`,
    max: opts.messages?.max ?? ((max: number) => `${label} must not be greater than ${max}`),
  };
  return z
    .number({ error: (issue) => (issue.input === undefined ? messages.required : messages.type) })
    .superRefine((value, ctx) => {
      if (opts.positive && value <= 0) ctx.addIssue({ code: 'custom', message: messages.positive });
      if (!Number.isInteger(value)) ctx.addIssue({ code: 'custom', message: messages.integer });
      if (value < min && !(opts.positive && value <= 0)) {
        ctx.addIssue({ code: 'custom', message: messages.min });
      }
      // Unless a field says less, a whole number is bounded by its column (int4).
      const max = (typeof opts.max === 'function' ? opts.max() : opts.max) ?? INTEGER_MAX;
      if (value > max) ctx.addIssue({ code: 'custom', message: messages.max(max) });
    });
}

/** A required whole number; form inputs may hand it over as text. */
export function integerField(opts: IntegerOptions) {
  const required = opts.messages?.required ?? requiredMessage(opts.label);
  const type = opts.messages?.type ?? `${opts.label} must be a number`;
  return z
    .union([z.number(), z.string()], {
      error: (issue) => (issue.input == null ? required : type),
    })
    .transform(toNumberOrUndefined)
    .pipe(integerChecks(opts));
}

/** An optional whole number: missing, null or blank give `undefined`. */
export function optionalIntegerField(opts: IntegerOptions) {
  return z
    .union([z.number(), z.string()], { error: opts.messages?.type ?? `${opts.label} must be a number` })
    .nullish()
    .transform(toNumberOrUndefined)
    .pipe(integerChecks(opts).optional());
}

export const DISCOUNT_MIN_MESSAGE = 'Discount must have a minimum of zero percent';
export const DISCOUNT_MAX_MESSAGE = 'Discount must have a maximum of hundred percent';
export const DISCOUNT_TYPE_MESSAGE = 'Discount must be a number';
export const DISCOUNT_DECIMALS_MESSAGE = 'Discount must not exceed 3 decimal places';

/** A line discount in percent, 0 to 100; missing, null or blank mean no discount (0). */
export function discountField() {
  return z
    .union([z.number(), z.string()], { error: DISCOUNT_TYPE_MESSAGE })
    .nullish()
    .transform((value) => (value == null || (typeof value === 'string' && value.trim() === '') ? 0 : value))
    .transform((value) => (typeof value === 'number' ? value : toNumberOrUndefined(value)))
    .pipe(
      z.number({ error: DISCOUNT_TYPE_MESSAGE }).superRefine((value, ctx) => {
        if (value < limits.discount.min) ctx.addIssue({ code: 'custom', message: DISCOUNT_MIN_MESSAGE });
        if (value > limits.discount.max) ctx.addIssue({ code: 'custom', message: DISCOUNT_MAX_MESSAGE });
        if (digitCounts(String(value)).decimals > MONEY_MAX_DECIMALS) {
          ctx.addIssue({ code: 'custom', message: DISCOUNT_DECIMALS_MESSAGE });
        }
      }),
    );
}

/**
 * Optimistic concurrency: every update carries the version of the row the
 * client read (a line's update, the version of its purchase, sale or transfer); a missing one is a 400, a stale
 * one a 409, so no change overwrites one it never saw.
 */
export const VERSION_REQUIRED =
  'The version of the record you changed is missing; reload it and apply your change again.';
export const VERSION_INVALID = 'Version must be a whole number';
export const versionField = z
  .number({ error: (issue) => (issue.input === undefined ? VERSION_REQUIRED : VERSION_INVALID) })
  .int(VERSION_INVALID)
  .min(0, VERSION_INVALID)
  .max(INTEGER_MAX, VERSION_INVALID);

/**
 * The update of what `create` creates: every field optional (absent leaves it unchanged), and the version the row
 * was read at.
 */
export function updateSchemaOf<Shape extends Record<string, z.ZodType>>(create: z.ZodObject<Shape>) {
  return create.partial().extend({ version: versionField });
}
