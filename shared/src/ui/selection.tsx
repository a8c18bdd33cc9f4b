import { DownOutlined } from '@logistics/shared/ui/icons';
import { Alert, Button, Flex, Typography, type MenuProps } from '@logistics/shared/ui/antd';
import type { GridApi, IRowNode } from 'ag-grid-community';
import { useCallback, useMemo, useRef, useState } from 'react';
import { EXPORT_IDS_MAX, type BlockedRow } from '@logistics/shared/contracts/bulk';
import type { ExportFormat } from '@logistics/shared/contracts/exports';
import { bulkTexts, exportTexts, resourceLabels } from '@logistics/shared/contracts/messages';
import { can } from '@logistics/shared/contracts/permissions';
import { orderStatuses, statusLabel, type OrderStatus } from '@logistics/shared/contracts/statuses';
import { blockedRowsOf, useBulkAction, type BulkAction, type BulkTarget } from '@logistics/shared/api/bulk';
import { downloadExport, type ExportTarget } from '@logistics/shared/api/export';
import { ConfirmDeleteDialog } from '@logistics/shared/ui/confirm-delete-dialog';
import { MenuDropdown } from '@logistics/shared/ui/menu-dropdown';
import { useRole } from '@logistics/shared/ui/role';
import { toasts } from '@logistics/shared/ui/toasts';

/** A selected row as it was shown: its version, and what the person knows it by (its name or key). */
export interface SelectedRow {
  version: number;
  name: string;
}

/**
 * A list's selection kept across its pages (by row id, with the version and the name each row had when it
 * was shown), or "all N matching"; it lasts while the search, filters and date range stay the same.
 */
export interface SelectionState {
  /** Selected rows by id. */
  rows: ReadonlyMap<string, SelectedRow>;
  /** Every row matching the list's query, whatever page it is on. */
  allMatching: boolean;
}

/** A row of the page shown, as checked or not. */
export interface PageRow {
  id: string;
  version: number;
  name: string;
  selected: boolean;
}

const EMPTY: SelectionState = { rows: new Map(), allMatching: false };

/** A row's version as the list showed it (every row carries one: contracts' rowMeta). */
export function versionOf(row: unknown): number {
  const version = (row as { version?: unknown } | null)?.version;
  return typeof version === 'number' ? version : 1;
}

/**
 * `nameOf` names a shown row as the person knows it: a refusal of a row the server can no longer show (deleted
 * meanwhile) can only say its id, and the selection says the name it was selected by instead.
 */
export function useSelection<T>(scopeKey: string, nameOf: (row: T) => string) {
  const [state, setState] = useState<SelectionState>(EMPTY);
  const names = useRef(nameOf);
  names.current = nameOf;
  const [scope, setScope] = useState(scopeKey);
  // Another search, filter or date range: another list, so nothing stays selected.
  if (scope !== scopeKey) {
    setScope(scopeKey);
    setState(EMPTY);
  }

  /** The page's rows as now checked (on the cards of a phone): they join or leave the selection. */
  const syncRows = useCallback((page: readonly PageRow[]) => {
    setState((previous) => {
      if (previous.allMatching) {
        if (page.every((row) => row.selected)) return previous;
        // A row left "all matching": what stays selected is this page's checked rows.
        return {
          rows: new Map(
            page
              .filter((row) => row.selected)
              .map((row) => [row.id, { version: row.version, name: row.name }]),
          ),
          allMatching: false,
        };
      }
      let changed = false;
      const next = new Map(previous.rows);
      for (const row of page) {
        if (row.selected && next.get(row.id)?.version !== row.version) {
          next.set(row.id, { version: row.version, name: row.name });
          changed = true;
        } else if (!row.selected && next.has(row.id)) {
          next.delete(row.id);
          changed = true;
        }
      }
      return changed ? { rows: next, allMatching: false } : previous;
    });
  }, []);

  /** The page's checkboxes as the grid holds them now: its rows join or leave the selection. */
  const syncPage = useCallback(
    (api: GridApi<T>) => {
      const page: PageRow[] = [];
      api.forEachNode((node) => {
        if (node.id !== undefined)
          page.push({
            id: node.id,
            version: versionOf(node.data),
            name: node.data === undefined ? node.id : names.current(node.data),
            selected: node.isSelected() === true,
          });
      });
      syncRows(page);
    },
    [syncRows],
  );

  return useMemo(
    () => ({
      state,
      syncPage,
      syncRows,
      count: (total: number) => (state.allMatching ? total : state.rows.size),
      /** A shown row as the person knows it. */
      nameOf: (row: T) => names.current(row),
      /** Rows that can no longer be acted on (the server found none such) leave the selection. */
      drop: (ids: readonly string[]) =>
        setState((previous) => {
          const rows = new Map(previous.rows);
          for (const id of ids) rows.delete(id);
          return rows.size === previous.rows.size ? previous : { ...previous, rows };
        }),
      selectAllMatching: () => setState({ rows: new Map(), allMatching: true }),
      clear: () => setState(EMPTY),
    }),
    [state, syncPage, syncRows],
  );
}

