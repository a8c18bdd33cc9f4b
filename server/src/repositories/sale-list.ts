import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Facets } from '@logistics/shared/contracts/lists';
import type { Sale, SaleListRow } from '@logistics/shared/contracts/sales';
import { cursorBatches } from '../db/cursor.js';
import { isoTimestamp } from '../db/iso-timestamp.js';
import type { DB } from '../db/schema.js';
import {
  documentCriteria,
  filterIdsOf,
  hasRange,
  pageOf,
  sortKeyOf,
  withoutRange,
  type DocumentList,
} from './document-list.js';
import {
  countOf,
  facetOf,
  facetOfColumn,
  keysetRead,
  nextKeyset,
  sortedPage,
  textSortKey,
  type Keyset,
  type ListPage,
} from './list-query.js';
import { matchesNothing, type DocumentListParams, type InventoryScope } from './document-shared.js';

/** The sales list: the document list's conditions and sort, with its total and facets from precomputed counts. */

const saleList: DocumentList = {
  id: 's.id',
  key: 's.bill_id',
  date: 's.sale_date',
  sortKeys: {
    // name_key is unique in the "C" collation: its index walks inventories in order.
    inventory: sql.ref('i.name_key'),
    customer: textSortKey('c.name'),
    shipping_address: textSortKey('s.shipping_address'),
    adjustment: sql.ref('s.adjustment'),
    total_price: sql.ref('s.total_price'),
    status: sql.ref('s.status'),
  },
  filters: {
    inventory: { column: 's.inventory_id', facet: 'i.name', names: 'inventories' },
    status: { column: 's.status', facet: 's.status' },
  },
};

/**
 * Who may see which sales: the in-charge their active inventory's (`inventory`; null when they have none), the
 * captain those in their own shipments (`captainId`).
 */
export interface SaleScope {
  inventory?: InventoryScope;
  captainId?: string | undefined;
}

/** The conditions on `s` of the sales a scope shows (none: every sale). */
export function salesShown(scope: SaleScope): Array<Expression<SqlBool>> {
  const shown: Array<Expression<SqlBool>> = [];
  if (scope.inventory === null) shown.push(matchesNothing);
  else if (scope.inventory) shown.push(sql<SqlBool>`s.inventory_id = ${scope.inventory.id}`);
  if (scope.captainId) {
    shown.push(sql<SqlBool>`exists (select 1 from shipment_orders so join shipments sh on sh.id = so.shipment_id
      where so.sale_id = s.id and sh.captain_id = ${scope.captainId})`);
  }
  return shown;
}

/**
 * The conditions on `s` of the sales a read shows: those of its scope, and, when it asks for `unshipped` (a
 * shipment's picker), none that travels in a shipment already (a sale travels in one only).
 */
function salesRead(params: DocumentListParams, scope: SaleScope): Array<Expression<SqlBool>> {
  const shown = salesShown(scope);
  if (params.unshipped === 'true') {
    shown.push(sql<SqlBool>`not exists (select 1 from shipment_orders so where so.sale_id = s.id)`);
  }
  return shown;
}

/** A sale with its inventory and customer, for the columns and sorts that show them. */
export function saleBase(db: Kysely<DB>) {
  return db
    .selectFrom('sales as s')
    .innerJoin('inventories as i', 'i.id', 's.inventory_id')
    .innerJoin('customers as c', 'c.id', 's.customer_id');
}

/** A sale's own fields with its customer's and inventory's names, over saleBase: a list row, or a sale's header. */
export const SALE_HEADER_COLUMNS = [
  's.id',
  's.version',
  isoTimestamp('s.created_at', 'created_at'),
  isoTimestamp('s.updated_at', 'updated_at'),
  's.bill_id',
  's.sale_date',
  's.customer_id',
  'c.name as customer_name',
  'c.email as customer_email',
  's.shipping_address',
  's.status',
  'i.name as inventory',
  's.adjustment',
  's.total_price',
] as const;

/** Precomputed sales of one inventory in one status (within the date range, if any). */
interface CountGroup {
  inventory_id: string;
  inventory: string;
  status: string;
  sales: number | string;
}

