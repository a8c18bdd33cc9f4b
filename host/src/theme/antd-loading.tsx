import { ErrorBoundary } from 'react-error-boundary';
import { lazy, Suspense, useEffect, useState, type LazyExoticComponent, type ReactNode } from 'react';
import { hasPendingToasts, onToastPending } from '@logistics/shared/ui/toasts';
import { whenIdle } from '@logistics/shared/ui/when-idle';

// antd is most of the page's JavaScript: the login page is drawn without it, and every other page loads it here.
const LazyThemeProvider = lazy(() => import('./theme-provider'));
const toastRoots = new Map<number, LazyExoticComponent<() => ReactNode>>();
/** One lazy toast root per attempt: React remembers a lazy component's failure, so a retry needs a new one. */
function toastRootFor(attempt: number) {
  let root = toastRoots.get(attempt);
  if (!root) {
    root = lazy(() => import('./toast-root'));
    toastRoots.set(attempt, root);
  }
  return root;
}

/**
 * Draws nothing in place of what failed to load (antd's chunk, on a bad connection) and says so, instead of
 * taking the whole page down: the login page works without antd.
 */
function QuietlyOptional({ children, onError }: { children: ReactNode; onError: () => void }) {
  return (
    <ErrorBoundary fallback={null} onError={onError}>
      {children}
    </ErrorBoundary>
  );
}

/** A page drawn with antd, in the light or dark theme; `bare` for what draws only in portals (dialogs). */
export function Themed({ children, bare = false }: { children: ReactNode; bare?: boolean }) {
  return <LazyThemeProvider bare={bare}>{children}</LazyThemeProvider>;
}

/**
 * Mounts the toast host (and so loads antd) as soon as a toast waits for it, or else when the browser is idle
 * after the first page is drawn: by the time the user has typed a password, the next page's library is loaded.
 */
export function ToastRootWhenNeeded() {
  const [mounted, setMounted] = useState(hasPendingToasts);
  // A failed load is tried again (a new lazy component) by the next toast or the next idle moment.
  const [attempt, setAttempt] = useState(0);
  const LazyToastRoot = toastRootFor(attempt);
  useEffect(() => {
    if (mounted) return undefined;
    const mount = () => setMounted(true);
    const stopWatching = onToastPending(mount);
    const cancelIdle = whenIdle(mount);
    return () => {
      stopWatching();
      cancelIdle();
    };
  }, [mounted]);
  if (!mounted) return null;
  return (
    <QuietlyOptional
      key={attempt}
      onError={() => {
        setMounted(false);
        setAttempt((count) => count + 1);
      }}
    >
      <Suspense fallback={null}>
        <LazyToastRoot />
      </Suspense>
    </QuietlyOptional>
  );
}
