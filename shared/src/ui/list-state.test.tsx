import { act, renderHook } from '@testing-library/react';
import dayjs from 'dayjs';
import { useSyncExternalStore, type ReactNode } from 'react';
import { MemoryRouter, Router, useLocation, useNavigate } from '@logistics/shared/ui/router';
import { fixedFilterValues, listDefinitions } from '@logistics/shared/contracts/lists';
import { firstPageParams, openingOf } from '@logistics/shared/api/list-params';
import { listLink, toListParams, useListState, type ListState } from '@logistics/shared/ui/list-state';
import { listUrlEntries, parseListUrl, urlRulesOf } from '@logistics/shared/ui/list-url';
import { useSession, type SessionClaims } from '@logistics/shared/api/session';

/** A list page lives under the router, opened at `url`. */
function at(url: string) {
  return {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    ),
  };
}

function inRouter() {
  return at('/admin/sales');
}

describe('useListState', () => {
  it('starts on page 1 with 5 rows, no search, no filters and no range', () => {
    const { result } = renderHook(() => useListState(), inRouter());
    expect(result.current.params).toEqual({ page: 1, pageSize: 5 });
    expect(result.current.table.filterValues).toEqual({});
    expect(result.current.table.from).toBeUndefined();
  });

  it('with a date range starts at 1 January of this year to today, in the first request already', () => {
    const { result } = renderHook(() => useListState({ withDateRange: true }), inRouter());
    const today = dayjs();
    expect(result.current.params.from).toBe(`${today.year()}-01-01`);
    expect(result.current.params.to).toBe(today.format('YYYY-MM-DD'));
    expect(result.current.table.from).toBe(`${today.year()}-01-01`);
  });

  it('asks first for exactly what firstPageParams fetches ahead, with and without a date range', () => {
    for (const withDateRange of [false, true]) {
      const { result } = renderHook(() => useListState({ withDateRange }), inRouter());
      expect(result.current.params).toEqual(firstPageParams({ withDateRange }));
    }
    // A document list opens newest first, its sort shown on the date column.
    for (const resource of ['purchases', 'sales', 'transfers', 'shipments'] as const) {
      const opening = openingOf(listDefinitions[resource]);
      const { result } = renderHook(() => useListState(opening), inRouter());
      expect(result.current.params).toEqual(firstPageParams(opening));
      expect(result.current.params).toMatchObject({
        sort: listDefinitions[resource].dateField,
        order: 'desc',
      });
      expect(result.current.table.sort).toEqual({
        field: listDefinitions[resource].dateField,
        order: 'desc',
      });
    }
  });

  it('filters, ranges and searches go back to page 1; Reset filters restores the defaults', () => {
    const { result } = renderHook(() => useListState({ withDateRange: true }), inRouter());
    const initial = result.current.params;
    act(() => result.current.table.onPageChange(3));
    expect(result.current.params.page).toBe(3);
    act(() => result.current.table.onFilterChange('status', ['pending', 'delivered']));
    expect(result.current.params).toMatchObject({ page: 1, filters: { status: ['pending', 'delivered'] } });
    expect(result.current.table.filterValues).toEqual({ status: ['pending', 'delivered'] });
    act(() => result.current.table.onPageChange(2));
    act(() => result.current.table.onDateRangeChange('2024-02-01', '2024-03-01'));
    expect(result.current.params).toMatchObject({ page: 1, from: '2024-02-01', to: '2024-03-01' });
    act(() => result.current.table.onSearchChange('abc'));
    expect(result.current.params.q).toBe('abc');
    act(() => result.current.table.onResetFilters());
    expect(result.current.params).toEqual(initial);
    expect(result.current.table.search).toBe('');
  });

  it('drops empty filters and a blank search from the parameters', () => {
    expect(
      toListParams({
        page: 2,
        pageSize: 10,
        search: '  ',
        sort: { field: 'name', order: 'desc' },
        filters: { role: [], status: ['pending'] },
      }),
    ).toEqual({ page: 2, pageSize: 10, sort: 'name', order: 'desc', filters: { status: ['pending'] } });
  });

  it('starts from the filters, range and search of the link that opened it; Reset filters restores the defaults', () => {
    const preset = {
      search: 'B-10',
      filters: { status: ['delivered'], inventory: ['North Depot'] },
      range: { from: '2026-11-01', to: '2026-11-24' },
    };
    const { result } = renderHook(
      () => useListState({ resource: 'sales' }),
      at(listLink('/admin/sales', preset)),
    );
    expect(result.current.params).toEqual({
      page: 1,
      pageSize: 5,
      q: 'B-10',
      sort: 'sale_date',
      order: 'desc',
      filters: { status: ['delivered'], inventory: ['North Depot'] },
      from: '2026-11-01',
      to: '2026-11-24',
    });
    act(() => result.current.table.onResetFilters());
    expect(result.current.params).toEqual(firstPageParams(openingOf(listDefinitions.sales)));
  });

  it('opens on every date when the link asks for no range', () => {
    const link = listLink('/admin/shipments', { filters: { status: ['pending'] }, range: null });
    expect(link).toBe('/admin/shipments?status=pending&from=&to=');
    const { result } = renderHook(() => useListState({ resource: 'shipments' }), at(link));
    expect(result.current.params).toEqual({
      page: 1,
      pageSize: 5,
      sort: 'shipment_date',
      order: 'desc',
      filters: { status: ['pending'] },
    });
  });
});

