import { sql, type Kysely } from 'kysely';

/**
 * Which rows each write changed, for the live lists (GET /api/events): after every statement on these tables a
 * trigger raises a notice naming the resource (as in the API path) and the ids of the rows it changed: a line
 * item's change is its document's. The server's database client gathers the notices of a transaction and
 * announces them once it has committed (db/changes.ts); a rolled-back transaction announces nothing.
 *
 * A notice rather than NOTIFY: NOTIFY inside a transaction takes a database-wide lock from its commit until the
 * commit is on disk, so every writing transaction would commit one after the other (on this project's machine
 * 20 writers fell from about 9,000 to 750 commits per second). The announcement is sent after the commit,
 * outside the write.
 *
 * Only sessions that ask (`logistics.announce_changes = on`, which the server sets) get the notices; others, a
 * psql session say, see nothing. The lists below are history: a later change adds a migration (a test compares
 * them with contracts' resources).
 */
export const ANNOUNCED_TABLES_0010: ReadonlyArray<{ table: string; resource: string; key: string }> = [
  { table: 'users', resource: 'users', key: 'id' },
  { table: 'categories', resource: 'categories', key: 'id' },
  { table: 'customers', resource: 'customers', key: 'id' },
  { table: 'vendors', resource: 'vendors', key: 'id' },
  { table: 'vehicles', resource: 'vehicles', key: 'id' },
  { table: 'inventories', resource: 'inventories', key: 'id' },
  // An inventory's page shows its stock.
  { table: 'stock', resource: 'inventories', key: 'inventory_id' },
  { table: 'products', resource: 'products', key: 'id' },
  { table: 'inventory_employments', resource: 'inventory-employments', key: 'id' },
  { table: 'purchases', resource: 'purchases', key: 'id' },
  { table: 'purchase_products', resource: 'purchases', key: 'purchase_id' },
  { table: 'transfers', resource: 'transfers', key: 'id' },
  { table: 'transfer_products', resource: 'transfers', key: 'transfer_id' },
  { table: 'sales', resource: 'sales', key: 'id' },
  { table: 'sale_products', resource: 'sales', key: 'sale_id' },
  { table: 'shipments', resource: 'shipments', key: 'id' },
  { table: 'shipment_products', resource: 'shipments', key: 'shipment_id' },
  // Not a resource: a logout, which ends that session's open streams (never sent to a page).
  { table: 'revoked_tokens', resource: 'sessions', key: 'jti' },
];

/** The notices' SQLSTATE, so the client tells them from any other notice. */
export const CHANGE_NOTICE_CODE_0010 = 'LGCHG';
/** More rows than this in one statement (a bulk load) announce the resource without keys: "reload it all". */
export const KEYS_PER_NOTICE_0010 = 100;

const EVENTS = [
  { event: 'insert', tables: 'new table as new_rows' },
  { event: 'update', tables: 'old table as old_rows new table as new_rows' },
  { event: 'delete', tables: 'old table as old_rows' },
] as const;

const triggerName = (table: string, event: string) => sql.id(`${table}_announce_${event}`);

export async function up(db: Kysely<unknown>): Promise<void> {
  const limit = sql.lit(KEYS_PER_NOTICE_0010);
  // The transition tables hold the statement's rows; TG_ARGV is (resource, key column).
  await sql`
    create function announce_change() returns trigger language plpgsql as $$
    declare
      changed text[];
      rows_of text;
    begin
      if current_setting('logistics.announce_changes', true) is distinct from 'on' then
        return null;
      end if;
      rows_of := case tg_op
        when 'INSERT' then format('select %I::text as key from new_rows', tg_argv[1])
        when 'DELETE' then format('select %I::text as key from old_rows', tg_argv[1])
        else format('select %1$I::text as key from old_rows union all select %1$I::text from new_rows', tg_argv[1])
      end;
      execute format('select array_agg(key) from (select distinct key from (%s) changed limit %s) keys',
        rows_of, ${limit} + 1) into changed;
      if changed is null then
        return null;
      end if;
      raise notice using
        message = json_build_object(
          'resource', tg_argv[0],
          'keys', case when cardinality(changed) <= ${limit} then changed end
        )::text,
        errcode = ${sql.lit(CHANGE_NOTICE_CODE_0010)};
      return null;
    end
    $$`.execute(db);
  for (const { table, resource, key } of ANNOUNCED_TABLES_0010) {
    for (const { event, tables } of EVENTS) {
      // One trigger per event: PostgreSQL allows transition tables only on single-event triggers.
      await sql`
        create trigger ${triggerName(table, event)} after ${sql.raw(event)} on ${sql.table(table)}
        referencing ${sql.raw(tables)} for each statement
        execute function announce_change(${sql.lit(resource)}, ${sql.lit(key)})`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of ANNOUNCED_TABLES_0010) {
    for (const { event } of EVENTS) {
      await sql`drop trigger ${triggerName(table, event)} on ${sql.table(table)}`.execute(db);
    }
  }
  await sql`drop function announce_change()`.execute(db);
}
