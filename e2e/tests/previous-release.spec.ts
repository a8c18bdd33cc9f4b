import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { incompatibility, loadSemver, remoteNames, sharedVersionOf } from '../../scripts/releases.mjs';
import { AppShell } from '../pages/app-shell';
import { remoteEntriesLoaded, repositoryRoot as root, untilAnswering } from '../pages/product-instances';
import { LoginPage } from '../pages/login-page';
import { MasterDataPage } from '../pages/master-data';
import { copySeededData } from '../seeded-data.mjs';

/**
 * An old build beside a new one: the previous release of @logistics/shared (the last commit that changed
 * shared/package.json's version before this one), built by scripts/previous-release.mjs in the e2e global setup,
 * against this commit's build. Each case runs its own product instance, whose remotes manifest points
 * remote-fleet at the other side's build in a release folder. Whether the host may load the remote is read from
 * the two builds' manifests by the rule `pnpm release` applies, and the browser must show that.
 */
const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
// After deployment.spec.ts's (E2E_PORT + 15 and + 16) and releases.spec.ts's (+ 17) ports.
const TODAYS_HOST_PORT = E2E_PORT + 18;
const PREVIOUS_HOST_PORT = E2E_PORT + 19;
const REMOTE = 'remote-fleet';
const semver = loadSemver(root);

type PreviousRelease = { commit: string; version: string; folder: string };

/**
 * The previous release's build the global setup made (e2e/global-setup.ts); why it could not be made fails the
 * test with that reason, never skips it.
 */
function previousRelease(): PreviousRelease {
  const made = JSON.parse(
    process.env.PREVIOUS_RELEASE ?? '{"error":"the e2e global setup did not run (e2e/global-setup.ts)"}',
  ) as PreviousRelease | { error: string };
  if ('error' in made) throw new Error(`The previous release could not be built: ${made.error}`);
  return made;
}

test.describe.configure({ mode: 'serial' });

let workDir = '';
const servers: ChildProcess[] = [];
/** The remotes manifest of the previous release's host's instance, which its case rewrites. */
let previousHostManifest = '';

const readManifest = (dist: string): unknown =>
  JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as unknown;

/** Why a host built into `hostDist` refuses the remote built into `remoteDist`, or null if it may load it. */
function refusal(hostDist: string, remoteDist: string): string | null {
  const provided = sharedVersionOf(readManifest(hostDist));
  expect(provided, `${hostDist}/mf-manifest.json names no version of @logistics/shared`).toBeTruthy();
  return incompatibility(REMOTE, readManifest(remoteDist), provided, semver);
}

function writeRemotes(manifestFile: string, fleetEntry: string) {
  const remotes = Object.fromEntries(
    remoteNames.map((name: string) => [name, { entry: `/remotes/${name}/mf-manifest.json` }]),
  );
  writeFileSync(manifestFile, JSON.stringify({ ...remotes, [REMOTE]: { entry: fleetEntry } }, null, 2));
}

/**
 * The product at `port`: this commit's server with the host of `staticRoot`, and remote-fleet's `dist` copied
 * into its releases folder as release `id`, which the remotes manifest points at.
 */
async function startInstance(name: string, port: number, staticRoot: string, dist: string, id: string) {
  const dir = join(workDir, name);
  cpSync(dist, join(dir, 'releases', REMOTE, id), { recursive: true });
  const manifestFile = join(dir, 'remotes.json');
  writeRemotes(manifestFile, `/releases/${REMOTE}/${id}/mf-manifest.json`);
  copySeededData(join(dir, 'data'));
  const server = spawn(process.execPath, [join(root, 'server', 'dist', 'main.js')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: join(dir, 'data'),
      RELEASES_DIR: join(dir, 'releases'),
      REMOTES_MANIFEST: manifestFile,
      STATIC_ROOT: staticRoot,
      // 'error': the previous release's folder holds no build of the other remotes, which the server would warn of.
      LOG_LEVEL: 'error',
    },
  });
  servers.push(server);
  await untilAnswering(`http://localhost:${port}`, `the product instance on port ${port}`);
  return manifestFile;
}

