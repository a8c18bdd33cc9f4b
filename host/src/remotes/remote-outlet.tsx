import { Flex, Spin } from '@logistics/shared/ui/antd';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useLocation } from '@logistics/shared/ui/router';
import type { Role } from '@logistics/shared/contracts/roles';
import { CodeUnreachable } from '@logistics/shared/ui/lazy-part';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteRetryContext } from './remote-fallback';
import { loadRoleRemote, type RoleRemoteModule } from './remote-loader';
import { IncompatibleRemoteError } from './shared-compatibility';

export type LoadRemote = (role: Role, options: { retry: boolean }) => Promise<RoleRemoteModule>;

/** The content area: the role's remote, loaded when first shown; Retry loads it again. */
export function RemoteOutlet({ role, load = loadRoleRemote }: { role: Role; load?: LoadRemote }) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const RemoteApp = useMemo(
    () =>
      lazy(() =>
        load(role, { retry: attempt > 0 }).catch((error: unknown) => {
          throw error instanceof IncompatibleRemoteError ? error : new CodeUnreachable(error);
        }),
      ),
    [load, role, attempt],
  );
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const spinner = (
    <Flex align="center" justify="center" style={{ minHeight: 240 }}>
      <Spin size="large" />
    </Flex>
  );
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary key={attempt} onRetry={retry} resetKey={pathname}>
        <Suspense fallback={spinner}>
          <RemoteApp role={role} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
