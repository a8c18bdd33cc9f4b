// helpers first: it prepares the ES-module dependencies for jest (esm-interop.ts).
import { describeOnDatabases, loginAs, type Session } from './helpers.js';
import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/query-core';
import type { ChangeEvent } from '@logistics/shared/contracts/events';
import {
  connectLiveEvents,
  createLiveInvalidator,
  type LiveEventsConnection,
  type LiveEventsOptions,
} from '@logistics/shared/api/live-events-client';
import type { App } from '../src/app.js';
import { serveOnLoopback } from './event-stream.js';
import { caller, newSale as newSaleOf } from './document-fixtures.js';

/**
 * The browser's side of the live lists (shared/src/api/live-events-client.ts), run in Node against a real server over
 * real HTTP: its fetch reader hears another role's write, turns it into refetches of the queries on screen
 * that read that resource (once per burst), reconnects after its instance went away and stops for good when
 * the session ends. The page itself (lists, dialogs) is tested in Chromium: e2e/tests/live-lists.spec.ts.
 */

const WAIT_MS = 10_000;

/** Resolves once `check` holds, polling; fails with `what` after WAIT_MS. */
async function eventually(what: string, check: () => boolean): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > WAIT_MS) throw new Error(`${what}: not within ${WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeOnDatabases('live lists in the browser: the event stream client', (t) => {
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t.app)(...args);
  const connections: LiveEventsConnection[] = [];
  const clients: QueryClient[] = [];
  let base: string;
  let admin: Session;

  /** A client on `at`, recording what it was told; `ready` resolves on its first `ready`. */
  function connect(session: Session, at = base, onChange?: LiveEventsOptions['onChange']) {
    const seen = {
      changes: [] as ChangeEvent[],
      readies: [] as boolean[],
      ends: [] as string[],
      refusals: [] as number[],
      retries: 0,
    };
    const connection = connectLiveEvents({
      token: session.token,
      base: `${at}/api`,
      retryDelay: () => {
        seen.retries += 1;
        return 50;
      },
      onChange: (change) => {
        seen.changes.push(change);
        onChange?.(change);
      },
      onReady: ({ resync }) => seen.readies.push(resync),
      onEnd: (message) => seen.ends.push(message),
      onRefused: (status) => seen.refusals.push(status),
    });
    connections.push(connection);
    return { connection, seen, ready: () => eventually('ready', () => seen.readies.length > 0) };
  }

  const newSale = () => newSaleOf(t, admin);

  /** Queries as a page holds them: observed ones are on screen; each read is counted by its key. */
  function queryCache() {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    clients.push(client);
    const reads = new Map<string, number>();
    const hold = async (queryKey: QueryKey, onScreen = true) => {
      const key = JSON.stringify(queryKey);
      const queryFn = async () => {
        reads.set(key, (reads.get(key) ?? 0) + 1);
        return reads.get(key);
      };
      if (onScreen) {
        const observer = new QueryObserver(client, { queryKey, queryFn });
        observer.subscribe(() => undefined);
      }
      await client.fetchQuery({ queryKey, queryFn });
    };
    const readsOf = (queryKey: QueryKey) => reads.get(JSON.stringify(queryKey)) ?? 0;
    return { client, hold, readsOf };
  }

  beforeAll(async () => {
    base = await serveOnLoopback(t.app);
    admin = await loginAs(t.app, 'admin');
  });
  afterEach(() => {
    for (const connection of connections.splice(0)) connection.close();
    for (const client of clients.splice(0)) client.clear();
  });

  it("hears the inventory-manager's cancellation on the fleet-manager's stream, and the sales, the shipments and the dashboard on screen read again; other queries do not", async () => {
    const sale = await newSale();
    const { client, hold, readsOf } = queryCache();
    const list = ['sales', 'list', { page: 1 }];
    const detail = ['sales', 'detail', sale.billId];
    const shipment = ['shipments', 'detail', 'SHIP-1'];
    const purchases = ['purchases', 'list', { page: 1 }];
    const offScreen = ['sales', 'detail', 'not-shown'];
    for (const key of [list, detail, shipment, purchases]) await hold(key);
    await hold(offScreen, false);
    const invalidator = createLiveInvalidator(client);
    const fleet = connect(await loginAs(t.app, 'fleet-manager'), base, invalidator.change);
    await fleet.ready();
    expect(fleet.seen.readies).toEqual([false]);

    const cancelled = await call(
      await loginAs(t.app, 'inventory-manager'),
      'PUT',
      `/api/sales/${sale.billId}`,
      { status: 'cancelled', version: sale.version },
    );
    expect(cancelled.statusCode).toBe(200);
    await eventually('the sales list read again', () => readsOf(list) === 2);
    await eventually('the shipment read again', () => readsOf(shipment) === 2);
    expect(readsOf(detail)).toBe(2);
    expect(readsOf(purchases)).toBe(1);
    // Not on screen: marked stale, read when a page shows it again.
    expect(readsOf(offScreen)).toBe(1);
    expect(client.getQueryState(offScreen)?.isInvalidated).toBe(true);
    invalidator.dispose();
  });

  it('reads a list once for a burst of writes, and again for a write after it', async () => {
    const sales = await Promise.all(Array.from({ length: 6 }, () => newSale()));
    const { client, hold, readsOf } = queryCache();
    const list = ['sales', 'list', { page: 1 }];
    await hold(list);
    const invalidator = createLiveInvalidator(client);
    const stream = connect(admin, base, invalidator.change);
    await stream.ready();
    const changesBefore = stream.seen.changes.length;

    const [first, ...rest] = sales;
    const answers = await Promise.all(
      rest.map((sale) =>
        call(admin, 'PUT', `/api/sales/${sale.billId}`, { status: 'processing', version: sale.version }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await eventually('the five announcements', () =>
      stream.seen.changes.slice(changesBefore).some((change) => change.keys?.includes(rest[4]?.id ?? '')),
    );
    await eventually('the list read again', () => readsOf(list) >= 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Five writes, announced within the batch: one or two reads, not five.
    expect(readsOf(list)).toBeLessThanOrEqual(3);
    const afterBurst = readsOf(list);

    await call(admin, 'PUT', `/api/sales/${first?.billId}`, {
      status: 'processing',
      version: first?.version,
    });
    await eventually('the list read after the next write', () => readsOf(list) === afterBurst + 1);
    invalidator.dispose();
  });

  it('reconnects after its instance went away, to the one that took its place, and is told to resync', async () => {
    const first = await t.buildApp();
    const at = await serveOnLoopback(first);
    const { port } = new URL(at);
    const stream = connect(admin, at);
    await stream.ready();
    // The instance goes away without a word: its connections are cut.
    first.server.closeAllConnections();
    await first.close();
    await eventually('a failed attempt', () => stream.seen.retries >= 2);

    const second: App = await t.buildApp();
    await second.listen({ port: Number(port), host: '127.0.0.1' });
    await eventually('connected again', () => stream.seen.readies.length === 2);
    // It sent Last-Event-ID: it may have missed changes, so the page reads everything again.
    expect(stream.seen.readies).toEqual([false, true]);

    const sale = await newSale();
    await eventually('the sale, heard on the new instance', () =>
      stream.seen.changes.some((change) => change.resource === 'sales' && change.keys?.includes(sale.id)),
    );
  });

  it('stops for good when the session ends (logout), on close, and when it is refused (401)', async () => {
    const session = await loginAs(t.app, 'captain');
    const stream = connect(session);
    await stream.ready();
    const loggedOut = await call(session, 'POST', `/api/auth/logout/${session.user.id}`);
    expect(loggedOut.statusCode).toBe(200);
    await eventually('the end of the session', () => stream.seen.ends.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.seen.retries).toBe(0);

    const closed = connect(admin);
    await closed.ready();
    closed.connection.close();
    const heardBefore = closed.seen.changes.length;
    await newSale();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(closed.seen.changes.length).toBe(heardBefore);
    expect(closed.seen.retries).toBe(0);

    const refused = connect({ ...session, token: 'nonsense' });
    await eventually('the refusal', () => refused.seen.refusals.length === 1);
    expect(refused.seen.refusals).toEqual([401]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(refused.seen.retries).toBe(0);
  });
});
