// Where a login click's time goes (not part of `pnpm bench`): `node scripts/bench/profile-login.mjs <role>
// [--remembered] [--reload] [--runs N] [--detail <package> | --trace | --cpu]` opens the built product's login page as
// the peers section does (scripts/bench/peers.mjs: 4x CPU throttling, the cache off, a fresh context each run;
// `--remembered`, a browser that role signed in with before), takes a CPU profile from just before the click until the
// home's rows are seen (`--reload`: from just before the returning user's reload, the session kept, until its rows),
// and prints each run's timeline (the requests until the rows: after the click, the login's answer and the home's
// reads; after the reload, every file and read) and the profiles' time shared among the packages that the build's
// source maps name (`--detail`: that package's functions instead of its total). `--trace` takes a Chromium trace
// instead of the CPU profile and prints the main thread's time by what it did (scripts, styles, layout, painting,
// loading), which a CPU profile lumps together as "(program)". `--cpu` profiles nothing and reads the machine's CPU
// instead (scripts/bench/machine-cpu.mjs): each process's, and how long the page's main thread waited for a core. The
// role `ra` (the peers section's name for it) measures react-admin's demo served at RA_URL the same way
// (../shared/peers/README.md).
import { SourceMap } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { builtFile, libraryOf, startServer } from './bundles.mjs';
import { cpuBetween, readMachineCpu } from './machine-cpu.mjs';
import { median } from './median.mjs';
import { loginClickToRows, reactAdmin, reloadToRows, roles, throttledPage } from './peers.mjs';
import { launchChromium } from './processes.mjs';

/**
 * Where a bundled source belongs, as its source map names it (`webpack://<app>/<path from the app's folder>`): a
 * dependency or webpack's runtime as the bundles section names them, or `app:` and the first three folders of a
 * path of ours from the repository's root.
 */
export function packageOf(source) {
  if (!source) return '(no source)';
  const library = libraryOf(source);
  if (library) return library;
  const [, app = '', path = source] = source.match(/^webpack:\/\/([^/]*)\/(.*)$/) ?? [];
  return `app: ${posix.normalize(`${app}/${path}`).split('/').slice(0, 3).join('/')}`;
}

const sourceMaps = new Map();
/** A script's source map, read once, or undefined when the build wrote none. */
function sourceMapOf(url) {
  if (!sourceMaps.has(url)) {
    const map = `${builtFile(url)}.map`;
    sourceMaps.set(url, existsSync(map) ? new SourceMap(JSON.parse(readFileSync(map, 'utf8'))) : undefined);
  }
  return sourceMaps.get(url);
}

/** What a profile's sample was running: a package (or one of its functions, for `detail`), or the browser's own. */
function placeOf({ url, functionName, lineNumber, columnNumber }, detail) {
  if (!url) return functionName || '(native)';
  const map = sourceMapOf(url);
  if (!map) return `(unmapped) ${url.split('/').pop()}`;
  const entry = map.findEntry(lineNumber, columnNumber);
  const name = packageOf(entry?.originalSource);
  if (detail !== name) return name;
  const file = entry.originalSource.split('/').slice(-2).join('/');
  return `${name} ${file}:${entry.originalLine + 1} ${entry.name ?? functionName}`;
}

/**
 * Adds a CPU profile's time, in ms, to `totals` by place. The first sample's gap is the profiler's own start, which
 * takes seconds at 4x throttling before the click: left out, the profile spans the click to the rows.
 */
function addProfile(profile, totals, detail) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, index) => {
    if (index === 0) return;
    const place = placeOf(nodes.get(id).callFrame, detail);
    totals.set(place, (totals.get(place) ?? 0) + profile.timeDeltas[index] / 1000);
  });
}

/** Chromium's timeline categories: the main thread's tasks and what ran in them. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'blink',
  'loading',
];

/** What the main thread's trace events did, by their names (Chromium's timeline events); the rest is "other". */
const EVENT_KINDS = [
  [
    'scripts',
    /^(FunctionCall|EvaluateScript|RunMicrotasks|TimerFire|FireAnimationFrame|EventDispatch|v8\.|V8\.)/,
  ],
  ['styles', /recalcStyle|UpdateLayoutTree|RuleSet::|parseStyleSheet|StyleEngine|updateStyle/],
  ['layout', /Layout/],
  ['painting', /Paint|Commit|Lifecycle|Layerize|Composit/],
  ['loading', /Resource|ParseHTML|Decode|ResponseBody/],
];

