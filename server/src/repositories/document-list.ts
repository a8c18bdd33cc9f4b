import {
  sql,
  type Expression,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { DB } from '../db/schema.js';
import {
  containsPattern,
  countOf,
  filteredCounts,
  listPage,
  sortedPage,
  type ListPage,
} from './list-query.js';
import {
  createReferenceLookups,
  filterValues,
  inList,
  linesByDocument,
  type DocumentListParams,
} from './document-shared.js';

/**
 * The list of a document resource (purchases, transfers, shipments; sales for its conditions and sort): its
 * columns as `alias.column` references into the document's joined query, so one skeleton serves every table.
 */
export interface DocumentList {
  /** The document's id column, the page's tie-break. */
  id: string;
  /** The document's business key: where `q` searches, and a sort (in the "C" collation) under its name. */
  key: string;
  /** The document's date: where `from` and `to` apply, and the default sort under its name. */
  date: string;
  /** The other sorts by name. */
  sortKeys: Readonly<Record<string, Expression<unknown>>>;
  /** The list filters by query parameter, each also a facet under the same name. */
  filters: Readonly<Record<string, DocumentFilter>>;
}

export interface DocumentFilter {
  /** The column the filter's ids (or values) are matched in. */
  column: string;
  /** The column whose value is the facet's option. */
  facet: string;
  /** The table the filter names rows of (by name, looked up to ids); absent: the values are matched as given. */
  names?: 'inventories' | 'vendors';
}

/** Each filter's ids (or values) by parameter; undefined where the query string does not filter. */
export type FilterIds = Record<string, string[] | undefined>;

/** The filters' values, with names looked up to ids (in parallel). */
export async function filterIdsOf(
  db: Kysely<DB>,
  list: DocumentList,
  params: DocumentListParams,
): Promise<FilterIds> {
  const lookups = createReferenceLookups(db);
  const entries = await Promise.all(
    Object.entries(list.filters).map(async ([name, filter]) => {
      const values = filterValues(params, name);
      const ids = values && filter.names ? await lookups.idsByNames(filter.names, values) : values;
      return [name, ids] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * The list's conditions on the document, after the row scope's: the search, the date range and every filter
 * but `skip` (a facet leaves out its own filter). `true` when nothing narrows the rows.
 */
export function documentCriteria(
  list: DocumentList,
  params: DocumentListParams,
  ids: FilterIds,
  scope: ReadonlyArray<Expression<SqlBool>>,
  skip?: string,
): RawBuilder<SqlBool> {
  const conditions = [...scope];
  if (params.q) conditions.push(sql<SqlBool>`${sql.ref(list.key)} ilike ${containsPattern(params.q)}`);
  if (params.from) conditions.push(sql<SqlBool>`${sql.ref(list.date)} >= ${params.from}`);
  if (params.to) conditions.push(sql<SqlBool>`${sql.ref(list.date)} <= ${params.to}`);
  for (const [name, filter] of Object.entries(list.filters)) {
    const values = ids[name];
    if (values && name !== skip) conditions.push(inList(filter.column, values));
  }
  return conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

/** The same query without its date range: what the range hides is counted against it. */
export function withoutRange(params: DocumentListParams): DocumentListParams {
  return { ...params, from: undefined, to: undefined };
}

/** Whether a list read has a date range (only then is what it hides counted). */
export const hasRange = (params: DocumentListParams): boolean => Boolean(params.from || params.to);

/** A column's name without its table alias: the name of its sort. */
const nameOf = (column: string) => column.slice(column.indexOf('.') + 1);

/** The sort the list asks for, or the date for an unknown or absent sort. */
export function sortKeyOf(list: DocumentList, params: DocumentListParams): Expression<unknown> {
  const sort = params.sort ?? nameOf(list.date);
  if (sort === nameOf(list.key)) return sql`${sql.ref(list.key)} collate "C"`;
  return list.sortKeys[sort] ?? sql.ref(list.date);
}

/** The page's ids, sorted by the sort key with the id as the tie-break, both in the asked order. */
export function pageOf<D, T extends keyof D & string>(
  query: SelectQueryBuilder<D, T, object>,
  list: DocumentList,
  params: DocumentListParams,
) {
  const ids = query.select(sql.ref(list.id).as('id')).$castTo<{ id: string }>();
  return sortedPage(ids, sortKeyOf(list, params), list.id, params, params.order);
}

/**
 * A page of documents: its ids, the total and one facet per filter, read in parallel from the document's
 * joined query (`base`) narrowed by the row scope, then the full documents by `readMany`.
 */
export async function listDocuments<D, T extends keyof D & string, Row>(
  db: Kysely<DB>,
  list: DocumentList,
  base: () => SelectQueryBuilder<D, T, object>,
  params: DocumentListParams,
  scope: ReadonlyArray<Expression<SqlBool>>,
  readMany: (ids: string[]) => Promise<Row[]>,
): Promise<ListPage<Row>> {
  const ids = await filterIdsOf(db, list, params);
  const filtered = (skip?: string) => base().where(documentCriteria(list, params, ids, scope, skip));
  const facetColumns = Object.fromEntries(
    Object.entries(list.filters).map(([name, filter]) => [name, filter.facet]),
  );
  return listPage(pageOf(filtered(), list, params), params, (rows) => readMany(rows.map((row) => row.id)), {
    ...filteredCounts(filtered, facetColumns),
    // Counted in the same scoped read, and only when a range narrows the rows.
    unranged: hasRange(params)
      ? () => countOf(base().where(documentCriteria(list, withoutRange(params), ids, scope)))
      : undefined,
  });
}

/** The rows built by `build`, in the order of `ids` (an id without a row is left out). */
export function inOrderOf<Row extends { id: string }, T>(
  ids: readonly string[],
  rows: readonly Row[],
  build: (row: Row) => T,
): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [build(row)] : [];
  });
}

/**
 * The lines of the documents `ids` by document id, in the order they were added (by time, then id), each made by
 * `toLine`. `lines` selects them from their table as `l`, with `link`, their column that names the document.
 */
export async function linesOfDocuments<
  D,
  T extends keyof D,
  Link extends string,
  Row extends Record<Link, string>,
  Line,
>(
  lines: SelectQueryBuilder<D, T, Row>,
  link: Link,
  ids: readonly string[],
  toLine: (row: Row) => Line,
): Promise<Map<string, Line[]>> {
  const rows = await lines
    .where(inList(`l.${link}`, ids))
    .orderBy(sql.ref('l.created_at'))
    .orderBy(sql.ref('l.id'))
    .execute();
  return linesByDocument(rows, (row) => row[link], toLine);
}

/**
 * A document resource's reads by id: `readMany`, full documents in the order of `ids` (their header rows and
 * their lines read in parallel, each built by `build`), and `readOne`, for an id the caller knows exists.
 */
export function documentReads<Row extends { id: string }, Line, T>(
  headers: (ids: readonly string[]) => Promise<Row[]>,
  linesOf: (ids: readonly string[]) => Promise<Map<string, Line[]>>,
  build: (row: Row, lines: Line[]) => T,
) {
  async function readMany(ids: readonly string[]): Promise<T[]> {
    if (ids.length === 0) return [];
    const [rows, lines] = await Promise.all([headers(ids), linesOf(ids)]);
    return inOrderOf(ids, rows, (row) => build(row, lines.get(row.id) ?? []));
  }
  return { readMany, readOne: async (id: string) => (await readMany([id]))[0] as T };
}
