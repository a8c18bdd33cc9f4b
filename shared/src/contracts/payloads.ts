import dayjs from 'dayjs';
import { toIsoDate } from './validation.js';

/**
 * The body of an update as SPEC section 7 sends it: null and undefined fields dropped, dates as ISO calendar
 * dates (YYYY-MM-DD), and an empty `new_products` list omitted. '' is kept: it clears an optional text (see
 * validation.ts). Nested objects and arrays are left as they are.
 */
export function updatePayload<T extends object>(values: T): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value == null) continue;
    if (key === 'new_products' && Array.isArray(value) && value.length === 0) continue;
    payload[key] = value instanceof Date || dayjs.isDayjs(value) ? toIsoDate(value) : value;
  }
  return payload;
}
