import * as z from '@logistics/shared/contracts/zod';
import { emptyOr, sentEmpty } from './empty-text.js';

// Text fields: the generic messages, the characters a text may hold, and required and optional text.

/** Generic validation messages. */
export const REQUIRED = 'Required';
export const INVALID_INPUT = 'Invalid input';

export const requiredMessage = (label: string) => `${label} is required`;
export const minLengthMessage = (label: string, min: number) => `${label} must be at least ${min} characters`;
export const maxLengthMessage = (label: string, max: number) => `${label} must not exceed ${max} characters`;
/** A number, a list or an object where a text was expected. */
export const notTextMessage = (label: string) => `${label} must be text`;

export const INVALID_CHARACTERS = 'The text contains characters that are not allowed.';
export const invalidCharactersMessage = (label?: string) =>
  label ? `${label} contains characters that are not allowed.` : INVALID_CHARACTERS;

/** A C0 or C1 control character or DEL, by its UTF-16 code. */
export const isControlCode = (code: number): boolean => code <= 0x1f || (code >= 0x7f && code <= 0x9f);

/**
 * Whether a text holds a C0 or C1 control character or DEL (a multi-line text keeps tab, line feed and carriage
 * return), or half of a UTF-16 surrogate pair alone. None can be typed into a field: NUL cannot even be stored
 * (PostgreSQL text refuses it), the other controls hide text or move a terminal's cursor, and a lone surrogate
 * is not a character (it would be stored as U+FFFD, not as sent).
 */
export function hasForbiddenCharacters(value: string, multiline = false): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (isControlCode(code)) {
      if (!(multiline && (code === 0x09 || code === 0x0a || code === 0x0d))) return true;
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
    .string({ error: opts.label ? notTextMessage(opts.label) : INVALID_INPUT })
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
