import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { listDefinitions, type ListQuery } from '@logistics/shared/contracts/lists';
import { createdSuccess, serverMessages } from '@logistics/shared/contracts/messages';
import { messageResponseSchema, updateResponseSchema } from '@logistics/shared/contracts/rows';
import {
  shipmentCreateSchema,
  shipmentSchema,
  shipmentUpdateSchema,
} from '@logistics/shared/contracts/shipments';
import { AppError } from '../errors.js';
import { isProblem } from '../repositories/outcome.js';
import { SHIPMENT_ID_UNIQUE, type ShipmentScope } from '../repositories/shipments.js';
import {
  captainScopeOf,
  inventoryScopeOf,
  type Actor,
  type TransactionListParams,
} from '../repositories/transaction-shared.js';
import { bearerAuth, errorResponses } from '../schemas.js';
import { actorOf, problemError, requireRight, translateWriteError } from './transaction-helpers.js';
import { guardFor } from './guard.js';
import { registerReads } from './read-routes.js';
import { shipmentListColumns } from '@logistics/shared/contracts/list-columns';
import { registerListExport } from './list-export.js';
import { registerBulkDelete } from './bulk-actions.js';

const THING = 'shipment';
const definition = listDefinitions.shipments;
const keyParams = z.object({ shipment_id: z.string().trim().min(1) });
const shipmentWithMessage = updateResponseSchema(definition.singleKey, shipmentSchema);
const duplicateOf = (value: string | undefined) => ({
  constraint: SHIPMENT_ID_UNIQUE,
  thing: THING,
  field: 'shipment ID',
  value,
});

/** A captain sees only their own shipments; an inventory-in-charge adds and removes only its inventory's sales. */
export async function shipmentScopeOf(app: FastifyInstance, actor: Actor): Promise<ShipmentScope> {
  return { captainId: captainScopeOf(actor), inventory: await inventoryScopeOf(app.db, actor) };
}

/** SPEC section 7: /shipments/{shipment_id}, list key `shipments`, single key `shipment`. */
const shipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = guardFor(app, 'shipments');

  registerReads(app, {
    resource: 'shipments',
    key: 'shipment_id',
    thing: THING,
    schema: shipmentSchema,
    scopeOf: (actor) => shipmentScopeOf(app, actor),
    list: (params: TransactionListParams, scope) => app.repositories.shipments.list(params, scope),
    findByKey: (key, scope) => app.repositories.shipments.findByKey(key, scope),
  });

  app.post(
    '/',
    {
      ...guard('create'),
      schema: {
        tags: ['shipments'],
        security: bearerAuth,
        body: shipmentCreateSchema,
        response: { 201: shipmentWithMessage, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (request.body.orders.length > 0) requireRight(actor, 'shipments', 'add-orders');
      const scope = await shipmentScopeOf(app, actor);
      const shipment = await app
        .transaction((repositories) => repositories.shipments.create(request.body, actor, scope))
        .catch((error: unknown) => translateWriteError(error, duplicateOf(request.body.shipment_id)));
      return reply.code(201).send({ [definition.singleKey]: shipment, message: createdSuccess(THING) });
    },
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/:shipment_id',
      ...guard('edit'),
      schema: {
        tags: ['shipments'],
        security: bearerAuth,
        params: keyParams,
        body: shipmentUpdateSchema,
        response: { 200: shipmentWithMessage, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => {
        const actor = actorOf(request);
        if (request.body.orders) requireRight(actor, 'shipments', 'add-orders');
        const scope = await shipmentScopeOf(app, actor);
        const outcome = await app
          .transaction((repositories) =>
            repositories.shipments.update(request.params.shipment_id, request.body, actor, scope),
          )
          .catch((error: unknown) => translateWriteError(error, duplicateOf(request.body.shipment_id)));
        if (isProblem(outcome)) throw problemError(outcome.problem, THING, request.params.shipment_id);
        return { [definition.singleKey]: outcome.shipment, message: serverMessages.updated(THING) };
      },
    });
  }

  app.delete(
    '/:shipment_id',
    {
      ...guard('delete'),
      schema: {
        tags: ['shipments'],
        security: bearerAuth,
        params: keyParams,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const removed = await app
        .transaction((repositories) => repositories.shipments.remove(request.params.shipment_id))
        .catch((error: unknown) => translateWriteError(error));
      if (!removed) throw new AppError(404, serverMessages.notFound(THING, request.params.shipment_id));
      return { message: serverMessages.deleted(THING) };
    },
  );

  const readPage = async (request: FastifyRequest, query: ListQuery) => {
    const scope = await shipmentScopeOf(app, actorOf(request));
    return (await app.repositories.shipments.list(query as unknown as TransactionListParams, scope)).items;
  };
  registerListExport(app, { resource: 'shipments', columns: shipmentListColumns, readPage });
  registerBulkDelete(app, {
    resource: 'shipments',
    table: 'shipments',
    keyColumn: 'shipment_id',
    readPage,
    remove: (repositories, shipmentId) => repositories.shipments.remove(shipmentId),
  });
};

export default shipmentRoutes;
