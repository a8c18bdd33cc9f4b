import type { QueryClient } from '@tanstack/react-query';
import { homePage, isRoleHomePath, pageAtPath, type PageKey } from '@logistics/shared/contracts/menus';
import { isRole, type Role } from '@logistics/shared/contracts/roles';

// Both modules are their own chunks: the login page is drawn without them, and fetches them while idle.
const remoteLoader = () => import('../remotes/remote-loader');
const pageLists = () => import('@logistics/shared/api/page-lists');

/** The role this browser last signed in as: whose screens the login page loads while the person types. */
const LAST_ROLE_STORAGE_KEY = 'logistics.lastRole';

function lastSignedInRole(): Role | null {
  try {
    const role = window.localStorage.getItem(LAST_ROLE_STORAGE_KEY);
    return isRole(role) ? role : null;
  } catch {
    return null;
  }
}

function rememberRole(role: Role): void {
  try {
    window.localStorage.setItem(LAST_ROLE_STORAGE_KEY, role);
  } catch {
    // Storage refused (private mode): the next login page loads only what every role needs.
  }
}

/**
 * While the user types, code only (no call to the server before the login): the layout, the remote loader and the
 * pages' first reads; and, where this browser signed in before, that role's remote and its home page's code.
 * Resolves to that role once all of its screens' code is in (null when there is none, or a part failed to load):
 * the app then draws that home ahead, hidden (home-drawn-ahead.ts), so that after a login only the token, the
 * home's first read and showing it are left (and the remote and the drawing, for another role).
 */
export async function prefetchHomeCode(): Promise<Role | null> {
  const layout = import('../layout/shell');
  pageLists().catch(() => undefined);
  const role = lastSignedInRole();
  // The remote's own failure is not swallowed here (preloadRolePage would): a home drawn ahead would keep it, where
  // the screen shown after the login tries the remote afresh.
  const home = remoteLoader().then(async (loader) => {
    if (role) await (await loader.loadRoleRemote(role)).preloadPage?.(homePage[role]);
  });
  try {
    await Promise.all([layout, home]);
    return role;
  } catch {
    return null;
  }
}

type PageLists = Awaited<ReturnType<typeof pageLists>>;

/**
 * A page of the role, ahead of its screen: the remote and the page's code start loading, and `read` fetches its
 * first data into the cache the page reads, side by side instead of one after the other.
 */
function startPage(role: Role, page: PageKey, read?: (lists: PageLists) => Promise<void>): void {
  remoteLoader()
    .then((loader) => loader.preloadRolePage(role, page))
    .catch(() => undefined);
  if (!read) return;
  pageLists()
    .then(read)
    .catch(() => undefined);
}

/** Right after the login answer, before the layout is drawn: the role's home, and the role remembered. */
export function prepareHome(role: Role, userId: string, client: QueryClient): void {
  rememberRole(role);
  startPage(role, homePage[role], (lists) => lists.prefetchHomeData(client, role, userId));
}

let openedAhead = false;

/**
 * The first role screen of a page load (a returning user's reload, a link opened): its remote and page code and
 * its first read start at once, beside the layout's code, where they would otherwise wait for each other. Once per
 * page load: later screens are the menu's (loaded ahead on hover). A list opened with its own query string reads
 * what that says, so only its code is loaded ahead.
 */
export function prepareRoleScreen(
  role: Role,
  { pathname, search }: { pathname: string; search: string },
  userId: string,
  client: QueryClient,
): void {
  if (openedAhead) return;
  openedAhead = true;
  const page = pageAtPath(role, pathname);
  if (!page) return;
  if (search !== '') startPage(role, page);
  else if (isRoleHomePath(role, pathname))
    startPage(role, page, (lists) => lists.prefetchHomeData(client, role, userId));
  else startPage(role, page, (lists) => lists.prefetchPageData(client, role, page, userId));
}
