import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { defaultDateRange } from '@logistics/shared/contracts/format';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type ListDefinition } from '@logistics/shared/contracts/lists';

/**
 * The parameters every list endpoint takes; pages count from 1. Faceted filters travel
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

export interface ListOpening {
  /** The page has a date-range filter, 1 January to today at first. */
  withDateRange?: boolean;
  /** The order it opens in, shown on its column (documents: newest first). */
  sort?: { field: string; order: 'asc' | 'desc' };
}

/** How a list opens, from its definition: its date range, and its default order (contracts' `defaultSort`). */
export function openingOf(definition: ListDefinition): ListOpening {
  return {
    withDateRange: definition.dateField !== undefined,
    ...(definition.defaultSort ? { sort: { ...definition.defaultSort } } : {}),
  };
}

/**
 * What a list page asks for first: page 1 at the default size, the default date range (1 January to today) on a
 * page that has one, and its opening order. `useListState` starts from these, so a first page fetched ahead
 * (after the login) is the very query the page then reads.
 */
export function firstPageParams(
  { withDateRange = false, sort }: ListOpening = {},
  pageSize: number = DEFAULT_PAGE_SIZE,
): ListParams {
  return {
    page: 1,
    pageSize,
    ...(withDateRange ? defaultDateRange() : {}),
    ...(sort ? { sort: sort.field, order: sort.order } : {}),
  };
}

/** The query string of a list call: the filters are spread into their own keys. */
export function listQuery(
  params: ListParams,
): Record<string, string | number | readonly string[] | undefined> {
  const { filters, ...rest } = params;
  return { ...rest, ...filters };
}

/**
 * After a delete the row leaves the local list at once, before the refetch that follows.
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

/**
 * Whether a list shows its loading overlay: while it has no rows yet or still shows the rows of other
 * parameters (another page, sort or filter). Not while it reads again the rows it shows (a live update of
 * someone else's change, a save of one's own): those rows stay usable, with their scroll and selection.
 */
export function listLoading(query: { isFetching: boolean; isPending: boolean; isPlaceholderData: boolean }) {
  return query.isFetching && (query.isPending || query.isPlaceholderData);
}

/**
 * The rows per page a person chose last, kept per user in localStorage for every list and visit: the lists open
 * at it, and so does a first page fetched ahead after the login.
 */
export const PAGE_SIZE_STORAGE_KEY = 'logistics.pageSize';

const pageSizeKey = (userId: string) => `${PAGE_SIZE_STORAGE_KEY}.${userId}`;

/** The person's page size, if they chose one and it is still one the lists offer. */
export function preferredPageSize(userId: string | undefined): number | undefined {
  if (!userId) return undefined;
  try {
    const size = Number(window.localStorage.getItem(pageSizeKey(userId)));
    return (PAGE_SIZES as readonly number[]).includes(size) ? size : undefined;
  } catch {
    return undefined;
  }
}

export function rememberPageSize(userId: string, pageSize: number): void {
  try {
    window.localStorage.setItem(pageSizeKey(userId), String(pageSize));
  } catch {
    // Storage full or refused (private mode): the lists still work, the choice is only not remembered.
  }
}

/**
 * Where a list is kept as it was left: its query-string part per user and list in sessionStorage (this tab), so
 * a list opened again from the menu comes back as it was (ui/list-state). The rows per page a person chose are
 * kept for every list and visit (`preferredPageSize`).
 */
export const LIST_STATE_STORAGE_KEY = 'logistics.list';

/** The sessionStorage key of one person's list as it was left (`paramPrefix`: a second list on the page). */
export function listStateStorageKey(userId: string, resource: string, paramPrefix = ''): string {
  return `${LIST_STATE_STORAGE_KEY}.${userId}.${resource}.${paramPrefix}`;
}
