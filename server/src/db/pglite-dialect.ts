import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  PostgresDialect,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely';
import type { ChangeCollector } from './changes.js';
import { NESTED_SESSION_MESSAGE, transactionScope } from './transaction.js';

/** A FIFO async mutex: PGlite has a single session, so one Kysely "connection" is lent out at a time. */
class SessionMutex {
  #locked = false;
  readonly #waiters: Array<() => void> = [];

  async acquire(): Promise<void> {
    if (!this.#locked) {
      this.#locked = true;
      return;
    }
    await new Promise<void>((resolve) => this.#waiters.push(resolve));
  }

  release(): void {
    const next = this.#waiters.shift();
    if (next) next();
    else this.#locked = false;
  }
}

type Command = PostgresQueryResult<unknown>['command'];

/** The one PGlite session, lent to one Kysely connection at a time; release() hands it to the next waiter. */
class PGliteSessionClient implements PostgresPoolClient {
  #released = false;

  constructor(
    private readonly pglite: PGlite,
    private readonly collector: ChangeCollector | undefined,
    private readonly onRelease: () => void,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string')
      throw new Error('Streaming with a cursor is not supported on PGlite.');
    return this.run<R>(sqlOrCursor, parameters ?? []);
  }

  private async run<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    if (this.#released) throw new Error('This PGlite session was already released.');
    const collector = this.collector;
    let result;
    try {
      result = await this.pglite.query<R>(sql, [...parameters], {
        ...(collector ? { onNotice: (notice) => collector.notice(notice) } : {}),
      });
    } catch (error) {
      collector?.settled(sql, 'failed');
      throw error;
    }
    collector?.settled(sql, result.command === 'ROLLBACK' ? 'rolled-back' : 'ok');
    return {
      command: (result.command ?? 'SELECT') as Command,
      rowCount: result.rowCount ?? result.affectedRows ?? 0,
      rows: result.rows,
    };
  }

  release(): void {
    if (this.#released) return;
    this.#released = true;
    this.onRelease();
  }
}

/** A pg-Pool look-alike over PGlite for Kysely's PostgresDriver. */
export class PGliteSessionPool implements PostgresPool {
  readonly #mutex = new SessionMutex();

  /** `collector`: the one session's change collector (db/changes.ts). */
  constructor(
    private readonly pglite: PGlite,
    private readonly collector?: ChangeCollector,
  ) {}

  async connect(): Promise<PostgresPoolClient> {
    const scope = transactionScope.getStore();
    if (scope?.holdsSession) throw new Error(NESTED_SESSION_MESSAGE);
    await this.#mutex.acquire();
    if (scope) scope.holdsSession = true;
    return new PGliteSessionClient(this.pglite, this.collector, () => {
      if (scope) scope.holdsSession = false;
      this.#mutex.release();
    });
  }

  async end(): Promise<void> {
    await this.#mutex.acquire();
    try {
      if (!this.pglite.closed) await this.pglite.close();
    } finally {
      this.#mutex.release();
    }
  }
}

/**
 * Opens PGlite in `dataDir` (in memory when undefined), starting from `image` (a dumpDataDir) when given. Parsers
 * match the pg setup in database.ts, so both engines hand back the same JavaScript values: int8 as a number,
 * numeric as a string, date as 'YYYY-MM-DD'.
 */
export async function openPGlite(dataDir: string | undefined, image?: Blob): Promise<PGlite> {
  return PGlite.create({
    ...(dataDir === undefined ? {} : { dataDir }),
    ...(image === undefined ? {} : { loadDataDir: image }),
    // Trigram indexes make contains-search fast at scale (migration 0005), as on PostgreSQL.
    extensions: { pg_trgm },
    parsers: { [types.DATE]: (value: string) => value },
  });
}

/** Kysely's own PostgreSQL dialect (adapter, query compiler, introspector) over the PGlite session pool. */
export function createPGliteDialect(pglite: PGlite, collector?: ChangeCollector): PostgresDialect {
  return new PostgresDialect({ pool: new PGliteSessionPool(pglite, collector) });
}
