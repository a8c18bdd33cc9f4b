// `pnpm test:coverage`: line and branch coverage of server/src and shared/src by the jest suites (every project),
// measured by V8 (no instrumentation, so the suites run at nearly their usual speed). Writes coverage/ (HTML,
// lcov, coverage-summary.json) and prints a table per top-level folder. Extra arguments go to jest, e.g.
//   pnpm test:coverage server/test/auth.test.ts
// Code that runs in child processes (the crash and several-instances suites start servers) is not counted.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ensureInstalled, root, run } from './lib.mjs';

process.chdir(root);
await ensureInstalled();
const directory = join(root, 'coverage');
rmSync(directory, { recursive: true, force: true });

const code = await run(
  'npx',
  [
    'jest',
    '--coverage',
    '--coverageProvider=v8',
    '--collectCoverageFrom=server/src/**/*.ts',
    '--collectCoverageFrom=shared/src/**/*.{ts,tsx}',
    '--collectCoverageFrom=!**/*.test.{ts,tsx}',
    '--collectCoverageFrom=!**/*.d.ts',
    '--coverageReporters=json-summary',
    '--coverageReporters=lcov',
    `--coverageDirectory=${directory}`,
    '--silent',
    '--maxWorkers=2',
    ...process.argv.slice(2),
  ],
  { env: { NODE_OPTIONS: '--max-old-space-size=4096' } },
);

const summaryFile = join(directory, 'coverage-summary.json');
if (!existsSync(summaryFile)) {
  console.error('No coverage summary was written.');
  process.exit(code || 1);
}
const summary = JSON.parse(readFileSync(summaryFile, 'utf8'));

/** server/src/routes/x.ts → server/src/routes; server/src/app.ts → server/src (top level files). */
function folderOf(file) {
  const parts = relative(root, file).split(sep);
  return parts.length > 3 ? parts.slice(0, 3).join('/') : `${parts.slice(0, 2).join('/')} (files)`;
}

const empty = () => ({ lines: [0, 0], branches: [0, 0] });
const groups = new Map();
const add = (key, figures) => {
  const group = groups.get(key) ?? empty();
  group.lines[0] += figures.lines.covered;
  group.lines[1] += figures.lines.total;
  group.branches[0] += figures.branches.covered;
  group.branches[1] += figures.branches.total;
  groups.set(key, group);
};
for (const [file, figures] of Object.entries(summary)) {
  if (file === 'total') continue;
  const folder = folderOf(file);
  add(folder, figures);
  add(
    `${folder
      .split('/')
      .slice(0, 2)
      .join('/')
      .replace(/ \(files\)$/, '')} — all`,
    figures,
  );
}

const percent = ([covered, total]) => (total === 0 ? '100.00' : ((covered / total) * 100).toFixed(2));
const rows = [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
const width = Math.max(...rows.map(([name]) => name.length), 'total'.length);
console.log(`\n${'folder'.padEnd(width)}  lines %  branches %  (covered/total lines)`);
for (const [name, group] of rows) {
  console.log(
    `${name.padEnd(width)}  ${percent(group.lines).padStart(7)}  ${percent(group.branches).padStart(10)}  (${group.lines[0]}/${group.lines[1]})`,
  );
}
const total = summary.total;
console.log(
  `${'total'.padEnd(width)}  ${total.lines.pct.toFixed(2).padStart(7)}  ${total.branches.pct.toFixed(2).padStart(10)}  (${total.lines.covered}/${total.lines.total})`,
);
console.log(`\nReport: coverage/lcov-report/index.html; figures: coverage/coverage-summary.json`);
process.exit(code);
