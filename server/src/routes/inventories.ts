import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  inventoryCreateSchema,
  inventoryDetailSchema,
  inventorySchema,
  inventoryUpdateSchema,
} from '@logistics/shared/contracts/inventories';
import { listDefinitions, listQuerySchema, type ListQuery } from '@logistics/shared/contracts/lists';
import { createdSuccess, listInWords, serverMessages } from '@logistics/shared/contracts/messages';
import { isReservedPathName } from '@logistics/shared/contracts/paths';
import { messageResponseSchema, updateResponseSchema } from '@logistics/shared/contracts/rows';
import { emptyToNull } from '@logistics/shared/contracts/validation';
import { isUniqueViolation } from '../db/errors.js';
import { AppError } from '../errors.js';
import { INVENTORY_NAME_UNIQUE, toInventory, type InventoryDependents } from '../repositories/inventories.js';
import { bearerAuth, errorResponses, facetsSchema } from '../schemas.js';
import { listStockRows } from '../stock/stock-rows.js';
import { guardFor } from './guard.js';
import { inventoryListColumns } from '@logistics/shared/contracts/list-columns';
import { registerListExport } from './list-export.js';

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
    ['assignments', 'supervisor assignments'],
  ];
  const named = words.filter(([key]) => dependents[key] > 0).map(([, word]) => word);
  return named.length > 0 ? listInWords(named) : undefined;
}

/** SPEC section 7: /inventories/{name}, list key `inventories`, single key `inventory` (with its stock rows). */
const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.repositories.inventories;
  const guard = guardFor(app, 'inventories');

  app.get(
    '/',
    {
      ...guard('list'),
      schema: {
        tags: ['inventories'],
        security: bearerAuth,
        querystring: listQuerySchema(definition),
        response: {
          200: z.object({
            [definition.listKey]: z.array(inventorySchema),
            total: z.number().int(),
            facets: facetsSchema,
          }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const page = await repository.list(request.query as unknown as ListQuery);
      return { [definition.listKey]: page.items, total: page.total, facets: page.facets };
    },
  );

  app.get(
    '/:name',
    {
      ...guard('view'),
      schema: {
        tags: ['inventories'],
        security: bearerAuth,
        params: nameParams,
        response: {
          200: z.object({ [definition.singleKey]: inventoryDetailSchema }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const row = await repository.findRowByKey(request.params.name);
      if (!row) throw new AppError(404, serverMessages.notFound(THING, request.params.name));
      const inventories = await listStockRows(app.db, row.id);
      return { [definition.singleKey]: { ...toInventory(row), inventories } };
    },
  );

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
      await app.transaction(async (repositories) => {
        const inventories = repositories.inventories;
        const row = await inventories.findRowByKey(request.params.name, true);
        if (!row) throw new AppError(404, serverMessages.notFound(THING, request.params.name));
        const dependents = dependentsInWords(await inventories.dependentsOf(row.id));
        if (dependents) throw new AppError(409, serverMessages.hasDependents(THING, row.name, dependents));
        await inventories.remove(row.id);
      });
      return { message: serverMessages.deleted(THING) };
    },
  );

  registerListExport(app, {
    resource: 'inventories',
    columns: inventoryListColumns,
    readPage: async (_request, query) => (await repository.list(query)).items,
  });
};

export default inventoryRoutes;
