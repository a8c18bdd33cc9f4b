import type { PageKey } from '@logistics/shared/contracts/menus';
import { lazyPage, type LazyPage } from '@logistics/shared/ui/role-routes';

/**
 * The component of every page (shared/src/contracts/pages.ts describes each page), loaded only when its route is
 * shown: each `import()` is a chunk of its own, so a role's home never waits on its other pages' code. Every
 * remote draws its role's routes from this one table; a remote's build emits a chunk for each page here, also
 * those its roles never route to (measured: docs/architecture.md, "A role's pages").
 */
export const pageLoaders: Record<PageKey, LazyPage> = {
  dashboard: lazyPage(() => import('@logistics/shared/features/dashboard/dashboard-page'), 'DashboardPage'),
  vendors: lazyPage(() => import('@logistics/shared/features/vendors/list-page'), 'VendorsPage'),
  categories: lazyPage(() => import('@logistics/shared/features/categories/list-page'), 'CategoriesPage'),
  products: lazyPage(() => import('@logistics/shared/features/products/list-page'), 'ProductsPage'),
  purchases: lazyPage(() => import('@logistics/shared/features/purchases/list-page'), 'PurchasesPage'),
  inventories: lazyPage(() => import('@logistics/shared/features/inventories/list-page'), 'InventoriesPage'),
  'inventory-detail': lazyPage(
    () => import('@logistics/shared/features/inventories/detail-page'),
    'InventoryDetailPage',
  ),
  'inventory-employments': lazyPage(
    () => import('@logistics/shared/features/inventory-employments/list-page'),
    'InventoryEmploymentsPage',
  ),
  transfers: lazyPage(() => import('@logistics/shared/features/transfers/list-page'), 'TransfersPage'),
  sales: lazyPage(() => import('@logistics/shared/features/sales/list-page'), 'SalesPage'),
  shipments: lazyPage(() => import('@logistics/shared/features/shipments/list-page'), 'ShipmentsPage'),
  'shipment-detail': lazyPage(
    () => import('@logistics/shared/features/shipments/detail-page'),
    'ShipmentDetailPage',
  ),
  vehicles: lazyPage(() => import('@logistics/shared/features/vehicles/list-page'), 'VehiclesPage'),
  users: lazyPage(() => import('@logistics/shared/features/users/list-page'), 'UsersPage'),
  captains: lazyPage(() => import('@logistics/shared/features/users/list-page'), 'CaptainsPage'),
  customers: lazyPage(() => import('@logistics/shared/features/customers/list-page'), 'CustomersPage'),
  profile: lazyPage(() => import('@logistics/shared/features/profile/profile-page'), 'ProfilePage'),
};

/**
 * Fetches and runs a page's code ahead of its route (the host asks while the home is idle, and on a menu link's
 * hover or focus), so the click draws it without waiting for its chunk. Never fails: the page's own load shows
 * what went wrong.
 */
export function preloadPage(page: PageKey): Promise<void> {
  return pageLoaders[page].preload();
}
