import { today } from '../document-fixtures.js';
import { demoInChargeEmployment, makeInventoryEmployment, makeEmployee } from './master-data-fixtures.js';
import type { PermissionCase } from './documents-context.js';

/** /inventory-employments as every role (the in-charge views their own assignment). */
export const inventoryEmploymentCases: PermissionCase[] = [
  {
    resource: 'inventory-employments',
    action: 'list',
    method: 'GET',
    route: '/api/inventory-employments',
    request: async () => ({ url: '/api/inventory-employments' }),
  },
  {
    resource: 'inventory-employments',
    action: 'view',
    method: 'GET',
    route: '/api/inventory-employments/:id',
    request: async (c) => ({ url: `/api/inventory-employments/${(await demoInChargeEmployment(c)).id}` }),
  },
  {
    resource: 'inventory-employments',
    action: 'create',
    method: 'POST',
    route: '/api/inventory-employments',
    request: async (c) => ({
      url: '/api/inventory-employments',
      body: {
        hire_date: today(),
        employee_id: (await makeEmployee(c, 'inventory-in-charge')).id,
        inventory: c.inventory,
      },
    }),
  },
  ...(['PUT', 'PATCH'] as const).map((method): PermissionCase => ({
    resource: 'inventory-employments',
    action: 'edit',
    method,
    route: '/api/inventory-employments/:id',
    request: async (c) => ({
      url: `/api/inventory-employments/${(await makeInventoryEmployment(c)).id}`,
      body: { termination_date: today(), version: 1 },
    }),
  })),
  {
    resource: 'inventory-employments',
    action: 'delete',
    method: 'DELETE',
    route: '/api/inventory-employments/:id',
    request: async (c) => ({ url: `/api/inventory-employments/${(await makeInventoryEmployment(c)).id}` }),
  },
];
