import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listDefinitions, type ListQuery } from '@logistics/shared/contracts/lists';
import { createdSuccess, serverMessages } from '@logistics/shared/contracts/messages';
import {
  purchaseCreateSchema,
  purchaseSchema,
  purchaseUpdateSchema,
} from '@logistics/shared/contracts/purchases';
import { messageResponseSchema, updateResponseSchema } from '@logistics/shared/contracts/rows';
import { AppError } from '../errors.js';
import { isProblem } from '../repositories/outcome.js';
import { PURCHASE_MR_ID_UNIQUE } from '../repositories/purchases.js';
import type { TransactionListParams } from '../repositories/transaction-shared.js';
import { bearerAuth, errorResponses } from '../schemas.js';
import { actorOf, problemError, requireRight, translateWriteError } from './transaction-helpers.js';
import { guardFor } from './guard.js';
import { registerReads } from './read-routes.js';
import { purchaseListColumns } from '@logistics/shared/contracts/list-columns';
import { registerListExport } from './list-export.js';
import { registerBulkDelete } from './bulk-actions.js';

const THING = 'purchase';
const definition = listDefinitions.purchases;
const keyParams = z.object({ mr_id: z.string().trim().min(1) });
const purchaseWithMessage = updateResponseSchema(definition.singleKey, purchaseSchema);
const duplicateOf = (value: string | undefined) => ({
  constraint: PURCHASE_MR_ID_UNIQUE,
  thing: THING,
  field: 'MR ID',
  value,
});

/** SPEC section 7: /purchases/{mr_id}, list key `purchases`, single key `purchase`. */
const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = guardFor(app, 'purchases');

  registerReads(app, {
    resource: 'purchases',
    key: 'mr_id',
    thing: THING,
    schema: purchaseSchema,
    scopeOf: async () => undefined,
    list: (params: TransactionListParams) => app.repositories.purchases.list(params),
    findByKey: (key) => app.repositories.purchases.findByKey(key),
  });

  app.post(
    '/',
    {
      ...guard('create'),
      schema: {
        tags: ['purchases'],
        security: bearerAuth,
        body: purchaseCreateSchema,
        response: { 201: purchaseWithMessage, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const purchase = await app
        .transaction((repositories) => repositories.purchases.create(request.body, actor))
        .catch((error: unknown) => translateWriteError(error, duplicateOf(request.body.mr_id)));
      return reply.code(201).send({ [definition.singleKey]: purchase, message: createdSuccess(THING) });
    },
  );

  // PUT and PATCH both mean a partial update (ARCHITECTURE, settled questions).
  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/:mr_id',
      ...guard('edit'),
      schema: {
        tags: ['purchases'],
        security: bearerAuth,
        params: keyParams,
        body: purchaseUpdateSchema,
        response: { 200: purchaseWithMessage, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => {
        const actor = actorOf(request);
        if (request.body.new_products) requireRight(actor, 'purchases', 'add-line');
        const outcome = await app
          .transaction((repositories) =>
            repositories.purchases.update(request.params.mr_id, request.body, actor),
          )
          .catch((error: unknown) => translateWriteError(error, duplicateOf(request.body.mr_id)));
        if (isProblem(outcome)) throw problemError(outcome.problem, THING, request.params.mr_id);
        return { [definition.singleKey]: outcome.purchase, message: serverMessages.updated(THING) };
      },
    });
  }

  app.delete(
    '/:mr_id',
    {
      ...guard('delete'),
      schema: {
        tags: ['purchases'],
        security: bearerAuth,
        params: keyParams,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const removed = await app
        .transaction((repositories) => repositories.purchases.remove(request.params.mr_id, actor))
        .catch((error: unknown) => translateWriteError(error));
      if (!removed) throw new AppError(404, serverMessages.notFound(THING, request.params.mr_id));
      return { message: serverMessages.deleted(THING) };
    },
  );

  const readPage = async (_request: unknown, query: ListQuery) =>
    (await app.repositories.purchases.list(query as unknown as TransactionListParams)).items;
  registerListExport(app, { resource: 'purchases', columns: purchaseListColumns, readPage });
  registerBulkDelete(app, {
    resource: 'purchases',
    table: 'purchases',
    keyColumn: 'mr_id',
    readPage,
    remove: (repositories, mrId, _scope, request) => repositories.purchases.remove(mrId, actorOf(request)),
  });
};

export default purchaseRoutes;
