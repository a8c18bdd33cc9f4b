import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverMessages } from '@logistics/shared/contracts/messages';

/** A check that has not answered by then counts as down: a load balancer's check must get an answer. */
const CHECK_TIMEOUT_MS = 2000;

const state = z.enum(['ok', 'unavailable']);
type State = z.infer<typeof state>;

async function probe(check: () => Promise<unknown>): Promise<State> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<State>((resolve) => {
    timer = setTimeout(() => resolve('unavailable'), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => 'ok' as const), timeout]);
  } catch {
    return 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health, for load balancers: 200 when the database answers (and Redis, when REDIS_URL is set), 503
 * naming what does not. One trivial query and one PING, side by side; its requests are logged only when they
 * fail, as a load balancer asks every few seconds.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      logLevel: 'warn',
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        response: {
          200: z.object({
            status: z.literal('ok'),
            database: z.literal('ok'),
            redis: z.literal('ok').optional(),
          }),
          503: z.object({
            message: z.string(),
            status: z.literal('unavailable'),
            database: state,
            redis: state.optional(),
          }),
        },
      },
    },
    async (_request, reply) => {
      const redis = app.redis;
      const [database, redisState] = await Promise.all([
        probe(() => sql`select 1`.execute(app.db)),
        // Not connected (ioredis is reconnecting): down, without sending a command that cannot go out.
        redis ? (redis.status === 'ready' ? probe(() => redis.ping()) : ('unavailable' as const)) : undefined,
      ]);
      const parts = { database, ...(redisState ? { redis: redisState } : {}) };
      if (database === 'ok' && redisState !== 'unavailable') {
        return reply.send({ status: 'ok' as const, database, ...(redisState ? { redis: redisState } : {}) });
      }
      return reply
        .code(503)
        .send({ message: serverMessages.unavailable, status: 'unavailable' as const, ...parts });
    },
  );
};

export default healthRoutes;
