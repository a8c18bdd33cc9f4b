import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { shipmentDocument } from '@logistics/shared/contracts/shipments';
import type { ShipmentScope } from '../repositories/shipments.js';
import { captainScopeOf, inventoryScopeOf, type Actor } from '../repositories/document-shared.js';
import { registerDocumentRoutes } from './document-routes.js';
import { requireRight } from './document-helpers.js';

/** A captain sees only their own shipments; an inventory-in-charge adds and removes only its inventory's sales. */
export async function shipmentScopeOf(app: FastifyInstance, actor: Actor): Promise<ShipmentScope> {
  return { captainId: captainScopeOf(actor), inventory: await inventoryScopeOf(app.db, actor) };
}

/** /shipments/{shipment_id}, list key `shipments`, single key `shipment`. */
const shipmentRoutes: FastifyPluginAsync = async (app) => {
  registerDocumentRoutes(app, {
    resource: 'shipments',
    ...shipmentDocument,
    scopeOf: (actor) => shipmentScopeOf(app, actor),
    repositoryOf: (repositories) => repositories.shipments,
    rowsAfter: (params, scope) => app.repositories.shipments.list(params, scope),
    // Orders a write sends are added: a create may come without any, an update that sends its list adds them.
    checkCreate: (actor, body) => {
      if (body.orders.length > 0) requireRight(actor, 'shipments', 'add-orders');
    },
    checkUpdate: (actor, body) => {
      if (body.orders) requireRight(actor, 'shipments', 'add-orders');
    },
  });
};

export default shipmentRoutes;