/**
 * The renderer's main thread's time in a trace (Chromium's timeline events), by kind and by event name: each event's
 * own time, without the events nested in it, in ms. A task's time that no nested event claims is "task"; the busiest
 * main thread of the trace is the page's.
 * @param {Array<{ name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, args?: { name?: string } }>} events
 */
export function mainThreadTime(events) {
  let busiest = { busy: -1, own: [] };
  for (const thread of events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  )) {
    const own = events.filter(
      (event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X' && event.dur > 0,
    );
    const busy = own.filter((event) => event.name === 'RunTask').reduce((sum, event) => sum + event.dur, 0);
    if (busy > busiest.busy) busiest = { busy, own };
  }
  const spans = busiest.own
    .map((event) => ({ name: event.name, ts: event.ts, dur: event.dur, self: event.dur }))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const open = [];
  for (const span of spans) {
    while (open.length > 0 && open.at(-1).ts + open.at(-1).dur <= span.ts) open.pop();
    if (open.length > 0) open.at(-1).self -= span.dur;
    open.push(span);
  }
  const byKind = new Map();
  const byName = new Map();
  for (const { name, self } of spans) {
    const kind =
      name === 'RunTask' ? 'task' : (EVENT_KINDS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'other');
    byKind.set(kind, (byKind.get(kind) ?? 0) + self / 1000);
    byName.set(name, (byName.get(name) ?? 0) + self / 1000);
  }
  return { busyMs: busiest.busy / 1000, byKind, byName };
}

/**
 * The page's own record of its requests up to the rows: after the login click, the login's answer and the reads;
 * after a reload, every file and read (named by their file, or their path's last part), in ms since then.
 */
function timelineOf(page, reload) {
  return page.evaluate((afterReload) => {
    const [from, to] = afterReload ? [0, window.__m.back] : [window.__m.click, window.__m.home];
    const since = (time) => Math.round(time - from);
    const requests = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= from && entry.startTime <= to)
      .filter((entry) => afterReload || new URL(entry.name).pathname.startsWith('/api/'))
      .map((entry) => {
        const { pathname } = new URL(entry.name);
        const name = afterReload ? pathname.split('/').pop() : pathname;
        return `${name} ${since(entry.startTime)}→${since(entry.responseEnd)} ms`;
      });
    return { requests, rowsMs: since(to) };
  }, reload);
}

/** A CPU profiler on the page, sampling every 0.2 ms: `start`, and `stop` handing its profile to `done`. */
async function cpuProfiler({ context, page }, done) {
  const profiler = await context.newCDPSession(page);
  await profiler.send('Profiler.enable');
  await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
  return {
    start: () => profiler.send('Profiler.start'),
    stop: async () => done((await profiler.send('Profiler.stop')).profile),
  };
}

/** react-admin's demo, named as the peers section and ../shared/peers/side-by-side.mjs name it. */
const DEMO = 'ra';

/**
 * One run's machine CPU (`--cpu`), as a line: the main thread's wait first, then each kind of process. Its time runs
 * from just before the click or the reload until the bench saw the rows (it looks every 100 ms).
 */
