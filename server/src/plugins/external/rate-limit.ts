import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { serverMessages } from '@logistics/shared/contracts/messages';
import { AppError } from '../../errors.js';

/**
 * Registered but not global: the auth routes that guess at or create accounts opt in through
 * `config.rateLimit` (see routes/auth.ts). The refusal goes through the central error handler as { message }.
 *
 * With REDIS_URL the counts live in Redis, so every instance behind a load balancer counts the same client
 * together (a client spread over four instances gets no more tries than on one). Without it each process
 * counts in memory, as one process on PGlite always did. When Redis does not answer, a limited request is
 * refused with 503 rather than let through uncounted.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { redis: app.redis, nameSpace: `${app.config.redisKeyPrefix}rate-limit:` } : {}),
      errorResponseBuilder: (_request, context) =>
        new AppError(context.statusCode, serverMessages.tooManyRequests),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
