import { sql, type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Facets } from '@logistics/shared/contracts/lists';

/** The parsed query string of a list endpoint (contracts' listQuerySchema output). */
export interface ListParams {
  q?: string | undefined;
  /** `label`: `q` searches the picker's label columns (contracts' `labelFields`), not the search field. */
  match?: 'label' | undefined;
  sort?: string | undefined;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export interface ListPage<T> {
  items: T[];
  total: number;
  facets: Facets;
  /**
   * On a list read with a date range: how many rows match everything else but fall outside the range, so the
   * page can say what the range hides. Absent without a range.
   */
  outsideRange?: number;
  /** On a keyset read (readAfter): where the next page starts, null after the last. Such a read counts nothing. */
  next?: Keyset | null;
}

/** `%text%` for LIKE/ILIKE with the text's own wildcards escaped (backslash is PostgreSQL's default escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The search condition of a list: `q` in the table's search column, or, when a form's picker asks with
 * `match=label`, in any of the columns its label shows ('Name (email)').
 */
export function searchCondition(
  params: Pick<ListParams, 'q' | 'match'>,
  searchColumn: string,
  labelColumns: readonly string[] | undefined,
): RawBuilder<SqlBool> | undefined {
  if (!params.q) return undefined;
  const pattern = containsPattern(params.q);
  const columns = params.match === 'label' && labelColumns ? labelColumns : [searchColumn];
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => sql`${sql.ref(column)} ilike ${pattern}`),
    sql` or `,
  )})`;
}

export function offsetOf(params: Pick<ListParams, 'page' | 'pageSize'>): number {
  return (params.page - 1) * params.pageSize;
}

/**
 * Text sorts in the "C" collation, case-folded: the same order on PGlite and on any PostgreSQL whatever its
 * locale, so pages do not shift between engines.
 */
export function textSortKey(column: string): RawBuilder<string> {
  return sql<string>`lower(${sql.ref(column)}) collate "C"`;
}

/**
 * Where a keyset read stopped: the last row's sort value (as PostgreSQL writes it as text, so a timestamp keeps
 * its microseconds and an amount its digits) and its id. The next page starts after it.
 */
export interface Keyset {
  sort: string | null;
  id: string;
}

/** A symbol, so no query string can set it: only the server's own exports and bulk actions read by keyset. */
const AFTER = Symbol('keyset');

/**
 * The list's query read by keyset (an export, a bulk action on all matching): the rows after `after` (null: from
 * the first), `pageSize` of them, in the list's own order, with no count or facets. Each page then costs its own
 * rows, not all the rows before it again as an OFFSET does.
 */
export function readAfter<Params extends object>(params: Params, after: Keyset | null): Params {
  return { ...params, [AFTER]: after };
}

/** The keyset of a keyset read (null on its first page); undefined on a list read (pages by OFFSET). */
export function keysetOf(params: object): Keyset | null | undefined {
  return (params as { [AFTER]?: Keyset | null })[AFTER];
}

const countAll = sql<number>`count(*)`;

/** How many rows a query has. */
export async function countOf<D, T extends keyof D & string>(query: SelectQueryBuilder<D, T, object>) {
  const row = await query.select(countAll.as('total')).$castTo<{ total: number }>().executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Facet counts as contracts' Facets want them: option -> count, only options with rows. */
export function facetOf(rows: ReadonlyArray<{ option: string | null; count: number | string | bigint }>) {
  const facet: Record<string, number> = {};
  for (const row of rows)
    if (row.option !== null && Number(row.count) > 0) facet[row.option] = Number(row.count);
  return facet;
}

/** A facet of a query's rows: how many rows have each value of `column`. */
export async function facetOfColumn<D, T extends keyof D & string>(
  query: SelectQueryBuilder<D, T, object>,
  column: string,
): Promise<Record<string, number>> {
  const option = sql.ref(column);
  const rows = await query
    .select([option.as('option'), countAll.as('count')])
    .groupBy(option)
    .$castTo<{ option: string | null; count: number }>()
    .execute();
  return facetOf(rows);
}

/**
 * A list's counts over its rows as `filtered(skip)` narrows them (every filter but `skip`): the total through every
 * filter, and each facet (by name: its column) counted without its own filter, so its other options stay there to
 * choose.
 */
export function filteredCounts<D, T extends keyof D & string>(
  filtered: (skip?: string) => SelectQueryBuilder<D, T, object>,
  facetColumns: Readonly<Record<string, string>>,
) {
  return {
    total: () => countOf(filtered()),
    facets: Object.fromEntries(
      Object.entries(facetColumns).map(([name, column]) => [
        name,
        () => facetOfColumn(filtered(name), column),
      ]),
    ),
  };
}

/** The columns a sorted page adds to its rows: the keyset of each row. */
export interface KeysetColumns {
  keyset_sort: string | null;
  keyset_id: string;
}

/**
 * A keyset read (an export's, a bulk action's) reads its page's rows only and counts nothing: its answer, with where
 * the next page starts; undefined on a list read, which goes on to count.
 */
export async function keysetRead<Row extends KeysetColumns, Item>(
  page: { execute(): Promise<Row[]> },
  params: { pageSize: number },
  itemsOf: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<ListPage<Item> | undefined> {
  if (keysetOf(params) === undefined) return undefined;
  const rows = await page.execute();
  return { items: await itemsOf(rows), total: 0, facets: {}, next: nextKeyset(rows, params.pageSize) };
}

/**
 * A list's answer: on a keyset read its page alone (keysetRead); else the page, the total of the filtered rows and
 * each facet's counts, read in parallel. A facet is counted without its own filter, so its other options stay
 * there to choose. With a date range, `unranged` counts the rows without it, and the answer says how many the
 * range hides.
 */
export async function listPage<Row extends KeysetColumns, Item>(
  page: { execute(): Promise<Row[]> },
  params: { pageSize: number },
  itemsOf: (rows: Row[]) => Item[] | Promise<Item[]>,
  counts: {
    total: () => Promise<number>;
    facets: Record<string, () => Promise<Record<string, number>>>;
    unranged?: (() => Promise<number>) | undefined;
  },
): Promise<ListPage<Item>> {
  const keyset = await keysetRead(page, params, itemsOf);
  if (keyset) return keyset;
  const facetReads = Object.entries(counts.facets);
  const [rows, total, unranged, ...facetList] = await Promise.all([
    page.execute(),
    counts.total(),
    counts.unranged?.(),
    ...facetReads.map(([, read]) => read()),
  ]);
  const facets: Facets = {};
  facetReads.forEach(([name], index) => (facets[name] = facetList[index] ?? {}));
  return {
    items: await itemsOf(rows),
    total,
    facets,
    ...(unranged === undefined ? {} : { outsideRange: Math.max(0, unranged - total) }),
  };
}

type Direction = 'asc' | 'desc';

/**
 * The rows after `after` in the order `sort` `order`, `id` `idOrder`, as PostgreSQL orders them: NULLs last
 * ascending and first descending, and the sort's own expression (its collation, lower()) compared, so the
 * keyset follows exactly the order the list shows. Where both go the same way the pair is compared as a row,
 * which an index on (sort, id) answers as a range.
 */
function afterCondition(
  sort: Expression<unknown>,
  id: Expression<unknown>,
  order: Direction,
  idOrder: Direction,
  after: Keyset,
): RawBuilder<SqlBool> {
  const idAfter = idOrder === 'asc' ? sql`${id} > ${after.id}` : sql`${id} < ${after.id}`;
  const sortAfter = order === 'asc' ? sql`>` : sql`<`;
  if (after.sort === null) {
    // Among the NULLs: the rest of them (by id), then, descending, every non-NULL value.
    return order === 'asc'
      ? sql<SqlBool>`(${sort} is null and ${idAfter})`
      : sql<SqlBool>`(${sort} is not null or (${sort} is null and ${idAfter}))`;
  }
  const past =
    order === idOrder
      ? sql`(${sort}, ${id}) ${sortAfter} (${after.sort}, ${after.id})`
      : sql`(${sort} ${sortAfter} ${after.sort} or (${sort} = ${after.sort} and ${idAfter}))`;
  // Ascending, the NULLs come after every value.
  return order === 'asc' ? sql<SqlBool>`(${past} or ${sort} is null)` : sql<SqlBool>`${past}`;
}

/**
 * One page of a list's query in its order (`sort` in the asked order, the unique `id` as the tie-break): by
 * OFFSET on a list read, after the keyset on a keyset read. Each row carries its keyset (KeysetColumns).
 */
export function sortedPage<D, T extends keyof D, O>(
  query: SelectQueryBuilder<D, T, O>,
  sort: Expression<unknown>,
  id: string,
  params: Pick<ListParams, 'order' | 'page' | 'pageSize'>,
  idOrder: Direction = 'asc',
): SelectQueryBuilder<D, T, O & KeysetColumns> {
  const idRef = sql.ref(id);
  const after = keysetOf(params);
  let page = query
    .select([
      sql<string | null>`(${sort})::text`.as('keyset_sort'),
      sql<string>`${idRef}::text`.as('keyset_id'),
    ] as never)
    .$castTo<O & KeysetColumns>()
    .orderBy(sort, params.order)
    .orderBy(idRef, idOrder)
    .limit(params.pageSize);
  if (after) page = page.where(afterCondition(sort, idRef, params.order, idOrder, after) as never);
  return after === undefined ? page.offset(offsetOf(params)) : page;
}

/** Where the next keyset page starts: after the last row, or null when this page was the last. */
export function nextKeyset(rows: readonly KeysetColumns[], pageSize: number): Keyset | null {
  const last = rows.at(-1);
  return last && rows.length >= pageSize ? { sort: last.keyset_sort, id: last.keyset_id } : null;
}
