import type { PageIcon } from './page-icons.js';
import type { Role } from './roles.js';
import { resourceDeclarations, resources, type Resource, type ResourceDeclaration } from './resources.js';

/**
 * Every page a remote can show, described once: its title, its sidebar icon's name, and where it lives under a
 * role's prefix (a resource's list page at its declared path, by default its name).
 *
 * The rest of a page lives where its layer allows (contracts run on the server too, so no React here):
 * - its component, loaded when its route is shown: `shared/src/features/pages.tsx` (`pageLoaders`);
 * - which roles' menus list it: its `menus` here (a resource's, its declaration's); their order and each role's
 *   home: `menus.ts` (`menus`, `homePage`, `routesOf`).
 * Both are typed over every `PageKey`, so a page key added here without them is a type error. The host draws the
 * icon a page names (`host/src/layout/page-icons.tsx`; it draws the sidebar and imports no feature code).
 */

/** The pages a remote can show: each resource's list page, and the pages of no resource of their own. */
export const pageKeys = [
  ...resources,
  'dashboard',
  'inventory-detail',
  'shipment-detail',
  'captains',
  'profile',
] as const;
export type PageKey = (typeof pageKeys)[number];

export interface PageDescription {
  /** What the user reads: the sidebar entry and the page's title. */
  title: string;
  /** Its sidebar icon; a detail page names its list's. */
  icon: PageIcon;
  /**
   * Its path under the role's prefix, without a leading slash (`vendors` is `/admin/vendors`). A role's menu may
   * place a page elsewhere (the in-charge's Inventories at `inventory`). Absent: the page is only a role's home.
   */
  path?: string;
  /** A detail page: routed right after this list page, at the list's path followed by `/{path}`. */
  detailOf?: PageKey;
  /** The roles whose sidebar lists it. */
  menus?: readonly Role[];
  /** Its path in a role's menu where it is not `path`. */
  menuPaths?: Partial<Record<Role, string>>;
}

/** Each resource's list page: its declared title, at its declared path or else its name. */
const resourcePages = Object.fromEntries(
  resources.map((resource) => {
    const declaration: ResourceDeclaration = resourceDeclarations[resource];
    const { labels, icon, path = resource, menus, menuPaths } = declaration;
    return [resource, { title: labels.title, icon, path, menus, menuPaths }];
  }),
) as Record<Resource, PageDescription>;

export const pages: Record<PageKey, PageDescription> = {
  ...resourcePages,
  dashboard: { title: 'Dashboard', icon: 'dashboard' },
  'inventory-detail': { title: 'Inventory', icon: 'database', path: ':name', detailOf: 'inventories' },
  'shipment-detail': { title: 'Shipment', icon: 'truck', path: ':sid', detailOf: 'shipments' },
  captains: { title: 'Captains', icon: 'team', path: 'captains', menus: ['fleet-manager'] },
  profile: { title: 'Profile', icon: 'user', path: 'profile' },
};

/** The detail pages routed after a list page (the inventory's after the inventories). */
export function detailPagesOf(list: PageKey): PageKey[] {
  return pageKeys.filter((page) => pages[page].detailOf === list);
}
