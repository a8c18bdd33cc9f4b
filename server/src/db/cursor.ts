import { CompiledQuery, sql, type Compilable, type Kysely, type QueryResult } from 'kysely';

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
  let next: Promise<QueryResult<Row>> | undefined;
  try {
    // Planned for fetching every row, not for the first tenth (the cursor's default).
    await sql`set local cursor_tuple_fraction = 1`.execute(trx);
    await trx.executeQuery(
      CompiledQuery.raw(`declare batches no scroll cursor for ${compiled.sql}`, [...compiled.parameters]),
    );
    const size = Math.max(1, Math.floor(batch));
    const fetch = CompiledQuery.raw(`fetch forward ${size} from batches`);
    // The next batch is asked for before this one is handed over, so PostgreSQL reads it while the caller
    // writes this one; a batch shorter than asked for is the last.
    next = trx.executeQuery<Row>(fetch);
    while (next) {
      const { rows }: QueryResult<Row> = await next;
      next = rows.length === size ? trx.executeQuery<Row>(fetch) : undefined;
      if (rows.length > 0) yield rows;
    }
    await trx.commit().execute();
    committed = true;
  } finally {
    // A caller that stopped early leaves a batch on its way: it is settled (and dropped) before the rollback.
    if (!committed) {
      await next?.catch(() => undefined);
      await trx.rollback().execute();
    }
  }
}
