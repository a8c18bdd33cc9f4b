import { pageKeys, routesOf } from '@logistics/shared/contracts/menus';
import { resources } from '@logistics/shared/contracts/resources';
import { roles } from '@logistics/shared/contracts/roles';
import { pageTitle } from '@logistics/shared/ui/role-routes';
import { listPageExportName, pageLoaders } from './pages';

describe('page loaders', () => {
  // A route whose page has no loader shows the 404 page: RoleRoutes cannot tell an omission from a wrong path.
  it.each(roles)('%s: every page of the route table has a loader', (role) => {
    const missing = routesOf(role).filter(({ page }) => typeof pageLoaders[page] !== 'object');
    expect(missing).toEqual([]);
  });

  it('loads every page key and nothing else', () => {
    expect(Object.keys(pageLoaders).sort()).toEqual([...pageKeys].sort());
  });

  // A resource's page is found by its name: a missing file or a misnamed export would fail only when its route is
  // drawn. Each is loaded here as the page loader loads it.
  it.each(resources)("%s: its feature folder's list page exports its page component", async (resource) => {
    const page: unknown = (await import(`./${resource}/list-page`))[listPageExportName(resource)];
    expect(typeof page === 'function' || (typeof page === 'object' && page !== null)).toBe(true);
  });

  it("names a resource's page in PascalCase", () => {
    expect(listPageExportName('inventory-employments')).toBe('InventoryEmploymentsPage');
  });

  it.each([
    ['admin', 'dashboard', 'Dashboard'],
    ['inventory-in-charge', 'inventories', 'Inventories'],
    ['admin', 'inventory-detail', 'Inventory'],
    ['captain', 'shipment-detail', 'Shipment'],
    ['fleet-manager', 'captains', 'Captains'],
    ['admin', 'inventory-employments', 'Supervisors'],
    ['captain', 'profile', 'Profile'],
    ['captain', 'vendors', 'Vendors'],
  ] as const)('pageTitle(%s, %s) is %s', (role, page, title) => {
    expect(pageTitle(role, page)).toBe(title);
  });
});
