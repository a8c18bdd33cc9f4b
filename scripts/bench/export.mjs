// A list export at scale: every sale of the seed command's data set exported as CSV and as
// XLSX through HTTP on PostgreSQL, with the server's resident memory sampled every 200 ms while it streams.
// The server reads the list a page at a time (EXPORT_PAGE_SIZE), so its peak should not grow with the rows.
import { readFileSync } from 'node:fs';
import { prepare } from './api.mjs';
import { startServer } from './bundles.mjs';

const ADMIN = { email: 'admin@example.com', password: 'Passw0rd!' };

/** The resident set of a process, in MB (Linux). */
function rssOf(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

async function exportOnce(server, token, format) {
  const before = rssOf(server.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(server.pid));
  }, 200);
  const started = performance.now();
  const response = await fetch(`${server.base}/api/sales/export?format=${format}&from=1900-01-01`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`export ${format}: ${response.status}`);
  // Read and dropped as it comes: the bench holds no more of the file than the browser would.
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    if (format === 'csv') for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { format, seconds, bytes, rows: format === 'csv' ? lines - 1 : undefined, before, peak };
}

export async function measureExport({ scale }) {
  const env = await prepare('postgres', scale, 'export');
  const server = await startServer(8297, { ...env, AUTH_RATE_LIMIT: '100000' });
  const results = [];
  try {
    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = await login.json();
    for (const format of ['csv', 'xlsx']) results.push(await exportOnce(server, token, format));
  } finally {
    await server.stop();
  }
  const mb = (value) => `${value.toFixed(0)} MB`;
  const rows = results.find((result) => result.rows !== undefined)?.rows ?? scale;
  const markdown = [
    `## Export (${rows.toLocaleString('en-US')} sales, PostgreSQL)`,
    '',
    'Every sale exported through `GET /api/sales/export` (the admin, no filter but the whole date range), read to the',
    "end by the bench and dropped as it comes; the server's resident memory sampled every 200 ms.",
    '',
    '| format | time | size | rows/s | server RSS before | peak server RSS |',
    '| --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (result) =>
        `| ${result.format.toUpperCase()} | ${result.seconds.toFixed(1)} s | ${mb(result.bytes / 1024 / 1024)} | ${Math.round(rows / result.seconds).toLocaleString('en-US')} | ${mb(result.before)} | ${mb(result.peak)} |`,
    ),
    '',
    "The rows are read a page at a time through the list's own read (`EXPORT_PAGE_SIZE`, 500), so memory is about one",
    "page whatever the list's size. The pages are OFFSET pages: each one skips the rows before it again, so the time",
    'grows faster than the rows (a keyset read over the sort key would keep it linear).',
  ].join('\n');
  const peak = Math.max(...results.map((result) => result.peak));
  return {
    targets: [
      `Export of ${rows.toLocaleString('en-US')} sales: peak server RSS ${mb(peak)} (CSV ${results[0].seconds.toFixed(0)} s, XLSX ${results[1].seconds.toFixed(0)} s)`,
    ],
    markdown,
  };
}
