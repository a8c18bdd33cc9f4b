// helpers first: it prepares the ES-module dependencies for jest (esm-interop.ts).
import { createPostgresDatabase, describeOnDatabases, loginAs, SERVER_DIR } from './helpers.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { serverMessages } from '@logistics/shared/contracts/messages';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, SMALLEST_POOL_SIZE, type Database } from '../src/db/database.js';
import { loadMigrations } from '../src/db/migrations/index.js';
import { jwtSecretOf, prepareDatabase } from '../src/db/prepare.js';
import { demoAccounts } from '../src/db/seed.js';
import { describeWithServices, freePort, REDIS_SERVER, REDIS_URL, redisService } from './services.js';

/**
 * What several instances on one database share: start-up (migrations and seed) one at a time, the JWT secret
 * when none is configured, and, with REDIS_URL, the rate limits' counts and the health check's word on Redis.
 * Each holds at most its own pool's sessions, and keeps them while idle; these start on the smallest pool a
 * configuration may set.
 */

describeOnDatabases(
  'several instances starting on one PostgreSQL',
  () => {
    const INSTANCES = 4;
    let fresh: { url: string; drop(): Promise<void> };
    const databases: Database[] = [];
    const dataDirs: string[] = [];
    const apps: App[] = [];

    beforeAll(async () => {
      fresh = await createPostgresDatabase();
      for (let index = 0; index < INSTANCES; index += 1) {
        databases.push(await openDatabase({ databaseUrl: fresh.url, poolSize: SMALLEST_POOL_SIZE }));
        dataDirs.push(mkdtempSync(join(tmpdir(), 'logistics-instance-')));
      }
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await fresh?.drop();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    });

    it('migrate and seed one at a time when they start together: one does it all, the others find it done', async () => {
      const prepared = await Promise.all(
        databases.map(async (database) => {
          const result = await prepareDatabase(database);
          // When an instance's start-up returns, the schema and the seed are whole.
          const users = await database.db
            .selectFrom('users')
            .select('email')
            .where(
              'email',
              'in',
              demoAccounts.map((account) => account.email),
            )
            .execute();
          return { ...result, demoUsers: users.length };
        }),
      );
      const all = Object.keys(await loadMigrations());
      expect(prepared.filter((result) => result.applied.length > 0).map((result) => result.applied)).toEqual([
        all,
      ]);
      expect(prepared.filter((result) => result.seeded)).toHaveLength(1);
      expect(prepared.map((result) => result.demoUsers)).toEqual(Array(INSTANCES).fill(demoAccounts.length));
    });

    it('hold at most their pool size of sessions at once, however many queries wait', async () => {
      const database = databases[0] as Database;
      const backends = await Promise.all(
        Array.from({ length: 3 * SMALLEST_POOL_SIZE }, () =>
          sql<{ pid: number }>`select pg_backend_pid() as pid from pg_sleep(0.05)`.execute(database.db),
        ),
      );
      expect(new Set(backends.map(({ rows }) => rows[0]?.pid)).size).toBe(SMALLEST_POOL_SIZE);
    });

    it('keep their sessions open through a quiet spell longer than pg’s 10 s idle timeout', async () => {
      const database = databases[0] as Database;
      const sessions = async () => {
        const answers = await Promise.all(
          Array.from({ length: SMALLEST_POOL_SIZE }, () =>
            sql<{ pid: number }>`select pg_backend_pid() as pid from pg_sleep(0.05)`.execute(database.db),
          ),
        );
        return answers.map(({ rows }) => rows[0]?.pid).sort();
      };
      const before = await sessions();
      expect(new Set(before).size).toBe(SMALLEST_POOL_SIZE);
      await new Promise((resolve) => setTimeout(resolve, 10_500));
      expect(await sessions()).toEqual(before);
    }, 30_000);

    it('share one JWT secret kept in the database when JWT_SECRET is unset: a login on one is valid on the others', async () => {
      const configs = dataDirs.map((dataDir) =>
        loadConfig(
          { DATA_DIR: dataDir, DATABASE_URL: fresh.url, LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '1000' },
          { repoRoot: SERVER_DIR },
        ),
      );
      // Nothing generated per folder: the secret is the database's.
      expect(configs.map((config) => config.jwtSecret)).toEqual(Array(INSTANCES).fill(undefined));
      const secrets = await Promise.all(
        configs.map((config, index) => jwtSecretOf(config, databases[index] as Database)),
      );
      for (const [index, config] of configs.entries()) {
        config.jwtSecret = secrets[index];
        apps.push(await buildApp({ config, database: databases[index] as Database, logger: false }));
      }
      expect(dataDirs.some((dir) => existsSync(join(dir, 'jwt-secret')))).toBe(false);
      const session = await loginAs(apps[0] as App, 'admin');
      for (const app of apps) {
        const answer = await app.inject({
          method: 'GET',
          url: '/api/sales?pageSize=1',
          headers: session.headers,
        });
        expect(answer.statusCode).toBe(200);
      }
    });
  },
  { databases: ['postgres'] },
);

