import type { FastifyPluginAsync } from 'fastify';
import { lineItemThings } from '@logistics/shared/contracts/messages';
import { updateResponseSchema } from '@logistics/shared/contracts/rows';
import { saleProductUpdateSchema, saleSchema } from '@logistics/shared/contracts/sales';
import { registerLineRoutes } from './line-routes.js';
import { saleScopeOf } from './sales.js';

/** /sale-products/{id}: update (answers `sale`) and delete, within the sale row scopes. */
const saleProductRoutes: FastifyPluginAsync = async (app) => {
  registerLineRoutes(app, {
    resource: 'sales',
    thing: lineItemThings.sale,
    scopeOf: (actor) => saleScopeOf(app, actor),
    update: {
      documentThing: 'sale',
      body: saleProductUpdateSchema,
      answer: updateResponseSchema('sale', saleSchema),
      updateLine: (repositories, id, input, actor, scope) =>
        repositories.sales.updateLine(id, input, actor, scope),
    },
    removeRight: 'remove-line',
    removeLine: (repositories, id, actor, scope) => repositories.sales.removeLine(id, actor, scope),
  });
};

export default saleProductRoutes;
