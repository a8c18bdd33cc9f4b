// helpers first: it installs the ESM interop that the app's imports need under jest.
import { loginAs, REPO_ROOT } from '../helpers.js';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { serverMessages } from '@logistics/shared/contracts/messages';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase, type Database } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { seedDemoData } from '../../src/db/seed.js';
import { recordFigures } from './report.js';
import { describeWithServices, postgresService } from '../services.js';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A TCP relay in front of PostgreSQL that can cut every connection and refuse new ones, then heal. */
class Relay {
  readonly #sockets = new Set<Socket>();
  #down = false;
  readonly server: Server;

  constructor(target: URL) {
    this.server = createServer((client) => {
      if (this.#down) {
        client.destroy();
        return;
      }
      const upstream = connect({ host: target.hostname, port: Number(target.port || 5432) });
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('close', () => this.#sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
  }

  listen(): Promise<number> {
    return new Promise((resolve) =>
      this.server.listen(0, '127.0.0.1', () => resolve((this.server.address() as { port: number }).port)),
    );
  }

  cut(): void {
    this.#down = true;
    for (const socket of this.#sockets) socket.destroy();
  }

  heal(): void {
    this.#down = false;
  }

  close(): Promise<void> {
    this.cut();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

// Without PostgreSQL the suite is reported skipped (or fails, with REQUIRE_POSTGRES=1), never passed unrun.
describeWithServices('PostgreSQL connection lost and restored', [postgresService()], () => {
  let admin: pg.Client;
  let name: string;
  let relay: Relay;
  let database: Database;
  let app: App;
  let dataDir: string;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    name = `logistics_relay_${Date.now()}_${randomBytes(3).toString('hex')}`;
    await admin.query(`create database "${name}"`);
    const target = new URL(POSTGRES_URL);
    relay = new Relay(target);
    const port = await relay.listen();
    const url = new URL(POSTGRES_URL);
    url.host = `127.0.0.1:${port}`;
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString() });
    await migrateToLatest(database.db);
    await seedDemoData(database.db);
    dataDir = mkdtempSync(join(tmpdir(), 'logistics-relay-'));
    const config = loadConfig(
      { DATA_DIR: dataDir, LOG_LEVEL: 'silent', STATIC_ROOT: join(dataDir, 'none'), AUTH_RATE_LIMIT: '1000' },
      { repoRoot: REPO_ROOT },
    );
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await relay?.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('answers 503 with a message while the database is gone, and recovers by itself', async () => {
    const session = await loginAs(app, 'admin');
    const list = () => app.inject({ method: 'GET', url: '/api/categories', headers: session.headers });
    expect((await list()).statusCode).toBe(200);

    relay.cut();
    const whileDown = await Promise.all([list(), list(), list()]);
    for (const answer of whileDown) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ message: serverMessages.unavailable });
    }
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);

    relay.heal();
    const started = Date.now();
    let recovered = await list();
    while (recovered.statusCode !== 200 && Date.now() - started < 15_000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      recovered = await list();
    }
    expect(recovered.statusCode).toBe(200);
    recordFigures('connection loss [postgres]', {
      answersWhileDown: whileDown.length,
      answered503: whileDown.filter((answer) => answer.statusCode === 503).length,
      recoveryMs: Date.now() - started,
    });
  });
});
