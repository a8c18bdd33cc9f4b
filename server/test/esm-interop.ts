import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { transformSync } from '@swc/core';

/*
 * jest runs the server tests as CommonJS in a vm context and does not transform node_modules. Three
 * dependencies cannot load there as published, though Node 20.19+ runs them natively:
 *   - `cookie` 2 (used by light-my-request, i.e. app.inject) and `content-disposition` 3 (used by
 *     @fastify/static) ship as ES modules only (Node loads them with require(esm); jest on Node 20 cannot);
 *   - PGlite's CommonJS build loads Node built-ins with dynamic import(), which jest's vm refuses without
 *     --experimental-vm-modules.
 * This file hands jest a CommonJS build of each, compiled with SWC (which turns import() into require()).
 * It uses doMock (registered where it runs, not hoisted): import it before anything else.
 *
 * The lasting fix belongs in jest.config.mjs (server project), e.g.
 *   transformIgnorePatterns: ['/node_modules/(?!(?:\\.pnpm/)?(?:cookie|content-disposition|@electric-sql)[@/+])']
 * after which this file can be deleted.
 */

const requireHere = createRequire(__filename);
const resolveFrom = (request: string, from: string) =>
  requireHere.resolve(request, { paths: [dirname(from)] });

function loadAsCommonJs(file: string): unknown {
  const { code } = transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    module: { type: 'commonjs' },
    jsc: { target: 'es2022', parser: { syntax: 'ecmascript' } },
  });
  const module = { exports: {} as unknown };
  const run = new Function('module', 'exports', 'require', '__filename', '__dirname', code);
  run(module, module.exports, createRequire(file), file, dirname(file));
  return module.exports;
}

const fastifyEntry = requireHere.resolve('fastify');
const cookie = resolveFrom('cookie', resolveFrom('light-my-request', fastifyEntry));
const contentDisposition = resolveFrom('content-disposition', requireHere.resolve('@fastify/static'));

const pglite = requireHere.resolve('@electric-sql/pglite');

jest.doMock(cookie, () => loadAsCommonJs(cookie));
jest.doMock(contentDisposition, () => loadAsCommonJs(contentDisposition));
jest.doMock(pglite, () => loadAsCommonJs(pglite));
