import { CompiledQuery, sql, type Compilable, type Kysely } from 'kysely';

/**
 * Every row of one query, `batch` rows at a time, through a cursor in a read-only transaction of its own on
 * PostgreSQL: the query is planned once for all its rows, as COPY plans it (a scan and a sort rather than an
 * index walk per page), and one snapshot answers it all. The transaction holds a connection until the last
 * batch is read or the caller stops pulling. Not for PGlite: its one session would wait for the whole read.
 */
export async function* cursorBatches<DB, Row>(
  db: Kysely<DB>,
  query: Compilable<Row>,
  batch: number,
): AsyncGenerator<Row[]> {
  const compiled = query.compile();
  const trx = await db.startTransaction().setAccessMode('read only').execute();
  let committed = false;
  try {
    // Planned for fetching every row, not for the first tenth (the cursor's default).
    await sql`set local cursor_tuple_fraction = 1`.execute(trx);
    await trx.executeQuery(
      CompiledQuery.raw(`declare batches no scroll cursor for ${compiled.sql}`, [...compiled.parameters]),
    );
    const fetch = CompiledQuery.raw(`fetch forward ${Math.max(1, Math.floor(batch))} from batches`);
    for (;;) {
      const { rows } = await trx.executeQuery<Row>(fetch);
      if (rows.length === 0) break;
      yield rows;
    }
    await trx.commit().execute();
    committed = true;
  } finally {
    if (!committed) await trx.rollback().execute();
  }
}
