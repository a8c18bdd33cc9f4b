import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lineItemThings, serverMessages } from '@logistics/shared/contracts/messages';
import { messageResponseSchema } from '@logistics/shared/contracts/rows';
import {
  transferLineRowSchema,
  transferProductUpdateSchema,
  transferSchema,
} from '@logistics/shared/contracts/transfers';
import { AppError } from '../errors.js';
import { isProblem } from '../repositories/outcome.js';
import { inventoryScopeOf, isUuid } from '../repositories/transaction-shared.js';
import { bearerAuth, errorResponses } from '../schemas.js';
import { actorOf, lineParams, problemError, translateWriteError } from './transaction-helpers.js';
import { guardFor } from './guard.js';

const THING = lineItemThings.transfer;

/**
 * SPEC section 7: update (answers `record`, the line; `transfer` beside it) and delete /transfer-products/{id}.
 */
const transferProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = guardFor(app, 'transfers');

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/:id',
      ...guard('update-line'),
      schema: {
        tags: ['transfers'],
        security: bearerAuth,
        params: lineParams,
        body: transferProductUpdateSchema,
        response: {
          200: z.object({ record: transferLineRowSchema, transfer: transferSchema, message: z.string() }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
      handler: async (request) => {
        const { id } = request.params;
        if (!isUuid(id)) throw new AppError(404, serverMessages.notFound(THING, id));
        const actor = actorOf(request);
        const scope = await inventoryScopeOf(app.db, actor);
        const outcome = await app
          .transaction((repositories) => repositories.transfers.updateLine(id, request.body, actor, scope))
          .catch((error: unknown) => translateWriteError(error));
        if (isProblem(outcome)) throw problemError(outcome.problem, THING, id, 'transfer');
        return { ...outcome, message: serverMessages.updated(THING) };
      },
    });
  }

  app.delete(
    '/:id',
    {
      ...guard('remove-line'),
      schema: {
        tags: ['transfers'],
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
          .transaction((repositories) => repositories.transfers.removeLine(id, actor))
          .catch((error: unknown) => translateWriteError(error)));
      if (!removed) throw new AppError(404, serverMessages.notFound(THING, id));
      return { message: serverMessages.deleted(THING) };
    },
  );
};

export default transferProductRoutes;
