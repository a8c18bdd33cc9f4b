import {
  ClientSideRowModelModule,
  LocaleModule,
  ModuleRegistry,
  RowApiModule,
  RowSelectionModule,
  TooltipModule,
  ValidationModule,
  type ColDef,
  type ColumnResizedEvent,
  type GetRowIdParams,
  type GridApi,
  type GridReadyEvent,
  type RowDataUpdatedEvent,
  type SelectionChangedEvent,
} from 'ag-grid-community';
import { AgGridReact, type CustomCellRendererProps } from 'ag-grid-react';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { TOOLTIP } from '@logistics/shared/contracts/format';
import { columnText } from '@logistics/shared/contracts/list-columns';
import type { useColumnPreferences } from '@logistics/shared/ui/column-preferences';
import { fitColumnsAround, measureText, sizeColumns } from '@logistics/shared/ui/column-sizing';
import { useGridKeyboard } from '@logistics/shared/ui/grid-keyboard';
import { useGridRowCount } from '@logistics/shared/ui/grid-row-count';
import { GridScrollbar } from '@logistics/shared/ui/grid-scrollbar';
import { useGridTheme } from '@logistics/shared/ui/grid-theme';
import { ActionsHeader, ColumnHeader } from '@logistics/shared/ui/header-menu';
import type { SortState } from '@logistics/shared/ui/list-state';
import { hasRowActions, RowActionsCell, type RowActions } from '@logistics/shared/ui/row-menu';
import { applySelection, type Selection } from '@logistics/shared/ui/selection';
import type { DataTableColumn } from '@logistics/shared/ui/table-column';
import { TableContext, type TableContextValue } from '@logistics/shared/ui/table-context';
import { NO_RESULTS, tableTexts } from '@logistics/shared/ui/table-texts';

// Only the grid features the table uses (sorting, filtering and paging are the server's): a page downloads about
// half of what AllCommunityModule would bring. The validation module names a missing one, outside production.
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  RowSelectionModule,
  LocaleModule,
  TooltipModule,
  // getRowNode: the keyboard's Enter and Space reach a row by its id.
  RowApiModule,
  ...(process.env.NODE_ENV === 'production' ? [] : [ValidationModule]),
]);

const keepOrder = () => 0;

const ACTIONS_COLUMN = '__actions';
const ACTIONS_WIDTH = 48;
const SELECTION_WIDTH = 40;

/** A cell's text, as shown and as its tooltip says it whole (the export writes the same). */
const cellText = columnText;

/** An element's width, kept current as it resizes (0 until it is drawn). */
function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

export interface ListGridProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  /** Rows matching on the server, over all pages: the grid's row count and indexes are the whole list's. */
  total: number;
  /** The first row's index in the whole list (the page's offset). */
  offset: number;
  loading: boolean;
  getRowId: (row: T) => string;
  actions?: RowActions<T>;
  onRowClick?: (row: T) => void;
  sort: SortState | null;
  onSortChange: (sort: SortState | null) => void;
  /** Hidden columns and dragged widths, remembered per user and list. */
  columnPreferences: ReturnType<typeof useColumnPreferences>;
  selection: Selection<T>;
  /** How many of the page's rows are checked, each time it changes. */
  onPageSelected: (count: number) => void;
}

