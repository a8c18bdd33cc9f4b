import { describeOnDatabases, loginAs, SERVER_DIR } from './helpers.js';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { serverMessages, UNEXPECTED_ERROR, waitText } from '@logistics/shared/contracts/messages';
import { roles } from '@logistics/shared/contracts/roles';
import { SHARED_VERSION } from '@logistics/shared/contracts/version';
import { buildApp, MAX_PATH_LENGTH } from '../src/app.js';
import { serverLocalMessages } from '../src/messages.js';
import { loadConfig } from '../src/config.js';
import { DEFAULT_POOL_SIZE, openDatabase, SMALLEST_POOL_SIZE } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { ROLES_0001 } from '../src/db/migrations/0001-initial.js';
import { VEHICLE_TYPES_0002 } from '../src/db/migrations/0002-master-data.js';
import { vehicleTypes } from '@logistics/shared/contracts/statuses';
import { seedDemoData } from '../src/db/seed.js';
import { NESTED_SESSION_MESSAGE } from '../src/db/transaction.js';
import { outcomeOf } from '../src/plugins/app/error-handler.js';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from '../src/plugins/app/static-files.js';

/** The Redocly CLI of the workspace's devDependencies. */
const redoclyBin = join(SERVER_DIR, '..', 'node_modules', '.bin', 'redocly');

/** A built web app in miniature: the host and one remote (the other remotes are missing on purpose). */
const staticRoot = mkdtempSync(join(tmpdir(), 'logistics-static-'));
const files: Record<string, string> = {
  'host/dist/index.html': '<!doctype html><title>host</title>',
  'host/dist/main.3f9a2c1b.js': 'console.log("host")',
  'host/dist/favicon.ico': 'icon',
  'remote-admin/dist/mf-manifest.json': '{"name":"remote_admin"}',
  'remote-admin/dist/remoteEntry.js': 'var remote_admin;',
  'remote-admin/dist/__federation_expose_routes.9e8d7c6b.js': 'export {}',
};
for (const [path, content] of Object.entries(files)) {
  mkdirSync(join(staticRoot, path, '..'), { recursive: true });
  writeFileSync(join(staticRoot, path), content);
}
/** A chunk as the build writes it, beside its compressed copies (`.br`, `.gz`); large enough to be compressed. */
const compressedChunk = {
  path: '/remotes/remote-admin/740.797a7cca.js',
  content: `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `row ${index}`))};`,
};
const chunkFile = join(staticRoot, 'remote-admin', 'dist', '740.797a7cca.js');
writeFileSync(chunkFile, compressedChunk.content);
const chunkBrotli = brotliCompressSync(compressedChunk.content);
const chunkGzip = gzipSync(compressedChunk.content);
writeFileSync(`${chunkFile}.br`, chunkBrotli);
writeFileSync(`${chunkFile}.gz`, chunkGzip);
/** A chunk the build wrote no compressed copy of (an older release's): the server compresses it as it sends it. */
const uncompressedChunk = {
  path: '/remotes/remote-admin/741.8e2f0a1c.js',
  content: `export const more = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `more ${index}`))};`,
};
writeFileSync(join(staticRoot, 'remote-admin', 'dist', '741.8e2f0a1c.js'), uncompressedChunk.content);
const manifestFile = join(staticRoot, 'remotes.override.json');
writeFileSync(
  manifestFile,
  JSON.stringify({ 'remote-admin': { entry: 'https://cdn.test/admin/mf-manifest.json' } }),
);
afterAll(() => rmSync(staticRoot, { recursive: true, force: true }));

