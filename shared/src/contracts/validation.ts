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

export * from './validation/text.js';
export * from './validation/fields.js';
export * from './validation/numbers.js';
export * from './validation/dates.js';
export * from './validation/images.js';
export * from './validation/issues.js';
