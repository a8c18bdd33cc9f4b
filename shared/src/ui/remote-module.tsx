import type { ComponentType } from 'react';
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
}
