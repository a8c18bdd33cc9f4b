import { Alert, Button } from '@logistics/shared/ui/antd';
import { liveMessages } from '@logistics/shared/contracts/messages';
import type { Resource } from '@logistics/shared/contracts/permissions';

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

/** The warning at the top of an edit dialog whose row changed underneath, with the way to load the saved row. */
export function ChangedUnderneathAlert({ resource, onReload }: { resource: Resource; onReload: () => void }) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      data-testid="changed-underneath"
      style={{ marginBottom: 16 }}
      title={liveMessages.changedUnderneath(resource)}
      action={
        <Button size="small" onClick={onReload}>
          {liveMessages.reload}
        </Button>
      }
    />
  );
}
