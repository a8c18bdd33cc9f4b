import { useSyncExternalStore } from 'react';
import { exportTexts } from '@logistics/shared/contracts/messages';
import type { Resource } from '@logistics/shared/contracts/permissions';
import { exportProgressStore } from '@logistics/shared/api/export-progress';
import { Typography } from '@logistics/shared/ui/antd';

/**
 * Beside a list's Export button: how far its latest export has got, "Exporting… 12,000 rows" while the server
 * writes the file, then done or failed. Read out politely to a screen reader as it changes.
 */
export function ExportProgress({ resource }: { resource: Resource }) {
  const exports = useSyncExternalStore(exportProgressStore.subscribe, exportProgressStore.snapshot);
  const current = exports.get(resource);
  const text = !current
    ? ''
    : current.state === 'running'
      ? exportTexts.progress(current.rows)
      : current.state === 'done'
        ? exportTexts.done(current.rows)
        : exportTexts.progressFailed(current.rows);
  const type = current?.state === 'failed' ? 'danger' : current?.state === 'done' ? 'success' : 'secondary';
  return (
    <Typography.Text
      role="status"
      type={type}
      data-testid="export-progress"
      style={{ alignSelf: 'center', whiteSpace: 'nowrap', display: text ? undefined : 'none' }}
    >
      {text}
    </Typography.Text>
  );
}
