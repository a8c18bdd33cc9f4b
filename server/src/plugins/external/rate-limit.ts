import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { serverMessages } from '@logistics/shared/contracts/messages';
import { AppError } from '../../errors.js';

/**
 * Registered but not global: the auth routes that guess at or create accounts opt in through
 * `config.rateLimit` (see routes/auth.ts). The refusal goes through the central error handler as { message }.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new AppError(context.statusCode, serverMessages.tooManyRequests),
    });
  },
  { name: 'rate-limit' },
);
