import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { serverMessages } from '@logistics/shared/contracts/messages';
import { remoteNames } from '@logistics/shared/contracts/roles';
import { serverLocalMessages } from '../../messages.js';

/** Files that name other files and change with each deploy: always revalidated. */
const NO_CACHE_FILES = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js']);
/** A content hash in the file name (`main.3f9a2c1b.js`, `index-B3xK9aZ_.css`): safe to cache for ever. */
const HASHED_NAME = /[.-](?=[A-Za-z0-9_]*\d)[A-Za-z0-9_]{8,}\.[A-Za-z0-9]+$/;

/** The longest file name a file system holds, in bytes (NAME_MAX). */
const NAME_MAX = 255;

/** Whether a path's segment names more bytes than a file name holds (the router has refused any it cannot decode). */
function tooLongForAFile(segment: string): boolean {
  return segment.length > NAME_MAX && Buffer.byteLength(decodeURIComponent(segment)) > NAME_MAX;
}

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A file's build-time compressed copy (`main.3f9a2c1b.js.br`) is cached as the file it stands for. */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

export function cacheControlFor(filePath: string): string {
  const name = basename(filePath).replace(PRECOMPRESSED_SUFFIX, '');
  if (NO_CACHE_FILES.has(name)) return NO_CACHE;
  return HASHED_NAME.test(name) ? IMMUTABLE : NO_CACHE;
}

/** Where each remote's Module Federation manifest is served, as the host reads it at run time. */
export function defaultRemotesManifest(): Record<string, { entry: string }> {
  return Object.fromEntries(
    remoteNames.map((name) => [name, { entry: `/remotes/${name}/mf-manifest.json` }]),
  );
}

/**
 * The remotes manifest as the host reads it: the file (REMOTES_MANIFEST, or the one `pnpm release` switches), read
 * on every request so that a release or a rollback is picked up without a restart; each remote's own build
 * folder while there is no such file.
 */
export async function readRemotesManifest(file: string): Promise<Record<string, { entry: string }>> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Record<string, { entry: string }>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return defaultRemotesManifest();
    throw error;
  }
}

/**
 * The built web app on the same origin as the API: host/dist at /, each remote's dist at /remotes/<name>/, its
 * releases at /releases/<name>/<release>/, /remotes.json, and the SPA fallback for client routes. A missing build is logged and skipped; the API runs on.
 */
export default fp<{ staticRoot: string; remotesManifest: string; releasesDir: string }>(
  async (app, options) => {
    const setHeaders = (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', cacheControlFor(filePath));
    };
    /** A folder's files under `prefix`, each with the cache header its name calls for. */
    const serveFolder = (root: string, prefix: string, index: string[] | false) =>
      app.register(fastifyStatic, {
        root,
        prefix,
        // reply.sendFile (the client routes' fallback) comes from the host's folder: fastify refuses a second one.
        decorateReply: prefix === '/',
        wildcard: true,
        index,
        cacheControl: false,
        // The build writes each file compressed beside it (`x.js.br`, `x.js.gz`): sent as it is, where the client
        // accepts it, instead of compressed again on every request. A file without one is compressed as before.
        preCompressed: true,
        setHeaders,
        suppressWarning: true,
      });

    // Registered even when a build is missing (then logged), so a build that appears later is served without
    // a restart, and a missing one never stops the API.
    const hostDist = join(options.staticRoot, 'host', 'dist');
    const hostIndex = join(hostDist, 'index.html');
    if (!existsSync(hostIndex)) app.log.warn({ hostDist }, 'host build not found; serving the API only');
    await serveFolder(hostDist, '/', ['index.html']);

    for (const name of remoteNames) {
      const dist = join(options.staticRoot, name, 'dist');
      if (!existsSync(dist)) app.log.warn({ dist }, `${name} build not found`);
      await serveFolder(dist, `/remotes/${name}/`, false);
    }

    // Each release of a remote (`pnpm release`) in a folder of its own, kept after a newer one or a rollback:
    // pages still open on it load their chunks from it.
    await serveFolder(options.releasesDir, '/releases/', false);

    app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', NO_CACHE).type('application/json; charset=utf-8');
      return readRemotesManifest(options.remotesManifest);
    });

    // A file name longer than any file system holds names no file: not found, as a missing file is (the
    // static files' spelling check would otherwise take the file system's refusal for a forbidden path, 403).
    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (path.startsWith('/api/') || !path.split('/').some(tooLongForAFile)) return;
      return reply.callNotFound();
    });

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isApi = path === '/api' || path.startsWith('/api/');
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      const wantsPage = (request.headers.accept ?? '').includes('text/html') || !basename(path).includes('.');
      const isRemoteFile = path.startsWith('/remotes/') || path.startsWith('/releases/');
      if (!isApi && isRead && !isRemoteFile && wantsPage) {
        if (!existsSync(hostIndex)) return reply.code(404).send({ message: serverLocalMessages.notBuilt });
        return reply.header('cache-control', NO_CACHE).sendFile('index.html', hostDist);
      }
      const message = isApi
        ? serverMessages.notFound('route', `${request.method} ${path}`)
        : serverMessages.notFound('file', path);
      return reply.code(404).send({ message });
    });
  },
  { name: 'static-files' },
);
