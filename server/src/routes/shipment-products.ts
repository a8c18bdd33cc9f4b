import type { FastifyPluginAsync } from 'fastify';
import { lineItemThings } from '@logistics/shared/contracts/messages';
import { registerLineRoutes } from './line-routes.js';
import { shipmentScopeOf } from './shipments.js';

/** DELETE /shipment-products/{id} takes a sale (an order) out of its shipment. */
const shipmentProductRoutes: FastifyPluginAsync = async (app) => {
  registerLineRoutes(app, {
    resource: 'shipments',
    thing: lineItemThings.shipment,
    scopeOf: (actor) => shipmentScopeOf(app, actor),
    removeRight: 'remove-orders',
    removeLine: (repositories, id, _actor, scope) => repositories.shipments.removeOrder(id, scope),
  });
};

export default shipmentProductRoutes;
