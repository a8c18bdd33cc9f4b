import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serverMessages, waitText } from '@logistics/shared/contracts/messages';
import { AppError } from '../../errors.js';

export interface RateLimitOptions {
  /** Names the counter: 'register', 'upload'… */
  name: string;
  /** Requests allowed per window and key. */
  max: number;
  windowSeconds: number;
  /** Whose requests count together; the client's address by default. */
  key?: (request: FastifyRequest) => string;
  /** The refusal's message, given the wait; "Too many requests. Please try again in …" by default. */
  message?: (wait: string) => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A hook that counts each request in a fixed window (in the database, so every instance behind a load
     * balancer shares the count) and refuses those over `max` with 429, a message saying when to retry and a
     * Retry-After header. It throws; it never sends a reply itself.
     */
    rateLimit(options: RateLimitOptions): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'rateLimit',
      (options: RateLimitOptions) => async (request: FastifyRequest, reply: FastifyReply) => {
        const key = `${options.name}:${options.key ? options.key(request) : request.ip}`;
        const { hits, secondsLeft } = await app.repositories.rateCounters.hit(key, options.windowSeconds);
        if (hits <= options.max) return;
        reply.header('retry-after', String(secondsLeft));
        const wait = waitText(secondsLeft);
        throw new AppError(
          429,
          options.message ? options.message(wait) : serverMessages.tooManyRequests(wait),
        );
      },
    );
  },
  { name: 'rate-limit', dependencies: ['repositories'] },
);
