// `pnpm soak`: the reliability suites of `npm test` (bad input, concurrency, SIGKILL crash, connection loss),
// SOAK_FACTOR times bigger (10 unless `--factor N`), with a fresh fast-check seed; prints every figure at the end.
//   pnpm soak                 ten times the cases, writers' time and operations of `npm test`
//   pnpm soak --factor 50     fifty times
//   pnpm soak --seed 1234     replays the bad-input cases of an earlier run
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureInstalled, root, run } from './lib.mjs';

const { values } = parseArgs({
  options: { factor: { type: 'string', default: '10' }, seed: { type: 'string' } },
});
const factor = Number(values.factor);
if (!Number.isFinite(factor) || factor < 1) {
  console.error('--factor must be a number of at least 1');
  process.exit(2);
}
const seed = values.seed ?? String(Math.floor(Math.random() * 2 ** 31));

process.chdir(root);
await ensureInstalled();
const reports = join(root, 'test-reports');
mkdirSync(reports, { recursive: true });
const report = join(reports, 'soak.jsonl');
rmSync(report, { force: true });

console.log(`› soak: factor ${factor}, fast-check seed ${seed}`);
const started = Date.now();
const code = await run(
  'npx',
  ['jest', 'server/test/reliability', '--runInBand', `--testTimeout=${Math.round(60_000 * factor)}`],
  {
    env: {
      SOAK_FACTOR: String(factor),
      SOAK_SEED: seed,
      RELIABILITY_REPORT: report,
      NODE_OPTIONS: '--max-old-space-size=4096',
    },
  },
);

console.log(
  `\n━━ soak figures (factor ${factor}, seed ${seed}, ${Math.round((Date.now() - started) / 1000)} s) ━━`,
);
if (existsSync(report)) {
  for (const line of readFileSync(report, 'utf8').trim().split('\n')) {
    const { suite, ...figures } = JSON.parse(line);
    console.log(
      `  ${suite}: ${Object.entries(figures)
        .map(([name, value]) => `${name} ${value}`)
        .join(', ')}`,
    );
  }
}
console.log(code === 0 ? '✓ soak passed' : `✖ soak failed (exit ${code}); replay with --seed ${seed}`);
process.exit(code);
