import { CloseCircleFilled, FilterOutlined, ReloadOutlined } from '@logistics/shared/ui/icons';
import { Button, Drawer, Flex, Input, Typography } from '@logistics/shared/ui/antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FILTER_DEBOUNCE_MS } from '@logistics/shared/contracts/format';
import { searchableText, type Facets } from '@logistics/shared/contracts/lists';
import { loadTexts, type ResourceLabel } from '@logistics/shared/contracts/messages';
import type { ExportTarget } from '@logistics/shared/api/export';
import type { useColumnPreferences } from '@logistics/shared/ui/column-preferences';
import { DateRangeFilter } from '@logistics/shared/ui/date-range-filter';
import { ExportButton } from '@logistics/shared/ui/export-button';
import { ExportProgress } from '@logistics/shared/ui/export-progress';
import { FacetedFilter, type FacetFilter } from '@logistics/shared/ui/faceted-filter';
import type { TableFilterState } from '@logistics/shared/ui/list-state';
import type { DataTableColumn } from '@logistics/shared/ui/table-column';
import { tableTexts } from '@logistics/shared/ui/table-texts';
import { ViewMenu } from '@logistics/shared/ui/view-menu';

/** 'show all dates' under the toolbar when the date range hides rows that match the rest. */
export function HiddenByRange({
  count,
  things,
  older,
  onShowAll,
}: {
  count: number;
  things: Pick<ResourceLabel, 'singular' | 'plural'>;
  older: boolean;
  onShowAll: () => void;
}) {
  return (
    <Typography.Text type="secondary" className="logistics-hidden-by-range" role="status">
      {loadTexts.hiddenByRange(count, things, older)}{' '}
      <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={onShowAll}>
        {loadTexts.showAllDates}
      </Button>
    </Typography.Text>
  );
}

/** Calls `onSettled` with `value` once it has not changed for `delay` ms (not for its first value). */
/** A search box's clear button, named for what it does (antd's is named by its icon, "close-circle"). */
export const searchClear = { clearIcon: <CloseCircleFilled aria-label={tableTexts.clearSearch} /> };

function useDebounced(value: string, delay: number, onSettled: (value: string) => void) {
  const callback = useRef(onSettled);
  useEffect(() => {
    callback.current = onSettled;
  });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const timer = setTimeout(() => callback.current(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
}

/**
 * The search box's text: it answers at once; the server hears of it 300 ms after the last keystroke. A search
 * changed from outside (the URL, Reset filters) replaces what the box shows.
 */
function useSearchBox(search: string, onSearchChange: (search: string) => void) {
  const [searchText, setSearchText] = useState(search);
  const lastSent = useRef(search);
  useEffect(() => {
    if (search !== lastSent.current) {
      lastSent.current = search;
      setSearchText(search);
    }
  }, [search]);
  useDebounced(searchText, FILTER_DEBOUNCE_MS, (value) => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      onSearchChange(value);
    }
  });
  const clear = () => {
    setSearchText('');
    lastSent.current = '';
  };
  return { searchText, setSearchText, clear };
}

export interface TableToolbarProps<T> extends Partial<TableFilterState> {
  columns: readonly DataTableColumn<T>[];
  columnPreferences: ReturnType<typeof useColumnPreferences>;
  isMobile: boolean;
  search: string;
  onSearchChange: (search: string) => void;
  searchLabel: string;
  filters?: readonly FacetFilter[];
  facets?: Facets;
  dateRange: boolean;
  toolbar?: ReactNode;
  exportTarget?: ExportTarget;
  listActions?: ReactNode;
}

/**
 * The list's toolbar: the search box, the dropdown filters and the date range (under 768 px in a drawer that one
 * Filters button opens), Reset filters, the page's own controls; at the right the list's buttons, Export and View.
 */
export function TableToolbar<T>({
  columns,
  columnPreferences,
  isMobile,
  search,
  onSearchChange,
  searchLabel,
  filters,
  facets,
  filterValues,
  onFilterChange,
  dateRange,
  from,
  to,
  onDateRangeChange,
  onResetFilters,
  toolbar,
  exportTarget,
  listActions,
}: TableToolbarProps<T>) {
  const { hidden } = columnPreferences;
  const { searchText, setSearchText, clear } = useSearchBox(search, onSearchChange);
  // The dropdown filters and the date range: in the toolbar, or under 768 px in a drawer that one Filters button
  // opens and that says how many are on (the date range counts: it hides rows too).
  const [filtersOpen, setFiltersOpen] = useState(false);
  const facetControls =
    filters && onFilterChange
      ? filters.map((filter) => (
          <FacetedFilter
            key={filter.field}
            {...filter}
            selected={filterValues?.[filter.field] ?? []}
            counts={facets?.[filter.field]}
            onChange={(change) => onFilterChange(filter.field, change)}
          />
        ))
      : [];
  const rangeControl =
    dateRange && onDateRangeChange ? (
      <DateRangeFilter from={from} to={to} onChange={onDateRangeChange} />
    ) : null;
  const filterControls =
    facetControls.length || rangeControl ? (
      <>
        {facetControls}
        {rangeControl}
      </>
    ) : null;
  const activeFilters =
    (filters ?? []).filter((filter) => (filterValues?.[filter.field] ?? []).length > 0).length +
    (dateRange && (from || to) ? 1 : 0);

  return (
    <>
      {/*
      The search and filters wrap among themselves; View keeps its place at the right of the first line. On a
      phone the list's buttons (Import, Export, View) go below the search, which keeps the whole width.
    */}
      <Flex justify="space-between" align={isMobile ? 'stretch' : 'start'} gap="small" vertical={isMobile}>
        <Flex wrap gap="small" align="center" style={{ flex: '1 1 auto', minWidth: 0 }}>
          <Input
            allowClear={searchClear}
            value={searchText}
            onChange={(event) => setSearchText(searchableText(event.target.value))}
            placeholder={tableTexts.searchPlaceholder(searchLabel)}
            style={{ width: isMobile ? '100%' : 240, maxWidth: '100%' }}
          />
          {isMobile ? (
            filterControls ? (
              <Button icon={<FilterOutlined />} onClick={() => setFiltersOpen(true)}>
                {loadTexts.filtersActive(activeFilters)}
              </Button>
            ) : null
          ) : (
            filterControls
          )}
          {onResetFilters ? (
            <Button
              type="text"
              icon={<ReloadOutlined />}
              onClick={() => {
                clear();
                onResetFilters();
              }}
            >
              {tableTexts.resetFilters}
            </Button>
          ) : null}
          {toolbar}
        </Flex>
        <Flex gap="small" wrap style={{ flex: 'none' }}>
          {listActions}
          {exportTarget ? <ExportProgress resource={exportTarget.resource} /> : null}
          {exportTarget ? (
            <ExportButton
              target={exportTarget}
              columns={columns.filter((column) => !hidden.has(column.field)).map((column) => column.field)}
            />
          ) : null}
          <ViewMenu columns={columns} columnPreferences={columnPreferences} />
        </Flex>
      </Flex>
      {isMobile && filterControls ? (
        <Drawer
          title={loadTexts.filters}
          placement="right"
          size={320}
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          className="logistics-filters-drawer"
        >
          <Flex vertical gap="small" align="stretch">
            {filterControls}
          </Flex>
        </Drawer>
      ) : null}
    </>
  );
}
