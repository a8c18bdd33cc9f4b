import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { refusalReason } from '@logistics/shared/contracts/permissions';
import { roles } from '@logistics/shared/contracts/roles';
import { describeOnDatabases, loginAs } from './helpers.js';

/** A built product in miniature: the host, remote-admin's build folder and a release of remote-fleet. */
const staticRoot = mkdtempSync(join(tmpdir(), 'logistics-releases-static-'));
const releasesDir = join(staticRoot, 'releases');
const manifestOf = (version: string, requiredVersion: string) =>
  JSON.stringify({
    shared: [
      { name: 'react', version: '19.2.0', requiredVersion: '^19.2.0' },
      { name: '@logistics/shared/ui/antd', version, requiredVersion },
      { name: '@logistics/shared/ui/router', version, requiredVersion },
    ],
  });
const builtAt = new Date('2026-11-27T18:00:00.000Z');
const files: Record<string, string> = {
  'host/dist/mf-manifest.json': manifestOf('3.1.0', '^3.1.0'),
  'remote-admin/dist/mf-manifest.json': manifestOf('3.0.0', '^3.0.0'),
  'releases/remote-fleet/20261127T180000Z/mf-manifest.json': manifestOf('3.1.0', '^3.1.0'),
  'releases/remotes.json': JSON.stringify({
    'remote-admin': { entry: '/remotes/remote-admin/mf-manifest.json' },
    'remote-procurement': { entry: '/remotes/remote-procurement/mf-manifest.json' },
    'remote-fleet': { entry: '/releases/remote-fleet/20261127T180000Z/mf-manifest.json' },
    'remote-inventory': { entry: 'https://cdn.example.com/remote-inventory/1.4.0/mf-manifest.json' },
    'remote-captain': { entry: '/remotes/remote-captain/mf-manifest.json' },
  }),
};
for (const [path, content] of Object.entries(files)) {
  mkdirSync(join(staticRoot, path, '..'), { recursive: true });
  writeFileSync(join(staticRoot, path), content);
  utimesSync(join(staticRoot, path), builtAt, builtAt);
}
afterAll(() => rmSync(staticRoot, { recursive: true, force: true }));

describeOnDatabases(
  'releases',
  (t) => {
    it("shows the admin the host's build and the build of each remote that is live", async () => {
      const app = await t.buildApp({ STATIC_ROOT: staticRoot, RELEASES_DIR: releasesDir });
      const admin = await loginAs(app, 'admin');
      const response = await app.inject({ method: 'GET', url: '/api/releases', headers: admin.headers });
      expect(response.statusCode).toBe(200);
      const at = builtAt.toISOString();
      expect(response.json()).toEqual({
        host: { builtAt: at, sharedVersion: '3.1.0' },
        remotes: [
          {
            name: 'remote-admin',
            release: null,
            entry: '/remotes/remote-admin/mf-manifest.json',
            builtAt: at,
            sharedVersion: '3.0.0',
            requiredRanges: ['^3.0.0'],
          },
          // Listed in the manifest, but not built: nothing to read.
          {
            name: 'remote-procurement',
            release: null,
            entry: '/remotes/remote-procurement/mf-manifest.json',
            builtAt: null,
            sharedVersion: null,
            requiredRanges: [],
          },
          {
            name: 'remote-fleet',
            release: '20261127T180000Z',
            entry: '/releases/remote-fleet/20261127T180000Z/mf-manifest.json',
            builtAt: at,
            sharedVersion: '3.1.0',
            requiredRanges: ['^3.1.0'],
          },
          {
            name: 'remote-inventory',
            release: null,
            entry: 'https://cdn.example.com/remote-inventory/1.4.0/mf-manifest.json',
            builtAt: null,
            sharedVersion: null,
            requiredRanges: [],
          },
          {
            name: 'remote-captain',
            release: null,
            entry: '/remotes/remote-captain/mf-manifest.json',
            builtAt: null,
            sharedVersion: null,
            requiredRanges: [],
          },
        ],
      });
      // The release's files are served where the manifest points.
      const served = await app.inject({
        method: 'GET',
        url: '/releases/remote-fleet/20261127T180000Z/mf-manifest.json',
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('no-cache');
      expect((await app.inject({ method: 'GET', url: '/remotes.json' })).json()['remote-fleet']).toEqual({
        entry: '/releases/remote-fleet/20261127T180000Z/mf-manifest.json',
      });
    });

    it('is the admin’s alone: every other role is refused, and so is a caller without a token', async () => {
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/releases' });
      expect(anonymous.statusCode).toBe(401);
      for (const role of roles.filter((candidate) => candidate !== 'admin')) {
        const session = await loginAs(t.app, role);
        const response = await t.app.inject({
          method: 'GET',
          url: '/api/releases',
          headers: session.headers,
        });
        expect([role, response.statusCode]).toEqual([role, 403]);
        expect(response.json()).toEqual({ message: refusalReason(role, 'releases', 'view') });
      }
    });
  },
  { databases: ['pglite'] },
);
