import dayjs, { type Dayjs } from 'dayjs';
import * as z from '@logistics/shared/contracts/zod';

/**
 * The field rules, each written once. Resource schemas (customers.ts, vehicles.ts, ...) are
 * assembled from these helpers, so a bound or a message changes in one place.
 *
 * Conventions every helper follows:
 * - Text is trimmed before it is checked and sent.
 * - A required field answers "<Label> is required" when missing, null or blank (or its own message, where it
 *   has one).
 * - An optional text keeps `undefined` for "not sent" and `''` for "sent empty". In a create both mean "no
 *   value"; in an update `''` clears the field while `undefined` leaves it unchanged. Store `''` as NULL
 *   (`emptyToNull`). This survives the API layer, which drops null fields.
 * - Required fields never accept `undefined`, so `.partial()` turns them into "absent means unchanged" without
 *   running their rules on a missing key.
 */

/** Generic validation messages. */
export const REQUIRED = 'Required';
export const INVALID_INPUT = 'Invalid input';

/** Optional text: missing stays missing, null is "sent empty", text is trimmed. */
const sentEmpty = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? '' : value.trim();

export const requiredMessage = (label: string) => `${label} is required`;
export const minLengthMessage = (label: string, min: number) => `${label} must be at least ${min} characters`;
export const maxLengthMessage = (label: string, max: number) => `${label} must not exceed ${max} characters`;

// ---------------------------------------------------------------------------------------------------------
// Characters

export const INVALID_CHARACTERS = 'The text contains characters that are not allowed.';
export const invalidCharactersMessage = (label?: string) =>
  label ? `${label} contains characters that are not allowed.` : INVALID_CHARACTERS;

/**
 * Whether a text holds a C0 or C1 control character or DEL (a multi-line text keeps tab, line feed and carriage
 * return), or half of a UTF-16 surrogate pair alone. None can be typed into a field: NUL cannot even be stored
 * (PostgreSQL text refuses it), the other controls hide text or move a terminal's cursor, and a lone surrogate
 * is not a character (it would be stored as U+FFFD, not as sent).
 */
export function hasForbiddenCharacters(value: string, multiline = false): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code <= 0x1f) {
      if (!(multiline && (code === 0x09 || code === 0x0a || code === 0x0d))) return true;
    } else if (code >= 0x7f && code <= 0x9f) {
      return true;
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      index += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return true;
    }
  }
  return false;
}

/** A text with only characters a person can type (see hasForbiddenCharacters). */
export function plainText(label?: string, multiline = false) {
  return z.string().refine((value) => !hasForbiddenCharacters(value, multiline), {
    error: invalidCharactersMessage(label),
    abort: true,
  });
}

export interface TextOptions {
  /** Names the field in the default messages ('Name is required', 'Name must not exceed 80 characters'). */
  label?: string;
  /** Keeps tab and line breaks (descriptions, addresses); other control characters are refused everywhere. */
  multiline?: boolean;
  min?: number;
  max?: number;
  /** The message for a missing or blank value. */
  required?: string;
  minMessage?: string;
  maxMessage?: string;
}

function lengthChecks(opts: TextOptions) {
  const { label, min, max } = opts;
  let schema = plainText(label, opts.multiline);
  if (min !== undefined && min > 1) {
    schema = schema.min(
      min,
      opts.minMessage ??
        (label ? minLengthMessage(label, min) : (opts.required ?? `Must be at least ${min} characters`)),
    );
  }
  if (max !== undefined) {
    schema = schema.max(
      max,
      opts.maxMessage ?? (label ? maxLengthMessage(label, max) : `Must not exceed ${max} characters`),
    );
  }
  return schema;
}

/** '' (sent empty) as it is, anything else through `schema`, its messages kept. */
function emptyOr(schema: z.ZodType<string, string>) {
  return z.string().transform((value, ctx) => {
    if (value === '') return value;
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });
}

/** A required trimmed text of a length range. A blank value answers the `required` message. */
export function text(opts: TextOptions) {
  const required = opts.required ?? (opts.label ? requiredMessage(opts.label) : REQUIRED);
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .pipe(lengthChecks(opts));
}

/**
 * An optional trimmed text: missing stays `undefined`, null or blank becomes `''` ("empty"; see the file's
 * comment), anything else must meet the length range.
 */
