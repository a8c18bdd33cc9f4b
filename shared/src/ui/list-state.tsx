import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@logistics/shared/ui/router';
import { fixedFilterValues, listDefinitions } from '@logistics/shared/contracts/lists';
import { currentClaims } from '@logistics/shared/api/session';
import type { Resource } from '@logistics/shared/contracts/permissions';
import {
  firstPageParams,
  listStateStorageKey,
  openingOf,
  preferredPageSize,
  rememberPageSize,
  type ListParams,
} from '@logistics/shared/api/list-params';
import {
  listUrlEntries,
  listUrlKeys,
  parseListUrl,
  urlRulesOf,
  withListUrl,
} from '@logistics/shared/ui/list-url';

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
  /** `replace`: a correction (past the last page) that is no step of its own in the history. */
  onPageChange: (page: number, step?: 'push' | 'replace') => void;
  onPageSizeChange: (pageSize: number) => void;
  onSearchChange: (search: string) => void;
  onSortChange: (sort: SortState | null) => void;
  /** Under which name the user's hidden columns and widths of this list are remembered (column-preferences). */
  preferencesKey?: string;
}

/**
 * The faceted filters and the date range, as the data table shows and changes them. The chosen values travel as
 * `filterValues` (not `filters`): the table's `filters` prop is the list of filter definitions, and
 * `{...list.table}` is spread beside it.
 */
export interface TableFilterState {
  /** Per filter field, the chosen option values. */
  filterValues: Record<string, string[]>;
  /** The field's new values, or how to make them from its current ones (FacetedFilterProps.onChange). */
  onFilterChange: (field: string, change: string[] | ((current: readonly string[]) => string[])) => void;
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
   * The list's resource: the URL may sort only by its sortable columns and filter only by its filters, and the
   * columns a user hides or widens are remembered under its name. It also sets how the list opens (`openingOf`:
   * its date range and default order) unless `withDateRange` or `sort` say otherwise.
   */
  resource?: Resource;
  /**
   * The page has a date-range filter: unless `from`/`to` are given, the range starts at its default, 1 January of
   * this year to today, and that range is in the very first request. Reset filters returns to it.
   */
  withDateRange?: boolean;
  /**
   * Where the state lives. 'url' (the default): in the page's query string, so Back and Forward walk it and a link
   * opens the same view; it is the page's own list. 'memory': in the component only, for a list that is not the
   * page's (one inside a dialog, a picker): the URL names the page, not a dialog that is no longer open.
   */
  keep?: 'url' | 'memory';
  /**
   * Put before each of the list's query keys ('items.' makes `items.page`): a second list kept in the URL of a
   * page next to its first does not read or write the first one's keys.
   */
  paramPrefix?: string;
}

/**
 * Filters a link sets on the list it opens (the dashboard's figures and bars open their lists this way). They are
 * the link's query string (`listLink`), read as any list URL is; Reset filters still goes back to the list's
 * defaults.
 */
export interface ListPreset {
  search?: string;
  filters?: Record<string, string[]>;
  /** The date range, YYYY-MM-DD inclusive; `null` for every date (no range). */
  range?: { from: string; to: string } | null;
}

