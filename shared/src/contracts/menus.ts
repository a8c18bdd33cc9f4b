import { inventoryDetailPath } from './paths.js';
import { detailPagesOf, pageKeys, pages, type PageKey } from './pages.js';
import { isRole, roles, type Role } from './roles.js';

export { pageKeys, pages, type PageKey } from './pages.js';

export interface RouteEntry {
  page: PageKey;
  /** Relative to the role prefix, without a leading slash; '' is the role's home. */
  path: string;
}

export interface MenuItem {
  title: string;
  page: PageKey;
  path: string;
}

/**
 * The order of the fleet-manager's menu, which puts its own pages (the vehicles and their captains) before the
 * documents it follows. Every other menu lists its pages in the order of `pageKeys` (resources.ts orders the
 * resources); a page that is not here comes after these.
 */
const fleetManagerMenuOrder: readonly PageKey[] = ['vehicles', 'captains', 'shipments', 'sales'];

function menuOrderRank(role: Role, page: PageKey): number {
  const rank = role === 'fleet-manager' ? fleetManagerMenuOrder.indexOf(page) : -1;
  return rank === -1 ? fleetManagerMenuOrder.length + pageKeys.indexOf(page) : rank;
}

/** A role's menu: the pages that name the role in their `menus`, each at its path in that menu. */
function menuOfRole(role: Role): readonly MenuItem[] {
  const listed = pageKeys.filter((page) => pages[page].menus?.includes(role));
  return listed
    .sort((a, b) => menuOrderRank(role, a) - menuOrderRank(role, b))
    .map((page) => {
      const { title, path: ownPath, menuPaths } = pages[page];
      const path = menuPaths?.[role] ?? ownPath;
      if (path === undefined) throw new Error(`The page ${page} has no path of its own to be in a menu`);
      return { title, page, path };
    });
}

/** Sidebar menus per role, in order. */
export const menus = Object.fromEntries(roles.map((role) => [role, menuOfRole(role)])) as Record<
  Role,
  readonly MenuItem[]
>;

/**
 * The page each role's home (/{role}) shows. The admin's is a dashboard, which is in no menu (the menus keep
 * their titles); the sidebar's home link leads to it.
 */
export const homePage: Record<Role, PageKey> = {
  admin: 'dashboard',
  'procurement-manager': 'vendors',
  'fleet-manager': 'vehicles',
  'inventory-manager': 'vendors',
  'inventory-in-charge': 'categories',
  captain: 'shipments',
};

/**
 * The roles whose home shows the products low on stock above its list (the admin's dashboard has its own panel):
 * what the home draws, and so what is loaded and read ahead of it.
 */
export const lowStockAboveHome: ReadonlySet<Role> = new Set<Role>([
  'inventory-manager',
  'inventory-in-charge',
]);

/** The page `/` shows: the admin's categories, under the admin's access rule. */
export const rootPage: PageKey = 'categories';

/** The page a path at a role's home shows: `/` is the root page, `/{role}` the role's home. */
export function homePageAt(role: Role, pathname: string): PageKey {
  return pathname === '/' ? rootPage : homePage[role];
}

/** Is this path the role's own home, `/{role}` or `/{role}/` (what `homeTop` is drawn above), not `/`? */
export function isRoleHomePath(role: unknown, pathname: string): boolean {
  const prefix = prefixOf(role);
  return pathname === prefix || pathname === `${prefix}/`;
}

/** Is this path a role's home: `/{role}`, `/{role}/` or `/` (the admin's root page)? */
export function isHomePath(role: unknown, pathname: string): boolean {
  return pathname === '/' || isRoleHomePath(role, pathname);
}

/** The page a path of the role shows, where the path names one without parameters (a list, the home, the profile). */
export function pageAtPath(role: Role, pathname: string): PageKey | undefined {
  if (isHomePath(role, pathname)) return homePageAt(role, pathname);
  const prefix = prefixOf(role);
  return routesOf(role).find((route) => route.path !== '' && pathname === `${prefix}/${route.path}`)?.page;
}

/** Each role's route table: home, its menu pages, the detail pages and profile. */
export function routesOf(role: Role): RouteEntry[] {
  const menu = menus[role];
  const entries: RouteEntry[] = [{ page: homePage[role], path: '' }];
  for (const item of menu) {
    entries.push({ page: item.page, path: item.path });
    for (const detail of detailPagesOf(item.page)) {
      entries.push({ page: detail, path: `${item.path}/${pages[detail].path}` });
    }
  }
  entries.push({ page: 'profile', path: 'profile' });
  return entries;
}

/** The menu of a role from a token; an unknown role gets an empty menu. */
export function menuOf(role: unknown): readonly MenuItem[] {
  return isRole(role) ? menus[role] : [];
}

/** The role's prefix; the profile link of an unknown role falls back to '/'. */
export function prefixOf(role: unknown): string {
  return isRole(role) ? `/${role}` : '/';
}

export function profilePathOf(role: unknown): string {
  return isRole(role) ? `/${role}/profile` : '/';
}

/** Where a page of a role lives, for links between pages (for example a row click to its detail). */
export function pathOf(role: Role, page: PageKey): string | undefined {
  const entry = routesOf(role).find((route) => route.page === page && route.path !== '');
  return entry ? `/${role}/${entry.path}` : undefined;
}

/** The link of an inventory's detail page for a role, if the role has one: /admin/inventories/main-store. */
export function inventoryDetailHref(role: Role, name: string): string | undefined {
  const list = menus[role].find((item) => item.page === 'inventories');
  return list ? `/${role}/${list.path}/${encodeURIComponent(inventoryDetailPath(name))}` : undefined;
}

/** The link of a shipment's detail page for a role, if the role has one: /captain/shipments/SH-1. */
export function shipmentDetailHref(role: Role, shipmentId: string): string | undefined {
  return menus[role].some((item) => item.page === 'shipments')
    ? `/${role}/shipments/${encodeURIComponent(shipmentId)}`
    : undefined;
}
