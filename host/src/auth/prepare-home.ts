import type { QueryClient } from '@tanstack/react-query';
import { homePage } from '@logistics/shared/contracts/menus';
import { isRole, type Role } from '@logistics/shared/contracts/roles';

// Both modules are their own chunks: the login page is drawn without them, and fetches them while idle.
const remoteLoader = () => import('../remotes/remote-loader');
const pageLists = () => import('@logistics/shared/api/page-lists');

/** The role this browser last signed in as: whose screens the login page loads while the person types. */
export const LAST_ROLE_STORAGE_KEY = 'logistics.lastRole';

export function lastSignedInRole(): Role | null {
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
 * pages' first reads; and, where this browser signed in before, that role's remote and its home page's code. After
 * a login only the token, the home's first read and drawing it are left (and the remote, for another role).
 */
export function prefetchHomeCode(): void {
  import('../layout/shell').catch(() => undefined);
  pageLists().catch(() => undefined);
  const role = lastSignedInRole();
  remoteLoader()
    .then((loader) => (role ? loader.preloadRolePage(role, homePage[role]) : undefined))
    .catch(() => undefined);
}

/**
 * Right after the login answer, before the layout is drawn: the role's remote starts loading and its home's
 * first page is fetched into the cache the page reads, side by side instead of one after the other.
 */
export function prepareHome(role: Role, userId: string, client: QueryClient): void {
  rememberRole(role);
  remoteLoader()
    .then((loader) => loader.preloadRolePage(role, homePage[role]))
    .catch(() => undefined);
  pageLists()
    .then((lists) => lists.prefetchHomeList(client, role, userId))
    .catch(() => undefined);
}
