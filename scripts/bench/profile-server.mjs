// A CPU profile of the built server under one load (not part of `pnpm bench`): `node scripts/bench/profile-server.mjs
// sales|export <dir>` starts the server with --cpu-prof on the export bench's PostgreSQL database and runs 50
// clients creating sales for 10 s, or one CSV or XLSX export of two months of sales (RANGE=from=1900-01-01 for every
// sale); the profile lands in <dir> when the server stops, and its self time by function is printed.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { prepare } from './api.mjs';
import { stopProcess, waitUntilAnswering } from './processes.mjs';
import { createSalesUnderLoad, login } from './sales-load.mjs';

const [what = 'sales', dir = '/tmp/profile', scale = '1000000'] = process.argv.slice(2);
const root = join(import.meta.dirname, '..', '..');

/** Self time by function, the largest first: where the profile's CPU went. */
function summary(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const self = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const gaps = profile.timeDeltas;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\/\.pnpm\//, '')}:${lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (gaps[index] ?? 0));
  });
  const total = [...self.values()].reduce((sum, value) => sum + value, 0);
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 40)
    .map(([key, micros]) => `${((micros / total) * 100).toFixed(1).padStart(5)}%  ${key}`)
    .join('\n');
}

const env = await prepare('postgres', Number(scale), 'export');
const port = 8391;
const server = spawn(
  process.execPath,
  ['--cpu-prof', `--cpu-prof-dir=${dir}`, join(root, 'server', 'dist', 'main.js')],
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, STATIC_ROOT: root, LOG_LEVEL: 'warn', PORT: String(port), AUTH_RATE_LIMIT: '100000' },
  },
);
const base = `http://localhost:${port}`;
await waitUntilAnswering(`${base}/api/health`, { attempts: 240, intervalMs: 500 });
try {
  const token = await login(base);
  const started = performance.now();
  if (what === 'sales') {
    const result = await createSalesUnderLoad(base, token, 10, { products: 20 });
    console.log(`${result.created} sales, ${result.perSecond.toFixed(0)}/s`);
  } else {
    const response = await fetch(
      `${base}/api/sales/export?format=${what === 'xlsx' ? 'xlsx' : 'csv'}&${process.env.RANGE ?? 'from=2026-05-01&to=2026-06-30'}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    let bytes = 0;
    for await (const chunk of response.body) bytes += chunk.length;
    console.log(`${bytes} bytes in ${((performance.now() - started) / 1000).toFixed(2)} s`);
  }
} finally {
  await stopProcess(server);
}
const file = readdirSync(dir)
  .filter((name) => name.endsWith('.cpuprofile'))
  .map((name) => join(dir, name))
  .sort()
  .at(-1);
console.log(summary(file));
