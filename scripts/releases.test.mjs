import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSemver, release, ReleaseError, releasePaths, rollback } from './releases.mjs';

const repositoryRoot = join(__dirname, '..');
const semver = loadSemver(repositoryRoot);

/** A manifest as @module-federation/enhanced writes it: each module of @logistics/shared with its versions. */
const manifest = (version, requiredVersion) => ({
  name: 'remote-fleet',
  shared: [
    { name: 'react', version: '19.2.0', requiredVersion: '^19.2.0' },
    { name: '@logistics/shared/ui/antd', version, requiredVersion },
    { name: '@logistics/shared/ui/router', version, requiredVersion },
  ],
});

let root = '';
let env = {};
/** The "build": a remote's folder with its manifest, as if built from @logistics/shared `builtFrom`. */
let builtFrom = '3.1.0';
const build = async (remote, outputPath) => {
  mkdirSync(outputPath, { recursive: true });
  const [major, minor] = builtFrom.split('.');
  writeFileSync(
    join(outputPath, 'mf-manifest.json'),
    JSON.stringify(manifest(builtFrom, `^${major}.${minor}.0`)),
  );
  writeFileSync(join(outputPath, 'remoteEntry.js'), `/* ${remote} */`);
};
const at = (minute) => new Date(Date.UTC(2026, 10, 27, 19, minute));
const served = () => JSON.parse(readFileSync(releasePaths(root, env).manifestFile, 'utf8'));

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'logistics-releases-'));
  env = { DATA_DIR: 'data' };
  // The running host's build: it provides @logistics/shared 3.1.0.
  mkdirSync(join(root, 'host', 'dist'), { recursive: true });
  writeFileSync(join(root, 'host', 'dist', 'mf-manifest.json'), JSON.stringify(manifest('3.1.0', '^3.1.0')));
  builtFrom = '3.1.0';
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('pnpm release and pnpm rollback', () => {
  it('releases a remote into a folder of its own, switches the manifest and records what was live before', async () => {
    const first = await release({
      remote: 'remote-fleet',
      root,
      env,
      build,
      semver,
      now: at(1),
      commit: 'abcdef0123',
    });
    expect(first.id).toBe('20261127T190100Z-abcdef01');
    const folder = join(root, 'data', 'releases', 'remote-fleet', first.id);
    expect(existsSync(join(folder, 'remoteEntry.js'))).toBe(true);
    expect(JSON.parse(readFileSync(join(folder, 'release.json'), 'utf8'))).toEqual({
      remote: 'remote-fleet',
      id: first.id,
      builtAt: '2026-11-27T19:01:00.000Z',
      commit: 'abcdef0123',
      sharedVersion: '3.1.0',
      requiredRanges: ['^3.1.0'],
    });
    // Every remote is listed; the released one at its release, the others at their build folders.
    expect(served()).toEqual({
      'remote-admin': { entry: '/remotes/remote-admin/mf-manifest.json' },
      'remote-procurement': { entry: '/remotes/remote-procurement/mf-manifest.json' },
      'remote-fleet': { entry: `/releases/remote-fleet/${first.id}/mf-manifest.json` },
      'remote-inventory': { entry: '/remotes/remote-inventory/mf-manifest.json' },
      'remote-captain': { entry: '/remotes/remote-captain/mf-manifest.json' },
    });
    expect(first.previous).toEqual({ id: null, entry: '/remotes/remote-fleet/mf-manifest.json' });

    const second = await release({ remote: 'remote-fleet', root, env, build, semver, now: at(2) });
    expect(served()['remote-fleet'].entry).toBe(`/releases/remote-fleet/${second.id}/mf-manifest.json`);
    expect(second.previous).toEqual({ id: first.id, entry: first.entry });
    // No temporary file is left beside the manifest.
    expect(existsSync(`${releasePaths(root, env).manifestFile}.${process.pid}.tmp`)).toBe(false);
  });

  it('rolls back to the previous release, then to the build folder, then says there is nothing earlier', async () => {
    const first = await release({ remote: 'remote-fleet', root, env, build, semver, now: at(1) });
    const second = await release({ remote: 'remote-fleet', root, env, build, semver, now: at(2) });

    expect(rollback({ remote: 'remote-fleet', root, env })).toEqual({
      id: first.id,
      entry: first.entry,
      replaced: { id: second.id, entry: second.entry },
    });
    expect(served()['remote-fleet'].entry).toBe(first.entry);
    // The rolled-back release's files stay: pages open on it still load their chunks.
    expect(existsSync(join(root, 'data', 'releases', 'remote-fleet', second.id, 'remoteEntry.js'))).toBe(
      true,
    );

    expect(rollback({ remote: 'remote-fleet', root, env }).entry).toBe(
      '/remotes/remote-fleet/mf-manifest.json',
    );
    expect(served()['remote-fleet'].entry).toBe('/remotes/remote-fleet/mf-manifest.json');
    expect(() => rollback({ remote: 'remote-fleet', root, env })).toThrow(
      new ReleaseError('remote-fleet has no earlier release to roll back to.'),
    );
  });

  it('keeps what another file of REMOTES_MANIFEST says of the other remotes', async () => {
    env = { DATA_DIR: 'data', REMOTES_MANIFEST: 'remotes.json' };
    const cdnEntry = 'https://cdn.example.com/remote-admin/1.4.0/mf-manifest.json';
    writeFileSync(join(root, 'remotes.json'), JSON.stringify({ 'remote-admin': { entry: cdnEntry } }));
    const released = await release({ remote: 'remote-fleet', root, env, build, semver, now: at(1) });
    expect(served()['remote-admin'].entry).toBe(cdnEntry);
    expect(served()['remote-fleet'].entry).toBe(released.entry);
  });

  it('refuses a remote built from a newer minor than the host provides, and switches nothing', async () => {
    const first = await release({ remote: 'remote-fleet', root, env, build, semver, now: at(1) });
    const before = served();
    builtFrom = '3.2.0';
    await expect(release({ remote: 'remote-fleet', root, env, build, semver, now: at(2) })).rejects.toThrow(
      new ReleaseError(
        'remote-fleet was built for @logistics/shared ^3.2.0, but this host provides 3.1.0. Nothing was switched: release the host first.',
      ),
    );
    expect(served()).toEqual(before);
    expect(existsSync(join(root, 'data', 'releases', 'remote-fleet', '20261127T190200Z'))).toBe(false);
    // The release before it is still the one a rollback leaves.
    expect(rollback({ remote: 'remote-fleet', root, env }).replaced.id).toBe(first.id);
  });

  it('takes a remote built from an older minor', async () => {
    builtFrom = '3.0.4';
    const released = await release({ remote: 'remote-fleet', root, env, build, semver, now: at(1) });
    expect(served()['remote-fleet'].entry).toBe(released.entry);
  });

  it('refuses an unknown remote and a host that is not built', async () => {
    await expect(release({ remote: 'remote-nope', root, env, build, semver })).rejects.toThrow(
      'Unknown remote "remote-nope"',
    );
    rmSync(join(root, 'host'), { recursive: true });
    await expect(release({ remote: 'remote-fleet', root, env, build, semver })).rejects.toThrow(
      'The host is not built',
    );
    expect(existsSync(releasePaths(root, env).manifestFile)).toBe(false);
  });
});