describeOnDatabases(
  'platform',
  (t) => {
    it('reports health after checking the database', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    });

    it('answers unknown API routes and malformed JSON with { message } only', async () => {
      const unknown = await t.app.inject({ method: 'POST', url: '/api/nothing-here' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: serverMessages.notFound('route', 'POST /api/nothing-here') });

      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(Object.keys(malformed.json())).toEqual(['message']);
    });

    it('hides the internals of unexpected errors (500)', async () => {
      const app = await buildApp({ config: t.config, database: t.database, logger: false });
      app.get('/api/explode', async () => {
        throw new Error('connection string postgres://secret@db');
      });
      await app.ready();
      const response = await app.inject({ method: 'GET', url: '/api/explode' });
      await app.close();
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: UNEXPECTED_ERROR });
      expect(response.headers['x-request-id']).toEqual(expect.any(String));
    });

    it('maps database failures: unreachable → 503, unique → 409, malformed value → 400', async () => {
      expect(outcomeOf(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toEqual({
        status: 503,
        message: serverMessages.unavailable,
      });
      expect(
        outcomeOf(
          Object.assign(new Error('dup'), { code: '23505', detail: 'Key (sku)=(A1) already exists.' }),
        ),
      ).toEqual({ status: 409, message: serverMessages.duplicate('record', 'sku', 'A1'), field: 'sku' });
      expect(outcomeOf(Object.assign(new Error('uuid'), { code: '22P02' })).status).toBe(400);

      const down = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:9/unreachable' });
      const app = await buildApp({ config: t.config, database: down, logger: false });
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      await app.close();
      await down.close();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message: serverMessages.unavailable,
        status: 'unavailable',
        database: 'unavailable',
      });
    });

    it('sends security headers: same-origin scripts, inline styles', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it("marks every API answer no-store, refusals included, but not the web app's files", async () => {
      const session = await loginAs(t.app, 'admin');
      const answers = [
        await t.app.inject({ method: 'GET', url: '/api/categories', headers: session.headers }),
        await t.app.inject({ method: 'GET', url: `/api/users/${session.user.id}`, headers: session.headers }),
        await t.app.inject({ method: 'GET', url: '/api/categories' }),
        await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x' } }),
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'admin@example.com', password: 'Passw0rd!' },
        }),
        await t.app.inject({ method: 'GET', url: '/api/no-such-route', headers: session.headers }),
        await t.app.inject({
          method: 'GET',
          url: '/api/categories/no-such-category',
          headers: session.headers,
        }),
      ];
      expect(answers.map((answer) => [answer.statusCode, answer.headers['cache-control']])).toEqual([
        [200, 'no-store'],
        [200, 'no-store'],
        [401, 'no-store'],
        [400, 'no-store'],
        [200, 'no-store'],
        [404, 'no-store'],
        [404, 'no-store'],
      ]);
      const manifest = await t.app.inject({ method: 'GET', url: '/remotes.json' });
      expect(manifest.headers['cache-control']).not.toContain('no-store');
    });

    it('serves the OpenAPI document built from the zod schemas, and its UI at /api/docs', async () => {
      const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
      expect(ui.statusCode).toBe(200);
      expect(ui.headers['content-type']).toContain('text/html');
      const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining(['/api/auth/login', '/api/categories', '/api/categories/{name}']),
      );
      expect(
        document.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required,
      ).toEqual(['email', 'password']);
    });

    it("passes Redocly's recommended lint, names every operation after its resource and carries the contract's version", async () => {
      const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const folder = mkdtempSync(join(tmpdir(), 'logistics-openapi-'));
      const file = join(folder, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      // The CLI that consumers run, with its built-in recommended rules; it exits non-zero on any error.
      const lint = spawnSync(redoclyBin, ['lint', file, '--format=json', '--max-problems=1000'], {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      });
      rmSync(folder, { recursive: true, force: true });
      const report = JSON.parse(lint.stdout) as {
        problems: Array<{
          ruleId: string;
          severity: string;
          message: string;
          location: Array<{ pointer: string }>;
        }>;
      };
      const problems = report.problems.map(
        (problem) =>
          `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`,
      );
      // The one warning left is true: a health check takes no input and has no 4XX answer.
      expect(problems).toEqual([
        'warn operation-4xx-response #/paths/~1api~1health/get/responses: Operation must have at least one `4XX` response.',
      ]);
      expect(lint.status).toBe(0);

      const ids = Object.values(document.paths as Record<string, Record<string, { operationId: string }>>)
        .flatMap((operations) => Object.values(operations))
        .map((operation) => operation.operationId);
      expect(new Set(ids).size).toBe(ids.length);
      const sales = document.paths['/api/sales'];
      const sale = document.paths['/api/sales/{bill_id}'];
      expect([sales.get.operationId, sales.post.operationId, sale.get.operationId]).toEqual([
        'listSales',
        'createSale',
        'getSale',
      ]);
      expect([sale.put.operationId, sale.patch.operationId, sale.delete.operationId]).toEqual([
        'replaceSale',
        'updateSale',
        'deleteSale',
      ]);
      expect(document.paths['/api/inventory-employments'].get.operationId).toBe('listInventoryEmployments');
      expect(document.paths['/api/sale-products/{id}'].patch.operationId).toBe('updateSaleProduct');
      expect(document.paths['/api/sales/{bill_id}/history'].get.operationId).toBe('getSaleHistory');
      expect(document.paths['/api/uploads/{path}'].get.parameters[0].name).toBe('path');
      expect(document.info.version).toBe(SHARED_VERSION);
    });

    it('limits registrations and reset requests per client, across instances (429 with when to retry)', async () => {
      const first = await t.buildApp({ AUTH_RATE_LIMIT: '3' });
      const second = await t.buildApp({ AUTH_RATE_LIMIT: '3' });
      const remoteAddress = '203.0.113.77';
      for (const [url, payload, status] of [
        ['/api/auth/request-password-reset', (i: number) => ({ email: `reset-${i}@example.com` }), 200],
        [
          '/api/auth/register',
          (i: number) => ({ name: 'Rate Limited', email: `limited-${i}@example.com`, password: 'Passw0rd!' }),
          201,
        ],
      ] as const) {
        const statuses: number[] = [];
        for (let i = 0; i < 3; i += 1) {
          const app = i % 2 ? second : first;
          statuses.push(
            (await app.inject({ method: 'POST', url, payload: payload(i), remoteAddress })).statusCode,
          );
        }
        expect(statuses).toEqual([status, status, status]);
        const limited = await second.inject({ method: 'POST', url, payload: payload(9), remoteAddress });
        expect(limited.statusCode).toBe(429);
        const retryAfter = Number(limited.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(60);
        expect(limited.json()).toEqual({ message: serverMessages.tooManyRequests(waitText(retryAfter)) });
        // Another client is not affected.
        const other = await first.inject({
          method: 'POST',
          url,
          payload: payload(10),
          remoteAddress: '203.0.113.78',
        });
        expect(other.statusCode).toBe(status);
      }
    });

    describe('the web app', () => {
      it('serves host/dist at / with an SPA fallback, and each built remote under /remotes/<name>/', async () => {
        const app = await t.buildApp({ STATIC_ROOT: staticRoot });
        const get = (url: string, accept = '*/*') => app.inject({ method: 'GET', url, headers: { accept } });

        for (const url of ['/', '/admin/categories', '/admin/inventories/acme.co']) {
          const page = await get(url, 'text/html');
          expect(page.statusCode).toBe(200);
          expect(page.body).toContain('<title>host</title>');
          expect(page.headers['cache-control']).toBe(NO_CACHE);
        }
        const chunk = await get('/main.3f9a2c1b.js');
        expect(chunk.statusCode).toBe(200);
        expect(chunk.headers['cache-control']).toBe(IMMUTABLE);

        const manifest = await get('/remotes/remote-admin/mf-manifest.json');
        expect(manifest.statusCode).toBe(200);
        expect(manifest.headers['cache-control']).toBe(NO_CACHE);
        expect((await get('/remotes/remote-admin/remoteEntry.js')).headers['cache-control']).toBe(NO_CACHE);
        const exposed = await get('/remotes/remote-admin/__federation_expose_routes.9e8d7c6b.js');
        expect(exposed.headers['cache-control']).toBe(IMMUTABLE);

        // A remote that was not built, or a missing file: 404 { message }, not the SPA page.
        const missingRemote = await get('/remotes/remote-fleet/mf-manifest.json');
        expect(missingRemote.statusCode).toBe(404);
        expect(Object.keys(missingRemote.json())).toEqual(['message']);
        expect((await get('/missing.js')).statusCode).toBe(404);
        expect((await get('/api/unknown')).json()).toEqual({
          message: serverMessages.notFound('route', 'GET /api/unknown'),
        });

        const remotes = await get('/remotes.json');
        expect(remotes.headers['cache-control']).toBe(NO_CACHE);
        expect(remotes.json()).toEqual({
          'remote-admin': { entry: '/remotes/remote-admin/mf-manifest.json' },
          'remote-procurement': { entry: '/remotes/remote-procurement/mf-manifest.json' },
          'remote-fleet': { entry: '/remotes/remote-fleet/mf-manifest.json' },
          'remote-inventory': { entry: '/remotes/remote-inventory/mf-manifest.json' },
          'remote-captain': { entry: '/remotes/remote-captain/mf-manifest.json' },
        });
      });

      it('answers a path past the limit 414 before authentication, an unknown long path under it 404, and one that does not decode 400', async () => {
        const app = await t.buildApp({ STATIC_ROOT: staticRoot });
        const get = (url: string, accept = '*/*') => app.inject({ method: 'GET', url, headers: { accept } });
        const tooLong = 'a'.repeat(10_000);
        for (const url of [`/${tooLong}`, `/api/users/${tooLong}`, `/remotes/remote-admin/${tooLong}.js`]) {
          const refused = await get(url, 'text/html');
          expect([refused.statusCode, refused.json()]).toEqual([
            414,
            { message: serverLocalMessages.pathTooLong(MAX_PATH_LENGTH) },
          ]);
          expect(refused.headers['cache-control']).toBe('no-store');
        }
        // Under the limit, with a file name longer than a file system takes: not found, as any missing file.
        const long = 'b'.repeat(MAX_PATH_LENGTH - 100);
        expect((await get(`/${long}.js`)).statusCode).toBe(404);
        expect((await get(`/remotes/remote-admin/${long}.js`)).statusCode).toBe(404);
        expect((await get(`/api/${long}`)).statusCode).toBe(404);
        expect((await get(`/${'c/'.repeat(900)}x.js`)).statusCode).toBe(404);
        // A path that does not decode (a stray %), long or short, page or API: 400 in the API's one shape.
        for (const url of [
          `/%ZZ${long}.js`,
          '/admin/%ZZ',
          '/api/users/%E0%A4%A',
          '/remotes/remote-admin/%ZZ.js',
        ]) {
          const undecodable = await get(url, 'text/html');
          expect([url, undecodable.statusCode, undecodable.json()]).toEqual([
            url,
            400,
            { message: serverLocalMessages.badAddress },
          ]);
          expect(undecodable.headers['cache-control']).toBe('no-store');
        }
      });

      it('reads REMOTES_MANIFEST when set', async () => {
        const app = await t.buildApp({ STATIC_ROOT: staticRoot, REMOTES_MANIFEST: manifestFile });
        const response = await app.inject({ method: 'GET', url: '/remotes.json' });
        expect(response.json()).toEqual({
          'remote-admin': { entry: 'https://cdn.test/admin/mf-manifest.json' },
        });
      });

      it('answers a manifest file that is not JSON as a failure of the server, without its content', async () => {
        const broken = join(staticRoot, 'remotes.broken.json');
        writeFileSync(broken, '{"remote-admin": {"entry": "https://cdn.test/adm');
        const app = await t.buildApp({ STATIC_ROOT: staticRoot, REMOTES_MANIFEST: broken });
        const response = await app.inject({ method: 'GET', url: '/remotes.json' });
        expect([response.statusCode, response.json()]).toEqual([500, { message: UNEXPECTED_ERROR }]);
      });

      it('keeps the API running when nothing is built, and serves a build that appears later', async () => {
        const emptyRoot = mkdtempSync(join(tmpdir(), 'logistics-unbuilt-'));
        try {
          const app = await t.buildApp({ STATIC_ROOT: emptyRoot });
          const page = () => app.inject({ method: 'GET', url: '/admin', headers: { accept: 'text/html' } });
          const before = await page();
          expect(before.statusCode).toBe(404);
          expect(Object.keys(before.json())).toEqual(['message']);
          expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

          mkdirSync(join(emptyRoot, 'host', 'dist'), { recursive: true });
          writeFileSync(join(emptyRoot, 'host', 'dist', 'index.html'), '<title>late</title>');
          const after = await page();
          expect(after.statusCode).toBe(200);
          expect(after.body).toContain('late');
        } finally {
          rmSync(emptyRoot, { recursive: true, force: true });
        }
      });

      it('sends the compressed copies the build wrote as they are, each as cacheable as the file it stands for', async () => {
        const app = await t.buildApp({ STATIC_ROOT: staticRoot });
        const get = (encodings: string) =>
          app.inject({ method: 'GET', url: compressedChunk.path, headers: { 'accept-encoding': encodings } });

        const brotli = await get('gzip, deflate, br');
        expect(brotli.statusCode).toBe(200);
        expect(brotli.headers['content-encoding']).toBe('br');
        // The build's own bytes, not compressed again by the server.
        expect(brotli.rawPayload.equals(chunkBrotli)).toBe(true);
        expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(compressedChunk.content);
        expect(brotli.headers['content-type']).toMatch(/^application\/javascript/);
        expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
        expect(brotli.headers.vary).toMatch(/accept-encoding/i);

        // A client that does not take brotli gets the gzip copy.
        const gzip = await get('gzip, deflate');
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(gzip.rawPayload.equals(chunkGzip)).toBe(true);
        expect(gzip.headers['cache-control']).toBe(IMMUTABLE);

        // And one that accepts no encoding, the file itself.
        const plain = await get('identity');
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body).toBe(compressedChunk.content);

        // A file without a copy is still compressed, on the fly.
        const onTheFly = await app.inject({
          method: 'GET',
          url: uncompressedChunk.path,
          headers: { 'accept-encoding': 'br' },
        });
        expect(onTheFly.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(onTheFly.rawPayload).toString()).toBe(uncompressedChunk.content);
        expect(onTheFly.headers['cache-control']).toBe(IMMUTABLE);
      });

      it('caches hashed files for ever and revalidates the rest', () => {
        expect(cacheControlFor('/x/index.html')).toBe(NO_CACHE);
        expect(cacheControlFor('/x/remoteEntry.js')).toBe(NO_CACHE);
        expect(cacheControlFor('/x/mf-manifest.json')).toBe(NO_CACHE);
        expect(cacheControlFor('/x/favicon.ico')).toBe(NO_CACHE);
        expect(cacheControlFor('/x/ag-grid-community.css')).toBe(NO_CACHE);
        expect(cacheControlFor('/x/812.4be1f2a9c0d3e5f6.js')).toBe(IMMUTABLE);
        expect(cacheControlFor('/x/index-B3xK9aZ_.css')).toBe(IMMUTABLE);
        // A compressed copy the build wrote beside its file is cached as that file.
        expect(cacheControlFor('/x/812.4be1f2a9c0d3e5f6.js.br')).toBe(IMMUTABLE);
        expect(cacheControlFor('/x/index-B3xK9aZ_.css.gz')).toBe(IMMUTABLE);
        expect(cacheControlFor('/x/index.html.br')).toBe(NO_CACHE);
        expect(cacheControlFor('/x/remoteEntry.js.gz')).toBe(NO_CACHE);
      });
    });

    describe('the database layer', () => {
      it('migrates and seeds once: running again changes nothing', async () => {
        expect(await migrateToLatest(t.database.db)).toEqual([]);
        expect(await seedDemoData(t.database.db)).toBe(false);
        const { count } = await t.database.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where(
            'email',
            'in',
            roles.map((role) => `${role}@example.com`),
          )
          .executeTakeFirstOrThrow();
        expect(Number(count)).toBe(roles.length);
      });

      it("keeps the first migration's role list equal to contracts (a change needs a new migration)", () => {
        expect([...ROLES_0001]).toEqual([...roles]);
      });

      it("keeps the master-data migration's vehicle types equal to contracts", () => {
        expect([...VEHICLE_TYPES_0002]).toEqual([...vehicleTypes]);
      });

      it('indexes the searched business keys with trigrams on both engines (contains-search at scale)', async () => {
        const indexes = await sql<{ indexname: string }>`
          select indexname from pg_indexes where indexname like '%\_trgm' order by indexname`.execute(
          t.app.db,
        );
        expect(indexes.rows.map((row) => row.indexname)).toEqual([
          'purchases_mr_id_trgm',
          'sales_bill_id_trgm',
          'shipments_shipment_id_trgm',
          'transfers_trf_id_trgm',
        ]);
      });

      it('refuses a negative price and an unknown vehicle type at the database level', async () => {
        await expect(
          sql`insert into vehicles (vin, make, year, color, plate_number, cargo_capacity, type)
              values ('VINCHECK0001', 'Make', 2020, 'red', 'PL-1', 10, 'spaceship')`.execute(t.app.db),
        ).rejects.toThrow(/vehicles_type_known/);
        const category = await sql<{ id: string }>`select id from categories limit 1`.execute(t.app.db);
        await expect(
          sql`insert into products (name, name_key, category_id, price, sku)
              values ('Neg', 'neg', ${category.rows[0]!.id}, -1, 'SKU-NEG')`.execute(t.app.db),
        ).rejects.toThrow(/products_price_not_negative/);
      });

      it('serializes concurrent transactions on the one PGlite session', async () => {
        await sql`create table if not exists counter (n integer not null)`.execute(t.app.db);
        await sql`insert into counter values (0)`.execute(t.app.db);
        const bump = () =>
          t.app.db.transaction().execute(async (trx) => {
            const { rows } = await sql<{ n: number }>`select n from counter`.execute(trx);
            await new Promise((resolve) => setTimeout(resolve, 10));
            await sql`update counter set n = ${(rows[0]?.n ?? 0) + 1}`.execute(trx);
          });
        await Promise.all([bump(), bump(), bump(), bump()]);
        const { rows } = await sql<{ n: number }>`select n from counter`.execute(t.app.db);
        expect(rows[0]?.n).toBe(4);
      });

      it('fails at once, instead of hanging, when a transaction uses the outer database', async () => {
        await expect(
          t.app.transaction(async () => {
            await t.app.repositories.categories.findByKey('electronics');
          }),
        ).rejects.toThrow(NESTED_SESSION_MESSAGE);
        // The session was given back: the database still answers.
        expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      });
    });
  },
  { databases: ['pglite'] },
);

