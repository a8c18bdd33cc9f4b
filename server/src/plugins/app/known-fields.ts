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

/**
 * The keys of the rows a route answers with: each object, or array of objects, under the answer's keys (`{ vendor:
 * {…}, message }`, `{ vendors: […], total }`); none where the answer is not an object.
 */
function answeredRowKeys(response: unknown): string[] {
  if (typeof response !== 'object' || response === null) return [];
  const keys: string[] = [];
  for (const [status, schema] of Object.entries(response)) {
    if (!status.startsWith('2') || !(schema instanceof z.ZodObject)) continue;
    for (const value of Object.values(schema.shape as Record<string, unknown>)) {
      const row = value instanceof z.ZodArray ? value.element : value;
      keys.push(...(namedKeys(row) ?? []));
    }
  }
  return keys;
}

/** The address of a route's rows, without a trailing slash: `/api/vendors/:name`. */
const addressOf = (url: string) => url.replace(/\/$/, '');

/** The address a row's own address belongs to: `/api/vendors` for `/api/vendors/:name`; itself otherwise. */
const listAddressOf = (address: string) => address.replace(/\/:[^/]+$/, '');

/**
 * A key a route's query or body does not name is refused, naming it: the schema's parse would drop it unsaid, a
 * misspelt filter (`stauts=pending`) answer the whole list as if it were the filtered one, and a misspelt field
 * (`{"name": …, "phnoe": …}`) be answered "updated" with the phone unchanged. So is a field another write of the
 * resource sets but this one does not (a sale's `products`, set by its create; its update adds and changes lines
 * as `new_products` and `changed_products`), which would be answered "updated" with the lines unchanged. A body may
 * hold the keys of the rows read at its address that no write sets (the id, the dates, a computed total), so that
 * a client sends back a row as it read it, with its changes; the route ignores those. Registered before the routes
 * (it sees each as it is added); runs after authentication, before validation.
 */
export default fp(
  async (app) => {
    /** Per address, the keys of the rows its routes answer with (GET, PUT and PATCH of `/api/vendors/:name`). */
    const rowKeysAt = new Map<string, Set<string>>();
    /** Per address, the keys its writes take (POST of `/api/vendors`; PUT and PATCH of `/api/vendors/:name`). */
    const writtenKeysAt = new Map<string, Set<string>>();
    const keysAt = (map: Map<string, Set<string>>, address: string) => {
      const keys = map.get(address) ?? new Set<string>();
      map.set(address, keys);
      return keys;
    };
    app.addHook('onRoute', (route) => {
      const address = addressOf(route.url);
      const rowKeys = keysAt(rowKeysAt, address);
      for (const key of answeredRowKeys(route.schema?.response)) rowKeys.add(key);
      const body = namedKeys(route.schema?.body);
      const query = namedKeys(route.schema?.querystring);
      for (const key of body ?? []) keysAt(writtenKeysAt, address).add(key);
      if (!body && !query) return;
      // Read when a request comes, once every route has been added.
      const writtenElsewhere = (key: string) =>
        [address, listAddressOf(address)].some((at) => writtenKeysAt.get(at)?.has(key));
      const refuseUnknownKeys: preValidationAsyncHookHandler = async (request) => {
        const unknownInQuery = query ? keysOf(request.query).filter((key) => !query.has(key)) : [];
        const notTaken = body ? keysOf(request.body).filter((key) => !body.has(key)) : [];
        const unknown = [
          ...unknownInQuery,
          ...notTaken.filter((key) => !rowKeys.has(key) && !writtenElsewhere(key)),
        ];
        if (unknown.length > 0) throw new AppError(400, serverLocalMessages.unknownFields(unknown));
        const unchangeable = notTaken.filter(writtenElsewhere);
        if (unchangeable.length > 0)
          throw new AppError(400, serverLocalMessages.fieldsNotChangedHere(unchangeable));
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
