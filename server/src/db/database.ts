import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';
import { createPGliteDialect, openPGlite } from './pglite-dialect.js';
import { preparedNameOf } from './prepared-statements.js';

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

/**
 * pg's client, running the registered statements as named (prepared) ones: Kysely hands every query over as
 * text and values, and a name is what tells pg to parse and plan a statement once per connection. Defined on
 * the prototype because pg's query has a dozen overloads and this passes every call on as it came.
 */
class PreparingClient extends pg.Client {}
Object.defineProperty(PreparingClient.prototype, 'query', {
  value: function query(this: pg.Client, ...args: unknown[]): unknown {
    const [text, values, ...rest] = args;
    const name = typeof text === 'string' && Array.isArray(values) ? preparedNameOf(text) : undefined;
    if (name === undefined) return Reflect.apply(pg.Client.prototype.query, this, args);
    return Reflect.apply(pg.Client.prototype.query, this, [{ name, text, values }, ...rest]);
  },
});

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
      types: pgTypes,
      Client: PreparingClient,
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
