import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lineItemThings, serverMessages } from '@logistics/shared/contracts/messages';
import { messageResponseSchema } from '@logistics/shared/contracts/rows';
import { AppError } from '../errors.js';
import { isUuid } from '../repositories/transaction-shared.js';
import { bearerAuth, errorResponses } from '../schemas.js';
import { shipmentScopeOf } from './shipments.js';
import { actorOf, lineParams, translateWriteError } from './transaction-helpers.js';
import { guardFor } from './guard.js';

const THING = lineItemThings.shipment;

/** SPEC section 7: DELETE /shipment-products/{id} takes a sale out of its shipment. */
const shipmentOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = guardFor(app, 'shipments');

  app.delete(
    '/:id',
    {
      ...guard('remove-orders'),
      schema: {
        tags: ['shipments'],
        security: bearerAuth,
        params: lineParams,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const scope = await shipmentScopeOf(app, actorOf(request));
      const removed =
        isUuid(id) &&
        (await app
          .transaction((repositories) => repositories.shipments.removeOrder(id, scope))
          .catch((error: unknown) => translateWriteError(error)));
      if (!removed) throw new AppError(404, serverMessages.notFound(THING, id));
      return { message: serverMessages.deleted(THING) };
    },
  );
};

export default shipmentOrderRoutes;
