import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { authMessages, serverMessages } from '@logistics/shared/contracts/messages';
import { decide, type Action, type Subject } from '@logistics/shared/contracts/permissions';
import { AppError } from '../../errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler guard from contracts' permission matrix. It throws (401 or 403 with the matrix's reason); it
     * never sends a reply itself, so there is no forgotten `return`.
     */
    authorize(resource: Subject, action: Action): (request: FastifyRequest) => Promise<void>;
  }
}

export default fp(
  async (app) => {
    app.decorate('authorize', (resource: Subject, action: Action) => async (request: FastifyRequest) => {
      if (!request.user) throw new AppError(401, authMessages.unauthenticated);
      const decision = decide(request.user.role, resource, action);
      if (!decision.allowed) throw new AppError(403, decision.reason ?? serverMessages.forbidden);
    });
  },
  { name: 'permissions', dependencies: ['auth'] },
);
