import { Suspense } from 'react';
import type { Role } from '@logistics/shared/contracts/roles';
import { lazyPage, RoleRoutes, type RolePages } from '@logistics/shared/ui/role-routes';

/** The pages of both inventory roles (inventory-manager and inventory-in-charge); the route table differs by role. */
const pages: RolePages = {
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

/** Above both homes' lists: the products low on stock (the in-charge's own inventory only, by the server). */
const LowStockPanel = lazyPage(
  () => import('@logistics/shared/features/dashboard/low-stock-panel'),
  'LowStockPanel',
);
const homeTop = (
  <div style={{ marginBottom: 16 }}>
    <Suspense fallback={null}>
      <LowStockPanel />
    </Suspense>
  </div>
);

export default function RemoteApp({ role }: { role: Role }) {
  return <RoleRoutes role={role} pages={pages} homeTop={homeTop} />;
}
