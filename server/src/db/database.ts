import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';
import { createPGliteDialect, openPGlite } from './pglite-dialect.js';

export type DatabaseKind = 'postgres' | 'pglite';

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite's data folder; in memory when absent (tests). */
  pgliteDir?: string | undefined;
  /** Called when an idle pooled PostgreSQL connection fails (the pool replaces it). */
  onPoolError?: (error: Error) => void;
}

const INT8_OID = 20;
const DATE_OID = 1082;

/** pg's parsers, aligned with PGlite's: int8 as a number (counts), date as its 'YYYY-MM-DD' text. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID) return (value: string) => Number(value);
    if (oid === DATE_OID) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
      types: pgTypes,
    });
    pool.on('error', (error) => options.onPoolError?.(error));
    // pg's pool listens for errors only on idle clients. A connection that dies while checked out would emit
    // an unhandled 'error' and end the process; its queries fail on their own, so this only logs it.
    pool.on('connect', (client) => client.on('error', (error) => options.onPoolError?.(error)));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const pglite = await openPGlite(options.pgliteDir);
  const db = new Kysely<DB>({ dialect: createPGliteDialect(pglite) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
