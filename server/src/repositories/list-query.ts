import { sql, type RawBuilder, type SqlBool } from 'kysely';
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
