import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DownloadOutlined,
  EyeInvisibleOutlined,
  FilterOutlined,
  PlusOutlined,
  ReloadOutlined,
  SettingOutlined,
  SwapOutlined,
} from '@logistics/shared/ui/icons';
import {
  ClientSideRowModelModule,
  LocaleModule,
  ModuleRegistry,
  RowApiModule,
  RowSelectionModule,
  TooltipModule,
  ValidationModule,
  colorSchemeDark,
  colorSchemeLight,
  createPart,
  themeQuartz,
  type ColDef,
  type GetRowIdParams,
  type GridApi,
  type ColumnResizedEvent,
  type GridReadyEvent,
  type RowDataUpdatedEvent,
  type SelectionChangedEvent,
} from 'ag-grid-community';
import { MenuDropdown } from '@logistics/shared/ui/menu-dropdown';
import { AgGridReact, type CustomCellRendererProps, type CustomHeaderProps } from 'ag-grid-react';
import {
  Button,
  Checkbox,
  Drawer,
  Flex,
  Input,
  Typography,
  theme,
  type MenuProps,
} from '@logistics/shared/ui/antd';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { defaultDateRange, FILTER_DEBOUNCE_MS, TOOLTIP } from '@logistics/shared/contracts/format';
import { ACTIONS_COLUMN_LABEL, loadTexts, type ResourceLabel } from '@logistics/shared/contracts/messages';
import { LoadFailed } from '@logistics/shared/ui/load-failed';
import { VisuallyHidden } from '@logistics/shared/ui/visually-hidden';
import type { Facets } from '@logistics/shared/contracts/lists';
import { columnText, type ListColumn } from '@logistics/shared/contracts/list-columns';
import type { ExportFormat, ExportValues } from '@logistics/shared/contracts/exports';
import { exportTexts, resourceLabels } from '@logistics/shared/contracts/messages';
import { downloadExport, type ExportTarget } from '@logistics/shared/api/export';
import { ExportProgress } from '@logistics/shared/ui/export-progress';
import { DateRangeFilter } from '@logistics/shared/ui/date-range-filter';
import { CELL_PADDING, fitColumnsAround, measureText, sizeColumns } from '@logistics/shared/ui/column-sizing';
import { useColumnPreferences } from '@logistics/shared/ui/column-preferences';
import { FacetedFilter, type FacetFilter } from '@logistics/shared/ui/faceted-filter';
import { useGridKeyboard } from '@logistics/shared/ui/grid-keyboard';
import { useGridRowCount } from '@logistics/shared/ui/grid-row-count';
import { GridScrollbar } from '@logistics/shared/ui/grid-scrollbar';
import { PageTitle } from '@logistics/shared/ui/page-title';
import type { SortState, TableFilterState, TableState } from '@logistics/shared/ui/list-state';
import { useResolvedTheme } from '@logistics/shared/ui/theme';
import { toasts } from '@logistics/shared/ui/toasts';
import { useIsMobile } from '@logistics/shared/ui/use-mobile';
import { SelectionBar, applySelection, isSelected, useSelection } from '@logistics/shared/ui/selection';
import { CardList } from '@logistics/shared/ui/card-list';
import { ListPager, pagerTexts } from '@logistics/shared/ui/list-pager';
import { RowMenu, hasRowActions, rowMenuTexts, type RowActions } from '@logistics/shared/ui/row-menu';

export type { FacetFilter, FacetOption } from '@logistics/shared/ui/faceted-filter';
export type { RowActions } from '@logistics/shared/ui/row-menu';

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

export const NO_RESULTS = 'No results.';

export const tableTexts = {
  noResults: NO_RESULTS,
  searchPlaceholder: (label: string) => `Filter ${label}s...`,
  ...pagerTexts,
  ...rowMenuTexts,
  asc: 'Asc',
  desc: 'Desc',
  hide: 'Hide',
  view: 'View',
  toggleColumns: 'Toggle columns',
  resetColumns: 'Reset columns',
  scrollSideways: 'Scroll the table sideways',
  create: 'Create',
  resetFilters: 'Reset filters',
  actions: ACTIONS_COLUMN_LABEL,
} as const;

