// Lighthouse's mobile audit (its default: a mid-range phone's screen, simulated slow 4G and 4x CPU) of the login
// page and of the two homes used from a phone, the captain's and the inventory-in-charge's: the performance,
// accessibility and best-practices scores, and each audit below full marks in the last two, by name.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './bundles.mjs';
import { stopProcess, waitUntilAnswering } from './processes.mjs';

const DEMO_PASSWORD = 'Passw0rd!';
const DEBUGGING_PORT = 9339;
// Where the app keeps the session (shared/src/api/session.ts), as its login form leaves it.
const TOKEN_KEY = 'logistics.token';
const USER_NAME_KEY = 'logistics.user-name';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** The pages audited: who is signed in (none for the login page) and the path opened. */
const PAGES = [
  { name: 'Login page', role: null, path: '/authentication' },
  { name: "Captain's home (Shipments)", role: 'captain', path: '/captain' },
  {
    name: "Inventory-in-charge's home (Categories)",
    role: 'inventory-in-charge',
    path: '/inventory-in-charge',
  },
];

/** Chromium with a debugging port, for Lighthouse, and a profile of its own that the sign-in writes to. */
async function startChromium(chromiumPath) {
  const profile = mkdtempSync(join(tmpdir(), 'logistics-lighthouse-'));
  const child = spawn(
    chromiumPath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      `--remote-debugging-port=${DEBUGGING_PORT}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitUntilAnswering(`http://127.0.0.1:${DEBUGGING_PORT}/json/version`, {
    attempts: 120,
    intervalMs: 250,
  });
  return {
    async stop() {
      await stopProcess(child);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Leaves the browser's storage as the login form would for `role` (its token and name), or signed out; and empties
 * the HTTP cache, so that each audit loads the page as a first visit (Lighthouse is told to keep the storage).
 */
async function prepareSession(browser, base, role) {
  let session = null;
  if (role) {
    const answer = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${role}@example.com`, password: DEMO_PASSWORD }),
    });
    if (answer.status !== 200)
      throw new Error(`Signing in as ${role}: ${answer.status} ${await answer.text()}`);
    const { token, user } = await answer.json();
    session = { token, name: user.name };
  }
  const context = browser.contexts()[0];
  const page = await context.newPage();
  // A page of the app's origin that draws nothing: only its storage is wanted.
  await page.route(`${base}/lighthouse-sign-in`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Signing in</title>' }),
  );
  await page.goto(`${base}/lighthouse-sign-in`);
  await page.evaluate(
    ([keys, values]) => {
      localStorage.clear();
      if (values) {
        localStorage.setItem(keys[0], values.token);
        localStorage.setItem(keys[1], values.name);
      }
    },
    [[TOKEN_KEY, USER_NAME_KEY], session],
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}

const score = (category) => Math.round((category?.score ?? 0) * 100);
const millis = (audit) =>
  audit?.numericValue === undefined ? '?' : `${(audit.numericValue / 1000).toFixed(2)} s`;

export async function measureLighthouse({ chromiumPath }) {
  const { default: lighthouse } = await import('lighthouse');
  const { chromium } = await import('@playwright/test');
  const loadBefore = loadavg()[0];
  const server = await startServer(8297);
  const chrome = await startChromium(chromiumPath);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUGGING_PORT}`);
  const results = [];
  try {
    for (const page of PAGES) {
      await prepareSession(browser, server.base, page.role);
      const run = await lighthouse(`${server.base}${page.path}`, {
        port: DEBUGGING_PORT,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        disableStorageReset: true,
      });
      const { lhr } = run;
      if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.message}`);
      // The page Lighthouse ended on: a home that sent it to the login would be audited as the login.
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      const flagged = ['accessibility', 'best-practices'].flatMap((id) =>
        lhr.categories[id].auditRefs
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit.score !== null && audit.score < 1)
          .map((audit) => {
            // What Chromium's Issues panel held (a kind of issue each), where the audit says.
            const kinds = [
              ...new Set((audit.details?.items ?? []).map((item) => item.issueType).filter(Boolean)),
            ];
            return `${lhr.categories[id].title}: ${audit.title} (${audit.id}${kinds.length ? `: ${kinds.join(', ')}` : ''})`;
          }),
      );
      const result = {
        ...page,
        landed,
        performance: score(lhr.categories.performance),
        accessibility: score(lhr.categories.accessibility),
        bestPractices: score(lhr.categories['best-practices']),
        fcp: millis(lhr.audits['first-contentful-paint']),
        lcp: millis(lhr.audits['largest-contentful-paint']),
        tbt: `${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0)} ms`,
        cls: (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
        flagged,
        lighthouseVersion: lhr.lighthouseVersion,
      };
      results.push(result);
      console.log(
        `Lighthouse, ${page.name} (${landed}): performance ${result.performance}, accessibility ${result.accessibility}, best practices ${result.bestPractices}; FCP ${result.fcp}, LCP ${result.lcp}, TBT ${result.tbt}, CLS ${result.cls}` +
          (flagged.length ? `\n  flagged: ${flagged.join('\n  flagged: ')}` : ''),
      );
    }
  } finally {
    await browser.close().catch(() => undefined);
    await chrome.stop();
    await server.stop();
  }

  const loadAfter = loadavg()[0];
  const version = results[0]?.lighthouseVersion ?? 'unknown';
  const targets = [
    `Lighthouse mobile audit (${version}), performance / accessibility / best practices: ` +
      results
        .map((page) => `${page.name} ${page.performance} / ${page.accessibility} / ${page.bestPractices}`)
        .join('; ') +
      '.',
  ];
  const markdown = [
    `## Lighthouse (mobile, ${version})`,
    '',
    '| page | opened at | performance | accessibility | best practices | FCP | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (page) =>
        `| ${page.name} | ${page.landed} | ${page.performance} | ${page.accessibility} | ${page.bestPractices} | ${page.fcp} | ${page.lcp} | ${page.tbt} | ${page.cls} |`,
    ),
    '',
    "Lighthouse's default mobile settings: a 412 px wide phone screen, simulated slow 4G and a 4x slower CPU (its",
    'performance figures are computed from one load, so they move by several points from run to run). One run a',
    'page, each a first visit (storage and HTTP cache emptied, then the session of the role put where the login form',
    'leaves it). Lighthouse times what the page does on this machine and scales it, so a busy machine lowers the',
    `performance score: load average ${loadBefore.toFixed(1)} on ${cpus().length} cores when the section started,`,
    `${loadAfter.toFixed(1)} when it ended. Below full marks in accessibility and best practices:`,
    '',
    ...results.map((page) => `- ${page.name}: ${page.flagged.length ? page.flagged.join('; ') : 'nothing'}.`),
  ].join('\n');
  return { targets, markdown };
}