/** A list page at `url`, with what the router says of the address beside the list's state. */
function listAt(url: string, options: Parameters<typeof useListState>[0] = { resource: 'sales' }) {
  return renderHook(
    () => ({ list: useListState(options), location: useLocation(), navigate: useNavigate() }),
    at(url),
  );
}

describe('useListState in the URL', () => {
  const year = dayjs().year();

  it('keeps a clean URL as the list opens and again after Reset filters', () => {
    const { result } = listAt('/admin/sales');
    expect(result.current.location.search).toBe('');
    act(() => result.current.list.table.onFilterChange('status', ['pending']));
    expect(result.current.location.search).toBe('?status=pending');
    act(() => result.current.list.table.onResetFilters());
    expect(result.current.location.search).toBe('');
    // Sorting as the list opens anyway (newest first) is no change either.
    act(() => result.current.list.table.onSortChange({ field: 'sale_date', order: 'desc' }));
    expect(result.current.location.search).toBe('');
  });

  it('writes search, filters, range, sort, page and page size under the API names; the URL opens the same view', () => {
    const { result } = listAt('/admin/sales');
    act(() => result.current.list.table.onSearchChange('BILL-1'));
    act(() => result.current.list.table.onFilterChange('status', ['pending', 'delivered']));
    act(() => result.current.list.table.onFilterChange('inventory', ['North Depot']));
    act(() => result.current.list.table.onDateRangeChange(`${year}-02-01`, `${year}-03-01`));
    act(() => result.current.list.table.onSortChange({ field: 'total_price', order: 'asc' }));
    act(() => result.current.list.table.onPageSizeChange(10));
    act(() => result.current.list.table.onPageChange(2));
    const url = `${result.current.location.pathname}${result.current.location.search}`;
    // The filters in the order the list defines them (inventory, then status), whatever order they were chosen in.
    expect(url).toBe(
      `/admin/sales?q=BILL-1&inventory=North+Depot&status=pending&status=delivered&from=${year}-02-01` +
        `&to=${year}-03-01&sort=total_price&order=asc&page=2&pageSize=10`,
    );
    const expected = {
      page: 2,
      pageSize: 10,
      q: 'BILL-1',
      sort: 'total_price',
      order: 'asc',
      filters: { status: ['pending', 'delivered'], inventory: ['North Depot'] },
      from: `${year}-02-01`,
      to: `${year}-03-01`,
    };
    expect(result.current.list.params).toEqual(expected);
    // A reload, or the link opened elsewhere: the same query, the same controls.
    const reopened = listAt(url);
    expect(reopened.result.current.list.params).toEqual(expected);
    expect(reopened.result.current.list.table).toMatchObject({
      search: 'BILL-1',
      sort: { field: 'total_price', order: 'asc' },
      filterValues: { status: ['pending', 'delivered'], inventory: ['North Depot'] },
      page: 2,
      pageSize: 10,
    });
  });

  it('makes page, sort and filter changes history steps that Back undoes; the search replaces its entry', () => {
    const { result } = listAt('/admin/sales');
    act(() => result.current.list.table.onFilterChange('status', ['pending']));
    act(() => result.current.list.table.onSearchChange('B'));
    act(() => result.current.list.table.onSearchChange('BI'));
    act(() => result.current.list.table.onSortChange({ field: 'bill_id', order: 'asc' }));
    act(() => result.current.list.table.onPageChange(3));
    expect(result.current.list.params).toMatchObject({ page: 3, sort: 'bill_id', q: 'BI' });
    act(() => void result.current.navigate(-1));
    expect(result.current.list.params).toMatchObject({ page: 1, sort: 'bill_id', q: 'BI' });
    act(() => void result.current.navigate(-1));
    // The two searches were one entry with the filter they were typed over.
    expect(result.current.list.params).toEqual({
      ...firstPageParams(openingOf(listDefinitions.sales)),
      q: 'BI',
      filters: { status: ['pending'] },
    });
    act(() => void result.current.navigate(-1));
    expect(result.current.list.params).toEqual(firstPageParams(openingOf(listDefinitions.sales)));
    expect(result.current.location.search).toBe('');
  });

  it('a correction past the last page replaces the entry instead of adding one', () => {
    const { result } = listAt('/admin/sales?page=9');
    act(() => result.current.list.table.onPageChange(4, 'replace'));
    expect(result.current.location.search).toBe('?page=4');
    act(() => void result.current.navigate(-1));
    // Nothing before it: the router stays where it is.
    expect(result.current.location.search).toBe('?page=4');
  });

  it('falls back to the defaults for what a URL says that the list cannot show', () => {
    const { result } = listAt(
      '/admin/sales?page=abc&pageSize=7&sort=password&order=sideways&status=bogus&status=pending' +
        '&role=admin&from=2026-02-30&to=2026-03-01&q=%07bell',
    );
    expect(result.current.list.params).toEqual({
      ...firstPageParams(openingOf(listDefinitions.sales)),
      filters: { status: ['pending'] },
    });
    for (const query of ['page=0', 'page=-2', 'page=1.5', 'page=99999999999', 'pageSize=500', 'pageSize=']) {
      const { result: other } = listAt(`/admin/sales?${query}`);
      expect(other.current.list.params).toEqual(firstPageParams(openingOf(listDefinitions.sales)));
    }
  });

  it('keeps the default date range when absent; an empty end is open; a range ending before it starts is the default', () => {
    const defaults = firstPageParams({ withDateRange: true });
    expect(listAt('/admin/sales').result.current.list.params).toMatchObject({
      from: `${year}-01-01`,
      to: defaults.to,
    });
    const open = listAt('/admin/sales?from=&to=').result.current.list.params;
    expect(open.from).toBeUndefined();
    expect(open.to).toBeUndefined();
    expect(listAt('/admin/sales?from=2024-05-01').result.current.list.params).toMatchObject({
      from: '2024-05-01',
      to: defaults.to,
    });
    expect(listAt('/admin/sales?from=2024-05-01&to=2024-04-01').result.current.list.params).toMatchObject({
      from: defaults.from,
      to: defaults.to,
    });
    // A list without a date range takes none from its URL's default either.
    expect(listAt('/admin/vendors', { resource: 'vendors' }).result.current.list.params).toEqual({
      page: 1,
      pageSize: 5,
    });
    // Clearing the range is written, so a reload keeps every date.
    const { result } = listAt('/admin/sales');
    act(() => result.current.list.table.onDateRangeChange(undefined, undefined));
    expect(result.current.location.search).toBe('?from=&to=');
  });

  it('a second list with a prefix and a list kept in memory leave the page list’s keys alone', () => {
    const { result } = renderHook(
      () => ({
        page: useListState({ resource: 'sales' }),
        second: useListState({ resource: 'sales', paramPrefix: 'items.' }),
        dialog: useListState({ resource: 'customers', keep: 'memory' }),
        location: useLocation(),
      }),
      at('/admin/sales?status=pending&page=2&items.page=3'),
    );
    expect(result.current.page.params).toMatchObject({ page: 2, filters: { status: ['pending'] } });
    expect(result.current.second.params.page).toBe(3);
    expect(result.current.second.params.filters).toBeUndefined();
    expect(result.current.dialog.params.page).toBe(1);
    act(() => result.current.second.table.onFilterChange('status', ['delivered']));
    expect(result.current.location.search).toBe('?status=pending&page=2&items.status=delivered');
    act(() => result.current.dialog.table.onPageChange(4));
    expect(result.current.dialog.params.page).toBe(4);
    expect(result.current.location.search).toBe('?status=pending&page=2&items.status=delivered');
    expect(result.current.page.params).toMatchObject({ page: 2, filters: { status: ['pending'] } });
  });
});

