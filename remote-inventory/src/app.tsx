import { Suspense } from 'react';
import { homePage, lowStockAboveHome, type PageKey } from '@logistics/shared/contracts/menus';
import type { Role } from '@logistics/shared/contracts/roles';
import { pageLoaders, preloadPage as preloadFeaturePage } from '@logistics/shared/features/pages';
import { lazyPage, RoleRoutes } from '@logistics/shared/ui/role-routes';

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

/** A page's code ahead of its route; a home's brings the low-stock panel drawn above it too. */
export function preloadPage(page: PageKey): Promise<void> {
  const aHome = [...lowStockAboveHome].some((role) => homePage[role] === page);
  return Promise.all([preloadFeaturePage(page), aHome ? LowStockPanel.preload() : undefined]).then(
    () => undefined,
  );
}

/** Both inventory roles' pages (inventory-manager and inventory-in-charge); the route table differs by role. */
export default function RemoteApp({ role }: { role: Role }) {
  return (
    <RoleRoutes role={role} pages={pageLoaders} homeTop={lowStockAboveHome.has(role) ? homeTop : undefined} />
  );
}
