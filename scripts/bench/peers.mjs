// Side by side in one run: react-admin's public demo (Posters Galore) and this product, interleaved run by run, in
// headless Chromium with 4x CPU throttling, the cache off and a fresh context each run. Absolute times on a shared
// two-core machine move by a factor of two between hours; ratios measured in one run hold. The demo is built and
// served apart (../shared/peers/README.md: build-react-admin.sh, then a static server on RA_URL).
//
// For each app: the login form usable from a cold open; typing the e-mail while the page loads what it loads when
// idle (the worst delay before a key was handled); once the page has settled as while a person types (network idle
// 1 s, no long task 1 s), login click → the home's usable rows (the interactive grid's cells; the admin's dashboard
// figures); then sidebar click → the next list's rows; then a reload with the session kept (a returning user) →
// the home's rows again; and the gzip bytes of the scripts up to the home. `<role>@remembered` is a browser that
// role signed in with before: what that sign-in leaves behind, the remembered role, is in its storage. Each round
// also draws the floor (scripts/bench/floors.mjs, React and the lists' grid alone): navigation → its rows, and a
// link → the next grid's rows, what no app drawing its lists with ag-grid goes below.
import { gzipSync } from 'node:zlib';
import { startServer } from './bundles.mjs';
import { serveFloor } from './floors.mjs';
import { median } from './median.mjs';
import { CPU_THROTTLING_RATE, launchChromium } from './processes.mjs';

const RUNS = Number(process.env.PEER_RUNS ?? 5);
const DEMO_PASSWORD = 'Passw0rd!';
const RA_URL = process.env.RA_URL ?? 'http://127.0.0.1:8302';
/** The role this product's login page remembers (host/src/auth/prepare-home.ts). */
const LAST_ROLE_STORAGE_KEY = 'logistics.lastRole';

const reactAdmin = {
  login: `${RA_URL}/#/login`,
  state: { nextPathname: '/orders', nextSearch: '' },
  userSel: 'input[autocomplete=username]',
  passSel: 'input[type=password]',
  creds: ['demo', 'demo'],
  homeRow: 'tbody tr.RaDataTable-row',
  menu: { name: /invoices/i, path: /invoices/ },
  nextRow: 'tbody tr.RaDataTable-row',
};
const product = (base, role, homeRow, menu) => ({
  login: `${base}/authentication`,
  userSel: 'input[type=email]',
  passSel: 'input[type=password]',
  creds: [`${role}@example.com`, DEMO_PASSWORD],
  homeRow,
  menu,
  nextRow: '.ag-row [role=gridcell]',
});
/** This product's measured roles, served at `base`. */
export const roles = (base) => ({
  captain: product(base, 'captain', '.ag-row [role=gridcell]', { name: /^vehicles$/i, path: /vehicles/ }),
  'inventory-manager': product(base, 'inventory-manager', '.ag-row [role=gridcell]', {
    name: /^sales$/i,
    path: /sales/,
  }),
  admin: product(base, 'admin', '.kpi-value', { name: /^sales$/i, path: /sales/ }),
  'procurement-manager': product(base, 'procurement-manager', '.ag-row [role=gridcell]', {
    name: /^purchases$/i,
    path: /purchases/,
  }),
  'fleet-manager': product(base, 'fleet-manager', '.ag-row [role=gridcell]', {
    name: /^sales$/i,
    path: /sales/,
  }),
  'inventory-in-charge': product(base, 'inventory-in-charge', '.ag-row [role=gridcell]', {
    name: /^sales$/i,
    path: /sales/,
  }),
});
/** The floor's row: React and the lists' grid alone (scripts/bench/floors.mjs), measured in the same run. */
const FLOOR_NAME = 'floor';
/** The roles whose login click the login's target names; the sidebar's and the reload's name every role. */
const LOGIN_TARGET_ROLES = ['captain', 'inventory-manager', 'admin'];
/** Runs in the page: marks when the form, the home's rows, the next list's rows and a reload's rows show. */
function instrument(cfg) {
  if (cfg.state && location.hash === '#/login' && !history.state?.usr)
    history.replaceState({ usr: cfg.state, key: 'default', idx: 0 }, '');
  const marks = (window.__m = { longTasks: [], inputDelays: [] });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) marks.longTasks.push(entry.startTime + entry.duration);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (['keydown', 'keypress', 'input'].includes(entry.name))
          marks.inputDelays.push(entry.processingStart - entry.startTime);
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  } catch {
    // an older browser: no long tasks or input delays counted
  }
  const visible = (element) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none' && parseFloat(style.opacity) > 0.01;
  };
  const fresh = (selector) =>
    [...document.querySelectorAll(selector)].some(
      (element) => !element.closest('[data-old]') && visible(element),
    );
  const tick = () => {
    const now = performance.now();
    if (marks.form == null) {
      const user = document.querySelector(cfg.userSel);
      const password = document.querySelector(cfg.passSel);
      const button = document.querySelector('button[type=submit]');
      if ([user, password, button].every((element) => visible(element) && !element.disabled))
        marks.form = now;
    }
    if (marks.click != null && marks.home == null && fresh(cfg.homeRow)) marks.home = now;
    if (marks.menuClick != null && marks.next == null && new RegExp(cfg.menuSource).test(location.href))
      if (fresh(cfg.nextRow)) marks.next = now;
    if (marks.reloaded && marks.back == null && fresh(cfg.homeRow)) marks.back = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  if (cfg.rowsFromNavigation || sessionStorage.getItem('__reload')) {
    marks.reloaded = true;
    sessionStorage.removeItem('__reload');
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const gzipped = new Map();
async function gzipOf(url) {
  if (!gzipped.has(url))
    gzipped.set(url, gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length);
  return gzipped.get(url);
}

/** As a person typing: no request for 1 s and no long task for 1 s. */
async function settle(page, network) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const state = await page.evaluate(() => ({
      now: performance.now(),
      lastLongTask: Math.max(0, ...window.__m.longTasks),
    }));
    if (network.inflight <= 0 && Date.now() - network.last >= 1000 && state.now - state.lastLongTask >= 1000)
      return;
    await sleep(250);
  }
}

