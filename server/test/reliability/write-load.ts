import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { DEMO_PASSWORD, demoAccounts } from '../../src/db/seed.js';
import { REPO_ROOT, SERVER_DIR } from '../helpers.js';
import { freePort } from '../services.js';

/**
 * What the suites that kill a real server under load share (crash.test.ts, cluster.test.ts): starting the
 * server process, writers creating purchases, sales, transfers and shipments until told to stop, and the check
 * that every document is whole or absent and none that was acknowledged is missing.
 */

export interface Running {
  child: ChildProcess;
  base: string;
  port: number;
  exited: Promise<void>;
  /** What it printed on stderr so far (for a failure's message). */
  stderr(): string;
}

/** The server from source (tsx inside this one process: its CLI would put a second process in between). */
export async function startServer(env: Record<string, string>, port?: number): Promise<Running> {
  const listenOn = port ?? (await freePort());
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      STATIC_ROOT: join(REPO_ROOT, 'no-static-root'),
      ...env,
      PORT: String(listenOn),
      HOST: '127.0.0.1',
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${listenOn}`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited at start: ${stderr}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok)
        return { child, base, port: listenOn, exited, stderr: () => stderr };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${stderr}`);
}

export async function stopServer(server: Running, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  await server.exited;
}

/** The parts of the answers these suites read. */
export interface Answer {
  purchases: Array<{ vendor: string; inventory: string; products: Array<{ product: string }> }>;
  sales: Array<{ customer_id: string }>;
  shipments: Array<{ captain: { id: string }; vehicle: { vin: string } }>;
  purchase: { products: unknown[] };
  sale: { products: unknown[] };
  transfer: { products: unknown[] };
  shipment: { items: unknown[] };
}

export async function api(base: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Answer };
}

export async function adminToken(base: string): Promise<string> {
  const admin = demoAccounts.find((account) => account.role === 'admin');
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin?.email, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { token: string }).token;
}

type Kind = 'purchase' | 'sale' | 'transfer' | 'shipment';
export interface Attempt {
  kind: Kind;
  key: string;
  parts: number;
  acknowledged: boolean;
  /** When it was sent, against the load's own clock (performance.now()). */
  sentAt: number;
  /** The answer's status; undefined when the connection broke before one came. */
  status: number | undefined;
}

const paths: Record<Kind, string> = {
  purchase: 'purchases',
  sale: 'sales',
  transfer: 'transfers',
  shipment: 'shipments',
};
const partsOf: Record<Kind, (row: Answer) => number> = {
  purchase: (row) => row.purchase.products.length,
  sale: (row) => row.sale.products.length,
  transfer: (row) => row.transfer.products.length,
  shipment: (row) => row.shipment.items.length,
};

export interface WriteLoad {
  attempts: Attempt[];
  /** Stops the writers; resolves when each has finished its request under way. */
  stop(): Promise<void>;
}

/**
 * `writers` clients writing documents through `base` until stopped: purchases (3 lines), sales and transfers
 * (2 lines) drawing on a purchase made first, and shipments of two acknowledged sales. An answer other than 201
 * or 409 fails the load, unless it came while `tolerating()` (a server being killed under it).
 */
