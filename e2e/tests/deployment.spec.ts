import { expect, test } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import { AppShell } from '../pages/app-shell';
import { hashFolder, repositoryRoot as root, untilAnswering } from '../pages/product-instances';
import { LoginPage } from '../pages/login-page';
import { copySeededData } from '../seeded-data.mjs';

/**
 * Independent deployment, against built folders: a new build of remote-fleet goes to its own folder on a
 * "CDN" (a plain static server on another origin), the host is pointed at it through the remotes manifest
 * alone, and the host's files stay byte for byte the same. This spec runs its own product instance, so the
 * manifest it rewrites touches no other spec.
 */
// Beside the suite's own port (E2E_PORT, 8181 by default), so two checkouts can run the suite side by side.
const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
const PRODUCT_PORT = E2E_PORT + 15;
const CDN_PORT = E2E_PORT + 16;
const product = `http://localhost:${PRODUCT_PORT}`;
const cdn = `http://localhost:${CDN_PORT}`;
const RELEASE_TEXT = 'Fleet release 2 is live';
/** Release 2's change inside shared/features: the vehicles list's search, the fleet-manager's home. */
const RELEASE_SEARCH = 'VIN of release 2';
/** The version of @logistics/shared the host was built with. */
const SHARED_VERSION = (
  JSON.parse(readFileSync(join(root, 'shared', 'package.json'), 'utf8')) as { version: string }
).version;

const [SHARED_MAJOR = 0, SHARED_MINOR = 0] = SHARED_VERSION.split('.').map(Number);
/** A range only the next major of @logistics/shared satisfies. */
const NEXT_MAJOR = `^${SHARED_MAJOR + 1}.0.0`;
/** What a remote built from the next minor of @logistics/shared requires (tooling/shared-range.mjs). */
const NEXT_MINOR = `^${SHARED_MAJOR}.${SHARED_MINOR + 1}.0`;
/** What a remote built from an older minor (x.0.0 of the host's major) requires. */
const FIRST_MINOR = `^${SHARED_MAJOR}.0.0`;

test.use({ baseURL: product });
test.describe.configure({ mode: 'serial' });

let workDir = '';
let manifestFile = '';
let sourceCopy = '';
let featuresCopy = '';
let server: ChildProcess | undefined;
let cdnServer: Server | undefined;
let hostHashBefore = '';

type Manifest = { shared: Array<{ name: string; requiredVersion?: string }> };

/** The ranges of @logistics/shared a built remote's manifest requires. */
function requiredRanges(folder: string): string[] {
  const manifest = JSON.parse(readFileSync(join(folder, 'mf-manifest.json'), 'utf8')) as Manifest;
  return [
    ...new Set(
      manifest.shared
        .filter((entry) => entry.name.startsWith('@logistics/shared/'))
        .flatMap((entry) => entry.requiredVersion ?? []),
    ),
  ];
}

function writeManifest(fleetEntry: string) {
  const remotes = [
    'remote-admin',
    'remote-procurement',
    'remote-fleet',
    'remote-inventory',
    'remote-captain',
  ];
  const manifest = Object.fromEntries(
    remotes.map((name) => [name, { entry: `/remotes/${name}/mf-manifest.json` }]),
  );
  manifest['remote-fleet'] = { entry: fleetEntry };
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.map': 'application/json',
};

/** Any static file server will do; this one adds the CORS header a CDN sends for cross-origin remotes. */
function startCdn(folder: string): Promise<Server> {
  const cdnServerInstance = createServer((request, response) => {
    const path = join(folder, decodeURIComponent(new URL(request.url ?? '/', cdn).pathname));
    try {
      if (!path.startsWith(folder)) throw new Error('outside');
      const body = readFileSync(path);
      response.writeHead(200, {
        'content-type': contentTypes[extname(path)] ?? 'application/octet-stream',
        'access-control-allow-origin': '*',
      });
      response.end(body);
    } catch {
      response.writeHead(404, { 'access-control-allow-origin': '*' }).end();
    }
  });
  return new Promise((resolve) => cdnServerInstance.listen(CDN_PORT, () => resolve(cdnServerInstance)));
}

