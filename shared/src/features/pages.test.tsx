import { pageKeys, routesOf } from '@logistics/shared/contracts/menus';
import { roles } from '@logistics/shared/contracts/roles';
import { pageTitle } from '@logistics/shared/ui/role-routes';
import { pageLoaders } from './pages';

describe('page loaders', () => {
  // A route whose page has no loader shows the 404 page: RoleRoutes cannot tell an omission from a wrong path.
  it.each(roles)('%s: every page of the route table has a loader', (role) => {
    const missing = routesOf(role).filter(({ page }) => typeof pageLoaders[page] !== 'object');
    expect(missing).toEqual([]);
  });

  it('loads every page key and nothing else', () => {
    expect(Object.keys(pageLoaders).sort()).toEqual([...pageKeys].sort());
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
