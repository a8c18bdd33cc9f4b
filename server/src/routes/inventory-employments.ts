import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  endBeforeHire,
  inventoryEmploymentCreateSchema,
  inventoryEmploymentSchema,
  inventoryEmploymentUpdateSchema,
  inventoryEmploymentListColumns,
} from '@logistics/shared/contracts/inventory-employments';
import type { ListQuery } from '@logistics/shared/contracts/lists';
import { inventoryEmploymentMessages } from '@logistics/shared/contracts/messages';
import { maySupervise, rowScopes } from '@logistics/shared/contracts/permissions';
import type { Role } from '@logistics/shared/contracts/roles';
import { isUniqueViolation } from '../db/errors.js';
import { AppError } from '../errors.js';
import { currentUser, type SessionUser } from '../plugins/app/auth.js';
import {
  ONE_ACTIVE_EMPLOYMENT,
  type InventoryEmploymentListParams,
  type InventoryEmploymentScope,
} from '../repositories/inventory-employments.js';
import { missingReference } from '../repositories/document-shared.js';
import { registerReads } from './read-routes.js';
import { registerListExport } from './list-export.js';
import { registerBulkDelete } from './bulk-actions.js';
import { registerWriteRoutes } from './write-routes.js';

const THING = 'inventory assignment';

/** The inventory-in-charge reads only their own employments (rowScopes.ownInventoryEmploymentsOnly). */
export function scopeOf(user: SessionUser): InventoryEmploymentScope {
  return (rowScopes.ownInventoryEmploymentsOnly as readonly Role[]).includes(user.role)
    ? { employeeId: user.id }
    : undefined;
}

/** /inventory-employments/{id}, list key `assignments`, single key `assignment`. */
const inventoryEmploymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.repositories.inventoryEmployments;

  registerReads(app, {
    resource: 'inventory-employments',
    key: 'id',
    thing: THING,
    schema: inventoryEmploymentSchema,
    scopeOf: async (reader) => scopeOf(reader),
    list: (query: InventoryEmploymentListParams, scope) => repository.list(query, scope),
    findByKey: (id, scope) => repository.findById(id, scope),
  });

  // Create 201, PUT and PATCH (a partial update: the hire date, and the end dates that end the assignment) and
  // delete, answered as every resource's writes are; an end date before the hire date is refused (400).
  registerWriteRoutes(app, {
    resource: 'inventory-employments',
    key: 'id',
    thing: THING,
    rowSchema: inventoryEmploymentSchema,
    createSchema: inventoryEmploymentCreateSchema,
    updateSchema: inventoryEmploymentUpdateSchema,
    async create(request, { hire_date, employee_id, inventory }) {
      const [employee, inventoryRow] = await Promise.all([
        app.repositories.users.findById(employee_id),
        app.repositories.inventories.findRowByKey(inventory),
      ]);
      if (!employee) throw missingReference('employee', employee_id);
      // Named by the id the caller sent, not by name or role: they may not be allowed to read this employee.
      if (!maySupervise(currentUser(request).role, employee.role))
        throw new AppError(400, inventoryEmploymentMessages.notASupervisor(employee_id));
      if (!inventoryRow) throw missingReference('inventory', inventory);
      return repository
        .create({ employeeId: employee.id, inventoryId: inventoryRow.id, hireDate: hire_date })
        .catch((error: unknown) => {
          if (isUniqueViolation(error, ONE_ACTIVE_EMPLOYMENT))
            throw new AppError(409, inventoryEmploymentMessages.alreadyActive(employee.name));
          throw error;
        });
    },
    async update(_request, id, { version, ...dates }) {
      const outcome = await repository.update(id, dates, version);
      if (!('problem' in outcome)) return { item: outcome.employment };
      if (outcome.problem === 'before-hire') throw new AppError(400, endBeforeHire(outcome.field));
      return { problem: outcome.problem };
    },
    remove: (_request, id) => repository.remove(id),
  });

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
