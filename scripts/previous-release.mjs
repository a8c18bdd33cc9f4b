// The previous release of @logistics/shared, built: the host and remote-fleet as the last commit that changed
// shared/package.json's version before the current one built them, for the e2e suite to run an old build beside a
// new one (e2e/tests/previous-release.spec.ts). The commit is checked out in a temporary git worktree, installed
// from its own lockfile (from the pnpm store, the registry only for what the store lacks), built by its own build
// steps, and the output kept under a folder named by the commit, so later runs reuse it.
// `node scripts/build-previous-release.mjs` runs it.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The apps built from the previous release: its host, and the remote run beside today's host. */
export const PREVIOUS_APPS = ['host', 'remote-fleet'];
/** What a finished build records in its folder (absent while it is being built). */
const BUILD_FILE = 'build.json';

export class PreviousReleaseError extends Error {
  name = 'PreviousReleaseError';
}

function git(args, cwd) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new PreviousReleaseError(
      `git ${args.join(' ')} failed: ${(result.stderr || result.error).toString()}`,
    );
  }
  return result.stdout.trim();
}

/** The version in shared/package.json at a commit, or null where it has none. */
function sharedVersionAt(repo, commit) {
  const result = spawnSync('git', ['show', `${commit}:shared/package.json`], { cwd: repo, encoding: 'utf8' });
  if (result.status !== 0) return null;
  try {
    return JSON.parse(result.stdout).version ?? null;
  } catch {
    return null;
  }
}

/**
 * The newest commit that set shared/package.json's version to one other than the version checked out now: the
 * release of @logistics/shared before the current one. Found in the history, which a shallow clone lacks.
 * @returns {{ commit: string, version: string, current: string }}
 */
export function previousReleaseCommit(repo) {
  const current = JSON.parse(readFileSync(join(repo, 'shared', 'package.json'), 'utf8')).version;
  if (git(['rev-parse', '--is-shallow-repository'], repo) === 'true') {
    throw new PreviousReleaseError(
      'This clone is shallow: the previous release of @logistics/shared is in the history it lacks (git fetch --unshallow).',
    );
  }
  const commits = git(['log', '--format=%H', 'HEAD', '--', 'shared/package.json'], repo)
    .split('\n')
    .filter(Boolean);
  for (const commit of commits) {
    const version = sharedVersionAt(repo, commit);
    if (version && version !== current && version !== sharedVersionAt(repo, `${commit}^`)) {
      return { commit, version, current };
    }
  }
  throw new PreviousReleaseError(
    `No commit in the history sets shared/package.json's version to one other than ${current}.`,
  );
}