/**
 * A router whose address the test moves: the list's navigations are written down, and the page shows a URL only
 * when the test draws it, as the router does later, in a transition, when the page is busy.
 */
function slowRouter(pathname: string) {
  let search = '';
  const listeners = new Set<() => void>();
  const steps: string[] = [];
  const go = (to: string | { search?: string }) =>
    steps.push(typeof to === 'string' ? to : (to.search ?? ''));
  const navigator = { createHref: () => pathname, go: () => undefined, push: go, replace: go };
  function SlowRouter({ children }: { children: ReactNode }) {
    const shown = useSyncExternalStore(
      (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      () => search,
    );
    return (
      <Router location={{ pathname, search: shown }} navigator={navigator}>
        {children}
      </Router>
    );
  }
  return {
    steps,
    wrapper: SlowRouter,
    draw(next: string) {
      search = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('useListState when the router draws its URLs late', () => {
  const add = (value: string) => (current: readonly string[]) => [...current, value];

  it('adds up quick changes even when an earlier one is drawn after a later one was made; Back still counts', () => {
    const router = slowRouter('/admin/sales');
    const { result } = renderHook(() => useListState({ resource: 'sales' }), { wrapper: router.wrapper });
    act(() => result.current.table.onFilterChange('status', add('pending')));
    act(() => result.current.table.onFilterChange('status', add('delivered')));
    // The first choice shows only now, after the second was made: the list must not start again from it.
    act(() => router.draw(router.steps[0] ?? ''));
    expect(result.current.table.filterValues).toEqual({ status: ['pending'] });
    act(() => result.current.table.onFilterChange('status', add('cancelled')));
    expect(router.steps).toEqual([
      '?status=pending',
      '?status=pending&status=delivered',
      '?status=pending&status=delivered&status=cancelled',
    ]);
    act(() => router.draw(router.steps[2] ?? ''));
    expect(result.current.table.filterValues).toEqual({ status: ['pending', 'delivered', 'cancelled'] });
    // A URL the list did not go to (Back to the clean list) is where the next change starts from.
    act(() => router.draw(''));
    act(() => result.current.table.onFilterChange('status', add('delivered')));
    expect(router.steps.at(-1)).toBe('?status=delivered');
  });
});

describe('useListState: a list opened again in the tab is as it was left', () => {
  const add = (value: string) => (current: readonly string[]) => [...current, value];
  beforeEach(() => {
    sessionStorage.clear();
    const claims: SessionClaims = {
      id: 'user-1',
      role: 'admin',
      email: 'user-1@example.com',
      exp: Date.now() / 1000 + 3600,
    };
    act(() => useSession.setState({ token: 'token', claims }));
  });
  afterEach(() => act(() => useSession.setState({ token: null, claims: null })));

  const openSales = (router: ReturnType<typeof slowRouter>) =>
    renderHook(() => useListState({ resource: 'sales' }), { wrapper: router.wrapper });

  it('keeps a change the list left before the router ever drew it (a menu click right after a filter)', () => {
    const first = slowRouter('/admin/sales');
    const left = openSales(first);
    act(() => left.result.current.table.onFilterChange('status', add('pending')));
    left.unmount();

    const again = slowRouter('/admin/sales');
    const { result } = openSales(again);
    expect(result.current.table.filterValues).toEqual({ status: ['pending'] });
    // The address bar is given the restored state, in place of the bare menu link.
    expect(again.steps).toEqual(['?status=pending']);
  });

  it('keeps the last change, not an earlier one the router drew after it', () => {
    const first = slowRouter('/admin/sales');
    const left = openSales(first);
    act(() => left.result.current.table.onFilterChange('status', add('pending')));
    act(() => left.result.current.table.onFilterChange('status', add('delivered')));
    act(() => first.draw(first.steps[0] ?? ''));
    left.unmount();

    const { result } = openSales(slowRouter('/admin/sales'));
    expect(result.current.table.filterValues).toEqual({ status: ['pending', 'delivered'] });
  });

  it('keeps a state it did not go to itself (Back to the clean list): the list opens clean again', () => {
    const first = slowRouter('/admin/sales');
    const left = openSales(first);
    act(() => left.result.current.table.onFilterChange('status', add('pending')));
    act(() => first.draw(first.steps[0] ?? ''));
    act(() => first.draw(''));
    left.unmount();

    const again = slowRouter('/admin/sales');
    const { result } = openSales(again);
    expect(result.current.table.filterValues).toEqual({});
    expect(again.steps).toEqual([]);
  });
});

describe('the list URL', () => {
  const defaults: ListState = { page: 1, pageSize: 5, search: '', sort: null, filters: {} };
  const rules = urlRulesOf(listDefinitions.vehicles, fixedFilterValues.vehicles);

  it('reads back what it writes', () => {
    const state: ListState = {
      page: 4,
      pageSize: 20,
      search: 'VIN & co?',
      sort: { field: 'year', order: 'desc' },
      filters: { type: ['lorry', 'van'] },
    };
    const entries = listUrlEntries(state, defaults);
    expect(parseListUrl(new URLSearchParams(entries), defaults, rules)).toEqual(state);
  });

  it('keeps only the fixed values of a fixed filter', () => {
    const params = new URLSearchParams('type=lorry&type=spaceship&type=lorry');
    expect(parseListUrl(params, defaults, rules).filters).toEqual({ type: ['lorry'] });
  });
});
