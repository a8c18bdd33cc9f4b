import { sql } from 'kysely';
import { serverMessages } from '@logistics/shared/contracts/messages';
import { describeOnBothDatabases } from '../helpers.js';
import { demoSessions } from '../sessions.js';
import { documentSuite, tag, today } from '../document-fixtures.js';
import { recordFigures, soakScaled } from './report.js';

const CLIENTS = 50;
const OPERATIONS_PER_CLIENT = soakScaled(4);
const UNITS_PER_BATCH = soakScaled(40);

/**
 * Fifty clients at once sell and transfer the same two products from the same two batches. Whatever the
 * interleaving: no stock row goes negative, every stock row equals the sum of its ledger movements, and the
 * units purchased equal the units left plus the units sold by the sales that succeeded.
 */
describeOnBothDatabases('concurrency', (t) => {
  const { admin, inventoryManager: manager } = demoSessions(t);
  const { call, makeMasterData } = documentSuite(t);

  it(`${CLIENTS} clients selling and transferring the same batches never overdraw the ledger`, async () => {
    const data = await makeMasterData(2);
    const batches = [`MR-${tag()}`, `MR-${tag()}`];
    for (const [index, mrId] of batches.entries()) {
      const purchase = await call(admin, 'POST', '/api/purchases', {
        mr_id: mrId,
        purchase_date: `2025-0${index + 1}-10`,
        vendor: data.vendor,
        inventory: data.inventories[0],
        products: data.products.map((product) => ({ product, quantity: UNITS_PER_BATCH, unit_price: '2' })),
      });
      expect(purchase.statusCode).toBe(201);
    }
    const purchased = UNITS_PER_BATCH * batches.length * data.products.length;

    let soldUnits = 0;
    const statuses: Record<number, number> = {};
    const refusals = new Set<string>();
    // A deterministic mix per client and step: sales of 1–3 units, transfers of 1–2 units of one batch.
    const client = async (number: number) => {
      const session = number % 2 === 0 ? admin : manager;
      for (let step = 0; step < OPERATIONS_PER_CLIENT; step += 1) {
        const product = data.products[(number + step) % 2] as string;
        const quantity = ((number * 7 + step * 3) % 3) + 1;
        const isSale = (number + step) % 3 !== 0;
        const response = isSale
          ? await call(session, 'POST', '/api/sales', {
              bill_id: `RACE-${tag()}-${number}-${step}`,
              sale_date: today(),
              customer_id: data.customerId,
              shipping_address: '1 Race Street',
              inventory: data.inventories[0],
              products: [{ product, quantity, unit_price: '5' }],
            })
          : await call(session, 'POST', '/api/transfers', {
              trf_id: `RACE-${tag()}-${number}-${step}`,
              transfer_date: today(),
              source_inventory: data.inventories[0],
              destination_inventory: data.inventories[1],
              products: [{ mr_id: batches[step % 2], product, quantity: Math.min(quantity, 2) }],
            });
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        if (response.statusCode === 201 && isSale) soldUnits += quantity;
        if (response.statusCode === 409) refusals.add(response.json<{ message: string }>().message);
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, number) => client(number)));

    // Only created (201) or refused for stock (409): never a 5xx, never anything else.
    expect(Object.keys(statuses).sort()).toEqual(expect.arrayContaining(['201']));
    for (const status of Object.keys(statuses)) expect(['201', '409']).toContain(status);
    for (const message of refusals) expect(message).toMatch(/available/i);

    const productIds = data.productIds;
    const stockRows = await t.app.db
      .selectFrom('stock')
      .select(['id', 'quantity'])
      .where('product_id', 'in', productIds)
      .execute();
    expect(stockRows.every((row) => row.quantity >= 0)).toBe(true);

    const ledger = await sql<{ stock_id: string; net: number }>`
      select stock_id, sum(delta)::int as net from stock_movements
      where stock_id in (select id from stock where product_id in (${sql.join(productIds)}))
      group by stock_id`.execute(t.app.db);
    const netByStock = new Map(ledger.rows.map((row) => [row.stock_id, Number(row.net)]));
    const mismatched = stockRows.filter((row) => row.quantity !== (netByStock.get(row.id) ?? 0));
    expect(mismatched).toEqual([]);

    const left = stockRows.reduce((sum, row) => sum + row.quantity, 0);
    const lost = purchased - left - soldUnits;
    expect(lost).toBe(0);

    recordFigures(`concurrency [${t.kind}]`, {
      clients: CLIENTS,
      operations: CLIENTS * OPERATIONS_PER_CLIENT,
      created: statuses[201] ?? 0,
      refusedForStock: statuses[409] ?? 0,
      failures: Object.entries(statuses)
        .filter(([status]) => !['201', '409'].includes(status))
        .reduce((sum, [, count]) => sum + count, 0),
      negativeStockRows: stockRows.filter((row) => row.quantity < 0).length,
      ledgerMismatches: mismatched.length,
      unitsLost: lost,
    });
  });

  it('two concurrent edits of one row: one is saved, the stale one gets 409 and changes nothing', async () => {
    const name = `Race Category ${tag()}`;
    const created = await call(admin, 'POST', '/api/categories', { name, description: 'first' });
    expect(created.statusCode).toBe(201);
    const { version } = created.json<{ category: { version: number } }>().category;
    const path = `/api/categories/${name.replaceAll(' ', '-')}`;

    const answers = await Promise.all([
      call(admin, 'PATCH', path, { description: 'from admin', version }),
      call(manager, 'PATCH', path, { description: 'from manager', version }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const stale = answers.find((answer) => answer.statusCode === 409);
    expect(stale?.json()).toEqual({ message: serverMessages.staleVersion('category') });
    const saved = answers
      .find((answer) => answer.statusCode === 200)
      ?.json<{ category: { description: string } }>();

    const stored = (await call(admin, 'GET', path)).json<{
      category: { description: string; version: number };
    }>();
    expect(stored.category.description).toBe(saved?.category.description);
    expect(stored.category.version).toBe(version + 1);
  });
});
