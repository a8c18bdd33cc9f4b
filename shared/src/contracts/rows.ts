import * as z from '@logistics/shared/contracts/zod';
import { ISO_DATE_PATTERN } from './validation.js';

/**
 * Building blocks of the read shapes that the server answers with and the API layer checks
 * responses against. Money is a decimal string ('12.500'), a calendar date is 'YYYY-MM-DD', a timestamp is an
 * ISO date-time, and every row carries the `version` that an update sends back (optimistic concurrency).
 */
export const readDate = z.string().regex(ISO_DATE_PATTERN, 'Dates are YYYY-MM-DD');
export const readMoney = z.string().regex(/^-?\d+(\.\d+)?$/, 'Amounts are decimal strings');
export const readText = z.string().nullable();

export const rowMeta = {
  id: z.string(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** The answer to an update: the object under its single key, plus a message. */
export function updateResponseSchema<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({ [key]: item, message: z.string() } as { [P in K]: T } & { message: z.ZodString });
}

export const messageResponseSchema = z.object({ message: z.string() });

/**
 * An error's body: its message, and the request body's field it concerns when it concerns one (a taken key, a
 * reference that names no row), so a form marks that field.
 */
export const errorResponseSchema = z.object({ message: z.string(), field: z.string().optional() });
