import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { columnText, type ListColumn } from '@logistics/shared/contracts/list-columns';
import { customerListColumns } from '@logistics/shared/contracts/customers';
import { productListColumns } from '@logistics/shared/contracts/products';
import { saleListColumns } from '@logistics/shared/contracts/sales';
import {
  IMPORT_VERSION_HEADER,
  importResources,
  importTrailingHeaders,
  type ImportResource,
} from '@logistics/shared/contracts/imports';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import { exportTexts } from '@logistics/shared/contracts/messages';
import { readAfter, type Keyset } from '../src/repositories/list-query.js';
import { describeOnDatabases, loginAs, type Session } from './helpers.js';

/**
 * An export (and a bulk action on all matching) reads the list by keyset over its sort: the sort value, then the
 * id. Whatever the sort and order, with many rows sharing a sort value across the keyset pages' edges
 * (EXPORT_PAGE_SIZE is 3 here) and NULLs in the sort column, the file holds exactly the rows the list's own pages
 * show read one by one: the same rows, in the same order, none twice and none left out; a row-scoped role's file
 * only its rows. While it is written, the page's mark answers how many rows the file holds so far.
 */

const PAGE = 5;
const TIES = 14;

type Resource = 'sales' | 'products' | 'customers';
const columnsOf: Record<Resource, readonly ListColumn<never>[]> = {
  sales: saleListColumns as readonly ListColumn<never>[],
  products: productListColumns as readonly ListColumn<never>[],
  customers: customerListColumns as readonly ListColumn<never>[],
};

