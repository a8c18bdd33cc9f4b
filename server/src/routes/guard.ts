import type { FastifyInstance, FastifySchema } from 'fastify';
import type { Action, Subject } from '@logistics/shared/contracts/permissions';
import { bearerAuth } from '../schemas.js';

/** A guarded route's schema but what every one declares alike: its OpenAPI tag and the bearer security. */
type GuardedSchema = Omit<FastifySchema, 'tags' | 'security'>;

/**
 * How a resource's routes are declared: `declare(action, schema)` is a route's options, its guard and its schema
 * under the tag (the resource's own unless given) with the bearer security.
 *
 * The guard is the one way a route checks its caller: signed in (401), then the role's right from contracts'
 * matrix (403), both before the body is validated, so a role without the right gets 403 whatever it sends, on
 * every resource.
 */
export function guardedRoutes(app: FastifyInstance, resource: Subject, tag: string = resource) {
  const tags = [tag];
  return <Schema extends GuardedSchema>(action: Action, schema: Schema) => ({
    onRequest: [app.authenticate],
    preValidation: [app.authorize(resource, action)],
    schema: { tags, security: bearerAuth, ...schema },
  });
}
