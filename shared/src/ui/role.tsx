import { createContext, useContext, type ReactNode } from 'react';
import { ROLE_PROVIDER_MISSING } from '@logistics/shared/contracts/messages';
import type { Role } from '@logistics/shared/contracts/roles';

const RoleContext = createContext<Role | null>(null);

/** The role whose screens are shown; features ask `can(role, …)` with it. */
export function RoleProvider({ role, children }: { role: Role; children: ReactNode }) {
  return <RoleContext.Provider value={role}>{children}</RoleContext.Provider>;
}

/** The current role; outside a RoleProvider it is a developer error. */
export function useRole(): Role {
  const role = useContext(RoleContext);
  if (role === null) throw new Error(ROLE_PROVIDER_MISSING);
  return role;
}
