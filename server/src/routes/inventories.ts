import type { FastifyPluginAsync } from 'fastify';
import {
  inventoryCreateSchema,
  inventoryDetailSchema,
  inventorySchema,
  inventoryUpdateSchema,
} from '@logistics/shared/contracts/inventories';
import { inventoryListColumns } from '@logistics/shared/contracts/list-columns';
import { listInWords, resourceLabels, serverMessages } from '@logistics/shared/contracts/messages';
import { AppError } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import { INVENTORY_NAME_UNIQUE, type InventoryDependents } from '../repositories/inventories.js';
import { registerMasterDataRoutes } from './master-data-routes.js';

const THING = resourceLabels.inventories.singular;

/** 'purchases and supervisor assignments': what still refers to an inventory, in words (plural). */
export function dependentsInWords(dependents: InventoryDependents): string | undefined {
  const words: Array<[keyof InventoryDependents, string]> = [
    ['purchases', 'purchases'],
    ['transfers', 'transfers'],
    ['sales', 'sales'],
    ['stock', 'stock batches with units left'],
    ['inventoryEmployments', 'supervisor assignments'],
  ];
  const named = words.filter(([key]) => dependents[key] > 0).map(([, word]) => word);
  return named.length > 0 ? listInWords(named) : undefined;
}

/** The single-row delete (and each row of a bulk delete): false when not found, 409 naming its dependents. */
async function removeInventory(repositories: Repositories, name: string): Promise<boolean> {
  const inventories = repositories.inventories;
  const row = await inventories.findRowByKey(name, true);
  if (!row) return false;
  const dependents = dependentsInWords(await inventories.dependentsOf(row.id));
  if (dependents) throw new AppError(409, serverMessages.hasDependents(THING, row.name, dependents));
  await inventories.remove(row.id);
  return true;
}

/** /inventories/{name}, list key `inventories`, single key `inventory` (with its stock rows). */
const inventoryRoutes: FastifyPluginAsync = async (app) => {
  registerMasterDataRoutes(app, {
    resource: 'inventories',
    // The name travels in the path with spaces as hyphens; it is looked up by its path key.
    rowSchema: inventorySchema,
    columns: inventoryListColumns,
    createSchema: inventoryCreateSchema,
    updateSchema: inventoryUpdateSchema,
    repository: app.repositories.inventories,
    // One inventory is read with its stock rows.
    detailSchema: inventoryDetailSchema,
    removeIn: (repositories) => ({ remove: (name) => removeInventory(repositories, name) }),
    uniqueKeys: [
      { constraint: INVENTORY_NAME_UNIQUE, field: 'name', key: 'name', valueOf: (body) => body.name },
    ],
  });
};

export default inventoryRoutes;