export type Selection<T = unknown> = ReturnType<typeof useSelection<T>>;

/** Is the row of this id in the selection? */
export function isSelected(state: SelectionState, id: string): boolean {
  return state.allMatching || state.rows.has(id);
}

/** Checks the page's rows that are in the selection and unchecks the others (rows shown on another page). */
export function applySelection<T>(api: GridApi<T>, state: SelectionState): void {
  const on: IRowNode<T>[] = [];
  const off: IRowNode<T>[] = [];
  api.forEachNode((node) => {
    const wanted = node.id !== undefined && isSelected(state, node.id);
    if (wanted !== (node.isSelected() === true)) (wanted ? on : off).push(node);
  });
  if (on.length) api.setNodesSelected({ nodes: on, newValue: true });
  if (off.length) api.setNodesSelected({ nodes: off, newValue: false });
}

interface SelectionBarProps<T> {
  selection: Selection<T>;
  total: number;
  /** The rows on this page, and how many of them are selected. */
  pageRows: number;
  pageSelected: number;
  /** The list's resource and query: with it, the bar holds the Bulk actions. */
  target?: ExportTarget | undefined;
  /** The visible columns in their order, as Export selected writes them. */
  columns: readonly string[];
}

/**
 * Above the grid while rows are selected: '3 selected · Clear selection', on a fully selected page 'All 5 rows on
 * this page are selected. Select all 23 matching', and the Bulk actions.
 */
export function SelectionBar<T>({
  selection,
  total,
  pageRows,
  pageSelected,
  target,
  columns,
}: SelectionBarProps<T>) {
  const count = selection.count(total);
  if (count === 0) return null;
  const { allMatching } = selection.state;
  return (
    <Flex gap="small" align="center" wrap className="logistics-selection-bar">
      <Typography.Text strong>{bulkTexts.selectedCount(count)}</Typography.Text>
      <Typography.Text type="secondary">·</Typography.Text>
      <Button type="link" size="small" onClick={selection.clear} style={{ paddingInline: 0 }}>
        {bulkTexts.clearSelection}
      </Button>
      {allMatching ? (
        <Typography.Text>{bulkTexts.allMatchingSelected(total)}</Typography.Text>
      ) : pageRows > 0 && pageSelected === pageRows && total > pageRows ? (
        <>
          <Typography.Text>{bulkTexts.pageAllSelected(pageRows)}</Typography.Text>
          <Button type="link" size="small" onClick={selection.selectAllMatching} style={{ paddingInline: 0 }}>
            {bulkTexts.selectAllMatching(total)}
          </Button>
        </>
      ) : null}
      {target ? <BulkActions target={target} selection={selection} total={total} columns={columns} /> : null}
    </Flex>
  );
}

interface BulkActionsProps<T> {
  target: ExportTarget;
  selection: Selection<T>;
  total: number;
  /** The visible columns in their order, as the export writes them. */
  columns: readonly string[];
}

type Pending = { action: 'delete' } | { action: 'status'; status: OrderStatus };

/**
 * The toolbar's Bulk actions while rows are selected: Delete selected (roles that may delete the resource), Set
 * status (sales, roles that may change one), Export selected (CSV, XLSX). A change asks once, naming how many
 * rows and which kind; a refusal changes nothing and its rows are named under the toolbar.
 */
