import type { FastifyPluginAsync } from 'fastify';
import { lineItemThings } from '@logistics/shared/contracts/messages';
import { purchaseProductUpdateSchema, purchaseSchema } from '@logistics/shared/contracts/purchases';
import { updateResponseSchema } from '@logistics/shared/contracts/rows';
import { registerLineRoutes } from './line-routes.js';

/** /purchase-products/{id}: update (answers `purchase`) and delete. */
const purchaseProductRoutes: FastifyPluginAsync = async (app) => {
  registerLineRoutes(app, {
    resource: 'purchases',
    thing: lineItemThings.purchase,
    scopeOf: async () => undefined,
    update: {
      documentThing: 'purchase',
      body: purchaseProductUpdateSchema,
      answer: updateResponseSchema('purchase', purchaseSchema),
      updateLine: (repositories, id, input, actor) => repositories.purchases.updateLine(id, input, actor),
    },
    removeRight: 'remove-line',
    // It answers the purchase the line left, or nothing when there was no such line.
    removeLine: async (repositories, id, actor) =>
      (await repositories.purchases.removeLine(id, actor)) !== undefined,
  });
};

export default purchaseProductRoutes;
