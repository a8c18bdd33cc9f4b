import type { ComponentType } from 'react';
import type { PageKey } from '@logistics/shared/contracts/menus';
import { resources, type Resource } from '@logistics/shared/contracts/resources';
import { lazyPage, type LazyPage } from '@logistics/shared/ui/role-routes';

/**
 * The component a resource's list page draws: `list-page.tsx` of its feature folder exports it under the
 * resource's name in PascalCase followed by `Page` (`inventory-employments` → `InventoryEmploymentsPage`).
 */
export function listPageExportName(resource: Resource): string {
  const words = resource.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return `${words.join('')}Page`;
}

/**
 * Each resource's list page, from its feature folder. The import's path is a template, so webpack makes one chunk
 * of each `features/<resource>/list-page.tsx`; `pages.test.tsx` loads every resource's and fails on a missing file
 * or export.
 */
const resourcePageLoaders = Object.fromEntries(
  resources.map((resource) => [
    resource,
    lazyPage(
      () => import(`./${resource}/list-page`) as Promise<Record<string, ComponentType>>,
      listPageExportName(resource),
    ),
  ]),
) as Record<Resource, LazyPage>;

/**
 * The component of every page (shared/src/contracts/pages.ts describes each page), loaded only when its route is
 * shown: each `import()` is a chunk of its own, so a role's home never waits on its other pages' code. Every
 * remote draws its role's routes from this one table; a remote's build emits a chunk for each page here, also
 * those its roles never route to (measured: docs/architecture.md, "A role's pages").
 */
export const pageLoaders: Record<PageKey, LazyPage> = {
  ...resourcePageLoaders,
  dashboard: lazyPage(() => import('@logistics/shared/features/dashboard/dashboard-page'), 'DashboardPage'),
  'inventory-detail': lazyPage(
    () => import('@logistics/shared/features/inventories/detail-page'),
    'InventoryDetailPage',
  ),
  'shipment-detail': lazyPage(
    () => import('@logistics/shared/features/shipments/detail-page'),
    'ShipmentDetailPage',
  ),
  captains: lazyPage(() => import('@logistics/shared/features/users/list-page'), 'CaptainsPage'),
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
