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
import { FIGURES, FLOOR_NAME, RUNS, report } from './peers-report.mjs';
import { CPU_THROTTLING_RATE, launchChromium } from './processes.mjs';

const DEMO_PASSWORD = 'Passw0rd!';
const RA_URL = process.env.RA_URL ?? 'http://127.0.0.1:8302';
/** The role this product's login page remembers (host/src/auth/prepare-home.ts). */
const LAST_ROLE_STORAGE_KEY = 'logistics.lastRole';

/** React-admin's demo, served at RA_URL, as this product's roles are measured. */
export const reactAdmin = {
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
export async function throttledPage(browser, cfg, remembered) {
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

/**
 * On a page from `throttledPage`: the login form opened and usable, the e-mail typed as a person types while the
 * page loads what it loads when idle, the page settled, the password filled; then the login click → the home's rows.
 * `around.beforeClick` and `around.afterRows` run just before the click and once the rows show (a profiler's start
 * and stop). Returns the form's time, the worst input delay while typing and the click → rows, in ms.
 */
export async function loginClickToRows({ page, network, waitFor }, cfg, around = {}) {
  await page.goto(cfg.login, { waitUntil: 'commit' });
  await waitFor('form');
  const formMs = Math.round(await page.evaluate(() => window.__m.form));
  await page.locator(cfg.userSel).pressSequentially(cfg.creds[0], { delay: 120 });
  await settle(page, network);
  const inputDelayMs = Math.round(await page.evaluate(() => Math.max(0, ...window.__m.inputDelays)));
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
  await around.beforeClick?.();
  await page.click('button[type=submit]');
  await waitFor('home');
  await around.afterRows?.();
  const loginToHomeMs = Math.round(await page.evaluate(() => window.__m.home - window.__m.click));
  return { formMs, inputDelayMs, loginToHomeMs };
}

/**
 * Once the page has settled, the returning user's reload (the session kept) → the home's rows again, in ms since
 * the reload's navigation started. `around.beforeReload` and `around.afterRows` run just before the reload (once
 * the page has settled) and once the rows show (a profiler's start and stop).
 */
export async function reloadToRows({ page, network, waitFor }, around = {}) {
  await settle(page, network);
  await page.evaluate(() => sessionStorage.setItem('__reload', '1'));
  await around.beforeReload?.();
  await page.reload({ waitUntil: 'commit' });
  await waitFor('back');
  await around.afterRows?.();
  return Math.round(await page.evaluate(() => window.__m.back));
}

/** One run of one app (`role` or `role@remembered`, or `ra`): its figures, or `error`. */
export async function run(browser, apps, name) {
  const [base, remembered] = name.split('@');
  const cfg = apps[base];
  const opened = await throttledPage(browser, cfg, remembered && base);
  const { context, page } = opened;
  const out = { app: name };
  try {
    Object.assign(out, await loginClickToRows(opened, cfg));
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
    out.returningMs = await reloadToRows(opened);
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