/** The list's page of rows in ag-grid: sized columns, header menus, the row menu, selection and the keyboard. */
export function ListGrid<T>({
  columns,
  rows,
  total,
  offset,
  loading,
  getRowId,
  actions,
  onRowClick,
  sort,
  onSortChange,
  columnPreferences,
  selection,
  onPageSelected,
}: ListGridProps<T>) {
  const { gridTheme, fonts } = useGridTheme();
  // ag-grid's body viewport, which scrolls sideways under the page's own scrollbar.
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const gridBox = useRef<HTMLDivElement>(null);
  const gridApi = useRef<GridApi<T> | null>(null);
  useGridKeyboard(gridBox, (rowId, key) => {
    const node = gridApi.current?.getRowNode(rowId);
    if (!node) return;
    if (key === ' ') node.setSelected(!node.isSelected());
    else if (node.data !== undefined) onRowClick?.(node.data);
  });
  const { hidden } = columnPreferences;
  const selectionState = useRef(selection.state);
  selectionState.current = selection.state;
  useEffect(() => {
    if (gridApi.current) applySelection(gridApi.current, selection.state);
  }, [selection.state, rows]);
  // The grid's row count and row indexes are the whole list's, not the page's.
  useGridRowCount(gridBox, total, offset);

  const hasActions = hasRowActions(actions);
  const context = useMemo<TableContextValue>(
    () => ({
      sort,
      onSortChange,
      hide: columnPreferences.hide,
      sortable: new Set(columns.filter((column) => column.sortable).map((column) => column.field)),
      hideable: new Set(columns.filter((column) => column.hideable !== false).map((column) => column.field)),
      actions: actions as RowActions<unknown> | undefined,
    }),
    [sort, onSortChange, columns, actions, columnPreferences.hide],
  );

  // Sized to what the page shows (column-sizing.ts): short columns whole, long ones truncated with a tooltip.
  const gridWidth = useElementWidth(gridBox);
  const sizes = useMemo(
    () =>
      sizeColumns(
        columns
          .filter((column) => !hidden.has(column.field))
          .map((column) => ({
            field: column.field,
            header: column.header,
            sortable: Boolean(column.sortable),
            values: rows.map((row) => cellText(column, row)),
            framed: Boolean(column.render),
          })),
        fonts,
        measureText,
      ),
    [columns, rows, fonts, hidden],
  );
  // The data columns share the grid's width less its borders, the selection and the actions column.
  const widths = useMemo(
    () =>
      fitColumnsAround(
        sizes,
        gridWidth - 2 - SELECTION_WIDTH - (hasActions ? ACTIONS_WIDTH : 0),
        columnPreferences.widths,
      ),
    [sizes, gridWidth, hasActions, columnPreferences.widths],
  );

  const columnDefs = useMemo<ColDef[]>(() => {
    const defs: ColDef[] = columns.map((column) => ({
      colId: column.field,
      headerName: column.header,
      valueGetter: ({ data }) => (data === undefined ? undefined : cellText(column, data as T)),
      // The whole value, shown only where the cell cuts it short.
      tooltip: ({ data }) => (data === undefined ? undefined : cellText(column, data as T)),
      cellRenderer: column.render
        ? ({ data }: CustomCellRendererProps) => (data === undefined ? null : column.render?.(data as T))
        : undefined,
      headerComponent: ColumnHeader,
      wrapHeaderText: true,
      autoHeaderHeight: true,
      hide: hidden.has(column.field),
      width: widths.get(column.field) ?? sizes.get(column.field)?.minWidth,
      minWidth: sizes.get(column.field)?.minWidth,
      // The server sorts. The grid is told which column is sorted only so that its header cell says so
      // (aria-sort); its own sort keeps the server's order.
      sortable: Boolean(column.sortable),
      sort: sort?.field === column.field ? sort.order : null,
      comparator: keepOrder,
      suppressMovable: true,
    }));
    if (hasActions) {
      defs.push({
        colId: ACTIONS_COLUMN,
        headerName: tableTexts.actions,
        headerComponent: ActionsHeader,
        cellRenderer: RowActionsCell,
        // Always in view at the right edge, however far the other columns scroll.
        pinned: 'right',
        lockPinned: true,
        width: ACTIONS_WIDTH,
        minWidth: ACTIONS_WIDTH,
        maxWidth: ACTIONS_WIDTH,
        sortable: false,
        resizable: false,
        suppressMovable: true,
      });
    }
    return defs;
  }, [columns, hidden, hasActions, sizes, widths, sort]);

  return (
    <TableContext.Provider value={context}>
      <div className="logistics-grid" ref={gridBox} style={{ width: '100%' }}>
        <AgGridReact<T>
          theme={gridTheme}
          rowData={rows as T[]}
          columnDefs={columnDefs}
          getRowId={({ data }: GetRowIdParams<T>) => getRowId(data)}
          domLayout="autoHeight"
          loading={loading}
          localeText={{ noRowsToShow: NO_RESULTS }}
          rowSelection={{
            mode: 'multiRow',
            checkboxes: true,
            headerCheckbox: true,
            enableClickSelection: false,
          }}
          // In ag-grid 36 a pinned column's cells stay inside their row's element (a sticky part of it), so a
          // test or a screen reader still finds a row's menu inside that row.
          selectionColumnDef={{
            width: SELECTION_WIDTH,
            minWidth: SELECTION_WIDTH,
            maxWidth: SELECTION_WIDTH,
            resizable: false,
            suppressMovable: true,
          }}
          onSelectionChanged={(event: SelectionChangedEvent<T>) => {
            onPageSelected(event.api.getSelectedRows().length);
            // New rows uncheck what left the page; that is not the user unselecting it.
            if (event.source !== 'rowDataChanged' && event.source !== 'gridInitializing')
              selection.syncPage(event.api);
          }}
          // New rows (another page, a live update): checked as the selection says, by row id.
          onRowDataUpdated={(event: RowDataUpdatedEvent<T>) => {
            applySelection(event.api, selectionState.current);
            onPageSelected(event.api.getSelectedRows().length);
          }}
          onRowClicked={
            onRowClick
              ? ({ data, event }) => {
                  // ag-grid's row listener runs before React's: a click on the row's actions menu (or its
                  // selection box) stops here instead of also opening the row.
                  const target = event?.target;
                  if (
                    target instanceof Element &&
                    target.closest(`[col-id="${ACTIONS_COLUMN}"], .ag-selection-checkbox`)
                  )
                    return;
                  if (data !== undefined) onRowClick(data);
                }
              : undefined
          }
          // The keyboard walks the list as it does the rest of the page (grid-keyboard.tsx): the grid keeps no
          // cell or header focus of its own.
          suppressCellFocus
          suppressHeaderFocus
          // A list has a handful of columns: render them all, so each row holds its actions menu at any width.
          suppressColumnVirtualisation
          animateRows={false}
          // The grid's own horizontal scrollbar is native, and hidden where scrollbars overlay (macOS,
          // headless browsers), where it also covered the last row: GridScrollbar below draws a visible one.
          suppressHorizontalScroll
          tooltipShowMode="whenTruncated"
          tooltipShowDelay={TOOLTIP.delayDuration}
          tooltipSwitchShowDelay={TOOLTIP.skipDelayDuration}
          // A width the user drags is kept (and remembered); the other columns share what is left.
          onColumnResized={(event: ColumnResizedEvent<T>) => {
            if (!event.finished || event.source !== 'uiColumnResized' || !event.columns) return;
            columnPreferences.setWidths(
              event.columns
                .filter((column) => column.getColId() !== ACTIONS_COLUMN && column.isResizable())
                .map((column) => [column.getColId(), column.getActualWidth()] as const),
            );
          }}
          onGridReady={(event: GridReadyEvent<T>) => {
            gridApi.current = event.api;
            setViewport(gridBox.current?.querySelector<HTMLElement>('.ag-grid-viewport') ?? null);
          }}
        />
      </div>
      <GridScrollbar viewport={viewport} label={tableTexts.scrollSideways} />
    </TableContext.Provider>
  );
}
