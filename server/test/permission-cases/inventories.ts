import { tag } from '../document-fixtures.js';
import { makeInventory, pathOf } from './master-data-fixtures.js';
import { resourceCases, type PermissionCase } from './documents-context.js';

/** /inventories as every role. */
export const inventoryCases: PermissionCase[] = resourceCases('inventories', '/api/inventories/:name', {
  row: async (c) => pathOf((await makeInventory(c)).name),
  view: (c) => pathOf(c.inventory),
  create: () => ({ name: `Permission Store ${tag()}`, address: '8 Permission Road' }),
  edit: { description: 'Edited.', version: 1 },
});
