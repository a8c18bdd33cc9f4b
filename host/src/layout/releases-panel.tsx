import { Alert, Modal, Spin, Tag } from '@logistics/shared/ui/antd';
import { useReleases } from '@logistics/shared/api/releases';
import { formatDateTime } from '@logistics/shared/contracts/format';
import { SHARED_PACKAGE } from '@logistics/shared/contracts/version';
import type { LiveRemote } from '@logistics/shared/contracts/releases';
import { sharedIncompatibility } from '../remotes/shared-compatibility';

export const releasesTexts = {
  title: 'Releases',
  app: 'App',
  release: 'Release',
  builtAt: 'Built',
  sharedVersion: `${SHARED_PACKAGE}`,
  compatible: 'Compatible',
  host: 'host',
  buildFolder: 'its build folder',
  notBuilt: 'not built',
  provides: (version: string) => `provides ${version}`,
  builtFrom: (version: string) => `built from ${version}`,
  requires: (ranges: string) => `requires ${ranges}`,
  yes: 'Yes',
  no: 'No',
  notChecked: 'Not checked: hosted elsewhere',
} as const;

/** Whether this page's host can load the remote: the same check as before loading it. */
function Compatibility({ remote }: { remote: LiveRemote }) {
  if (remote.builtAt === null) {
    return remote.entry.startsWith('/') ? (
      <Tag color="error">{releasesTexts.notBuilt}</Tag>
    ) : (
      <Tag>{releasesTexts.notChecked}</Tag>
    );
  }
  const problem = sharedIncompatibility(remote.name, remote.requiredRanges);
  return problem ? (
    <>
      <Tag color="error">{releasesTexts.no}</Tag> {problem}
    </>
  ) : (
    <Tag color="success">{releasesTexts.yes}</Tag>
  );
}

/** The admin's read-only view of what is live: the host and each remote, built when, from which shared version. */
export function ReleasesPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const releases = useReleases(open);
  const data = releases.data;
  return (
    <Modal
      title={releasesTexts.title}
      open={open}
      onCancel={onClose}
      footer={null}
      width={900}
      destroyOnHidden
    >
      {releases.isPending ? <Spin /> : null}
      {releases.isError ? <Alert type="error" showIcon title={releases.error.message} /> : null}
      {data ? (
        <table className="releases-table" style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              {[
                releasesTexts.app,
                releasesTexts.release,
                releasesTexts.builtAt,
                releasesTexts.sharedVersion,
                releasesTexts.compatible,
              ].map((heading) => (
                <th key={heading} scope="col" style={{ textAlign: 'left', padding: '6px 8px' }}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" style={{ textAlign: 'left', padding: '6px 8px' }}>
                {releasesTexts.host}
              </th>
              <td style={{ padding: '6px 8px' }}>—</td>
              <td style={{ padding: '6px 8px' }}>
                {data.host.builtAt ? formatDateTime(data.host.builtAt) : releasesTexts.notBuilt}
              </td>
              <td style={{ padding: '6px 8px' }}>
                {data.host.sharedVersion ? releasesTexts.provides(data.host.sharedVersion) : '—'}
              </td>
              <td style={{ padding: '6px 8px' }}>—</td>
            </tr>
            {data.remotes.map((remote) => (
              <tr key={remote.name}>
                <th scope="row" style={{ textAlign: 'left', padding: '6px 8px' }}>
                  {remote.name}
                </th>
                <td style={{ padding: '6px 8px' }} title={remote.entry}>
                  {remote.release ??
                    (remote.entry.startsWith('/remotes/') ? releasesTexts.buildFolder : remote.entry)}
                </td>
                <td style={{ padding: '6px 8px' }}>{formatDateTime(remote.builtAt) || '—'}</td>
                <td style={{ padding: '6px 8px' }}>
                  {remote.sharedVersion
                    ? `${releasesTexts.builtFrom(remote.sharedVersion)}, ${releasesTexts.requires(remote.requiredRanges.join(' '))}`
                    : '—'}
                </td>
                <td style={{ padding: '6px 8px' }}>
                  <Compatibility remote={remote} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Modal>
  );
}
