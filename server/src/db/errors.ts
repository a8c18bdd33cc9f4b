/** Reading errors raised by pg and PGlite alike (both carry PostgreSQL's SQLSTATE in `code`). */

interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
  detail?: unknown;
}

function fields(error: unknown): DatabaseErrorFields {
  return typeof error === 'object' && error !== null ? (error as DatabaseErrorFields) : {};
}

export function sqlState(error: unknown): string | undefined {
  const { code } = fields(error);
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (sqlState(error) !== '23505') return false;
  return constraint === undefined || fields(error).constraint === constraint;
}

/** 23503, or 23001 where an ON DELETE RESTRICT key refuses (PostgreSQL 17, so PGlite, reports it that way). */
export function isForeignKeyViolation(error: unknown): boolean {
  const state = sqlState(error);
  return state === '23503' || state === '23001';
}

/** A value PostgreSQL could not read as its column type (for example a malformed uuid). */
export function isInvalidTextRepresentation(error: unknown): boolean {
  const state = sqlState(error);
  return state === '22P02' || state === '22007' || state === '22008';
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EPIPE',
]);

/** The database cannot be reached, is shutting down, or has no connection to spare. */
export function isConnectionFailure(error: unknown): boolean {
  const { code } = fields(error);
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
  const state = sqlState(error);
  if (state && (state.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(state))) return true;
  const message = error instanceof Error ? error.message : '';
  return /connection terminated|timeout exceeded when trying to connect|Connection terminated/i.test(message);
}

/** "Key (email)=(a@b.c) already exists." → { field: 'email', value: 'a@b.c' } */
export function duplicateKeyOf(error: unknown): { field: string; value: string } | undefined {
  const { detail } = fields(error);
  if (typeof detail !== 'string') return undefined;
  const match = /^Key \((.+?)\)=\((.*)\) already exists\.?$/.exec(detail);
  return match ? { field: match[1] as string, value: match[2] as string } : undefined;
}

/**
 * The table that still refers to a row being deleted: 'Key (id)=(…) is still referenced from table "products".'
 * (or '… is referenced from …' for RESTRICT keys) → 'products'. Undefined for other foreign-key errors (an insert naming a missing row).
 */
export function referencingTableOf(error: unknown): string | undefined {
  const { detail } = fields(error);
  if (typeof detail !== 'string') return undefined;
  return /is (?:still )?referenced from table "([^"]+)"/.exec(detail)?.[1];
}
