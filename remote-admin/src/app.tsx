import type { Role } from '@logistics/shared/contracts/roles';
import { lazyPage, RoleRoutes, type RolePages } from '@logistics/shared/ui/role-routes';

/** The admin's pages: the dashboard and every list of SPEC section 2, their detail pages and the profile. */
const pages: RolePages = {
  dashboard: lazyPage(() => import('@logistics/shared/features/dashboard/dashboard-page'), 'DashboardPage'),
  profile: lazyPage(() => import('@logistics/shared/features/profile/profile-page'), 'ProfilePage'),
  vendors: lazyPage(() => import('@logistics/shared/features/vendors/list-page'), 'VendorsPage'),
  products: lazyPage(() => import('@logistics/shared/features/products/list-page'), 'ProductsPage'),
  inventories: lazyPage(() => import('@logistics/shared/features/inventories/list-page'), 'InventoriesPage'),
  'inventory-detail': lazyPage(
    () => import('@logistics/shared/features/inventories/detail-page'),
    'InventoryDetailPage',
  ),
  supervisors: lazyPage(
    () => import('@logistics/shared/features/inventory-employments/list-page'),
    'SupervisorsPage',
  ),
  vehicles: lazyPage(() => import('@logistics/shared/features/vehicles/list-page'), 'VehiclesPage'),
  employees: lazyPage(() => import('@logistics/shared/features/users/list-page'), 'EmployeesPage'),
  customers: lazyPage(() => import('@logistics/shared/features/customers/list-page'), 'CustomersPage'),
  categories: lazyPage(() => import('@logistics/shared/features/categories/list-page'), 'CategoriesPage'),
  purchases: lazyPage(() => import('@logistics/shared/features/purchases/list-page'), 'PurchasesPage'),
  transfers: lazyPage(() => import('@logistics/shared/features/transfers/list-page'), 'TransfersPage'),
  sales: lazyPage(() => import('@logistics/shared/features/sales/list-page'), 'SalesPage'),
  shipments: lazyPage(() => import('@logistics/shared/features/shipments/list-page'), 'ShipmentsPage'),
  'shipment-detail': lazyPage(
    () => import('@logistics/shared/features/shipments/detail-page'),
    'ShipmentDetailPage',
  ),
};

export default function RemoteApp({ role }: { role: Role }) {
  return <RoleRoutes role={role} pages={pages} />;
}
