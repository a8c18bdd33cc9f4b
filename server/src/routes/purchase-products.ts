import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lineItemThings, serverMessages } from '@logistics/shared/contracts/messages';
import { purchaseProductUpdateSchema, purchaseSchema } from '@logistics/shared/contracts/purchases';
import { messageResponseSchema, updateResponseSchema } from '@logistics/shared/contracts/rows';
import { AppError } from '../errors.js';
import { isProblem } from '../repositories/outcome.js';
import { isUuid } from '../repositories/transaction-shared.js';
import { bearerAuth, errorResponses } from '../schemas.js';
import { actorOf, lineParams, problemError, translateWriteError } from './transaction-helpers.js';
import { guardFor } from './guard.js';

const THING = lineItemThings.purchase;

/** SPEC section 7: update (answers `purchase`) and delete /purchase-products/{id}. */
const purchaseProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = guardFor(app, 'purchases');

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/:id',
      ...guard('update-line'),
      schema: {
        tags: ['purchases'],
        security: bearerAuth,
        params: lineParams,
        body: purchaseProductUpdateSchema,
        response: {
          200: updateResponseSchema('purchase', purchaseSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
      handler: async (request) => {
        const { id } = request.params;
        if (!isUuid(id)) throw new AppError(404, serverMessages.notFound(THING, id));
        const actor = actorOf(request);
        const outcome = await app
          .transaction((repositories) => repositories.purchases.updateLine(id, request.body, actor))
          .catch((error: unknown) => translateWriteError(error));
        if (isProblem(outcome)) throw problemError(outcome.problem, THING, id, 'purchase');
        return { purchase: outcome.purchase, message: serverMessages.updated(THING) };
      },
    });
  }

  app.delete(
    '/:id',
    {
      ...guard('remove-line'),
      schema: {
        tags: ['purchases'],
        security: bearerAuth,
        params: lineParams,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = actorOf(request);
      const removed =
        isUuid(id) &&
        (await app
          .transaction((repositories) => repositories.purchases.removeLine(id, actor))
          .catch((error: unknown) => translateWriteError(error)));
      if (!removed) throw new AppError(404, serverMessages.notFound(THING, id));
      return { message: serverMessages.deleted(THING) };
    },
  );
};

export default purchaseProductRoutes;
