import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lineItemThings, serverMessages } from '@logistics/shared/contracts/messages';
import { messageResponseSchema, updateResponseSchema } from '@logistics/shared/contracts/rows';
import { saleProductUpdateSchema, saleSchema } from '@logistics/shared/contracts/sales';
import { AppError } from '../errors.js';
import { isProblem } from '../repositories/outcome.js';
import { isUuid } from '../repositories/transaction-shared.js';
import { bearerAuth, errorResponses } from '../schemas.js';
import { saleScopeOf } from './sales.js';
import { actorOf, lineParams, problemError, translateWriteError } from './transaction-helpers.js';
import { guardFor } from './guard.js';

const THING = lineItemThings.sale;

/** SPEC section 7: update (answers `sale`) and delete /sale-products/{id}, within the sale row scopes. */
const saleProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = guardFor(app, 'sales');

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/:id',
      ...guard('update-line'),
      schema: {
        tags: ['sales'],
        security: bearerAuth,
        params: lineParams,
        body: saleProductUpdateSchema,
        response: {
          200: updateResponseSchema('sale', saleSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
      handler: async (request) => {
        const { id } = request.params;
        if (!isUuid(id)) throw new AppError(404, serverMessages.notFound(THING, id));
        const actor = actorOf(request);
        const scope = await saleScopeOf(app, actor);
        const outcome = await app
          .transaction((repositories) => repositories.sales.updateLine(id, request.body, actor, scope))
          .catch((error: unknown) => translateWriteError(error));
        if (isProblem(outcome)) throw problemError(outcome.problem, THING, id, 'sale');
        return { sale: outcome.sale, message: serverMessages.updated(THING) };
      },
    });
  }

  app.delete(
    '/:id',
    {
      ...guard('remove-line'),
      schema: {
        tags: ['sales'],
        security: bearerAuth,
        params: lineParams,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = actorOf(request);
      const scope = await saleScopeOf(app, actor);
      const removed =
        isUuid(id) &&
        (await app
          .transaction((repositories) => repositories.sales.removeLine(id, actor, scope))
          .catch((error: unknown) => translateWriteError(error)));
      if (!removed) throw new AppError(404, serverMessages.notFound(THING, id));
      return { message: serverMessages.deleted(THING) };
    },
  );
};

export default saleProductRoutes;
