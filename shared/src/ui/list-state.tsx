import { useCallback, useMemo, useState } from 'react';
import { useLocation } from '@logistics/shared/ui/router';
import { firstPageParams, type ListParams } from '@logistics/shared/api/list-params';

export type SortOrder = 'asc' | 'desc';
export interface SortState {
  field: string;
  order: SortOrder;
}

/** What a list page asks the server for: one page, its search, sort, filters and date range. */
export interface ListState {
  page: number;
  pageSize: number;
  search: string;
  sort: SortState | null;
  filters: Record<string, string[]>;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  /** YYYY-MM-DD, inclusive. */
  to?: string;
}

/** The part of a list's state that the data table shows and changes. */
export interface TableState {
  page: number;
  pageSize: number;
  search: string;
  sort: SortState | null;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  onSearchChange: (search: string) => void;
  onSortChange: (sort: SortState | null) => void;
}

/**
 * The faceted filters and the date range, as the data table shows and changes them. The chosen values travel as
 * `filterValues` (not `filters`): the table's `filters` prop is the list of filter definitions, and
 * `{...list.table}` is spread beside it.
 */
export interface TableFilterState {
  /** Per filter field, the chosen option values. */
  filterValues: Record<string, string[]>;
  onFilterChange: (field: string, values: string[]) => void;
  /** The date range, YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
  onDateRangeChange: (from?: string, to?: string) => void;
  /** Clears the search and the filters and puts the date range back to its default. */
  onResetFilters: () => void;
}

/** What `useListState().table` holds: spread it into `<DataTable {...list.table} />`. */
export type ListTableState = TableState & TableFilterState;

export interface ListStateOptions extends Partial<ListState> {
  /**
   * The page has a date-range filter: unless `from`/`to` are given, the range starts at its default, 1 January of
   * this year to today (SPEC section 9), and that range is in the very first request. Reset filters returns to it.
   */
  withDateRange?: boolean;
}

/**
 * Filters a link sets on the list it opens (the dashboard's figures and bars open their lists this way). They
 * travel in the navigation's state, `navigate(path, { state: listLinkState(preset) })`, and the list starts
 * from them; Reset filters still goes back to the list's defaults. (When the lists keep their state in the URL,
 * these become the link's query string.)
 */
export interface ListPreset {
  search?: string;
  filters?: Record<string, string[]>;
  /** The date range, YYYY-MM-DD inclusive; `null` for every date (no range). */
  range?: { from: string; to: string } | null;
}

const PRESET_KEY = 'listPreset';

/** The navigation state that opens a list with `preset` set. */
export function listLinkState(preset: ListPreset): Record<typeof PRESET_KEY, ListPreset> {
  return { [PRESET_KEY]: preset };
}

function presetOf(state: unknown): ListPreset | undefined {
  if (typeof state !== 'object' || state === null || !(PRESET_KEY in state)) return undefined;
  const preset = (state as Record<string, unknown>)[PRESET_KEY];
  return typeof preset === 'object' && preset !== null ? (preset as ListPreset) : undefined;
}

/** The preset's part of a list's first state. */
function presetState(preset: ListPreset | undefined): Partial<ListState> & { noRange?: boolean } {
  if (!preset) return {};
  return {
    ...(preset.search ? { search: preset.search } : {}),
    ...(preset.filters ? { filters: preset.filters } : {}),
    ...(preset.range === null ? { noRange: true } : {}),
    ...(preset.range ? { from: preset.range.from, to: preset.range.to } : {}),
  };
}

export function toListParams(state: ListState): ListParams {
  const filters = Object.fromEntries(Object.entries(state.filters).filter(([, values]) => values.length > 0));
  return {
    page: state.page,
    pageSize: state.pageSize,
    ...(state.search.trim() ? { q: state.search.trim() } : {}),
    ...(state.sort ? { sort: state.sort.field, order: state.sort.order } : {}),
    ...(Object.keys(filters).length ? { filters } : {}),
    ...(state.from ? { from: state.from } : {}),
    ...(state.to ? { to: state.to } : {}),
  };
}

/**
 * A list page's state. Any change other than the page itself goes back to the first page.
 *
 * ```tsx
 * const list = useListState({ withDateRange: true }); // a page with a date range: 1 January to today at first
 * const query = useSales(list.params);
 * <DataTable filters={saleFilters} facets={query.data?.facets} dateRange {...list.table} … />
 * ```
 */
export function useListState(options: ListStateOptions = {}) {
  const { withDateRange = false, ...initial } = options;
  const navigationState: unknown = useLocation().state;
  // The first request is the one a first page fetched ahead asks for (firstPageParams).
  const [defaults] = useState(() => {
    const first = firstPageParams({ withDateRange });
    return { pageSize: first.pageSize, from: initial.from ?? first.from, to: initial.to ?? first.to };
  });
  const [state, setState] = useState<ListState>(() => {
    const { noRange, ...preset } = presetState(presetOf(navigationState));
    return {
      page: 1,
      pageSize: defaults.pageSize,
      search: '',
      sort: null,
      filters: {},
      ...initial,
      from: noRange ? undefined : defaults.from,
      to: noRange ? undefined : defaults.to,
      ...preset,
    };
  });

  const update = useCallback((patch: Partial<ListState>) => {
    setState((previous) => ({ ...previous, page: 1, ...patch }));
  }, []);

  const setFilter = useCallback(
    (name: string, values: string[]) =>
      setState((previous) => ({ ...previous, page: 1, filters: { ...previous.filters, [name]: values } })),
    [],
  );
  const setDateRange = useCallback((from?: string, to?: string) => update({ from, to }), [update]);
  const resetFilters = useCallback(
    () =>
      setState((previous) => ({
        ...previous,
        page: 1,
        search: '',
        filters: {},
        from: defaults.from,
        to: defaults.to,
      })),
    [defaults],
  );

  const table = useMemo<ListTableState>(
    () => ({
      page: state.page,
      pageSize: state.pageSize,
      search: state.search,
      sort: state.sort,
      filterValues: state.filters,
      from: state.from,
      to: state.to,
      onPageChange: (page) => setState((previous) => ({ ...previous, page })),
      onPageSizeChange: (pageSize) => update({ pageSize }),
      onSearchChange: (search) => update({ search }),
      onSortChange: (sort) => update({ sort }),
      onFilterChange: setFilter,
      onDateRangeChange: setDateRange,
      onResetFilters: resetFilters,
    }),
    [state, update, setFilter, setDateRange, resetFilters],
  );
  const params = useMemo(() => toListParams(state), [state]);

  return { state, params, table, setFilter, setDateRange, resetFilters, defaultRange: defaults };
}
