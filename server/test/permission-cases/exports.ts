import { resources } from '@logistics/shared/contracts/permissions';
import { tag } from '../document-fixtures.js';
import type { PermissionCase } from './documents-context.js';

/**
 * Every list's export, its download token and its progress, guarded like the list itself (the `list`
 * action of the matrix): 401 without a session, the file where the role may list, 403 where it may not.
 */
export const exportCases: PermissionCase[] = resources.flatMap((resource): PermissionCase[] => [
  {
    resource,
    action: 'list',
    method: 'GET',
    route: `/api/${resource}/export`,
    request: async () => ({ url: `/api/${resource}/export?format=csv` }),
  },
  {
    resource,
    action: 'list',
    method: 'POST',
    route: `/api/${resource}/export-token`,
    request: async () => ({ url: `/api/${resource}/export-token` }),
  },
  {
    // The progress of the caller's own export under a fresh mark (a session sees only its own): the caller
    // exports first, so a role that may list gets its rows counted (200); a role that may not is refused the
    // export too, and its progress is asked for all the same.
    resource,
    action: 'list',
    method: 'GET',
    route: `/api/${resource}/export-progress`,
    request: async (c) => {
      const ready = `permission${tag().toLowerCase()}`;
      if (c.session) {
        await c.app.inject({
          method: 'GET',
          url: `/api/${resource}/export?format=csv&ready=${ready}`,
          headers: c.session.headers,
        });
      }
      return { url: `/api/${resource}/export-progress?ready=${ready}` };
    },
  },
]);
