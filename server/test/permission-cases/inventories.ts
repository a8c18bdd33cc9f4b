import { tag } from '../document-fixtures.js';
import { makeInventory, pathOf } from './master-data-fixtures.js';
import type { PermissionCase } from './documents-context.js';

/** /inventories as every role. */
export const inventoryCases: PermissionCase[] = [
  {
    resource: 'inventories',
    action: 'list',
    method: 'GET',
    route: '/api/inventories',
    request: async () => ({ url: '/api/inventories' }),
  },
  {
    resource: 'inventories',
    action: 'view',
    method: 'GET',
    route: '/api/inventories/:name',
    request: async (c) => ({ url: `/api/inventories/${pathOf(c.inventory)}` }),
  },
  {
    resource: 'inventories',
    action: 'create',
    method: 'POST',
    route: '/api/inventories',
    request: async () => ({
      url: '/api/inventories',
      body: { name: `Permission Store ${tag()}`, address: '8 Permission Road' },
    }),
  },
  ...(['PUT', 'PATCH'] as const).map((method): PermissionCase => ({
    resource: 'inventories',
    action: 'edit',
    method,
    route: '/api/inventories/:name',
    request: async (c) => ({
      url: `/api/inventories/${pathOf((await makeInventory(c)).name)}`,
      body: { description: 'Edited.', version: 1 },
    }),
  })),
  {
    resource: 'inventories',
    action: 'delete',
    method: 'DELETE',
    route: '/api/inventories/:name',
    request: async (c) => ({ url: `/api/inventories/${pathOf((await makeInventory(c)).name)}` }),
  },
];
