import { sql, type Kysely } from 'kysely';

/** The business keys that list searches match anywhere inside (`ilike '%…%'`). */
const searched = [
  ['sales', 'bill_id'],
  ['purchases', 'mr_id'],
  ['transfers', 'trf_id'],
  ['shipments', 'shipment_id'],
] as const;

/**
 * Trigram indexes for contains-search on PGlite too, now that it loads pg_trgm (pglite-dialect.ts): without
 * them a search of a million sales scans every row. Databases that 0004 already indexed keep their indexes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const trigram = await sql<{ available: boolean }>`
    select exists (select 1 from pg_available_extensions where name = 'pg_trgm') as available`.execute(db);
  if (!trigram.rows[0]?.available) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const [table, column] of searched) {
    await sql`create index if not exists ${sql.id(`${table}_${column}_trgm`)} on ${sql.table(table)} using gin (${sql.ref(column)} gin_trgm_ops)`.execute(
      db,
    );
  }
}

export async function down(): Promise<void> {
  // The indexes belong to 0004 where the engine had pg_trgm then; dropping them here could remove those.
}