export function optionalText(opts: Omit<TextOptions, 'required'>) {
  return z
    .string({ error: INVALID_INPUT })
    .nullish()
    .transform(sentEmpty)
    .pipe(emptyOr(lengthChecks(opts)).optional());
}

/**
 * An update without its "unchanged" keys. Update schemas stay plain objects (so forms can `.pick` and `.extend`
 * them), and a field sent blank where blank means "unchanged" (a status, a number) parses to a key holding
 * `undefined`; drop those before building the change.
 */
export function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The value to store for an optional text: '' (sent empty) becomes null, the rest is kept. */
export function emptyToNull<T extends Record<string, unknown>>(
  values: T,
): { [K in keyof T]: '' extends T[K] ? T[K] | null : T[K] } {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) result[key] = value === '' ? null : value;
  return result as { [K in keyof T]: '' extends T[K] ? T[K] | null : T[K] };
}

// ---------------------------------------------------------------------------------------------------------
// E-mail

export const INVALID_EMAIL = 'Invalid email address';
export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_MAX = 150;
/** E-mails are compared and stored in lowercase, so one address cannot make two accounts. */
const emailChecks = z
  .string()
  .max(EMAIL_MAX, maxLengthMessage('Email', EMAIL_MAX))
  .pipe(z.email(INVALID_EMAIL))
  .transform((value) => value.toLowerCase());

/** A required e-mail: valid ('Invalid email address'), at most 150 characters. */
export const email = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .min(1, { error: EMAIL_REQUIRED, abort: true })
  .pipe(emailChecks);

/** An optional e-mail, with the optional-text conventions ('' is "empty"). */
export const optionalEmail = z
  .string({ error: INVALID_EMAIL })
  .nullish()
  .transform(sentEmpty)
  .pipe(emptyOr(emailChecks).optional());

// ---------------------------------------------------------------------------------------------------------
// The field limits, one helper per kind of field.

export const limits = {
  name: { min: 3, max: 80 },
  email: { max: EMAIL_MAX },
  phone: { min: 10, max: 16 },
  address: { max: 255 },
  avatar: { max: 255 },
  password: { min: 8, max: 32 },
  idDocument: { max: 20 },
  description: { max: 750 },
  sku: { min: 6, max: 20 },
  vin: { min: 17, max: 20 },
  plate: { min: 6, max: 20 },
  engineOrChassis: { min: 11, max: 20 },
  color: { min: 3, max: 20 },
  reference: { max: 80 },
  businessId: { max: 20 },
  mrOrTrfId: { min: 6, max: 20 },
  discount: { min: 0, max: 100 },
} as const;

export const NAME_REQUIRED = 'Name is required';
export const ADDRESS_REQUIRED = 'Address is required';

/** A person's or a thing's name: 3 to 80 ('Name is required'). */
export function nameField(required: string = NAME_REQUIRED, label = 'Name') {
  return text({ label, required, ...limits.name });
}

/** What a phone number is written with (its length, 10 to 16, is in `limits`). */
export const PHONE_PATTERN = /^[0-9 +()-]+$/;
export const PHONE_CHARACTERS = 'Phone may contain only digits, spaces and + - ( )';
const isPhone = (value: string | undefined) =>
  value === undefined || value === '' || PHONE_PATTERN.test(value);

/** A required phone: 10 to 16 characters, digits, spaces and + - ( ) only. */
export function phoneField() {
  return text({ label: 'Phone', ...limits.phone }).refine(isPhone, PHONE_CHARACTERS);
}
/** An optional phone, by the same rule ('' clears it). */
export function optionalPhoneField() {
  return optionalText({ label: 'Phone', ...limits.phone }).refine(isPhone, PHONE_CHARACTERS);
}

/** An address: at most 255 ('Address must not exceed 255 characters'). */
export function addressField(required: string = ADDRESS_REQUIRED) {
  return text({ label: 'Address', required, multiline: true, ...limits.address });
}
export function optionalAddressField() {
  return optionalText({ label: 'Address', multiline: true, ...limits.address });
}

export function descriptionField() {
  return optionalText({ label: 'Description', multiline: true, ...limits.description });
}

/** National ID, driving licence and passport numbers: optional, at most 20. */
export function idDocumentField(label: string) {
  return optionalText({ label, ...limits.idDocument });
}