export async function startWriteLoad(
  base: string,
  token: string,
  writers: number,
  tolerating: () => boolean = () => false,
): Promise<WriteLoad> {
  // Names from the seeded demo data: a vendor, two inventories, products, a customer, a captain, a vehicle.
  const purchases = (await api(base, token, 'GET', '/purchases?pageSize=50')).body.purchases;
  const inventories = [...new Set(purchases.map((row) => row.inventory))];
  const vendor = purchases[0]?.vendor;
  const products = [...new Set(purchases.flatMap((row) => row.products.map((line) => line.product)))];
  const sale = (await api(base, token, 'GET', '/sales?pageSize=1')).body.sales[0];
  const shipment = (await api(base, token, 'GET', '/shipments?pageSize=1')).body.shipments[0];
  if (!vendor || !sale || !shipment || inventories.length < 2 || products.length < 3) {
    throw new Error('the demo data has no purchase, sale or shipment to write beside');
  }

  // Stock that the sales and transfers draw on: a purchase acknowledged before the load starts.
  const run = randomBytes(3).toString('hex').toUpperCase();
  const stockBatch = `MR-LOAD-${run}`;
  const stocked = await api(base, token, 'POST', '/purchases', {
    mr_id: stockBatch,
    purchase_date: '2025-03-01',
    vendor,
    inventory: inventories[0],
    products: products.slice(0, 2).map((product) => ({ product, quantity: 100000, unit_price: '1' })),
  });
  if (stocked.status !== 201) throw new Error(`the stock purchase answered ${stocked.status}`);

  const attempts: Attempt[] = [];
  const acknowledgedSales: string[] = [];
  let stopped = false;
  let sequence = 0;
  const bodyOf = (kind: Kind, key: string): unknown => {
    if (kind === 'purchase') {
      return {
        mr_id: key,
        purchase_date: '2025-04-01',
        vendor,
        inventory: inventories[1],
        products: products.slice(0, 3).map((product) => ({ product, quantity: 2, unit_price: '3.5' })),
      };
    }
    if (kind === 'sale') {
      return {
        bill_id: key,
        sale_date: '2025-05-01',
        customer_id: sale.customer_id,
        shipping_address: '9 Load Lane',
        inventory: inventories[0],
        products: products.slice(0, 2).map((product) => ({ product, quantity: 1, unit_price: '4' })),
      };
    }
    if (kind === 'transfer') {
      return {
        trf_id: key,
        transfer_date: '2025-05-02',
        source_inventory: inventories[0],
        destination_inventory: inventories[1],
        products: products.slice(0, 2).map((product) => ({ mr_id: stockBatch, product, quantity: 1 })),
      };
    }
    const orders = acknowledgedSales.splice(0, 2);
    if (orders.length < 2) return undefined;
    return {
      shipment_id: key,
      shipment_date: '2025-05-03',
      vehicle_vin: shipment.vehicle.vin,
      captain_id: shipment.captain.id,
      orders: orders.map((bill_id) => ({ bill_id })),
    };
  };
  const writer = async (number: number) => {
    while (!stopped) {
      sequence += 1;
      const key = `LD-${run}-${number}-${sequence}`;
      const kind = (['purchase', 'sale', 'transfer', 'shipment'] as const)[sequence % 4] as Kind;
      const body = bodyOf(kind, key);
      if (body === undefined) continue;
      const attempt: Attempt = {
        kind,
        key,
        parts: kind === 'purchase' ? 3 : 2,
        acknowledged: false,
        sentAt: performance.now(),
        status: undefined,
      };
      attempts.push(attempt);
      try {
        const answer = await api(base, token, 'POST', `/${paths[kind]}`, body);
        attempt.status = answer.status;
        if (answer.status === 201) {
          attempt.acknowledged = true;
          if (kind === 'sale') acknowledgedSales.push(key);
        } else if (answer.status !== 409 && !tolerating()) {
          throw new Error(`${kind} ${key} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        }
      } catch (error) {
        // A server killed under this request: its outcome is unknown, and checked afterwards.
        if (!tolerating()) throw error;
      }
    }
  };
  const load = Promise.all(Array.from({ length: writers }, (_, number) => writer(number)));
  return {
    attempts,
    async stop() {
      stopped = true;
      await load;
    },
  };
}

export interface Outcome {
  whole: number;
  absent: number;
  partial: number;
  acknowledgedLost: number;
}

/** Reads every attempted document back through `base`: whole, absent, or (never) partial; lost if acknowledged. */
export async function checkAttempts(base: string, token: string, attempts: Attempt[]): Promise<Outcome> {
  const outcome: Outcome = { whole: 0, absent: 0, partial: 0, acknowledgedLost: 0 };
  for (const attempt of attempts) {
    const answer = await api(base, token, 'GET', `/${paths[attempt.kind]}/${attempt.key}`);
    if (answer.status === 404) {
      outcome.absent += 1;
      if (attempt.acknowledged) outcome.acknowledgedLost += 1;
    } else if (answer.status === 200 && partsOf[attempt.kind](answer.body) === attempt.parts) {
      outcome.whole += 1;
    } else {
      outcome.partial += 1;
    }
  }
  return outcome;
}
