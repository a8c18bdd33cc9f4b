import { sql, type Kysely } from 'kysely';

/**
 * The login and rate-limit counters: state every API instance behind a load balancer must share (several
 * instances may run on one PostgreSQL).
 *
 * - `login_throttles`: failed logins per account (keyed by a hash of the e-mail tried) and per client address,
 *   and until when each is blocked (auth/login-throttle.ts).
 * - `rate_counters`: fixed-window request counters (registrations and reset requests per client, mails per
 *   address, uploads per user).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_throttles')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('window_started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_failure_at', 'timestamptz')
    .addColumn('blocked_until', 'timestamptz')
    .execute();
  await sql`create index login_throttles_last_failure on login_throttles (last_failure_at)`.execute(db);

  await db.schema
    .createTable('rate_counters')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('window_ends_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await sql`create index rate_counters_window_ends on rate_counters (window_ends_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rate_counters', 'login_throttles']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
