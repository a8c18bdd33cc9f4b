import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { parse } from 'csv-parse/sync';
import type { ImportReport, ImportResult } from '@logistics/shared/contracts/imports';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_CELL_CHARS,
  IMPORT_MAX_ROW_CHARS,
  IMPORT_MAX_ROWS,
  IMPORT_MAX_UNZIPPED_BYTES,
  IMPORT_MAX_ZIP_ENTRIES,
  IMPORT_MAX_ZIP_RATIO,
  IMPORT_PREVIEW_ROWS,
  importMaxColumns,
} from '@logistics/shared/contracts/imports';
import { importTexts, serverMessages } from '@logistics/shared/contracts/messages';
import type { Product } from '@logistics/shared/contracts/products';
import { refusalReason } from '@logistics/shared/contracts/permissions';
import { NAME_REQUIRED } from '@logistics/shared/contracts/validation';
import { describeOnDatabases, loginAs, rowCount, type Session } from './helpers.js';
import { demoSessions } from './sessions.js';
import { csvOf, multipartFile, sheetXml, xlsxOf, xlsxSheetFirst, zipOf } from './import-files.js';
import { expectMisshapenRefused } from './images.js';
import { seededCategory, tag } from './document-fixtures.js';

/**
 * A master-data list's import: a CSV or XLSX file in the export's columns is checked row by
 * row through the create's rules (a dry run reports the first rows and every problem with its row number), and
 * imported all or nothing in one transaction, by the roles that may create only.
 */

type Table = 'products' | 'customers' | 'vendors' | 'categories' | 'vehicles';

