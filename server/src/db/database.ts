import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import {
  ANNOUNCING_SESSION,
  ChangeCollector,
  CHANGES_CHANNEL,
  createAnnouncer,
  createLocalChangeFeed,
  createPostgresChangeFeed,
  encodeChanges,
  type ChangeFeed,
} from './changes.js';
import type { DB } from './schema.js';
import { createPGliteDialect, openPGlite } from './pglite-dialect.js';
import { preparedNameOf } from './prepared-statements.js';

export type DatabaseKind = 'postgres' | 'pglite';

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** Committed changes of every instance on this database, for the live lists. */
  changes: ChangeFeed;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite's data folder; in memory when absent (tests). */
  pgliteDir?: string | undefined;
  /** A PGlite database to start from, as PGlite's dumpDataDir wrote it (tests: one migrated and seeded copy). */
  pgliteImage?: Blob | undefined;
  /** The most PostgreSQL sessions this process holds at once (DEFAULT_POOL_SIZE when absent). */
  poolSize?: number | undefined;
  /** Called when an idle pooled PostgreSQL connection fails (the pool replaces it). */
  onPoolError?: (error: Error) => void;
}

/**
 * PostgreSQL sessions one process holds at once, unless configured (DATABASE_POOL_SIZE). Every instance on a database
 * holds its own, and their sum is what the database works on at once.
 */
export const DEFAULT_POOL_SIZE = 10;
/** Start-up holds one session under its advisory lock while the migrations run on another. */
export const SMALLEST_POOL_SIZE = 2;

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

const COLLECTOR = Symbol('change collector');
type CollectingClient = pg.Client & { [COLLECTOR]?: ChangeCollector };

/**
 * pg's client, running the registered statements as named (prepared) ones: Kysely hands every query over as
 * text and values, and a name is what tells pg to parse and plan a statement once per connection. It also
 * tells the connection's change collector how each statement ended (db/changes.ts). Defined on the prototype
 * because pg's query has a dozen overloads and this passes every call on as it came.
 */
class PreparingClient extends pg.Client {}
Object.defineProperty(PreparingClient.prototype, 'query', {
  value: function query(this: CollectingClient, ...args: unknown[]): unknown {
    const [text, values, ...rest] = args;
    const name = typeof text === 'string' && Array.isArray(values) ? preparedNameOf(text) : undefined;
    const result: unknown =
      name === undefined
        ? Reflect.apply(pg.Client.prototype.query, this, args)
        : Reflect.apply(pg.Client.prototype.query, this, [{ name, text, values }, ...rest]);
    const collector = this[COLLECTOR];
    // Kysely's calls: text and a promise (pg's own callback forms are the pool's, never writes of the app).
    if (!collector || typeof text !== 'string' || !(result instanceof Promise)) return result;
    return result.then(
      (answer: pg.QueryResult) => {
        collector.settled(text, answer.command === 'ROLLBACK' ? 'rolled-back' : 'ok');
        return answer;
      },
      (error: unknown) => {
        collector.settled(text, 'failed');
        throw error;
      },
    );
  },
});

/** `-c name=value` startup options: PostgreSQL applies them to each new session. */
const sessionOptions = Object.entries(ANNOUNCING_SESSION)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      connectionTimeoutMillis: 5000,
      // Sessions stay open while idle (pg's pool closes one after 10 s by default): one reopened after a quiet
      // spell starts a new PostgreSQL backend, its caches and prepared statements cold. Measured when this was
      // set: the slowest of five reads sent together after 12 s of quiet 180 → 57 ms, and sales through two
      // instances after 20 s of quiet no longer cost about a fifth more CPU than sales right after others.
      idleTimeoutMillis: 0,
      types: pgTypes,
      Client: PreparingClient,
      options: sessionOptions,
    });
    pool.on('error', (error) => options.onPoolError?.(error));
    // After the commit and outside it (NOTIFY inside a write would serialize every commit; see migration 0010).
    // Not awaited by the write: an announcement lost to a crash leaves pages to catch up when they reconnect.
    const announce = createAnnouncer(
      (changes) => pool.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, encodeChanges(changes)]),
      (error) => options.onPoolError?.(error),
    );
    pool.on('connect', (client: CollectingClient) => {
      // pg's pool listens for errors only on idle clients. A connection that dies while checked out would emit
      // an unhandled 'error' and end the process; its queries fail on their own, so this only logs it.
      client.on('error', (error) => options.onPoolError?.(error));
      const collector = new ChangeCollector(announce);
      client[COLLECTOR] = collector;
      client.on('notice', (notice) => collector.notice(notice));
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      changes: createPostgresChangeFeed(options.databaseUrl),
      close: () => db.destroy(),
    };
  }
  const pglite = await openPGlite(options.pgliteDir, options.pgliteImage);
  for (const [name, value] of Object.entries(ANNOUNCING_SESSION)) {
    await pglite.query('select set_config($1, $2, false)', [name, value]);
  }
  const local = createLocalChangeFeed();
  const db = new Kysely<DB>({ dialect: createPGliteDialect(pglite, new ChangeCollector(local.publish)) });
  return { db, kind: 'pglite', changes: local.feed, close: () => db.destroy() };
}
