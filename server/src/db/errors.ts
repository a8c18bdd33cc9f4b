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

/**
 * Class 22, data exception: a value the database cannot take as its column type: a malformed uuid (22P02) or
 * date (22007, 22008), a number out of its column's range (22003), a NUL or an invalid byte in text (22021,
 * 22P05), a text too long (22001). The request's data is at fault, not the server.
 */
export function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false;
}

export type DataProblem = 'number-out-of-range' | 'amount-out-of-range' | 'characters' | 'too-long' | 'other';

/** What kind of data exception: enough to tell the client which rule its value broke. */
export function dataProblemOf(error: unknown): DataProblem {
  const message = error instanceof Error ? error.message : '';
  switch (sqlState(error)) {
    case '22003':
      // numeric(13,3) says "numeric field overflow"; integer columns say "integer out of range".
      return /numeric field overflow/i.test(message) ? 'amount-out-of-range' : 'number-out-of-range';
    case '22021':
    case '22P05':
      return 'characters';
    case '22001':
      return 'too-long';
    default:
      return 'other';
  }
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
