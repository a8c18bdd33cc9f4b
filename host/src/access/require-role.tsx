import { createContext, useContext, type ReactNode } from 'react';
import { Navigate, useLocation } from '@logistics/shared/ui/router';
import { currentClaims, useSession } from '@logistics/shared/api/session';
import type { Role } from '@logistics/shared/contracts/roles';

import { AUTHENTICATION_PATH } from './paths';

export { AUTHENTICATION_PATH };

/**
 * True around a role's screens drawn ahead under the login page, hidden (AppRoutes): they are drawn before any
 * session, and shown only once the login has given one.
 */
const DrawnAheadContext = createContext(false);
export const DrawnAhead = DrawnAheadContext.Provider;

/** A role's prefix is only for that role; anyone else, or anyone without a token, logs in. */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const claims = useSession(currentClaims);
  const location = useLocation();
  // Hidden, they run no effects: nothing in them reads from the server before the login.
  const drawnAhead = useContext(DrawnAheadContext);
  if (!drawnAhead && (!claims || claims.role !== role)) {
    return <Navigate to={AUTHENTICATION_PATH} replace state={{ from: location.pathname }} />;
  }
  return children;
}
