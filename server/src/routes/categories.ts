import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryCreateSchema,
  categorySchema,
  categoryUpdateSchema,
} from '@logistics/shared/contracts/categories';
import { listDefinitions, type ListQuery } from '@logistics/shared/contracts/lists';
import { createdSuccess, serverMessages } from '@logistics/shared/contracts/messages';
import { isReservedPathName } from '@logistics/shared/contracts/paths';
import { messageResponseSchema, updateResponseSchema } from '@logistics/shared/contracts/rows';
import { emptyToNull } from '@logistics/shared/contracts/validation';
import { isUniqueViolation } from '../db/errors.js';
import { AppError } from '../errors.js';
import { CATEGORY_NAME_UNIQUE } from '../repositories/categories.js';
import { bearerAuth, errorResponses } from '../schemas.js';
import { guardFor } from './guard.js';
import { registerReads } from './read-routes.js';
import { categoryListColumns } from '@logistics/shared/contracts/list-columns';
import { registerListExport } from './list-export.js';
import { nameKey, registerListImport } from './list-import.js';
import { registerBulkDelete } from './bulk-actions.js';

const THING = 'category';
const definition = listDefinitions.categories;

/** The name travels in the path with spaces as hyphens; it is looked up by its path key. */
const nameParams = z.object({ name: z.string().trim().min(1) });
const categoryWithMessage = updateResponseSchema(definition.singleKey, categorySchema);

function refuseReservedName(name: string | undefined): void {
  if (name !== undefined && isReservedPathName(name))
    throw new AppError(400, serverMessages.reservedName(name));
}

function translateDuplicate(error: unknown, name: string | undefined): never {
  if (name !== undefined && isUniqueViolation(error, CATEGORY_NAME_UNIQUE)) {
    throw new AppError(409, serverMessages.duplicate(THING, 'name', name));
  }
  throw error;
}

/** SPEC section 7: /categories/{name}, list key `categories`, single key `category`. */
const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.repositories.categories;
  const guard = guardFor(app, 'categories');

  registerReads(app, {
    resource: 'categories',
    key: 'name',
    thing: THING,
    schema: categorySchema,
    list: (params: ListQuery) => repository.list(params),
    findByKey: (name) => repository.findByKey(name),
  });

  app.post(
    '/',
    {
      ...guard('create'),
      schema: {
        tags: ['categories'],
        security: bearerAuth,
        body: categoryCreateSchema,
        response: { 201: categoryWithMessage, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { name, ...optional } = request.body;
      refuseReservedName(name);
      const category = await repository
        .create({ name, ...emptyToNull(optional) })
        .catch((error: unknown) => translateDuplicate(error, name));
      return reply.code(201).send({ [definition.singleKey]: category, message: createdSuccess(THING) });
    },
  );

  // PUT and PATCH both mean a partial update (ARCHITECTURE, settled questions).
  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/:name',
      ...guard('edit'),
      schema: {
        tags: ['categories'],
        security: bearerAuth,
        params: nameParams,
        body: categoryUpdateSchema,
        response: { 200: categoryWithMessage, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => {
        // A description sent empty ('') clears it; one not sent stays as it is.
        const { version, name, ...optional } = request.body;
        refuseReservedName(name);
        const outcome = await repository
          .update(request.params.name, { name, ...emptyToNull(optional) }, version)
          .catch((error: unknown) => translateDuplicate(error, name));
        if ('problem' in outcome) {
          if (outcome.problem === 'stale') throw new AppError(409, serverMessages.staleVersion(THING));
          throw new AppError(404, serverMessages.notFound(THING, request.params.name));
        }
        return { [definition.singleKey]: outcome.category, message: serverMessages.updated(THING) };
      },
    });
  }

  app.delete(
    '/:name',
    {
      ...guard('delete'),
      schema: {
        tags: ['categories'],
        security: bearerAuth,
        params: nameParams,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const removed = await repository.remove(request.params.name);
      if (!removed) throw new AppError(404, serverMessages.notFound(THING, request.params.name));
      return { message: serverMessages.deleted(THING) };
    },
  );

  const readPage = async (_request: unknown, query: ListQuery) => (await repository.list(query)).items;
  registerListExport(app, { resource: 'categories', columns: categoryListColumns, readPage });
  registerBulkDelete(app, {
    resource: 'categories',
    table: 'categories',
    keyColumn: 'name',
    readPage,
    remove: (repositories, name) => repositories.categories.remove(name),
  });

  registerListImport(app, {
    resource: 'categories',
    thing: THING,
    createSchema: categoryCreateSchema,
    uniqueKeys: [nameKey('categories')],
    nameIsPath: true,
    insert: (repositories, rows) => repositories.categories.insertMany(rows),
    constraints: [{ constraint: CATEGORY_NAME_UNIQUE, label: 'name' }],
  });
};

export default categoryRoutes;
