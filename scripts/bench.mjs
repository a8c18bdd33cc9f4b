// `pnpm bench`: measures the built product and writes BENCHMARKS.md. Figures only, no pass/fail. Sections are
// independent modules under scripts/bench/, each returning its targets (with the figure beside each, gathered at
// the top of the report) and its markdown.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from './build.mjs';
import { ensureInstalled, root } from './lib.mjs';
import { describeMachine, readSection, renderSection } from './bench/report-file.mjs';

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
const machine = describeMachine(chromiumVersion);
for (const section of Object.values(measured)) Object.assign(section, { date: now, machine });

const existing = existsSync(reportPath) ? readFileSync(reportPath, 'utf8') : '';
const sections = names
  .map((name) => [name, measured[name] ?? readSection(existing, name)])
  .filter(([, section]) => section !== undefined)
  .map(([name, section]) => renderSection(name, section));

const header = [
  `- Date: ${now}${only ? ` (the ${chosen.join(' and ')} section${chosen.length > 1 ? 's' : ''}; each section says when and where it was measured)` : ''}`,
  `- This run's machine: ${machine}`,
].join('\n');
const targets = sections.map((section) => section.targets).join('\n');
const bodies = sections.map((section) => section.body).join('\n\n');
const report = `# Benchmarks\n\nWritten by \`pnpm bench\` (scripts/bench.mjs). Every figure comes from a run of it.\n\n${header}\n\n## Targets\n\n${targets}\n\n${bodies}\n`;
writeFileSync(reportPath, report);
console.log(report);
console.log('Wrote BENCHMARKS.md');