/**
 * The list's total and facets from the precomputed counts: the total over the groups that pass both filters,
 * each facet over the groups that pass the other filter (a facet leaves out its own filter).
 */
export function totalAndFacets(
  groups: readonly CountGroup[],
  filters: { inventoryIds?: readonly string[] | undefined; statuses?: readonly string[] | undefined },
): { total: number; facets: Facets } {
  let total = 0;
  const inventory: Array<{ option: string; count: number }> = [];
  const status: Array<{ option: string; count: number }> = [];
  for (const group of groups) {
    const sales = Number(group.sales);
    const inInventory = !filters.inventoryIds || filters.inventoryIds.includes(group.inventory_id);
    const inStatus = !filters.statuses || filters.statuses.includes(group.status);
    if (inInventory && inStatus) total += sales;
    if (inStatus) inventory.push({ option: group.inventory, count: sales });
    if (inInventory) status.push({ option: group.status, count: sales });
  }
  return { total, facets: { inventory: facetOf(sumBy(inventory)), status: facetOf(sumBy(status)) } };
}

function sumBy(rows: ReadonlyArray<{ option: string; count: number }>) {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.option, (sums.get(row.option) ?? 0) + row.count);
  return [...sums].map(([option, count]) => ({ option, count }));
}

/** A page of sales, read in full by `readMany`. */
export async function listSales(
  db: Kysely<DB>,
  params: DocumentListParams,
  scope: SaleScope,
  readMany: (ids: string[]) => Promise<Sale[]>,
): Promise<ListPage<Sale>> {
  const base = () => saleBase(db);
  const sales = () => db.selectFrom('sales as s');
  const ids = await filterIdsOf(db, saleList, params);
  const ownInventory = scope.inventory;
  const shown = salesRead(params, scope);
  // The criteria as plain conditions on `s`, so the page query joins only what its sort needs.
  const criteria = (skip?: string) => documentCriteria(saleList, params, ids, shown, skip);

  // Total and facets: from the precomputed counts unless a search, `unshipped` or the captain's scope narrows the
  // rows in a way the counts do not know. Without a date range, the per-inventory-and-status totals (a few
  // hundred rows); with one, the daily counts inside it. One grouped read serves the total and both facets.
  const usesCounts = !params.q && !scope.captainId && params.unshipped !== 'true';
  const countGroups = async (ranged = true): Promise<CountGroup[]> => {
    if (!ranged || (!params.from && !params.to)) {
      let query = db
        .selectFrom('sale_totals as st')
        .innerJoin('inventories as i', 'i.id', 'st.inventory_id')
        // One row a shard (migration 0016): summed per inventory and status.
        .select([
          'st.inventory_id',
          'i.name as inventory',
          'st.status',
          sql<number>`sum(st.sales)`.as('sales'),
        ])
        .groupBy(['st.inventory_id', 'i.name', 'st.status']);
      if (ownInventory === null) query = query.where(matchesNothing);
      else if (ownInventory) query = query.where('st.inventory_id', '=', ownInventory.id);
      return query.execute();
    }
    let query = db
      .selectFrom('sale_counts as sc')
      .innerJoin('inventories as i', 'i.id', 'sc.inventory_id')
      .select(['sc.inventory_id', 'i.name as inventory', 'sc.status', sql<number>`sum(sc.sales)`.as('sales')])
      .groupBy(['sc.inventory_id', 'i.name', 'sc.status']);
    if (ownInventory === null) query = query.where(matchesNothing);
    else if (ownInventory) query = query.where('sc.inventory_id', '=', ownInventory.id);
    if (params.from) query = query.where('sc.sale_date', '>=', params.from);
    if (params.to) query = query.where('sc.sale_date', '<=', params.to);
    return query.execute();
  };

  const where = criteria();
  const joined = params.sort === 'inventory' || params.sort === 'customer';
  const page = pageOf(joined ? base().where(where) : sales().where(where), saleList, params);
  const keyset = await keysetRead(page, params, (rows) => readMany(rows.map((row) => row.id)));
  if (keyset) return keyset;
  const ranged = hasRange(params);
  const filters = { inventoryIds: ids.inventory, statuses: ids.status };
  // What the date range hides, counted only when there is one, within the same scope and filters.
  const outsideOf = (total: number, all: number | undefined) =>
    all === undefined ? {} : { outsideRange: Math.max(0, all - total) };
  if (usesCounts) {
    const [items, groups, allGroups] = await Promise.all([
      page.execute().then((rows) => readMany(rows.map((row) => row.id))),
      countGroups(),
      ranged ? countGroups(false) : Promise.resolve(undefined),
    ]);
    const counted = totalAndFacets(groups, filters);
    const all = allGroups && totalAndFacets(allGroups, filters).total;
    return { items, ...counted, ...outsideOf(counted.total, all) };
  }
  const [rows, total, all, inventory, status] = await Promise.all([
    page.execute(),
    countOf(sales().where(where)),
    ranged
      ? countOf(sales().where(documentCriteria(saleList, withoutRange(params), ids, shown)))
      : Promise.resolve(undefined),
    facetOfColumn(base().where(criteria('inventory')), 'i.name'),
    facetOfColumn(sales().where(criteria('status')), 's.status'),
  ]);
  return {
    items: await readMany(rows.map((row) => row.id)),
    total,
    facets: { inventory, status },
    ...outsideOf(total, all),
  };
}

