import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { postgresIsAvailable, SERVER_DIR } from './helpers.js';

/**
 * The outside services some suites need besides PostgreSQL (helpers.ts): Redis, and HAProxy for the load
 * balancer's suite. Like PostgreSQL, a missing one skips its suite with a note, unless `.ci/run` requires it
 * (REQUIRE_REDIS=1, REQUIRE_HAPROXY=1), when the suite fails instead.
 */

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

/** Whether Redis answers PING (in a child process: jest collects tests synchronously). */
function probeRedis(url: string): boolean {
  const script = `const { Redis } = require('ioredis');
const redis = new Redis(process.argv[1], { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3000 });
redis.connect().then(() => redis.ping()).then(() => process.exit(0), () => process.exit(1));`;
  const result = spawnSync(process.execPath, ['-e', script, url], { cwd: SERVER_DIR, timeout: 10_000 });
  return result.status === 0;
}

export interface Service {
  name: string;
  available: boolean;
  /** The variable that makes a missing service a failure. */
  required: boolean;
  where: string;
}

export const postgresService = (): Service => ({
  name: 'PostgreSQL',
  available: postgresIsAvailable(),
  required: process.env.REQUIRE_POSTGRES === '1',
  where: new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres').host,
});

export const redisService = (): Service => ({
  name: 'Redis',
  available: probeRedis(REDIS_URL),
  required: process.env.REQUIRE_REDIS === '1',
  where: new URL(REDIS_URL).host,
});

export const haproxyService = (): Service => ({
  name: 'HAProxy',
  available: existsSync(HAPROXY),
  required: process.env.REQUIRE_HAPROXY === '1',
  where: HAPROXY,
});

/**
 * `describe` when every service is there; otherwise a skipped suite and a note, or, when one that is missing is
 * required, a suite whose one test fails naming it.
 */
export function describeWithServices(title: string, services: Service[], define: () => void): void {
  const missing = services.filter((service) => !service.available);
  if (missing.length === 0) {
    describe(title, define);
    return;
  }
  const names = missing.map((service) => `${service.name} (${service.where})`).join(', ');
  if (missing.some((service) => service.required)) {
    describe(title, () => {
      it('needs its services', () => {
        throw new Error(`not available: ${names}`);
      });
    });
    return;
  }
  console.warn(`${title}: skipped, not available: ${names}`);
  describe.skip(title, define);
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}
