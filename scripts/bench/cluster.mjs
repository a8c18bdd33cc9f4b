// Several instances: the sales list and sales created under load through HAProxy (deploy/haproxy.cfg) in front of
// one and then two instances on one PostgreSQL and Redis; and how many event streams (GET /api/events) one
// instance holds, with the memory each takes and how long one change takes to reach them all (event-streams.mjs).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from '../lib.mjs';
import { prepare } from './api.mjs';
import { createSalesUnderLoad, login, prepareSales } from './sales-load.mjs';
import { startServer } from './bundles.mjs';
import { cpuMsBetween, readProcessesCpu } from './machine-cpu.mjs';
import { stopProcess, waitUntilAnswering } from './processes.mjs';
import { measureStreams, OPENING_WAVE } from './event-streams.mjs';
import { comparePaired } from './paired.mjs';

const serverRequire = createRequire(join(root, 'server', 'package.json'));
const autocannon = serverRequire('autocannon');
const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIST_CONNECTIONS = 20;
/** Sales on one product (each waits for the stock row before it) and spread over a shop's products. */
const SALE_MIXES = [1, 20];
/** The shop's day of SALE_MIXES: the mix the HTTP path is weighed on against the repository alone. */
const SPREAD = SALE_MIXES.at(-1);
/**
 * The HTTP path beside the repository alone is taken in this many rounds, each running both in turn first: the
 * database's state moves between runs (in 10 rounds of one instance, HTTP ÷ repository was 1.18× with HTTP run first
 * and 1.31× with it second), and the rounds' own ratios, half in each order, cancel that.
 */
const RATIO_ROUNDS = 8;
/** PostgreSQL sessions on both sides of that ratio: the repository's pool, and the instances' pools together. */
const DATABASE_SESSIONS = 10;

const ms = (value) => `${value.toFixed(2)} ms`;

