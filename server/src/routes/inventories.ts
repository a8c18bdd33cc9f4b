import type { FastifyPluginAsync } from 'fastify';
import {
  inventoryCreateSchema,
  inventoryDetailSchema,
  inventorySchema,
  inventoryUpdateSchema,
  inventoryListColumns,
} from '@logistics/shared/contracts/inventories';
import { INVENTORY_NAME_UNIQUE } from '../repositories/inventories.js';
import { registerMasterDataRoutes } from './master-data-routes.js';

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
    removeIn: (repositories) => repositories.inventories,
    uniqueKeys: [
      { constraint: INVENTORY_NAME_UNIQUE, field: 'name', key: 'name', valueOf: (body) => body.name },
    ],
  });
};

export default inventoryRoutes;
