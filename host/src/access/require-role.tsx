import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@logistics/shared/ui/router';
import { currentClaims, useSession } from '@logistics/shared/api/session';
import type { Role } from '@logistics/shared/contracts/roles';

import { AUTHENTICATION_PATH } from './paths';

export { AUTHENTICATION_PATH };

/** A role's prefix is only for that role; anyone else, or anyone without a token, logs in. */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const claims = useSession(currentClaims);
  const location = useLocation();
  if (!claims || claims.role !== role) {
    return <Navigate to={AUTHENTICATION_PATH} replace state={{ from: location.pathname }} />;
  }
  return children;
}
