import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { serverMessages } from '@logistics/shared/contracts/messages';
import type { Action } from '@logistics/shared/contracts/permissions';
import { messageResponseSchema } from '@logistics/shared/contracts/rows';
import { AppError } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import { isProblem, type Outcome } from '../repositories/outcome.js';
import { isUuid, type Actor } from '../repositories/document-shared.js';
import { errorResponses } from '../schemas.js';
import type { DocumentResource } from '@logistics/shared/contracts/resources';
import { guardedRoutes } from './guard.js';
import { actorOf, lineParams, problemError, translateWriteError } from './document-helpers.js';

interface LineRoutesOptions<UpdateSchema extends z.ZodType<object>, Answer extends object, Scope> {
  /** The document the lines belong to: its rights and its OpenAPI tag. */
  resource: DocumentResource;
  /** The line's word in messages: 'Purchase Product', 'Shipment Item'… */
  thing: string;
  /** The caller's row scope, as the document's routes have it. */
  scopeOf: (actor: Actor) => Promise<Scope>;
  /** Changing a saved line: its document's word (a stale version names the document), body and answer. */
  update?: {
    documentThing: string;
    body: UpdateSchema;
    /** The 200 answer: what `updateLine` gives (the document, or the line beside it) and the message. */
    answer: z.ZodType;
    updateLine: (
      repositories: Repositories,
      id: string,
      input: z.output<UpdateSchema>,
      actor: Actor,
      scope: Scope,
    ) => Promise<Outcome<Answer>>;
  };
  /** The right that removes a line ('remove-line', or 'remove-orders' for a shipment's sale). */
  removeRight: Extract<Action, 'remove-line' | 'remove-orders'>;
  removeLine: (repositories: Repositories, id: string, actor: Actor, scope: Scope) => Promise<boolean>;
}

/**
 * The calls of a document's saved line, by the line's id: PUT and PATCH change it and answer
 * its document (its version moved with the line); DELETE removes it. Each runs in one transaction, where the
 * repository takes the stock step; an id that is not a uuid names no line (404).
 */
export function registerLineRoutes<UpdateSchema extends z.ZodType<object>, Answer extends object, Scope>(
  app: FastifyInstance,
  options: LineRoutesOptions<UpdateSchema, Answer, Scope>,
): void {
  const { resource, thing, scopeOf, update } = options;
  const declare = guardedRoutes(app, resource);
  const notFound = (id: string) => new AppError(404, serverMessages.notFound(thing, id));

  if (update) {
    for (const method of ['PUT', 'PATCH'] as const) {
      app.route({
        method,
        url: '/:id',
        ...declare('update-line', {
          params: lineParams,
          body: update.body,
          response: { 200: update.answer, ...errorResponses(400, 401, 403, 404, 409) },
        }),
        handler: async (request) => {
          const { id } = request.params as z.output<typeof lineParams>;
          if (!isUuid(id)) throw notFound(id);
          const actor = actorOf(request);
          const scope = await scopeOf(actor);
          const body = request.body as z.output<UpdateSchema>;
          const outcome = await app
            .transaction((repositories) => update.updateLine(repositories, id, body, actor, scope))
            .catch((error: unknown) => translateWriteError(error));
          if (isProblem(outcome)) throw problemError(outcome.problem, thing, id, update.documentThing);
          return { ...outcome, message: serverMessages.updated(thing) };
        },
      });
    }
  }

  app.delete(
    '/:id',
    declare(options.removeRight, {
      params: lineParams,
      response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 409) },
    }),
    async (request) => {
      const { id } = request.params as z.output<typeof lineParams>;
      const actor = actorOf(request);
      const scope = await scopeOf(actor);
      const removed =
        isUuid(id) &&
        (await app
          .transaction((repositories) => options.removeLine(repositories, id, actor, scope))
          .catch((error: unknown) => translateWriteError(error)));
      if (!removed) throw notFound(id);
      return { message: serverMessages.deleted(thing) };
    },
  );
}