describeOnDatabases('list imports', (t) => {
  t.alsoOnPGlite(['imports 10,000 product rows in one transaction']);
  const { admin } = demoSessions(t);
  let category: string;

  beforeAll(async () => {
    category = (await seededCategory(t)).name;
  });

  const count = (table: Table) => rowCount(t.app.db, table);

  function upload(
    resource: Table,
    file: Buffer | string,
    options: { dryRun?: boolean; session?: Session } = {},
  ) {
    const { payload, headers } = multipartFile(file);
    return t.app.inject({
      method: 'POST',
      url: `/api/${resource}/import${options.dryRun ? '?dry_run=true' : ''}`,
      headers: { ...(options.session ?? admin).headers, ...headers },
      payload,
    });
  }

  /** Good product rows with fresh names and SKUs. */
  const products = (n: number, id = tag()) =>
    Array.from({ length: n }, (_, i) => [
      `Imported Box ${id} ${i + 1}`,
      category,
      '$1,234.50',
      `IB${id}${i}`,
    ]);

  it('reads a CSV file in the export’s columns: the first rows, the columns read and ignored; then imports it', async () => {
    const id = tag();
    const rows = products(12, id);
    const file = csvOf([['Name', 'Category', 'Price', 'SKU', 'Stock'], ...rows.map((row) => [...row, '7'])]);

    const dry = await upload('products', file, { dryRun: true });
    expect(dry.statusCode).toBe(200);
    const report = dry.json() as ImportReport;
    expect(report).toMatchObject({
      total: 12,
      valid: 12,
      errors: [],
      columns: ['Name', 'Category', 'Price', 'SKU'],
      ignored_columns: ['Stock'],
    });
    expect(report.preview).toHaveLength(IMPORT_PREVIEW_ROWS);
    expect(report.preview[0]).toEqual({ row: 2, cells: rows[0], action: 'create' });
    // A dry run changes nothing.
    expect(await t.app.repositories.products.findByKey(`Imported Box ${id} 1`)).toBeUndefined();

    const before = await count('products');
    const done = await upload('products', file);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      imported: 12,
      counts: { created: 12, updated: 0, unchanged: 0, invalid: 0 },
      message: '12 products imported.',
    } satisfies ImportResult);
    expect(await count('products')).toBe(before + 12);
    const stored = await t.app.repositories.products.findByKey(`Imported Box ${id} 12`);
    expect(stored).toMatchObject({ category, price: '1234.500', sku: `IB${id}11` });
  });

  it('reads an XLSX file the same way', async () => {
    const id = tag().toLowerCase();
    const file = await xlsxOf([
      ['Name', 'Email', 'Phone', 'Address'],
      [`Sheet Buyer ${id}`, `sheet-${id}@example.com`, '+15550100001', '1 Sheet Street'],
      [`Sheet Buyer ${id} Two`, `sheet-${id}-2@example.com`, '', ''],
    ]);
    const dry = await upload('customers', file, { dryRun: true });
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({
      total: 2,
      valid: 2,
      errors: [],
      columns: ['Name', 'Email', 'Phone', 'Address'],
    });
    const done = await upload('customers', file);
    expect(done.json()).toMatchObject({ imported: 2, message: '2 customers imported.' });
    const stored = await t.app.db
      .selectFrom('customers')
      .select(['name', 'phone', 'address'])
      .where('email', '=', `sheet-${id}@example.com`)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: `Sheet Buyer ${id}`, phone: '+15550100001', address: '1 Sheet Street' });
  });

  it('refuses a file with one bad row among good ones: nothing changes and the row is named with its message', async () => {
    const rows = products(5);
    rows[2] = ['', category, '$3.00', `BAD${tag()}`];
    const file = csvOf([['Name', 'Category', 'Price', 'SKU'], ...rows]);
    const before = await count('products');

    const dry = await upload('products', file, { dryRun: true });
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({
      total: 5,
      valid: 4,
      errors: [{ row: 4, column: 'Name', message: NAME_REQUIRED }],
    });

    const refused = await upload('products', file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: importTexts.refused(1),
      errors: [{ row: 4, column: 'Name', message: NAME_REQUIRED }],
    });
    expect(await count('products')).toBe(before);
  });

  it('names a value repeated in the file, one already taken, and a category that does not exist', async () => {
    const id = tag();
    const taken = (await t.app.db.selectFrom('products').select(['name']).executeTakeFirstOrThrow()).name;
    const file = csvOf([
      ['Name', 'Category', 'Price', 'SKU'],
      [`Twice ${id}`, category, '1', `TW${id}A`],
      [`twice ${id}`, category, '1', `TW${id}B`],
      [taken, category, '1', `TW${id}C`],
      [`Lost ${id}`, `No Such Category ${id}`, '1', `TW${id}D`],
      [`Fine ${id}`, category, 'ten', `tw${id}a`],
      // A decimal comma: refused, not read as 15.
      [`Comma ${id}`, category, '1,5', `TW${id}E`],
    ]);
    const before = await count('products');
    const refused = await upload('products', file);
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as ImportReport).errors).toEqual([
      { row: 3, column: 'Name', message: importTexts.duplicateInFile('name', `twice ${id}`, 2) },
      { row: 4, column: 'Name', message: serverMessages.duplicate('product', 'name', taken) },
      { row: 5, column: 'Category', message: serverMessages.notFound('category', `No Such Category ${id}`) },
      { row: 6, column: 'Price', message: 'Product price must be a Number' },
      { row: 7, column: 'Price', message: 'Product price must be a Number' },
    ]);
    expect(await count('products')).toBe(before);

    // The SKU is unique whatever its case, in the file as in the database.
    const sku = csvOf([
      ['Name', 'Category', 'Price', 'SKU'],
      [`Sku One ${id}`, category, '1', `SK${id}X`],
      [`Sku Two ${id}`, category, '1', `sk${id}x`],
    ]);
    expect(((await upload('products', sku, { dryRun: true })).json() as ImportReport).errors).toEqual([
      { row: 3, column: 'SKU', message: importTexts.duplicateInFile('SKU', `sk${id}x`, 2) },
    ]);
  });

  it('refuses a role that may not create: 403, nothing changed', async () => {
    const captain = await loginAs(t.app, 'captain');
    const file = csvOf([['Name', 'Category', 'Price', 'SKU'], ...products(2)]);
    const before = await count('products');
    const response = await upload('products', file, { session: captain });
    expect([response.statusCode, response.json()]).toEqual([
      403,
      { message: refusalReason('captain', 'products', 'create') },
    ]);
    expect(await count('products')).toBe(before);
  });

  it('refuses a file that is too large, not CSV or XLSX, or without the columns, with a clear message', async () => {
    const big =
      'Name,Description\r\n' + `Big,${'x'.repeat(700)}\r\n`.repeat(Math.ceil(IMPORT_MAX_BYTES / 700));
    const before = await count('categories');
    const tooLarge = await upload('categories', big);
    expect([tooLarge.statusCode, tooLarge.json()]).toEqual([413, { message: importTexts.tooLarge(10) }]);
    expect(await count('categories')).toBe(before);

    const binary = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]);
    expect((await upload('categories', binary)).json()).toEqual({ message: importTexts.unknownFormat });
    const noColumns = await upload(
      'categories',
      csvOf([
        ['Colour', 'Size'],
        ['Red', 'L'],
      ]),
    );
    expect([noColumns.statusCode, noColumns.json()]).toEqual([
      400,
      { message: importTexts.noColumns(['Name', 'Description']) },
    ]);
  });

  it('refuses a body that is not one file in the `file` field: 400 with what to send, nothing imported', async () => {
    const before = await count('categories');
    const file = { name: 'file', value: csvOf([['Name'], [`Misshapen ${tag()}`]]), filename: 'a.csv' };
    await expectMisshapenRefused(t.app, '/api/categories/import', admin, importTexts, file);
    expect(await count('categories')).toBe(before);
  });

  it('imports vehicles from the list’s own texts: the label, the type, the capacity and the mileage', async () => {
    const id = tag();
    const file = csvOf([
      ['Vehicle', 'Color', 'VIN', 'Type', 'Plate Number', 'Capacity', 'Mileage'],
      ['Scania R 450 2021', 'Blue', `VINA${id}${id}XY`, 'Lorry', `PLA${id}`, '2500 kg', '80 km/h'],
      ['Tata 2019', 'White', `VINB${id}${id}XY`, 'Van', `PLB${id}`, '900 kg', 'N/A'],
      ['Ford Transit 2020', 'Grey', `VINC${id}${id}XY`, 'Boat', `PLC${id}`, '900 kg', 'N/A'],
    ]);
    const dry = (await upload('vehicles', file, { dryRun: true })).json() as ImportReport;
    expect(dry.errors).toEqual([
      { row: 4, column: 'Type', message: expect.stringMatching(/^Type must be one of: /) as string },
    ]);
    const fixed = file.replace('Boat', 'Van');
    expect((await upload('vehicles', fixed)).json()).toMatchObject({
      imported: 3,
      message: '3 vehicles imported.',
    });
    const stored = await t.app.repositories.vehicles.findByKey(`VINA${id}${id}XY`);
    expect(stored).toMatchObject({
      make: 'Scania',
      model: 'R 450',
      year: 2021,
      type: 'lorry',
      cargo_capacity: 2500,
      mileage: 80,
    });
    expect(await t.app.repositories.vehicles.findByKey(`VINB${id}${id}XY`)).toMatchObject({
      make: 'Tata',
      model: null,
      mileage: null,
    });
  });

  it('takes back the file its export wrote, with the names changed', async () => {
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/products/export?format=csv&values=shown&category=${encodeURIComponent(category)}`,
      headers: admin.headers,
    });
    expect(exported.statusCode).toBe(200);
    const [header, ...rows] = parse(exported.rawPayload, { bom: true }) as string[][];
    expect(rows.length).toBeGreaterThan(0);
    const id = tag();
    const edited = csvOf([
      header as string[],
      ...rows.map(([name, ...rest]) => {
        const cells = [`${name} ${id}`, ...rest];
        cells[3] = `${(rest[2] ?? '').slice(0, 12)}${id}`;
        return cells;
      }),
    ]);
    const done = await upload('products', edited);
    expect(done.json()).toMatchObject({
      imported: rows.length,
      message: importTexts.imported(rows.length, { singular: 'product', plural: 'products' }),
    });
    const [name, , price] = rows[0] as string[];
    const copy = (await t.app.repositories.products.findByKey(`${name} ${id}`)) as Product;
    expect(copy.category).toBe(category);
    expect(`$${Number(copy.price).toLocaleString('en-US', { minimumFractionDigits: 2 })}`).toBe(price);

    // Categories export and import back into themselves only as new names.
    const categories = await t.app.inject({
      method: 'GET',
      url: '/api/categories/export?format=csv',
      headers: admin.headers,
    });
    const again = await upload('categories', categories.rawPayload, { dryRun: true });
    const report = again.json() as ImportReport;
    expect(report.valid).toBe(0);
    expect(report.errors[0]?.message).toMatch(/^A category with the name “.+” already exists\.$/);
  });

  it('takes back a vehicles export with its hidden-by-default columns shown: colour, engine and chassis', async () => {
    const columns = [
      'make',
      'vin',
      'type',
      'plate_number',
      'cargo_capacity',
      'mileage',
      'color',
      'engine_no',
      'chassis_no',
    ];
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/vehicles/export?format=csv&columns=${columns.join(',')}`,
      headers: admin.headers,
    });
    expect(exported.statusCode).toBe(200);
    const [header, ...rows] = parse(exported.rawPayload, { bom: true }) as string[][];
    expect(header).toEqual([
      'Vehicle',
      'VIN',
      'Type',
      'Plate Number',
      'Capacity',
      'Mileage',
      'Color',
      'Engine Number',
      'Chassis Number',
      // What an import reads back to update the rows (a create-only import ignores it).
      'Version',
    ]);
    const [source] = rows;
    if (!source) throw new Error('no vehicle exported');
    const id = tag();
    // New VINs and plates (both unique), everything else as exported.
    const copies = rows.slice(0, 3).map((row, n) => {
      const cells = [...row];
      cells[1] = `VIN${n}${id}${id}X`;
      cells[3] = `PL${n}${id}`;
      return cells;
    });
    expect((await upload('vehicles', csvOf([header as string[], ...copies]))).json()).toMatchObject({
      imported: copies.length,
    });
    const original = await t.app.repositories.vehicles.findByKey(source[1] as string);
    const copy = await t.app.repositories.vehicles.findByKey(copies[0]?.[1] as string);
    const { make, model, year, color, engine_no, chassis_no, type, cargo_capacity, mileage } = original ?? {};
    expect(copy).toMatchObject({
      make,
      model,
      year,
      color,
      engine_no,
      chassis_no,
      type,
      cargo_capacity,
      mileage,
    });
  });

  it('imports 10,000 product rows in one transaction', async () => {
    const id = tag();
    const rows = Array.from({ length: 10_000 }, (_, i) => [
      `Bulk ${id} ${i}`,
      category,
      '9.99',
      `BK${id}${i}`,
    ]);
    const file = csvOf([['Name', 'Category', 'Price', 'SKU'], ...rows]);
    const before = await count('products');
    const started = performance.now();
    const done = await upload('products', file);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    expect(done.json()).toMatchObject({ imported: 10_000, message: '10000 products imported.' });
    expect(await count('products')).toBe(before + 10_000);
    // A measurement to read, not a limit to meet.
    console.info(`10,000 product rows imported on ${t.kind} in ${seconds} s`);
  }, 120_000);
  it('reads an XLSX file whose sheet comes before its shared strings, and leaves no file in the temp folder', async () => {
    const id = tag();
    // Files this process leaves in the temp folder (a temp file's name carries its process id); os.tmpdir() is
    // the process's own, which a suite cannot move.
    const left = () => readdirSync(tmpdir()).filter((name) => name.includes(String(process.pid)));
    const before = left();
    // A workbook as exceljs (and so the product's own export) writes it.
    const written = await xlsxOf([
      ['Name', 'Description'],
      [`Written ${id}`, 'By exceljs'],
    ]);
    expect((await upload('categories', written)).json()).toMatchObject({ imported: 1 });
    expect(left()).toEqual(before);
    const sheetFirst = xlsxSheetFirst(
      sheetXml(
        `<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>` +
          `<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2" t="inlineStr"><is><t>Kept &amp; read</t></is></c></row>`,
      ),
      ['Name', 'Description', `Sheet First ${id}`],
    );
    const dry = await upload('categories', sheetFirst, { dryRun: true });
    expect([dry.statusCode, (dry.json() as ImportReport).preview]).toEqual([
      200,
      [{ row: 2, cells: [`Sheet First ${id}`, 'Kept & read'], action: 'create' }],
    ]);
    expect(left()).toEqual(before);
  });

  it('refuses an XLSX file that would unpack to more than a list does, before inflating it', async () => {
    const message = importTexts.unpacksTooLarge(
      IMPORT_MAX_ZIP_ENTRIES,
      IMPORT_MAX_UNZIPPED_BYTES / (1024 * 1024),
      IMPORT_MAX_ZIP_RATIO,
    );
    const refusedWith = async (file: Buffer) => {
      const response = await upload('categories', file, { dryRun: true });
      return [response.statusCode, response.json() as unknown];
    };
    // Too many parts.
    const parts = Array.from({ length: IMPORT_MAX_ZIP_ENTRIES + 1 }, (_, i) => ({
      name: `x/${i}.xml`,
      data: '<a/>',
    }));
    expect(await refusedWith(zipOf(parts))).toEqual([400, { message }]);
    // A sheet of more bytes than the bound (spaces, as in the attack: a small upload of a huge sheet).
    const spaces = Buffer.alloc(IMPORT_MAX_UNZIPPED_BYTES + 1, ' ');
    const huge = xlsxSheetFirst(Buffer.concat([Buffer.from(sheetXml([['Name']])), spaces]).toString());
    expect(huge.length).toBeLessThan(IMPORT_MAX_BYTES);
    expect(await refusedWith(huge)).toEqual([400, { message }]);
    // Empty rows packed far more tightly than real ones ever are.
    const blank = xlsxSheetFirst(sheetXml('<row r="3"/>'.repeat(200_000)));
    expect(await refusedWith(blank)).toEqual([400, { message }]);
    // A part that inflates past the size its headers declare is not read on.
    const lying = zipOf([{ name: 'xl/workbook.xml', data: ' '.repeat(5_000_000), declared: 1000 }]);
    expect(await refusedWith(lying)).toEqual([400, { message: importTexts.unreadable('XLSX') }]);
  });

  it('refuses early what no list file is: too many columns, a cell or a row too long, too many rows blank or not', async () => {
    const max = importMaxColumns('customers');
    const answer = async (file: Buffer | string) => {
      const response = await upload('customers', file, { dryRun: true });
      return [response.statusCode, response.json() as unknown];
    };
    const wide = ['Name', ...Array.from({ length: max }, (_, i) => `Extra ${i}`)];
    expect(await answer(csvOf([wide]))).toEqual([400, { message: importTexts.tooManyColumns(1, max) }]);
    // Empty cells count too: ten million commas are not read as ten million cells.
    expect(await answer(`Name${','.repeat(5000)}\r\nBuyer\r\n`)).toEqual([
      400,
      { message: importTexts.tooManyColumns(1, max) },
    ]);
    expect(
      await answer(
        `Name\r\n${Array(11)
          .fill('x'.repeat(IMPORT_MAX_ROW_CHARS / 10 - 500))
          .join(',')}\r\n`,
      ),
    ).toEqual([400, { message: importTexts.rowTooLong(2, IMPORT_MAX_ROW_CHARS) }]);
    expect(await answer(`Name,Address\r\nBuyer,${'x'.repeat(IMPORT_MAX_CELL_CHARS + 1)}\r\n`)).toEqual([
      400,
      { message: importTexts.cellTooLong(2, IMPORT_MAX_CELL_CHARS) },
    ]);
    // Blank rows count toward the limit, in CSV as in XLSX.
    const tooMany = [413, { message: importTexts.tooManyRows(IMPORT_MAX_ROWS) }];
    expect(await answer(`Name\r\n${'\r\n'.repeat(IMPORT_MAX_ROWS)}Buyer\r\n`)).toEqual(tooMany);
    expect(await answer(`Name\r\n${',,,\r\n'.repeat(IMPORT_MAX_ROWS + 1)}`)).toEqual(tooMany);
    const blankRows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `<row r="${i + 2}"/>`).join('');
    expect(
      await answer(
        xlsxSheetFirst(
          sheetXml(`<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c></row>${blankRows}`),
        ),
      ),
    ).toEqual(tooMany);
    const far = `<row r="1"><c t="inlineStr"><is><t>Name</t></is></c></row><row r="${IMPORT_MAX_ROWS + 2}"><c t="inlineStr"><is><t>Buyer</t></is></c></row>`;
    expect(await answer(xlsxSheetFirst(sheetXml(far)))).toEqual(tooMany);
    const wideSheet = `<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c><c r="XFD1" t="inlineStr"><is><t>Far</t></is></c></row>`;
    expect(await answer(xlsxSheetFirst(sheetXml(wideSheet)))).toEqual([
      400,
      { message: importTexts.tooManyColumns(1, max) },
    ]);
  });

  it('reads text in its encoding: UTF-8 with or without a BOM, UTF-16 with one, Windows-1252 otherwise', async () => {
    const id = tag();
    const stored = async (name: string) =>
      (await t.app.db.selectFrom('categories').select('name').where('name', '=', name).executeTakeFirst())
        ?.name;
    const latin = Buffer.concat([
      Buffer.from(`Name,Description\r\nCaf`),
      Buffer.from([0xe9]),
      Buffer.from(` ${id},Cr`),
      Buffer.from([0xe8, 0x6d, 0x65, 0x80]),
      Buffer.from('\r\n'),
    ]);
    expect((await upload('categories', latin)).json()).toMatchObject({ imported: 1 });
    expect(await stored(`Café ${id}`)).toBe(`Café ${id}`);
    expect(
      (
        await t.app.db
          .selectFrom('categories')
          .select('description')
          .where('name', '=', `Café ${id}`)
          .executeTakeFirst()
      )?.description,
    ).toBe('Crème€');

    const text = `Name\r\nČaj ${id} 茶\r\n`;
    const utf16le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const utf16be = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);
    const utf8bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text.replace('Čaj', 'Tee'))]);
    expect((await upload('categories', utf16le)).json()).toMatchObject({ imported: 1 });
    expect(await stored(`Čaj ${id} 茶`)).toBe(`Čaj ${id} 茶`);
    for (const file of [utf16be]) {
      const report = (await upload('categories', file, { dryRun: true })).json() as ImportReport;
      // Already imported (from UTF-16 LE): the row is invalid, its name taken.
      expect(report.preview).toEqual([{ row: 2, cells: [`Čaj ${id} 茶`], action: 'invalid' }]);
    }
    expect((await upload('categories', utf8bom)).json()).toMatchObject({ imported: 1 });
    expect(await stored(`Tee ${id} 茶`)).toBe(`Tee ${id} 茶`);

    // What cannot be read as text is named by its row, never stored as U+FFFD.
    const broken = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(`Name\r\nGood ${id}\r\nBad `, 'utf16le'),
      Buffer.from([0x00, 0xd8]),
      Buffer.from(`${id}\r\n`, 'utf16le'),
    ]);
    const before = await count('categories');
    const refused = await upload('categories', broken);
    expect([refused.statusCode, (refused.json() as ImportReport).errors]).toEqual([
      400,
      [{ row: 3, column: 'Name', message: importTexts.notText }],
    ]);
    const replacement = `Name\r\nStand-in \uFFFD ${id}\r\n`;
    expect(
      ((await upload('categories', replacement, { dryRun: true })).json() as ImportReport).errors,
    ).toEqual([{ row: 2, column: 'Name', message: importTexts.notText }]);
    expect(await count('categories')).toBe(before);
  });

  it('numbers rows as records, as a spreadsheet shows them: a cell of several lines is one row', async () => {
    const id = tag();
    const file = csvOf([
      ['Name', 'Description'],
      [`Lines ${id}`, 'First line\nSecond line\nThird line'],
      ['', 'No name'],
    ]);
    const report = (await upload('categories', file, { dryRun: true })).json() as ImportReport;
    expect(report.preview.map((row) => row.row)).toEqual([2, 3]);
    expect(report.errors).toEqual([{ row: 3, column: 'Name', message: NAME_REQUIRED }]);
    // A quoted cell never closed, or text after its closing quote, is no CSV.
    for (const broken of ['Name\r\n"Open cell\r\n', 'Name\r\n"Closed" then text\r\n']) {
      const refused = await upload('categories', broken, { dryRun: true });
      expect([refused.statusCode, refused.json()]).toEqual([400, { message: importTexts.unreadable('CSV') }]);
    }
  });
});
