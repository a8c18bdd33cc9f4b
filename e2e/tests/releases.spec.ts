import { expect, test } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppShell } from '../pages/app-shell';
import {
  hashFolder,
  remoteEntriesLoaded,
  repositoryRoot as root,
  untilAnswering,
} from '../pages/product-instances';
import { LoginPage } from '../pages/login-page';
import { copySeededData } from '../seeded-data.mjs';

/**
 * `pnpm release` and `pnpm rollback` against a running product, with a person's page open: the release is built
 * into a folder of its own, the next page load gets it, a rollback gives the next page load the build before it,
 * and the host's files never change. This spec runs its own product instance and releases folder.
 */
const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
// Beside deployment.spec.ts's ports (E2E_PORT + 15 and + 16), so the two may run side by side.
const PRODUCT_PORT = E2E_PORT + 17;
const product = `http://localhost:${PRODUCT_PORT}`;
const SHARED_VERSION = (
  JSON.parse(readFileSync(join(root, 'shared', 'package.json'), 'utf8')) as { version: string }
).version;

test.use({ baseURL: product });
test.describe.configure({ mode: 'serial' });

let workDir = '';
let env: NodeJS.ProcessEnv = {};
let server: ChildProcess | undefined;

/** `pnpm release|rollback remote-fleet`, as an operator runs it beside the running server (same folders). */
function command(name: 'release' | 'rollback') {
  const result = spawnSync('node', [join(root, 'scripts', `${name}.mjs`), 'remote-fleet'], {
    cwd: root,
    env,
    encoding: 'utf8',
    timeout: 400_000,
  });
  expect(result.status, result.stderr + result.stdout).toBe(0);
  return result.stdout;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  workDir = mkdtempSync(join(tmpdir(), 'logistics-releases-'));
  const { REMOTES_MANIFEST: _ignored, ...inherited } = process.env;
  env = {
    ...inherited,
    DATA_DIR: join(workDir, 'data'),
    RELEASES_DIR: join(workDir, 'releases'),
    STATIC_ROOT: root,
  };
  copySeededData(join(workDir, 'data'));
  server = spawn(process.execPath, [join(root, 'server', 'dist', 'main.js')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, PORT: String(PRODUCT_PORT), LOG_LEVEL: 'warn' },
  });
  await untilAnswering(product);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

// One release serves the three tests (a build of remote-fleet is the slowest step of the suite): released and
// loaded, then shown to the admin while live, then rolled back.
let releaseId = '';
let hostBefore = '';

test('a release reaches the next page load while the open page goes on', async ({ page }) => {
  test.setTimeout(480_000);
  hostBefore = hashFolder(join(root, 'host', 'dist'));
  const loaded = remoteEntriesLoaded(page);
  await new LoginPage(page).loginAs('fleet-manager');
  const shell = new AppShell(page);
  const firstRow = page.locator('.ag-row[row-index="0"]');
  await expect(firstRow).toContainText(/\w/);
  expect(loaded).toEqual(['/remotes/remote-fleet']);

  // Released while the page is open: the open page goes on, the next page load gets the release.
  const released = command('release');
  releaseId = /remote-fleet (\S+) is live/.exec(released)?.[1] ?? '';
  expect(releaseId).not.toBe('');
  await page.reload();
  await expect(firstRow).toContainText(/\w/);
  await expect(shell.fallback).toHaveCount(0);
  expect(loaded).toEqual(['/remotes/remote-fleet', `/releases/remote-fleet/${releaseId}`]);
  const manifest = (await (
    await page.request.get(`/releases/remote-fleet/${releaseId}/mf-manifest.json`)
  ).json()) as {
    shared: Array<{ name: string; requiredVersion: string }>;
  };
  const [major, minor] = SHARED_VERSION.split('.');
  expect(manifest.shared.find((entry) => entry.name === '@logistics/shared/ui/antd')?.requiredVersion).toBe(
    `^${major}.${minor}.0`,
  );
});

test('the admin sees which build of the host and of each remote is live, and whether the host can load it', async ({
  page,
}) => {
  expect(releaseId, 'the release of the test before').not.toBe('');
  await new LoginPage(page).loginAs('admin');
  const shell = new AppShell(page);
  await shell.openUserMenu();
  await page.getByRole('menuitem', { name: 'Releases' }).click();
  const panel = page.getByRole('dialog', { name: 'Releases' });
  const row = (name: string) => panel.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row('host')).toContainText(`provides ${SHARED_VERSION}`);
  const [major, minor] = SHARED_VERSION.split('.');
  await expect(row('remote-fleet')).toContainText(releaseId);
  await expect(row('remote-fleet')).toContainText(
    `built from ${SHARED_VERSION}, requires ^${major}.${minor}.0`,
  );
  await expect(row('remote-fleet').getByText('Yes', { exact: true })).toBeVisible();
  await expect(row('remote-admin')).toContainText('its build folder');

  // Another role has no such entry.
  const fleet = await page.context().browser()!.newPage({ baseURL: product });
  await new LoginPage(fleet).loginAs('fleet-manager');
  await new AppShell(fleet).openUserMenu();
  await expect(fleet.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(fleet.getByRole('menuitem', { name: 'Releases' })).toHaveCount(0);
  await fleet.close();
});

test('a rollback returns the build live before to the next page load, the host unchanged', async ({
  page,
}) => {
  expect(releaseId, 'the release of the tests before').not.toBe('');
  const loaded = remoteEntriesLoaded(page);
  await new LoginPage(page).loginAs('fleet-manager');
  const shell = new AppShell(page);
  const firstRow = page.locator('.ag-row[row-index="0"]');
  await expect(firstRow).toContainText(/\w/);
  expect(loaded).toEqual([`/releases/remote-fleet/${releaseId}`]);

  expect(command('rollback')).toContain(`${releaseId} is not`);
  await page.reload();
  await expect(firstRow).toContainText(/\w/);
  await expect(shell.fallback).toHaveCount(0);
  expect(loaded).toEqual([`/releases/remote-fleet/${releaseId}`, '/remotes/remote-fleet']);

  expect(hashFolder(join(root, 'host', 'dist'))).toBe(hostBefore);
});
