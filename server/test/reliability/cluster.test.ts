// helpers first: it prepares the ES-module dependencies for jest (esm-interop.ts).
import { createPostgresDatabase, REPO_ROOT } from '../helpers.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authMessages, waitText } from '@logistics/shared/contracts/messages';
import { ACCOUNT_FIRST_DELAY, ACCOUNT_FREE_FAILURES } from '../../src/auth/login-throttle.js';
import { DEMO_PASSWORD } from '../../src/db/seed.js';
import { changeOf, openEvents, type EventStream } from '../event-stream.js';
import { PNG } from '../images.js';
import {
  describeWithServices,
  freePort,
  HAPROXY,
  haproxyService,
  postgresService,
  REDIS_URL,
  redisService,
} from '../services.js';
import { recordFigures } from './report.js';
import {
  adminToken,
  api,
  checkAttempts,
  startServer,
  startWriteLoad,
  stopServer,
  type Running,
} from './write-load.js';

/**
 * Two real server processes on one PostgreSQL and one Redis, behind HAProxy with the repository's own
 * deploy/haproxy.cfg: they behave as one. A login on one is valid on the other; an image uploaded through one
 * is served by the other; the rate limit and the login throttle count across both; static files keep their cache headers through the proxy; an event stream through the proxy outlives
 * the proxy's idle timeout and hears writes made on either instance; and when one instance is killed (SIGKILL)
 * in a burst of writes through the proxy, nothing acknowledged is lost, nothing is half-written, the proxy sends
 * the next requests to the survivor, and a stream that was on the dead one reconnects to it.
 */

/**
 * The idle timeout of a second proxy for the stream test: short, so a stream without heartbeats would be cut
 * within it. (The main proxy keeps the file's: a request slower than this, on a busy machine, would be cut too.)
 */
const IDLE_TIMEOUT_MS = 1500;
const HEARTBEAT_SECONDS = '0.25';
const RATE_LIMIT = 3;
const WRITERS = 6;
const LOAD_MS = 1200;

jest.setTimeout(180_000);

