import { resources } from '@logistics/shared/contracts/permissions';
import type { PermissionCase } from './documents-context.js';

/**
 * Every list's export and its download token, guarded like the list itself (the `list`
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
]);