function cpuLine({ wallMs, totalMs, idleMs, byKind, mainThread }) {
  const thread = mainThread
    ? `the page's main thread ran ${Math.round(mainThread.runMs)} ms and waited ${Math.round(mainThread.waitMs)} ms for a core`
    : 'no renderer ran';
  const processes = byKind
    .filter(([, ms]) => ms >= 20)
    .map(([kind, ms]) => `${kind} ${Math.round(ms)}`)
    .join(', ');
  return `measured over ${Math.round(wallMs)} ms: ${thread}; the cores idle ${Math.round(idleMs)} of ${Math.round(totalMs)} ms; CPU ms by process: ${processes}`;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      remembered: { type: 'boolean', default: false },
      reload: { type: 'boolean', default: false },
      runs: { type: 'string', default: '3' },
      detail: { type: 'string' },
      trace: { type: 'boolean', default: false },
      cpu: { type: 'boolean', default: false },
    },
  });
  const [role = 'captain'] = positionals;
  const runs = Number(values.runs);
  const known = [...Object.keys(roles('')), DEMO];
  if (!known.includes(role)) throw new Error(`No such role: ${role} (one of ${known.join(', ')})`);
  if (!(runs >= 1)) throw new Error(`--runs takes a whole number from 1: ${values.runs}`);
  if ([values.detail !== undefined, values.trace, values.cpu].filter(Boolean).length > 1)
    throw new Error('--detail, --trace and --cpu each take their own reading: one at a time');
  if (role === DEMO && values.remembered)
    throw new Error("--remembered is this product's: react-admin's demo remembers no role");
  if (
    role === DEMO &&
    !(await fetch(reactAdmin.login).then(
      (response) => response.ok,
      () => false,
    ))
  )
    throw new Error(
      `react-admin's demo does not answer at ${reactAdmin.login}: serve it as ../shared/peers/README.md says`,
    );
  const server = await startServer(8420);
  const browser = await launchChromium(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
  const cfg = role === DEMO ? reactAdmin : roles(server.base)[role];
  const totals = new Map();
  const traced = { busyMs: 0, byKind: new Map(), byName: new Map() };
  const machine = [];
  const add = (into, from) => from.forEach((ms, key) => into.set(key, (into.get(key) ?? 0) + ms));
  try {
    for (let index = 0; index < runs; index += 1) {
      const opened = await throttledPage(browser, cfg, values.remembered && role);
      let timeline;
      let before;
      const profile = values.trace
        ? {
            start: () => browser.startTracing(opened.page, { categories: TRACE_CATEGORIES }),
            stop: async () => {
              const { busyMs, byKind, byName } = mainThreadTime(
                JSON.parse(await browser.stopTracing()).traceEvents,
              );
              traced.busyMs += busyMs;
              add(traced.byKind, byKind);
              add(traced.byName, byName);
            },
          }
        : values.cpu
          ? {
              start: () => {
                before = { reading: readMachineCpu(), at: performance.now() };
              },
              stop: () => {
                const pids = { serverPid: server.pid, benchPid: process.pid };
                const between = cpuBetween(before.reading, readMachineCpu(), pids);
                machine.push({ ...between, wallMs: performance.now() - before.at });
              },
            }
          : await cpuProfiler(opened, (profile) => addProfile(profile, totals, values.detail));
      await loginClickToRows(
        opened,
        cfg,
        values.reload ? {} : { beforeClick: profile.start, afterRows: profile.stop },
      );
      if (values.reload) {
        // Twice: the profiler slows a reload's start by about half a second at 4x, so the timeline printed is a
        // reload's without it, and the profile (or trace) the next one's.
        await reloadToRows(opened);
        timeline = await timelineOf(opened.page, true);
        await reloadToRows(opened, { beforeReload: profile.start, afterRows: profile.stop });
      } else timeline = await timelineOf(opened.page, false);
      console.log(
        `run ${index + 1}: ${values.reload ? 'reload' : 'click'} → rows ${timeline.rowsMs} ms; ${values.reload ? 'after the reload' : 'after the click'}: ${timeline.requests.join(', ')}`,
      );
      if (values.cpu) console.log(`  ${cpuLine(machine.at(-1))}`);
      await opened.context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const moment = values.reload ? 'reload' : 'click';
  if (values.cpu) {
    const medianOf = (pick) => Math.round(median(machine.map(pick)));
    console.log(
      `\nFrom the ${moment} to the rows, medians of ${runs}: measured over ${medianOf((run) => run.wallMs)} ms, the page's main thread ran ${medianOf((run) => run.mainThread?.runMs ?? 0)} ms and waited ${medianOf((run) => run.mainThread?.waitMs ?? 0)} ms for a core; the cores idle ${medianOf((run) => run.idleMs)} of ${medianOf((run) => run.totalMs)} ms`,
    );
    return;
  }
  if (values.trace) {
    const perRun = (entries) =>
      [...entries].sort((a, b) => b[1] - a[1]).map(([key, ms]) => `${key} ${Math.round(ms / runs)}`);
    console.log(
      `\nTrace from the ${moment} to the rows, the main thread's tasks ${Math.round(traced.busyMs / runs)} ms a run; by kind: ${perRun(traced.byKind).join(', ')}`,
    );
    console.log(`by event: ${perRun(traced.byName).slice(0, 20).join(', ')}`);
    return;
  }
  const all = [...totals.values()].reduce((sum, value) => sum + value, 0);
  console.log(
    `\nCPU profile from the ${moment} to the rows, ms a run (of ${Math.round(all / runs)}) and share:`,
  );
  for (const [place, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(
      `${String(Math.round(ms / runs)).padStart(6)} ${((100 * ms) / all).toFixed(1).padStart(5)}%  ${place}`,
    );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href)
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
