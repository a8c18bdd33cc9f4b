import { today } from '../document-fixtures.js';
import { demoInChargeEmployment, makeInventoryEmployment, makeEmployee } from './master-data-fixtures.js';
import { resourceCases, type PermissionCase } from './documents-context.js';

/** /inventory-employments as every role (the in-charge views their own assignment). */
export const inventoryEmploymentCases: PermissionCase[] = resourceCases(
  'inventory-employments',
  '/api/inventory-employments/:id',
  {
    row: async (c) => (await makeInventoryEmployment(c)).id,
    view: async (c) => (await demoInChargeEmployment(c)).id,
    create: async (c) => ({
      hire_date: today(),
      employee_id: (await makeEmployee(c, 'inventory-in-charge')).id,
      inventory: c.inventory,
    }),
    edit: () => ({ termination_date: today(), version: 1 }),
  },
);
