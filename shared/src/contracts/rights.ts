import type { Action } from './permissions.js';
import { roles, type Role } from './roles.js';

/** Which roles may do each action; an action left out is nobody's. `open-edit` defaults to `edit`. */
export type Rights = Partial<Record<Action, readonly Role[]>>;

/**
 * The rights over a table every role reads (the rows other rows name, which every form picks from): `writers`
 * create and edit its rows, `deleters` (the writers unless said) delete them.
 */
export function readByEveryone(writers: readonly Role[], deleters: readonly Role[] = writers): Rights {
  return { list: roles, view: roles, create: writers, edit: writers, delete: deleters };
}
