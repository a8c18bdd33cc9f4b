import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, LoginThrottlesTable } from '../db/schema.js';

export type LoginThrottleRow = Selectable<LoginThrottlesTable>;

/** Failed logins per key, and until when each key is blocked (the rules live in auth/login-throttle.ts). */
export function createLoginThrottlesRepository(db: Kysely<DB>) {
  return {
    /**
     * The rows of these keys (created empty when missing), locked until the transaction ends, and the
     * database's clock: every instance measures delays on the same clock. Call inside a transaction, with the
     * keys always in the same order (no two attempts then wait on each other's locks in a cycle).
     */
    async lock(keys: readonly string[]): Promise<{ rows: Map<string, LoginThrottleRow>; now: Date }> {
      await db
        .insertInto('login_throttles')
        .values(keys.map((key) => ({ key })))
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const rows = await db
        .selectFrom('login_throttles')
        .selectAll()
        .select(sql<Date>`now()`.as('now'))
        .where('key', 'in', keys)
        .orderBy('key')
        .forUpdate()
        .execute();
      const now = rows[0]?.now ?? new Date();
      return { rows: new Map(rows.map(({ now: _now, ...row }) => [row.key, row])), now };
    },

    async save(row: LoginThrottleRow): Promise<void> {
      await db
        .updateTable('login_throttles')
        .set({
          failures: row.failures,
          window_started_at: row.window_started_at,
          last_failure_at: row.last_failure_at,
          blocked_until: row.blocked_until,
        })
        .where('key', '=', row.key)
        .execute();
    },

    async remove(key: string): Promise<void> {
      await db.deleteFrom('login_throttles').where('key', '=', key).execute();
    },

    /** Drops keys whose last failure is older than `seconds` (and that are not blocked any more). */
    async prune(seconds: number): Promise<void> {
      await db
        .deleteFrom('login_throttles')
        .where(
          sql<boolean>`coalesce(last_failure_at, window_started_at) < now() - make_interval(secs => ${seconds})`,
        )
        .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', sql<Date>`now()`)]))
        .execute();
    },
  };
}

export type LoginThrottlesRepository = ReturnType<typeof createLoginThrottlesRepository>;