/** A sale's list row as stored, with its customer's and inventory's names. */
export interface SaleRowColumns {
  id: string;
  version: number;
  /** As the API writes it (isoTimestamp). */
  created_at: string;
  updated_at: string;
  bill_id: string;
  sale_date: string;
  customer_id: string;
  customer_name: string;
  customer_email: string | null;
  shipping_address: string;
  status: SaleListRow['status'];
  inventory: string;
  adjustment: string;
  total_price: string;
}

/** A sale's list row as the API answers it, built field by field (no spread: V8 keeps one shape). */
export function saleListRowOf(row: SaleRowColumns): SaleListRow {
  return {
    id: row.id,
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
    bill_id: row.bill_id,
    sale_date: row.sale_date,
    customer: { id: row.customer_id, name: row.customer_name, email: row.customer_email },
    customer_id: row.customer_id,
    shipping_address: row.shipping_address,
    status: row.status,
    inventory: row.inventory,
    adjustment: row.adjustment,
    total_price: row.total_price,
  };
}

/**
 * One keyset page of the sales list (readAfter: an export's, a bulk action's), its rows read in the same
 * statement as the page: the list's columns without the lines, which neither an export nor a bulk action
 * writes, so a page is one round trip whatever its size. Same conditions, scopes and order as `listSales`.
 */
export async function saleRowsAfter(
  db: Kysely<DB>,
  params: DocumentListParams,
  scope: SaleScope,
): Promise<{ items: SaleListRow[]; next: Keyset | null }> {
  const rows = await (await saleRowsQuery(db, params, scope)).execute();
  return { items: rows.map(saleListRowOf), next: nextKeyset(rows, params.pageSize) };
}

/**
 * Every sale of the list after the keyset (readAfter), in the list's order, `batch` rows at a time through one
 * cursor (an export past its first page, on PostgreSQL): the same rows `saleRowsAfter` pages through.
 */
export async function* saleRowsFrom(
  db: Kysely<DB>,
  params: DocumentListParams,
  scope: SaleScope,
  batch: number,
): AsyncGenerator<SaleListRow[]> {
  const query = (await saleRowsQuery(db, params, scope)).clearLimit();
  for await (const rows of cursorBatches(db, query, batch)) yield rows.map(saleListRowOf);
}

/** The list's rows after the keyset, a page of them, in the list's order (its keyset on each row). */
async function saleRowsQuery(db: Kysely<DB>, params: DocumentListParams, scope: SaleScope) {
  const ids = await filterIdsOf(db, saleList, params);
  const where = documentCriteria(saleList, params, ids, salesRead(params, scope));
  return sortedPage(
    saleBase(db).where(where).select(SALE_HEADER_COLUMNS),
    sortKeyOf(saleList, params),
    saleList.id,
    params,
    params.order,
  );
}
