import { act, renderHook } from '@testing-library/react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { MemoryRouter } from '@logistics/shared/ui/router';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import { firstPageParams, openingOf } from '@logistics/shared/api/list-params';
import { listLinkState, toListParams, useListState, type ListPreset } from '@logistics/shared/ui/list-state';

/** A list page lives under the router; `preset` is the state of the link that opened it. */
function inRouter(preset?: ListPreset) {
  const entry = { pathname: '/admin/sales', ...(preset ? { state: listLinkState(preset) } : {}) };
  return {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>
    ),
  };
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
    const { result } = renderHook(() => useListState({ withDateRange: true }), inRouter(preset));
    expect(result.current.params).toEqual({
      page: 1,
      pageSize: 5,
      q: 'B-10',
      filters: { status: ['delivered'], inventory: ['North Depot'] },
      from: '2026-11-01',
      to: '2026-11-24',
    });
    act(() => result.current.table.onResetFilters());
    expect(result.current.params).toEqual(firstPageParams({ withDateRange: true }));
  });

  it('opens on every date when the link asks for no range', () => {
    const { result } = renderHook(
      () => useListState({ withDateRange: true }),
      inRouter({ filters: { status: ['pending'] }, range: null }),
    );
    expect(result.current.params).toEqual({ page: 1, pageSize: 5, filters: { status: ['pending'] } });
  });
});
