// helpers first: it prepares the ES-module dependencies for jest (esm-interop.ts).
import {
  createAccount,
  describeOnBothDatabases,
  describeOnDatabases,
  loginAs,
  type Session,
} from './helpers.js';
import { demoSessions, signedInAccount } from './sessions.js';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { sql } from 'kysely';
import { authMessages, serverMessages } from '@logistics/shared/contracts/messages';
import { resources } from '@logistics/shared/contracts/permissions';
import { buildApp, type App } from '../src/app.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { changeOf, openEvents, serveOnLoopback, type EventStream } from './event-stream.js';
import {
  documentSuite,
  newSale as newSaleOf,
  oneLinePurchase,
  oneLineSale,
  tag,
  today,
} from './document-fixtures.js';

/**
 * GET /api/events, the live lists' stream, read by a standard EventSource over real HTTP: a committed write by
 * one role reaches another role's open stream as the resource and the changed ids; a rolled-back write announces
 * nothing; a role hears only of what it may read; a stream ends when its session does; and on PostgreSQL two
 * instances (each with its own pool and LISTEN connection) hear each other's writes.
 */
describeOnBothDatabases('live lists: GET /api/events', (t) => {
  const { admin } = demoSessions(t);
  const { call, makeMasterData, assignTo } = documentSuite(t);
  const streams: EventStream[] = [];
  let base: string;

  const open = (app: string, session: Session) => {
    const stream = openEvents(app, session.token);
    streams.push(stream);
    return stream;
  };
  /** Opens a stream and waits for its `ready`: from then on it hears every commit. */
  const listen = async (session: Session, at = base) => {
    const stream = open(at, session);
    await stream.next('ready', (event) => event.type === 'ready');
    return stream;
  };
  const newSale = () => newSaleOf(t, admin);

  beforeAll(async () => {
    base = await serveOnLoopback(t.app);
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  it("tells the fleet-manager's open stream of the sale the inventory-manager cancelled: its resource and id", async () => {
    const sale = await newSale();
    const fleet = await listen(await loginAs(t.app, 'fleet-manager'));
    const cancelled = await call(
      await loginAs(t.app, 'inventory-manager'),
      'PUT',
      `/api/sales/${sale.billId}`,
      {
        status: 'cancelled',
        version: sale.version,
      },
    );
    expect(cancelled.statusCode).toBe(200);
    const change = await fleet.next('the cancelled sale', changeOf('sales'));
    // The resource and the row's id only: no row data.
    expect(change.data).toEqual({ resource: 'sales', keys: [sale.id] });
    expect(change.id).toMatch(/^[0-9a-f]+\.\d+$/);
  });

  it("announces a line item's change and removal as its document's, and a deleted row", async () => {
    const sale = await newSale();
    const stream = await listen(admin);
    const read = await call(admin, 'GET', `/api/sales/${sale.billId}`);
    const line = read.json<{ sale: { products: Array<{ id: string }> } }>().sale.products[0];
    const removed = await call(admin, 'DELETE', `/api/sale-products/${line?.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await stream.next('the line removal', changeOf('sales'))).data.keys).toEqual([sale.id]);

    const deleted = await call(admin, 'DELETE', `/api/sales/${sale.billId}`);
    expect(deleted.statusCode).toBe(200);
    expect((await stream.next('the deletion', changeOf('sales'))).data.keys).toEqual([sale.id]);
  });

  it('announces nothing of a write that was rolled back', async () => {
    const data = await makeMasterData();
    const marker = await newSale();
    const stream = await listen(admin);
    // The sale's row and line are written, then its stock check fails: 409, and the transaction rolls back.
    const refused = await call(admin, 'POST', '/api/sales', oneLineSale(data, { quantity: 1_000_000 }));
    expect(refused.statusCode).toBe(409);
    const confirmed = await call(admin, 'PUT', `/api/sales/${marker.billId}`, {
      status: 'processing',
      version: marker.version,
    });
    expect(confirmed.statusCode).toBe(200);
    // Changes arrive in commit order: the first sales change after the refusal is the marker's.
    expect((await stream.next('the marker sale', changeOf('sales'))).data.keys).toEqual([marker.id]);
  });

  it('tells a role only of the resources it may read', async () => {
    const data = await makeMasterData();
    const captain = await listen(await loginAs(t.app, 'captain'));
    const adminStream = await listen(admin);
    const purchase = await call(admin, 'POST', '/api/purchases', oneLinePurchase(data, { quantity: 3 }));
    expect(purchase.statusCode).toBe(201);
    await newSale();
    expect((await adminStream.next('the purchase', changeOf('purchases'))).data.keys).toEqual([
      purchase.json<{ purchase: { id: string } }>().purchase.id,
    ]);
    // The captain may not read purchases: the first of the two it hears of is the sale, without its id (it
    // travels in none of the captain's shipments).
    const heard = await captain.next(
      'a purchase or the sale',
      (event) => changeOf('purchases')(event) || changeOf('sales')(event),
    );
    expect(heard.data).toEqual({ resource: 'sales', keys: null });
  });

  it("names to a captain and an in-charge only the rows their lists show; other rows' changes come without ids", async () => {
    const data = await makeMasterData();
    for (const inventory of data.inventories) {
      const body = oneLinePurchase(data, { quantity: 5 }, { inventory });
      const bought = await call(admin, 'POST', '/api/purchases', body);
      expect(bought.statusCode).toBe(201);
    }
    const sell = async (inventory: string) => {
      const sold = await call(admin, 'POST', '/api/sales', oneLineSale(data, {}, { inventory }));
      expect(sold.statusCode).toBe(201);
      return sold.json<{ sale: { id: string; bill_id: string; version: number } }>().sale;
    };
    const own = await sell(data.inventories[0] as string);
    const elsewhere = await sell(data.inventories[1] as string);
    const inChargeAccount = await signedInAccount(t, 'inventory-in-charge');
    await assignTo(inChargeAccount.id, data.inventoryIds[0] as string);
    const captainAccount = await signedInAccount(t, 'captain');
    const otherCaptain = await createAccount(t, 'captain');
    const stranger = await createAccount(t, 'procurement-manager');
    const vin = (await t.app.db.selectFrom('vehicles').select('vin').executeTakeFirstOrThrow()).vin;
    const ship = async (captainId: string, billId: string) => {
      const shipped = await call(admin, 'POST', '/api/shipments', {
        shipment_id: `S-${tag()}`,
        shipment_date: today(),
        vehicle_vin: vin,
        captain_id: captainId,
        status: '',
        orders: [{ bill_id: billId }],
      });
      expect(shipped.statusCode).toBe(201);
      return shipped.json<{ shipment: { id: string; shipment_id: string; version: number } }>().shipment;
    };
    await ship(captainAccount.id, own.bill_id);
    const theirs = await ship(otherCaptain.id, elsewhere.bill_id);
    const captain = await listen(captainAccount.session);
    const inCharge = await listen(inChargeAccount.session);

    // Rows neither may read: another inventory's sale, another captain's shipment (holding it), an employee.
    const hidden = [elsewhere.id, theirs.id, stranger.id];
    const writes: Array<[string, string, object]> = [
      ['PUT', `/api/sales/${elsewhere.bill_id}`, { status: 'processing', version: elsewhere.version }],
      ['PUT', `/api/shipments/${theirs.shipment_id}`, { status: 'in transit', version: theirs.version }],
      ['PATCH', `/api/users/${stranger.id}`, { name: 'Renamed Person', version: 1 }],
      // Then one both may read: the sale of the in-charge's inventory in the captain's shipment.
      ['PUT', `/api/sales/${own.bill_id}`, { status: 'processing', version: own.version }],
    ];
    for (const [method, url, body] of writes) {
      const answer = await call(admin, method as 'PUT' | 'PATCH', url, body);
      expect([url, answer.statusCode]).toEqual([url, 200]);
    }
    for (const stream of [captain, inCharge]) {
      // Changes arrive in commit order: the own sale's comes last.
      await stream.next('the own sale', (event) => {
        const keys = event.data.keys as string[] | null;
        return changeOf('sales')(event) && keys !== null && keys.includes(own.id);
      });
      const changes = stream.all().filter((event) => event.type === 'change');
      const named = changes.flatMap((event) => (event.data.keys as string[] | null) ?? []);
      expect(named.filter((key) => hidden.includes(key))).toEqual([]);
      // Each resource is still announced, so the pages read it again through their scoped calls.
      for (const resource of ['sales', 'shipments', 'users'])
        expect(changes).toContainEqual(expect.objectContaining({ data: { resource, keys: null } }));
    }
  });

  it('ends the stream of a session that logs out, or whose role is changed, with the reason', async () => {
    const { session, ...account } = await signedInAccount(t, 'fleet-manager');
    const stream = await listen(session);
    const loggedOut = await call(session, 'POST', `/api/auth/logout/${account.id}`);
    expect(loggedOut.statusCode).toBe(200);
    const end = await stream.next('the end of the session', (event) => event.type === 'end');
    expect(end.data).toEqual({ message: authMessages.sessionExpired });
    // The stream ended; the client's reconnection is refused, as the token is revoked.
    const refused = await stream.next('the refused reconnection', (event) => event.data.code === 401);
    expect(refused.type).toBe('error');
    expect(stream.source.readyState).toBe(stream.source.CLOSED);

    const { session: otherSession, ...other } = await signedInAccount(t, 'fleet-manager');
    const otherStream = await listen(otherSession);
    const read = await call(admin, 'GET', `/api/users/${other.id}`);
    const version = read.json<{ user: { version: number } }>().user.version;
    const changed = await call(admin, 'PUT', `/api/users/${other.id}`, { role: 'captain', version });
    expect(changed.statusCode).toBe(200);
    expect((await otherStream.next('the end of the session', (event) => event.type === 'end')).data).toEqual({
      message: authMessages.roleChanged,
    });
  });

  it('refuses more streams per user than EVENT_STREAMS_PER_USER (429 with { message })', async () => {
    const at = await serveOnLoopback(await t.buildApp({ EVENT_STREAMS_PER_USER: '1' }));
    await listen(admin, at);
    const second = await fetch(`${at}/api/events`, { headers: admin.headers });
    expect(second.status).toBe(429);
    expect(await second.json()).toEqual({ message: serverMessages.tooManyEventStreams });
  });

  it('answers the stream Cache-Control: no-store, as every API answer, so no cache keeps it', async () => {
    // A plain request whose socket is destroyed once the headers are read: a fetch left half-read keeps the
    // connection, and the server's close, waiting.
    const headers = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
      const request = httpGet(`${base}/api/events`, { headers: admin.headers }, (response) => {
        resolve({ ...response.headers, status: String(response.statusCode) });
        request.destroy();
      });
      request.on('error', reject);
    });
    expect(headers.status).toBe('200');
    expect(headers['cache-control']?.split(/,\s*/)).toEqual(['no-store', 'no-transform']);
  });

  it('refuses a stream without a valid token (401 with { message })', async () => {
    const response = await fetch(`${base}/api/events`, { headers: { authorization: 'Bearer nonsense' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: authMessages.sessionExpired });
  });

  it("announces every resource of contracts, under contracts' names, on its inserts, updates and deletes (and logouts as 'sessions')", async () => {
    // Read from the migrated database, whichever migration made each trigger: a new resource's own migration
    // adds its triggers, and no shipped migration's list has to change.
    const { rows } = await sql<{ definition: string }>`
      select pg_get_triggerdef(t.oid) as definition from pg_trigger t
      where not t.tgisinternal and t.tgfoid in (select oid from pg_proc where proname like 'announce_change%')`.execute(
      t.app.db,
    );
    // A resource may be announced from several tables (an inventory's stock rows as the inventory).
    const events = new Map<string, Set<string>>();
    for (const { definition } of rows) {
      const [, event, resource] =
        /AFTER (INSERT|UPDATE|DELETE) ON .* EXECUTE FUNCTION announce_change\w*\('([^']+)'/.exec(
          definition,
        ) ?? [];
      if (event && resource) events.set(resource, new Set([...(events.get(resource) ?? []), event]));
    }
    expect([...events.keys()].sort()).toEqual([...resources, 'sessions'].sort());
    for (const resource of resources)
      expect([resource, [...(events.get(resource) ?? [])].sort()]).toEqual([
        resource,
        ['DELETE', 'INSERT', 'UPDATE'],
      ]);
  });
});

/** Two instances: each its own pool, its own LISTEN connection and its own HTTP server, on one database. */
describeOnDatabases(
  'live lists across two instances on one PostgreSQL',
  (t) => {
    let second: { database: Database; app: App; base: string };
    let firstBase: string;
    const streams: EventStream[] = [];

    beforeAll(async () => {
      firstBase = await serveOnLoopback(t.app);
      const database = await openDatabase({ databaseUrl: t.databaseUrl });
      const app = await buildApp({ config: t.config, database, logger: false });
      second = { database, app, base: await serveOnLoopback(app) };
    });
    afterAll(async () => {
      for (const stream of streams) stream.close();
      await second?.app.close();
      await second?.database.close();
    });

    it("each hears the other's writes", async () => {
      const admin = await loginAs(t.app, 'admin');
      const listenAt = async (base: string) => {
        const stream = openEvents(base, admin.token);
        streams.push(stream);
        await stream.next('ready', (event) => event.type === 'ready');
        return stream;
      };
      const atFirst = await listenAt(firstBase);
      const atSecond = await listenAt(second.base);
      const create = async (base: string) => {
        const response = await fetch(`${base}/api/vendors`, {
          method: 'POST',
          headers: { ...admin.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Vendor ${tag()}`, email: `v-${tag()}@example.com` }),
        });
        expect(response.status).toBe(201);
        return ((await response.json()) as { vendor: { id: string } }).vendor.id;
      };
      const madeBySecond = await create(second.base);
      expect((await atFirst.next('the vendor made by the second', changeOf('vendors'))).data.keys).toEqual([
        madeBySecond,
      ]);
      const madeByFirst = await create(firstBase);
      expect((await atSecond.next('the vendor made by the first', changeOf('vendors'))).data.keys).toEqual([
        madeBySecond,
      ]);
      expect((await atSecond.next('the vendor made by the first', changeOf('vendors'))).data.keys).toEqual([
        madeByFirst,
      ]);
    });

    it('hears every one of a burst of concurrent writes on the other, however they are grouped', async () => {
      const admin = await loginAs(t.app, 'admin');
      const stream = openEvents(firstBase, admin.token);
      streams.push(stream);
      await stream.next('ready', (event) => event.type === 'ready');
      const made = await Promise.all(
        Array.from({ length: 30 }, async () => {
          const response = await fetch(`${second.base}/api/vendors`, {
            method: 'POST',
            headers: { ...admin.headers, 'content-type': 'application/json' },
            body: JSON.stringify({ name: `Vendor ${tag()}`, email: `v-${tag()}@example.com` }),
          });
          expect(response.status).toBe(201);
          return ((await response.json()) as { vendor: { id: string } }).vendor.id;
        }),
      );
      const heard = new Set<string>();
      while (!made.every((id) => heard.has(id))) {
        const event = await stream.next('the vendors of the burst', changeOf('vendors'));
        for (const key of (event.data.keys as string[] | null) ?? []) heard.add(key);
      }
      expect(made.filter((id) => !heard.has(id))).toEqual([]);
    });
  },
  { databases: ['postgres'] },
);
