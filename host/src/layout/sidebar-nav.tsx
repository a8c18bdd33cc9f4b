import { Menu } from '@logistics/shared/ui/antd';
import { Link, useLocation } from '@logistics/shared/ui/router';
import { homePageAt, isHomePath, menuOf, pages, prefixOf } from '@logistics/shared/contracts/menus';
import { isRole, type Role } from '@logistics/shared/contracts/roles';
import { pageIcons } from './page-icons';
import { usePrefetchPage, usePreloadMenuPages } from './page-prefetch';

export const MAIN_MENU_LABEL = 'Main menu';

/** The item whose path is the longest prefix of the current path (inventories/supervisors over inventories). */
function selectedPath(pathname: string, prefix: string, paths: readonly string[]): string | undefined {
  return paths
    .filter((path) => pathname === `${prefix}/${path}` || pathname.startsWith(`${prefix}/${path}/`))
    .sort((a, b) => b.length - a.length)[0];
}

/** The role's menu from shared/contracts, in order, one link per item; an unknown role's is empty. */
export function SidebarNav({ role, onNavigate }: { role: Role | null; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const prefix = prefixOf(role);
  const items = menuOf(role);
  const routeRole = isRole(role) ? role : null;
  usePreloadMenuPages(routeRole);
  const prefetch = usePrefetchPage(routeRole);
  // At the role's home the page it shows is the one lit (the admin's / shows categories; the admin's home, a
  // dashboard, is in no menu).
  const atHome = isHomePath(role, pathname);
  const selected = atHome
    ? items.find((item) => isRole(role) && item.page === homePageAt(role, pathname))?.path
    : selectedPath(
        pathname,
        prefix,
        items.map((item) => item.path),
      );
  return (
    <nav aria-label={MAIN_MENU_LABEL}>
      <Menu
        mode="inline"
        selectedKeys={selected ? [selected] : []}
        style={{ borderInlineEnd: 'none', background: 'transparent' }}
        items={items.map((item) => ({
          key: item.path,
          icon: pageIcons[pages[item.page].icon],
          label: (
            <Link
              to={`${prefix}/${item.path}`}
              onClick={onNavigate}
              onMouseEnter={() => prefetch(item.page)}
              onFocus={() => prefetch(item.page)}
            >
              {item.title}
            </Link>
          ),
        }))}
      />
    </nav>
  );
}