/** A reference to another row by its name (vendor, inventory, product, category): required, at most 80. */
export function referenceField(label: string) {
  return text({ label, ...limits.reference });
}

/** Bill, shipment and VIN references: required, at most 20. */
export function businessIdField(label: string) {
  return text({ label, ...limits.businessId });
}

/** A row id chosen in a select (employee, customer, captain): any UUID-shaped value, else `message`. */
export function uuidField(message: string) {
  return z.string({ error: message }).trim().pipe(z.guid(message));
}

/** An optional choice from a list (a status): missing, null or blank give `undefined`. */
export function optionalChoice<T extends z.ZodType<string, string>>(schema: T, message = INVALID_INPUT) {
  return z
    .string({ error: message })
    .nullish()
    .transform((value) => (value == null || value.trim() === '' ? undefined : value.trim()))
    .pipe(schema.optional());
}

// ---------------------------------------------------------------------------------------------------------
// Numbers

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
    digits: `${subject} must not exceed ${MONEY_MAX_DIGITS} digits`,
    decimals: `${subject} must not exceed ${MONEY_MAX_DECIMALS} decimal places`,
  };
}

function numericChecks(messages: ReturnType<typeof numericMessages>) {
  return z.string().superRefine((value, ctx) => {
    if (value === '') {
      ctx.addIssue({ code: 'custom', message: messages.required });
    } else if (!NUMERIC_PATTERN.test(value)) {
      ctx.addIssue({ code: 'custom', message: messages.type });
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

// ---------------------------------------------------------------------------------------------------------
// Dates

/** Dates: none after today, none before 1 January 1900. */
export const EARLIEST_DATE = '1900-01-01';
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const INVALID_DATE = 'Invalid date';
export const DATE_TOO_EARLY = 'Date must not be before 1 January 1900';
export const DATE_IN_FUTURE = 'Date must not be in the future';

/** Today in the local calendar, as YYYY-MM-DD. */
export function todayIso(): string {
  return dayjs().format('YYYY-MM-DD');
}

/** A calendar date that exists ('2026-02-30' does not). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

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
    else if (value > todayIso()) ctx.addIssue({ code: 'custom', message: DATE_IN_FUTURE });
  });
}

/** A required calendar date, out as YYYY-MM-DD, between 1900-01-01 and today. */
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

// ---------------------------------------------------------------------------------------------------------
// Images

/** The image rule: type image/*, at most 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ONLY_IMAGES = 'Only image files are allowed.';
export const IMAGE_TOO_LARGE = 'Image size should be less than 5MB.';
export function imageFileError(file: { type: string; size: number }): string | undefined {
  if (!file.type.startsWith('image/')) return ONLY_IMAGES;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE;
  return undefined;
}

/** Where this server serves its uploads: <PUBLIC_URL>/api/uploads/<public id>.<format>. */
export const UPLOADS_PATH = '/api/uploads/';
export const INVALID_IMAGE_URL = 'An image must be an https URL or an image uploaded to this server.';

/** scheme://host[:port] then a path, query or fragment; no user name or password (no '@' before the path). */
const HTTPS_URL = /^https:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;
const UPLOAD_URL = new RegExp(`^http://[^\\s/?#@]+${UPLOADS_PATH}[^\\s?#]+$`, 'i');

/**
 * An image field's value: an https URL, or an http URL of this server's uploads (the server checks that it
 * names an image it holds and writes it with its own PUBLIC_URL). Nothing else: no javascript: or data: URL,
 * no relative or protocol-relative one, no user name or password in it.
 */
export function isImageUrl(value: string): boolean {
  return HTTPS_URL.test(value) || UPLOAD_URL.test(value);
}

/** An optional image URL (an avatar): at most 255 characters, and `isImageUrl`. */
export function imageUrlField(label = 'Image URL') {
  return optionalText({ label, ...limits.avatar }).refine(
    (value) => value === undefined || value === '' || isImageUrl(value),
    INVALID_IMAGE_URL,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Errors

/** The first message of a failed parse, as the server answers it and a form shows it. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? INVALID_INPUT;
}

/** Per field path ('products.0.quantity'), the first message: what a form shows under each field. */
export function issuesByPath(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in result)) result[key] = issue.message;
  }
  return result;
}
