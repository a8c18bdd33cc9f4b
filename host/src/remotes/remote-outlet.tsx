import { Flex, Spin } from 'antd';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Role } from '@logistics/shared/contracts/roles';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteRetryContext } from './remote-fallback';
import { loadRoleRemote, type RoleRemoteModule } from './remote-loader';

export type LoadRemote = (role: Role, options: { retry: boolean }) => Promise<RoleRemoteModule>;

/** The content area: the role's remote, loaded when first shown; Retry loads it again. */
export function RemoteOutlet({ role, load = loadRoleRemote }: { role: Role; load?: LoadRemote }) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const RemoteApp = useMemo(() => lazy(() => load(role, { retry: attempt > 0 })), [load, role, attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary key={attempt} onRetry={retry} resetKey={pathname}>
        <Suspense
          fallback={
            <Flex align="center" justify="center" style={{ minHeight: 240 }}>
              <Spin size="large" />
            </Flex>
          }
        >
          <RemoteApp role={role} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
