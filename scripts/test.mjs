// `npm test`: installs, builds, then runs every check and test of the workspace and ends with one summary line.
// Steps keep going after a failure so one run reports everything; the exit code is non-zero if any failed.
import { spawn } from 'node:child_process';
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

/**
 * Runs a command with its output kept and printed whole when it ends, so that two steps run side by side do not
 * interleave their lines; resolves with the exit code.
 */
function runQuietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, COREPACK_INTEGRITY_KEYS: '0' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    let ended = false;
    // A command that cannot start reports 'error' and then 'close': its output is printed once.
    const done = (code) => {
      if (ended) return;
      ended = true;
      process.stdout.write(Buffer.concat(output));
      resolve(code);
    };
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      output.push(Buffer.from(`${command}: ${error.message}\n`));
      done(127);
    });
  });
}

/** Steps `size` at a time; each is reported as it ends, the summary keeps their order. */
async function steps(size, list) {
  const queue = list.map((entry, index) => ({ ...entry, index }));
  const finished = [];
  const worker = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const started = Date.now();
      const code = await runQuietly(entry.command, entry.args);
      const seconds = (Date.now() - started) / 1000;
      console.log(
        `━━ ${entry.name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s ━━\n`,
      );
      finished.push({ index: entry.index, name: entry.name, ok: code === 0, seconds });
    }
  };
  await Promise.all(Array.from({ length: size }, worker));
  results.push(...finished.sort((a, b) => a.index - b.index).map(({ index: _index, ...result }) => result));
}

/** Runs a command in the background with its output kept; resolves with its exit code, output and duration. */
function inBackground(command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, COREPACK_INTEGRITY_KEYS: '0' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const done = (code, reason) =>
      resolve({ code, reason, stdout, stderr, seconds: (Date.now() - started) / 1000 });
    child.on('close', (code, signal) => done(code ?? 1, signal ? `signal ${signal}` : `exit ${code}`));
    child.on('error', (error) => done(127, error.message));
  });
}

/**
 * What the e2e run needs made before its first test, started in the background after the build: the checks
 * leave a core idle. The previous release of @logistics/shared (scripts/build-previous-release.mjs; a minute of
 * CPU on a fresh clone, which the e2e global setup would otherwise spend first), and the seeded demo database
 * its product instances start from (e2e/seeded-data.mjs, which e2e/serve.mjs would otherwise make first).
 * Returns a function that awaits both and gives the e2e run's environment.
 */
function prepareEndToEndInBackground() {
  const building = inBackground(process.execPath, [
    join(root, 'scripts', 'build-previous-release.mjs'),
    '--json',
  ]);
  const seeding = inBackground(process.execPath, [join(root, 'e2e', 'seeded-data.mjs')]);
  return async () => {
    const built = await building;
    process.stdout.write(built.stderr);
    const printed = built.stdout.trim().split('\n').pop() ?? '';
    // The line the global setup reads: `{ commit, version, folder, seconds, cached }` or `{ error }`.
    const line = printed.startsWith('{')
      ? printed
      : JSON.stringify({
          error: `scripts/build-previous-release.mjs ended with ${built.reason} and printed no result`,
        });
    const made = JSON.parse(line);
    results.push({
      name: 'previous release of @logistics/shared, for the e2e suite (in the background)',
      ok: !made.error,
      seconds: built.seconds,
    });
    console.log(
      made.error
        ? `✖ The previous release of @logistics/shared could not be built (previous-release.spec.ts fails with why): ${made.error}`
        : `✓ The previous release of @logistics/shared (${made.version}) ${made.cached ? 'was built before' : `built in the background in ${built.seconds.toFixed(0)} s`}`,
    );
    const seeded = await seeding;
    results.push({
      name: 'seeded demo database, for the e2e suite (in the background)',
      ok: seeded.code === 0,
      seconds: seeded.seconds,
    });
    if (seeded.code !== 0) {
      // e2e/serve.mjs seeds it again itself, and fails the run the same way if it cannot.
      console.log(
        `✖ Seeding the e2e database ended with ${seeded.reason}:\n${seeded.stdout}${seeded.stderr}`,
      );
    }
    return {
      // The e2e global setup takes the previous release from PREVIOUS_RELEASE instead of building it, and
      // e2e/serve.mjs the seeded database made here when E2E_SEEDED is 1.
      PREVIOUS_RELEASE: line,
      ...(seeded.code === 0 ? { E2E_SEEDED: '1' } : {}),
    };
  };
}

await ensureInstalled();
const built = await step('build', () => build());
const endToEndPrepared = built ? prepareEndToEndInBackground() : undefined;
// Two at a time: each is mostly one thread (typecheck runs two programs at once itself), longest first.
console.log('\n━━ typecheck, public surface, lint, format (two at a time) ━━');
await steps(2, [
  { name: 'typecheck', command: 'node', args: ['scripts/typecheck.mjs'] },
  // `pnpm api:check`: shared's API reports and the OpenAPI document, regenerated, against shared's version.
  {
    name: 'public surface (api:check: shared API reports, OpenAPI document)',
    command: 'node',
    args: ['scripts/api-check.mjs'],
  },
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'format', command: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
]);

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
  const prepared = await endToEndPrepared();
  await step('end-to-end tests (Playwright in Chromium against the built product)', () =>
    // No trace: recording one (every action's DOM, before and after) costs a tenth of the suite's time (2026-11-28:
    // dialogs, master-data and documents in 140 s with it, 125 s without; keyboard, list-truth and lists in 113 s
    // and 102 s). A failure still leaves its screenshot and the page's ARIA snapshot (error-context.md);
    // `pnpm test:e2e` keeps a failed test's trace.
    run(
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json', '--trace=off'],
      {
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport, ...prepared },
      },
    ),
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
