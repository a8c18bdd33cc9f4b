import { assignableRoles } from '@logistics/shared/contracts/permissions';
import type { Role } from '@logistics/shared/contracts/roles';
import { tag, today } from '../document-fixtures.js';
import { asAdmin, type PermissionContext } from './documents-context.js';

/** Fixtures of the users, inventories, inventory-employments and categories permission cases. */

/** The role a caller may give (so an allowed caller gets a 2xx); a role that may give none gets a captain. */
export function givableRole(role: Role | null): Role {
  return (role && assignableRoles[role][0]) ?? 'captain';
}

export function employeeBody(role: Role) {
  const id = tag().toLowerCase();
  return {
    name: `Permission Person ${id}`,
    email: `permission-${id}-${tag().toLowerCase()}@example.com`,
    phone: '+15550166666',
    address: '4 Permission Road',
    password: 'Perm1ss!on',
    role,
  };
}

/** A new employee with a role, made by the admin. */
export async function makeEmployee(context: PermissionContext, role: Role): Promise<{ id: string }> {
  const body = await asAdmin(context, 'POST', '/api/users', employeeBody(role));
  return body.user as { id: string };
}

export async function makeInventory(context: PermissionContext): Promise<{ name: string }> {
  const body = await asAdmin(context, 'POST', '/api/inventories', {
    name: `Permission Store ${tag()}`,
    address: '8 Permission Road',
  });
  return body.inventory as { name: string };
}

/** A new active assignment of a new inventory-in-charge to the shared inventory. */
export async function makeInventoryEmployment(context: PermissionContext): Promise<{ id: string }> {
  const employee = await makeEmployee(context, 'inventory-in-charge');
  const body = await asAdmin(context, 'POST', '/api/inventory-employments', {
    hire_date: today(),
    employee_id: employee.id,
    inventory: context.inventory,
  });
  return body.assignment as { id: string };
}

/** The demo inventory-in-charge's active assignment: the one row every role that may view it can see. */
export async function demoInChargeEmployment(context: PermissionContext): Promise<{ id: string }> {
  return context.app.db
    .selectFrom('inventory_employments as e')
    .innerJoin('users as u', 'u.id', 'e.employee_id')
    .select('e.id')
    .where('u.email', '=', 'inventory-in-charge@example.com')
    .where('e.employee_status', '=', true)
    .executeTakeFirstOrThrow();
}

export async function makeCategory(context: PermissionContext): Promise<{ name: string }> {
  const body = await asAdmin(context, 'POST', '/api/categories', { name: `Permission Goods ${tag()}` });
  return body.category as { name: string };
}

export const pathOf = (name: string) => name.replaceAll(' ', '-');
