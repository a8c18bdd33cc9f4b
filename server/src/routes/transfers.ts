import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listDefinitions, type ListQuery } from '@logistics/shared/contracts/lists';
import { createdSuccess, serverMessages } from '@logistics/shared/contracts/messages';
import { messageResponseSchema, updateResponseSchema } from '@logistics/shared/contracts/rows';
import {
  transferCreateSchema,
  transferSchema,
  transferUpdateSchema,
} from '@logistics/shared/contracts/transfers';
import { AppError } from '../errors.js';
import { isProblem } from '../repositories/outcome.js';
import { inventoryScopeOf, type TransactionListParams } from '../repositories/transaction-shared.js';
import { TRANSFER_TRF_ID_UNIQUE } from '../repositories/transfers.js';
import { bearerAuth, errorResponses } from '../schemas.js';
import { actorOf, problemError, requireRight, translateWriteError } from './transaction-helpers.js';
import { guardFor } from './guard.js';
import { registerReads } from './read-routes.js';
import { transferListColumns } from '@logistics/shared/contracts/list-columns';
import { registerListExport } from './list-export.js';
import { registerBulkDelete } from './bulk-actions.js';

const THING = 'transfer';
const definition = listDefinitions.transfers;
const keyParams = z.object({ trf_id: z.string().trim().min(1) });
const transferWithMessage = updateResponseSchema(definition.singleKey, transferSchema);
const duplicateOf = (value: string | undefined) => ({
  constraint: TRANSFER_TRF_ID_UNIQUE,
  thing: THING,
  field: 'TRF ID',
  value,
});

/**
 * SPEC section 7: /transfers/{trf_id}, list key `transfers`, single key `transfer`. An inventory-in-charge sees
 * and writes only transfers whose source or destination is their active inventory.
 */
const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = guardFor(app, 'transfers');

  registerReads(app, {
    resource: 'transfers',
    key: 'trf_id',
    thing: THING,
    schema: transferSchema,
    scopeOf: (actor) => inventoryScopeOf(app.db, actor),
    list: (params: TransactionListParams, scope) => app.repositories.transfers.list(params, scope),
    findByKey: (key, scope) => app.repositories.transfers.findByKey(key, scope),
  });

  app.post(
    '/',
    {
      ...guard('create'),
      schema: {
        tags: ['transfers'],
        security: bearerAuth,
        body: transferCreateSchema,
        response: { 201: transferWithMessage, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const scope = await inventoryScopeOf(app.db, actor);
      const transfer = await app
        .transaction((repositories) => repositories.transfers.create(request.body, actor, scope))
        .catch((error: unknown) => translateWriteError(error, duplicateOf(request.body.trf_id)));
      return reply.code(201).send({ [definition.singleKey]: transfer, message: createdSuccess(THING) });
    },
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/:trf_id',
      ...guard('edit'),
      schema: {
        tags: ['transfers'],
        security: bearerAuth,
        params: keyParams,
        body: transferUpdateSchema,
        response: { 200: transferWithMessage, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => {
        const actor = actorOf(request);
        if (request.body.new_products) requireRight(actor, 'transfers', 'add-line');
        const scope = await inventoryScopeOf(app.db, actor);
        const outcome = await app
          .transaction((repositories) =>
            repositories.transfers.update(request.params.trf_id, request.body, actor, scope),
          )
          .catch((error: unknown) => translateWriteError(error, duplicateOf(request.body.trf_id)));
        if (isProblem(outcome)) throw problemError(outcome.problem, THING, request.params.trf_id);
        return { [definition.singleKey]: outcome.transfer, message: serverMessages.updated(THING) };
      },
    });
  }

  app.delete(
    '/:trf_id',
    {
      ...guard('delete'),
      schema: {
        tags: ['transfers'],
        security: bearerAuth,
        params: keyParams,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const removed = await app
        .transaction((repositories) => repositories.transfers.remove(request.params.trf_id, actor))
        .catch((error: unknown) => translateWriteError(error));
      if (!removed) throw new AppError(404, serverMessages.notFound(THING, request.params.trf_id));
      return { message: serverMessages.deleted(THING) };
    },
  );

  const readPage = async (request: FastifyRequest, query: ListQuery) => {
    const scope = await inventoryScopeOf(app.db, actorOf(request));
    return (await app.repositories.transfers.list(query as unknown as TransactionListParams, scope)).items;
  };
  registerListExport(app, { resource: 'transfers', columns: transferListColumns, readPage });
  registerBulkDelete(app, {
    resource: 'transfers',
    table: 'transfers',
    keyColumn: 'trf_id',
    readPage,
    remove: (repositories, trfId, _scope, request) => repositories.transfers.remove(trfId, actorOf(request)),
  });
};

export default transferRoutes;