describe('configuration', () => {
  const root = mkdtempSync(join(tmpdir(), 'logistics-config-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('has defaults for a fresh machine, and keeps a generated JWT secret across restarts', () => {
    const first = loadConfig({}, { repoRoot: root });
    expect(first).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      databasePoolSize: DEFAULT_POOL_SIZE,
      dataDir: join(root, 'data'),
      pgliteDir: join(root, 'data', 'pglite'),
      outboxDir: join(root, 'data', 'outbox'),
      uploadsDir: join(root, 'data', 'uploads'),
      publicUrl: 'http://localhost:8080',
      authRateLimit: 20,
      loginFailuresPerAddress: 20,
      uploadsPerHour: 30,
      uploadQuotaBytes: 50 * 1024 * 1024,
      staticRoot: root,
      remotesManifest: join(root, 'data', 'releases', 'remotes.json'),
      releasesDir: join(root, 'data', 'releases'),
      trustProxy: false,
    });
    expect(first.jwtSecret?.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}, { repoRoot: root }).jwtSecret).toEqual(first.jwtSecret);
    const fixed = loadConfig({ JWT_SECRET: 'x'.repeat(40), PORT: '9000' }, { repoRoot: root });
    expect(new TextDecoder().decode(fixed.jwtSecret)).toBe('x'.repeat(40));
    expect(fixed.publicUrl).toBe('http://localhost:9000');
  });

  it('refuses a malformed setting with its name', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, { repoRoot: root })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' }, { repoRoot: root })).toThrow(/JWT_SECRET/);
  });

  it('takes DATABASE_POOL_SIZE as a whole number of sessions, at least the smallest pool start-up needs', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }, { repoRoot: root }).databasePoolSize).toBe(4);
    expect(() =>
      loadConfig({ DATABASE_POOL_SIZE: String(SMALLEST_POOL_SIZE - 1) }, { repoRoot: root }),
    ).toThrow(/^Invalid configuration: DATABASE_POOL_SIZE /);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'ten' }, { repoRoot: root })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '2.5' }, { repoRoot: root })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('resolves relative folders against the repository root', () => {
    expect(loadConfig({ DATA_DIR: 'var/data' }, { repoRoot: root }).dataDir).toBe(join(root, 'var/data'));
  });

  it('counts a blank setting as unset, and names the setting and the rule it breaks', () => {
    expect(loadConfig({ PORT: '  ', LOG_LEVEL: '' }, { repoRoot: root })).toMatchObject({
      port: 8080,
      logLevel: 'info',
    });
    expect(() => loadConfig({ LOG_LEVEL: 'loud' }, { repoRoot: root })).toThrow(
      /^Invalid configuration: LOG_LEVEL /,
    );
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' }, { repoRoot: root })).toThrow(
      'Invalid configuration: REDIS_URL must be a redis:// or rediss:// URL',
    );
    expect(() => loadConfig({ REMOTE_ORIGINS: 'https://cdn.test/admin/' }, { repoRoot: root })).toThrow(
      'Invalid configuration: REMOTE_ORIGINS.0 must be origins like https://cdn.example.com',
    );
  });

  it('reads REMOTE_ORIGINS as a comma-separated list of origins', () => {
    const config = loadConfig(
      {
        REMOTE_ORIGINS: ' https://cdn.test/ , http://127.0.0.1:4000,,',
        REDIS_URL: 'rediss://cache.test:6380',
      },
      { repoRoot: root },
    );
    expect(config.remoteOrigins).toEqual(['https://cdn.test', 'http://127.0.0.1:4000']);
    expect(config.redisUrl).toBe('rediss://cache.test:6380');
  });

  it('trusts no proxy by default; TRUST_PROXY is on, off, a hop count or the addresses of the proxies', () => {
    const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }, { repoRoot: root }).trustProxy;
    expect(loadConfig({}, { repoRoot: root }).trustProxy).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
    const twoHops = trustProxy('2');
    if (typeof twoHops !== 'function') throw new Error('a hop count is read as a function of the hop');
    expect([0, 1, 2, 3].map((hop) => twoHops('198.51.100.7', hop))).toEqual([true, true, false, false]);
  });

  it('replaces a kept JWT secret too short to sign with, and keeps none on PostgreSQL', () => {
    const dataDir = join(root, 'short-secret');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'jwt-secret'), 'too-short\n');
    const config = loadConfig({ DATA_DIR: dataDir }, { repoRoot: root });
    const kept = readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim();
    expect(kept.length).toBeGreaterThanOrEqual(32);
    expect(new TextDecoder().decode(config.jwtSecret)).toBe(kept);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);

    const postgresDataDir = join(root, 'postgres-data');
    const onPostgres = loadConfig(
      { DATA_DIR: postgresDataDir, DATABASE_URL: 'postgres://db.test/logistics' },
      { repoRoot: root },
    );
    expect(onPostgres.jwtSecret).toBeUndefined();
    expect(existsSync(join(postgresDataDir, 'jwt-secret'))).toBe(false);
  });
});
