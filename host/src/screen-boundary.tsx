import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from '@logistics/shared/ui/router';
import { loadTexts } from '@logistics/shared/contracts/messages';
import { COMPANY } from '@logistics/shared/contracts/print';

/**
 * The app's screens, each said to be unavailable in the page's place when it cannot be drawn: its code could not be
 * fetched (the layout's chunk, antd's, on a dropped connection) or it broke while drawing. Without it React leaves
 * an empty page, which says nothing. Drawn with the login page's own styles (index.html), since antd may be what
 * failed; Retry loads the page again, and with it every chunk. A new path (back, forward, a link) tries again.
 */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      onError={(error, info) =>
        console.error('A screen could not be loaded or drawn.', error, info.componentStack)
      }
      fallback={
        <main className="auth-page">
          <div className="auth-card" role="alert">
            <h1 className="auth-product">{COMPANY.name}</h1>
            <div className="auth-heading">
              <h2>{loadTexts.partUnavailable}</h2>
            </div>
            <button type="button" className="auth-button" onClick={() => window.location.reload()}>
              {loadTexts.retry}
            </button>
          </div>
        </main>
      }
    >
      {children}
    </ErrorBoundary>
  );
}
