// Releasing and rolling back a remote: each release is built into a folder of its own under the releases folder,
// checked against the shared versions the host provides, and made live by switching the remotes manifest
// (/remotes.json) atomically. What was live before is recorded, so a rollback returns to it. The host's files are
// never touched: people get the new (or previous) remote on their next page load.
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

export const SHARED_PACKAGE = '@logistics/shared';
export const remoteNames = [
  'remote-admin',
  'remote-procurement',
  'remote-fleet',
  'remote-inventory',
  'remote-captain',
];

/** What the release of one remote records beside its files (release.json), and what the admin is shown. */
export const RELEASE_FILE = 'release.json';
/** Which release of each remote is live and which were live before it (newest last). */
export const STATE_FILE = 'releases.json';

export class ReleaseError extends Error {
  name = 'ReleaseError';
}

/** Where a remote's own build folder is served when no release of it is live (the server's default). */
export const buildEntry = (remote) => `/remotes/${remote}/mf-manifest.json`;
export const releaseEntry = (remote, id) => `/releases/${remote}/${id}/mf-manifest.json`;

/**
 * The folders the server and these commands agree on, from the same environment variables: RELEASES_DIR
 * (default DATA_DIR/releases, DATA_DIR defaulting to <root>/data) and REMOTES_MANIFEST (default
 * RELEASES_DIR/remotes.json), relative paths read from the repository root.
 */