/** A web build in miniature: the host and one remote, with a hashed chunk each. */
function staticRootWithBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'logistics-cluster-static-'));
  const files: Record<string, string> = {
    'host/dist/index.html': '<!doctype html><title>host</title>',
    'host/dist/main.3f9a2c1b.js': 'console.log("host")',
    'remote-admin/dist/mf-manifest.json': '{"name":"remote_admin"}',
    'remote-admin/dist/remoteEntry.js': 'var remote_admin;',
    'remote-admin/dist/812.4be1f2a9c0d3e5f6.js': 'export {}',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

interface ProxyProcess {
  child: ChildProcess;
  exited: Promise<void>;
  base: string;
}

/** HAProxy with deploy/haproxy.cfg on a free port, in front of the given instances. */
async function startProxy(instances: Running[], env: Record<string, string> = {}): Promise<ProxyProcess> {
  const listen = `127.0.0.1:${await freePort()}`;
  const settings = {
    LISTEN: listen,
    API1: `127.0.0.1:${instances[0]?.port}`,
    API2: `127.0.0.1:${instances[1]?.port}`,
    ...env,
  };
  const child = spawn(HAPROXY, ['-f', join(REPO_ROOT, 'deploy', 'haproxy.cfg'), '-db'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...settings },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`HAProxy exited: ${stderr}`);
    try {
      if ((await fetch(`http://${listen}/api/health`)).ok) return { child, exited, base: `http://${listen}` };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`HAProxy did not answer: ${stderr}`);
}

async function stopProxy(proxy: ProxyProcess | undefined): Promise<void> {
  if (!proxy || proxy.child.exitCode !== null) return;
  proxy.child.kill('SIGTERM');
  await proxy.exited;
}

describeWithServices(
  'two instances behind HAProxy on one PostgreSQL and Redis',
  [postgresService(), redisService(), haproxyService()],
  () => {
    let database: { url: string; drop(): Promise<void> };
    let staticRoot: string;
    const dataDirs: string[] = [];
    let first: Running;
    let second: Running;
    let proxy: ProxyProcess;
    let proxyBase: string;
    const streams: EventStream[] = [];

    beforeAll(async () => {
      database = await createPostgresDatabase();
      staticRoot = staticRootWithBuild();
      // This run's own keys in Redis (one deployment's prefix, shared by both instances).
      const redisKeyPrefix = `logistics-cluster-${randomBytes(4).toString('hex')}:`;
      const env = (dataDir: string) => ({
        DATABASE_URL: database.url,
        REDIS_URL,
        REDIS_KEY_PREFIX: redisKeyPrefix,
        // Each instance its own folder, as on its own machine; no JWT_SECRET: the database keeps one.
        DATA_DIR: dataDir,
        JWT_SECRET: '',
        TRUST_PROXY: '127.0.0.1',
        AUTH_RATE_LIMIT: String(RATE_LIMIT),
        EVENTS_HEARTBEAT_SECONDS: HEARTBEAT_SECONDS,
        STATIC_ROOT: staticRoot,
        PUBLIC_URL: 'http://cluster.test',
      });
      for (let index = 0; index < 2; index += 1) {
        dataDirs.push(mkdtempSync(join(tmpdir(), 'logistics-cluster-')));
      }
      // Both start at once on the fresh database: one migrates and seeds, the other waits for it.
      const started = await Promise.all(dataDirs.map((dir) => startServer(env(dir))));
      [first, second] = started as [Running, Running];
      proxy = await startProxy([first, second]);
      proxyBase = proxy.base;
    });

    afterAll(async () => {
      for (const stream of streams) stream.close();
      await stopProxy(proxy);
      for (const server of [first, second]) if (server) await stopServer(server);
      await database?.drop();
      for (const dir of [...dataDirs, staticRoot]) if (dir) rmSync(dir, { recursive: true, force: true });
    });

    const listenThrough = async (base: string, token: string) => {
      const stream = openEvents(base, token);
      streams.push(stream);
      await stream.next('ready', (event) => event.type === 'ready');
      return stream;
    };
    const createVendor = async (base: string, token: string) => {
      const answer = await fetch(`${base}/api/vendors`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Vendor ${randomBytes(4).toString('hex')}` }),
      });
      expect(answer.status).toBe(201);
      return ((await answer.json()) as { vendor: { id: string } }).vendor.id;
    };

    it('accepts on one instance, and through the proxy, a login made on the other', async () => {
      const token = await adminToken(first.base);
      for (const base of [second.base, proxyBase]) {
        expect((await api(base, token, 'GET', '/sales?pageSize=1')).status).toBe(200);
      }
    });

    it('counts the rate limit of one client across both instances', async () => {
      const email = `nobody-${randomBytes(4).toString('hex')}@example.com`;
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= RATE_LIMIT; attempt += 1) {
        const response = await fetch(
          `${[first, second][attempt % 2]?.base}/api/auth/request-password-reset`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email }),
          },
        );
        statuses.push(response.status);
      }
      expect(statuses).toEqual([...Array<number>(RATE_LIMIT).fill(200), 429]);
    });

    it('serves from one instance an image uploaded through the other', async () => {
      const token = await adminToken(first.base);
      const form = new FormData();
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'cluster.png');
      form.append('folder', 'logistics');
      const uploaded = await fetch(`${first.base}/api/cloudinary/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const { secure_url: url } = (await uploaded.json()) as { secure_url: string };
      // The public URL names the deployment; the path is the same on every instance.
      const { pathname } = new URL(url);
      for (const base of [second.base, proxyBase]) {
        const served = await fetch(`${base}${pathname}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/png');
        expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
      }
    });

    it("counts an account's failed logins across both instances, and then refuses even its right password", async () => {
      // A seeded account of its own (the other tests log in as the admin), tried from a new address each time,
      // so that only the account's count can add up (not the per-address rate limit or throttle).
      const email = 'captain@example.com';
      const login = async (base: string, password: string, attempt: number) =>
        fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${attempt + 1}` },
          body: JSON.stringify({ email, password }),
        });
      // The free failures and the one that starts the wait, alternating: neither instance alone sees enough.
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= ACCOUNT_FREE_FAILURES; attempt += 1) {
        const base = [first, second][attempt % 2]?.base ?? '';
        statuses.push((await login(base, 'Wr0ng-Passw0rd!', attempt)).status);
      }
      expect(statuses).toEqual(Array<number>(ACCOUNT_FREE_FAILURES + 1).fill(401));
      for (const [index, base] of [first.base, second.base].entries()) {
        const refused = await login(base, DEMO_PASSWORD, ACCOUNT_FREE_FAILURES + 1 + index);
        expect(refused.status).toBe(429);
        const wait = Number(refused.headers.get('retry-after'));
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(ACCOUNT_FIRST_DELAY);
        expect(await refused.json()).toEqual({ message: authMessages.tooManyFailedLogins(waitText(wait)) });
      }
    });

    it('serves the static files and remotes through the proxy with their cache headers', async () => {
      const cacheControl = async (path: string) =>
        (await fetch(`${proxyBase}${path}`)).headers.get('cache-control');
      expect(await cacheControl('/')).toBe('no-cache');
      expect(await cacheControl('/main.3f9a2c1b.js')).toBe('public, max-age=31536000, immutable');
      expect(await cacheControl('/remotes/remote-admin/remoteEntry.js')).toBe('no-cache');
      expect(await cacheControl('/remotes/remote-admin/mf-manifest.json')).toBe('no-cache');
      expect(await cacheControl('/remotes/remote-admin/812.4be1f2a9c0d3e5f6.js')).toBe(
        'public, max-age=31536000, immutable',
      );
    });

    it("keeps an event stream through the proxy open past its idle timeout, hearing both instances' writes", async () => {
      const impatient = await startProxy([first, second], { IDLE_TIMEOUT: `${IDLE_TIMEOUT_MS}ms` });
      try {
        const token = await adminToken(impatient.base);
        const stream = await listenThrough(impatient.base, token);
        // Quiet for longer than the proxy's idle timeout: only the heartbeats cross the stream meanwhile.
        await new Promise((resolve) => setTimeout(resolve, IDLE_TIMEOUT_MS * 2));
        for (const base of [first.base, second.base]) {
          const id = await createVendor(base, token);
          expect((await stream.next('the new vendor', changeOf('vendors'))).data.keys).toEqual([id]);
        }
        // The same connection throughout: one `ready`, no error.
        expect(stream.all().filter((event) => event.type !== 'change')).toEqual([
          expect.objectContaining({ type: 'ready', data: { resync: false } }),
        ]);
      } finally {
        await stopProxy(impatient);
      }
    });

    it('loses no acknowledged write when an instance is killed in a burst through the proxy, and sends the rest to the survivor', async () => {
      const token = await adminToken(proxyBase);
      // Two streams through the proxy: leastconn puts one on each instance.
      const streamsBefore = [await listenThrough(proxyBase, token), await listenThrough(proxyBase, token)];
      let killing = false;
      const load = await startWriteLoad(proxyBase, token, WRITERS, () => killing);
      await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
      killing = true;
      await stopServer(first, 'SIGKILL');
      const killedAt = performance.now();
      // More writes after the instance is gone: every one of them reaches the survivor.
      await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
      await load.stop();

      const after = load.attempts.filter((attempt) => attempt.sentAt > killedAt);
      const outcome = await checkAttempts(second.base, token, load.attempts);
      const acknowledged = load.attempts.filter((attempt) => attempt.acknowledged).length;
      recordFigures('one of two instances killed behind HAProxy [postgres]', {
        writesTried: load.attempts.length,
        acknowledged,
        sentAfterTheKill: after.length,
        ...outcome,
      });
      expect(acknowledged).toBeGreaterThan(4);
      expect({ partial: outcome.partial, lost: outcome.acknowledgedLost }).toEqual({ partial: 0, lost: 0 });
      expect(after.length).toBeGreaterThan(0);
      expect(after.filter((attempt) => attempt.status !== 201 && attempt.status !== 409)).toEqual([]);

      // The stream that was on the dead instance reconnects through the proxy (to the survivor) and is told to
      // refetch; then both hear the next write.
      const readies = (stream: EventStream) => stream.all().filter((event) => event.type === 'ready');
      for (let waited = 0; !streamsBefore.some((stream) => readies(stream).length > 1); waited += 100) {
        if (waited > 20_000) throw new Error('no stream reconnected after the kill');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(streamsBefore.map((stream) => readies(stream).map((event) => event.data.resync)).sort()).toEqual(
        [[false], [false, true]],
      );
      const id = await createVendor(proxyBase, token);
      for (const stream of streamsBefore) {
        const heard = await stream.next(
          'the vendor made after the kill',
          (event) => changeOf('vendors')(event) && (event.data.keys as string[]).includes(id),
        );
        expect(heard.data.keys).toEqual([id]);
      }
    });
  },
);
