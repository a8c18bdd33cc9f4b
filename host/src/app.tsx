import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { Activity, lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useParams } from '@logistics/shared/ui/router';
import { keepSendingUnsentLogouts } from '@logistics/shared/api/auth';
import { useLiveEvents } from '@logistics/shared/api/live-events';
import { currentClaims, useSession } from '@logistics/shared/api/session';
import { isRole, type Role } from '@logistics/shared/contracts/roles';
import { AUTHENTICATION_PATH, DrawnAhead, RequireRole } from './access/require-role';
import AuthPage from './auth/auth-page';
import { useHomeDrawnAhead } from './auth/home-drawn-ahead';
import { prepareRoleScreen } from './auth/prepare-home';
import { InvalidTokenRedirect, useCrossTabSession, useReadsOfOneReader } from './access/session-watch';
import { removeFirstPaint } from './first-paint/first-paint';
import { PageSpinner } from './page-spinner';
import { createQueryClient } from './query-client';
import { Themed, ToastRootWhenNeeded } from './theme/antd-loading';
import { ThemeSync } from './theme/theme-sync';
import { ScreenBoundary } from './screen-boundary';

// The login page is part of the first chunk (it is small and has no antd in it), so it is drawn without a second
// round of downloads. Every other screen is its own chunk: the login page downloads neither antd, nor the layout,
// nor any remote.
const ResetPasswordPage = lazy(() => import('./auth/reset-password-page'));
const Shell = lazy(() => import('./layout/shell'));
const NotFoundPage = lazy(() =>
  import('@logistics/shared/ui/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);

function ThemedNotFound() {
  return (
    <Themed>
      <NotFoundPage />
    </Themed>
  );
}

/**
 * A role's screens, for that role only: the layout and the role's remote. A signed-in person arriving here with
 * the page (a reload, a link) has its remote, page code and first read started before the layout has loaded.
 */
function RoleScreen({ role }: { role: Role }) {
  const claims = useSession(currentClaims);
  const location = useLocation();
  const client = useQueryClient();
  if (claims?.role === role) prepareRoleScreen(role, location, claims.id, client);
  return (
    <RequireRole role={role}>
      <Themed>
        <Shell role={role} />
      </Themed>
    </RequireRole>
  );
}

/** /{role}/*: the role's own screens; an unknown first segment is an unknown path. */
function RolePrefix() {
  const { role } = useParams();
  if (!isRole(role)) return <ThemedNotFound />;
  return <RoleScreen role={role} />;
}

/**
 * Everything no other route claims. Only / itself is a page: the admin's home, under the admin's access rule.
 * It is a splat route so that the remote's own <Routes> may sit under it.
 */
function RootOrNotFound() {
  const { pathname } = useLocation();
  if (pathname !== '/') return <ThemedNotFound />;
  return <RoleScreen role="admin" />;
}

/**
 * The login page, and every other screen. Where this browser signed in before, the login page draws that role's
 * home under it, hidden (React's Activity: drawn at the lowest priority, running no effects, so reading nothing),
 * at the same place in the tree as the screens after the login: the login's navigation then shows the same
 * drawing instead of starting one, and only the session's parts, the grid and the home's rows are left to draw.
 */
export function AppRoutes() {
  useCrossTabSession();
  const invalidToken = useSession((state) => state.invalidToken);
  const location = useLocation();
  const onLoginPage = location.pathname === AUTHENTICATION_PATH;
  const homeDrawnAhead = useHomeDrawnAhead(onLoginPage);
  useReadsOfOneReader(onLoginPage);
  if (invalidToken) return <InvalidTokenRedirect reason={invalidToken} />;
  return (
    <ScreenBoundary>
      <Suspense fallback={<PageSpinner />}>
        {onLoginPage ? <AuthPage /> : null}
        {onLoginPage && !homeDrawnAhead ? null : (
          <Activity mode={onLoginPage ? 'hidden' : 'visible'}>
            <DrawnAhead value={onLoginPage}>
              <Suspense fallback={onLoginPage ? null : <PageSpinner />}>
                <Routes location={homeDrawnAhead ?? location}>
                  <Route
                    path="/reset-password"
                    element={
                      <Themed>
                        <ResetPasswordPage />
                      </Themed>
                    }
                  />
                  <Route path="/:role/*" element={<RolePrefix />} />
                  <Route path="*" element={<RootOrNotFound />} />
                </Routes>
              </Suspense>
            </DrawnAhead>
          </Activity>
        )}
      </Suspense>
    </ScreenBoundary>
  );
}

/** The live lists' event stream: one for the page, beside the query client and the session, shared by every remote. */
function LiveEvents() {
  useLiveEvents();
  return null;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  // After the login page's own takeover (a child's layout effect runs first): the drawn page never outlives the
  // app's first render, whatever it shows.
  useLayoutEffect(removeFirstPaint, []);
  useEffect(keepSendingUnsentLogouts, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeSync />
      <LiveEvents />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <ToastRootWhenNeeded />
    </QueryClientProvider>
  );
}