describeOnDatabases(
  'exports read by keyset',
  (t) => {
    let admin: Session;
    let inCharge: Session;
    let ownInventory: string;

    const get = (url: string, session: Session) =>
      t.app.inject({ method: 'GET', url, headers: session.headers });

    beforeAll(async () => {
      admin = await loginAs(t.app, 'admin');
      inCharge = await loginAs(t.app, 'inventory-in-charge');
      // Rows that tie on every sort but their key, written in one statement (so one created_at), some of them
      // with NULLs where a column allows them.
      const category = await t.app.db
        .insertInto('categories')
        .values({ name: 'Keyset ties', name_key: 'keyset-ties' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.app.db
        .insertInto('products')
        .values(
          Array.from({ length: TIES }, (_, index) => ({
            name: `Keyset tie ${index}`,
            name_key: `keyset-tie-${index}`,
            sku: `KS-${index}`,
            price: '5.00',
            category_id: category.id,
          })),
        )
        .execute();
      await t.app.db
        .insertInto('customers')
        .values(
          Array.from({ length: TIES }, (_, index) => ({
            name: `Keyset customer ${index}`,
            email: index < 2 ? null : `keyset${index}@example.com`,
            phone: index % 3 === 0 ? '555 0100' : null,
            address: index % 4 === 0 ? null : 'Tie street 1',
          })),
        )
        .execute();
      // Sales of the in-charge's inventory and of another, all on one day at one price and status.
      const inventories = await t.app.db
        .selectFrom('inventories')
        .select(['id', 'name'])
        .orderBy('name_key')
        .execute();
      const own = (await get('/api/sales?pageSize=1', inCharge)).json<{
        sales: Array<{ inventory: string }>;
      }>().sales[0]?.inventory;
      ownInventory = own ?? '';
      const ownId = inventories.find((row) => row.name === own)?.id;
      const otherId = inventories.find((row) => row.name !== own)?.id;
      const customer = await t.app.db.selectFrom('customers').select('id').executeTakeFirstOrThrow();
      await sql`insert into sales (bill_id, sale_date, customer_id, inventory_id, shipping_address, total_price)
        select 'KS-' || n, date '2026-03-03', ${customer.id}, case when n % 2 = 0 then ${ownId}::uuid
          else ${otherId}::uuid end, 'Tie street 1', 12.5
        from generate_series(1, ${TIES * 2}) n`.execute(t.app.db);
    });

    /** The list's rows as its own pages show them, read one by one (`PAGE` rows a page), as the table writes them. */
    async function listed(resource: Resource, query: string, session: Session): Promise<string[][]> {
      const key = listDefinitions[resource].listKey;
      const rows: string[][] = [];
      for (let page = 1; ; page += 1) {
        const response = await get(`/api/${resource}?${query}&page=${page}&pageSize=${PAGE}`, session);
        expect(response.statusCode).toBe(200);
        const items = (response.json() as Record<string, never[]>)[key] ?? [];
        rows.push(
          ...items.map((item) => [
            ...columnsOf[resource].map((column) => columnText(column, item)),
            ...trailingOf(resource, item),
          ]),
        );
        if (items.length < PAGE) return rows;
      }
    }

    /** What an importable list's file writes after its columns, so that it imports back: the ID, the version. */
    function trailingOf(resource: Resource, item: { id: string; version: number }): string[] {
      if (!(importResources as readonly string[]).includes(resource)) return [];
      return importTrailingHeaders(resource as ImportResource).map((header) =>
        header === IMPORT_VERSION_HEADER ? String(item.version) : item.id,
      );
    }

    async function exported(resource: Resource, query: string, session: Session): Promise<string[][]> {
      const fields = columnsOf[resource].map((column) => column.field).join(',');
      const response = await get(
        `/api/${resource}/export?format=csv&values=shown&columns=${fields}&${query}`,
        session,
      );
      expect(response.statusCode).toBe(200);
      const [, ...rows] = parse(response.rawPayload, { bom: true }) as string[][];
      return rows;
    }

    /** Every sort the list offers, both ways. */
    const sortsOf = (resource: Resource) =>
      listDefinitions[resource].sortable.flatMap((sort) =>
        (['asc', 'desc'] as const).map((order) => `sort=${sort}&order=${order}`),
      );

    for (const resource of ['sales', 'products', 'customers'] as const) {
      it(`writes every ${resource} the list's pages show, in their order, once each, for every sort`, async () => {
        for (const query of sortsOf(resource)) {
          const list = await listed(resource, query, admin);
          // The key column (the first) names each row once: no row is listed twice.
          expect(new Set(list.map((row) => row[0])).size).toBe(list.length);
          expect(list.length).toBeGreaterThan(TIES);
          expect([query, await exported(resource, query, admin)]).toEqual([query, list]);
        }
      });
    }

    it('writes ties and NULLs across many keyset pages: a search that leaves only the tied rows', async () => {
      for (const query of sortsOf('customers')) {
        const list = await listed('customers', `${query}&q=keyset`, admin);
        expect(await exported('customers', `${query}&q=keyset`, admin)).toEqual(list);
      }
      for (const query of sortsOf('products')) {
        const list = await listed('products', `${query}&category=Keyset ties`, admin);
        expect(list).toHaveLength(TIES);
        expect(await exported('products', `${query}&category=Keyset ties`, admin)).toEqual(list);
      }
    });

    it("reads a sale's keyset rows in one statement as the list's rows without their lines, for every sort", async () => {
      const sales = t.app.repositories.sales;
      for (const query of sortsOf('sales')) {
        const [sort, order] = query.split('&').map((part) => part.split('=')[1]) as [string, 'asc' | 'desc'];
        const params = { sort, order, page: 1, pageSize: 100_000 };
        const listed = (await sales.list(params, {})).items;
        const read: unknown[] = [];
        let after: Keyset | null = null;
        do {
          const page = await sales.rowsAfter(readAfter({ ...params, pageSize: PAGE }, after), {});
          read.push(...page.items);
          after = page.next;
        } while (after);
        expect([query, read]).toEqual([query, listed.map(({ products: _lines, ...row }) => row)]);
      }
    });

    it("writes only the inventory-in-charge's own sales, as their list's pages show them, for every sort", async () => {
      expect(ownInventory).not.toBe('');
      const inventory = saleListColumns.findIndex((column) => column.field === 'inventory');
      for (const query of sortsOf('sales')) {
        const list = await listed('sales', query, inCharge);
        const file = await exported('sales', query, inCharge);
        expect(file).toEqual(list);
        expect(file.length).toBeGreaterThan(TIES / 2);
        expect(new Set(file.map((row) => row[inventory]))).toEqual(new Set([ownInventory]));
      }
    });

    it('answers the rows written so far under the page’s mark, to the session that exported only', async () => {
      const mark = 'keysetprogress01';
      const unknown = await get(`/api/products/export-progress?ready=${mark}`, admin);
      expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: exportTexts.progressUnknown }]);

      const file = await exported('products', `ready=${mark}`, admin);
      const progress = await get(`/api/products/export-progress?ready=${mark}`, admin);
      expect([progress.statusCode, progress.json()]).toEqual([200, { rows: file.length, state: 'done' }]);
      // Another session's mark, or the same mark on another list, is not known.
      expect((await get(`/api/products/export-progress?ready=${mark}`, inCharge)).statusCode).toBe(404);
      expect((await get(`/api/customers/export-progress?ready=${mark}`, admin)).statusCode).toBe(404);
      expect((await get('/api/products/export-progress?ready=NOT-A-MARK', admin)).statusCode).toBe(400);
      const anonymous = await t.app.inject({
        method: 'GET',
        url: `/api/products/export-progress?ready=${mark}`,
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('deletes all matching rows across many keyset pages, sorted by a column of ties and NULLs', async () => {
      const count = 11;
      await t.app.db
        .insertInto('customers')
        .values(
          Array.from({ length: count }, (_, index) => ({
            name: 'Bulk keyset',
            email: `bulk-keyset-${index}@example.com`,
          })),
        )
        .execute();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/customers/bulk-delete',
        headers: admin.headers,
        payload: { all_matching: { q: 'bulk-keyset-', sort: 'phone', order: 'desc' }, expected: count },
      });
      expect([response.statusCode, response.json<{ count: number }>().count]).toEqual([200, count]);
      const left = await t.app.db
        .selectFrom('customers')
        .select('id')
        .where('email', 'like', 'bulk-keyset-%')
        .execute();
      expect(left).toEqual([]);
    });
  },
  { env: { EXPORT_PAGE_SIZE: '3' } },
);
