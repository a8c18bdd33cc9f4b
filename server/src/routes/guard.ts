import type { FastifyInstance } from 'fastify';
import type { Action, Subject } from '@logistics/shared/contracts/permissions';

/**
 * The one way a route checks its caller: signed in (401), then the role's right from contracts' matrix (403),
 * both before the body is validated, so a role without the right gets 403 whatever it sends, on every resource.
 */
export function guardFor(app: FastifyInstance, resource: Subject) {
  return (action: Action) => ({
    onRequest: [app.authenticate],
    preValidation: [app.authorize(resource, action)],
  });
}
