import type { ComponentType } from 'react';
import type { PageKey } from '@logistics/shared/contracts/menus';
import type { Role } from '@logistics/shared/contracts/roles';

/** What the host renders for a signed-in role: the remote's whole route table and pages. */
export interface RemoteAppProps {
  role: Role;
}

/**
 * The module each remote exposes as `./app`. The host loads it by this type and each remote's
 * `src/exposed.ts` is checked against it, so drift on either side fails the typecheck, not the browser.
 */
export interface RemoteModule {
  default: ComponentType<RemoteAppProps>;
  /**
   * Fetches and runs a page's code ahead of its route (features/pages.tsx `preloadPage`). Optional: a remote built
   * before it has none, and the host then simply loads each page when it is shown.
   */
  preloadPage?: (page: PageKey) => Promise<void>;
}