test.beforeAll(async () => {
  test.setTimeout(420_000);
  hostHashBefore = hashFolder(join(root, 'host', 'dist'));
  workDir = mkdtempSync(join(tmpdir(), 'logistics-deploy-'));
  manifestFile = join(workDir, 'remotes.json');

  // Release 2 of remote-fleet: a patched copy of its sources (inside the app, so it resolves the same
  // packages) built into a new folder. The repository's own sources are never touched.
  sourceCopy = join(root, 'remote-fleet', `.e2e-src-${process.pid}`);
  cpSync(join(root, 'remote-fleet', 'src'), sourceCopy, { recursive: true });
  writeFileSync(
    join(sourceCopy, 'exposed.ts'),
    `import { createElement } from 'react';
import { useLocation } from '@logistics/shared/ui/router';
import type { RemoteAppProps } from '@logistics/shared/ui/remote-module';
import RemoteApp from './app';

/** Release 2: a visible banner, and a page that throws (to prove the host contains a crashing remote). */
export default function ReleaseTwo(props: RemoteAppProps) {
  if (useLocation().pathname.endsWith('/crash')) throw new Error('release 2 crashed on purpose');
  return createElement('div', null, createElement('p', null, ${JSON.stringify(RELEASE_TEXT)}), createElement(RemoteApp, props));
}
`,
  );
  // ... and a change inside shared/features: a screen's source, wherever it lives, is bundled into the remote
  // and ships with it (no module of shared/features is shared with the host).
  featuresCopy = join(root, 'shared', `.e2e-features-${process.pid}`);
  cpSync(join(root, 'shared', 'src', 'features'), featuresCopy, { recursive: true });
  const vehiclesPage = join(featuresCopy, 'vehicles', 'list-page.tsx');
  const pageSource = readFileSync(vehiclesPage, 'utf8');
  expect(pageSource).toContain(`searchLabel: 'VIN'`);
  writeFileSync(
    vehiclesPage,
    pageSource.replace(`searchLabel: 'VIN'`, `searchLabel: ${JSON.stringify(RELEASE_SEARCH)}`),
  );
  const release2 = join(workDir, 'cdn', 'remote-fleet', '2.0.0');
  const build = spawnSync(
    'npx',
    [
      'webpack',
      '--mode',
      'production',
      '--env',
      `outputPath=${release2}`,
      '--env',
      `sourceDir=${relative(join(root, 'remote-fleet'), sourceCopy)}`,
      '--env',
      `sharedFeaturesDir=${relative(join(root, 'shared'), featuresCopy)}`,
    ],
    { cwd: join(root, 'remote-fleet'), encoding: 'utf8', timeout: 400_000 },
  );
  expect(build.status, build.stderr + build.stdout).toBe(0);

  // The build derives the range it requires from the version of @logistics/shared it was built from.
  expect(requiredRanges(release2)).toEqual([`^${SHARED_MAJOR}.${SHARED_MINOR}.0`]);
  // The same code, as if built from the next major, from the next minor, and from an older minor of
  // @logistics/shared: its manifest requires what such a build requires.
  for (const [folder, range] of [
    ['3.0.0', NEXT_MAJOR],
    ['next-minor', NEXT_MINOR],
    ['first-minor', FIRST_MINOR],
  ] as const) {
    const release = join(workDir, 'cdn', 'remote-fleet', folder);
    cpSync(release2, release, { recursive: true });
    const manifestPath = join(release, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    for (const entry of manifest.shared) {
      if (entry.name.startsWith('@logistics/shared')) entry.requiredVersion = range;
    }
    writeFileSync(manifestPath, JSON.stringify(manifest));
  }

  cdnServer = await startCdn(join(workDir, 'cdn'));
  writeManifest('/remotes/remote-fleet/mf-manifest.json');
  const dataDir = join(workDir, 'data');
  copySeededData(dataDir);
  server = spawn(process.execPath, [join(root, 'server', 'dist', 'main.js')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(PRODUCT_PORT),
      DATA_DIR: dataDir,
      STATIC_ROOT: root,
      REMOTES_MANIFEST: manifestFile,
      REMOTE_ORIGINS: cdn,
      LOG_LEVEL: 'warn',
    },
  });
  await untilAnswering(product);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise<void>((resolve) => (cdnServer ? cdnServer.close(() => resolve()) : resolve()));
  if (sourceCopy) rmSync(sourceCopy, { recursive: true, force: true });
  if (featuresCopy) rmSync(featuresCopy, { recursive: true, force: true });
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test('pointing the manifest at a new remote-fleet build ships it without touching the host', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.loginAs('fleet-manager');
  const shell = new AppShell(page);
  expect(await shell.menuTitles()).toEqual(['Vehicles', 'Captains', 'Shipments', 'Sales']);
  await expect(page.getByText(RELEASE_TEXT)).toHaveCount(0);
  const search = page.getByRole('textbox', { name: /^Filter / });
  await expect(search).toHaveAttribute('placeholder', 'Filter VINs...');

  writeManifest(`${cdn}/remote-fleet/2.0.0/mf-manifest.json`);
  await page.reload();
  await expect(page.getByText(RELEASE_TEXT)).toBeVisible();
  await expect(shell.fallback).toHaveCount(0);
  // The change made inside shared/features is there too, though the host's own build holds the old module.
  await expect(search).toHaveAttribute('placeholder', `Filter ${RELEASE_SEARCH}s...`);

  // Rolling back is the same edit, back to the previous entry.
  writeManifest('/remotes/remote-fleet/mf-manifest.json');
  await page.reload();
  await expect(shell.menu).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(RELEASE_TEXT)).toHaveCount(0);
  await expect(search).toHaveAttribute('placeholder', 'Filter VINs...');

  expect(hashFolder(join(root, 'host', 'dist'))).toBe(hostHashBefore);
});