export function releasePaths(root, env = process.env) {
  const absolute = (path) => (isAbsolute(path) ? path : resolve(root, path));
  const dataDir = absolute(env.DATA_DIR?.trim() || 'data');
  const releasesDir = absolute(env.RELEASES_DIR?.trim() || join(dataDir, 'releases'));
  const manifestFile = absolute(env.REMOTES_MANIFEST?.trim() || join(releasesDir, 'remotes.json'));
  return {
    releasesDir,
    manifestFile,
    hostDist: join(absolute(env.STATIC_ROOT?.trim() || '.'), 'host', 'dist'),
  };
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Written beside, then renamed over: a reader sees the old file or the new one, never half of one. */
export function writeJsonAtomically(file, value) {
  mkdirSync(join(file, '..'), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temporary, file);
}

/** The versions of @logistics/shared's modules a manifest provides (the host) or requires (a remote). */
function sharedEntries(manifest) {
  return (Array.isArray(manifest?.shared) ? manifest.shared : []).filter(
    (entry) => typeof entry?.name === 'string' && entry.name.startsWith(`${SHARED_PACKAGE}/`),
  );
}

/** The version of @logistics/shared a build was made from (each module of it carries the package's version). */
export function sharedVersionOf(manifest) {
  return sharedEntries(manifest).find((entry) => entry.version)?.version ?? null;
}

export function requiredRangesOf(manifest) {
  return [...new Set(sharedEntries(manifest).flatMap((entry) => entry.requiredVersion ?? []))];
}

/** The same rule as the host's check before it loads a remote: its version satisfies every range required. */
export function incompatibility(remote, manifest, provided, semver) {
  for (const range of requiredRangesOf(manifest)) {
    if (!semver.validRange(range) || !semver.satisfies(provided, range)) {
      return `${remote} was built for ${SHARED_PACKAGE} ${range}, but this host provides ${provided}.`;
    }
  }
  return null;
}

export function readState(releasesDir) {
  const file = join(releasesDir, STATE_FILE);
  return existsSync(file) ? readJson(file) : {};
}

/** The remotes manifest as served now: the file if there is one, each remote's build folder otherwise. */
export function readRemotesManifest(manifestFile) {
  const defaults = Object.fromEntries(remoteNames.map((name) => [name, { entry: buildEntry(name) }]));
  return existsSync(manifestFile) ? { ...defaults, ...readJson(manifestFile) } : defaults;
}

function assertRemote(remote) {
  if (!remoteNames.includes(remote)) {
    const named = remote ? `Unknown remote "${remote}". ` : '';
    throw new ReleaseError(`${named}Name one of: ${remoteNames.join(', ')}.`);
  }
}

/** A sortable, URL-safe name for a release: its build time (UTC) and, when known, the commit. */
export function releaseId(now, commit) {
  const time = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return commit ? `${time}-${commit.slice(0, 8)}` : time;
}

/**
 * Builds `remote` into RELEASES_DIR/<remote>/<id>/, refuses it (and removes the folder) unless the host's build
 * provides the shared versions it requires, then makes it live and records the release that was live before.
 * `build(remote, outputPath)` runs the build; `semver` is the semver package.
 * @returns {{ id: string, entry: string, previous: { id: string | null, entry: string } }}
 */
export async function release({ remote, root, env = process.env, build, semver, now = new Date(), commit }) {
  assertRemote(remote);
  const { releasesDir, manifestFile, hostDist } = releasePaths(root, env);
  const hostManifestFile = join(hostDist, 'mf-manifest.json');
  if (!existsSync(hostManifestFile)) {
    throw new ReleaseError(
      `The host is not built (${hostManifestFile} is missing): build it before a remote.`,
    );
  }
  const provided = sharedVersionOf(readJson(hostManifestFile));
  if (!provided) throw new ReleaseError(`${hostManifestFile} names no version of ${SHARED_PACKAGE}.`);

  const id = releaseId(now, commit);
  const folder = join(releasesDir, remote, id);
  if (existsSync(folder)) throw new ReleaseError(`${folder} exists already: release again in a second.`);
  await build(remote, folder);
  const manifest = readJson(join(folder, 'mf-manifest.json'));
  const problem = incompatibility(remote, manifest, provided, semver);
  if (problem) {
    rmSync(folder, { recursive: true, force: true });
    throw new ReleaseError(`${problem} Nothing was switched: release the host first.`);
  }
  writeJsonAtomically(join(folder, RELEASE_FILE), {
    remote,
    id,
    builtAt: now.toISOString(),
    commit: commit ?? null,
    sharedVersion: sharedVersionOf(manifest),
    requiredRanges: requiredRangesOf(manifest),
  });

  const remotes = readRemotesManifest(manifestFile);
  const state = readState(releasesDir);
  const current = state[remote]?.live ?? { id: null, entry: remotes[remote].entry };
  const live = { id, entry: releaseEntry(remote, id) };
  // The manifest first: if the state cannot be written after it, the release is live and the next release
  // still finds what it replaced in the manifest.
  writeJsonAtomically(manifestFile, { ...remotes, [remote]: { entry: live.entry } });
  writeJsonAtomically(join(releasesDir, STATE_FILE), {
    ...state,
    [remote]: { live, previous: [...(state[remote]?.previous ?? []), current] },
  });
  return { ...live, previous: current };
}

/**
 * Makes the release that was live before the current one of `remote` live again (the current one's folder is
 * kept: pages still open load their chunks from it).
 * @returns {{ id: string | null, entry: string, replaced: { id: string | null, entry: string } }}
 */
export function rollback({ remote, root, env = process.env }) {
  assertRemote(remote);
  const { releasesDir, manifestFile } = releasePaths(root, env);
  const state = readState(releasesDir);
  const previous = [...(state[remote]?.previous ?? [])];
  const back = previous.pop();
  if (!back) throw new ReleaseError(`${remote} has no earlier release to roll back to.`);
  const remotes = readRemotesManifest(manifestFile);
  writeJsonAtomically(manifestFile, { ...remotes, [remote]: { entry: back.entry } });
  writeJsonAtomically(join(releasesDir, STATE_FILE), { ...state, [remote]: { live: back, previous } });
  return { ...back, replaced: state[remote].live };
}

/** The semver package (a dependency of the host, which runs the same check in the browser). */
export function loadSemver(root) {
  return createRequire(join(root, 'host', 'package.json'))('semver');
}
