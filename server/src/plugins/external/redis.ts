import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis when REDIS_URL is set (what instances must count together); null otherwise. */
    redis: Redis | null;
  }
}

/** How long one command may wait before its request gives up (503), rather than hang on a stuck Redis. */
const COMMAND_TIMEOUT_MS = 2000;

/** Errors ioredis raises when Redis cannot be reached: the request answers 503, like a lost database. */
export function isRedisUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'MaxRetriesPerRequestError' ||
    /Stream isn't writeable|Connection is closed|Command timed out/.test(error.message)
  );
}

/**
 * One connection per instance, opened at start (a REDIS_URL that does not answer stops the start with its
 * error). While it is down, commands fail at once instead of queueing, and ioredis reconnects by itself.
 */
export default fp(
  async (app) => {
    const url = app.config.redisUrl;
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: 5000,
    });
    // Logged, not thrown: ioredis emits 'error' on every failed reconnection.
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis connection error'));
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      throw new Error(`Redis at REDIS_URL did not answer: ${error instanceof Error ? error.message : error}`);
    }
    app.decorate('redis', redis);
    // Requests are over by then; disconnect also stops a reconnection under way (quit would wait for it).
    app.addHook('onClose', async () => redis.disconnect());
  },
  { name: 'redis' },
);
