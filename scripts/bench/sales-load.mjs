// Sales created through the API under load: the admin's token, the stock a run of sales needs, and 50 clients
// selling for a while with every acknowledged sale read back.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from '../lib.mjs';

const serverRequire = createRequire(join(root, 'server', 'package.json'));
const autocannon = serverRequire('autocannon');
const ADMIN = { email: 'admin@example.com', password: 'Passw0rd!' };

export async function login(base) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return (await response.json()).token;
}

/**
 * What a run of sales needs, made through the API: an inventory, a customer and `productCount` of the inventory's
 * products, stocked with a million units each (more than 50 clients sell in a run, and few enough that the batches
 * of many runs stay within a stock level's integer). Answers the next sale's body, each with its own BILL ID.
 */
export async function prepareSales(base, token, productCount) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const get = async (path) => (await fetch(`${base}/api${path}`, { headers })).json();
  const sale = (await get('/sales?pageSize=1')).sales[0];
  // The sales made here are dated on the latest sale's day, so they sort after the seeded ones: the next run's
  // first page is still the seed's (two lines a sale), not the one-line sales of an earlier run.
  const latestDate = (await get('/sales?pageSize=1&order=desc')).sales[0].sale_date;
  const purchase = (await get(`/purchases?pageSize=1&inventory=${encodeURIComponent(sale.inventory)}`))
    .purchases[0];
  const catalog = (await get(`/products?pageSize=${Math.max(productCount, 10)}`)).products.map(
    (row) => row.name,
  );
  const products = [
    purchase.products[0].product,
    ...catalog.filter((name) => name !== purchase.products[0].product),
  ].slice(0, productCount);
  if (products.length < productCount) throw new Error(`only ${products.length} products to sell`);
  const mrId = `BN${Date.now().toString(36).toUpperCase()}`;
  const stocked = await fetch(`${base}/api/purchases`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      mr_id: mrId,
      purchase_date: '2025-01-01',
      vendor: purchase.vendor,
      inventory: sale.inventory,
      products: products.map((product) => ({ product, quantity: 1000000, unit_price: '1' })),
    }),
  });
  if (stocked.status !== 201) throw new Error(`stock purchase answered ${stocked.status}`);
  let number = 0;
  return () => ({
    bill_id: `${mrId}-S${(number += 1)}`,
    sale_date: latestDate,
    customer_id: sale.customer_id,
    shipping_address: '1 Bench Road',
    inventory: sale.inventory,
    products: [{ product: products[number % products.length], quantity: 1, unit_price: '2' }],
  });
}

/**
 * Sales created by 50 clients for `seconds`, every one passing its stock check. `products` says how many products
 * of one inventory the sales take, in turn: 1 is the worst case (every sale waits for the one stock row before
 * it), more is a shop's day (sales of one inventory spread over its products). `sample`, when given, is called
 * right before and after the load (not the setup or the check that follows), and its two answers are returned.
 */
export async function createSalesUnderLoad(
  base,
  token,
  seconds,
  { products: productCount = 1, sample } = {},
) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const nextSale = await prepareSales(base, token, productCount);
  const body = () => JSON.stringify(nextSale());
  const acknowledged = [];
  const probe = await fetch(`${base}/api/sales`, { method: 'POST', headers, body: body() });
  if (probe.status !== 201) throw new Error(`a sale answered ${probe.status}: ${await probe.text()}`);
  const before = sample?.();
  const result = await autocannon({
    url: `${base}/api/sales`,
    connections: 50,
    duration: seconds,
    method: 'POST',
    headers,
    requests: [
      {
        setupRequest: (request) => ({ ...request, body: body() }),
        onResponse: (status, responseBody) => {
          if (status === 201) acknowledged.push(JSON.parse(responseBody).sale.bill_id);
        },
      },
    ],
  });
  const after = sample?.();
  // Every acknowledged sale is stored.
  const missing = [];
  for (let start = 0; start < acknowledged.length; start += 20) {
    await Promise.all(
      acknowledged.slice(start, start + 20).map(async (billId) => {
        const response = await fetch(`${base}/api/sales/${encodeURIComponent(billId)}`, { headers });
        if (response.status !== 200) missing.push(billId);
      }),
    );
  }
  if (missing.length > 0 || acknowledged.length !== result['2xx']) {
    throw new Error(`${result['2xx']} sales were acknowledged; missing: ${missing.slice(0, 5).join(', ')}`);
  }
  return {
    created: result['2xx'],
    refused: result.non2xx,
    perSecond: result['2xx'] / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ...(sample ? { samples: [before, after] } : {}),
  };
}
