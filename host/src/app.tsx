import { QueryClientProvider } from '@tanstack/react-query';
import { Flex, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { useSession } from '@logistics/shared/api/session';
import { isRole } from '@logistics/shared/contracts/roles';
import { NotFoundPage } from '@logistics/shared/ui/not-found-page';
import { AUTHENTICATION_PATH, RequireRole } from './access/require-role';
import { InvalidTokenRedirect, useCrossTabSession } from './access/session-watch';
import { createQueryClient } from './query-client';
import { ThemeProvider } from './theme/theme-provider';

// Each screen is its own chunk: the login page downloads neither the layout nor any remote.
const AuthPage = lazy(() => import('./auth/auth-page'));
const ResetPasswordPage = lazy(() => import('./auth/reset-password-page'));
const Shell = lazy(() => import('./layout/shell'));

export function PageSpinner() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '50vh' }}>
      <Spin size="large" />
    </Flex>
  );
}

/** /{role}/*: the role's own screens, for that role only; an unknown first segment is an unknown path. */
function RolePrefix() {
  const { role } = useParams();
  if (!isRole(role)) return <NotFoundPage />;
  return (
    <RequireRole role={role}>
      <Shell role={role} />
    </RequireRole>
  );
}

/**
 * Everything no other route claims. Only / itself is a page: the admin's home, under the admin's access rule
 * (ARCHITECTURE). It is a splat route so that the remote's own <Routes> may sit under it.
 */
function RootOrNotFound() {
  const { pathname } = useLocation();
  if (pathname !== '/') return <NotFoundPage />;
  return (
    <RequireRole role="admin">
      <Shell role="admin" />
    </RequireRole>
  );
}

export function AppRoutes() {
  useCrossTabSession();
  const invalidToken = useSession((state) => state.invalidToken);
  if (invalidToken) return <InvalidTokenRedirect reason={invalidToken} />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path={AUTHENTICATION_PATH} element={<AuthPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/:role/*" element={<RolePrefix />} />
        <Route path="*" element={<RootOrNotFound />} />
      </Routes>
    </Suspense>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
