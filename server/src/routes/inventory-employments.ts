import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  endBeforeHire,
  inventoryEmploymentCreateSchema,
  inventoryEmploymentSchema,
  inventoryEmploymentUpdateSchema,
  inventoryEmploymentListColumns,
} from '@logistics/shared/contracts/inventory-employments';
import { listDefinitions, type ListQuery } from '@logistics/shared/contracts/lists';
import {
  INVENTORY_EMPLOYMENT_CREATED,
  inventoryEmploymentMessages,
  serverMessages,
} from '@logistics/shared/contracts/messages';
import { maySupervise, rowScopes } from '@logistics/shared/contracts/permissions';
import type { Role } from '@logistics/shared/contracts/roles';
import { messageResponseSchema, updateResponseSchema } from '@logistics/shared/contracts/rows';
import { isUniqueViolation } from '../db/errors.js';
import { AppError } from '../errors.js';
import { currentUser, type SessionUser } from '../plugins/app/auth.js';
import {
  ONE_ACTIVE_EMPLOYMENT,
  type InventoryEmploymentListParams,
  type InventoryEmploymentScope,
} from '../repositories/inventory-employments.js';
import { missingReference } from '../repositories/document-shared.js';
import { bearerAuth, errorResponses } from '../schemas.js';
import { guardFor } from './guard.js';
import { registerReads } from './read-routes.js';
import { registerListExport } from './list-export.js';
import { registerBulkDelete } from './bulk-actions.js';

const THING = 'inventory assignment';
const definition = listDefinitions['inventory-employments'];

const idParams = z.object({ id: z.string().trim().min(1) });
const inventoryEmploymentWithMessage = updateResponseSchema(definition.singleKey, inventoryEmploymentSchema);

/** The inventory-in-charge reads only their own employments (rowScopes.ownInventoryEmploymentsOnly). */
export function scopeOf(user: SessionUser): InventoryEmploymentScope {
  return (rowScopes.ownInventoryEmploymentsOnly as readonly Role[]).includes(user.role)
    ? { employeeId: user.id }
    : undefined;
}

/** /inventory-employments/{id}, list key `assignments`, single key `assignment`. */
const inventoryEmploymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.repositories.inventoryEmployments;
  const guard = guardFor(app, 'inventory-employments');

  registerReads(app, {
    resource: 'inventory-employments',
    key: 'id',
    thing: THING,
    schema: inventoryEmploymentSchema,
    scopeOf: async (reader) => scopeOf(reader),
    list: (query: InventoryEmploymentListParams, scope) => repository.list(query, scope),
    findByKey: (id, scope) => repository.findById(id, scope),
  });

  app.post(
    '/',
    {
      ...guard('create'),
      schema: {
        tags: ['inventory-employments'],
        security: bearerAuth,
        body: inventoryEmploymentCreateSchema,
        response: { 201: inventoryEmploymentWithMessage, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { hire_date, employee_id, inventory } = request.body;
      const [employee, inventoryRow] = await Promise.all([
        app.repositories.users.findById(employee_id),
        app.repositories.inventories.findRowByKey(inventory),
      ]);
      if (!employee) throw missingReference('employee', employee_id);
      // Named by the id the caller sent, not by name or role: they may not be allowed to read this employee.
      if (!maySupervise(currentUser(request).role, employee.role))
        throw new AppError(400, inventoryEmploymentMessages.notASupervisor(employee_id));
      if (!inventoryRow) throw missingReference('inventory', inventory);
      const employment = await repository
        .create({ employeeId: employee.id, inventoryId: inventoryRow.id, hireDate: hire_date })
        .catch((error: unknown) => {
          if (isUniqueViolation(error, ONE_ACTIVE_EMPLOYMENT))
            throw new AppError(409, inventoryEmploymentMessages.alreadyActive(employee.name));
          throw error;
        });
      return reply
        .code(201)
        .send({ [definition.singleKey]: employment, message: INVENTORY_EMPLOYMENT_CREATED });
    },
  );

  // PUT and PATCH both mean a partial update: hire date, and the end dates that end the assignment.
  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/:id',
      ...guard('edit'),
      schema: {
        tags: ['inventory-employments'],
        security: bearerAuth,
        params: idParams,
        body: inventoryEmploymentUpdateSchema,
        response: { 200: inventoryEmploymentWithMessage, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => {
        const { id } = request.params;
        const { version, ...dates } = request.body;
        const outcome = await repository.update(id, dates, version);
        if ('problem' in outcome) {
          if (outcome.problem === 'before-hire') throw new AppError(400, endBeforeHire(outcome.field));
          if (outcome.problem === 'stale') throw new AppError(409, serverMessages.staleVersion(THING));
          throw new AppError(404, serverMessages.notFound(THING, id));
        }
        return { [definition.singleKey]: outcome.employment, message: serverMessages.updated(THING) };
      },
    });
  }

  app.delete(
    '/:id',
    {
      ...guard('delete'),
      schema: {
        tags: ['inventory-employments'],
        security: bearerAuth,
        params: idParams,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const removed = await repository.remove(request.params.id);
      if (!removed) throw new AppError(404, serverMessages.notFound(THING, request.params.id));
      return { message: serverMessages.deleted(THING) };
    },
  );

  const readPage = (request: FastifyRequest, query: ListQuery) =>
    repository.list(query, scopeOf(currentUser(request)));
  registerListExport(app, {
    resource: 'inventory-employments',
    columns: inventoryEmploymentListColumns,
    readPage,
  });
  registerBulkDelete(app, {
    resource: 'inventory-employments',
    table: 'inventory_employments',
    keyField: 'id',
    readPage,
    remove: (repositories, id) => repositories.inventoryEmployments.remove(id),
  });
};

export default inventoryEmploymentRoutes;
