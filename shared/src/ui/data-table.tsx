import { PlusOutlined } from '@logistics/shared/ui/icons';
import { Button, Flex } from '@logistics/shared/ui/antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { defaultDateRange } from '@logistics/shared/contracts/format';
import { loadTexts, type ResourceLabel } from '@logistics/shared/contracts/messages';
import type { Facets } from '@logistics/shared/contracts/lists';
import type { ExportTarget } from '@logistics/shared/api/export';
import { CardList } from '@logistics/shared/ui/card-list';
import { useColumnPreferences } from '@logistics/shared/ui/column-preferences';
import type { FacetFilter } from '@logistics/shared/ui/faceted-filter';
import { ListGrid } from '@logistics/shared/ui/list-grid';
import { ListPager } from '@logistics/shared/ui/list-pager';
import type { TableFilterState, TableState } from '@logistics/shared/ui/list-state';
import { LoadFailed } from '@logistics/shared/ui/load-failed';
import { PageTitle } from '@logistics/shared/ui/page-title';
import type { RowActions } from '@logistics/shared/ui/row-menu';
import { isSelected, SelectionBar, useSelection } from '@logistics/shared/ui/selection';
import type { DataTableColumn } from '@logistics/shared/ui/table-column';
import { NO_RESULTS, tableTexts } from '@logistics/shared/ui/table-texts';
import { HiddenByRange, TableToolbar } from '@logistics/shared/ui/table-toolbar';
import { useIsMobile } from '@logistics/shared/ui/use-mobile';

// The list's parts each have a module: the grid (list-grid.tsx), its header menus (header-menu.tsx), the row
// menu (row-menu.tsx), the toolbar (table-toolbar.tsx, view-menu.tsx, export-button.tsx) and the pager
// (list-pager.tsx). This one lays them out and holds the state they share.

export type { FacetFilter, FacetOption } from '@logistics/shared/ui/faceted-filter';
export type { RowActions } from '@logistics/shared/ui/row-menu';
export type { DataTableColumn } from '@logistics/shared/ui/table-column';
export { NO_RESULTS, tableTexts } from '@logistics/shared/ui/table-texts';

export interface DataTableProps<T> extends TableState, Partial<TableFilterState> {
  title: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  /** Rows matching the search and filters on the server, over all pages; undefined until the server has answered. */
  total: number | undefined;
  loading?: boolean;
  getRowId: (row: T) => string;
  /** What a person knows a row by (its name, else its key), where the selection names it; its id without it. */
  getRowName?: (row: T) => string;
  /** The searched field's label, for the placeholder 'Filter {label}s...'. */
  searchLabel: string;
  /** Shows the Create button when given (the page asks `can(role, resource, 'create')`). */
  onCreate?: () => void;
  createLabel?: string;
  actions?: RowActions<T>;
  onRowClick?: (row: T) => void;
  /**
   * The dropdown filters (faceted multi-selects) shown in the toolbar; the chosen values are `filterValues` and
   * changes go to `onFilterChange` (both from `useListState().table`). Hidden under 768 px.
   */
  filters?: readonly FacetFilter[];
  /** The list answer's facets: facets[field][value] = how many rows match with that option. */
  facets?: Facets;
  /**
   * Shows the date-range filter (two months, 'Pick a date', 'MMM DD, YYYY') over `from`/`to`, changed through
   * `onDateRangeChange`. Hidden under 768 px. Pair it with `useListState({ withDateRange: true })`, whose range
   * starts at 1 January of this year to today.
   */
  dateRange?: boolean;
  /** Extra toolbar controls beside the search box. */
  toolbar?: ReactNode;
  /**
   * Shows Export (CSV or XLSX of the whole list as it is shown now: its query, the visible columns in their
   * order); the file is made by the server within the caller's rights and streamed to disk by the browser.
   */
  exportTarget?: ExportTarget;
  /** Buttons beside Export (a master-data list's Import, for the roles that may create). */
  listActions?: ReactNode;
  /**
   * The last read failed: said above the table with a Retry. Without rows kept (`rowsKept`), the table is not
   * drawn at all: "No results." is said only when the server answered with no rows.
   */
  failure?: TableFailure;
  /** How many rows match everything but the date range and fall outside it (the list answer's `outsideRange`). */
  outsideRange?: number;
  /** The list's rows in words, for what the date range hides ('3 older sales match'). */
  things?: Pick<ResourceLabel, 'singular' | 'plural'>;
}

/** A failed read of the list (resource-list-page fills it from the query). */
export interface TableFailure {
  message: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  /** The rows shown are the last ones the server sent (a later read failed). */
  rowsKept: boolean;
}

