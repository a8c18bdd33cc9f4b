import type { Role } from '@logistics/shared/contracts/roles';
import { lazyPage, RoleRoutes, type RolePages } from '@logistics/shared/ui/role-routes';

/** The procurement-manager's pages. */
const pages: RolePages = {
  profile: lazyPage(() => import('@logistics/shared/features/profile/profile-page'), 'ProfilePage'),
  vendors: lazyPage(() => import('@logistics/shared/features/vendors/list-page'), 'VendorsPage'),
  products: lazyPage(() => import('@logistics/shared/features/products/list-page'), 'ProductsPage'),
  inventories: lazyPage(() => import('@logistics/shared/features/inventories/list-page'), 'InventoriesPage'),
  'inventory-detail': lazyPage(
    () => import('@logistics/shared/features/inventories/detail-page'),
    'InventoryDetailPage',
  ),
  categories: lazyPage(() => import('@logistics/shared/features/categories/list-page'), 'CategoriesPage'),
  purchases: lazyPage(() => import('@logistics/shared/features/purchases/list-page'), 'PurchasesPage'),
};

export default function RemoteApp({ role }: { role: Role }) {
  return <RoleRoutes role={role} pages={pages} />;
}
