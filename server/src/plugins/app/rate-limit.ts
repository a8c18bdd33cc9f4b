import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { serverMessages, waitText } from '@logistics/shared/contracts/messages';
import { AppError } from '../../errors.js';
import type { Hit } from '../../repositories/rate-counters.js';

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
     * A hook that counts each request in a fixed window and refuses those over `max` with 429, a message saying
     * when to retry and a Retry-After header. The count is shared by every instance behind a load balancer: in
     * Redis when REDIS_URL is set, else in the database. It throws; it never sends a reply itself.
     */
    rateLimit(options: RateLimitOptions): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

interface Counter {
  hit(key: string, windowSeconds: number): Promise<Hit>;
}

/**
 * The same fixed window as the database's rate_counters, in one round trip: the first hit of a window sets its
 * expiry (NX), later ones only count. Redis spares the database a write on every limited request.
 */
function redisCounter(redis: Redis, prefix: string): Counter {
  return {
    async hit(key, windowSeconds) {
      const name = `${prefix}rate:${key}`;
      const replies = await redis.multi().incr(name).expire(name, windowSeconds, 'NX').ttl(name).exec();
      const [incr, , ttl] = replies ?? [];
      if (!incr || incr[0] || !ttl || ttl[0])
        throw incr?.[0] ?? ttl?.[0] ?? new Error('Connection is closed.');
      return { hits: Number(incr[1]), secondsLeft: Math.max(0, Number(ttl[1])) };
    },
  };
}

export default fp(
  async (app) => {
    const counter: Counter = app.redis
      ? redisCounter(app.redis, app.config.redisKeyPrefix)
      : app.repositories.rateCounters;
    app.decorate(
      'rateLimit',
      (options: RateLimitOptions) => async (request: FastifyRequest, reply: FastifyReply) => {
        const key = `${options.name}:${options.key ? options.key(request) : request.ip}`;
        const { hits, secondsLeft } = await counter.hit(key, options.windowSeconds);
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
  { name: 'rate-limit', dependencies: ['repositories', 'redis'] },
);
