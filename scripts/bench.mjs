// `pnpm bench`: measures the built product and writes BENCHMARKS.md. Figures only, no pass/fail. Sections are
// independent modules under scripts/bench/, each returning its targets (with the figure beside each, gathered at
// the top of the report) and its markdown.
import { cpus, totalmem } from 'node:os';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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

/**
 * `--scale N`: sales in the API, dashboard and cluster sections (default a million); `--databases`; `--only
 * bundles,browser` (any of peers, bundles, browser, lighthouse, api, dashboard, cluster, export) measures those sections again and
 * keeps the others of the existing BENCHMARKS.md, each with its own date.
 */
function option(name) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}
const scale = Number(option('scale') ?? 1_000_000);
const only = option('only');

// The first is the headline: the product beside react-admin's demo, measured in one run.
const names = ['peers', 'bundles', 'browser', 'lighthouse', 'api', 'dashboard', 'cluster', 'export'];
/** `--only bundles,browser` measures those sections again; none given, every section. */
const chosen = only ? only.split(',') : names;
const unknown = chosen.filter((name) => !names.includes(name));
if (unknown.length > 0 || chosen.length === 0) {
  console.error(`--only takes one or more of ${names.join(', ')}, separated by commas.`);
  process.exit(2);
}
/** Each section's measurement, in the order they run. Imported when run: after the build, whose contracts they read. */
const measurements = {
  peers: async () => (await import('./bench/peers.mjs')).measurePeers({ chromiumPath }),
  bundles: async () => (await import('./bench/bundles.mjs')).measureBundles({ chromiumPath }),
  browser: async () => (await import('./bench/browser.mjs')).measureBrowser({ chromiumPath }),
  lighthouse: async () => (await import('./bench/lighthouse.mjs')).measureLighthouse({ chromiumPath }),
  api: async () => {
    const kinds = (option('databases') ?? 'postgres,pglite').split(',');
    return (await import('./bench/api.mjs')).measureApi({ scale, kinds });
  },
  dashboard: async () => (await import('./bench/dashboard.mjs')).measureDashboard({ scale }),
  export: async () => {
    // `--export-scales 100000,300000`: the export at several sizes in one run (its time should grow with the rows).
    const scales = option('export-scales')?.split(',').map(Number);
    return (await import('./bench/export.mjs')).measureExport({ scale, ...(scales ? { scales } : {}) });
  },
  cluster: async () => {
    // HAProxy (Debian's haproxy) and Redis in front of PostgreSQL; without HAProxy the section is kept as it was.
    if (existsSync(process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy')) {
      return (await import('./bench/cluster.mjs')).measureCluster({ scale });
    }
    console.warn('Several instances: skipped, HAProxy is not installed (apt-get install haproxy).');
    return undefined;
  },
};
const measured = {};
for (const [name, measure] of Object.entries(measurements)) {
  if (!chosen.includes(name)) continue;
  const section = await measure();
  if (section) measured[name] = section;
}

const reportPath = join(root, 'BENCHMARKS.md');
const now = new Date().toISOString();
for (const section of Object.values(measured)) section.date = now;

// Each section is fenced by comments, so that `--only` replaces one and keeps the others as they were measured.
const fence = (kind, name) => `<!-- ${kind}:${name} -->`;
function kept(name) {
  if (!existsSync(reportPath)) return undefined;
  const text = readFileSync(reportPath, 'utf8');
  const between = (kind) => {
    const start = text.indexOf(fence(kind, name));
    const end = text.indexOf(fence(`end-${kind}`, name));
    return start === -1 || end === -1 ? undefined : text.slice(start + fence(kind, name).length, end).trim();
  };
  const targets = between('targets');
  const markdown = between('section');
  const date = /<!-- date:([^ ]+) -->/.exec(markdown ?? '')?.[1];
  if (targets === undefined || markdown === undefined) return undefined;
  return {
    targets: targets.split('\n').map((line) => line.replace(/^- /, '')),
    markdown: markdown.replace(/<!-- date:[^ ]+ -->\n?/, '').replace(/\n\nMeasured [^\n]*$/, ''),
    date,
  };
}
const sections = names
  .map((name) => [name, measured[name] ?? kept(name)])
  .filter(([, section]) => section !== undefined);

const machine = [
  `- Date: ${now}${only ? ` (the ${chosen.join(' and ')} section${chosen.length > 1 ? 's' : ''}; each section says when it was measured)` : ''}`,
  `- Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB`,
  `- Node ${process.version}; ${chromiumVersion}`,
].join('\n');

const targets = sections
  .map(
    ([name, section]) =>
      `${fence('targets', name)}\n${section.targets.map((line) => `- ${line}`).join('\n')}\n${fence('end-targets', name)}`,
  )
  .join('\n');
const bodies = sections
  .map(
    ([name, section]) =>
      `${fence('section', name)}\n<!-- date:${section.date ?? 'unknown'} -->\n${section.markdown}\n\nMeasured ${section.date ?? 'at an unknown date'}.\n${fence('end-section', name)}`,
  )
  .join('\n\n');
const report = `# Benchmarks\n\nWritten by \`pnpm bench\` (scripts/bench.mjs). Every figure comes from a run of it.\n\n${machine}\n\n## Targets\n\n${targets}\n\n${bodies}\n`;
writeFileSync(reportPath, report);
console.log(report);
console.log('Wrote BENCHMARKS.md');
