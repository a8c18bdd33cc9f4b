import { sql } from 'kysely';
import { cursorBatches } from '../src/db/cursor.js';
import { isoTimestamp } from '../src/db/iso-timestamp.js';
import { describeOnDatabases } from './helpers.js';

/**
 * Two ways a long read stays cheap: a cursor hands a query's rows over a batch at a time (an export's), and a
 * timestamp the API writes as text leaves the database as that text. Each must give what the plain way gives.
 */

/** Timestamps a JavaScript Date cuts to milliseconds, at offsets other than UTC and across a day's edge. */
const STAMPS = [
  '2026-10-20 10:11:12+00',
  '2026-01-01 00:00:00.999999+00',
  '2026-06-01 23:59:59.9996+02',
  '2026-03-29 01:30:00.0005-05:30',
  '1999-12-31 23:59:59.123456+00',
];

describeOnDatabases('reads over many rows', (t) => {
  t.alsoOnPGlite(['writes a timestamp as Date#toISOString writes it']);

  it('writes a timestamp as Date#toISOString writes it', async () => {
    for (const stamp of STAMPS) {
      const row = await t.app.db
        .selectNoFrom([
          sql<Date>`${stamp}::timestamptz`.as('parsed'),
          // A constant of this file, written into the SQL as it stands.
          isoTimestamp(`'${stamp}'::timestamptz`, 'text'),
        ])
        .executeTakeFirstOrThrow();
      expect(row.text).toBe(row.parsed.toISOString());
    }
  });

  if (t.kind !== 'postgres') return;

  const numbers = (to: number) =>
    t.app.db
      .selectFrom(sql<{ n: number }>`generate_series(1, ${to})`.as('n'))
      .select('n')
      .orderBy('n');

  it('hands every row over in batches of the size asked, the last one shorter, none empty', async () => {
    const batchesOf = async (to: number, batch: number) => {
      const batches: number[][] = [];
      for await (const rows of cursorBatches(t.app.db, numbers(to), batch))
        batches.push(rows.map((row) => row.n));
      return batches;
    };
    expect(await batchesOf(10, 3)).toEqual([[1, 2, 3], [4, 5, 6], [7, 8, 9], [10]]);
    // A count the batch divides ends on a full batch: the empty answer after it is not handed over.
    expect(await batchesOf(6, 3)).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    expect(await batchesOf(0, 3)).toEqual([]);
  });

  it('gives its connection back when the reader stops after the first batch, with the next one on its way', async () => {
    // More early stops than the pool has connections: one kept by a stop would leave the last ones waiting.
    for (let stop = 0; stop < 15; stop += 1) {
      for await (const rows of cursorBatches(t.app.db, numbers(100), 10)) {
        expect(rows).toHaveLength(10);
        break;
      }
    }
    const open = await sql<{ count: number }>`select count(*)::int as count from pg_stat_activity
      where datname = current_database() and state like 'idle in transaction%'`.execute(t.app.db);
    expect(open.rows[0]?.count).toBe(0);
  });
});