/**
 * A titled list with server-side paging: the grid shows one page; search, sort and page changes go to the
 * server through the callbacks, and so do the faceted filters (`filters`, counts from `facets`), the date range
 * (`dateRange`) and Reset filters. Spread `useListState().table` into it for all the state and callbacks.
 */
export function DataTable<T>({
  title,
  columns,
  rows,
  total: answeredTotal,
  loading = false,
  getRowId,
  getRowName = getRowId,
  searchLabel,
  onCreate,
  createLabel = tableTexts.create,
  actions,
  onRowClick,
  toolbar,
  filters,
  facets,
  dateRange = false,
  page,
  pageSize,
  search,
  sort,
  onPageChange,
  onPageSizeChange,
  onSearchChange,
  onSortChange,
  filterValues,
  onFilterChange,
  from,
  to,
  onDateRangeChange,
  onResetFilters,
  exportTarget,
  listActions,
  preferencesKey,
  failure,
  outsideRange,
  things = { singular: 'row', plural: 'rows' },
}: DataTableProps<T>) {
  const isMobile = useIsMobile();
  // Hidden columns and dragged widths, remembered per user and list (column-preferences.tsx).
  const columnPreferences = useColumnPreferences(
    preferencesKey,
    useMemo(
      () => columns.filter((column) => column.initiallyHidden).map((column) => column.field),
      [columns],
    ),
  );
  const { hidden } = columnPreferences;
  const shownColumns = columns.filter((column) => !hidden.has(column.field)).map((column) => column.field);
  // The page's checked rows; the selection itself spans pages (selection.tsx) while the query stays the same.
  const [selected, setSelected] = useState(0);
  const selection = useSelection<T>(
    JSON.stringify([search, filterValues ?? {}, from ?? '', to ?? '']),
    getRowName,
  );

  const total = answeredTotal ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  // Past the last page (rows deleted meanwhile, an old link): back to the last one. Not before there is a
  // count: a page opened from its URL keeps its page while the list is still being asked for.
  useEffect(() => {
    if (!loading && total > 0 && page > pageCount) onPageChange(pageCount, 'replace');
  }, [loading, total, page, pageCount, onPageChange]);

  // Rows the range hides: 'older' while it runs to today (the default), else 'outside these dates'.
  const hiddenByRange = dateRange && onDateRangeChange && (from || to) && outsideRange ? outsideRange : 0;
  const older = Boolean(from) && (!to || to >= defaultDateRange().to);
  const unanswered = Boolean(failure && !failure.rowsKept);

  return (
    <Flex vertical gap="middle" className="logistics-data-table">
      <Flex justify="space-between" align="center" gap="middle" wrap>
        <PageTitle>{title}</PageTitle>
        {onCreate ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
            {createLabel}
          </Button>
        ) : null}
      </Flex>
      <TableToolbar
        {...{ columns, columnPreferences, isMobile, search, onSearchChange, searchLabel, filters, facets }}
        {...{ filterValues, onFilterChange, dateRange, from, to, onDateRangeChange, onResetFilters }}
        {...{ toolbar, exportTarget, listActions }}
      />
      {failure ? (
        <LoadFailed
          message={failure.message}
          error={failure.error}
          onRetry={failure.onRetry}
          retrying={failure.retrying}
          note={failure.rowsKept ? loadTexts.rowsKept : undefined}
        />
      ) : null}
      {hiddenByRange && onDateRangeChange ? (
        <HiddenByRange
          count={hiddenByRange}
          things={things}
          older={older}
          onShowAll={() => onDateRangeChange(undefined, undefined)}
        />
      ) : null}
      {/* Nothing read yet and the read failed: no grid, whose empty state would say "No results.". */}
      {unanswered ? null : (
        <>
          <SelectionBar
            selection={selection}
            total={total}
            pageRows={rows.length}
            pageSelected={
              isMobile ? rows.filter((row) => isSelected(selection.state, getRowId(row))).length : selected
            }
            target={exportTarget}
            columns={shownColumns}
          />
          {/* A phone shows the rows as cards (card-list.tsx): a table's columns would not fit. */}
          {isMobile ? (
            <CardList<T>
              {...{ columns, rows, loading, getRowId, actions, onRowClick, selection }}
              emptyText={NO_RESULTS}
            />
          ) : (
            <ListGrid<T>
              {...{ columns, rows, total, loading, getRowId, actions, onRowClick, sort, onSortChange }}
              {...{ columnPreferences, selection }}
              offset={(Math.min(page, pageCount) - 1) * pageSize}
              onPageSelected={setSelected}
            />
          )}
          <ListPager
            page={page}
            pageCount={pageCount}
            pageSize={pageSize}
            total={answeredTotal}
            selectedCount={selection.count(total)}
            onPageChange={onPageChange}
            onPageSizeChange={onPageSizeChange}
          />
        </>
      )}
    </Flex>
  );
}
