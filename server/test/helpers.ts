import './esm-interop.js';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { LoginResponse } from '@logistics/shared/contracts/auth';
import type { Role } from '@logistics/shared/contracts/roles';
import { buildApp, type App } from '../src/app.js';
import { hashPassword } from '../src/auth/passwords.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { openDatabase, type Database, type DatabaseKind } from '../src/db/database.js';
import type { DB } from '../src/db/schema.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { DEMO_PASSWORD, demoAccounts, seedDemoData } from '../src/db/seed.js';

export const SERVER_DIR = resolve(__dirname, '..');
export const REPO_ROOT = resolve(SERVER_DIR, '..');

/** Starting PGlite (WebAssembly) on a busy machine takes a few seconds; jest's default hook limit is 5. */
const SETUP_TIMEOUT = 60_000;

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const POSTGRES_REQUIRED = process.env.REQUIRE_POSTGRES === '1';

/**
 * Whether PostgreSQL answers. Jest collects tests synchronously, so the probe runs in a child process and
 * blocks; it runs once per test file.
 */
function probePostgres(url: string): boolean {
  const script = `const { Client } = require('pg');
const client = new Client({ connectionString: process.argv[1], connectionTimeoutMillis: 3000 });
client.connect().then(() => client.end()).then(() => process.exit(0), () => process.exit(1));`;
  const result = spawnSync(process.execPath, ['-e', script, url], { cwd: SERVER_DIR, timeout: 10_000 });
  return result.status === 0;
}

let postgresAvailable: boolean | undefined;
export function postgresIsAvailable(): boolean {
  postgresAvailable ??= probePostgres(POSTGRES_URL);
  return postgresAvailable;
}

/** A fresh, uniquely named PostgreSQL database for one suite; drop() removes it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `logistics_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

export interface TestContext {
  kind: DatabaseKind;
  app: App;
  database: Database;
  config: AppConfig;
  dataDir: string;
  /** The suite's own PostgreSQL database (undefined on PGlite), for a second instance on it. */
  databaseUrl: string | undefined;
  /** Builds another app over the same database with other settings (closed with the suite). */
  buildApp(env?: Record<string, string>): Promise<App>;
}

export interface SuiteOptions {
  /** Which databases to run on; both by default. */
  databases?: DatabaseKind[];
  /** Extra environment for loadConfig. */
  env?: Record<string, string>;
}

function testConfig(dataDir: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig(
    {
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://app.test',
      // A generous rate limit: suites log in often from one address. platform.test.ts checks the limit itself.
      AUTH_RATE_LIMIT: '1000',
      UPLOADS_PER_HOUR: '1000',
      // No web build unless a suite brings one: tests must not depend on what host/ or remote-*/ hold today.
      STATIC_ROOT: join(dataDir, 'no-static-root'),
      LOG_LEVEL: 'silent',
      ...env,
    },
    { repoRoot: REPO_ROOT },
  );
}

/**
 * Runs `define` once per database: PGlite in memory, and PostgreSQL (TEST_DATABASE_URL, or the local server)
 * in a database created for the suite and dropped after it. Without PostgreSQL that run is skipped with a
 * note, unless REQUIRE_POSTGRES=1, when it fails.
 */
export function describeOnDatabases(
  title: string,
  define: (context: TestContext) => void,
  options: SuiteOptions = {},
): void {
  for (const kind of options.databases ?? (['pglite', 'postgres'] as const)) {
    const label = `${title} [${kind}]`;
    if (kind === 'postgres' && !postgresIsAvailable()) {
      if (POSTGRES_REQUIRED) {
        describe(label, () => {
          it('needs PostgreSQL (REQUIRE_POSTGRES=1)', () => {
            throw new Error(`PostgreSQL is not reachable at ${new URL(POSTGRES_URL).host}`);
          });
        });
      } else {
        console.warn(`${label}: skipped, PostgreSQL is not reachable at ${new URL(POSTGRES_URL).host}`);
        describe.skip(label, () => define({} as TestContext));
      }
      continue;
    }

    describe(label, () => {
      const context = { kind } as TestContext;
      const extraApps: App[] = [];
      let dropDatabase: (() => Promise<void>) | undefined;

      beforeAll(async () => {
        let databaseUrl: string | undefined;
        if (kind === 'postgres') {
          const created = await createPostgresDatabase();
          databaseUrl = created.url;
          dropDatabase = created.drop;
        }
        context.databaseUrl = databaseUrl;
        context.database = await openDatabase({ databaseUrl });
        await migrateToLatest(context.database.db);
        await seedDemoData(context.database.db);
        context.dataDir = mkdtempSync(join(tmpdir(), 'logistics-server-test-'));
        context.config = testConfig(context.dataDir, options.env);
        context.app = await buildApp({ config: context.config, database: context.database, logger: false });
        await context.app.ready();
        context.buildApp = async (env = {}) => {
          const app = await buildApp({
            config: testConfig(context.dataDir, { ...options.env, ...env }),
            database: context.database,
            logger: false,
          });
          await app.ready();
          extraApps.push(app);
          return app;
        };
      }, SETUP_TIMEOUT);

      afterAll(async () => {
        for (const app of extraApps) await app.close();
        await context.app?.close();
        await context.database?.close();
        await dropDatabase?.();
        if (context.dataDir) rmSync(context.dataDir, { recursive: true, force: true });
      }, SETUP_TIMEOUT);

      define(context);
    });
  }
}

export interface Session {
  token: string;
  user: LoginResponse['user'];
  headers: { authorization: string };
}

export async function login(app: App, email: string, password: string): Promise<Session> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) {
    throw new Error(`login as ${email} answered ${response.statusCode}: ${response.body}`);
  }
  const body = response.json<LoginResponse>();
  return { token: body.token, user: body.user, headers: { authorization: `Bearer ${body.token}` } };
}

/** Logs in with the seeded demo account of a role. */
export function loginAs(app: App, role: Role): Promise<Session> {
  const account = demoAccounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`no demo account for ${role}`);
  return login(app, account.email, DEMO_PASSWORD);
}

/** A new account with a unique e-mail, created directly in the database. */
export async function createAccount(
  context: TestContext,
  role: Role | null,
  password = DEMO_PASSWORD,
): Promise<{ id: string; email: string; password: string }> {
  const email = `user-${randomBytes(6).toString('hex')}@example.com`;
  const user = await context.app.repositories.users.create({
    name: 'Test Person',
    email,
    passwordHash: await hashPassword(password),
    role,
  });
  return { id: user.id, email, password };
}

interface OutboxMail {
  to: Array<{ address: string }>;
  subject: string;
  text: string;
  html: string;
}

/** Mail written to DATA_DIR/outbox for an address, oldest first (after queued mail has been written). */
export async function outboxFor(context: TestContext, email: string): Promise<OutboxMail[]> {
  // Work done after an answer (a reset request's) may still be about to queue its mail.
  await context.app.background.flush();
  await context.app.mailer.flush();
  return readdirSync(context.config.outboxDir)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(context.config.outboxDir, file), 'utf8')) as OutboxMail)
    .filter((mail) => mail.to.some((recipient) => recipient.address === email));
}

/** The token of the newest reset link mailed to an address. */
export async function latestResetToken(context: TestContext, email: string): Promise<string> {
  const mails = await outboxFor(context, email);
  const text = mails.at(-1)?.text ?? '';
  const match = /http:\/\/app\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link mailed to ${email}`);
  return match[1];
}

/** How many rows a table holds: what a refused request must leave unchanged. */
export async function rowCount(db: Kysely<DB>, table: keyof DB): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