/** The address of a list page opened with `preset` set: `path?q=…&status=…&from=…&to=…`. */
export function listLink(path: string, preset: ListPreset = {}): string {
  const params = new URLSearchParams();
  if (preset.search) params.append('q', preset.search);
  for (const [name, values] of Object.entries(preset.filters ?? {}))
    for (const value of values) params.append(name, value);
  if (preset.range !== undefined) {
    params.append('from', preset.range?.from ?? '');
    params.append('to', preset.range?.to ?? '');
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
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

type HistoryStep = 'push' | 'replace';

function readStored(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Storage full or refused (private mode): the list still works, it is only not remembered.
  }
}

/** What is kept of a list as it was left: only what differs from its defaults, or nothing. */
function storedEntries(state: ListState, defaults: ListState, prefix: string): string | null {
  const entries = listUrlEntries(state, defaults, prefix);
  return entries.length ? new URLSearchParams(entries).toString() : null;
}

/**
 * A list page's state. Any change other than the page itself goes back to the first page.
 *
 * With a `resource`, the state is the page's query string (list-url.ts): Back and Forward walk it, a reload or
 * a copied link opens the same view, and a list as it opens has a clean URL. Page, sort, filter, range and
 * page-size changes are history steps (Back undoes them); the search, which the table sends as the user
 * pauses typing, replaces the current entry instead of adding one per pause.
 *
 * ```tsx
 * const list = useListState({ resource: 'sales' }); // its date range (1 January to today) and newest first
 * const query = useSales(list.params);
 * <DataTable filters={saleFilters} facets={query.data?.facets} dateRange {...list.table} … />
 * ```
 */
export function useListState(options: ListStateOptions = {}) {
  const { resource, keep = 'url', paramPrefix = '', withDateRange: askedRange, ...initial } = options;
  const location = useLocation();
  const navigate = useNavigate();
  const [setup] = useState(() => {
    const definition = resource ? listDefinitions[resource] : undefined;
    const opening = definition ? openingOf(definition) : {};
    // The first request is the one a first page fetched ahead asks for (firstPageParams).
    const first = firstPageParams({ withDateRange: askedRange ?? opening.withDateRange ?? false });
    const userId = currentClaims()?.id;
    // What the URL is written against: a link says its page size unless it is the product's default, so it
    // opens the same for anyone. A URL without one opens at the person's own choice (`defaults`).
    const urlDefaults: ListState = {
      page: 1,
      pageSize: first.pageSize,
      search: '',
      sort: opening.sort ?? null,
      filters: {},
      ...initial,
      from: initial.from ?? first.from,
      to: initial.to ?? first.to,
    };
    const defaults: ListState = {
      ...urlDefaults,
      pageSize: initial.pageSize ?? preferredPageSize(userId) ?? urlDefaults.pageSize,
    };
    // Without a resource the URL could not be checked (which columns sort, which keys are filters): memory.
    const rules =
      definition && resource && keep === 'url' ? urlRulesOf(definition, fixedFilterValues[resource]) : null;
    const keys = rules ? listUrlKeys(rules, paramPrefix) : [];
    const storedAs = rules && userId && resource ? listStateStorageKey(userId, resource, paramPrefix) : null;
    // Opened with a URL that says nothing of this list (the menu, a bare link): as it was last left in this tab.
    // A URL that says something wins.
    const current = new URLSearchParams(location.search);
    const saved = storedAs && !keys.some((key) => current.has(key)) ? readStored(storedAs) : null;
    const restored = saved
      ? `?${withListUrl(current, [...new URLSearchParams(saved)], keys).toString()}`
      : null;
    return { defaults, urlDefaults, rules, keys, storedAs, userId, restored };
  });
  const { defaults, urlDefaults, rules, keys, storedAs, userId, restored } = setup;

  const [memory, setMemory] = useState<ListState>(defaults);
  // Until the restored state is in the address bar (a replace, right below), the list reads it from there.
  const restoring = useRef(restored !== null);
  if (restoring.current && keys.some((key) => new URLSearchParams(location.search).has(key)))
    restoring.current = false;
  const search = restoring.current && restored !== null ? restored : location.search;
  useLayoutEffect(() => {
    if (restored !== null) void navigate({ search: restored }, { replace: true });
    // Once, as the list opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const state = useMemo(
    () => (rules ? parseListUrl(new URLSearchParams(search), defaults, rules, paramPrefix) : memory),
    [rules, search, defaults, paramPrefix, memory],
  );
  // The state the next change starts from, and its query string. Changes add up before the page shows them: the
  // router draws a new URL in a transition, which may draw an earlier change of a quick series after a later one
  // was made. So a URL this list went to itself moves nothing back; one it did not go to (Back, a link) is the
  // state from then on.
  const latest = useRef(state);
  const searchRef = useRef(search);
  const ownSteps = useRef<string[]>([]);
  useEffect(() => {
    const own = ownSteps.current.indexOf(search);
    ownSteps.current = own === -1 ? [] : ownSteps.current.slice(own + 1);
    if (ownSteps.current.length > 0) return;
    latest.current = state;
    searchRef.current = search;
  }, [state, search]);

  const commit = useCallback(
    (change: (previous: ListState) => ListState, step: HistoryStep) => {
      const next = change(latest.current);
      latest.current = next;
      restoring.current = false;
      if (!rules) {
        setMemory(next);
        return;
      }
      const query = withListUrl(
        new URLSearchParams(searchRef.current),
        listUrlEntries(next, urlDefaults, paramPrefix),
        keys,
      ).toString();
      const before = searchRef.current;
      searchRef.current = query ? `?${query}` : '';
      if (searchRef.current === before) return;
      ownSteps.current.push(searchRef.current);
      // Kept as left at once: the router draws the URL in a transition, and a menu click right after this change
      // joins that transition, so the list may be gone before it ever shows (and remembers) this state.
      if (storedAs) writeStored(storedAs, storedEntries(next, urlDefaults, paramPrefix));
      void navigate({ search: searchRef.current }, { replace: step === 'replace' });
    },
    [rules, urlDefaults, paramPrefix, keys, storedAs, navigate],
  );

  const update = useCallback(
    (patch: Partial<ListState>, step: HistoryStep = 'push') =>
      commit((previous) => ({ ...previous, page: 1, ...patch }), step),
    [commit],
  );
  const setFilter = useCallback(
    (name: string, change: string[] | ((current: readonly string[]) => string[])) =>
      commit((previous) => {
        const values = typeof change === 'function' ? change(previous.filters[name] ?? []) : change;
        return { ...previous, page: 1, filters: { ...previous.filters, [name]: values } };
      }, 'push'),
    [commit],
  );
  const setDateRange = useCallback((from?: string, to?: string) => update({ from, to }), [update]);
  const resetFilters = useCallback(
    () => update({ search: '', filters: {}, from: defaults.from, to: defaults.to }),
    [update, defaults],
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
      ...(resource ? { preferencesKey: resource } : {}),
      onPageChange: (page, step = 'push') => commit((previous) => ({ ...previous, page }), step),
      onPageSizeChange: (pageSize) => {
        // The person's choice, for every list from now on.
        if (userId) rememberPageSize(userId, pageSize);
        update({ pageSize });
      },
      onSearchChange: (text) => update({ search: text }, 'replace'),
      onSortChange: (sort) => update({ sort }),
      onFilterChange: setFilter,
      onDateRangeChange: setDateRange,
      onResetFilters: resetFilters,
    }),
    [state, resource, userId, commit, update, setFilter, setDateRange, resetFilters],
  );
  // The list as it is now, for when it is opened again in this tab (only what differs from its defaults).
  // A state the list went to itself was kept as it was made; one drawn while later ones are still to come is not
  // how it was left.
  useEffect(() => {
    if (storedAs && ownSteps.current.length === 0)
      writeStored(storedAs, storedEntries(state, urlDefaults, paramPrefix));
  }, [storedAs, state, urlDefaults, paramPrefix]);
  const params = useMemo(() => toListParams(state), [state]);

  return {
    state,
    params,
    table,
    setFilter,
    setDateRange,
    resetFilters,
    defaultRange: { from: defaults.from, to: defaults.to },
  };
}
