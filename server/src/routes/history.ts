import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { historySchema, type History } from '@logistics/shared/contracts/history';
import { serverMessages } from '@logistics/shared/contracts/messages';
import { AppError } from '../errors.js';
import type { Actor } from '../repositories/document-shared.js';
import { errorResponses } from '../schemas.js';
import { saleScopeOf } from './sales.js';
import { shipmentScopeOf } from './shipments.js';
import { actorOf } from './document-helpers.js';
import { guardedRoutes } from './guard.js';

/**
 * A sale's and a shipment's History: read under the same right (`view`) and row scope as the row
 * itself, by finding the row through its own repository's `findByKey` with the reader's scope first. A row the
 * reader may not see answers 404, as its own GET does.
 */
const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /<resource>/:<key>/history: `historyOf` answers undefined for a row the reader does not see. */
  function registerHistory(
    resource: 'sales' | 'shipments',
    key: string,
    thing: string,
    historyOf: (keyValue: string, reader: Actor) => Promise<History | undefined>,
  ): void {
    const params = z.object({ [key]: z.string().trim().min(1) }) as z.ZodType<Record<string, string>>;
    app.get(
      `/${resource}/:${key}/history`,
      guardedRoutes(app, resource)('view', {
        params,
        response: { 200: historySchema, ...errorResponses(401, 403, 404) },
      }),
      async (request) => {
        const keyValue = request.params[key] as string;
        const history = await historyOf(keyValue, actorOf(request));
        if (!history) throw new AppError(404, serverMessages.notFound(thing, keyValue));
        return { history };
      },
    );
  }

  registerHistory('sales', 'bill_id', 'sale', async (billId, reader) => {
    const sale = await app.repositories.sales.findByKey(billId, await saleScopeOf(app, reader));
    return sale && app.repositories.history.ofSale(sale);
  });
  registerHistory('shipments', 'shipment_id', 'shipment', async (shipmentId, reader) => {
    const scope = await shipmentScopeOf(app, reader);
    const shipment = await app.repositories.shipments.findByKey(shipmentId, scope);
    return shipment && app.repositories.history.ofShipment(shipment);
  });
};

export default historyRoutes;
