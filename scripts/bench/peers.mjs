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
    'Where these clicks spend their time, what was changed for them and what was tried and left out, each with its measurement: docs/performance.md.',
    ...(failed.length
      ? ['', `Runs that failed: ${failed.map((row) => `${row.app} (${row.error})`).join('; ')}.`]
      : []),
  ].join('\n');
  return { targets, markdown };
}
