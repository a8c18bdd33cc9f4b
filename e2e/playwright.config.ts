import { defineConfig } from '@playwright/test';

/** The e2e suite runs the built product exactly as `npm start` serves it, on its own port and data folder. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: './tests',
  // The previous release's build, for the spec that runs it beside this one (global-setup.ts).
  globalSetup: './global-setup.ts',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Room for a slow machine with both cores busy, not for a slow product (what a user waits for is measured by
  // `pnpm bench`): on 2026-11-27's machine the suite ran about 1.7 times slower than where it was tuned, a page took
  // more than 10 s to show its heading while the other worker ran, and the two-person live-list tests took a minute.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // A failed test keeps its trace (every action's DOM, network and console) and a screenshot of the end, but the
    // trace films no screencast: recording one for every test took a third of the suite's CPU (dialogs.spec on
    // 2026-11-27: 345 s of CPU and 2.8 min with it, 215 s and 1.8 min without). `npm test` records none at all
    // (scripts/test.mjs says why).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    // The system's "reduce motion" setting, which the product follows: antd's dialogs, menus and drawers appear
    // without zooming or sliding. Animated, a dialog grew under the pointer between Playwright's mouse-down and
    // mouse-up on a busy machine, and the click was lost (a Keep editing, a Send password reset link that did
    // nothing, in CI on 2026-11-28). motion.spec.ts checks the animated path and the setting itself.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Each new context opens a window whose address bar preloads two WebUI pages in renderers of their own
        // (chrome://omnibox-popup.top-chrome): a sixth of the suite's CPU (dialogs.spec: 160 s, 133 s without).
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
      ],
    },
  },
  webServer: {
    command: 'node e2e/serve.mjs',
    cwd: '..',
    url: `http://localhost:${E2E_PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(E2E_PORT) },
  },
});
