import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SHARED_PACKAGE } from '@logistics/shared/contracts/version';
import { remoteNames } from '@logistics/shared/contracts/roles';
import { releasesSchema, type LiveRemote, type Releases } from '@logistics/shared/contracts/releases';
import { readRemotesManifest } from '../plugins/app/static-files.js';
import { errorResponses } from '../schemas.js';
import { guardedRoutes } from './guard.js';

interface ManifestShared {
  name?: unknown;
  version?: unknown;
  requiredVersion?: unknown;
}

/** A built app's mf-manifest.json, what it says of @logistics/shared, and when it was written; null if absent. */
async function readBuild(file: string) {
  let text: string;
  let writtenAt: Date;
  try {
    [text, writtenAt] = await Promise.all([readFile(file, 'utf8'), stat(file).then((info) => info.mtime)]);
  } catch {
    return null;
  }
  const manifest = JSON.parse(text) as { shared?: unknown };
  const shared = (Array.isArray(manifest.shared) ? manifest.shared : []) as ManifestShared[];
  const ours = shared.filter(
    (entry) => typeof entry.name === 'string' && entry.name.startsWith(`${SHARED_PACKAGE}/`),
  );
  const strings = (values: unknown[]) => values.filter((value): value is string => typeof value === 'string');
  return {
    writtenAt,
    sharedVersion: strings(ours.map((entry) => entry.version))[0] ?? null,
    requiredRanges: [...new Set(strings(ours.map((entry) => entry.requiredVersion)))],
  };
}

/**
 * GET /api/releases (the admin's): the host's build and the build of each remote /remotes.json points at. Only
 * entries served by this server are read (a remote's build folder or a release); one hosted elsewhere is listed
 * with its address alone.
 */
const releaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staticRoot, releasesDir, remotesManifest } = app.config;

  /** The file an entry of /remotes.json names on this server, and the release it belongs to. */
  const localFile = (entry: string): { file: string; release: string | null } | null => {
    const build = /^\/remotes\/(remote-[a-z]+)\/mf-manifest\.json$/.exec(entry);
    if (build?.[1] && (remoteNames as readonly string[]).includes(build[1])) {
      return { file: join(staticRoot, build[1], 'dist', 'mf-manifest.json'), release: null };
    }
    const release = /^\/releases\/(remote-[a-z]+)\/([\w.-]+)\/mf-manifest\.json$/.exec(entry);
    if (release?.[1] && release[2] && (remoteNames as readonly string[]).includes(release[1])) {
      return { file: join(releasesDir, release[1], release[2], 'mf-manifest.json'), release: release[2] };
    }
    return null;
  };

  app.get(
    '/',
    guardedRoutes(app, 'releases')('view', {
      response: { 200: releasesSchema, ...errorResponses(401, 403) },
    }),
    async (): Promise<Releases> => {
      const host = await readBuild(join(staticRoot, 'host', 'dist', 'mf-manifest.json'));
      const manifest = await readRemotesManifest(remotesManifest);
      const remotes = await Promise.all(
        remoteNames.map(async (name): Promise<LiveRemote> => {
          const entry = manifest[name]?.entry ?? '';
          const local = localFile(entry);
          const build = local ? await readBuild(local.file) : null;
          return {
            name,
            release: local?.release ?? null,
            entry,
            builtAt: build?.writtenAt.toISOString() ?? null,
            sharedVersion: build?.sharedVersion ?? null,
            requiredRanges: build?.requiredRanges ?? [],
          };
        }),
      );
      return {
        host: { builtAt: host?.writtenAt.toISOString() ?? null, sharedVersion: host?.sharedVersion ?? null },
        remotes,
      };
    },
  );
};

export default releaseRoutes;
