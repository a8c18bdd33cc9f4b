import type { Role } from '@logistics/shared/contracts/roles';
import { lazyPage, RoleRoutes, type RolePages } from '@logistics/shared/ui/role-routes';

/** The fleet-manager's pages: vehicles, captains, shipments (with their detail), sales and the profile. */
const pages: RolePages = {
  profile: lazyPage(() => import('@logistics/shared/features/profile/profile-page'), 'ProfilePage'),
  vehicles: lazyPage(() => import('@logistics/shared/features/vehicles/list-page'), 'VehiclesPage'),
  captains: lazyPage(() => import('@logistics/shared/features/users/list-page'), 'CaptainsPage'),
  shipments: lazyPage(() => import('@logistics/shared/features/shipments/list-page'), 'ShipmentsPage'),
  'shipment-detail': lazyPage(
    () => import('@logistics/shared/features/shipments/detail-page'),
    'ShipmentDetailPage',
  ),
  sales: lazyPage(() => import('@logistics/shared/features/sales/list-page'), 'SalesPage'),
};

export default function RemoteApp({ role }: { role: Role }) {
  return <RoleRoutes role={role} pages={pages} />;
}