/**
 * A fresh context and page at 4x CPU throttling with the cache off, instrumented for `cfg` (a `remembered` role in
 * its storage), and its network activity followed for `settle`.
 */
async function throttledPage(browser, cfg, remembered) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  if (remembered)
    await context.addInitScript(
      ([key, role]) => localStorage.setItem(key, role),
      [LAST_ROLE_STORAGE_KEY, remembered],
    );
  await context.addInitScript(instrument, { ...cfg, menu: undefined, menuSource: cfg.menu.path.source });
  const network = { inflight: 0, last: Date.now() };
  // A long-lived event stream (live lists) never finishes: it does not count as network activity.
  const counted = (request) =>
    request.resourceType() !== 'eventsource' && !request.url().includes('/api/events');
  context.on('request', (request) => {
    if (!counted(request)) return;
    network.inflight += 1;
    network.last = Date.now();
  });
  const done = (request) => {
    if (!counted(request)) return;
    network.inflight -= 1;
    network.last = Date.now();
  };
  context.on('requestfinished', done);
  context.on('requestfailed', done);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING_RATE });
  const waitFor = (mark) =>
    page.waitForFunction((key) => window.__m?.[key] != null, mark, { polling: 100, timeout: 120_000 });
  return { context, page, network, waitFor };
}

/** Once the page has settled, the sidebar's (or the floor's) link to the next list clicked → its rows, in ms. */
async function menuClickToRows({ page, network, waitFor }, cfg) {
  await settle(page, network);
  await page.evaluate(() =>
    document
      .querySelectorAll('tbody, .ag-root, .kpi-value')
      .forEach((element) => element.setAttribute('data-old', '1')),
  );
  const link = page
    .getByRole('link', { name: cfg.menu.name })
    .or(page.getByRole('menuitem', { name: cfg.menu.name }))
    .first();
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      (event) => {
        if (window.__m.menuClick == null) window.__m.menuClick = event.timeStamp;
      },
      true,
    );
  });
  await link.click();
  await waitFor('next');
  return Math.round(await page.evaluate(() => window.__m.next - window.__m.menuClick));
}

/** One run of one app (`role` or `role@remembered`, or `ra`): its figures, or `error`. */
export async function run(browser, apps, name) {
  const [base, remembered] = name.split('@');
  const cfg = apps[base];
  const opened = await throttledPage(browser, cfg, remembered && base);
  const { context, page, network, waitFor } = opened;
  const out = { app: name };
  try {
    await page.goto(cfg.login, { waitUntil: 'commit' });
    await waitFor('form');
    out.formMs = Math.round(await page.evaluate(() => window.__m.form));
    await page.locator(cfg.userSel).pressSequentially(cfg.creds[0], { delay: 120 });
    await settle(page, network);
    out.inputDelayMs = Math.round(await page.evaluate(() => Math.max(0, ...window.__m.inputDelays)));
    await page.fill(cfg.passSel, cfg.creds[1]);
    await page.evaluate(() => {
      document.addEventListener(
        'click',
        (event) => {
          if (window.__m.click == null && event.target.closest('button[type=submit]'))
            window.__m.click = event.timeStamp;
        },
        true,
      );
    });
    await page.click('button[type=submit]');
    await waitFor('home');
    out.loginToHomeMs = Math.round(await page.evaluate(() => window.__m.home - window.__m.click));
    // The scripts asked for before the home's rows showed (the page's own record of them): what loads after, while
    // the home is idle (the menu pages' code), is not part of reaching the home.
    const homeScripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.initiatorType === 'script' && entry.startTime <= window.__m.home)
        .map((entry) => entry.name),
    );
    let bytes = 0;
    for (const url of new Set(homeScripts)) bytes += await gzipOf(url);
    out.homeScriptsKb = Math.round(bytes / 1024);

    out.menuToRowsMs = await menuClickToRows(opened, cfg);

    await page.goBack();
    await settle(page, network);
    await page.evaluate(() => sessionStorage.setItem('__reload', '1'));
    await page.reload({ waitUntil: 'commit' });
    await waitFor('back');
    out.returningMs = Math.round(await page.evaluate(() => window.__m.back));
  } catch (error) {
    out.error = String(error).split('\n')[0].slice(0, 200);
  }
  await context.close().catch(() => undefined);
  return out;
}

