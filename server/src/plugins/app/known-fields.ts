import fp from 'fastify-plugin';
import type { preValidationAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { serverLocalMessages } from '../../messages.js';

/**
 * The keys an object schema names, through the wrappers a route's body or query schema may have (a transform, an
 * optional body); undefined where any key goes (a union, a record, an object that keeps unknown keys).
 */
function namedKeys(schema: unknown): ReadonlySet<string> | undefined {
  if (schema instanceof z.ZodObject) {
    const catchall: unknown = schema.def.catchall;
    // strip() drops unknown keys without saying so, which is what this refuses; loose and catch-all objects keep them.
    return catchall === undefined ? new Set(Object.keys(schema.shape)) : undefined;
  }
  if (schema instanceof z.ZodPipe) return namedKeys(schema.in);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return namedKeys(schema.unwrap());
  return undefined;
}

/** The keys of a parsed body or query; none for anything but an object. */
function keysOf(value: unknown): string[] {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : [];
}

/** The key a write carries whatever it changes: the version of the row it was made on. */
const VERSION = 'version';

/**
 * A query key its route does not name is refused, naming it: the schema's parse would drop it unsaid, and a
 * misspelt filter (`stauts=pending`) answer the whole list as if it were the filtered one. A body is refused so
 * only when it names nothing the route takes (besides the row's version): a misspelt field alone (`{"nmae": …}`)
 * would be answered "updated" with nothing changed. A body that also holds fields the route takes keeps the rest
 * ignored, so a client may send back a row as it read it (its id, its computed total) with its changes.
 * Registered before the routes (it sees each as it is added); runs after authentication, before validation.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const body = namedKeys(route.schema?.body);
      const query = namedKeys(route.schema?.querystring);
      if (!body && !query) return;
      const refuseUnknownKeys: preValidationAsyncHookHandler = async (request) => {
        const unknownInQuery = query ? keysOf(request.query).filter((key) => !query.has(key)) : [];
        const sent = body ? keysOf(request.body) : [];
        const takesSomething = sent.some((key) => key !== VERSION && body?.has(key));
        const unknownInBody = takesSomething ? [] : sent.filter((key) => !body?.has(key));
        const unknown = [...unknownInQuery, ...unknownInBody];
        if (unknown.length > 0) throw new AppError(400, serverLocalMessages.unknownFields(unknown));
      };
      const own = route.preValidation;
      route.preValidation = [
        ...(own === undefined ? [] : Array.isArray(own) ? own : [own]),
        refuseUnknownKeys,
      ];
    });
  },
  { name: 'known-fields' },
);
