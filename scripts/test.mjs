// `npm test`: installs, builds, then runs every check and test of the workspace and ends with one summary line.
// Steps keep going after a failure so one run reports everything; the exit code is non-zero if any failed.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { build } from './build.mjs';
import { ensureInstalled, root, run } from './lib.mjs';

process.chdir(root);
const reports = join(root, 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const results = [];
const counts = { passed: 0, failed: 0, skipped: 0 };

async function step(name, fn) {
  const started = Date.now();
  console.log(`\n━━ ${name} ━━`);
  const ok = (await fn()) === 0;
  results.push({ name, ok, seconds: (Date.now() - started) / 1000 });
  return ok;
}

/** Whether something listens at a URL's host and port (PostgreSQL, Redis). */
function answers(address, defaultPort) {
  const url = new URL(address);
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port || defaultPort) });
    socket.setTimeout(2000);
    socket.on('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

await ensureInstalled();
const built = await step('build', () => build());
await step('typecheck', () => run('node', ['scripts/typecheck.mjs']));
await step('lint', () => run('npx', ['eslint', '.', '--max-warnings', '0']));
await step('format', () => run('npx', ['prettier', '--check', '.', '--log-level', 'warn']));
// `pnpm api:check`: shared's API reports and the OpenAPI document, regenerated, against shared's version.
await step('public surface (api:check: shared API reports, OpenAPI document)', () =>
  run('node', ['scripts/api-check.mjs']),
);

const postgres = await answers(
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  5432,
);
// The several-instances suites also need Redis and HAProxy (server/test/services.ts).
const redis = await answers(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', 6379);
const haproxy = existsSync(process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy');
const jestReport = join(reports, 'jest.json');
// The reliability suites append their figures here (server/test/reliability/report.ts).
const reliabilityReport = join(reports, 'reliability.jsonl');
await step(`unit and server tests (jest; PostgreSQL ${postgres ? 'reachable' : 'NOT reachable'})`, () =>
  // Two workers: jest's default on two cores is one, while the server suites spend much of their time waiting on
  // PostgreSQL and the servers they start (this machine, 2026-11-27: 888 s with one worker, 655 s with two).
  run('npx', ['jest', '--json', `--outputFile=${jestReport}`, '--silent', '--maxWorkers=2'], {
    env: { NODE_OPTIONS: '--max-old-space-size=4096', RELIABILITY_REPORT: reliabilityReport },
  }),
);
if (existsSync(jestReport)) {
  const jest = JSON.parse(readFileSync(jestReport, 'utf8'));
  counts.passed += jest.numPassedTests;
  counts.failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
  counts.skipped += jest.numPendingTests + jest.numTodoTests;
  console.log(
    `jest: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed, ${jest.numPendingTests} skipped`,
  );
}

if (existsSync(reliabilityReport)) {
  console.log('reliability figures:');
  for (const line of readFileSync(reliabilityReport, 'utf8').trim().split('\n')) {
    const { suite, ...figures } = JSON.parse(line);
    const text = Object.entries(figures)
      .map(([name, value]) => `${name} ${value}`)
      .join(', ');
    console.log(`  ${suite}: ${text}`);
  }
}

const e2eReport = join(reports, 'e2e.json');
if (built) {
  await step('end-to-end tests (Playwright in Chromium against the built product)', () =>
    run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    }),
  );
} else {
  results.push({ name: 'end-to-end tests', ok: false, seconds: 0 });
  console.log('end-to-end tests not run: the build failed');
}
if (existsSync(e2eReport)) {
  const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
  console.log(
    `e2e: ${stats.expected} passed, ${stats.unexpected} failed, ${stats.skipped} skipped, ${stats.flaky} flaky`,
  );
}

console.log('\n━━ Summary ━━');
for (const result of results) {
  console.log(`${result.ok ? '✓' : '✖'} ${result.name} (${result.seconds.toFixed(0)} s)`);
}
console.log(
  postgres
    ? 'Server suites ran on PostgreSQL, and those docs/testing.md lists on PGlite too.'
    : 'Server suites ran on PGlite only: PostgreSQL did not answer, the suites that need it were SKIPPED.',
);
const cluster = { PostgreSQL: postgres, Redis: redis, HAProxy: haproxy };
const absent = Object.keys(cluster).filter((name) => !cluster[name]);
console.log(
  absent.length === 0
    ? 'Several-instances suites ran on PostgreSQL and Redis behind HAProxy.'
    : `Several-instances suites were SKIPPED where they need ${absent.join(', ')} (not available).`,
);
const failedSteps = results.filter((result) => !result.ok).length;
if (failedSteps && counts.failed === 0) counts.failed = failedSteps;
console.log(`Total: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedSteps ? 1 : 0);
