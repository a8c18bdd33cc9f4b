import { lineItemThings, serverMessages } from '@logistics/shared/contracts/messages';
import { totalPrice } from '@logistics/shared/contracts/money';
import { DUPLICATE_CHANGED_LINE } from '@logistics/shared/contracts/line-items';
import { describeOnBothDatabases } from './helpers.js';
import { demoSessions } from './sessions.js';
import {
  documentSuite,
  shortOfStock,
  type MasterData,
  oneLineSale,
  tag,
  today,
} from './document-fixtures.js';

interface Line {
  id: string;
  product: string;
  quantity: number;
  unit_price: string;
  discount: number;
}

/**
 * A document's update carrying its changed saved lines (`changed_products`): the head and every line are saved
 * in one transaction, each line with its version, or nothing is.
 */
describeOnBothDatabases('document updates with changed lines', (t) => {
  const { admin, procurementManager: procurement, inventoryManager, fleetManager } = demoSessions(t);
  const { call, makeMasterData, stockOf, snapshot } = documentSuite(t);

  /** A new purchase of 10 units of product 0 and 4 of product 1 in inventory 0, by the procurement-manager. */
  async function newPurchase(data: MasterData) {
    const mrId = `MR-${tag()}`;
    const response = await call(procurement, 'POST', '/api/purchases', {
      mr_id: mrId,
      purchase_date: '2025-02-03',
      vendor: data.vendor,
      inventory: data.inventories[0],
      products: [
        { product: data.products[0], quantity: 10, unit_price: '3' },
        { product: data.products[1], quantity: 4, unit_price: '7' },
      ],
    });
    expect(response.statusCode).toBe(201);
    const purchase = response.json<{ purchase: { version: number; products: Line[] } }>().purchase;
    return { mrId, ...purchase };
  }

  const read = async (path: string) => (await call(admin, 'GET', path)).json<Record<string, unknown>>();

  it('documents `changed_products` in the OpenAPI body of each update built from the zod schemas', async () => {
    const document = (await call(undefined, 'GET', '/api/docs/json')).json();
    for (const [path, fields] of [
      ['/api/purchases/{mr_id}', ['discount', 'id', 'quantity', 'unit_price', 'version']],
      ['/api/sales/{bill_id}', ['discount', 'id', 'quantity', 'unit_price', 'version']],
      ['/api/transfers/{trf_id}', ['id', 'quantity', 'version']],
    ] as const) {
      for (const method of ['put', 'patch']) {
        const body = document.paths[path][method].requestBody.content['application/json'].schema;
        const lines = body.properties.changed_products;
        const line = (lines.anyOf ?? [lines]).find((option: { type?: string }) => option.type === 'array');
        expect(Object.keys(line.items.properties).sort()).toEqual(fields);
      }
    }
  });

  it('saves a purchase head and its changed lines together: amounts, total, stock and one new version', async () => {
    const data = await makeMasterData();
    const { mrId, version, products } = await newPurchase(data);
    const [first, second] = products as [Line, Line];
    const response = await call(procurement, 'PATCH', `/api/purchases/${mrId}`, {
      adjustment: '1',
      version,
      changed_products: [
        { id: first.id, version, quantity: 12, unit_price: '3' },
        { id: second.id, version, quantity: 3, unit_price: '8', discount: 50 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const total = totalPrice(
      [
        { quantity: 12, unit_price: '3', discount: 0 },
        { quantity: 3, unit_price: '8', discount: 50 },
      ],
      '1',
    );
    const { purchase } = await read(`/api/purchases/${mrId}`);
    expect(purchase).toMatchObject({
      version: version + 1,
      adjustment: '1.000',
      total_price: total,
      products: [
        { id: first.id, quantity: 12, unit_price: '3.000', discount: 0 },
        { id: second.id, quantity: 3, unit_price: '8.000', discount: 50 },
      ],
    });
    expect(response.json()).toEqual({ purchase, message: serverMessages.updated('purchase') });
    expect(await stockOf(data.inventoryIds[0] as string, data.productIds[0] as string)).toEqual({
      [mrId]: 12,
    });
    expect(await stockOf(data.inventoryIds[0] as string, data.productIds[1] as string)).toEqual({
      [mrId]: 3,
    });
  });

  it('refuses a purchase update whole when one changed line would make stock negative, naming the product', async () => {
    const data = await makeMasterData();
    const { mrId, version, products } = await newPurchase(data);
    const [first, second] = products as [Line, Line];
    // A sale takes 8 of the 10 units of product 0: its line may shrink to 8, not below.
    const sale = await call(admin, 'POST', '/api/sales', oneLineSale(data, { quantity: 8, unit_price: '5' }));
    expect(sale.statusCode).toBe(201);
    const before = await snapshot();
    const stored = await read(`/api/purchases/${mrId}`);

    const response = await call(procurement, 'PATCH', `/api/purchases/${mrId}`, {
      adjustment: '2',
      version,
      changed_products: [
        { id: second.id, version, quantity: 9, unit_price: '7' },
        { id: first.id, version, quantity: 1, unit_price: '3' },
      ],
    });
    expect(response.statusCode).toBe(409);
    // The refused line is named by its place in `changed_products`.
    expect(response.json()).toEqual({
      message: shortOfStock(data, { available: 2, needed: 9, mrId }),
      field: 'changed_products.1.quantity',
    });
    expect(await snapshot()).toEqual(before);
    expect(await read(`/api/purchases/${mrId}`)).toEqual(stored);
  });

  it('refuses a stale line version (409), a line of another document (400) and a line listed twice (400)', async () => {
    const data = await makeMasterData();
    const { mrId, version, products } = await newPurchase(data);
    const other = await newPurchase(data);
    const [first] = products as [Line, Line];
    const stored = await read(`/api/purchases/${mrId}`);
    const patch = (changed: object[]) =>
      call(procurement, 'PATCH', `/api/purchases/${mrId}`, {
        adjustment: '3',
        version,
        changed_products: changed,
      });

    const stale = await patch([{ id: first.id, version: version - 1, quantity: 11, unit_price: '3' }]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: serverMessages.staleVersion('purchase') });

    const foreign = (other.products[0] as Line).id;
    const elsewhere = await patch([{ id: foreign, version, quantity: 11, unit_price: '3' }]);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ message: serverMessages.notFound(lineItemThings.purchase, foreign) });

    const notAnId = await patch([{ id: 'line-1', version, quantity: 11, unit_price: '3' }]);
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json()).toEqual({ message: serverMessages.notFound(lineItemThings.purchase, 'line-1') });

    const twice = await patch([
      { id: first.id, version, quantity: 11, unit_price: '3' },
      { id: first.id, version, quantity: 12, unit_price: '3' },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ message: DUPLICATE_CHANGED_LINE });

    expect(await read(`/api/purchases/${mrId}`)).toEqual(stored);
  });

  it('saves a sale with its changed line: the total follows, the stock is taken, or refused whole', async () => {
    const data = await makeMasterData();
    const { mrId } = await newPurchase(data);
    const billId = `BILL-${tag()}`;
    const body = oneLineSale(data, { quantity: 2, unit_price: '10' }, { bill_id: billId });
    const created = await call(inventoryManager, 'POST', '/api/sales', body);
    expect(created.statusCode).toBe(201);
    const { version, products } = created.json<{ sale: { version: number; products: Line[] } }>().sale;
    const line = products[0] as Line;

    // The fleet-manager saves the status only: a changed line is refused, and nothing is saved.
    const before = await snapshot();
    const stored = await read(`/api/sales/${billId}`);
    const statusOnly = await call(fleetManager, 'PATCH', `/api/sales/${billId}`, {
      status: 'processing',
      version,
      changed_products: [{ id: line.id, version, quantity: 5, unit_price: '10' }],
    });
    expect(statusOnly.statusCode).toBe(403);
    // More than the inventory holds (10, two of them on this line): refused whole, the status change with it,
    // and the refusal counts as the person does: the 11 typed against the 8 in stock plus the line's 2.
    const tooMany = await call(inventoryManager, 'PATCH', `/api/sales/${billId}`, {
      status: 'processing',
      version,
      changed_products: [{ id: line.id, version, quantity: 11, unit_price: '10' }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      message: shortOfStock(data, { available: 10, needed: 11 }),
      field: 'changed_products.0.quantity',
    });
    expect(await snapshot()).toEqual(before);
    expect(await read(`/api/sales/${billId}`)).toEqual(stored);

    const saved = await call(inventoryManager, 'PATCH', `/api/sales/${billId}`, {
      status: 'processing',
      version,
      changed_products: [{ id: line.id, version, quantity: 5, unit_price: '10' }],
    });
    expect(saved.statusCode).toBe(200);
    expect((await read(`/api/sales/${billId}`)).sale).toMatchObject({
      version: version + 1,
      status: 'processing',
      total_price: '50.000',
      products: [{ id: line.id, quantity: 5, unit_price: '10.000' }],
    });
    expect(await stockOf(data.inventoryIds[0] as string, data.productIds[0] as string)).toEqual({
      [mrId]: 5,
    });
  });

  it('saves a transfer with its changed line, moving the difference between the inventories', async () => {
    const data = await makeMasterData();
    const { mrId } = await newPurchase(data);
    const trfId = `TRF-${tag()}`;
    const created = await call(inventoryManager, 'POST', '/api/transfers', {
      trf_id: trfId,
      transfer_date: today(),
      source_inventory: data.inventories[0],
      destination_inventory: data.inventories[1],
      products: [{ mr_id: mrId, product: data.products[0], quantity: 3 }],
    });
    expect(created.statusCode).toBe(201);
    const { version, products } = created.json<{
      transfer: { version: number; products: Array<{ id: string }> };
    }>().transfer;
    const lineId = (products[0] as { id: string }).id;

    const saved = await call(inventoryManager, 'PATCH', `/api/transfers/${trfId}`, {
      transfer_date: '2025-03-01',
      version,
      changed_products: [{ id: lineId, version, quantity: 7 }],
    });
    expect(saved.statusCode).toBe(200);
    expect((await read(`/api/transfers/${trfId}`)).transfer).toMatchObject({
      version: version + 1,
      transfer_date: '2025-03-01',
      products: [{ id: lineId, quantity: 7 }],
    });
    expect(await stockOf(data.inventoryIds[0] as string, data.productIds[0] as string)).toEqual({
      [mrId]: 3,
    });
    expect(await stockOf(data.inventoryIds[1] as string, data.productIds[0] as string)).toEqual({
      [mrId]: 7,
    });
  });
  it('keeps the version of a save that changes nothing, a saved line among it; one changed line raises it once', async () => {
    const data = await makeMasterData();
    const { mrId, version, products } = await newPurchase(data);
    const [first] = products as [Line, Line];
    const asStored = { id: first.id, quantity: 10, unit_price: '3.000', discount: 0 };
    const versionOf = async (path: string, key: string) =>
      ((await read(path))[key] as { version: number }).version;

    // The purchase: its head as stored (a number in another form), a line as stored, a line saved alone as stored.
    const purchasePath = `/api/purchases/${mrId}`;
    const samePurchase = await call(procurement, 'PATCH', purchasePath, {
      mr_id: mrId,
      purchase_date: '2025-02-03',
      vendor: data.vendor,
      inventory: data.inventories[0],
      adjustment: '0.0',
      version,
      changed_products: [{ ...asStored, version }],
    });
    expect(samePurchase.statusCode).toBe(200);
    expect(samePurchase.json().purchase.version).toBe(version);
    const sameLine = await call(procurement, 'PUT', `/api/purchase-products/${first.id}`, {
      quantity: 10,
      unit_price: '3',
      version,
    });
    expect(sameLine.statusCode).toBe(200);
    expect(await versionOf(purchasePath, 'purchase')).toBe(version);
    const oneLine = await call(procurement, 'PATCH', purchasePath, {
      version,
      changed_products: [{ ...asStored, quantity: 11, version }],
    });
    expect(oneLine.json().purchase).toMatchObject({ version: version + 1, products: [{ quantity: 11 }, {}] });

    // The sale: its status and line as stored.
    const billId = `BILL-${tag()}`;
    const created = await call(
      inventoryManager,
      'POST',
      '/api/sales',
      oneLineSale(data, { quantity: 2, unit_price: '10' }, { bill_id: billId }),
    );
    const sale = created.json<{ sale: { version: number; status: string; products: Line[] } }>().sale;
    const saleLine = sale.products[0] as Line;
    const sameSale = await call(inventoryManager, 'PATCH', `/api/sales/${billId}`, {
      status: sale.status,
      version: sale.version,
      changed_products: [{ id: saleLine.id, version: sale.version, quantity: 2, unit_price: '10' }],
    });
    expect(sameSale.statusCode).toBe(200);
    expect(sameSale.json().sale.version).toBe(sale.version);

    // The transfer: its date and line as stored; then a line changed alone.
    const trfId = `TRF-${tag()}`;
    const transfer = (
      await call(inventoryManager, 'POST', '/api/transfers', {
        trf_id: trfId,
        transfer_date: '2025-03-01',
        source_inventory: data.inventories[0],
        destination_inventory: data.inventories[1],
        products: [{ mr_id: mrId, product: data.products[0], quantity: 3 }],
      })
    ).json<{ transfer: { version: number; products: Array<{ id: string }> } }>().transfer;
    const transferLine = (transfer.products[0] as { id: string }).id;
    const sameTransfer = await call(inventoryManager, 'PATCH', `/api/transfers/${trfId}`, {
      transfer_date: '2025-03-01',
      version: transfer.version,
      changed_products: [{ id: transferLine, version: transfer.version, quantity: 3 }],
    });
    expect(sameTransfer.json().transfer.version).toBe(transfer.version);
    const movedMore = await call(inventoryManager, 'PATCH', `/api/transfers/${trfId}`, {
      version: transfer.version,
      changed_products: [{ id: transferLine, version: transfer.version, quantity: 4 }],
    });
    expect(movedMore.json().transfer).toMatchObject({
      version: transfer.version + 1,
      products: [{ quantity: 4 }],
    });
  });
});
