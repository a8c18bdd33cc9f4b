import type { QueryClient } from '@tanstack/react-query';
import type { Role } from '@logistics/shared/contracts/roles';

// Both modules are their own chunks: the login page is drawn without them, and fetches them while idle.
const remoteLoader = () => import('../remotes/remote-loader');
const homeList = () => import('@logistics/shared/api/home-list');

/**
 * While the user types, code only (no call to the server before the login): the layout, the remote loader and the
 * home lists' calls. After a login only the role's remote and its rows are left to fetch.
 */
export function prefetchHomeCode(): void {
  import('../layout/shell').catch(() => undefined);
  remoteLoader().catch(() => undefined);
  homeList().catch(() => undefined);
}

/**
 * Right after the login answer, before the layout is drawn: the role's remote starts loading and its home's
 * first page is fetched into the cache the page reads, side by side instead of one after the other.
 */
export function prepareHome(role: Role, userId: string, client: QueryClient): void {
  remoteLoader()
    .then((loader) => loader.preloadRoleRemote(role))
    .catch(() => undefined);
  homeList()
    .then((lists) => lists.prefetchHomeList(client, role, userId))
    .catch(() => undefined);
}