test('a remote built for another major of @logistics/shared is refused with a clear message', async ({
  page,
}) => {
  writeManifest(`${cdn}/remote-fleet/3.0.0/mf-manifest.json`);
  await new LoginPage(page).loginAs('fleet-manager');
  const shell = new AppShell(page);
  await expect(shell.fallback).toBeVisible();
  await expect(shell.fallback).toContainText(
    `remote-fleet was built for @logistics/shared ${NEXT_MAJOR}, but this host provides ${SHARED_VERSION}.`,
  );
  await expect(page.getByText(RELEASE_TEXT)).toHaveCount(0);
  expect(await shell.menuTitles()).toEqual(['Vehicles', 'Captains', 'Shipments', 'Sales']);
});

test('a remote built from a newer minor of @logistics/shared is refused before loading; one from an older minor loads', async ({
  page,
}) => {
  const entriesFetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/remoteEntry.js')) entriesFetched.push(request.url());
  });
  writeManifest(`${cdn}/remote-fleet/next-minor/mf-manifest.json`);
  await new LoginPage(page).loginAs('fleet-manager');
  const shell = new AppShell(page);
  await expect(shell.fallback).toBeVisible();
  await expect(shell.fallback).toContainText(
    `remote-fleet was built for @logistics/shared ${NEXT_MINOR}, but this host provides ${SHARED_VERSION}.`,
  );
  await expect(page.getByText(RELEASE_TEXT)).toHaveCount(0);
  // Refused on its manifest alone: none of its code was downloaded.
  expect(entriesFetched).toEqual([]);

  writeManifest(`${cdn}/remote-fleet/first-minor/mf-manifest.json`);
  await page.reload();
  await expect(page.getByText(RELEASE_TEXT)).toBeVisible();
  await expect(shell.fallback).toHaveCount(0);
  await expect(page.locator('.ag-row[row-index="0"]')).toContainText(/\w/);
  expect(entriesFetched).toEqual([`${cdn}/remote-fleet/first-minor/remoteEntry.js`]);
});

test('a remote that throws while rendering is contained; the sidebar still works', async ({ page }) => {
  writeManifest(`${cdn}/remote-fleet/2.0.0/mf-manifest.json`);
  await new LoginPage(page).loginAs('fleet-manager');
  await expect(page.getByText(RELEASE_TEXT)).toBeVisible();
  await page.goto('/fleet-manager/crash');
  const shell = new AppShell(page);
  await expect(shell.fallback).toBeVisible();
  await shell.open('Vehicles');
  await expect(page).toHaveURL(/\/fleet-manager\/vehicles$/);
  await expect(shell.fallback).toHaveCount(0);
  await expect(page.getByText(RELEASE_TEXT)).toBeVisible();
});
