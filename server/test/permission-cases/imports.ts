import { importResources, type ImportResource } from '@logistics/shared/contracts/imports';
import { csvOf, multipartFile } from '../import-files.js';
import { tag } from '../document-fixtures.js';
import type { PermissionCase, PermissionContext } from './documents-context.js';

/** One new valid row for each list, in the export's headers (fresh names, so every allowed call imports it). */
async function fileFor(resource: ImportResource, context: PermissionContext): Promise<string> {
  const id = tag();
  switch (resource) {
    case 'products': {
      const category = await context.app.db.selectFrom('categories').select('name').executeTakeFirstOrThrow();
      return csvOf([
        ['Name', 'Category', 'Price', 'SKU'],
        [`Imported Crate ${id}`, category.name, '$12.50', `IMP-${id}`],
      ]);
    }
    case 'customers':
      return csvOf([
        ['Name', 'Email'],
        [`Imported Buyer ${id}`, `imported-${id.toLowerCase()}@example.com`],
      ]);
    case 'vendors':
      return csvOf([
        ['Name', 'Phone'],
        [`Imported Supplier ${id}`, '+15550123456'],
      ]);
    case 'categories':
      return csvOf([
        ['Name', 'Description'],
        [`Imported Goods ${id}`, 'From a file.'],
      ]);
    case 'vehicles':
      return csvOf([
        ['Vehicle', 'Color', 'VIN', 'Type', 'Plate Number', 'Capacity'],
        [`Volvo FH 2020`, 'Red', `IMPV${id}${id}XYZ`, 'Truck', `IMP${id}`, '1000 kg'],
      ]);
  }
}

/**
 * Each master-data list's import, guarded like its create (the `create` action of the
 * matrix): 401 without a session, the rows imported where the role may create, 403 where it may not.
 */
export const importCases: PermissionCase[] = importResources.map((resource): PermissionCase => ({
  resource,
  action: 'create',
  method: 'POST',
  route: `/api/${resource}/import`,
  request: async (context) => {
    const { payload, headers } = multipartFile(await fileFor(resource, context));
    return { url: `/api/${resource}/import`, body: payload, headers };
  },
}));
