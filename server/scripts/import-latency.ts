// `pnpm --filter server import-latency`  (or `npx tsx --expose-gc --conditions=source scripts/import-latency.ts`)
// Runs the largest list imports the server allows, and the refused attacks, against a server on PGlite in memory,
// each as an inventory-in-charge's dry run, while a client in a worker thread asks `/api/health` every 10 ms; prints
// how long each import took and the slowest health answer meanwhile. The health answers should stay under 100 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROW_CHARS,
  IMPORT_MAX_ROWS,
  importMaxColumns,
} from '@logistics/shared/contracts/imports';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { DEMO_PASSWORD, demoAccounts, seedDemoData } from '../src/db/seed.js';
import { csvOf, multipartFile, sheetXml, xlsxSheetFirst } from '../test/import-files.js';

/**
 * The client, in a worker thread so that none of its work runs on the server's thread: it asks `/api/health` every
 * 10 ms while it uploads the file, and answers the import's status, body and time, and the health figures.
 */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { healthUrl, importUrl, headers, payload } = workerData;
(async () => {
  // The first answer (the client's own start) is not counted.
  await (await fetch(healthUrl)).text();
  let running = true;
  const times = [];
  const polling = (async () => {
    while (running) {
      const start = performance.now();
      await (await fetch(healthUrl)).text();
      times.push(performance.now() - start);
      await new Promise((done) => setTimeout(done, 10));
    }
  })();
  const started = performance.now();
  const answer = await fetch(importUrl, { method: 'POST', headers, body: payload });
  const body = await answer.json();
  const took = performance.now() - started;
  running = false;
  await polling;
  times.sort((a, b) => a - b);
  parentPort.postMessage({
    status: answer.status,
    body,
    took,
    count: times.length,
    max: times.at(-1),
    p99: times[Math.floor(times.length * 0.99)],
  });
})();
`;

interface Outcome {
  status: number;
  body: { message?: string; total?: number };
  took: number;
  count: number;
  max: number;
  p99: number;
}

const words = [
  'north',
  'depot',
  'crate',
  'pallet',
  'harbour',
  'street',
  'unit',
  'lane',
  'road',
  'dock',
  'bay',
];
const text = (length: number) => {
  let out = '';
  while (out.length < length) out += `${words[randomBytes(1)[0]! % words.length]} `;
  return out.slice(0, length);
};

const columns = importMaxColumns('customers');
const header = ['Name', 'Email', 'Phone', 'Address'];
const wideHeader = [...header, ...Array.from({ length: columns - header.length }, (_, i) => `Note ${i}`)];

function largestCsv(): Buffer {
  // 20,000 rows filling 10 MB: the longest rows the byte limit leaves.
  const cells = Math.floor(IMPORT_MAX_BYTES / IMPORT_MAX_ROWS / columns) - 2;
  const rows = Array.from({ length: IMPORT_MAX_ROWS }, (_, i) => [
    `Buyer ${i}`,
    `buyer-${i}@example.com`,
    '+15550100001',
    ...Array.from({ length: columns - 3 }, () => text(cells)),
  ]);
  return Buffer.from(csvOf([wideHeader, ...rows]));
}

function largestXlsx(): Buffer {
  const rows = Array.from({ length: IMPORT_MAX_ROWS }, (_, i) => [
    `Buyer ${i}`,
    `buyer-${i}@example.com`,
    '+15550100001',
    ...Array.from({ length: columns - 3 }, () => text(60)),
  ]);
  return xlsxSheetFirst(sheetXml([wideHeader, ...rows]));
}

const files: Array<[string, () => Buffer]> = [
  ['CSV, 20,000 rows of 24 columns, 10 MB', largestCsv],
  [
    'CSV, one row of 100,000 characters in 24 cells',
    () => Buffer.from(csvOf([wideHeader, wideHeader.map(() => text(IMPORT_MAX_ROW_CHARS / 25))])),
  ],
  ['XLSX, 20,000 rows of 24 columns (refused or read)', largestXlsx],
  ['attack: CSV header of 5,000,000 columns', () => Buffer.from(`${'x,'.repeat(5_000_000)}\r\n`)],
  ['attack: CSV, 10 MB single row of ",x"', () => Buffer.from(`Name\r\n${',x'.repeat(5_000_000)}\r\n`)],
  [
    'attack: XLSX, 100 MB of <row r="3"/>',
    () => xlsxSheetFirst(sheetXml('<row r="3"/>'.repeat((100 * 1024 * 1024) / 12))),
  ],
  [
    'attack: XLSX, a sheet of 256 MiB of spaces',
    () =>
      xlsxSheetFirst(
        Buffer.concat([Buffer.from(sheetXml([['Name']])), Buffer.alloc(256 * 1024 * 1024, ' ')]),
      ),
  ],
];

const dataDir = mkdtempSync(join(tmpdir(), 'logistics-import-latency-'));
const database = await openDatabase({});
try {
  await migrateToLatest(database.db);
  await seedDemoData(database.db);
  const config = loadConfig(
    { DATA_DIR: dataDir, LOG_LEVEL: 'silent', STATIC_ROOT: join(dataDir, 'none') },
    { repoRoot: resolve(import.meta.dirname, '..', '..') },
  );
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
  const account = demoAccounts.find((candidate) => candidate.role === 'inventory-in-charge');
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account?.email, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };

  for (const [name, make] of files) {
    const file = make();
    const { payload, headers } = multipartFile(file, name.includes('XLSX') ? 'import.xlsx' : 'import.csv');
    // The garbage of making the file is collected now, not during the import (run with --expose-gc).
    (globalThis as { gc?: () => void }).gc?.();
    // The server's event loop, watched from inside: the longest gap between two 2 ms ticks, and the CPU time the
    // process used in it (a gap much longer than its CPU time is the machine's other work, not this import).
    let last = performance.now();
    let lastCpu = process.cpuUsage();
    let worst = { gap: 0, cpu: 0 };
    const watch = setInterval(() => {
      const now = performance.now();
      const cpu = process.cpuUsage(lastCpu);
      const gap = now - last;
      if (gap > worst.gap) worst = { gap, cpu: (cpu.user + cpu.system) / 1000 };
      last = now;
      lastCpu = process.cpuUsage();
    }, 2);
    const client = new Worker(CLIENT, {
      eval: true,
      workerData: {
        healthUrl: `${base}/health`,
        importUrl: `${base}/customers/import?dry_run=true`,
        headers: { ...headers, authorization: `Bearer ${token}` },
        payload,
      },
    });
    const outcome = await new Promise<Outcome>((done) => client.once('message', done));
    clearInterval(watch);
    await client.terminate();
    console.info(
      `${name}: ${(file.length / 1024 / 1024).toFixed(2)} MB, answered ${outcome.status} in ${outcome.took.toFixed(0)} ms` +
        ` (${outcome.body.message ?? `${outcome.body.total} rows`}); /api/health x${outcome.count}: slowest` +
        ` ${outcome.max.toFixed(1)} ms, p99 ${outcome.p99.toFixed(1)} ms; longest event-loop gap ${worst.gap.toFixed(1)} ms` +
        ` (process CPU in it ${worst.cpu.toFixed(1)} ms)`,
    );
  }
  await app.close();
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
