import { inventoryDetailPath } from './paths.js';
import { isRole, type Role } from './roles.js';

/** The pages a remote can show; each is one feature of shared/features (or the profile page). */
export const pageKeys = [
  'dashboard',
  'vendors',
  'categories',
  'products',
  'purchases',
  'inventories',
  'inventory-detail',
  'supervisors',
  'transfers',
  'sales',
  'shipments',
  'shipment-detail',
  'vehicles',
  'employees',
  'captains',
  'customers',
  'profile',
] as const;
export type PageKey = (typeof pageKeys)[number];

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

const m = (title: string, page: PageKey, path: string = page): MenuItem => ({ title, page, path });

/** The twelve titles that the admin and inventory-manager menus share, in SPEC section 2's order. */
const backOfficeMenu: readonly MenuItem[] = [
  m('Vendors', 'vendors'),
  m('Categories', 'categories'),
  m('Products', 'products'),
  m('Purchases', 'purchases'),
  m('Inventories', 'inventories'),
  m('Supervisors', 'supervisors', 'inventories/supervisors'),
  m('Transfers', 'transfers'),
  m('Sales', 'sales'),
  m('Shipments', 'shipments'),
  m('Vehicles', 'vehicles'),
  m('Employees', 'employees'),
  m('Customers', 'customers'),
];

/** Sidebar menus per role (SPEC section 2, "Routes per role"), in order. */
export const menus: Record<Role, readonly MenuItem[]> = {
  admin: backOfficeMenu,
  'procurement-manager': [
    m('Vendors', 'vendors'),
    m('Categories', 'categories'),
    m('Products', 'products'),
    m('Purchases', 'purchases'),
    m('Inventories', 'inventories'),
  ],
  'fleet-manager': [
    m('Vehicles', 'vehicles'),
    m('Captains', 'captains'),
    m('Shipments', 'shipments'),
    m('Sales', 'sales'),
  ],
  'inventory-manager': backOfficeMenu,
  'inventory-in-charge': [
    m('Categories', 'categories'),
    m('Products', 'products'),
    m('Inventories', 'inventories', 'inventory'),
    m('Transfers', 'transfers'),
    m('Sales', 'sales'),
    m('Shipments', 'shipments'),
    m('Vehicles', 'vehicles'),
    m('Customers', 'customers'),
  ],
  captain: [m('Shipments', 'shipments'), m('Vehicles', 'vehicles')],
};

/**
 * The page each role's home (/{role}) shows. The admin's is a dashboard, which is in no menu (the menus keep
 * their titles, ARCHITECTURE's settled questions); the sidebar's home link leads to it.
 */
export const homePage: Record<Role, PageKey> = {
  admin: 'dashboard',
  'procurement-manager': 'vendors',
  'fleet-manager': 'vehicles',
  'inventory-manager': 'vendors',
  'inventory-in-charge': 'categories',
  captain: 'shipments',
};

/** The page `/` shows (SPEC section 2: the admin's categories, under the admin's access rule). */
export const rootPage: PageKey = 'categories';

/** The page a path at a role's home shows: `/` is the root page, `/{role}` the role's home. */
export function homePageAt(role: Role, pathname: string): PageKey {
  return pathname === '/' ? rootPage : homePage[role];
}

/** Each role's route table: home, its menu pages, the detail pages and profile. */
export function routesOf(role: Role): RouteEntry[] {
  const menu = menus[role];
  const entries: RouteEntry[] = [{ page: homePage[role], path: '' }];
  for (const item of menu) {
    entries.push({ page: item.page, path: item.path });
    if (item.page === 'inventories') entries.push({ page: 'inventory-detail', path: `${item.path}/:name` });
    if (item.page === 'shipments') entries.push({ page: 'shipment-detail', path: 'shipments/:sid' });
  }
  entries.push({ page: 'profile', path: 'profile' });
  return entries;
}

/** The menu of a role from a token; an unknown role gets an empty menu (SPEC section 2). */
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
