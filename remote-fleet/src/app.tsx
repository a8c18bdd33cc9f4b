import type { Role } from '@logistics/shared/contracts/roles';
import { pageLoaders } from '@logistics/shared/features/pages';
import { RoleRoutes } from '@logistics/shared/ui/role-routes';

/** The fleet-manager's routes (routesOf, shared/src/contracts/menus.ts), each drawing its page of the one page table. */
export default function RemoteApp({ role }: { role: Role }) {
  return <RoleRoutes role={role} pages={pageLoaders} />;
}