function BulkActions<T>({ target, selection, total, columns }: BulkActionsProps<T>) {
  const role = useRole();
  const { resource } = target;
  const kind = resourceLabels[resource];
  const run = useBulkAction(resource);
  const [pending, setPending] = useState<Pending | null>(null);
  const [blocked, setBlocked] = useState<{
    message: string;
    rows: readonly BlockedRow[];
    /** How many of them left the selection. */
    deselected: number;
  } | null>(null);
  const count = selection.count(total);
  const mayDelete = can(role, resource, 'delete');
  const maySetStatus = resource === 'sales' && can(role, 'sales', 'edit');

  const bulkTarget = (): BulkTarget =>
    selection.state.allMatching
      ? { kind: 'all-matching', params: target.params, expected: total }
      : { kind: 'ids', rows: [...selection.state.rows].map(([id, { version }]) => ({ id, version })) };

  const confirm = async () => {
    if (!pending) return;
    const action: BulkAction = pending;
    try {
      const answer = await run.mutateAsync({ target: bulkTarget(), action });
      // Every row was already as asked: nothing changed, which is no success to announce.
      if (answer.count > 0) toasts.success(answer.message);
      else toasts.info(answer.message);
      setBlocked(null);
      selection.clear();
    } catch (error) {
      // A row the server could not find is named by its id: it is said by the name it was selected by, and it
      // leaves the selection, which then counts only rows that can still be acted on.
      const selected = selection.state.rows;
      const rows = blockedRowsOf(error).map((row) =>
        row.name === row.id ? { ...row, name: selected.get(row.id)?.name ?? row.name } : row,
      );
      const gone = rows.filter((row) => row.reason === bulkTexts.notFoundOrOutOfScope).map((row) => row.id);
      selection.drop(gone);
      if (rows.length > 0) setBlocked({ message: (error as Error).message, rows, deselected: gone.length });
      else toasts.error(error);
    } finally {
      setPending(null);
    }
  };

  const exportSelected = async (format: ExportFormat) => {
    const ids = selection.state.allMatching ? undefined : [...selection.state.rows.keys()];
    if (ids && ids.length > EXPORT_IDS_MAX) {
      toasts.error(bulkTexts.exportTooMany(EXPORT_IDS_MAX));
      return;
    }
    try {
      if (await downloadExport(target, format, columns, ids)) toasts.info(exportTexts.started);
      else toasts.error(exportTexts.failed(kind.plural));
    } catch (error) {
      toasts.error(error);
    }
  };

  const items: NonNullable<MenuProps['items']> = [];
  if (mayDelete) items.push({ key: 'delete', label: bulkTexts.deleteSelected, danger: true });
  if (maySetStatus)
    items.push({
      key: 'status',
      label: bulkTexts.setStatus,
      children: orderStatuses.map((status) => ({ key: `status:${status}`, label: statusLabel(status) })),
    });
  items.push(
    { key: 'export:csv', label: bulkTexts.exportSelected(exportTexts.csv) },
    { key: 'export:xlsx', label: bulkTexts.exportSelected(exportTexts.xlsx) },
  );
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'delete') setPending({ action: 'delete' });
    else if (key.startsWith('status:')) setPending({ action: 'status', status: key.slice(7) as OrderStatus });
    else if (key.startsWith('export:')) void exportSelected(key.slice(7) as ExportFormat);
  };

  return (
    <>
      <MenuDropdown menu={{ items, onClick }} placement="bottomLeft">
        <Button size="small" style={{ flex: 'none', marginInlineStart: 8 }}>
          {bulkTexts.menu} <DownOutlined />
        </Button>
      </MenuDropdown>
      <ConfirmDeleteDialog
        open={pending !== null}
        title={pending?.action === 'status' ? bulkTexts.statusTitle : bulkTexts.deleteTitle}
        message={
          pending?.action === 'status'
            ? bulkTexts.statusQuestion(count, statusLabel(pending.status))
            : bulkTexts.deleteQuestion(count, kind)
        }
        loading={run.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      {blocked ? <BlockedAlert {...blocked} onClose={() => setBlocked(null)} /> : null}
    </>
  );
}

/** A refused bulk action: nothing changed, and each blocking row with its reason. */
function BlockedAlert({
  message,
  rows,
  deselected,
  onClose,
}: {
  message: string;
  rows: readonly BlockedRow[];
  deselected: number;
  onClose: () => void;
}) {
  return (
    <Alert
      type="error"
      showIcon
      closable={{ onClose }}
      role="alert"
      className="logistics-bulk-refusal"
      title={message}
      description={
        <>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {rows.map((row) => (
              <li key={row.id}>{bulkTexts.blockedRow(row.name, row.reason)}</li>
            ))}
          </ul>
          {deselected > 0 ? bulkTexts.deselected(deselected) : null}
        </>
      }
      style={{ flexBasis: '100%' }}
    />
  );
}
