// `pnpm --filter server enumeration-timing -- [--database postgres|pglite] [--requests 400]`
// Times registration and password-reset requests over HTTP for e-mails that have an account and e-mails that do
// not, alternating the two in a random order, and prints the median and spread of each. The
// two columns of each call should be equal within noise: the answer must not tell them apart.
// PostgreSQL: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), in a database made for
// the run and dropped after it; PGlite: in memory.
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { hashPassword } from '../src/auth/passwords.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoData } from '../src/db/seed.js';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'postgres' },
    requests: { type: 'string', default: '400' },
  },
});
const requests = Number(values.requests);
const kind = values.database === 'pglite' ? 'pglite' : 'postgres';
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function withDatabase<T>(work: (databaseUrl: string | undefined) => Promise<T>): Promise<T> {
  if (kind === 'pglite') return work(undefined);
  const name = `logistics_timing_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

/** The measuring client (plain JavaScript, run in a worker thread): known and unknown in a random order. */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, known, unknown, requests } = workerData;
async function time(path, body) {
  const start = process.hrtime.bigint();
  const answer = await fetch(base + '/' + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await answer.text();
  if (answer.status >= 300) throw new Error(path + ' answered ' + answer.status);
  return Number(process.hrtime.bigint() - start) / 1e6;
}
(async () => {
  const calls = [
    ['request-password-reset', (email) => ({ email })],
    ['register', (email) => ({ name: 'Someone', email, password: 'Passw0rd!' })],
  ];
  const figures = {};
  for (const [path, body] of calls) {
    const times = { known: [], unknown: [] };
    for (let i = 0; i < 20; i += 1) await time(path, body('warm-' + path + '-' + i + '@timing.test'));
    for (let i = 0; i < requests; i += 1) {
      const pair = [['known', known[i]], ['unknown', path + '-' + unknown[i]]];
      // No pause between requests: work left for after an answer may overlap the next request, known or
      // unknown alike (the order is random), as it would for a client sending back to back.
      for (const [which, email] of Math.random() < 0.5 ? pair : [pair[1], pair[0]]) {
        times[which].push(await time(path, body(email)));
      }
    }
    figures[path] = times;
  }
  parentPort.postMessage(figures);
})();
`;

const median = (list: number[]) => quantile(list, 0.5);
function quantile(list: number[], q: number): number {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}
const ms = (value: number) => value.toFixed(2).padStart(7);

await withDatabase(async (databaseUrl) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'logistics-timing-'));
  const database = await openDatabase({ databaseUrl });
  try {
    await migrateToLatest(database.db);
    await seedDemoData(database.db);
    const config = loadConfig(
      {
        DATA_DIR: dataDir,
        PUBLIC_URL: 'http://timing.test',
        AUTH_RATE_LIMIT: String(requests * 10),
        LOG_LEVEL: 'silent',
        STATIC_ROOT: join(dataDir, 'none'),
      },
      { repoRoot: resolve(import.meta.dirname, '..', '..') },
    );
    const app = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/auth`;

    // One account per known request, so every request meets the same state (no mail cap reached).
    const passwordHash = await hashPassword('Passw0rd!');
    const known: string[] = [];
    for (let i = 0; i < requests; i += 1) {
      const email = `known-${i}@timing.test`;
      await app.repositories.users.create({ name: 'Known Person', email, passwordHash, role: 'captain' });
      known.push(email);
    }
    const unknown = Array.from({ length: requests }, (_, i) => `unknown-${i}@timing.test`);

    // The client runs on its own thread, as it would on its own machine: work the server does after an answer
    // (on PGlite, the database itself runs on the server's thread) must not delay the client reading it.
    const figures = await new Promise<Record<string, { known: number[]; unknown: number[] }>>(
      (done, fail) => {
        const worker = new Worker(CLIENT, { eval: true, workerData: { base, known, unknown, requests } });
        worker.once('message', done);
        worker.once('error', fail);
      },
    );
    const rows = Object.entries(figures).map(([label, { known: knownTimes, unknown: unknownTimes }]) => {
      const known50 = median(knownTimes);
      const unknown50 = median(unknownTimes);
      return (
        `${label.padEnd(23)} ${ms(known50)} ${ms(unknown50)} ${ms(known50 - unknown50)}   ` +
        `${ms(quantile(knownTimes, 0.1))}–${ms(quantile(knownTimes, 0.9))}  ` +
        `${ms(quantile(unknownTimes, 0.1))}–${ms(quantile(unknownTimes, 0.9))}`
      );
    });
    await app.background.flush();
    console.log(`${kind}, ${requests} requests of each kind per call, times in ms over HTTP on 127.0.0.1`);
    console.log(
      `${'call'.padEnd(23)} ${'known'.padStart(7)} ${'unknown'.padStart(7)} ${'diff'.padStart(7)}   ` +
        `known p10–p90     unknown p10–p90`,
    );
    for (const row of rows) console.log(row);
    await app.close();
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
