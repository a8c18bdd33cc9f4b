import { useState, type ReactNode } from 'react';
import { Alert, Button } from '@logistics/shared/ui/antd';
import { liveMessages } from '@logistics/shared/contracts/messages';
import { rowScopedRoles, type Resource } from '@logistics/shared/contracts/permissions';
import { isApiError } from '@logistics/shared/api/http';
import { focusFirstFieldIn } from '@logistics/shared/ui/dialog-focus';
import { useRole } from '@logistics/shared/ui/role';

/** A row an edit dialog saves with its version: the server refuses a save whose version is not the stored one. */
export interface VersionedRow {
  version: number;
}

/**
 * A row's detail query as an edit dialog watches it (react-query's result is one): the row as last read and the
 * error of the last read. The live events read it again whenever anyone saves a row of its resource.
 */
export interface LatestRead<Row> {
  data: Row | undefined;
  error: unknown;
  /** Reads the row again now (a save whose answer was lost asks whether it went through). */
  refetch?: () => unknown;
}

/**
 * Whether the row an edit dialog holds was saved by someone else since it was loaded: its detail query (read
 * again when the live events announce a change of its resource) has a higher `version` than the form's. Quiet
 * while the dialog itself saves: its own save raises the version before the form learns the new one.
 */
export function isChangedUnderneath(
  latestVersion: number | undefined,
  formVersion: number | undefined,
  saving: boolean,
): boolean {
  return !saving && latestVersion !== undefined && formVersion !== undefined && latestVersion > formVersion;
}

/**
 * Whether the row's detail read answered 404: someone deleted it or changed its key (a name, a VIN, a business
 * id). Quiet while the dialog itself saves: its own rename moves the row away from the key it is read by.
 */
export function isGoneUnderneath(error: unknown, saving: boolean): boolean {
  return !saving && isApiError(error) && error.status === 404;
}

const noticeStyle = { marginBottom: 16 };

/**
 * Reload, which loads the row someone else saved: its warning (and the refusal that offers it) go away with it, so
 * the focus moves to the dialog's first field rather than falling to the page behind the dialog.
 */
export function ReloadButton({ onReload }: { onReload: () => void }) {
  return (
    <Button
      size="small"
      onClick={(event) => {
        const dialog = event.currentTarget.closest('[role="dialog"]');
        onReload();
        requestAnimationFrame(() => focusFirstFieldIn(dialog));
      }}
    >
      {liveMessages.reload}
    </Button>
  );
}

/** A warning at the top of an edit dialog about its row, said to screen readers at once. */
function UnderneathAlert({ testId, title, action }: { testId: string; title: string; action?: ReactNode }) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      data-testid={testId}
      style={noticeStyle}
      title={title}
      action={action}
    />
  );
}

/** The warning at the top of an edit dialog whose row changed underneath, with the way to load the saved row. */
export function ChangedUnderneathAlert({ resource, onReload }: { resource: Resource; onReload: () => void }) {
  return (
    <UnderneathAlert
      testId="changed-underneath"
      title={liveMessages.changedUnderneath(resource)}
      action={<ReloadButton onReload={onReload} />}
    />
  );
}

/** The warning at the top of an edit dialog whose row is gone from its key: nothing to reload, a save is refused. */
export function GoneUnderneathAlert({ resource }: { resource: Resource }) {
  const role = useRole();
  const scoped = rowScopedRoles.includes(role);
  return <UnderneathAlert testId="gone-underneath" title={liveMessages.goneUnderneath(resource, scoped)} />;
}

export interface UnderneathOptions<Row extends VersionedRow> {
  resource: Resource;
  open: boolean;
  /**
   * The row the dialog opened with, as its list holds it (the same object from render to render: another one is
   * another row); null when the dialog creates one (nothing to watch).
   */
  row: Row | null;
  /** The row's detail query, read by the key of `row` while the dialog is open. */
  latest: LatestRead<Row> | undefined;
  /** The dialog's own save (or a saved line's call) is under way: what it changes is no one else's change. */
  saving: boolean;
  /** Puts a row's values in the form: Reload loads the saved row with it. */
  load: (row: Row) => void;
  /**
   * The version in the form, where the form's own calls move it past the loaded row's (a document's saved lines
   * answer the document's new version); without it, the loaded row's version is the one a save sends.
   */
  formVersion?: number | undefined;
}

export interface Underneath<Row> {
  /** The row the form holds: the one the dialog opened with, or the saved one after Reload. */
  loaded: Row | null;
  /** What the dialog shows above its form (FormDialog's `notice`): a warning, or nothing. */
  notice: ReactNode;
  /** Loads the row saved by someone else, while the warning says there is one (its Reload); else undefined. */
  reload: (() => void) | undefined;
}

/**
 * What every edit dialog does about its row changing underneath: it compares the row's detail query
 * with the row its form holds and says so when someone else saved it (with Reload, which loads the saved row and
 * its version) or deleted or renamed it. The dialog keeps its own form and its reset on open.
 */
export function useUnderneath<Row extends VersionedRow>({
  resource,
  open,
  row,
  latest,
  saving,
  load,
  formVersion,
}: UnderneathOptions<Row>): Underneath<Row> {
  const [state, setState] = useState({ open, row, loaded: row });
  let loaded = state.loaded;
  if (state.open !== open || state.row !== row) {
    // Opened (again) or given another row: the form starts from that row. Set while rendering, not in an effect,
    // so the first render of an opening compares with this row's version, never the previous row's (no flash).
    // A closing dialog keeps what it showed.
    loaded = open ? row : state.loaded;
    setState({ open, row, loaded });
  }

  const saved = latest?.data;
  // The form's version only moves up from the loaded row's; for the render before the form's reset it may still
  // be the previous row's, and the larger of the two can only keep the warning back, never raise a false one.
  const version = loaded ? Math.max(loaded.version, formVersion ?? loaded.version) : undefined;
  const onReload = (fresh: Row) => {
    setState({ open, row, loaded: fresh });
    load(fresh);
  };

  let notice: ReactNode = null;
  let reload: (() => void) | undefined;
  if (open && loaded) {
    if (isGoneUnderneath(latest?.error, saving)) notice = <GoneUnderneathAlert resource={resource} />;
    else if (saved && isChangedUnderneath(saved.version, version, saving)) {
      reload = () => onReload(saved);
      notice = <ChangedUnderneathAlert resource={resource} onReload={reload} />;
    }
  }
  return { loaded, notice, reload };
}
