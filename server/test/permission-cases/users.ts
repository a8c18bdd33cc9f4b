import { employeeBody, givableRole, makeEmployee } from './master-data-fixtures.js';
import type { PermissionCase } from './documents-context.js';

/**
 * /users as every role. The rows each case acts on are inside the caller's scope when the matrix allows the
 * action (a captain is master data every role reads; an editor edits a role it may give), so an allowed
 * role gets a 2xx and any other a 403.
 */
export const userCases: PermissionCase[] = [
  {
    resource: 'users',
    action: 'list',
    method: 'GET',
    route: '/api/users',
    request: async () => ({ url: '/api/users' }),
  },
  {
    resource: 'users',
    action: 'view',
    method: 'GET',
    route: '/api/users/:id',
    request: async (c) => ({ url: `/api/users/${c.captainId}` }),
  },
  {
    resource: 'users',
    action: 'create',
    method: 'POST',
    route: '/api/users',
    request: async (c) => ({ url: '/api/users', body: employeeBody(givableRole(c.role)) }),
  },
  ...(['PUT', 'PATCH'] as const).map((method): PermissionCase => ({
    resource: 'users',
    action: 'edit',
    method,
    route: '/api/users/:id',
    request: async (c) => ({
      url: `/api/users/${(await makeEmployee(c, givableRole(c.role))).id}`,
      body: { name: 'Edited Person', address: '6 Edited Road', version: 1 },
    }),
  })),
  {
    // Sending someone a password reset link takes the right to edit them.
    resource: 'users',
    action: 'edit',
    method: 'POST',
    route: '/api/users/:id/password-reset',
    request: async (c) => ({
      url: `/api/users/${(await makeEmployee(c, givableRole(c.role))).id}/password-reset`,
    }),
  },
  {
    resource: 'users',
    action: 'delete',
    method: 'DELETE',
    route: '/api/users/:id',
    request: async (c) => ({ url: `/api/users/${(await makeEmployee(c, givableRole(c.role))).id}` }),
  },
];
