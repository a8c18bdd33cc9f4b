import './esm-interop.js';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Kysely } from 'kysely';
import pg from 'pg';
import type { z } from 'zod';
import type { LoginResponse } from '@logistics/shared/contracts/auth';
import type { Role } from '@logistics/shared/contracts/roles';
import { firstIssueMessage } from '@logistics/shared/contracts/validation';
import { buildApp, type App } from '../src/app.js';
import { hashPassword } from '../src/auth/passwords.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { openDatabase, type Database, type DatabaseKind } from '../src/db/database.js';
import { createPGliteDialect, openPGlite } from '../src/db/pglite-dialect.js';
import type { DB } from '../src/db/schema.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { DEMO_PASSWORD, demoAccounts, seedDemoData } from '../src/db/seed.js';

export const SERVER_DIR = resolve(__dirname, '..');
export const REPO_ROOT = resolve(SERVER_DIR, '..');

/**
 * Starting PGlite (WebAssembly) on a busy machine takes a few seconds, jest's default hook limit is 5; a worker's
 * first suite on PGlite also migrates and seeds the copy the others start from, which took over 60 s with the two
 * cores shared by six test runs.
 */
const SETUP_TIMEOUT = 180_000;

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

const databaseUrl = (name: string) => {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A fresh, uniquely named PostgreSQL database for one suite, empty or a copy of `template`; drop() removes it.
 */
export async function createPostgresDatabase(
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `logistics_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  await admin.end();
  return {
    url: databaseUrl(name),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/**
 * Every suite starts from the migrated and seeded database. Making it took each suite about 1 s on PostgreSQL and
 * 5 s on PGlite (4 s of them starting an empty cluster); each jest worker makes it once per run and copies it: a
 * PostgreSQL template database and a PGlite dump. The run's id (global-setup.mjs) keeps a worker's copy from
 * outliving its run: the seed dates its rows from today. global-teardown.mjs removes them.
 */
const TEST_RUN = process.env.LOGISTICS_TEST_RUN;
const SEEDED_PREFIX = 'logistics_seeded_';
/** The worker's copy of today's seed (a run that goes past midnight seeds again, as a suite started then would). */
function seededName(): string | undefined {
  const today = new Date();
  const day = `${today.getFullYear()}${today.getMonth() + 1}${today.getDate()}`;
  return TEST_RUN ? `${SEEDED_PREFIX}${TEST_RUN}_${process.pid}_${day}` : undefined;
}

async function migratedAndSeeded(db: Kysely<DB>): Promise<void> {
  await migrateToLatest(db);
  await seedDemoData(db);
}

/** The worker's seeded PGlite database, as a dump (made on first use); undefined outside a jest run. */
async function seededPGliteImage(): Promise<Blob | undefined> {
  const name = seededName();
  if (!name) return undefined;
  const file = join(tmpdir(), `${name}.tar.gz`);
  if (!existsSync(file)) {
    const pglite = await openPGlite(undefined);
    const db = new Kysely<DB>({ dialect: createPGliteDialect(pglite) });
    await migratedAndSeeded(db);
    const image = await pglite.dumpDataDir('gzip');
    await db.destroy();
    // Renamed into place: a suite that fails half-way leaves no half-written dump.
    writeFileSync(`${file}.part`, Buffer.from(await image.arrayBuffer()));
    renameSync(`${file}.part`, file);
  }
  return new Blob([readFileSync(file)]);
}

/** The worker's seeded PostgreSQL template database (made on first use); undefined outside a jest run. */
async function seededPostgresTemplate(): Promise<string | undefined> {
  const name = seededName();
  if (!name) return undefined;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    // Seeded under another name and renamed when done: a suite never copies a half-seeded template.
    const part = `${name}_part`;
    await admin.query(`drop database if exists "${part}" with (force)`);
    await admin.query(`create database "${part}"`);
    const database = await openDatabase({ databaseUrl: databaseUrl(part) });
    try {
      await migratedAndSeeded(database.db);
    } finally {
      await database.close();
    }
    await admin.query(`alter database "${part}" rename to "${name}"`);
    return name;
  } finally {
    await admin.end();
  }
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
  /**
   * Names, at the start of a suite on the default database, its tests whose subject PGlite's dialect or driver
   * could change (locks, unique violations, races, stock arithmetic, money, dates, text search, NUL bytes):
   * they run on PGlite as well. A nested describe with hooks of its own must hold one of them (jest refuses
   * hooks in a block without tests).
   */
  alsoOnPGlite(names: readonly string[]): void;
}

export interface SuiteOptions {
  /**
   * Which databases to run every test of the suite on. Without it: the default database (PostgreSQL when it
   * answers, else PGlite; SERVER_TEST_DATABASES=pglite,postgres overrides it), and PGlite too for the tests
   * the suite names with `alsoOnPGlite`. docs/testing.md says which suites and tests run on both, and why.
   */
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
 * Both databases, for a suite whose subject PGlite's dialect and driver, its single-process mode or the
 * migrations could change.
 */
export const BOTH_DATABASES: DatabaseKind[] = ['pglite', 'postgres'];

/**
 * Where a suite that names no databases runs: SERVER_TEST_DATABASES if set, else PostgreSQL, the production
 * database (PGlite when PostgreSQL does not answer and REQUIRE_POSTGRES is not set).
 */
function defaultDatabases(): DatabaseKind[] {
  const chosen = process.env.SERVER_TEST_DATABASES;
  if (chosen) {
    const kinds = chosen.split(',').map((kind) => kind.trim());
    const unknown = kinds.filter((kind) => !BOTH_DATABASES.includes(kind as DatabaseKind));
    if (unknown.length > 0) {
      throw new Error(`SERVER_TEST_DATABASES: unknown ${unknown.join(', ')} (pglite, postgres)`);
    }
    return kinds as DatabaseKind[];
  }
  return POSTGRES_REQUIRED || postgresIsAvailable() ? ['postgres'] : ['pglite'];
}

type TestFunction = typeof it;

/**
 * Defines a suite again with only the tests its alsoOnPGlite names: any other `it` or `test` registers nothing
 * meanwhile. A name that matches no test fails the suite (a renamed test must not drop out of PGlite unseen).
 */
function defineNamedTestsOnly(title: string, define: () => void, names: () => readonly string[]): void {
  const scope = globalThis as unknown as { it: TestFunction; test: TestFunction };
  const plain = { it: scope.it, test: scope.test };
  const found = new Set<string>();
  // Symbols (jest's own bookkeeping, conversions) read the function itself; every other property ignores too.
  const get = (target: TestFunction, key: string | symbol): unknown =>
    typeof key === 'symbol' ? Reflect.get(target, key) : ignore;
  const ignore: TestFunction = new Proxy((() => undefined) as unknown as TestFunction, {
    get,
    apply: () => ignore,
  });
  const named = (register: TestFunction): TestFunction =>
    new Proxy(register, {
      get,
      apply: (target, self, args: Parameters<TestFunction>) => {
        const name = String(args[0]);
        if (!names().includes(name)) return undefined;
        found.add(name);
        return Reflect.apply(target, self, args) as unknown;
      },
    });
  scope.it = named(plain.it);
  scope.test = named(plain.test);
  try {
    define();
  } finally {
    scope.it = plain.it;
    scope.test = plain.test;
  }
  const missing = names().filter((name) => !found.has(name));
  if (missing.length > 0) throw new Error(`${title}: alsoOnPGlite names no test ${JSON.stringify(missing)}`);
}

/**
 * Runs `define` on each of the suite's databases (SuiteOptions.databases): PGlite in memory, and PostgreSQL
 * (TEST_DATABASE_URL, or the local server) in a database created for the suite and dropped after it. A suite
 * that names none runs on the default database, and the tests it names with alsoOnPGlite on PGlite too. A suite
 * that names PostgreSQL when it does not answer is skipped with a note, unless REQUIRE_POSTGRES=1 (it fails).
 */
export function describeOnDatabases(
  title: string,
  define: (context: TestContext) => void,
  options: SuiteOptions = {},
): void {
  const kinds = options.databases ?? defaultDatabases();
  const runs = kinds.map((kind) => ({ kind, namedOnly: false }));
  if (!options.databases && !kinds.includes('pglite')) runs.push({ kind: 'pglite', namedOnly: true });
  // What the suite names with alsoOnPGlite, as its first definition said: jest refuses a block whose hooks have
  // no test to run, so the PGlite block exists only when it names some.
  let alsoOnPGlite: readonly string[] = [];
  const remember = (names: readonly string[]) => {
    alsoOnPGlite = names;
  };
  for (const { kind, namedOnly } of runs) {
    if (namedOnly && alsoOnPGlite.length === 0) continue;
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
        describe.skip(label, () => define({ alsoOnPGlite: remember } as TestContext));
      }
      continue;
    }

    describe(label, () => {
      const context = { kind, alsoOnPGlite: remember } as TestContext;
      const extraApps: App[] = [];
      let dropDatabase: (() => Promise<void>) | undefined;

      beforeAll(async () => {
        let databaseUrl: string | undefined;
        // A copy of the worker's seeded database; outside a jest run (no run id) the suite seeds its own.
        let template: string | undefined;
        let pgliteImage: Blob | undefined;
        if (kind === 'postgres') {
          template = await seededPostgresTemplate();
          const created = await createPostgresDatabase(template);
          databaseUrl = created.url;
          dropDatabase = created.drop;
        } else {
          pgliteImage = await seededPGliteImage();
        }
        context.databaseUrl = databaseUrl;
        context.database = await openDatabase({ databaseUrl, pgliteImage });
        if (template === undefined && pgliteImage === undefined) await migratedAndSeeded(context.database.db);
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

      if (namedOnly)
        defineNamedTestsOnly(
          label,
          () => define(context),
          () => alsoOnPGlite,
        );
      else define(context);
    });
  }
}

/** A suite whose subject PGlite could change, every test of it on both databases (docs/testing.md lists them). */
export function describeOnBothDatabases(
  title: string,
  define: (context: TestContext) => void,
  options: Omit<SuiteOptions, 'databases'> = {},
): void {
  describeOnDatabases(title, define, { ...options, databases: BOTH_DATABASES });
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

/** The message the contract gives a body it refuses: what the server must answer for that body. */
export function contractMessage(schema: z.ZodType, body: unknown): string {
  const parsed = schema.safeParse(body);
  if (parsed.success) throw new Error('expected the body to break the schema');
  return firstIssueMessage(parsed.error);
}
