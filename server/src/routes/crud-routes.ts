import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ListColumn } from '@logistics/shared/contracts/list-columns';
import { listDefinitions, listQuerySchema, type ListQuery } from '@logistics/shared/contracts/lists';
import { createdSuccess, serverMessages } from '@logistics/shared/contracts/messages';
import { isReservedPathName } from '@logistics/shared/contracts/paths';
import type { Resource } from '@logistics/shared/contracts/permissions';
import { messageResponseSchema, updateResponseSchema } from '@logistics/shared/contracts/rows';
import { isUniqueViolation } from '../db/errors.js';
import { AppError } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import { bearerAuth, errorResponses, facetsSchema } from '../schemas.js';
import type { CrudRepository } from '../repositories/crud-repository.js';
import { guardFor } from './guard.js';
import { registerListExport } from './list-export.js';

/** A unique constraint and how its 409 names the field and the value that collided. */
export interface UniqueKey<Body> {
  constraint: string;
  field: string;
  valueOf: (body: Body) => string | undefined;
}

interface CrudOptions<Row extends z.ZodType, CreateSchema extends z.ZodType, UpdateSchema extends z.ZodType> {
  resource: Resource & keyof typeof listDefinitions;
  /** The word in messages: 'vendor', 'vehicle'… */
  thing: string;
  /** The path parameter: the row's key (SPEC section 7). */
  keyParam: 'id' | 'name' | 'vin';
  rowSchema: Row;
  /** The list's columns, which its export writes (contracts' list columns). */
  columns: readonly ListColumn<z.output<Row>>[];
  createSchema: CreateSchema;
  updateSchema: UpdateSchema;
  repository: CrudRepository<z.output<Row>, z.output<CreateSchema>, Omit<z.output<UpdateSchema>, 'version'>>;
  uniqueKeys: ReadonlyArray<UniqueKey<Partial<z.output<CreateSchema>>>>;
  /** The repository bound to a transaction, when a delete is more than one statement (a product's). */
  removeIn?: (repositories: Repositories) => Pick<CrudRepository<unknown, unknown, unknown>, 'remove'>;
}

/**
 * The five calls of a master-data resource (SPEC section 7): list 200 with the array under its key plus
 * `total` and `facets`; one item under its single key; create 201 with the item and a message; PUT and PATCH
 * (both partial) 200 with the item and a message, refused with 409 when the version is stale; delete 200 with a
 * message, 409 naming the dependents (central error handler) when other rows still refer to it.
 */
export function registerCrudRoutes<
  Row extends z.ZodType,
  CreateSchema extends z.ZodType,
  UpdateSchema extends z.ZodType,
>(app: FastifyInstance, options: CrudOptions<Row, CreateSchema, UpdateSchema>): void {
  // The schemas still validate requests and serialize replies at run time; only the compile-time inference of
  // the zod type provider is left out, as it cannot follow these generic schemas.
  const typed = app;
  const { resource, thing, keyParam, repository } = options;
  const definition = listDefinitions[resource];
  const params = z.object({ [keyParam]: z.string().trim().min(1) }) as z.ZodType<Record<string, string>>;
  const withMessage = updateResponseSchema(definition.singleKey, options.rowSchema);
  const guard = guardFor(app, resource);
  const keyOf = (request: { params: unknown }) =>
    (request.params as Record<string, string>)[keyParam] as string;

  /** A name becomes a path: it may not be one of the app's own route words. */
  const refuseReservedName = (body: unknown) => {
    const name = keyParam === 'name' ? (body as { name?: unknown }).name : undefined;
    if (typeof name === 'string' && isReservedPathName(name)) {
      throw new AppError(400, serverMessages.reservedName(name));
    }
  };
  const translateDuplicate =
    (body: Partial<z.output<CreateSchema>>) =>
    (error: unknown): never => {
      for (const key of options.uniqueKeys) {
        const value = key.valueOf(body);
        if (value !== undefined && isUniqueViolation(error, key.constraint)) {
          throw new AppError(409, serverMessages.duplicate(thing, key.field, value));
        }
      }
      throw error;
    };
  const tags = [resource];

  typed.get(
    '/',
    {
      ...guard('list'),
      schema: {
        tags,
        security: bearerAuth,
        querystring: listQuerySchema(definition),
        response: {
          200: z.object({
            [definition.listKey]: z.array(options.rowSchema),
            total: z.number().int(),
            facets: facetsSchema,
          }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      // listQuerySchema's declared output loses its base keys to the filters' index signature.
      const page = await repository.list(request.query as unknown as ListQuery);
      return { [definition.listKey]: page.items, total: page.total, facets: page.facets };
    },
  );

  registerListExport(app, {
    resource,
    columns: options.columns,
    readPage: async (_request, query) => (await repository.list(query)).items,
  });

  typed.get(
    `/:${keyParam}`,
    {
      ...guard('view'),
      schema: {
        tags,
        security: bearerAuth,
        params,
        response: {
          200: z.object({ [definition.singleKey]: options.rowSchema }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const item = await repository.findByKey(keyOf(request));
      if (!item) throw new AppError(404, serverMessages.notFound(thing, keyOf(request)));
      return { [definition.singleKey]: item };
    },
  );

  typed.post(
    '/',
    {
      ...guard('create'),
      schema: {
        tags,
        security: bearerAuth,
        body: options.createSchema,
        response: { 201: withMessage, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const body = request.body as z.output<CreateSchema>;
      refuseReservedName(body);
      const item = await repository.create(body).catch(translateDuplicate(body));
      return reply.code(201).send({ [definition.singleKey]: item, message: createdSuccess(thing) });
    },
  );

  // PUT and PATCH both mean a partial update (ARCHITECTURE, settled questions).
  for (const method of ['PUT', 'PATCH'] as const) {
    typed.route({
      method,
      url: `/:${keyParam}`,
      ...guard('edit'),
      schema: {
        tags,
        security: bearerAuth,
        params,
        body: options.updateSchema,
        response: { 200: withMessage, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => {
        const { version, ...changes } = request.body as z.output<UpdateSchema> & { version: number };
        refuseReservedName(changes);
        const outcome = await repository
          .update(keyOf(request), changes as Omit<z.output<UpdateSchema>, 'version'>, version)
          .catch(translateDuplicate(changes as Partial<z.output<CreateSchema>>));
        if ('problem' in outcome) {
          if (outcome.problem === 'stale') throw new AppError(409, serverMessages.staleVersion(thing));
          throw new AppError(404, serverMessages.notFound(thing, keyOf(request)));
        }
        return { [definition.singleKey]: outcome.item, message: serverMessages.updated(thing) };
      },
    });
  }

  typed.delete(
    `/:${keyParam}`,
    {
      ...guard('delete'),
      schema: {
        tags,
        security: bearerAuth,
        params,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const key = keyOf(request);
      const { removeIn } = options;
      const removed = removeIn
        ? await app.transaction((repositories) => removeIn(repositories).remove(key))
        : await repository.remove(key);
      if (!removed) {
        throw new AppError(404, serverMessages.notFound(thing, key));
      }
      return { message: serverMessages.deleted(thing) };
    },
  );
}
