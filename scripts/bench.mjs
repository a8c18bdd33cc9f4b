// `pnpm bench`: measures the built product and writes BENCHMARKS.md. Figures only, no pass/fail. Sections are
// independent modules under scripts/bench/, each returning its targets (with the figure beside each, gathered at
// the top of the report) and its markdown.
import { cpus, totalmem } from 'node:os';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from './build.mjs';
import { ensureInstalled, root } from './lib.mjs';

process.chdir(root);
await ensureInstalled();
// --no-build measures the folders as they are (for a quick re-run after a build).
if (!process.argv.includes('--no-build') && (await build()) !== 0) process.exit(1);

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let chromiumVersion = 'unknown';
try {
  chromiumVersion = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' }).trim();
} catch {
  // the bundle figures do not need the version; it is only reported
}

/** `--scale N`: sales in the API section (default a million); `--only bundles|browser|api`; `--databases`. */
function option(name) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}
const scale = Number(option('scale') ?? 1_000_000);
const only = option('only');

const sections = [];
// Imported after the build: the sections read the built contracts.
if (!only || only === 'bundles') {
  const { measureBundles } = await import('./bench/bundles.mjs');
  sections.push(await measureBundles({ chromiumPath }));
}
if (!only || only === 'browser') {
  const { measureBrowser } = await import('./bench/browser.mjs');
  sections.push(await measureBrowser({ chromiumPath }));
}
if (!only || only === 'api') {
  const { measureApi } = await import('./bench/api.mjs');
  const kinds = (option('databases') ?? 'postgres,pglite').split(',');
  sections.push(await measureApi({ scale, kinds }));
}

const machine = [
  `- Date: ${new Date().toISOString()}`,
  `- Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB`,
  `- Node ${process.version}; ${chromiumVersion}`,
].join('\n');

const targets = sections.flatMap((section) => section.targets.map((line) => `- ${line}`)).join('\n');
const report = `# Benchmarks\n\nWritten by \`pnpm bench\` (scripts/bench.mjs). Every figure comes from this run.\n\n${machine}\n\n## Targets\n\n${targets}\n\n${sections.map((section) => section.markdown).join('\n\n')}\n`;
writeFileSync(join(root, 'BENCHMARKS.md'), report);
console.log(report);
console.log('Wrote BENCHMARKS.md');
