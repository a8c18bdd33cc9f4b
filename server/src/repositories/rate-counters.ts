import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

export interface Hit {
  /** Requests counted in the current window, this one included. */
  hits: number;
  /** Seconds until the window ends (on the database's clock). */
  secondsLeft: number;
}

/** Fixed-window request counters in the database, shared by every instance of the API. */
export function createRateCountersRepository(db: Kysely<DB>) {
  return {
    /** Counts one request under `key` in a window of `windowSeconds`; one statement, so concurrent hits add up. */
    async hit(key: string, windowSeconds: number): Promise<Hit> {
      const row = await db
        .insertInto('rate_counters')
        .values({ key, hits: 1, window_ends_at: sql<Date>`now() + make_interval(secs => ${windowSeconds})` })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql<number>`case when rate_counters.window_ends_at <= now() then 1 else rate_counters.hits + 1 end`,
            window_ends_at: sql<Date>`case when rate_counters.window_ends_at <= now()
              then excluded.window_ends_at else rate_counters.window_ends_at end`,
          }),
        )
        .returning(['hits', sql<number>`extract(epoch from window_ends_at - now())`.as('seconds_left')])
        .executeTakeFirstOrThrow();
      return { hits: row.hits, secondsLeft: Math.max(0, Math.ceil(Number(row.seconds_left))) };
    },

    /** Drops counters whose window ended. */
    async prune(): Promise<void> {
      await db
        .deleteFrom('rate_counters')
        .where('window_ends_at', '<', sql<Date>`now()`)
        .execute();
    },
  };
}

export type RateCountersRepository = ReturnType<typeof createRateCountersRepository>;
