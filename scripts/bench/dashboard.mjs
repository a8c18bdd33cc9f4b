// The admin dashboard's calls at scale: each through HTTP (autocannon, 1 connection, loopback, as the
// admin) beside the same repository call without HTTP, on PostgreSQL over the API section's data set, in
// alternating one-second windows. Target: each call's HTTP p50 at most 50 ms.
import { join } from 'node:path';
import { startServer } from './bundles.mjs';
import { measureInterleaved, prepare } from './api.mjs';
import { login } from './sales-load.mjs';

const TARGET_MS = 50;
const ms = (value) => `${value.toFixed(2)} ms`;

export async function measureDashboard({ scale, seconds = 5 }) {
  const env = await prepare('postgres', scale);
  const { openDatabase } = await import('../../server/dist/db/database.js');
  const { migrateToLatest } = await import('../../server/dist/db/migrate.js');
  const { createDashboardRepository } = await import('../../server/dist/repositories/dashboard.js');
  const { currentMonth, presetPeriod, previousPeriod } =
    await import('../../shared/dist/contracts/dashboard.js');
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: join(env.DATA_DIR, 'pglite'),
  });
  await migrateToLatest(database.db);
  const repository = createDashboardRepository(database.db);
  const month = currentMonth();
  const year = presetPeriod('this-year');
  const query = (period) => `from=${period.from}&to=${period.to}`;
  const scenarios = [
    {
      label: 'figures, this month',
      path: `/dashboard/summary?${query(month)}`,
      call: () => repository.summary(month, previousPeriod(month)),
    },
    {
      label: 'figures, this year',
      path: `/dashboard/summary?${query(year)}`,
      call: () => repository.summary(year, previousPeriod(year)),
    },
    {
      label: 'charts, this month',
      path: `/dashboard/charts?${query(month)}`,
      call: () => repository.charts(month),
    },
    {
      label: 'charts, this year',
      path: `/dashboard/charts?${query(year)}`,
      call: () => repository.charts(year),
    },
    {
      label: 'low stock',
      path: '/dashboard/low-stock?limit=100',
      call: () => repository.lowStock(undefined, 100),
    },
    {
      label: 'latest status changes',
      path: '/dashboard/status-changes',
      call: () => repository.latestStatusChanges(10),
    },
  ];
  const server = await startServer(8299, { ...env, AUTH_RATE_LIMIT: '100000' });
  const rows = [];
  let total = 0;
  try {
    const token = await login(server.base);
    const answer = await fetch(`${server.base}/api/sales?pageSize=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    total = (await answer.json()).total;
    for (const scenario of scenarios) {
      const measured = await measureInterleaved(
        scenario.call,
        `${server.base}/api${scenario.path}`,
        token,
        seconds * 2,
      );
      rows.push({ label: scenario.label, ...measured });
    }
  } finally {
    await server.stop();
    await database.close();
  }

  const slowest = rows.reduce((worst, row) => (row.http.p50 > worst.http.p50 ? row : worst));
  const met = rows.every((row) => row.http.p50 <= TARGET_MS);
  const targets = [
    `Each dashboard call at ${total.toLocaleString('en-US')} sales on postgres: p50 ≤ ${TARGET_MS} ms: the slowest, ${slowest.label}, p50 ${ms(slowest.http.p50)} — **${met ? 'met' : 'missed'}**.` +
      ' Every figure is one SQL statement over precomputed rows kept exact by triggers in the same transaction as' +
      " the write: sales' counts and revenue per day, inventory and status; purchases per day; units per inventory" +
      ' and product (migration 0007), so no call reads a million sales or every batch.',
  ];
  const markdown = [
    `## Dashboard (${total.toLocaleString('en-US')} sales, PostgreSQL)`,
    '',
    "The admin dashboard's calls, through HTTP (autocannon, 1 connection, loopback, as the admin) and as the same",
    `repository call without HTTP, in alternating one-second windows (${seconds * 2} s a side), each side warmed up first.`,
    '',
    '| call | HTTP p50 | HTTP p99 | HTTP req/s | repository p50 | repository p99 |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.label} | ${ms(row.http.p50)} | ${ms(row.http.p99)} | ${row.http.rps.toFixed(0)} | ${ms(row.direct.p50)} | ${ms(row.direct.p99)} |`,
    ),
  ].join('\n');
  return { targets, markdown };
}
