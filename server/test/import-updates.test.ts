import { parse } from 'csv-parse/sync';
import pg from 'pg';
import type { ImportRefusal, ImportReport, ImportResult } from '@logistics/shared/contracts/imports';
import { importTexts, serverMessages } from '@logistics/shared/contracts/messages';
import { permissionMatrix, refusalReason } from '@logistics/shared/contracts/permissions';
import type { Product } from '@logistics/shared/contracts/products';
import { describeOnDatabases, loginAs, rowCount, type Session } from './helpers.js';
import { demoSessions } from './sessions.js';
import { csvOf, multipartFile } from './import-files.js';
import { seededCategory, tag } from './document-fixtures.js';

/**
 * An import that updates: with `mode=upsert` a row whose key (the list's key: a name, a VIN, a customer's ID)
 * names an existing row updates it with the file's columns, at the file's Version when it carries one; the other
 * rows create. The report says what each row does and counts them; the commit checks everything again.
 */

type Table = 'products' | 'customers';
const productLabel = { singular: 'product', plural: 'products' };

describeOnDatabases('list imports that update', (t) => {
  const { admin } = demoSessions(t);
  let category: string;

  beforeAll(async () => {
    category = (await seededCategory(t)).name;
  });

  function upload(
    resource: Table,
    file: string,
    options: { dryRun?: boolean; mode?: 'create' | 'upsert'; session?: Session } = {},
  ) {
    const { payload, headers } = multipartFile(file);
    const query = new URLSearchParams({
      ...(options.dryRun ? { dry_run: 'true' } : {}),
      ...(options.mode ? { mode: options.mode } : {}),
    });
    return t.app.inject({
      method: 'POST',
      url: `/api/${resource}/import?${query.toString()}`,
      headers: { ...(options.session ?? admin).headers, ...headers },
      payload,
    });
  }

  /** Three new products; answers their names. */
  async function threeProducts(id: string): Promise<string[]> {
    const names = [1, 2, 3].map((n) => `Upsert Crate ${id} ${n}`);
    const file = csvOf([
      ['Name', 'Category', 'Price', 'SKU'],
      ...names.map((name, n) => [name, category, `${n + 1}0.00`, `UC${id}${n}`]),
    ]);
    expect((await upload('products', file)).statusCode).toBe(200);
    return names;
  }

  /** The CSV export of the products whose names contain `search`, as rows of cells (header first). */
  async function exported(resource: Table, search: string, field = 'name'): Promise<string[][]> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/${resource}/export?format=csv&${field === 'name' ? 'q' : field}=${encodeURIComponent(search)}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    return parse(response.rawPayload, { bom: true }) as string[][];
  }

  const product = async (name: string) => (await t.app.repositories.products.findByKey(name)) as Product;

  it('creates, updates and leaves unchanged: the dry run says which row does what, the commit does it', async () => {
    const id = tag();
    const names = await threeProducts(id);
    const [header, ...rows] = await exported('products', `Upsert Crate ${id}`);
    expect(header).toEqual([
      'Name',
      'Category',
      'Price',
      'SKU',
      'Description',
      'Low-stock threshold',
      'Version',
    ]);
    expect(rows.map((row) => row[6])).toEqual(['1', '1', '1']);
    // The second product's price changes; a fourth row is new.
    const edited = rows.map((row) => [...row]);
    (edited[1] as string[])[2] = '25.5';
    const file = csvOf([
      header as string[],
      ...edited,
      [`Upsert Crate ${id} 4`, category, '40', `UC${id}3`, ''],
    ]);
    const before = await rowCount(t.app.db, 'products');

    const dry = await upload('products', file, { dryRun: true, mode: 'upsert' });
    expect(dry.statusCode).toBe(200);
    const report = dry.json() as ImportReport;
    expect(report).toMatchObject({
      total: 4,
      valid: 4,
      errors: [],
      counts: { created: 1, updated: 1, unchanged: 2, invalid: 0 },
      columns: ['Name', 'Category', 'Price', 'SKU', 'Description', 'Low-stock threshold', 'Version'],
      ignored_columns: [],
    });
    expect(report.preview.map((row) => row.action)).toEqual(['unchanged', 'update', 'unchanged', 'create']);
    expect((await product(names[1] as string)).price).toBe('20.000');
    expect(await rowCount(t.app.db, 'products')).toBe(before);

    const done = await upload('products', file, { mode: 'upsert' });
    expect(done.json()).toEqual({
      imported: 2,
      counts: { created: 1, updated: 1, unchanged: 2, invalid: 0 },
      message: importTexts.written({ created: 1, updated: 1, unchanged: 2 }, productLabel),
    } satisfies ImportResult);
    expect(importTexts.written({ created: 1, updated: 1, unchanged: 2 }, productLabel)).toBe(
      '1 product created, 1 updated, 2 unchanged.',
    );
    expect(await product(names[1] as string)).toMatchObject({ price: '25.500', version: 2 });
    // An unchanged row is not written: its version stays.
    expect(await product(names[0] as string)).toMatchObject({ price: '10.000', version: 1 });
    expect(await product(`Upsert Crate ${id} 4`)).toMatchObject({ price: '40.000', sku: `UC${id}3` });
    expect(await rowCount(t.app.db, 'products')).toBe(before + 1);

    // Only the file's columns are written: a file of names and prices leaves the SKU as it is.
    const prices = csvOf([
      ['Name', 'Price'],
      [names[2] as string, '31'],
    ]);
    expect((await upload('products', prices, { mode: 'upsert' })).json()).toMatchObject({
      counts: { created: 0, updated: 1, unchanged: 0, invalid: 0 },
    });
    expect(await product(names[2] as string)).toMatchObject({ price: '31.000', sku: `UC${id}2`, category });

    // Create-only, the same export is refused row by row as before: every name is taken.
    const createOnly = (await upload('products', file, { dryRun: true })).json() as ImportReport;
    // The Version column is not read, nor named as ignored: it is the export's own.
    expect(createOnly.columns).not.toContain('Version');
    expect(createOnly.ignored_columns).toEqual([]);
    expect(createOnly.errors[0]).toEqual({
      row: 2,
      column: 'Name',
      message: serverMessages.duplicate('product', 'name', names[0] as string),
    });
  });

  it('refuses a row whose Version is not the row’s, naming it, and changes nothing', async () => {
    const id = tag();
    const names = await threeProducts(id);
    const [header, ...rows] = await exported('products', `Upsert Crate ${id}`);
    // Someone else changes the first product after the export.
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${encodeURIComponent(names[0] as string)}`,
      headers: admin.headers,
      payload: { price: '11', version: 1 },
    });
    expect(changed.statusCode).toBe(200);
    const edited = rows.map((row) => row.map((cell, index) => (index === 2 ? '99' : cell)));
    const file = csvOf([header as string[], ...edited]);

    const refused = await upload('products', file, { mode: 'upsert' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: importTexts.refused(1),
      counts: { created: 0, updated: 2, unchanged: 0, invalid: 1 },
      errors: [{ row: 2, column: 'Version', message: importTexts.changedSince('product', 1, 2) }],
    });
    expect(importTexts.changedSince('product', 1, 2)).toBe(
      'This product was changed by someone else since the file was exported (version 1, now 2).',
    );
    expect((refused.json() as ImportReport).preview.map((row) => row.action)).toEqual([
      'invalid',
      'update',
      'update',
    ]);
    expect((await product(names[0] as string)).price).toBe('11.000');
    expect((await product(names[1] as string)).price).toBe('20.000');

    // Without its Version the row updates over the change.
    const unversioned = csvOf([
      ['Name', 'Price'],
      [names[0] as string, '12'],
    ]);
    expect((await upload('products', unversioned, { mode: 'upsert' })).statusCode).toBe(200);
    expect(await product(names[0] as string)).toMatchObject({ price: '12.000', version: 3 });
  });

  it('refuses to update for a role that may create but not update: 403, nothing changed', async () => {
    const id = tag();
    const names = await threeProducts(id);
    const procurement = await loginAs(t.app, 'procurement-manager');
    const file = csvOf([
      ['Name', 'Price'],
      [names[0] as string, '77'],
    ]);
    const rule = permissionMatrix.products;
    const edit = rule.edit;
    // The matrix as it would be with the update taken from the role that owns products.
    rule.edit = (edit ?? []).filter((role) => role !== 'procurement-manager');
    try {
      for (const dryRun of [true, false]) {
        const refused = await upload('products', file, { mode: 'upsert', dryRun, session: procurement });
        expect([refused.statusCode, refused.json()]).toEqual([
          403,
          { message: refusalReason('procurement-manager', 'products', 'edit') },
        ]);
      }
      // Creating stays theirs.
      const fresh = csvOf([
        ['Name', 'Category', 'Price', 'SKU'],
        [`Fresh ${id}`, category, '1', `FR${id}`],
      ]);
      expect((await upload('products', fresh, { session: procurement })).statusCode).toBe(200);
    } finally {
      rule.edit = edit;
    }
    expect((await product(names[0] as string)).price).toBe('10.000');
    // With the right, the same file updates.
    expect((await upload('products', file, { mode: 'upsert', session: procurement })).statusCode).toBe(200);
  });

  it('matches customers by the ID its export writes', async () => {
    const id = tag().toLowerCase();
    const created = csvOf([
      ['Name', 'Email', 'Phone', 'Address'],
      [`Id Buyer ${id}`, `id-buyer-${id}@example.com`, '+15550100001', '1 Key Street'],
      [`Id Buyer ${id} Two`, `id-buyer-${id}-2@example.com`, '', ''],
    ]);
    expect((await upload('customers', created)).statusCode).toBe(200);
    const [header, ...rows] = await exported('customers', `id-buyer-${id}`, 'q');
    expect(header).toEqual(['Name', 'Email', 'Phone', 'Address', 'ID', 'Version']);
    expect(rows).toHaveLength(2);
    const edited = rows.map((row) => [...row]);
    const renamed = edited.find((row) => row[0] === `Id Buyer ${id}`) as string[];
    // The ID finds the row even though its name changes.
    renamed[0] = `Id Buyer ${id} Renamed`;
    const before = await rowCount(t.app.db, 'customers');
    const done = await upload('customers', csvOf([header as string[], ...edited]), { mode: 'upsert' });
    expect(done.json()).toMatchObject({ counts: { created: 0, updated: 1, unchanged: 1, invalid: 0 } });
    expect(await rowCount(t.app.db, 'customers')).toBe(before);
    const stored = await t.app.repositories.customers.findByKey(renamed[4] as string);
    expect(stored).toMatchObject({
      name: `Id Buyer ${id} Renamed`,
      email: `id-buyer-${id}@example.com`,
      version: 2,
    });

    // The same row twice in the file is the later row's problem.
    const twice = csvOf([
      ['ID', 'Phone'],
      [renamed[4] as string, '+15550100002'],
      [renamed[4] as string, '+15550100003'],
    ]);
    expect(
      ((await upload('customers', twice, { dryRun: true, mode: 'upsert' })).json() as ImportReport).errors,
    ).toEqual([
      { row: 3, column: 'ID', message: importTexts.duplicateInFile('ID', renamed[4] as string, 2) },
    ]);
  });

  it('refuses at commit a row created by someone else since the dry run, naming it, with the server’s counts', async () => {
    const id = tag();
    const file = csvOf([
      ['Name', 'Category', 'Price', 'SKU'],
      [`Race ${id} 1`, category, '1', `RC${id}1`],
      [`Race ${id} 2`, category, '2', `RC${id}2`],
    ]);
    expect((await upload('products', file, { dryRun: true })).json()).toMatchObject({
      counts: { created: 2, updated: 0, unchanged: 0, invalid: 0 },
    });
    // Someone else creates the second row's product meanwhile.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.headers,
      payload: { name: `Race ${id} 2`, category, price: '5', sku: `OTHER${id}` },
    });
    expect(other.statusCode).toBe(201);
    const before = await rowCount(t.app.db, 'products');
    const refused = await upload('products', file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: importTexts.refused(1),
      counts: { created: 1, updated: 0, unchanged: 0, invalid: 1 },
      errors: [
        { row: 3, column: 'Name', message: serverMessages.duplicate('product', 'name', `Race ${id} 2`) },
      ],
    } satisfies Partial<ImportRefusal>);
    expect(await rowCount(t.app.db, 'products')).toBe(before);
  });

  it('keeps unique values unique across updated rows: another row’s SKU, or one SKU for two rows', async () => {
    const id = tag();
    const names = await threeProducts(id);
    const takesAnother = csvOf([
      ['Name', 'SKU'],
      [names[0] as string, `uc${id}1`],
    ]);
    const refused = await upload('products', takesAnother, { mode: 'upsert' });
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as ImportReport).errors).toEqual([
      { row: 2, column: 'SKU', message: serverMessages.duplicate('product', 'SKU', `uc${id}1`) },
    ]);
    // A row keeps its own SKU (in another case) without clashing with itself.
    const own = csvOf([
      ['Name', 'SKU'],
      [names[0] as string, `uc${id}0`],
    ]);
    expect(
      ((await upload('products', own, { dryRun: true, mode: 'upsert' })).json() as ImportReport).errors,
    ).toEqual([]);
    const both = csvOf([
      ['Name', 'SKU'],
      [names[0] as string, `NEW${id}`],
      [names[1] as string, `new${id}`],
    ]);
    expect(((await upload('products', both, { mode: 'upsert' })).json() as ImportReport).errors).toEqual([
      { row: 3, column: 'SKU', message: importTexts.duplicateInFile('SKU', `new${id}`, 2) },
    ]);
    expect((await product(names[0] as string)).sku).toBe(`UC${id}0`);
  });
});

/**
 * Someone else's write between the commit's check and its write: another session holds the row (or the new key)
 * until the import waits on it, then commits. Only PostgreSQL has a second session to do so.
 */
describeOnDatabases(
  'list imports that update, raced at commit',
  (t) => {
    const { admin } = demoSessions(t);

    const upload = (file: string, mode: 'create' | 'upsert') => {
      const { payload, headers } = multipartFile(file);
      return t.app.inject({
        method: 'POST',
        url: `/api/products/import?mode=${mode}`,
        headers: { ...admin.headers, ...headers },
        payload,
      });
    };

    /** Runs the import while `other` holds its open transaction, which commits once the import waits on a lock. */
    async function racedBy(write: string, values: unknown[], importing: () => ReturnType<typeof upload>) {
      // Its own session, closed before the suite drops its database.
      const other = new pg.Client({ connectionString: t.databaseUrl });
      await other.connect();
      try {
        await other.query('begin');
        await other.query(write, values);
        const answer = importing();
        for (let waited = 0; waited < 200; waited += 1) {
          const { rows } = await other.query<{ n: string }>(
            "select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
          );
          if (Number(rows[0]?.n) > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        await other.query('commit');
        return await answer;
      } finally {
        await other.end();
      }
    }

    it('names the row whose new name someone else created between the check and the insert', async () => {
      const id = tag();
      const { id: category, name: categoryName } = await seededCategory(t);
      const file = csvOf([
        ['Name', 'Category', 'Price', 'SKU'],
        [`Raced ${id} 1`, categoryName, '1', `RA${id}1`],
        [`Raced ${id} 2`, categoryName, '2', `RA${id}2`],
      ]);
      const before = await rowCount(t.app.db, 'products');
      const refused = await racedBy(
        'insert into products (name, name_key, price, sku, category_id) values ($1, $2, 5, $3, $4)',
        [`Raced ${id} 2`, `raced-${id.toLowerCase()}-2`, `OTHER${id}`, category],
        () => upload(file, 'create'),
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        message: importTexts.refusedAtCommit(1),
        counts: { created: 1, updated: 0, unchanged: 0, invalid: 1 },
        errors: [
          { row: 3, column: 'Name', message: serverMessages.duplicate('product', 'name', `Raced ${id} 2`) },
        ],
      });
      // Only the other session's row was added.
      expect(await rowCount(t.app.db, 'products')).toBe(before + 1);
    });

    it('names the row someone else changed between the check and the update, and writes nothing', async () => {
      const id = tag();
      const categoryName = (await seededCategory(t)).name;
      const created = csvOf([
        ['Name', 'Category', 'Price', 'SKU'],
        [`Held ${id} 1`, categoryName, '1', `HE${id}1`],
        [`Held ${id} 2`, categoryName, '2', `HE${id}2`],
      ]);
      expect((await upload(created, 'create')).statusCode).toBe(200);
      // No Version column: the commit's check reads version 1, and the update is written only at version 1.
      const prices = csvOf([
        ['Name', 'Price'],
        [`Held ${id} 1`, '10'],
        [`Held ${id} 2`, '20'],
      ]);
      const refused = await racedBy(
        'update products set price = 7, version = version + 1 where name_key = $1',
        [`held-${id.toLowerCase()}-2`],
        () => upload(prices, 'upsert'),
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        message: importTexts.refusedAtCommit(1),
        counts: { created: 0, updated: 1, unchanged: 0, invalid: 1 },
        errors: [{ row: 3, column: 'Name', message: importTexts.changedMeanwhile('product') }],
      });
      const stored = await t.app.db
        .selectFrom('products')
        .select(['name', 'price', 'version'])
        .where('name', 'like', `Held ${id}%`)
        .orderBy('name')
        .execute();
      // The first row's update was rolled back with the rest; the other session's change stands.
      expect(stored).toEqual([
        { name: `Held ${id} 1`, price: '1.000', version: 1 },
        { name: `Held ${id} 2`, price: '7.000', version: 2 },
      ]);
    });

    it('names the row whose new SKU someone else took between the check and the update, and writes nothing', async () => {
      const id = tag();
      const { id: category, name: categoryName } = await seededCategory(t);
      const created = csvOf([
        ['Name', 'Category', 'Price', 'SKU'],
        [`Taken ${id} 1`, categoryName, '1', `TA${id}1`],
        [`Taken ${id} 2`, categoryName, '2', `TA${id}2`],
      ]);
      expect((await upload(created, 'create')).statusCode).toBe(200);
      const skus = csvOf([
        ['Name', 'SKU'],
        [`Taken ${id} 1`, `TB${id}1`],
        [`Taken ${id} 2`, `NEW${id}`],
      ]);
      // The other session's uncommitted row holds the SKU: the import's update waits on it, then collides.
      const refused = await racedBy(
        'insert into products (name, name_key, price, sku, category_id) values ($1, $2, 5, $3, $4)',
        [`Other ${id}`, `other-${id.toLowerCase()}`, `NEW${id}`, category],
        () => upload(skus, 'upsert'),
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        message: importTexts.refusedAtCommit(1),
        errors: [{ row: 3, column: 'SKU', message: serverMessages.duplicate('product', 'SKU', `NEW${id}`) }],
      });
      const stored = await t.app.db
        .selectFrom('products')
        .select(['name', 'sku'])
        .where('name', 'like', `Taken ${id}%`)
        .orderBy('name')
        .execute();
      // The first row's new SKU was rolled back with the rest.
      expect(stored).toEqual([
        { name: `Taken ${id} 1`, sku: `TA${id}1` },
        { name: `Taken ${id} 2`, sku: `TA${id}2` },
      ]);
    });
  },
  { databases: ['postgres'] },
);
