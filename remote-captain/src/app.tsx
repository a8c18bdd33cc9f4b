import type { Role } from '@logistics/shared/contracts/roles';
import { lazyPage, RoleRoutes, type RolePages } from '@logistics/shared/ui/role-routes';

/** The captain's pages: their shipments (with their detail), vehicles and the profile. */
const pages: RolePages = {
  profile: lazyPage(() => import('@logistics/shared/features/profile/profile-page'), 'ProfilePage'),
  vehicles: lazyPage(() => import('@logistics/shared/features/vehicles/list-page'), 'VehiclesPage'),
  shipments: lazyPage(() => import('@logistics/shared/features/shipments/list-page'), 'ShipmentsPage'),
  'shipment-detail': lazyPage(
    () => import('@logistics/shared/features/shipments/detail-page'),
    'ShipmentDetailPage',
  ),
};

export default function RemoteApp({ role }: { role: Role }) {
  return <RoleRoutes role={role} pages={pages} />;
}
