// What the browser downloads: the JavaScript of the login page (host only) and of each role's home (host, its
// remote, shared and vendor chunks), as raw, gzip and brotli bytes, recorded from a real Chromium session
// against the built product.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root } from '../lib.mjs';
// The built contracts (the build runs first): the role list is written once, there.
import { installProbes } from './browser.mjs';
import { buildFloor } from './floors.mjs';
import { PEERS_TITLE } from './peers-report.mjs';
import { CPU_THROTTLING_RATE, launchChromium, stopProcess, waitUntilAnswering } from './processes.mjs';
import { roles } from '../../shared/dist/contracts/roles.js';

const DEMO_PASSWORD = 'Passw0rd!';

/**
 * Starts the built server of `folder` (this checkout unless given), serving that folder's apps, on `port` with a
 * throw-away data folder; resolves once it answers.
 */
export async function startServer(port, env = {}, folder = root) {
  // A throw-away data folder unless the caller brings its own (kept).
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'logistics-bench-'));
  const child = spawn(process.execPath, [join(folder, 'server', 'dist', 'main.js')], {
    cwd: folder,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      STATIC_ROOT: folder,
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
  });
  const base = `http://localhost:${port}`;
  await waitUntilAnswering(`${base}/api/health`, { attempts: 240, intervalMs: 500 });
  return {
    base,
    pid: child.pid,
    async stop() {
      await stopProcess(child);
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function sizes(buffers) {
  const all = Buffer.concat(buffers);
  // Each file is compressed on its own, as a server would send it.
  let gzip = 0;
  let brotli = 0;
  let largestGzip = 0;
  for (const buffer of buffers) {
    const fileGzip = gzipSync(buffer, { level: 9 }).length;
    gzip += fileGzip;
    largestGzip = Math.max(largestGzip, fileGzip);
    brotli += brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files: buffers.length, raw: all.length, gzip, brotli, largestGzip };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Records the JavaScript bodies a page downloads while `action` runs, each with when it was asked for (ms since
 * the epoch).
 */
async function recordScripts(page, action) {
  const bodies = [];
  const pending = [];
  const listener = (response) => {
    // Module Federation may fetch a remote's code rather than add a script tag: count every .js response.
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    const askedAt = response.request().timing().startTime;
    pending.push(
      response.body().then(
        (body) => bodies.push({ url: response.url(), body, askedAt }),
        () => undefined,
      ),
    );
  };
  page.on('response', listener);
  await action();
  await Promise.all(pending);
  page.off('response', listener);
  return bodies;
}

/** The scripts `recordScripts` saw asked for by `moment` (ms since the epoch). */
const askedBy = (scripts, moment) => scripts.filter((script) => script.askedAt <= moment);

/**
 * When the page's probe (`installProbes`) set `mark`, in ms since the epoch. A mark never set stops the section:
 * cut at it, every row would silently count nothing.
 */
async function markedAt(page, mark) {
  const at = await page.evaluate((key) => window.__benchMarks[key], mark);
  if (at === undefined) throw new Error(`The page never set its "${mark}" mark.`);
  return (await page.evaluate(() => performance.timeOrigin)) + at;
}

/** Each remote's entry file as built (what the host fetches before it loads a remote's modules). */
function remoteEntries() {
  return readdirSync(root)
    .filter((name) => name.startsWith('remote-'))
    .sort()
    .map((name) => ({
      label: `${name} remoteEntry.js`,
      ...sizes([readFileSync(join(root, name, 'dist', 'remoteEntry.js'))]),
    }));
}

/** The built file a script's address names: the host's dist, or a remote's under /remotes/<name>/. */
export function builtFile(url) {
  const path = new URL(url).pathname;
  const [, remotes, remote, ...rest] = path.split('/');
  return remotes === 'remotes' ? join(root, remote, 'dist', ...rest) : join(root, 'host', 'dist', path);
}

/**
 * The package a bundled source belongs to, as a build's source map names it: a dependency by its package name (as
 * pnpm lays it out, scoped or not), webpack's own runtime, or undefined for code of ours.
 */
export function libraryOf(source) {
  const dependency = source.match(
    /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/,
  )?.[1];
  if (dependency) return dependency;
  return /webpack\/runtime|webpack\/bootstrap/.test(source) ? 'webpack runtime' : undefined;
}

/**
 * What each library costs in a page: every file's gzip bytes shared among the packages its source map names, in
 * proportion to their source's length (an estimate: minified code shrinks unevenly), and which app's build holds
 * it, so that a library downloaded twice (by the host and by a remote) shows.
 */
function costByLibrary(scripts) {
  const cost = new Map();
  for (const { url, body } of scripts) {
    const gzip = gzipSync(body, { level: 9 }).length;
    const app = new URL(url).pathname.startsWith('/remotes/') ? new URL(url).pathname.split('/')[2] : 'host';
    let map;
    try {
      map = JSON.parse(readFileSync(`${builtFile(url)}.map`, 'utf8'));
    } catch {
      map = { sources: ['(no source map)'], sourcesContent: ['x'] };
    }
    const lengths = map.sources.map((source, index) => [source, map.sourcesContent?.[index]?.length ?? 0]);
    const total = lengths.reduce((sum, [, length]) => sum + length, 0) || 1;
    for (const [source, length] of lengths) {
      const library = libraryOf(source) ?? 'our code';
      const family = /^(@rc-component|@ant-design)\//.test(library) ? `antd (${library})` : library;
      const entry = cost.get(family) ?? { gzip: 0, apps: new Set() };
      entry.gzip += (gzip * length) / total;
      entry.apps.add(app);
      cost.set(family, entry);
    }
  }
  return [...cost].sort((a, b) => b[1].gzip - a[1].gzip);
}

export async function measureBundles({ chromiumPath }) {
  const floor = sizes([...(await buildFloor('react')).values()]);
  const gridFloor = sizes([...(await buildFloor('grid')).values()]);
  const librariesFloor = sizes([...(await buildFloor('libraries')).values()]);
  const server = await startServer(8290);
  const browser = await launchChromium(chromiumPath);
  const rows = [];
  let captainLibraries = [];
  try {
    for (const role of [null, ...roles]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(installProbes);
      // A home at the browser section's throttling, as on a slow device: at full speed the browser goes idle while
      // the home waits for its first read, and the menu pages' code it then loads ahead came before the home in
      // some runs and after it in others.
      if (role) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING_RATE });
      }
      const scripts = await recordScripts(page, async () => {
        await page.goto(`${server.base}/authentication`, { waitUntil: 'networkidle' });
        if (role) {
          await page.getByLabel('Email').fill(`${role}@example.com`);
          await page.getByLabel('Password').fill(DEMO_PASSWORD);
          await page.getByRole('button', { name: 'Login' }).click();
          await page.waitForURL(`**/${role}`);
          // The role's home has drawn once its table is on the page (the login page has a heading too, so a
          // heading would not tell), or, the admin's dashboard, once its charts are (their chunk comes last).
          await page.locator('.ag-root-wrapper, .chart-bar-proxy').first().waitFor({ timeout: 60_000 });
          await page.waitForLoadState('networkidle');
        }
      });
      if (role) {
        // The home is usable once its grid shows rows, the admin's dashboard once its figures show (as the peers
        // section counts it); what it fetches after that, while idle (the menu pages' code; on the dashboard its
        // charts' and a list drawn out of sight, whose turns race), is not the home's.
        const home = askedBy(scripts, await markedAt(page, role === 'admin' ? 'figures' : 'gridRows'));
        rows.push({ label: `${role} home (after login)`, role, ...sizes(home.map((script) => script.body)) });
        if (role === 'captain') captainLibraries = costByLibrary(home);
      } else {
        // What the page asked for until the app's own login form was in place is the login page's JavaScript
        // (the form drawn at build time is usable earlier, but only this one acts on its own); what it fetches
        // after that, while idle, is the next page's (antd and the layout), loaded while the user types.
        const formAt = await markedAt(page, 'loginApp');
        const bodies = (list) => list.map((script) => script.body);
        rows.push({
          label: "login page (until the app's own form is in place)",
          ...sizes(bodies(askedBy(scripts, formAt))),
        });
        rows.push({
          label: 'login page, fetched while idle after the form is drawn',
          ...sizes(bodies(scripts.filter((script) => script.askedAt > formAt))),
        });
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const ratio = (row) => `${(row.gzip / floor.gzip).toFixed(1)}×`;
  const table = [
    '| page | JS files | raw | gzip | brotli | gzip / floor |',
    '|---|---:|---:|---:|---:|---:|',
    ...[
      { label: 'floor: bare React 19 page, same toolchain', ...floor },
      { label: "floor: React 19 and the lists' grid alone (ag-grid, five rows)", ...gridFloor },
      { label: 'floor: the libraries a list home uses, without the app or federation', ...librariesFloor },
      ...rows,
      ...remoteEntries(),
    ].map(
      (row) =>
        `| ${row.label} | ${row.files} | ${kb(row.raw)} | ${kb(row.gzip)} | ${kb(row.brotli)} | ${ratio(row)} |`,
    ),
  ].join('\n');
  const [login, idle] = rows;
  const homes = rows.filter((row) => row.role);
  const heaviest = homes.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  const homeTarget =
    `Each role's home at most 550 KB gzip of JavaScript in all, login page included: ${homes.map((row) => `${row.role} ${kb(row.gzip)}`).join(', ')}` +
    (heaviest.gzip <= 550 * 1024
      ? ' — **met**'
      : ` — **missed** (the heaviest, the ${heaviest.role}'s, ${(heaviest.gzip / 1024 - 550).toFixed(0)} KB over)`) +
    `; react-admin's demo's JavaScript to its home, measured in one run beside this product, is in the section "${PEERS_TITLE}". The floors below say why: React and the lists' grid alone are ${kb(gridFloor.gzip)}; the libraries a list home uses, as it uses them and without the app (React, the router, the query cache, zod, the antd components the captain's home draws, ag-grid) ${kb(librariesFloor.gzip)}, leaving ${kb(550 * 1024 - librariesFloor.gzip)} for the federation runtime and all of the app's own code.`;
  const twice = captainLibraries.filter(([, entry]) => entry.apps.size > 1 && entry.gzip >= 1024);
  const libraryTable = [
    '| library | gzip | built into |',
    '|---|---:|---|',
    ...captainLibraries
      .filter(([, entry]) => entry.gzip >= 2048)
      .map(([library, entry]) => `| ${library} | ${kb(entry.gzip)} | ${[...entry.apps].join(', ')} |`),
  ].join('\n');
  const met = login.gzip <= 250 * 1024;
  const target =
    `Login page JavaScript at most 250 KB gzip: ${kb(login.gzip)} until the app's own login form is in place (${ratio(login)} the floor) — **${met ? 'met' : 'missed'}**` +
    (met ? '' : `. Its largest file is ${kb(login.largestGzip)} gzip`) +
    `. Once the form is drawn, the page fetches ${kb(idle.gzip)} more while idle (antd and the layout, for the next page).`;
  const librariesNote =
    twice.length === 0
      ? 'No library is downloaded twice.'
      : `Downloaded by both the host and the remote: ${twice.map(([library, entry]) => `${library} (${kb(entry.gzip)} in all)`).join(', ')}.`;
  return {
    targets: [homeTarget, target],
    markdown: `## Bundles\n\nThe login page is drawn without antd: its first row counts what it fetched until the app's own login form was in place (the same form drawn at build time is usable before any of it), the second what it fetches after that while idle (antd and the layout, for the next page). Each role's row counts everything downloaded from the login page until that role's home is usable (its grid's rows; the admin's dashboard, its figures), and not what the home fetches after that while idle (the menu pages' code; on the dashboard, its charts' and a list drawn out of sight), with the CPU slowed 4x from the login on, as in the browser section; every file is compressed on its own, as the server sends it. The floor is a bare React 19 page built by the same loader and minimizer; the second draws the lists' grid alone (ag-grid with the modules of ui/list-grid.tsx and the theme of ui/grid-theme.tsx); the third uses the libraries a role's list home uses, as the captain's home uses them, with no code of the app and no federation (scripts/bench/floors.mjs): the least such a home can download.\n\n${table}\n\n### What each library costs in the captain's home\n\nEach file's gzip bytes shared among the packages its source map names, by their source's length (an estimate); libraries under 2 KB left out. ${librariesNote}\n\n${libraryTable}`,
  };
}
