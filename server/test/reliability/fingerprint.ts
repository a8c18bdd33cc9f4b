import { sql } from 'kysely';
import type { App } from '../../src/app.js';

/**
 * Row count and checksum of every table: equal snapshots mean nothing changed. `except` names tables that are
 * meant to change on refused requests (the record of failed logins, rate counters).
 */
export async function fingerprint(app: App, except: readonly string[] = []): Promise<Record<string, string>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(app.db);
  const result: Record<string, string> = {};
  for (const { table_name: table } of tables.rows) {
    if (except.includes(table)) continue;
    const row = await sql<{ n: number; sum: string | null }>`
      select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as sum
      from ${sql.table(table)} t`.execute(app.db);
    result[table] = `${row.rows[0]?.n}:${row.rows[0]?.sum ?? ''}`;
  }
  return result;
}
