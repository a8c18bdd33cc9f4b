import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { defaultDateRange } from '@logistics/shared/contracts/format';
import { DEFAULT_PAGE_SIZE } from '@logistics/shared/contracts/lists';

/**
 * The list answer of ARCHITECTURE rule 4: the rows under the resource's key, the total over all pages and the
 * facet counts. TODO(contracts): this shape belongs beside `ListResponse` in shared/contracts/lists.ts.
 */
export function listResponseSchema<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({
    [key]: z.array(item),
    total: z.number().int().nonnegative(),
    facets: z.record(z.string(), z.record(z.string(), z.number())).default({}),
  } as { [P in K]: z.ZodArray<T> } & {
    total: z.ZodNumber;
    facets: z.ZodDefault<z.ZodRecord<z.ZodString, z.ZodRecord<z.ZodString, z.ZodNumber>>>;
  });
}

/**
 * The parameters every list endpoint takes (ARCHITECTURE rule 4); pages count from 1. Faceted filters travel
 * as repeated keys (`status=a&status=b`), a date range as `from` and `to` (YYYY-MM-DD).
 */
export interface ListParams {
  q?: string;
  /** `label`: `q` searches what a picker shows ('Name (email)'), not the table's search field. */
  match?: 'label';
  sort?: string;
  order?: 'asc' | 'desc';
  page: number;
  pageSize: number;
  from?: string;
  to?: string;
  filters?: Record<string, readonly string[]>;
}

/**
 * What a list page asks for first: page 1 at the default size, and the default date range (1 January to today)
 * on a page that has one. `useListState` starts from these, so a first page fetched ahead (after the login) is
 * the very query the page then reads.
 */
export function firstPageParams({ withDateRange = false } = {}): ListParams {
  return { page: 1, pageSize: DEFAULT_PAGE_SIZE, ...(withDateRange ? defaultDateRange() : {}) };
}

/** The query string of a list call: the filters are spread into their own keys. */
export function listQuery(
  params: ListParams,
): Record<string, string | number | readonly string[] | undefined> {
  const { filters, ...rest } = params;
  return { ...rest, ...filters };
}

/**
 * SPEC section 4: after a delete the row leaves the local list at once, before the refetch that follows.
 * `listKey` is the key the array travels under (for example 'categories').
 */
export function removeFromCachedLists<T>(
  client: QueryClient,
  listPrefix: QueryKey,
  listKey: string,
  matches: (row: T) => boolean,
): void {
  client.setQueriesData<Record<string, unknown>>({ queryKey: listPrefix }, (old) => {
    if (!old || !Array.isArray(old[listKey])) return old;
    const rows = old[listKey] as T[];
    const kept = rows.filter((row) => !matches(row));
    if (kept.length === rows.length) return old;
    const total = typeof old.total === 'number' ? old.total - (rows.length - kept.length) : old.total;
    return { ...old, [listKey]: kept, total };
  });
}
