import { employeeBody, givableRole, makeEmployee } from './master-data-fixtures.js';
import { resourceCases, rowCase, type PermissionCase, type RowKey } from './documents-context.js';

/** A new employee of a role the caller may give. */
const employee: RowKey = async (c) => (await makeEmployee(c, givableRole(c.role))).id;

/**
 * /users as every role. The rows each case acts on are inside the caller's scope when the matrix allows the
 * action (a captain is master data every role reads; an editor edits a role it may give), so an allowed
 * role gets a 2xx and any other a 403.
 */
export const userCases: PermissionCase[] = [
  ...resourceCases('users', '/api/users/:id', {
    row: employee,
    view: (c) => c.captainId,
    create: (c) => employeeBody(givableRole(c.role)),
    edit: { name: 'Edited Person', address: '6 Edited Road', version: 1 },
  }),
  // Sending someone a password reset link takes the right to edit them.
  rowCase('users', 'edit', 'POST', '/api/users/:id/password-reset', employee),
];
