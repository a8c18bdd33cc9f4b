import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  inventoryCreateSchema,
  inventoryDetailSchema,
  inventorySchema,
  inventoryUpdateSchema,
} from '@logistics/shared/contracts/inventories';
import { listDefinitions, type ListQuery } from '@logistics/shared/contracts/lists';
import { createdSuccess, listInWords, serverMessages } from '@logistics/shared/contracts/messages';
import { isReservedPathName } from '@logistics/shared/contracts/paths';
import { messageResponseSchema, updateResponseSchema } from '@logistics/shared/contracts/rows';
import { emptyToNull } from '@logistics/shared/contracts/validation';
import { isUniqueViolation } from '../db/errors.js';
import { AppError } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import { INVENTORY_NAME_UNIQUE, toInventory, type InventoryDependents } from '../repositories/inventories.js';
import { bearerAuth, errorResponses } from '../schemas.js';
import { listStockRows } from '../stock/stock-rows.js';
import { guardFor } from './guard.js';
import { registerReads } from './read-routes.js';
import { inventoryListColumns } from '@logistics/shared/contracts/list-columns';
import { registerListExport } from './list-export.js';
import { registerBulkDelete } from './bulk-actions.js';

const THING = 'inventory';
const definition = listDefinitions.inventories;

const nameParams = z.object({ name: z.string().trim().min(1) });
const inventoryWithMessage = updateResponseSchema(definition.singleKey, inventorySchema);

function refuseReservedName(name: string | undefined): void {
  if (name !== undefined && isReservedPathName(name))
    throw new AppError(400, serverMessages.reservedName(name));
}

function translateDuplicate(error: unknown, name: string | undefined): never {
  if (name !== undefined && isUniqueViolation(error, INVENTORY_NAME_UNIQUE)) {
    throw new AppError(409, serverMessages.duplicate(THING, 'name', name));
  }
  throw error;
}

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

/** SPEC section 7: /inventories/{name}, list key `inventories`, single key `inventory` (with its stock rows). */
const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.repositories.inventories;
  const guard = guardFor(app, 'inventories');

  registerReads(app, {
    resource: 'inventories',
    key: 'name',
    thing: THING,
    schema: inventorySchema,
    detailSchema: inventoryDetailSchema,
    list: (params: ListQuery) => repository.list(params),
    // One inventory with its stock rows.
    findByKey: async (name) => {
      const row = await repository.findRowByKey(name);
      return row && { ...toInventory(row), inventories: await listStockRows(app.db, row.id) };
    },
  });

  app.post(
    '/',
    {
      ...guard('create'),
      schema: {
        tags: ['inventories'],
        security: bearerAuth,
        body: inventoryCreateSchema,
        response: { 201: inventoryWithMessage, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { name, address, ...optional } = request.body;
      refuseReservedName(name);
      const inventory = await repository
        .create({ name, address, ...emptyToNull(optional) })
        .catch((error: unknown) => translateDuplicate(error, name));
      return reply.code(201).send({ [definition.singleKey]: inventory, message: createdSuccess(THING) });
    },
  );

  // PUT and PATCH both mean a partial update (ARCHITECTURE, settled questions).
  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/:name',
      ...guard('edit'),
      schema: {
        tags: ['inventories'],
        security: bearerAuth,
        params: nameParams,
        body: inventoryUpdateSchema,
        response: { 200: inventoryWithMessage, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => {
        const { version, name, address, ...optional } = request.body;
        refuseReservedName(name);
        const outcome = await repository
          .update(request.params.name, { name, address, ...emptyToNull(optional) }, version)
          .catch((error: unknown) => translateDuplicate(error, name));
        if ('problem' in outcome) {
          if (outcome.problem === 'stale') throw new AppError(409, serverMessages.staleVersion(THING));
          throw new AppError(404, serverMessages.notFound(THING, request.params.name));
        }
        return { [definition.singleKey]: outcome.inventory, message: serverMessages.updated(THING) };
      },
    });
  }

  app.delete(
    '/:name',
    {
      ...guard('delete'),
      schema: {
        tags: ['inventories'],
        security: bearerAuth,
        params: nameParams,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const removed = await app.transaction((repositories) =>
        removeInventory(repositories, request.params.name),
      );
      if (!removed) throw new AppError(404, serverMessages.notFound(THING, request.params.name));
      return { message: serverMessages.deleted(THING) };
    },
  );

  const readPage = async (_request: unknown, query: ListQuery) => (await repository.list(query)).items;
  registerListExport(app, { resource: 'inventories', columns: inventoryListColumns, readPage });
  registerBulkDelete(app, {
    resource: 'inventories',
    table: 'inventories',
    keyColumn: 'name',
    readPage,
    remove: (repositories, name) => removeInventory(repositories, name),
  });
};

export default inventoryRoutes;
