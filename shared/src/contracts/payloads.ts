import dayjs from 'dayjs';
import { toIsoDate } from './validation.js';

/** An update's body: what it changes, and always the version of the row it was made on. */
export type VersionedChange = Record<string, unknown> & { version: number };

/**
 * The body of an update: null and undefined fields dropped, dates as ISO calendar
 * dates (YYYY-MM-DD), and an empty `new_products` or `changed_products` list omitted. '' is kept: it clears an optional text (see
 * validation.ts). Nested objects and arrays are left as they are.
 */
export function updatePayload<T extends { version: number }>(values: T): VersionedChange {
  const payload: VersionedChange = { version: values.version };
  for (const [key, value] of Object.entries(values) as Array<[string, unknown]>) {
    if (value == null) continue;
    if ((key === 'new_products' || key === 'changed_products') && Array.isArray(value) && value.length === 0)
      continue;
    payload[key] = value instanceof Date || dayjs.isDayjs(value) ? toIsoDate(value) : value;
  }
  return payload;
}
