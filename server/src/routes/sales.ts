import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listDefinitions, type ListQuery } from '@logistics/shared/contracts/lists';
import {
  bulkTexts,
  createdSuccess,
  serverMessages,
  transactionMessages,
} from '@logistics/shared/contracts/messages';
import { messageResponseSchema, updateResponseSchema } from '@logistics/shared/contracts/rows';
import {
  saleCreateSchema,
  saleSchema,
  saleUpdateFieldsDeniedFor,
  saleUpdateSchema,
} from '@logistics/shared/contracts/sales';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bulkStatusSchema, type BulkStatus } from '@logistics/shared/contracts/bulk';
import { statusLabel } from '@logistics/shared/contracts/statuses';
import { AppError } from '../errors.js';
import { isProblem } from '../repositories/outcome.js';
import { SALE_BILL_ID_UNIQUE, type SaleScope } from '../repositories/sales.js';
import {
  captainScopeOf,
  inventoryScopeOf,
  type Actor,
  type TransactionListParams,
} from '../repositories/transaction-shared.js';
import { bearerAuth, errorResponses } from '../schemas.js';
import { actorOf, problemError, requireRight, translateWriteError } from './transaction-helpers.js';
import { guardFor } from './guard.js';
import { registerReads } from './read-routes.js';
import { saleListColumns } from '@logistics/shared/contracts/list-columns';
import { registerListExport } from './list-export.js';
import { answerBlocked, bulkRouteSchema, registerBulkDelete, runBulk, targetRows } from './bulk-actions.js';

const THING = 'sale';
const definition = listDefinitions.sales;
const keyParams = z.object({ bill_id: z.string().trim().min(1) });
const saleWithMessage = updateResponseSchema(definition.singleKey, saleSchema);
const duplicateOf = (value: string | undefined) => ({
  constraint: SALE_BILL_ID_UNIQUE,
  thing: THING,
  field: 'BILL ID',
  value,
});

/**
 * The sales a role may see (SPEC section 6): the inventory-in-charge those of their active inventory, the
 * captain those travelling in their own shipments (the shipment detail's table), the rest all.
 */
export async function saleScopeOf(app: FastifyInstance, actor: Actor): Promise<SaleScope> {
  return { inventory: await inventoryScopeOf(app.db, actor), captainId: captainScopeOf(actor) };
}

/** SPEC section 7: /sales/{bill_id}, list key `sales`, single key `sale`. */
const saleRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = guardFor(app, 'sales');

  registerReads(app, {
    resource: 'sales',
    key: 'bill_id',
    thing: THING,
    schema: saleSchema,
    scopeOf: (actor) => saleScopeOf(app, actor),
    list: (params: TransactionListParams, scope) => app.repositories.sales.list(params, scope),
    findByKey: (key, scope) => app.repositories.sales.findByKey(key, scope),
  });

  app.post(
    '/',
    {
      ...guard('create'),
      schema: {
        tags: ['sales'],
        security: bearerAuth,
        body: saleCreateSchema,
        response: { 201: saleWithMessage, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const scope = await saleScopeOf(app, actor);
      const sale = await app
        .transaction((repositories) => repositories.sales.create(request.body, actor, scope))
        .catch((error: unknown) => translateWriteError(error, duplicateOf(request.body.bill_id)));
      return reply.code(201).send({ [definition.singleKey]: sale, message: createdSuccess(THING) });
    },
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/:bill_id',
      ...guard('edit'),
      schema: {
        tags: ['sales'],
        security: bearerAuth,
        params: keyParams,
        body: saleUpdateSchema,
        response: { 200: saleWithMessage, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => {
        const actor = actorOf(request);
        const { bill_id: billId } = request.params;
        // Fleet-manager and captain save the status only: the disabled fields may arrive, but not changed.
        const denied = saleUpdateFieldsDeniedFor(actor.role, request.body);
        if (denied.length > 0) {
          const changed = (await app.repositories.sales.changedFields(billId, request.body)) ?? [];
          const refused = changed.filter((field) => denied.includes(field));
          if (refused.length > 0) throw new AppError(403, transactionMessages.saleStatusOnly(refused));
        }
        if (request.body.new_products) requireRight(actor, 'sales', 'add-line');
        const scope = await saleScopeOf(app, actor);
        const outcome = await app
          .transaction((repositories) => repositories.sales.update(billId, request.body, actor, scope))
          .catch((error: unknown) => translateWriteError(error, duplicateOf(request.body.bill_id)));
        if (isProblem(outcome)) throw problemError(outcome.problem, THING, billId);
        return { [definition.singleKey]: outcome.sale, message: serverMessages.updated(THING) };
      },
    });
  }

  app.delete(
    '/:bill_id',
    {
      ...guard('delete'),
      schema: {
        tags: ['sales'],
        security: bearerAuth,
        params: keyParams,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const scope = await saleScopeOf(app, actor);
      const removed = await app
        .transaction((repositories) => repositories.sales.remove(request.params.bill_id, actor, scope))
        .catch((error: unknown) => translateWriteError(error));
      if (!removed) throw new AppError(404, serverMessages.notFound(THING, request.params.bill_id));
      return { message: serverMessages.deleted(THING) };
    },
  );

  const readPage = async (request: FastifyRequest, query: ListQuery) => {
    const scope = await saleScopeOf(app, actorOf(request));
    return (await app.repositories.sales.list(query as unknown as TransactionListParams, scope)).items;
  };
  registerListExport(app, { resource: 'sales', columns: saleListColumns, readPage });
  const bulk = { resource: 'sales', table: 'sales', keyColumn: 'bill_id', readPage } as const;
  registerBulkDelete(app, {
    ...bulk,
    scopeOf: (request) => saleScopeOf(app, actorOf(request)),
    remove: (repositories, billId, scope, request) =>
      repositories.sales.remove(billId, actorOf(request), scope),
  });

  // Issue 23, item 2: the status of the selected sales, each through the single-row update (its version, row
  // scope and stock steps), for every role that may change a sale's status (the matrix's `edit`).
  app.post(
    '/bulk-status',
    { ...guard('edit'), schema: bulkRouteSchema('sales', 'bulkStatus', bulkStatusSchema) },
    async (request, reply) => {
      const body = request.body as BulkStatus;
      const rows = await targetRows(request, body, bulk);
      const actor = actorOf(request);
      const scope = await saleScopeOf(app, actor);
      try {
        const count = await runBulk(app.db, bulk, rows, async (repositories, billId, version) => {
          const outcome = await repositories.sales.update(
            billId,
            { status: body.status, version, new_products: undefined },
            actor,
            scope,
          );
          if (isProblem(outcome)) throw problemError(outcome.problem, THING, billId);
        });
        return { message: bulkTexts.statusSet(count, statusLabel(body.status)), count };
      } catch (error) {
        return answerBlocked(reply, 'sales', error);
      }
    },
  );
};

export default saleRoutes;