/** A list's column (contracts' ListColumn: key, header, cell text) and, where text is not enough, a richer cell. */
export interface DataTableColumn<T> extends ListColumn<T> {
  /** A richer cell than text. */
  render?: (row: T) => ReactNode;
}

export interface DataTableProps<T> extends TableState, Partial<TableFilterState> {
  title: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  /** Rows matching the search and filters on the server, over all pages. */
  total: number;
  loading?: boolean;
  getRowId: (row: T) => string;
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
  onRetry: () => void;
  retrying: boolean;
  /** The rows shown are the last ones the server sent (a later read failed). */
  rowsKept: boolean;
}

/** 'show all dates' under the toolbar when the date range hides rows that match the rest. */
function HiddenByRange({
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

/** The Export menu: a CSV a spreadsheet computes with, a CSV as the screen shows it, an XLSX. */
const EXPORT_CHOICES: Record<string, { format: ExportFormat; values?: ExportValues; label: string }> = {
  csv: { format: 'csv', label: exportTexts.csv },
  'csv-shown': { format: 'csv', values: 'shown', label: exportTexts.csvShown },
  xlsx: { format: 'xlsx', label: exportTexts.xlsx },
};

/** Export: CSV or XLSX of what the list shows; it waits while the download link is made. */
function ExportButton({ target, columns }: { target: ExportTarget; columns: readonly string[] }) {
  const [preparing, setPreparing] = useState(false);
  const start = async (choice: string) => {
    const { format, values } = EXPORT_CHOICES[choice] ?? EXPORT_CHOICES.csv!;
    setPreparing(true);
    try {
      // 'Preparing…' until the server starts sending; from then on the browser's download bar shows the bytes.
      if (await downloadExport(target, format, columns, undefined, values)) toasts.info(exportTexts.started);
      else toasts.error(exportTexts.failed(resourceLabels[target.resource].plural));
    } catch (error) {
      toasts.error(error);
    } finally {
      setPreparing(false);
    }
  };
  return (
    <MenuDropdown
      placement="bottomRight"
      disabled={preparing}
      menu={{
        items: Object.entries(EXPORT_CHOICES).map(([key, choice]) => ({ key, label: choice.label })),
        onClick: ({ key }) => void start(key),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={preparing} style={{ flex: 'none' }}>
        {preparing ? exportTexts.preparing : exportTexts.button}
      </Button>
    </MenuDropdown>
  );
}

interface TableContextValue {
  sort: SortState | null;
  onSortChange: (sort: SortState | null) => void;
  hide: (field: string) => void;
  sortable: ReadonlySet<string>;
  hideable: ReadonlySet<string>;
  actions?: RowActions<unknown>;
}

const TableContext = createContext<TableContextValue | null>(null);

function useTableContext(): TableContextValue {
  const context = useContext(TableContext);
  if (!context) throw new Error('Table cells render inside a DataTable.');
  return context;
}

/** The header: the column's name and, where it makes sense, a menu with Asc, Desc and Hide. */
function ColumnHeader(props: CustomHeaderProps) {
  const { sort, onSortChange, hide, sortable, hideable } = useTableContext();
  const field = props.column.getColId();
  const canSort = sortable.has(field);
  const canHide = hideable.has(field);
  const current = sort?.field === field ? sort.order : null;
  const trigger = useRef<HTMLButtonElement>(null);
  if (!canSort && !canHide)
    return (
      <span className="logistics-column-title" style={{ fontWeight: 600 }}>
        {props.displayName}
      </span>
    );
  const items: MenuProps['items'] = [
    ...(canSort
      ? [
          { key: 'asc', label: tableTexts.asc, icon: <ArrowUpOutlined /> },
          { key: 'desc', label: tableTexts.desc, icon: <ArrowDownOutlined /> },
        ]
      : []),
    ...(canSort && canHide ? [{ type: 'divider' as const }] : []),
    ...(canHide ? [{ key: 'hide', label: tableTexts.hide, icon: <EyeInvisibleOutlined /> }] : []),
  ];
  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    // Chosen with Enter: its default action would otherwise click the button given the focus below, opening
    // the menu again.
    if (domEvent.type === 'keydown') domEvent.preventDefault();
    const header = trigger.current?.closest('.ag-header');
    if (key === 'hide') hide(field);
    else onSortChange({ field, order: key as SortState['order'] });
    // The menu closes: the focus goes back to the column's button (a hidden column's, to the header's first),
    // instead of to the top of the page.
    trigger.current?.focus();
    requestAnimationFrame(() => {
      if (header?.contains(document.activeElement)) return;
      (
        header?.querySelector<HTMLElement>(`[col-id="${field}"] button`) ??
        header?.querySelector<HTMLElement>('button')
      )?.focus();
    });
  };
  const icon =
    current === 'asc' ? (
      <ArrowUpOutlined />
    ) : current === 'desc' ? (
      <ArrowDownOutlined />
    ) : (
      <SwapOutlined rotate={90} />
    );
  return (
    <MenuDropdown menu={{ items, onClick, selectable: true, selectedKeys: current ? [current] : [] }}>
      <Button
        ref={trigger}
        type="text"
        size="small"
        // A long title wraps onto a second line (the header grows) instead of widening its column.
        style={{
          marginInlineStart: -4,
          paddingInline: 4,
          fontWeight: 600,
          height: 'auto',
          minHeight: 24,
          whiteSpace: 'normal',
          textAlign: 'start',
          gap: 4,
        }}
      >
        {props.displayName}
        {canSort ? icon : null}
      </Button>
    </MenuDropdown>
  );
}

/** The actions column shows no title (it is one icon wide) but has one for screen readers. */
function ActionsHeader() {
  return <VisuallyHidden>{tableTexts.actions}</VisuallyHidden>;
}

function RowActionsCell(props: CustomCellRendererProps) {
  const { actions } = useTableContext();
  const row: unknown = props.data;
  return actions && row !== undefined ? <RowMenu actions={actions} row={row} /> : null;
}

const keepOrder = () => 0;

const ACTIONS_COLUMN = '__actions';
/** The View menu's item that shows every column again at its fitted width. */
const RESET_COLUMNS = '__reset-columns';
const ACTIONS_WIDTH = 48;
const SELECTION_WIDTH = 40;

/** A row the keyboard is on shows it (the table walks rows, not cells: grid-keyboard.tsx). */
const rowFocus = createPart({
  feature: 'logisticsRowFocus',
  css: '.ag-row:focus-visible { outline: 2px solid var(--ag-accent-color); outline-offset: -2px; }',
});

/** The app's antd colours in ag-grid's Quartz theme, light or dark like the rest of the page. */
function useGridTheme() {
  const resolved = useResolvedTheme();
  const { token } = theme.useToken();
  const gridTheme = useMemo(
    () =>
      themeQuartz
        .withPart(resolved === 'dark' ? colorSchemeDark : colorSchemeLight)
        .withPart(rowFocus)
        .withParams({
          accentColor: token.colorPrimary,
          backgroundColor: token.colorBgContainer,
          foregroundColor: token.colorText,
          borderColor: token.colorBorderSecondary,
          headerBackgroundColor: token.colorFillAlter,
          fontFamily: 'inherit',
          fontSize: token.fontSize,
          wrapperBorderRadius: token.borderRadiusLG,
          cellHorizontalPadding: CELL_PADDING,
          browserColorScheme: resolved,
        }),
    [resolved, token],
  );
  // The fonts the columns are measured in: the page's, regular in the cells and semi-bold in the headers.
  const fonts = useMemo(
    () => ({
      cell: `${token.fontSize}px ${token.fontFamily}`,
      header: `600 ${token.fontSize}px ${token.fontFamily}`,
    }),
    [token.fontSize, token.fontFamily],
  );
  return { gridTheme, fonts };
}

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
 * A titled list with server-side paging: the grid shows one page; search, sort and page changes go to the
 * server through the callbacks, and so do the faceted filters (`filters`, counts from `facets`), the date range
 * (`dateRange`) and Reset filters. Spread `useListState().table` into it for all the state and callbacks.
 */
export function DataTable<T>({
  title,
  columns,
  rows,
  total,
  loading = false,
  getRowId,
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
  const { gridTheme, fonts } = useGridTheme();
  const isMobile = useIsMobile();
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
  // Hidden columns and dragged widths, remembered per user and list (column-preferences.tsx).
  const columnPreferences = useColumnPreferences(
    preferencesKey,
    useMemo(
      () => columns.filter((column) => column.initiallyHidden).map((column) => column.field),
      [columns],
    ),
  );
  const { hidden } = columnPreferences;
  // The page's checked rows; the selection itself spans pages (selection.tsx) while the query stays the same.
  const [selected, setSelected] = useState(0);
  const selection = useSelection(JSON.stringify([search, filterValues ?? {}, from ?? '', to ?? '']));
  const selectionState = useRef(selection.state);
  selectionState.current = selection.state;
  useEffect(() => {
    if (gridApi.current) applySelection(gridApi.current, selection.state);
  }, [selection.state, rows]);

  // The search box answers at once; the server hears of it 300 ms after the last keystroke.
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

  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  // The grid's row count and row indexes are the whole list's, not the page's.
  useGridRowCount(gridBox, total, (Math.min(page, pageCount) - 1) * pageSize);
  // Past the last page (rows deleted meanwhile, an old link): back to the last one. Not before there is a
  // count: a page opened from its URL keeps its page while the list is still being asked for.
  useEffect(() => {
    if (!loading && total > 0 && page > pageCount) onPageChange(pageCount, 'replace');
  }, [loading, total, page, pageCount, onPageChange]);
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
  // Rows the range hides: 'older' while it runs to today (the default), else 'outside these dates'.
  const hiddenByRange = dateRange && onDateRangeChange && (from || to) && outsideRange ? outsideRange : 0;
  const older = Boolean(from) && (!to || to >= defaultDateRange().to);
  const unanswered = Boolean(failure && !failure.rowsKept);

  const hideableColumns = columns.filter((column) => column.hideable !== false);
  const viewMenu: MenuProps = {
    items: [
      { key: 'title', type: 'group', label: tableTexts.toggleColumns },
      ...hideableColumns.map((column) => ({
        key: column.field,
        label: <Checkbox checked={!hidden.has(column.field)}>{column.header}</Checkbox>,
      })),
      ...(columnPreferences.customised
        ? [{ type: 'divider' as const }, { key: RESET_COLUMNS, label: tableTexts.resetColumns }]
        : []),
    ],
    onClick: ({ key }) => {
      if (key === RESET_COLUMNS) columnPreferences.reset();
      else columnPreferences.toggle(key);
    },
  };

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
      {/*
        The search and filters wrap among themselves; View keeps its place at the right of the first line. On a
        phone the list's buttons (Import, Export, View) go below the search, which keeps the whole width.
      */}
      <Flex justify="space-between" align={isMobile ? 'stretch' : 'start'} gap="small" vertical={isMobile}>
        <Flex wrap gap="small" align="center" style={{ flex: '1 1 auto', minWidth: 0 }}>
          <Input
            allowClear
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
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
                setSearchText('');
                lastSent.current = '';
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
          {hideableColumns.length ? (
            <MenuDropdown menu={viewMenu} placement="bottomRight">
              <Button icon={<SettingOutlined />} style={{ flex: 'none' }}>
                {tableTexts.view}
              </Button>
            </MenuDropdown>
          ) : null}
        </Flex>
      </Flex>
      {failure ? (
        <LoadFailed
          message={failure.message}
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
            columns={columns.filter((column) => !hidden.has(column.field)).map((column) => column.field)}
          />
          {/* A phone shows the rows as cards (card-list.tsx): a table's columns would not fit. */}
          {isMobile ? (
            <CardList<T>
              {...{ columns, rows, loading, getRowId, actions, onRowClick, selection }}
              emptyText={NO_RESULTS}
            />
          ) : (
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
                    setSelected(event.api.getSelectedRows().length);
                    // New rows uncheck what left the page; that is not the user unselecting it.
                    if (event.source !== 'rowDataChanged' && event.source !== 'gridInitializing')
                      selection.syncPage(event.api);
                  }}
                  // New rows (another page, a live update): checked as the selection says, by row id.
                  onRowDataUpdated={(event: RowDataUpdatedEvent<T>) => {
                    applySelection(event.api, selectionState.current);
                    setSelected(event.api.getSelectedRows().length);
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
          )}
          <ListPager
            page={page}
            pageCount={pageCount}
            pageSize={pageSize}
            total={total}
            selectedCount={selection.count(total)}
            onPageChange={onPageChange}
            onPageSizeChange={onPageSizeChange}
          />
        </>
      )}
    </Flex>
  );
}