describeWithServices('instances sharing Redis', [redisService()], () => {
  describeOnDatabases(
    'rate limits and health',
    (t) => {
      // Each run counts under its own prefix, so an earlier run's counts (kept a minute) never interfere.
      const withRedis = (url = REDIS_URL) => ({
        REDIS_URL: url,
        REDIS_KEY_PREFIX: `logistics-test-${randomBytes(4).toString('hex')}:`,
        AUTH_RATE_LIMIT: '3',
      });
      const resetRequest = (app: App, email: string) =>
        app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email } });

      it('count one client together on every instance: the limit holds across two', async () => {
        const env = withRedis();
        const instances = [await t.buildApp(env), await t.buildApp(env)];
        const email = `nobody-${randomBytes(4).toString('hex')}@example.com`;
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 4; attempt += 1) {
          statuses.push((await resetRequest(instances[attempt % 2] as App, email)).statusCode);
        }
        // Alone, each instance would have seen two attempts of the three allowed.
        expect(statuses).toEqual([200, 200, 200, 429]);
      });

      it('report Redis in the health check, refuse limited requests while it is down (503), and recover', async () => {
        const port = await freePort();
        const start = () =>
          spawn(
            REDIS_SERVER,
            ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
            {
              stdio: 'ignore',
            },
          );
        const stop = async (redis: ChildProcess) => {
          if (redis.exitCode !== null || redis.signalCode !== null) return;
          const exited = new Promise((resolve) => redis.once('exit', resolve));
          redis.kill('SIGKILL');
          await exited;
        };
        let redis = start();
        try {
          const url = `redis://127.0.0.1:${port}`;
          let app: App | undefined;
          // Until the spawned server listens, the app refuses to start: a REDIS_URL that does not answer.
          for (let attempt = 0; !app && attempt < 100; attempt += 1) {
            app = await t.buildApp(withRedis(url)).catch(async (error: Error) => {
              expect(error.message).toMatch(/Redis at REDIS_URL did not answer/);
              await new Promise((resolve) => setTimeout(resolve, 100));
              return undefined;
            });
          }
          if (!app) throw new Error('the app never connected to the spawned Redis');
          const health = () => app.inject({ method: 'GET', url: '/api/health' });
          expect((await health()).json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });

          await stop(redis);
          const down = await health();
          expect(down.statusCode).toBe(503);
          expect(down.json()).toEqual({
            message: serverMessages.unavailable,
            status: 'unavailable',
            database: 'ok',
            redis: 'unavailable',
          });
          const limited = await resetRequest(app, 'someone@example.com');
          expect(limited.statusCode).toBe(503);
          expect(limited.json()).toEqual({ message: serverMessages.unavailable });

          redis = start();
          let recovered = await health();
          for (let attempt = 0; recovered.statusCode !== 200 && attempt < 100; attempt += 1) {
            await new Promise((resolve) => setTimeout(resolve, 100));
            recovered = await health();
          }
          expect(recovered.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
        } finally {
          await stop(redis);
        }
      });
    },
    { databases: ['pglite'] },
  );
});
