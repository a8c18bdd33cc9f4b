import { sql, type Kysely } from 'kysely';
import { CHANGE_NOTICE_CODE_0010, KEYS_PER_NOTICE_0010 } from './0010-change-announcements.js';

/**
 * The change notices of migration 0010, read without dynamic SQL. Its one trigger function built the
 * query over the transition tables from its key column's name (`execute format(…)`) and so parsed and planned it
 * on every statement of every announced table, three times a sale. Here each key column gets a function of its
 * own whose queries PL/pgSQL plans once per session and table: the trigger's time on a sale's insert fell from
 * about 0.08 to 0.03 ms. Same notices, same triggers (names, tables, events, transition tables); only the
 * function they call changes.
 */
const functionName = (key: string) => sql.id(`announce_change_by_${key}`);

/** 0010's call in a trigger's definition, and this migration's. */
const GENERIC_CALL = /EXECUTE FUNCTION announce_change\('([^']+)', '([^']+)'\)$/;
const KEYED_CALL = /EXECUTE FUNCTION announce_change_by_(\w+)\('([^']+)'\)$/;

/**
 * The announcing triggers as they stand (0013 renamed some), from the catalog: each one's table and definition,
 * which is recreated with the other function.
 */
async function announcingTriggers(db: Kysely<unknown>, call: RegExp) {
  const { rows } = await sql<{ name: string; table: string; definition: string }>`
    select t.tgname as name, t.tgrelid::regclass::text as table, pg_get_triggerdef(t.oid) as definition
    from pg_trigger t
    where not t.tgisinternal and t.tgfoid in (select oid from pg_proc where proname like 'announce_change%')
    order by t.tgname`.execute(db);
  return rows.flatMap((row) => {
    const match = call.exec(row.definition);
    return match ? [{ ...row, match }] : [];
  });
}

async function recreate(db: Kysely<unknown>, trigger: { name: string; table: string }, definition: string) {
  await sql`drop trigger ${sql.id(trigger.name)} on ${sql.raw(trigger.table)}`.execute(db);
  await sql.raw(definition).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const limit = sql.lit(KEYS_PER_NOTICE_0010);
  const triggers = await announcingTriggers(db, GENERIC_CALL);
  for (const key of new Set(triggers.map(({ match }) => match[2] as string))) {
    const column = sql.id(key);
    // TG_ARGV[0] is the resource; the transition tables hold the statement's rows.
    await sql`
      create function ${functionName(key)}() returns trigger language plpgsql as $$
      declare
        changed text[];
      begin
        if current_setting('logistics.announce_changes', true) is distinct from 'on' then
          return null;
        end if;
        if tg_op = 'INSERT' then
          select array_agg(key) into changed
          from (select distinct ${column}::text as key from new_rows limit ${limit} + 1) keys;
        elsif tg_op = 'DELETE' then
          select array_agg(key) into changed
          from (select distinct ${column}::text as key from old_rows limit ${limit} + 1) keys;
        else
          select array_agg(key) into changed
          from (
            select distinct key from (
              select ${column}::text as key from old_rows union all select ${column}::text from new_rows
            ) both_rows limit ${limit} + 1
          ) keys;
        end if;
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
  }
  for (const trigger of triggers) {
    const [call, resource, key] = trigger.match;
    await recreate(
      db,
      trigger,
      trigger.definition.replace(call, `EXECUTE FUNCTION announce_change_by_${key}('${resource}')`),
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const triggers = await announcingTriggers(db, KEYED_CALL);
  for (const trigger of triggers) {
    const [call, key, resource] = trigger.match;
    await recreate(
      db,
      trigger,
      trigger.definition.replace(call, `EXECUTE FUNCTION announce_change('${resource}', '${key}')`),
    );
  }
  for (const key of new Set(triggers.map(({ match }) => match[1] as string))) {
    await sql`drop function ${functionName(key)}()`.execute(db);
  }
}
