import {
  homePage,
  homePageAt,
  isHomePath,
  isRoleHomePath,
  inventoryDetailHref,
  menuOf,
  menus,
  pageAtPath,
  pathOf,
  prefixOf,
  profilePathOf,
  routesOf,
  shipmentDetailHref,
  type PageKey,
} from './menus';
import { resources } from './permissions';
import { roles, type Role } from './roles';
import { expectedMenus, expectedRoutes } from '../../test/resource-expectations';

describe('menus per role', () => {
  it.each(roles)('%s: titles and paths in order', (role) => {
    expect(menus[role].map((item) => [item.title, item.path])).toEqual(expectedMenus[role]);
    expect(menuOf(role)).toBe(menus[role]);
  });

  it('the admin and the inventory-manager share one set of titles', () => {
    expect(menus['inventory-manager'].map((item) => item.title)).toEqual(
      menus.admin.map((item) => item.title),
    );
  });

  it("the inventory-in-charge's singular inventory path is titled Inventories", () => {
    const item = menus['inventory-in-charge'].find((entry) => entry.path === 'inventory');
    expect(item).toEqual({ title: 'Inventories', page: 'inventories', path: 'inventory' });
  });

  it.each([undefined, null, '', 'driver', 42])('an unknown role %j gets an empty menu', (role) => {
    expect(menuOf(role)).toEqual([]);
  });
});

describe('routes per role', () => {
  it.each(roles)('%s: every route and its page', (role) => {
    const routes = routesOf(role);
    expect(Object.fromEntries(routes.map((route) => [route.path, route.page]))).toEqual(expectedRoutes[role]);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });

  it('routes every resource of contracts to its page for at least one role', () => {
    const routed = new Set(roles.flatMap((role) => routesOf(role).map((route) => route.page)));
    expect(resources.filter((resource) => !routed.has(resource))).toEqual([]);
  });

  it.each([
    ['admin', 'dashboard'],
    ['procurement-manager', 'vendors'],
    ['fleet-manager', 'vehicles'],
    ['inventory-manager', 'vendors'],
    ['inventory-in-charge', 'categories'],
    ['captain', 'shipments'],
  ] as const)('the home of %s shows %s', (role, page) => {
    expect(homePage[role]).toBe(page);
    expect(routesOf(role)[0]).toEqual({ page, path: '' });
  });

  it("shows the categories at / (the admin's access rule) and the dashboard at /admin", () => {
    expect(homePageAt('admin', '/')).toBe('categories');
    expect(homePageAt('admin', '/admin')).toBe('dashboard');
    expect(homePageAt('captain', '/captain')).toBe('shipments');
    expect(menus.admin.some((item) => item.page === 'dashboard')).toBe(false);
  });

  it("names the page a path shows: the homes, a menu page and the profile; none for a row's detail or an unknown path", () => {
    expect(pageAtPath('admin', '/')).toBe('categories');
    expect(pageAtPath('admin', '/admin')).toBe('dashboard');
    expect(pageAtPath('captain', '/captain/')).toBe('shipments');
    expect(pageAtPath('captain', '/captain/vehicles')).toBe('vehicles');
    expect(pageAtPath('admin', '/admin/inventories/supervisors')).toBe('inventory-employments');
    expect(pageAtPath('fleet-manager', '/fleet-manager/profile')).toBe('profile');
    // A path with a row's key (a shipment's detail) names no page without its parameter.
    expect(pageAtPath('captain', '/captain/shipments/SHP-0001')).toBeUndefined();
    expect(pageAtPath('captain', '/captain/nowhere')).toBeUndefined();
    expect(isHomePath('captain', '/captain/vehicles')).toBe(false);
    // The role's own home, where an inventory role's low-stock panel shows; `/` is the root page.
    expect([isRoleHomePath('captain', '/captain'), isRoleHomePath('captain', '/captain/')]).toEqual([
      true,
      true,
    ]);
    expect([isRoleHomePath('admin', '/'), isRoleHomePath('captain', '/captain/vehicles')]).toEqual([
      false,
      false,
    ]);
  });
});

describe('links', () => {
  it.each(roles)('%s: prefix and profile', (role) => {
    expect(prefixOf(role)).toBe(`/${role}`);
    expect(profilePathOf(role)).toBe(`/${role}/profile`);
  });

  it.each([undefined, null, 'driver'])("an unknown role %j falls back to '/'", (role) => {
    expect(prefixOf(role)).toBe('/');
    expect(profilePathOf(role)).toBe('/');
  });

  // A role's link to a page, or to one row's detail, is none where its menu lacks that page.
  const links = {
    pathOf: (role: Role, page: string) => pathOf(role, page as PageKey),
    inventoryDetailHref,
    shipmentDetailHref,
  };
  type Link = keyof typeof links;
  /** Per link: [role, page or row key, the link]. */
  const linkCases: Record<Link, [Role, string, string | undefined][]> = {
    pathOf: [
      ['admin', 'inventory-employments', '/admin/inventories/supervisors'],
      ['inventory-in-charge', 'inventories', '/inventory-in-charge/inventory'],
      ['fleet-manager', 'captains', '/fleet-manager/captains'],
      ['procurement-manager', 'categories', '/procurement-manager/categories'],
      ['captain', 'vendors', undefined],
    ],
    inventoryDetailHref: [
      ['admin', 'Main Store', '/admin/inventories/main-store'],
      ['inventory-in-charge', ' North  Depot ', '/inventory-in-charge/inventory/north-depot'],
      ['procurement-manager', 'Dock 7', '/procurement-manager/inventories/dock-7'],
      ['captain', 'Main Store', undefined],
    ],
    shipmentDetailHref: [
      ['captain', 'SH-1', '/captain/shipments/SH-1'],
      ['fleet-manager', 'SH 2', '/fleet-manager/shipments/SH%202'],
      ['procurement-manager', 'SH-1', undefined],
    ],
  };
  it.each(
    (Object.keys(linkCases) as Link[]).flatMap((link) =>
      linkCases[link].map(([role, arg, href]) => [link, role, arg, href] as const),
    ),
  )('%s(%s, %j) is %s', (link, role, arg, href) => {
    expect(links[link](role, arg)).toBe(href);
  });
});
