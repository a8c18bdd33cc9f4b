import { PAGE_SIZES, SEARCH_MAX_LENGTH, type ListDefinition } from '@logistics/shared/contracts/lists';
import {
  hasForbiddenCharacters,
  INTEGER_MAX,
  isIsoDate,
  rangeInOrder,
} from '@logistics/shared/contracts/validation';
import type { ListState, SortState } from '@logistics/shared/ui/list-state';

/**
 * A list's state in the page's query string, under the names the list endpoints take:
 * `q`, one key per filter (repeated for each value), `from`, `to`, `sort`, `order`, `page`, `pageSize`. Only what
 * differs from the list's defaults is written, so a list as it opens has a clean URL. A date-range end that is
 * absent is the default end (1 January, today); present but empty, that end is open (`from=&to=`: every date).
 * Anything a URL says that the list cannot show (a page that is not a number, a column it cannot sort by, a
 * filter it does not have, a date that is no date) falls back to the default instead.
 */

/** What the URL may hold for one list: its sort columns, its filters and, where they are fixed, their values. */
export interface ListUrlRules {
  sortable: readonly string[];
  filters: readonly string[];
  /** Filters whose values are a fixed set (statuses, roles, vehicle types): other values are dropped. */
  choices?: Readonly<Record<string, readonly string[]>>;
}

export function urlRulesOf(
  definition: ListDefinition,
  choices?: Readonly<Record<string, readonly string[]>>,
): ListUrlRules {
  return { sortable: definition.sortable, filters: definition.filters, ...(choices ? { choices } : {}) };
}

const FILTER_VALUE_MAX = 150;

function sameSort(a: SortState | null, b: SortState | null): boolean {
  return a?.field === b?.field && a?.order === b?.order;
}

/** The keys one list uses, with its prefix (a second list on a page keeps its own). */
export function listUrlKeys(rules: ListUrlRules, prefix = ''): string[] {
  return ['q', ...rules.filters, 'from', 'to', 'sort', 'order', 'page', 'pageSize'].map(
    (key) => prefix + key,
  );
}

/** The list's state as the query string says it, each part checked and defaulted on its own. */
export function parseListUrl(
  params: URLSearchParams,
  defaults: ListState,
  rules: ListUrlRules,
  prefix = '',
): ListState {
  const get = (key: string) => params.get(prefix + key);

  const pageText = get('page');
  const page = pageText !== null && /^\d+$/.test(pageText) ? Number(pageText) : NaN;
  const sizeText = get('pageSize');
  const pageSize = sizeText !== null && /^\d+$/.test(sizeText) ? Number(sizeText) : NaN;

  const q = get('q');
  const search =
    q !== null && q.length <= SEARCH_MAX_LENGTH && !hasForbiddenCharacters(q) ? q : defaults.search;

  const field = get('sort');
  const order = get('order');
  const sort: SortState | null =
    field !== null && rules.sortable.includes(field)
      ? { field, order: order === 'desc' ? 'desc' : 'asc' }
      : defaults.sort;

  const filters: Record<string, string[]> = {};
  let anyFilter = false;
  for (const name of rules.filters) {
    if (!params.has(prefix + name)) continue;
    const allowed = rules.choices?.[name];
    const values = params
      .getAll(prefix + name)
      .filter(
        (value) =>
          value !== '' &&
          value.length <= FILTER_VALUE_MAX &&
          !hasForbiddenCharacters(value) &&
          (!allowed || allowed.includes(value)),
      );
    if (values.length) {
      filters[name] = [...new Set(values)];
      anyFilter = true;
    }
  }

  // Each end: absent, the default end; empty, open; otherwise a real day. A range that ends before it starts,
  // or an end that is no day, is the default range.
  const end = (key: 'from' | 'to', fallback: string | undefined): string | undefined | null => {
    const value = get(key);
    if (value === null) return fallback;
    if (value === '') return undefined;
    return isIsoDate(value) ? value : null;
  };
  let from = end('from', defaults.from);
  let to = end('to', defaults.to);
  if (from === null || to === null || !rangeInOrder({ from, to })) {
    from = defaults.from;
    to = defaults.to;
  }

  return {
    page: Number.isSafeInteger(page) && page >= 1 && page <= INTEGER_MAX ? page : defaults.page,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : defaults.pageSize,
    search,
    sort,
    filters: anyFilter ? filters : defaults.filters,
    from: from ?? undefined,
    to: to ?? undefined,
  };
}

/** The query-string pairs of a list's state: only what differs from its defaults, in a steady order. */
export function listUrlEntries(state: ListState, defaults: ListState, prefix = ''): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  const add = (key: string, value: string) => entries.push([prefix + key, value]);
  if (state.search !== defaults.search) add('q', state.search);
  const filterNames = new Set([...Object.keys(defaults.filters), ...Object.keys(state.filters)]);
  const sameFilters = [...filterNames].every(
    (name) => (state.filters[name] ?? []).join('\n') === (defaults.filters[name] ?? []).join('\n'),
  );
  if (!sameFilters) {
    for (const [name, values] of Object.entries(state.filters)) for (const value of values) add(name, value);
  }
  if (state.from !== defaults.from || state.to !== defaults.to) {
    if (state.from !== defaults.from) add('from', state.from ?? '');
    if (state.to !== defaults.to) add('to', state.to ?? '');
  }
  if (state.sort && !sameSort(state.sort, defaults.sort)) {
    add('sort', state.sort.field);
    add('order', state.sort.order);
  }
  if (state.page !== defaults.page) add('page', String(state.page));
  if (state.pageSize !== defaults.pageSize) add('pageSize', String(state.pageSize));
  return entries;
}

/**
 * The page's query string with this list's part replaced: the keys of other lists (another prefix) and any
 * other parameter stay as they are.
 */
export function withListUrl(
  current: URLSearchParams,
  entries: ReadonlyArray<[string, string]>,
  keys: readonly string[],
): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of current) if (!keys.includes(key)) next.append(key, value);
  for (const [key, value] of entries) next.append(key, value);
  return next;
}