/** The fleet-manager's work through remote-fleet: the home list, another list, a dialog and its save. */
async function useFleet(page: Page, tag: string) {
  const shell = new AppShell(page);
  const vehicles = new MasterDataPage(page, 'Vehicles', 'vin');
  await vehicles.ready();
  expect(await shell.menuTitles()).toEqual(['Vehicles', 'Captains', 'Shipments', 'Sales']);

  await shell.open('Captains');
  await new MasterDataPage(page, 'Captains', 'name').ready();
  await shell.open('Vehicles');
  await vehicles.ready();

  const vin = `PREV${tag}${Date.now()}`.slice(0, 20);
  await vehicles.createVan(vin, `P-${vin.slice(-8)}`);
  await vehicles.search(vin);
  await expect(vehicles.row(vin)).toContainText('Iveco Daily 2024');
  await expect(shell.fallback).toHaveCount(0);
}

/** The host's refusal in place of remote-fleet, none of whose code was downloaded; the sidebar still works. */
async function expectRefused(page: Page, message: string, loaded: string[]) {
  const shell = new AppShell(page);
  await expect(shell.fallback).toBeVisible();
  await expect(shell.fallback).toContainText(message);
  expect(loaded).toEqual([]);
  expect(await shell.menuTitles()).toEqual(['Vehicles', 'Captains', 'Shipments', 'Sales']);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const previous = previousRelease();
  workDir = mkdtempSync(join(tmpdir(), 'logistics-previous-release-'));
  const short = previous.commit.slice(0, 8);
  [, previousHostManifest] = await Promise.all([
    startInstance('todays-host', TODAYS_HOST_PORT, root, join(previous.folder, REMOTE, 'dist'), short),
    startInstance('previous-host', PREVIOUS_HOST_PORT, previous.folder, join(root, REMOTE, 'dist'), 'today'),
  ]);
});

test.afterAll(() => {
  for (const server of servers) server.kill('SIGTERM');
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test.describe("this commit's host", () => {
  test.use({ baseURL: `http://localhost:${TODAYS_HOST_PORT}` });

  test("the previous release's remote-fleet in this commit's host: home, a list, a dialog and a save", async ({
    page,
  }) => {
    const previous = previousRelease();
    const release = `/releases/${REMOTE}/${previous.commit.slice(0, 8)}`;
    const oldRemote = join(previous.folder, REMOTE, 'dist');
    // It is the previous release's build that is served: built from its version of @logistics/shared.
    expect(sharedVersionOf(readManifest(oldRemote))).toBe(previous.version);
    const refused = refusal(join(root, 'host', 'dist'), oldRemote);

    const loaded = remoteEntriesLoaded(page);
    await new LoginPage(page).loginAs('fleet-manager');
    if (refused) {
      await expectRefused(page, refused, loaded);
      return;
    }
    await useFleet(page, 'OLD');
    expect(loaded).toEqual([release]);
  });
});

test.describe("the previous release's host", () => {
  test.use({ baseURL: `http://localhost:${PREVIOUS_HOST_PORT}` });

  test("this commit's remote-fleet in the previous release's host: loaded or refused as their versions say", async ({
    page,
  }) => {
    const previous = previousRelease();
    const todaysRemote = join(root, REMOTE, 'dist');
    const previousHost = join(previous.folder, 'host', 'dist');
    expect(sharedVersionOf(readManifest(previousHost))).toBe(previous.version);
    const refused = refusal(previousHost, todaysRemote);

    const loaded = remoteEntriesLoaded(page);
    await new LoginPage(page).loginAs('fleet-manager');
    if (!refused) {
      await useFleet(page, 'NEW');
      expect(loaded).toEqual([`/releases/${REMOTE}/today`]);
      return;
    }
    // Built from a newer minor than the old host provides, it requires that minor (3.1.0 against 3.0.0, now).
    await expectRefused(page, refused, loaded);

    // The same host, pointed back at the remote of its own release, loads it: it was the versions that refused.
    writeRemotes(previousHostManifest, `/remotes/${REMOTE}/mf-manifest.json`);
    await page.reload();
    await new MasterDataPage(page, 'Vehicles', 'vin').ready();
    await expect(new AppShell(page).fallback).toHaveCount(0);
    expect(loaded).toEqual([`/remotes/${REMOTE}`]);
  });
});