/** The floor page's grids, looked for as a role's are. */
const FLOOR = {
  homeRow: '.ag-row [role=gridcell]',
  nextRow: '.ag-row [role=gridcell]',
  menu: { name: /^vehicles$/i, path: /vehicles/ },
  rowsFromNavigation: true,
};

/**
 * One run of the floor page (scripts/bench/floors.mjs, `grid`: React and ag-grid alone, no app, no server read):
 * navigation → its grid's rows, beside a returning user's reload → rows; then its "Vehicles" link → the next grid's
 * rows, beside a sidebar click; and its one script's gzip bytes. No login: the columns of the login page are empty.
 */
async function runFloor(browser, floor) {
  const opened = await throttledPage(browser, FLOOR);
  const { context, page, waitFor } = opened;
  const out = { app: FLOOR_NAME, homeScriptsKb: Math.round(floor.scriptGzipBytes / 1024) };
  try {
    await page.goto(floor.url, { waitUntil: 'commit' });
    await waitFor('back');
    out.returningMs = Math.round(await page.evaluate(() => window.__m.back));
    out.menuToRowsMs = await menuClickToRows(opened, FLOOR);
  } catch (error) {
    out.error = String(error).split('\n')[0].slice(0, 200);
  }
  await context.close().catch(() => undefined);
  return out;
}

/** Each figure a run gives, in the headline table's order, with its column's title. */
export const FIGURE_TITLES = {
  formMs: 'form usable',
  inputDelayMs: 'worst input delay while it loads',
  loginToHomeMs: 'login click → home rows',
  menuToRowsMs: 'sidebar click → next rows',
  returningMs: 'returning user → rows',
  homeScriptsKb: 'JS to the home (gzip KB)',
};
const FIGURES = Object.keys(FIGURE_TITLES);