/** Runs a command with its output appended to `log`; rejects with the step's name and exit code. */
function runLogged(label, command, args, { cwd, log }) {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(log, { flags: 'a' });
    const started = Date.now();
    out.write(`\n$ ${command} ${args.join(' ')}  (${cwd})\n`);
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, COREPACK_INTEGRITY_KEYS: '0' },
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('error', (error) =>
      reject(new PreviousReleaseError(`${label}: ${error.message} (log: ${log})`)),
    );
    child.on('close', (code) => {
      out.end(`(${label}: exit ${code} after ${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
      if (code === 0) resolve();
      else reject(new PreviousReleaseError(`${label} failed (exit ${code}); its output is in ${log}`));
    });
  });
}

/**
 * The build steps of the commit's own scripts/build.mjs (name, output folder, command, folder it runs in) that
 * make the previous release's apps: its contracts for the remote's shared fallbacks, then each app.
 */
async function stepsOf(worktree) {
  const { steps } = await import(pathToFileURL(join(worktree, 'scripts', 'build.mjs')).href);
  const wanted = ['shared contracts', ...PREVIOUS_APPS];
  const found = wanted.map((name) => steps?.find((step) => step.name === name));
  const missing = wanted.filter((_name, index) => !found[index]);
  if (missing.length) {
    throw new PreviousReleaseError(
      `scripts/build.mjs of the previous release has no step ${missing.join(', ')}`,
    );
  }
  return found;
}

/**
 * The previous release's host and remote-fleet, built into `<cacheDir>/<commit>/<app>/dist` unless a finished
 * build is there already.
 * @returns {Promise<{ commit: string, version: string, folder: string, seconds: number, cached: boolean }>}
 */
export async function buildPreviousRelease({ root, cacheDir = defaultCacheDir(root), log = console.log }) {
  const { commit, version } = previousReleaseCommit(root);
  const folder = join(cacheDir, commit);
  if (existsSync(join(folder, BUILD_FILE))) {
    return { ...JSON.parse(readFileSync(join(folder, BUILD_FILE), 'utf8')), folder, cached: true };
  }
  const started = Date.now();
  mkdirSync(cacheDir, { recursive: true });
  const logFile = join(cacheDir, `${commit}.log`);
  rmSync(logFile, { force: true });
  log(
    `› Building the previous release of @logistics/shared (${version}, ${commit.slice(0, 8)}): ${PREVIOUS_APPS.join(', ')}…`,
  );
  const worktree = join(mkdtempSync(join(tmpdir(), 'logistics-previous-')), 'repo');
  git(['worktree', 'add', '--detach', worktree, commit], root);
  try {
    // Its own lockfile and pnpm version, only the projects these builds need (the root for its TypeScript).
    const manifest = JSON.parse(readFileSync(join(worktree, 'package.json'), 'utf8'));
    const filters = [manifest.name, ...PREVIOUS_APPS.map((app) => `${app}...`)].flatMap((name) => [
      '--filter',
      name,
    ]);
    await runLogged(
      'pnpm install of the previous release',
      'npx',
      ['--yes', manifest.packageManager, 'install', '--frozen-lockfile', '--prefer-offline', ...filters],
      { cwd: worktree, log: logFile },
    );
    const [contracts, ...apps] = await stepsOf(worktree);
    const runStep = (step) =>
      runLogged(`building ${step.name} of the previous release`, step.command[0], step.command[1], {
        cwd: join(worktree, step.cwd ?? ''),
        log: logFile,
      });
    // The two cores: the host (the longest) beside the contracts and then the remote.
    const [host, ...remotes] = apps;
    const failed = (
      await Promise.allSettled([
        runStep(host),
        (async () => {
          await runStep(contracts);
          for (const remote of remotes) await runStep(remote);
        })(),
      ])
    ).find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    // Written whole beside, then renamed: a folder under the commit's name is always a finished build.
    const staging = `${folder}.${process.pid}.tmp`;
    rmSync(staging, { recursive: true, force: true });
    for (const step of apps) cpSync(join(worktree, step.out), join(staging, step.out), { recursive: true });
    const seconds = Math.round((Date.now() - started) / 1000);
    writeFileSync(join(staging, BUILD_FILE), `${JSON.stringify({ commit, version, seconds }, null, 2)}\n`);
    rmSync(folder, { recursive: true, force: true });
    renameSync(staging, folder);
    log(`✓ The previous release (${version}) built in ${seconds} s into ${folder}`);
    return { commit, version, seconds, folder, cached: false };
  } finally {
    // Deleting its installed packages takes half a minute on a busy machine: done in the background, so the
    // tests start meanwhile.
    const remover = spawn(
      'sh',
      ['-c', 'git worktree remove --force "$1"; rm -rf "$2"', 'remove', worktree, join(worktree, '..')],
      { cwd: root, detached: true, stdio: 'ignore' },
    );
    remover.unref();
  }
}

/** PREVIOUS_RELEASE_CACHE, or a folder in node_modules (ignored by git and the linters, kept between runs). */
export function defaultCacheDir(root, env = process.env) {
  return env.PREVIOUS_RELEASE_CACHE?.trim() || join(root, 'node_modules', '.cache', 'previous-release');
}
