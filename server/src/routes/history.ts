import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { historySchema } from '@logistics/shared/contracts/history';
import { serverMessages } from '@logistics/shared/contracts/messages';
import { AppError } from '../errors.js';
import { bearerAuth, errorResponses } from '../schemas.js';
import { saleScopeOf } from './sales.js';
import { shipmentScopeOf } from './shipments.js';
import { actorOf } from './document-helpers.js';
import { guardFor } from './guard.js';

/**
 * A sale's and a shipment's History: read under the same right (`view`) and row scope as the row
 * itself, by finding the row through its own repository's `findByKey` with the reader's scope first. A row the
 * reader may not see answers 404, as its own GET does.
 */
const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sales/:bill_id/history',
    {
      ...guardFor(app, 'sales')('view'),
      schema: {
        tags: ['sales'],
        security: bearerAuth,
        params: z.object({ bill_id: z.string().trim().min(1) }),
        response: { 200: historySchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { bill_id: billId } = request.params;
      const sale = await app.repositories.sales.findByKey(billId, await saleScopeOf(app, actorOf(request)));
      if (!sale) throw new AppError(404, serverMessages.notFound('sale', billId));
      return { history: await app.repositories.history.ofSale(sale) };
    },
  );

  app.get(
    '/shipments/:shipment_id/history',
    {
      ...guardFor(app, 'shipments')('view'),
      schema: {
        tags: ['shipments'],
        security: bearerAuth,
        params: z.object({ shipment_id: z.string().trim().min(1) }),
        response: { 200: historySchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { shipment_id: shipmentId } = request.params;
      const scope = await shipmentScopeOf(app, actorOf(request));
      const shipment = await app.repositories.shipments.findByKey(shipmentId, scope);
      if (!shipment) throw new AppError(404, serverMessages.notFound('shipment', shipmentId));
      return { history: await app.repositories.history.ofShipment(shipment) };
    },
  );
};

export default historyRoutes;
