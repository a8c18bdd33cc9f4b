import { Flex, Spin } from '@logistics/shared/ui/antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from '@logistics/shared/ui/router';
import { prefixOf } from '@logistics/shared/contracts/menus';
import { PageLoadingFallback } from '@logistics/shared/ui/page-loading';
import type { Role } from '@logistics/shared/contracts/roles';
import { loadedHomePreview, loadHomePreview } from '../home-preview/load-home-preview';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteRetryContext } from './remote-fallback';
import { loadRoleRemote, type RoleRemoteModule } from './remote-loader';

function isHomePath(role: Role, pathname: string): boolean {
  const prefix = prefixOf(role);
  return pathname === prefix || pathname === `${prefix}/` || (role === 'admin' && pathname === '/');
}

export type LoadRemote = (role: Role, options: { retry: boolean }) => Promise<RoleRemoteModule>;

/** The content area: the role's remote, loaded when first shown; Retry loads it again. */
export function RemoteOutlet({ role, load = loadRoleRemote }: { role: Role; load?: LoadRemote }) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const RemoteApp = useMemo(() => lazy(() => load(role, { retry: attempt > 0 })), [load, role, attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  // At the home, its first page as a plain table while the remote loads (the login page fetched its chunk).
  const atHome = isHomePath(role, pathname);
  const [preview, setPreview] = useState(loadedHomePreview);
  useEffect(() => {
    if (atHome && !preview) loadHomePreview().then(setPreview, () => undefined);
  }, [atHome, preview]);
  const spinner = (
    <Flex align="center" justify="center" style={{ minHeight: 240 }}>
      <Spin size="large" />
    </Flex>
  );
  const tablePreview = atHome && preview ? <preview.HomeTablePreview role={role} fallback={spinner} /> : null;
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary key={attempt} onRetry={retry} resetKey={pathname}>
        {/* The preview stays through both waits: the remote's entry, then the home page's own chunk. */}
        <PageLoadingFallback.Provider value={tablePreview}>
          <Suspense fallback={tablePreview ?? spinner}>
            <RemoteApp role={role} />
          </Suspense>
        </PageLoadingFallback.Provider>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
