import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import { createdSuccess, serverMessages } from '@logistics/shared/contracts/messages';
import type { Resource } from '@logistics/shared/contracts/permissions';
import { messageResponseSchema, updateResponseSchema } from '@logistics/shared/contracts/rows';
import { AppError } from '../errors.js';
import { isProblem, type Outcome } from '../repositories/outcome.js';
import { errorResponses } from '../schemas.js';
import { guardedRoutes } from './guard.js';
import { problemError } from './document-helpers.js';

export interface WriteRoutesOptions<
  Row extends z.ZodType<{ id: string; version: number }>,
  CreateSchema extends z.ZodType,
  UpdateSchema extends z.ZodType,
> {
  resource: Resource & keyof typeof listDefinitions;
  /** The path parameter: the row's key, which its URLs use (name, vin, mr_id…). */
  key: string;
  /** The word in messages: 'vendor', 'sale'… */
  thing: string;
  rowSchema: Row;
  createSchema: CreateSchema;
  updateSchema: UpdateSchema;
  /** Writes the new row and answers it as read (throws the request's refusals). */
  create: (request: FastifyRequest, body: z.output<CreateSchema>) => Promise<z.output<Row>>;
  /** Writes the changes to the row of `key`, or says why it could not (unknown, or changed since). */
  update: (
    request: FastifyRequest,
    key: string,
    body: z.output<UpdateSchema>,
  ) => Promise<Outcome<{ item: z.output<Row> }>>;
  /** Deletes the row of `key`; false when there is none. */
  remove: (request: FastifyRequest, key: string) => Promise<boolean>;
}

/**
 * The write calls every resource answers alike: create 201 with the row under its single key
 * and a message; PUT and PATCH (both partial) 200 with the row and a message,
 * 404 for an unknown key and 409 when the version is stale; delete 200 with a message, 404 for an unknown key.
 * Master data and documents differ only in how they write, which each passes in.
 */
export function registerWriteRoutes<
  Row extends z.ZodType<{ id: string; version: number }>,
  CreateSchema extends z.ZodType,
  UpdateSchema extends z.ZodType,
>(app: FastifyInstance, options: WriteRoutesOptions<Row, CreateSchema, UpdateSchema>): void {
  const { resource, key, thing } = options;
  const { singleKey } = listDefinitions[resource];
  const declare = guardedRoutes(app, resource);
  const params = z.object({ [key]: z.string().trim().min(1) }) as z.ZodType<Record<string, string>>;
  const withMessage = updateResponseSchema(singleKey, options.rowSchema);
  const keyOf = (request: { params: unknown }) => (request.params as Record<string, string>)[key] as string;

  app.post(
    '/',
    declare('create', {
      body: options.createSchema,
      response: { 201: withMessage, ...errorResponses(400, 401, 403, 409) },
    }),
    async (request, reply) => {
      const row = await options.create(request, request.body as z.output<CreateSchema>);
      return reply.code(201).send({ [singleKey]: row, message: createdSuccess(thing) });
    },
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: `/:${key}`,
      ...declare('edit', {
        params,
        body: options.updateSchema,
        response: { 200: withMessage, ...errorResponses(400, 401, 403, 404, 409) },
      }),
      handler: async (request) => {
        const id = keyOf(request);
        const outcome = await options.update(request, id, request.body as z.output<UpdateSchema>);
        if (isProblem(outcome)) throw problemError(outcome.problem, thing, id);
        return { [singleKey]: outcome.item, message: serverMessages.updated(thing) };
      },
    });
  }

  app.delete(
    `/:${key}`,
    declare('delete', {
      params,
      response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 409) },
    }),
    async (request) => {
      const id = keyOf(request);
      if (!(await options.remove(request, id))) throw new AppError(404, serverMessages.notFound(thing, id));
      return { message: serverMessages.deleted(thing) };
    },
  );
}
