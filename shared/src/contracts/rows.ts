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

/**
 * A document's head as read (a purchase, a sale, a shipment, a transfer): its row's meta, then its business ID and
 * its date (a purchase's `mr_id` and `purchase_date`), in the order the API document lists them.
 */
export function documentHeadRow<Id extends string, DateKey extends string>(id: Id, date: DateKey) {
  return { ...rowMeta, [id]: z.string(), [date]: readDate } as typeof rowMeta & {
    [K in Id]: z.ZodString;
  } & { [K in DateKey]: typeof readDate };
}

/**
 * A quantity of one batch of a product, the batch named by the MR ID it was received under: an inventory's stock
 * row (what is left of it) and a transfer's line (what moves) alike.
 */
export const batchQuantityRow = {
  id: z.string(),
  mr_id: z.string(),
  product: z.string(),
  quantity: z.number().int(),
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
