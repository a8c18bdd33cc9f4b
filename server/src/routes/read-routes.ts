import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listDefinitions, listQuerySchema, listResponseSchema } from '@logistics/shared/contracts/lists';
import { serverMessages } from '@logistics/shared/contracts/messages';
import { AppError } from '../errors.js';
import type { ListPage } from '../repositories/list-query.js';
import type { Actor } from '../repositories/document-shared.js';
import { errorResponses } from '../schemas.js';
import { guardedRoutes } from './guard.js';
import { actorOf } from './document-helpers.js';

export interface ReadRoutes<Row extends object, Detail extends object, Params, Scope> {
  resource: keyof typeof listDefinitions;
  /** The path parameter naming one row: its key (name, vin, mr_id, bill_id…). */
  key: string;
  /** The row's word in a 404 ('sale'). */
  thing: string;
  /** A row of the list. */
  schema: z.ZodType<Row>;
  /** One row as GET /:key answers it, when it says more than the list's row (an inventory's stock). */
  detailSchema?: z.ZodType<Detail>;
  /** The rows the caller's role may see; every row when absent. */
  scopeOf?: (actor: Actor) => Promise<Scope>;
  list: (params: Params, scope: Scope) => Promise<ListPage<Row>>;
  findByKey: (key: string, scope: Scope) => Promise<Detail | undefined>;
}

/**
 * A resource's two reads: GET / (its list: the array under its key, `total` and `facets`) and
 * GET /:key (the row under its single key), each within the caller's row scope: a row outside it is a 404, as
 * one that does not exist.
 */
export function registerReads<Row extends object, Detail extends object, Params, Scope = undefined>(
  app: FastifyInstance,
  reads: ReadRoutes<Row, Detail, Params, Scope>,
): void {
  const definition = listDefinitions[reads.resource];
  const declare = guardedRoutes(app, reads.resource);
  const scopeOf = async (actor: Actor) => (reads.scopeOf ? reads.scopeOf(actor) : (undefined as Scope));
  app.get(
    '/',
    declare('list', {
      querystring: listQuerySchema(reads.resource),
      response: {
        200: listResponseSchema(definition.listKey, reads.schema),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (request) => {
      // listQuerySchema's declared output loses its base keys to the filters' index signature; the parsed value
      // is the list's query.
      const page = await reads.list(request.query as Params, await scopeOf(actorOf(request)));
      return {
        [definition.listKey]: page.items,
        total: page.total,
        facets: page.facets,
        ...(page.outsideRange === undefined ? {} : { outsideRange: page.outsideRange }),
      };
    },
  );
  app.get(
    `/:${reads.key}`,
    declare('view', {
      params: z.object({ [reads.key]: z.string().trim().min(1) }),
      response: {
        200: z.object({ [definition.singleKey]: reads.detailSchema ?? reads.schema }),
        ...errorResponses(401, 403, 404),
      },
    }),
    async (request) => {
      const key = (request.params as Record<string, string>)[reads.key] as string;
      const row = await reads.findByKey(key, await scopeOf(actorOf(request)));
      if (!row) throw new AppError(404, serverMessages.notFound(reads.thing, key));
      return { [definition.singleKey]: row };
    },
  );
}
