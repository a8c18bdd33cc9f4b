import { tag } from '../document-fixtures.js';
import { makeCategory, pathOf } from './master-data-fixtures.js';
import { resourceCases, type PermissionCase } from './documents-context.js';

/** /categories as every role. */
export const categoryCases: PermissionCase[] = resourceCases('categories', '/api/categories/:name', {
  row: async (c) => pathOf((await makeCategory(c)).name),
  create: () => ({ name: `Permission Goods ${tag()}` }),
  edit: { description: 'Edited.', version: 1 },
});