export async function measurePeers({ chromiumPath }) {
  try {
    if (!(await fetch(RA_URL)).ok) throw new Error(`${RA_URL} answered with an error`);
  } catch (error) {
    throw new Error(
      `react-admin's demo does not answer at ${RA_URL} (${error.message}): build and serve it as ../shared/peers/README.md says, or set RA_URL.`,
    );
  }
  const server = await startServer(8296);
  const base = server.base.replace('localhost', '127.0.0.1');
  const apps = { ra: reactAdmin, ...roles(base) };
  const names = [
    'ra',
    'captain',
    'captain@remembered',
    'inventory-manager',
    'inventory-manager@remembered',
    'admin',
    'admin@remembered',
    // The other roles, for the sidebar's and the reload's targets (every role): signed in here before only, since
    // a remembered role changes what the login page loads ahead, not what a menu click or a reload does.
    'procurement-manager@remembered',
    'fleet-manager@remembered',
    'inventory-in-charge@remembered',
  ];
  const floor = await serveFloor('grid');
  names.push(FLOOR_NAME);
  const browser = await launchChromium(chromiumPath);
  const rows = [];
  try {
    for (let index = 0; index < RUNS; index += 1) {
      for (const name of names) {
        const row = name === FLOOR_NAME ? await runFloor(browser, floor) : await run(browser, apps, name);
        console.error(JSON.stringify({ run: index, ...row }));
        rows.push(row);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    await floor.stop();
  }
  const medians = Object.fromEntries(
    names.map((name) => {
      const own = rows.filter((row) => row.app === name);
      return [name, Object.fromEntries(FIGURES.map((key) => [key, median(own.map((row) => row[key]))]))];
    }),
  );
  return report(medians, rows);
}

const label = (name) =>
  name === 'ra'
    ? 'react-admin demo'
    : name === FLOOR_NAME
      ? "floor: React and the lists' grid alone, no app"
      : name.endsWith('@remembered')
        ? `${name.replace('@remembered', '')}, signed in here before`
        : `${name}, a browser never signed in`;

/** The headline table as ratios of the demo's figure, and the targets beside them. */
export function report(medians, rows) {
  const ra = medians.ra;
  const ratio = (value, peer) => (value == null || !peer ? '—' : `${(value / peer).toFixed(2)}×`);
  const cell = (name, key) => {
    const value = medians[name][key];
    if (value == null) return '—';
    return name === 'ra'
      ? value.toLocaleString('en-US')
      : `${value.toLocaleString('en-US')} (${ratio(value, ra[key])})`;
  };
  const names = Object.keys(medians);
  const table = [
    `| | ${FIGURES.map((figure) => FIGURE_TITLES[figure]).join(' | ')} |`,
    '|---|---:|---:|---:|---:|---:|---:|',
    ...names.map(
      (name) =>
        `| ${label(name)} | ${cell(name, 'formMs')} | ${medians[name].inputDelayMs ?? '—'} | ${cell(name, 'loginToHomeMs')} | ${cell(name, 'menuToRowsMs')} | ${cell(name, 'returningMs')} | ${medians[name].homeScriptsKb ?? '—'} |`,
    ),
  ].join('\n');
  const ours = names.filter((name) => name !== 'ra' && name !== FLOOR_NAME);
  const worst = (key, filter) =>
    Math.max(...ours.filter(filter).map((name) => (medians[name][key] ?? Infinity) / ra[key]));
  const verdict = (value, goal) => (value <= goal ? 'met' : 'missed');
  const remembered = (name) => name.endsWith('@remembered');
  const namedForLogin = (name) => LOGIN_TARGET_ROLES.includes(name.replace(/@remembered$/, ''));
  const login = worst('loginToHomeMs', (name) => namedForLogin(name) && remembered(name));
  const loginNew = worst('loginToHomeMs', (name) => namedForLogin(name) && !remembered(name));
  const menu = worst('menuToRowsMs', () => true);
  const back = worst('returningMs', () => true);
  const failed = rows.filter((row) => row.error);
  // What no app drawing its lists with ag-grid can go below, as a ratio of the demo's: said beside each target.
  const floor = medians[FLOOR_NAME];
  const floorOf = (key, what) => (floor?.[key] == null ? '' : ` (${what}: ${ratio(floor[key], ra[key])})`);
  const targets = [
    `Login click → the home's usable rows beside react-admin's demo in the same run (medians of ${RUNS}, 4x throttling, cache off): at most 0.5× for a browser that signed in before, the worst of the captain, the inventory-manager and the admin ${login.toFixed(2)}× — **${verdict(login, 0.5)}**; at most 0.8× for one that never did, the worst ${loginNew.toFixed(2)}× — **${verdict(loginNew, 0.8)}**.`,
    `Sidebar click → the next list's rows at most 0.5× the demo's, every role: the worst ${menu.toFixed(2)}× — **${verdict(menu, 0.5)}**${floorOf('menuToRowsMs', "React and the lists' grid alone, a link drawing the next grid")}.`,
    `Returning user (reload, session kept) → the home's rows at most 0.75× the demo's: the worst ${back.toFixed(2)}× — **${verdict(back, 0.75)}**${floorOf('returningMs', "React and the lists' grid alone, navigation → rows")}.`,
  ];
  const markdown = [
    "## Beside react-admin's demo",
    '',
    `react-admin's public demo (Posters Galore, with its fake backend's 300 ms delay) and this product, interleaved run by run in one run (\`pnpm bench --only peers\`, scripts/bench/peers.mjs; the demo built and served as ../shared/peers/README.md says): headless Chromium at 4x CPU throttling, the cache off, a fresh context each run; medians of ${RUNS}, in ms, each figure's ratio to the demo's in brackets. Each role's home is its own (the admin's the dashboard, the procurement-manager's and the inventory-manager's Vendors, the fleet-manager's Vehicles, the inventory-in-charge's Categories, the captain's Shipments); the next list is the captain's Vehicles, the procurement-manager's Purchases and every other role's Sales; the demo's home is its orders, its next list its invoices. "Signed in here before": the browser holds the role it last signed in as, which is all such a sign-in leaves behind. The worst input delay is the longest wait of a key typed into the e-mail field while the login page loads what it loads when idle (events of 16 ms or more; 0: none that long). The floor is React and the lists' grid alone in the same run (scripts/bench/floors.mjs, \`grid\`: ag-grid with the lists' modules and its Quartz theme, five rows of five columns written into its one script; no app, no login, no server read): its returning user's column is navigation → its rows, its sidebar column a link that draws the next grid, of other columns, in its place; no app that draws its lists with ag-grid goes below it.`,
    '',
    table,
    '',
    "Where the login click's time goes, for a browser signed in here before (the captain, at the same throttling): nothing is downloaded after the click but the login's answer and the home's first read, which is back within about 0.45 s; the rest is the main thread drawing the layout and the home for the first time. Profiled on 2026-11-29, a trace counted 2.6 s of running scripts and 0.5 s of computing styles and layout; a CPU profile shared the scripts among ag-grid creating the grid (about a third), React rendering (a fifth) and antd's CSS-in-JS writing the components' styles (a quarter). Part of the scripts' time was V8 compiling each function at its first call: a trace of 2026-11-30 counted 1.5 s of compiling on the main thread after the click (with a build running beside it). Every chunk but the entries now starts with V8's hint to compile it whole as it streams in, on a background thread (tooling/compile-eagerly.mjs), and the same trace counts 24 ms. antd's share went next: since 2026-11-30 antd draws from its own stylesheet, loaded with its chunk while the login page is idle, instead of writing each component's styles as it first renders (host/src/theme/theme-provider.tsx; beside the build before in one run, login click → rows 0.62× to 0.88× as long).\n\nThe inventory roles' homes draw the products low on stock above their list, in an antd Table. Since 2026-12-01 its code is loaded with the home's while the login page waits, and its rows are read with the list's right after the login answer, so the home draws whole at once instead of the panel's spinner first; and its table scrolls sideways by CSS instead of by Table's own measuring of its columns, which forced a layout and a second render (rc-table's own time in the click 199 → 18 ms, four profiled runs). Side by side in one run (the inventory-manager signed in here before, 9 runs interleaved, medians; the build before, the panel loaded ahead alone, both): the list's rows 2,923, 3,326 and 2,894 ms after the click, the panel's rows 3,284, 2,785 and 2,425 ms, the whole home 3,284, 3,326 and 2,894 ms.\n\nThe menu click to a list the page has not drawn a grid for yet (the admin's Sales after the dashboard) pays ag-grid's first grid the same way; to one after a grid (the captain's Vehicles) it is about 1 s.\n\nWhere a returning user's reload goes (the captain, 2026-12-01, the cache off): the main thread is busy four fifths of the time until the rows show, running scripts (React's first render of the layout and the home about a quarter) and evaluating the chunks, and waits on the remote's chain of files (remotes.json, its manifest, its entry, its chunks) for the rest. Two things changed that day: the server sends each file as the build compressed it, instead of compressing all of them again on every page load on the cores the browser also uses (tooling/precompressed-files.mjs; the server's CPU for three such visits 4.88 s → 1.18 s, reload → rows 0.88× beside the build before), and the remote loader no longer waits for antd's files before it asks for the remote.\n\nWhere the menu click's time goes (the captain's Vehicles after its home, 2026-12-01, at the same throttling): the list's read is back within about 170 ms of the click, and the rest is the main thread building the grid; about a fifth of the click's time went to style computations ag-grid forces, measuring each header cell's height as it adds it and reading a computed style to look for its old stylesheet. Patched out (the header cells measured by their resize observer alone, the look skipped) and run beside the same build unpatched, 11 runs interleaved: menu click 1,015 → 1,080 ms, reload 2,879 → 2,790 ms, login click 2,290 → 2,113 ms; the inventory-manager's Sales, the list with the most columns, in two runs of 9: menu click 1,258 → 1,166 and 1,212 → 1,067 ms, single runs spreading from about 870 to 1,610 ms in both builds. No clear margin (the styles are computed at the next measurement instead), so ag-grid stays as published. Tried and left out the same day: the grid created only once its width is known, so that its columns are laid out once, at their widths, instead of first at their minimums and again a moment later; 10 rounds with `pnpm bench:compare` (the captain, the inventory-manager and the admin, signed in here before) gave login click → rows 1.08× (0.83–1.76), 0.97× (0.70–1.21) and 1.02× (0.65–2.69), sidebar click → rows 1.03×, 1.23× and 0.94×: no clear difference in any figure.\n\nAfter that day's two changes, a CPU profile of the captain's reload found the main thread idle only about 4% of the time until the rows: the remote's files are all in by about half of it, and ag-grid's first grid takes about a quarter. Tried and left out on 2026-12-01: the host's entry starting the remote of the role this browser last signed in as, and the page's code, beside the app's own start instead of once the app has drawn its layout (the remote's list asked for 0.27 to 0.55 s sooner in single traces of the reload); beside the build before, interleaved, reload → rows 3,349 → 3,331 ms for the captain (15 runs) and 3,888 → 3,835 ms for the inventory-manager (9 runs): no margin, since the main thread is busy nearly all that time anyway (a trace counted 2.93 s of tasks in the first 3 s), and the remote's files, in sooner, wait for it.\n\nTried and left out on the same day, measured with `pnpm bench:compare` (the inventory-manager signed in here before, each round both builds, the intervals the sign test's at 99%): rc-table measuring the scrollbar's width as every antd Table mounts (it adds a style and an element to the page and reads a layout, two full style computations more), patched to measure only under a fixed header, the one layout that uses it; two traces of the login click counted 17% and 22% less main-thread time, but 10 rounds gave login click → rows 0.88× (0.61–1.25), reload 0.91× (0.76–1.34): no clear difference. For scale, a build whose home draws no low-stock panel at all, in 6 interleaved rounds compared the same way at 95%, gave 0.80× (0.69–1.05): the panel is at most about a fifth of that click. On 2026-12-05 the panel drawn as a plain HTML table instead of antd's Table (an experiment, without the Table's pager or look), beside the build before, 10 rounds, the inventory-manager signed in here before, intervals at 99%: login click → rows 1.00× (0.52–1.08), sidebar click → rows 0.93× (0.67–1.58), reload → rows 0.98× (0.84–1.22): antd's Table is not what that click waits for, so the panel keeps it.\n\nTried and left out on 2026-12-02, for a browser never signed in (which remote the login will need is unknown): the login page reading /remotes.json and every remote's manifest while idle, and antd's Table (every home draws one), so that after the login only the remote's code is left to download; its entry was asked for about 0.1 s sooner in single traces. With `pnpm bench:compare`, 10 rounds, login click → rows 1.03× (0.93–2.20) for the captain and 0.95× (0.58–1.19) for the inventory-manager: no clear difference, since the main thread, not the chain of requests, holds that click. How the rows are seen counts too: the side-by-side script looks for them at every animation frame, computing styles and layout once a cell exists; with a mutation observer marking the first cell instead, the same check running beside it moved that mark from 1,490 to 1,806 ms for the inventory-manager signed in here before (medians, 8 runs each, interleaved) and from 1,393 to 1,621 ms for the captain (6 each). The demo's rows are looked for the same way.\n\nLooked at on 2026-12-03 and left as it is: whether the script's look for the rows, made at the start of each frame (a layout it forces there is done again if ag-grid changes the grid later in the same frame), weighs on this product more than on the demo. With the look made once the frame is drawn, and counted only when nothing changed the page since, one run of 6 rounds (signed in here before, interleaved, medians) gave: login click → rows 2,577 → 1,548 ms for the demo, 1,335 → 942 for the captain, 1,464 → 1,518 for the inventory-manager; sidebar click 2,185 → 2,324, 780 → 972 and 928 → 1,080; reload 2,862 → 2,267, 2,428 → 2,075 and 2,050 → 2,463. The ratios come out no better (login 0.52× → 0.61× and 0.57× → 0.98×), so the look stays the one ../shared/peers uses.\n\nWhere the captain's reload goes, profiled on 2026-12-03 (three reloads at 4x, the CPU profiles read through the source maps): evaluating the modules about 320 ms a reload, about 160 ms of it the shared contracts building their zod schemas, every resource's (purchases, transfers, sales, inventories and more) where the home reads shipments; ag-grid creating the first grid about 470 ms, with the 160 KB of CSS its theme writes into the page then (its parameters 60 KB, its icons 50 KB, its core 33 KB). React's renders are not where it goes: 317 renders of components in 14 commits until the rows, 141 of them the first drawing; after it the sidebar and its menu did not render again, the user menu once, when its profile came. Tried and left out the same day: ag-grid drawing a page's rows at once instead of over animation frames (`suppressAnimationFrame`); `pnpm bench:compare`, 8 rounds, signed in here before: sidebar click → rows 0.85× (0.76–1.75) for the captain and 0.93× (0.56–1.31) for the admin, login click → rows 0.94× and 1.04×, reload 1.02× and 1.14×: no clear difference.\n\nTried and left out on the same day: a returning user's reload asking for the layout's code beside the remote's and the page's, instead of when its first render asks for it, once antd has arrived (the layout's chunk was asked for 0.7 to 0.95 s sooner in single traces of the captain's reload). `pnpm bench:compare`, 10 rounds, signed in here before: reload → rows 0.97× (0.65–1.23) for the captain and 1.00× (0.69–1.34) for the inventory-manager, no clear difference in any figure: the main thread, not the chain of files, holds the reload.\n\nLooked at on 2026-12-04: the inventory-manager's login click took about 1.5× the procurement-manager's in the run of 2026-12-01 (2,926 and 1,980 ms), both homes their Vendors. Interleaved on one build, each round both roles: with the inventory-manager first in each round, 1,524 against 989 ms (5 rounds, medians); with the procurement-manager first, 1,229 against 1,237 (6 rounds). The captain run twice in each round, 8 rounds, gave 1,153 and 1,142 ms for the login click, 736 and 796 for the menu click, 2,689 and 2,825 for the reload, the first of a round the slower in 5, 1 and 2 rounds of 8. So the gap was the runs' own spread, not the inventory roles' low-stock panel, and a run's place in its round moves nothing beyond it. The same day, ag-grid's theme as a stylesheet of its own, instead of the 160 KB of CSS it writes into the page: three traces of the captain's reload (4x) counted 149 to 205 ms of computing styles and 51 to 96 ms of parsing stylesheets in all, antd's and the app's included, of 2.6 to 3.6 s until the rows; a stylesheet could move only part of that, so the theme stays as ag-grid writes it.\n\nTried and left out on 2026-12-04: ag-grid through a door of the host's (one shared copy for every remote, which registered the grid's modules), loaded on the login page while idle whichever role signs in, so that a browser never signed in here no longer downloads it (about 210 KB gzip) with the remote after the click. `pnpm bench:compare` beside the build before, intervals at 99%: for a browser never signed in, login click → rows 0.92× (0.69–1.18), 0.88× (0.59–1.09) and 0.90× (0.65–1.11) for the captain in three runs of 8, 10 and 8 rounds, 0.90× (0.80–0.97) over their 26 rounds together; 0.93× and 1.01× for the inventory-manager, 0.96× (0.81–1.14) over 18; for the captain signed in here before 1.15× (0.88–1.42), 8 rounds; the worst input delay while the login page loads 1.15× to 1.93× in the six comparisons (medians of 15 to 27 ms before, 19 to 45 ms after), none of these clear. A tenth off one role's figure, none for another and perhaps a loss where the role is remembered does not pay for sharing a library that holds no state across the boundary, so each remote still bundles its own.\n\nKept since 2026-12-04: the admin's dashboard, the one home that draws no list, draws a list page of sample rows out of sight once it is idle after its figures, and removes it a second later (shared/src/ui/table-warm-up.tsx), so that the first list the menu opens does not pay for ag-grid's and the table's code running for the first time. Measured before, on one build: the admin's Sales 1,014 ms after the click when the dashboard was the page's first screen, 709 ms when another list had been drawn before (medians of 8, interleaved). `pnpm bench:compare` beside the build before, intervals at 99%: sidebar click → rows 0.76× (0.48–0.86) for the admin signed in here before and 0.75× (0.56–1.16) for a browser never signed in, 10 rounds, the other figures no different; two earlier runs of 8 rounds gave 0.79× (0.54–0.98) and 0.68× (0.46–1.10). The grid alone drawn ahead, instead of the whole list page, gave 0.81× and 0.88×, neither clear. Tried and left out on 2026-12-05: the same list drawn out of sight on the login page, by the remote of the role this browser last signed in as (a `TableWarmUp` it exposed beside `./app`), once that remote and its home's code were in and the person had paused typing for half a second, so that the home after the login click would not run the grid's and the table's code for the first time. `pnpm bench:compare`, 10 rounds, signed in here before, intervals at 99%: login click → rows 0.93× (0.74–1.81) for the inventory-manager and 1.01× (0.82–1.72) for the captain, sidebar click → rows 1.10× (0.64–2.04) and 0.90× (0.60–1.18), the worst input delay while the login page loads 0.70× and 1.26×: no clear difference. Unlike the admin's menu click after the dashboard, the login click draws the layout and the home's other parts for the first time as well, and what a sample list runs ahead is a small part of it; so the login page draws nothing ahead.\n\nWhere the sidebar click goes, looked at on 2026-12-04 (the fleet-manager's Sales after its Vehicles, signed in here before, at the same throttling): traces of three clicks (860 to 883 ms) found the main thread busy 674 to 800 ms of it. React draws the new page in slices of 5 ms for about 200 ms, commits it in one task of about 220 ms in which ag-grid creates the grid, ag-grid's own queue runs for about 45 ms, and one more task of about 230 ms draws the rows; the page's reads are back within about 90 ms and wait for the main thread. A CPU profile of three more, read through the source maps, gave ag-grid about 330 ms (its code, and the style computations and layouts it forces as it measures), React about 140 and antd about 90. Interleaved in one run an hour later, 8 pairs signed in here before, the fleet-manager's Sales after its Vehicles and the inventory-manager's after its Vendors took 1,268 and 1,064 ms (medians): neither role's list is slower by itself, and the same clicks took nearly half as long again as in the traces an hour before. Tried and left out the same day, each measured beside the build without it: ag-grid takes its 160 KB of CSS out of the page when the last grid goes and writes it in again for the next list's (a mutation observer counted its 18 style elements removed and written again at the fleet-manager's click); left in the page by a patch to ag-grid (`pnpm patch` of ag-stack), the menu click alone gave 968 → 942 ms for the inventory-manager never signed in (medians of 20 interleaved pairs, the ratio's median 0.95, faster in 12 of 20), and `pnpm bench:compare`, 8 rounds, never signed in, sidebar click → rows 1.00× (0.61–1.95) for the inventory-manager and 0.88× (0.48–1.21) for the admin: no clear margin, so ag-grid is still used as published. For the fleet-manager signed in here before, interleaved pairs of menu clicks: the headers measured by ag-grid no more (one line each, no automatic height), 10 pairs: 902 → 894 ms, the ratio's median 1.00. A page whose code is already in drawn at once instead of through React's lazy component: 929 → 913 ms, 0.95, faster in 6 of 10; with the router's transitions off as well, so that the page draws in one piece instead of in slices, 1,125 → 1,294 ms (1.15×, slower). For the login click of a browser never signed in (the inventory-manager, three CPU profiles), zod building the contracts' schemas as the remote's modules run took about 70 ms of about 3 s, so schemas built only when first used could take at most about 3% off it.\n\nTried and left out on 2026-12-04: antd's stylesheet cut to the components the product draws, 1,018 KB → 727 KB (110 → 79 KB gzip), extracted by @ant-design/static-style-extract, which with every component named gives antd's own stylesheet byte for byte. `pnpm bench:compare`, 8 rounds, intervals at 99%: sidebar click → rows 0.96× (0.50–1.31) for the fleet-manager and 0.94× (0.73–1.21) for the inventory-in-charge signed in here before, 1.12× (0.43–1.83) for the inventory-manager never signed in; reload → rows 0.95×, 0.92× and 1.00×; login click → rows 1.01×, 0.88× and 1.05×: no clear difference. Traces of the inventory-in-charge's reload (4x, four of each build, interleaved) counted 281 to 403 ms of style computations with the whole stylesheet and 272 to 328 ms with the cut one, of 3.4 to 4.3 s until the rows: the rules of components not drawn are rules no element's classes lead to, so they cost little at each computation. A build step, and a list of the components antd draws inside others that it would have to be kept told of, are not worth that, so the host still loads antd's stylesheet whole.\n\nLooked at on 2026-12-04, with the floor beside the demo: in the run above the floor's navigation → rows took 0.59× the demo's reload and its link → the next grid 0.14× the demo's sidebar click, where the roles took 0.63× to 1.03× and 0.31× to 0.52×; so neither target is out of ag-grid's reach, and most of what lies above the floor is the app's. Where, for the fleet-manager's Sales after its Vehicles (signed in here before, the same throttling): (1) The grid's own settings, in floor pages built apart with ag-grid's settings as the lists have them, 7 rounds interleaved, medians: five plain columns 482 ms from the link to the rows, ten 452, ten with the selection column, a pinned actions column drawn by React, React header cells of automatic height, tooltips and one cell drawn by React 636; with the React header cells, their automatic height or the actions column left out in turn 690, 609 and 656, within the runs' spread. So the lists' settings cost about a third more than a plain grid, some 150 ms of a click of 1,500 to 2,000 ms at that hour. (2) The page around the grid, left out of a build of the remote and run beside the build as it is, in interleaved pairs: the toolbar (search, the dropdown filters, the date range, Reset filters, Export, View) 1,976 → 1,552 ms, the ratio's median 0.78, faster in 8 of 8 pairs; the toolbar, the title, the selection bar and the pager together 0.81, 8 of 8; of the toolbar's parts alone, the date range 0.89 (7 of 8) and 0.94 (7 of 10) in two runs, Export and View 0.96 (5 of 8), the dropdown filters 1.01 (4 of 8). So the toolbar is about a fifth of the click, spread over its parts, the date range the largest at up to a tenth; the picker's own scripts took about 30 ms of a click in the profile of (3), so what it costs is mostly the styles and layout of what it draws. (3) A CPU profile of three clicks, read through the source maps: ag-grid measuring elements as it builds the grid (its header cells' automatic height above all) and reading a style once its theme is in, the style computations those force counted in, about a quarter of the scripts' time; as measured before, leaving one of those out moves the computation to the next. Tried and left out on 2026-12-05: the toolbar drawn only once the grid's first rows were painted (a box of its height in its place until then; on a phone, an empty list or a failed read, at once). `pnpm bench:compare`, 8 rounds, signed in here before, intervals at 99%: login click → rows 1.03× (0.68–1.19) for the inventory-manager and 0.86× (0.59–1.12) for the captain, sidebar click → rows 1.01× (0.74–1.15) and 0.96× (0.53–1.14), reload → rows 0.99× (0.80–1.28) and 0.91× (0.86–1.00): no clear margin for drawing a page in two steps (what leaving the toolbar out altogether had seemed to win did not come back), so the toolbar is still drawn with the rest of the page.\n\nTried and left out later on 2026-12-04: antd's theme variables declared once, on the root element. antd gives every component it draws the theme's class and writes its 381 token variables under that class (and each component's own under that class and the component's), so every antd element on a page (55 on the fleet-manager's Vehicles) declares them all again. With each block antd writes moved to `:root` as it is written (a mutation observer on the page's head rewriting the rule's selector), six screenshots (light and dark, a dropdown filter, a row's menu, a dialog) were the same byte for byte. The same move made on a drawn page just before the menu click gave, in interleaved pairs (the fleet-manager's Sales after its Vehicles, signed in), the ratio's median 0.88, faster in 7 of 10 pairs, and with the tokens' block alone 0.89, faster in 11 of 14; built in, `pnpm bench:compare`, 10 rounds, signed in here before, intervals at 99%: with every block moved, sidebar click → rows 1.11× (1.02–1.58) for the inventory-manager, slower, and 1.16× (0.63–1.97) for the captain; with the tokens' block alone, 1.36× (0.45–2.15) and 1.08× (0.66–1.65); the other figures no different. So antd's variables stay where antd writes them.\n\nRuns on this machine move by a quarter and more from one to the next. Between the runs of 2026-12-01 and 2026-12-04 the demo's own figures moved from 3,562 to 2,282 ms (login click) and from 4,717 to 3,101 ms (reload), the inventory-manager never signed in here from 0.85× to 0.98× of the demo's login click, the inventory-in-charge's reload from 1.06× to 0.80×; the product's changes between them were to what its screens say when a read fails or the connection drops, and a home's scripts grew by 5 to 6 KB gzip.",
    ...(failed.length
      ? ['', `Runs that failed: ${failed.map((row) => `${row.app} (${row.error})`).join('; ')}.`]
      : []),
  ].join('\n');
  return { targets, markdown };
}
