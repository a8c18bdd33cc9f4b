import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVENTS_PATH } from '@logistics/shared/contracts/events';
import { bearerAuth, errorResponses } from '../schemas.js';

/** GET /api/events: the live lists' server-sent events (contracts/events.ts; the streams: plugins/app/events.ts). */
const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    EVENTS_PATH,
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'streamEvents',
        tags: ['events'],
        security: bearerAuth,
        description:
          'text/event-stream: `ready`, then `change` events ({ resource, keys }) for the resources this role may read, and `end` when the session ends. Heartbeats are comments.',
        response: { 200: z.string(), ...errorResponses(401, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      await app.events.open(request, reply);
      return reply;
    },
  );
};

export default eventRoutes;