/** The bench's ports (8291 onwards), skipping any another program holds. */
let nextCandidate = 8291;
async function nextPort() {
  for (;;) {
    const port = nextCandidate;
    nextCandidate += 1;
    const free = await new Promise((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '0.0.0.0', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

async function startProxy(port, instances) {
  const child = spawn(HAPROXY, ['-f', join(root, 'deploy', 'haproxy.cfg'), '-db'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      LISTEN: `127.0.0.1:${port}`,
      // One instance: both of the file's server lines point at it.
      API1: instances[0],
      API2: instances[1] ?? instances[0],
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${base}/api/health`, { attempts: 100, intervalMs: 100 });
  return {
    base,
    pid: child.pid,
    stop: () => stopProcess(child),
  };
}

/**
 * Sales under load, with the CPU time each part of the system spent per sale created: PostgreSQL (every backend),
 * the API instances, HAProxy and this process (the load generator). Where a sale's time goes, measured.
 */
async function salesWithCpu(base, token, seconds, products, pids) {
  const {
    samples: [before, after],
    ...writes
  } = await createSalesUnderLoad(base, token, seconds, { products, sample: readProcessesCpu });
  const msPerSale = (select) => cpuMsBetween(before, after, select) / Math.max(writes.created, 1);
  const cpu = {
    postgres: msPerSale((_pid, name) => name === 'postgres'),
    instances: msPerSale((pid) => pids.instances.includes(pid)),
    proxy: msPerSale((pid) => pid === pids.proxy),
    load: msPerSale((pid) => pid === process.pid),
  };
  return {
    ...writes,
    products,
    cpu: { ...cpu, all: cpu.postgres + cpu.instances + cpu.proxy + cpu.load },
  };
}

/**
 * The same sales without HTTP: the repository's create in a transaction of its own (what the route runs after its
 * checks), 50 at a time in this process over one pool of the server's, spread over `products`. What a sale costs the
 * database and the driver alone, against which the instances' figures read: the rest is HTTP, authentication,
 * validation, HAProxy and the load generator.
 */
async function salesThroughRepository(env, base, token, seconds, products) {
  const { openDatabase } = await import('../../server/dist/db/database.js');
  const { runInTransaction } = await import('../../server/dist/db/transaction.js');
  const { createSalesRepository } = await import('../../server/dist/repositories/sales.js');
  const { saleCreateSchema } = await import('../../shared/dist/contracts/sales.js');
  const nextSale = await prepareSales(base, token, products);
  const actor = {
    id: JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).id,
    role: 'admin',
  };
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: DATABASE_SESSIONS });
  try {
    const create = () =>
      runInTransaction(database.db, (trx) =>
        createSalesRepository(trx).create(saleCreateSchema.parse(nextSale()), actor, {}),
      );
    await create();
    const created = [];
    const latencies = [];
    const cpuBefore = readProcessesCpu();
    const deadline = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (performance.now() < deadline) {
          const started = performance.now();
          created.push((await create()).bill_id);
          latencies.push(performance.now() - started);
        }
      }),
    );
    const cpuAfter = readProcessesCpu();
    const check = new (serverRequire('pg').Client)({ connectionString: env.DATABASE_URL });
    await check.connect();
    const { rows } = await check.query('select count(*)::int as stored from sales where bill_id = any($1)', [
      created,
    ]);
    await check.end();
    if (rows[0].stored !== created.length)
      throw new Error(`${created.length} sales created, ${rows[0].stored} stored`);
    const msPerSale = (select) => cpuMsBetween(cpuBefore, cpuAfter, select) / Math.max(created.length, 1);
    latencies.sort((a, b) => a - b);
    const cpu = {
      postgres: msPerSale((_pid, name) => name === 'postgres'),
      node: msPerSale((pid) => pid === process.pid),
    };
    return {
      products,
      created: created.length,
      perSecond: created.length / seconds,
      p50: latencies[Math.floor(latencies.length / 2)],
      p99: latencies[Math.floor(latencies.length * 0.99)],
      cpu: { ...cpu, all: cpu.postgres + cpu.node },
    };
  } finally {
    await database.close();
  }
}

async function listLoad(base, token, seconds) {
  const result = await autocannon({
    url: `${base}/api/sales?pageSize=50`,
    connections: LIST_CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  if (result.non2xx > 0) throw new Error(`the list answered ${result.non2xx} times with other than 2xx`);
  return { perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * The HTTP path's CPU per sale (PostgreSQL, the instances, HAProxy: not the load generator) ÷ the repository alone,
 * with as many PostgreSQL sessions on both sides, as the median of the rounds' own ratios and its 95% interval.
 */
const HTTP_PATH_TARGET = 1.3;

const httpPathCpu = (sales) => sales.cpu.postgres + sales.cpu.instances + sales.cpu.proxy;

function httpBesideRepository(one, two) {
  const met = one.ratio <= HTTP_PATH_TARGET && two.ratio <= HTTP_PATH_TARGET;
  const figure = (paired) =>
    `${paired.after.toFixed(2)} ms beside ${paired.before.toFixed(2)} ms, ${paired.ratio.toFixed(2)}× (${paired.low.toFixed(2)}–${paired.high.toFixed(2)})`;
  return `A sale through HTTP within ${HTTP_PATH_TARGET}× the CPU of the repository alone (over ${SPREAD} products; PostgreSQL, the instances and HAProxy, not the load generator; ${DATABASE_SESSIONS} PostgreSQL sessions on both sides; ${one.rounds} rounds each running both in turn first, medians and the rounds' ratios' 95% interval): one instance ${figure(one)}; two ${figure(two)} — **${met ? 'met' : 'missed'}**. Where a sale's CPU goes, what was kept for it and what was tried and left out: docs/performance.md.`;
}

export async function measureCluster({ scale, seconds = 10 }) {
  if (!existsSync(HAPROXY)) throw new Error(`${HAPROXY} is missing: apt-get install haproxy`);
  const env = {
    ...(await prepare('postgres', scale, 'bench-cluster')),
    REDIS_URL,
    REDIS_KEY_PREFIX: `logistics-bench-${Date.now()}:`,
    AUTH_RATE_LIMIT: '100000',
    TRUST_PROXY: '127.0.0.1',
  };
  const rows = [];
  const loadBefore = loadavg()[0];
  for (const count of [1, 2]) {
    const instances = [];
    const proxyPort = await nextPort();
    try {
      const poolSize = String(Math.floor(DATABASE_SESSIONS / count));
      for (let index = 0; index < count; index += 1) {
        const instancePort = await nextPort();
        instances.push({
          port: instancePort,
          ...(await startServer(instancePort, { ...env, DATABASE_POOL_SIZE: poolSize })),
        });
      }
      const proxy = await startProxy(
        proxyPort,
        instances.map((instance) => `127.0.0.1:${instance.port}`),
      );
      try {
        const token = await login(proxy.base);
        const list = await listLoad(proxy.base, token, seconds);
        const pids = { instances: instances.map((instance) => instance.pid), proxy: proxy.pid };
        const sales = [];
        for (const products of SALE_MIXES) {
          sales.push(await salesWithCpu(proxy.base, token, seconds, products, pids));
        }
        // The same sales without HTTP, the ratio's other side, in rounds; the tables show the first round's.
        const httpRuns = [sales.at(-1)];
        const repositoryRuns = [await salesThroughRepository(env, proxy.base, token, seconds, SPREAD)];
        for (let round = 1; round < RATIO_ROUNDS; round += 1) {
          const http = () => salesWithCpu(proxy.base, token, seconds, SPREAD, pids);
          const alone = () => salesThroughRepository(env, proxy.base, token, seconds, SPREAD);
          if (round % 2 === 1) {
            repositoryRuns.push(await alone());
            httpRuns.push(await http());
          } else {
            httpRuns.push(await http());
            repositoryRuns.push(await alone());
          }
        }
        const ratio = comparePaired(
          repositoryRuns.map((run) => run.cpu.all),
          httpRuns.map(httpPathCpu),
        );
        rows.push({ count, list, sales, repository: repositoryRuns[0], ratio });
      } finally {
        await proxy.stop();
      }
    } finally {
      for (const instance of instances) await instance.stop();
    }
  }
  const streams = await measureStreams(await nextPort(), env);

  // Other work on the machine weighs on every figure here: said beside them.
  const load = `load average ${loadBefore.toFixed(1)} when the section started, ${loadavg()[0].toFixed(1)} when it ended, on ${cpus().length} cores`;
  const [one, two] = rows;
  const ratio = (a, b) => `${(b / a).toFixed(2)}×`;
  const largest = streams.filter((row) => row.failed === 0).at(-1);
  const sold = (row, products) => row.sales.find((sales) => sales.products === products);
  // The issue's target is two instances' figure.
  const best = Math.max(...two.sales.map((sales) => sales.perSecond));
  const twoSpread = sold(two, SPREAD);
  const cores = cpus().length;
  const targets = [
    `Two instances behind HAProxy on one PostgreSQL (${scale.toLocaleString('en-US')} sales), against one: sales list ${one.list.perSecond.toFixed(0)} → ${two.list.perSecond.toFixed(0)} requests/s (${ratio(one.list.perSecond, two.list.perSecond)}); on this ${cores}-core machine the instances, PostgreSQL, HAProxy and the load share the same cores (${load}).`,
    `At least 500 sales per second with two instances on one PostgreSQL, stock never negative and every acknowledged sale stored (each run checks every one): ${twoSpread.perSecond.toFixed(0)} per second over ${SPREAD} products, ${sold(two, 1).perSecond.toFixed(0)} on one product — **${best >= 500 ? 'met' : 'missed'}**. A sale took ${twoSpread.cpu.all.toFixed(2)} ms of CPU in all (PostgreSQL ${twoSpread.cpu.postgres.toFixed(2)} ms, the instances ${twoSpread.cpu.instances.toFixed(2)} ms, HAProxy and the load generator the rest), so ${cores} cores give at most about ${((cores * 1000) / twoSpread.cpu.all).toFixed(0)} sales per second here, whatever the number of instances.`,
    largest
      ? `Event streams on one instance: ${largest.open.toLocaleString('en-US')} open at once (the largest step held without a failure), about ${(largest.perStream / 1024).toFixed(1)} KB of memory each, one change reaching all of them in ${ms(largest.fanOut)}.`
      : 'Event streams on one instance: none of the steps opened without failures.',
    httpBesideRepository(one.ratio, two.ratio),
  ];
  const markdown = [
    '## Several instances (PostgreSQL, Redis, HAProxy)',
    '',
    `HAProxy with deploy/haproxy.cfg in front of one, then two instances (the built server) on one PostgreSQL holding ${scale.toLocaleString('en-US')} sales, sharing Redis for the rate limits, each with DATABASE_POOL_SIZE ${DATABASE_SESSIONS} ÷ the instances (${DATABASE_SESSIONS} PostgreSQL sessions in all). The list: the sales list's first page (50 rows) as the admin, ${LIST_CONNECTIONS} connections for ${seconds} s (autocannon). Latencies are autocannon's (whole milliseconds). The machine's ${load}.`,
    '',
    '| instances | list req/s | list p50 | list p99 |',
    '|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.count} | ${row.list.perSecond.toFixed(0)} | ${ms(row.list.p50)} | ${ms(row.list.p99)} |`,
    ),
    '',
    `Sales with their stock step, 50 clients for ${seconds} s, on one product (every sale waits for the stock row of`,
    `the one before) and spread over ${SPREAD} products of the inventory, with the CPU time each part of the system`,
    'spent per sale created (from /proc: every PostgreSQL process, the instances, HAProxy, the load generator).',
    'After each run every acknowledged sale is read back.',
    '',
    '| instances | products | sales/s | p50 | p99 | refused | PostgreSQL CPU | instances CPU | HAProxy CPU | load CPU | CPU per sale |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.flatMap((row) =>
      row.sales.map(
        (sales) =>
          `| ${row.count} | ${sales.products} | ${sales.perSecond.toFixed(0)} | ${ms(sales.p50)} | ${ms(sales.p99)} | ${sales.refused} | ${ms(sales.cpu.postgres)} | ${ms(sales.cpu.instances)} | ${ms(sales.cpu.proxy)} | ${ms(sales.cpu.load)} | ${ms(sales.cpu.all)} |`,
      ),
    ),
    '',
    `The same sales over ${one.repository.products} products without HTTP: the repository's create, each in its own transaction, 50 at a time in the`,
    `bench's process on one pool of the server's with ${DATABASE_SESSIONS} sessions (what a route runs after its checks), right after each count of instances'`,
    'sales (the instances idle meanwhile): what the database and the driver take, against which the rows above read',
    '(the rest is HTTP, authentication, validation, HAProxy and the load).',
    '',
    '| after | sales/s | p50 | p99 | PostgreSQL CPU | Node CPU | CPU per sale |',
    '|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      ({ count, repository }) =>
        `| ${count} instance${count > 1 ? 's' : ''} | ${repository.perSecond.toFixed(0)} | ${ms(repository.p50)} | ${ms(repository.p99)} | ${ms(repository.cpu.postgres)} | ${ms(repository.cpu.node)} | ${ms(repository.cpu.all)} |`,
    ),
    '',
    `The two side by side in ${RATIO_ROUNDS} rounds for each count of instances (the rounds above are the first), each round running`,
    'the sales through HTTP and through the repository alone, in turn first: the CPU per sale of each (PostgreSQL, the',
    "instances and HAProxy; PostgreSQL and the bench's process), medians, and the median of the rounds' own ratios with",
    "its 95% interval (the sign test's).",
    '',
    '| instances | HTTP path CPU per sale | repository alone | HTTP ÷ repository | 95% interval |',
    '|---:|---:|---:|---:|---:|',
    ...rows.map(
      ({ count, ratio }) =>
        `| ${count} | ${ms(ratio.after)} | ${ms(ratio.before)} | ${ratio.ratio.toFixed(2)}× | ${ratio.low.toFixed(2)}–${ratio.high.toFixed(2)} |`,
    ),
    '',
    `Event streams (GET /api/events) on one instance, opened ${OPENING_WAVE} at a time by one client with one token; memory is the`,
    "instance's resident set after the streams opened, less before, per stream; the fan-out is the time from a write",
    '(a vendor created) until every stream has its `change` event.',
    '',
    '| streams | opened | failed | time to open | memory per stream | instance memory | one change to all |',
    '|---:|---:|---:|---:|---:|---:|---:|',
    ...streams.map(
      (row) =>
        `| ${row.count} | ${row.open} | ${row.failed} | ${ms(row.opened)} | ${(row.perStream / 1024).toFixed(1)} KB | ${(row.rss / 2 ** 20).toFixed(0)} MB | ${ms(row.fanOut)} |`,
    ),
  ].join('\n');
  return { targets, markdown };
}
