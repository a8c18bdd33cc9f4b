import { tag } from '../document-fixtures.js';
import { makeCategory, pathOf } from './master-data-fixtures.js';
import type { PermissionCase } from './documents-context.js';

/** /categories as every role. */
export const categoryCases: PermissionCase[] = [
  {
    resource: 'categories',
    action: 'list',
    method: 'GET',
    route: '/api/categories',
    request: async () => ({ url: '/api/categories' }),
  },
  {
    resource: 'categories',
    action: 'view',
    method: 'GET',
    route: '/api/categories/:name',
    request: async (c) => ({ url: `/api/categories/${pathOf((await makeCategory(c)).name)}` }),
  },
  {
    resource: 'categories',
    action: 'create',
    method: 'POST',
    route: '/api/categories',
    request: async () => ({ url: '/api/categories', body: { name: `Permission Goods ${tag()}` } }),
  },
  ...(['PUT', 'PATCH'] as const).map((method): PermissionCase => ({
    resource: 'categories',
    action: 'edit',
    method,
    route: '/api/categories/:name',
    request: async (c) => ({
      url: `/api/categories/${pathOf((await makeCategory(c)).name)}`,
      body: { description: 'Edited.', version: 1 },
    }),
  })),
  {
    resource: 'categories',
    action: 'delete',
    method: 'DELETE',
    route: '/api/categories/:name',
    request: async (c) => ({ url: `/api/categories/${pathOf((await makeCategory(c)).name)}` }),
  },
];
