import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { columnText, saleListColumns } from '@logistics/shared/contracts/list-columns';
import { authMessages, exportTexts } from '@logistics/shared/contracts/messages';
import type { Sale } from '@logistics/shared/contracts/sales';
import { describeOnDatabases, loginAs, type Session } from './helpers.js';

/**
 * Issue 23, item 1: a list's export holds the rows the list shows (search, filters, date range, sort, the
 * caller's row scopes), in the columns asked for and in their order, written as the screen writes them; CSV and
 * XLSX alike, read a page at a time (EXPORT_PAGE_SIZE is 2 here, so every export spans many pages); and the
 * download link's token is good for its own list and session only.
 */

const COLUMNS = ['bill_id', 'inventory', 'total_price', 'status', 'sale_date'];

describeOnDatabases(
  'list exports',
  (t) => {
    let admin: Session;
    let inCharge: Session;

    beforeAll(async () => {
      admin = await loginAs(t.app, 'admin');
      inCharge = await loginAs(t.app, 'inventory-in-charge');
    });

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
        `/api/sales/export?format=csv&${query}&columns=${COLUMNS.join(',')}`,
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

    it('writes the filtered, sorted list in the chosen columns, formatted as on screen, as CSV', async () => {
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

    it('writes the same rows as XLSX', async () => {
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
      const rows: string[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((cell) => String(cell ?? ''))));
      expect(rows).toEqual(await listedAs(admin, filtered));
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
