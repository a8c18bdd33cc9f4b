import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { LineAmountsUpdate, LineItem } from '@logistics/shared/contracts/line-items';
import type { Facets } from '@logistics/shared/contracts/lists';
import { serverMessages } from '@logistics/shared/contracts/messages';
import { pathKey } from '@logistics/shared/contracts/paths';
import type { Sale, SaleCreate, SaleUpdate } from '@logistics/shared/contracts/sales';
import { returnsStock, type OrderStatus } from '@logistics/shared/contracts/statuses';
import type { DB } from '../db/schema.js';
import { AppError } from '../errors.js';
import { createStockLedger, type Cause } from '../stock/ledger.js';
import { containsPattern, offsetOf, textSortKey, type ListPage } from './list-query.js';
import type { Outcome } from './outcome.js';
import {
  computeTotal,
  createReferenceLookups,
  facetOf,
  filterValues,
  inList,
  lineItemRowOf,
  linesByDocument,
  matchesNothing,
  recordStatusChange,
  requireOwnInventory,
  versionBump,
  type Actor,
  type NamedRow,
  type TransactionListParams,
} from './transaction-shared.js';

export const SALE_BILL_ID_UNIQUE = 'sales_bill_id_unique';

const sortKeys = {
  sale_date: sql.ref('s.sale_date'),
  bill_id: sql`s.bill_id collate "C"`,
  // name_key is unique in the "C" collation: its index walks inventories in order.
  inventory: sql.ref('i.name_key'),
  customer: textSortKey('c.name'),
  shipping_address: textSortKey('s.shipping_address'),
  adjustment: sql.ref('s.adjustment'),
  total_price: sql.ref('s.total_price'),
  status: sql.ref('s.status'),
} as const;

/**
 * Who may see which sales: the in-charge their active inventory's (`inventory`; null when they have none), the
 * captain those in their own shipments (`captainId`).
 */
export interface SaleScope {
  inventory?: NamedRow | null | undefined;
  captainId?: string | undefined;
}

/** The line as stored, for the ledger. */
interface StoredLine {
  id: string;
  product_id: string;
  quantity: number;
}

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

/**
 * Sales with their lines. While a sale's status holds stock (anything but cancelled, refunded or return), each
 * line has taken its quantity from the sale's inventory, oldest batch first; a status that returns stock, a
 * shrunk or removed line, or a deleted sale gives the units back to the batches they came from.
 */
export function createSalesRepository(db: Kysely<DB>) {
  const ledger = createStockLedger(db);
  const lookups = createReferenceLookups(db);

  function base() {
    return db
      .selectFrom('sales as s')
      .innerJoin('inventories as i', 'i.id', 's.inventory_id')
      .innerJoin('customers as c', 'c.id', 's.customer_id');
  }

  async function linesOf(ids: readonly string[]): Promise<Map<string, Sale['products']>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('sale_products as l')
      .innerJoin('products as pr', 'pr.id', 'l.product_id')
      .select(['l.id', 'l.sale_id', 'pr.name as product', 'l.quantity', 'l.unit_price', 'l.discount'])
      .where(inList('l.sale_id', ids))
      .orderBy('l.created_at')
      .orderBy('l.id')
      .execute();
    return linesByDocument(rows, (row) => row.sale_id, lineItemRowOf);
  }

  /** Full sales in the order of `ids`, built field by field (see toPurchase in purchases.ts). */
  async function readMany(ids: readonly string[]): Promise<Sale[]> {
    if (ids.length === 0) return [];
    const [rows, lines] = await Promise.all([
      base()
        .select([
          's.id',
          's.version',
          's.created_at',
          's.updated_at',
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
        ])
        .where(inList('s.id', ids))
        .execute(),
      linesOf(ids),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          id: row.id,
          version: row.version,
          created_at: row.created_at.toISOString(),
          updated_at: row.updated_at.toISOString(),
          bill_id: row.bill_id,
          sale_date: row.sale_date,
          customer: { id: row.customer_id, name: row.customer_name, email: row.customer_email },
          customer_id: row.customer_id,
          shipping_address: row.shipping_address,
          status: row.status,
          inventory: row.inventory,
          adjustment: row.adjustment,
          total_price: row.total_price,
          products: lines.get(id) ?? [],
        },
      ];
    });
  }

  const readOne = async (id: string) => (await readMany([id]))[0] as Sale;

  /** Whether the scope lets the actor see this sale. */
  async function visible(sale: { id: string; inventory_id: string }, scope: SaleScope): Promise<boolean> {
    if (scope.inventory === null) return false;
    if (scope.inventory && sale.inventory_id !== scope.inventory.id) return false;
    if (scope.captainId) {
      const shipped = await db
        .selectFrom('shipment_products as sp')
        .innerJoin('shipments as sh', 'sh.id', 'sp.shipment_id')
        .select('sp.id')
        .where('sp.sale_id', '=', sale.id)
        .where('sh.captain_id', '=', scope.captainId)
        .executeTakeFirst();
      if (!shipped) return false;
    }
    return true;
  }

  async function recomputeTotal(saleId: string): Promise<void> {
    const [header, lines] = await Promise.all([
      db.selectFrom('sales').select('adjustment').where('id', '=', saleId).executeTakeFirstOrThrow(),
      db
        .selectFrom('sale_products')
        .select(['quantity', 'unit_price', 'discount'])
        .where('sale_id', '=', saleId)
        .execute(),
    ]);
    await db
      .updateTable('sales')
      .set({ total_price: computeTotal(lines, header.adjustment) })
      .where('id', '=', saleId)
      .execute();
  }

  /** Takes the lines' units, product by product in id order (so concurrent sales lock rows alike). */
  async function take(sale: { bill_id: string; inventory_id: string }, lines: StoredLine[], actor: Actor) {
    const ordered = [...lines].sort((a, b) =>
      a.product_id < b.product_id ? -1 : a.product_id > b.product_id ? 1 : 0,
    );
    for (const line of ordered) {
      await ledger.takeOldestFirst(
        { inventoryId: sale.inventory_id, productId: line.product_id },
        line.quantity,
        'sale',
        { causeId: line.id, document: sale.bill_id, userId: actor.id },
      );
    }
  }

  async function giveBackAll(billId: string, lines: StoredLine[], actor: Actor) {
    for (const line of lines) await ledger.giveBack({ causeId: line.id, document: billId, userId: actor.id });
  }

  async function insertLines(saleId: string, lines: readonly LineItem[]): Promise<StoredLine[]> {
    const products = await lookups.products(lines.map((line) => line.product));
    const stored: StoredLine[] = [];
    for (const line of lines) {
      const product = products.get(line.product) as NamedRow;
      stored.push(
        await db
          .insertInto('sale_products')
          .values({
            created_at: sql<Date>`clock_timestamp()`,
            sale_id: saleId,
            product_id: product.id,
            quantity: line.quantity,
            unit_price: line.unit_price,
            discount: String(line.discount),
          })
          .returning(['id', 'product_id', 'quantity'])
          .executeTakeFirstOrThrow(),
      );
    }
    return stored;
  }

  async function storedLines(saleId: string): Promise<StoredLine[]> {
    return db
      .selectFrom('sale_products')
      .select(['id', 'product_id', 'quantity'])
      .where('sale_id', '=', saleId)
      .orderBy('product_id')
      .execute();
  }

  async function lockSale(where: { billId: string } | { id: string }) {
    let query = db
      .selectFrom('sales as s')
      .innerJoin('inventories as i', 'i.id', 's.inventory_id')
      .selectAll('s')
      .select('i.name as inventory_name');
    query = 'id' in where ? query.where('s.id', '=', where.id) : query.where('s.bill_id', '=', where.billId);
    return query.forUpdate('s').executeTakeFirst();
  }

  return {
    async list(params: TransactionListParams, scope: SaleScope): Promise<ListPage<Sale>> {
      const inventoryNames = filterValues(params, 'inventory');
      const statuses = filterValues(params, 'status');
      const inventoryIds = inventoryNames && (await lookups.idsByNames('inventories', inventoryNames));
      const ownInventory = scope.inventory;

      // The criteria as plain conditions on `s`, so the page query joins only what its sort needs.
      const criteria = (skip?: 'inventory' | 'status'): RawBuilder<SqlBool> => {
        const list: Array<Expression<SqlBool>> = [];
        if (ownInventory === null) list.push(matchesNothing);
        else if (ownInventory) list.push(sql<SqlBool>`s.inventory_id = ${ownInventory.id}`);
        if (scope.captainId) {
          list.push(sql<SqlBool>`exists (select 1 from shipment_products sp join shipments sh on sh.id = sp.shipment_id
            where sp.sale_id = s.id and sh.captain_id = ${scope.captainId})`);
        }
        if (params.q) list.push(sql<SqlBool>`s.bill_id ilike ${containsPattern(params.q)}`);
        if (params.from) list.push(sql<SqlBool>`s.sale_date >= ${params.from}`);
        if (params.to) list.push(sql<SqlBool>`s.sale_date <= ${params.to}`);
        if (inventoryIds && skip !== 'inventory') list.push(inList('s.inventory_id', inventoryIds));
        if (statuses && skip !== 'status') list.push(inList('s.status', statuses));
        return list.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(list, sql` and `)}`;
      };

      // Total and facets: from the precomputed counts unless a search or the captain's scope narrows the rows
      // in a way the counts do not know. Without a date range, the per-inventory-and-status totals (a few
      // hundred rows); with one, the daily counts inside it. One grouped read serves the total and both facets.
      const usesCounts = !params.q && !scope.captainId;
      const countGroups = async (): Promise<CountGroup[]> => {
        if (!params.from && !params.to) {
          let query = db
            .selectFrom('sale_totals as st')
            .innerJoin('inventories as i', 'i.id', 'st.inventory_id')
            .select(['st.inventory_id', 'i.name as inventory', 'st.status', 'st.sales']);
          if (ownInventory === null) query = query.where(matchesNothing);
          else if (ownInventory) query = query.where('st.inventory_id', '=', ownInventory.id);
          return query.execute();
        }
        let query = db
          .selectFrom('sale_counts as sc')
          .innerJoin('inventories as i', 'i.id', 'sc.inventory_id')
          .select([
            'sc.inventory_id',
            'i.name as inventory',
            'sc.status',
            sql<number>`sum(sc.sales)`.as('sales'),
          ])
          .groupBy(['sc.inventory_id', 'i.name', 'sc.status']);
        if (ownInventory === null) query = query.where(matchesNothing);
        else if (ownInventory) query = query.where('sc.inventory_id', '=', ownInventory.id);
        if (params.from) query = query.where('sc.sale_date', '>=', params.from);
        if (params.to) query = query.where('sc.sale_date', '<=', params.to);
        return query.execute();
      };

      const sort = (params.sort ?? 'sale_date') as keyof typeof sortKeys;
      const sortKey = sortKeys[sort] ?? sortKeys.sale_date;
      const where = criteria();
      const offset = offsetOf(params);
      const page =
        sort === 'inventory' || sort === 'customer'
          ? base().select('s.id').where(where).orderBy(sortKey, params.order).orderBy('s.id', params.order)
          : db
              .selectFrom('sales as s')
              .select('s.id')
              .where(where)
              .orderBy(sortKey, params.order)
              .orderBy('s.id', params.order);
      if (usesCounts) {
        const [items, groups] = await Promise.all([
          page
            .limit(params.pageSize)
            .offset(offset)
            .execute()
            .then((rows) => readMany(rows.map((row) => row.id))),
          countGroups(),
        ]);
        return { items, ...totalAndFacets(groups, { inventoryIds, statuses }) };
      }
      const [rows, total, inventoryFacet, statusFacet] = await Promise.all([
        page.limit(params.pageSize).offset(offset).execute(),
        db
          .selectFrom('sales as s')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .where(where)
          .executeTakeFirstOrThrow(),
        base()
          .where(criteria('inventory'))
          .select(['i.name as option', (eb) => eb.fn.countAll<number>().as('count')])
          .groupBy('i.name')
          .execute(),
        db
          .selectFrom('sales as s')
          .where(criteria('status'))
          .select(['s.status as option', (eb) => eb.fn.countAll<number>().as('count')])
          .groupBy('s.status')
          .execute(),
      ]);
      return {
        items: await readMany(rows.map((row) => row.id)),
        total: Number(total.total),
        facets: { inventory: facetOf(inventoryFacet), status: facetOf(statusFacet) },
      };
    },

    async findByKey(billId: string, scope: SaleScope): Promise<Sale | undefined> {
      const row = await db
        .selectFrom('sales')
        .select(['id', 'inventory_id'])
        .where('bill_id', '=', billId)
        .executeTakeFirst();
      if (!row || !(await visible(row, scope))) return undefined;
      return readOne(row.id);
    },

    /** Creates the sale and takes its stock (unless its status returns stock). Unique violation on a taken BILL ID. */
    async create(input: SaleCreate, actor: Actor, scope: SaleScope): Promise<Sale> {
      const [customer, inventory] = await Promise.all([
        lookups.customer(input.customer_id),
        lookups.inventory(input.inventory),
      ]);
      requireOwnInventory(scope.inventory, [inventory.id], inventory.name);
      const header = await db
        .insertInto('sales')
        .values({
          bill_id: input.bill_id,
          sale_date: input.sale_date,
          customer_id: customer.id,
          inventory_id: inventory.id,
          shipping_address: input.shipping_address,
          status: input.status,
          adjustment: input.adjustment,
          total_price: computeTotal(input.products, input.adjustment),
        })
        .returning(['id', 'bill_id', 'inventory_id', 'status'])
        .executeTakeFirstOrThrow();
      await recordStatusChange(db, {
        entity: 'sale',
        entityId: header.id,
        document: header.bill_id,
        from: null,
        to: header.status,
        userId: actor.id,
      });
      const lines = await insertLines(header.id, input.products);
      if (!returnsStock(header.status)) await take(header, lines, actor);
      return readOne(header.id);
    },

    /**
     * The stored sale a status-only role's update is compared with (SPEC section 6: the disabled fields may
     * arrive, but not changed).
     */
    async changedFields(billId: string, update: SaleUpdate): Promise<string[] | undefined> {
      const current = await db
        .selectFrom('sales as s')
        .innerJoin('inventories as i', 'i.id', 's.inventory_id')
        .select([
          's.bill_id',
          's.sale_date',
          's.customer_id',
          's.shipping_address',
          's.adjustment',
          'i.name_key',
        ])
        .where('s.bill_id', '=', billId)
        .executeTakeFirst();
      if (!current) return undefined;
      const changed: string[] = [];
      if (update.bill_id !== undefined && update.bill_id !== current.bill_id) changed.push('bill_id');
      if (update.sale_date !== undefined && update.sale_date !== current.sale_date) changed.push('sale_date');
      if (update.customer_id !== undefined && update.customer_id.toLowerCase() !== current.customer_id)
        changed.push('customer_id');
      if (update.shipping_address !== undefined && update.shipping_address !== current.shipping_address)
        changed.push('shipping_address');
      if (update.adjustment !== undefined && Number(update.adjustment) !== Number(current.adjustment))
        changed.push('adjustment');
      if (update.inventory !== undefined) {
        if (pathKey(update.inventory) !== current.name_key) changed.push('inventory');
      }
      if (update.new_products) changed.push('new_products');
      return changed;
    },

    async update(
      billId: string,
      changes: SaleUpdate,
      actor: Actor,
      scope: SaleScope,
    ): Promise<Outcome<{ sale: Sale }>> {
      const current = await lockSale({ billId });
      if (!current || !(await visible(current, scope))) return { problem: 'not-found' };
      if (changes.version !== current.version) return { problem: 'stale' };
      const [customer, inventory] = await Promise.all([
        changes.customer_id === undefined ? undefined : lookups.customer(changes.customer_id),
        changes.inventory === undefined ? undefined : lookups.inventory(changes.inventory),
      ]);
      if (inventory) requireOwnInventory(scope.inventory, [inventory.id], inventory.name);
      const status: OrderStatus = changes.status ?? current.status;
      const inventoryId = inventory?.id ?? current.inventory_id;
      const billIdNext = changes.bill_id ?? current.bill_id;
      const held = !returnsStock(current.status);
      const holds = !returnsStock(status);
      const moved = inventoryId !== current.inventory_id;
      const lines = await storedLines(current.id);
      if (held && (!holds || moved)) await giveBackAll(current.bill_id, lines, actor);
      await db
        .updateTable('sales')
        .set({
          bill_id: billIdNext,
          inventory_id: inventoryId,
          status,
          ...(customer ? { customer_id: customer.id } : {}),
          ...(changes.sale_date === undefined ? {} : { sale_date: changes.sale_date }),
          ...(changes.shipping_address === undefined ? {} : { shipping_address: changes.shipping_address }),
          ...(changes.adjustment === undefined ? {} : { adjustment: changes.adjustment }),
          ...versionBump,
        })
        .where('id', '=', current.id)
        .execute();
      if (holds && (!held || moved))
        await take({ bill_id: billIdNext, inventory_id: inventoryId }, lines, actor);
      if (status !== current.status) {
        await recordStatusChange(db, {
          entity: 'sale',
          entityId: current.id,
          document: billIdNext,
          from: current.status,
          to: status,
          userId: actor.id,
        });
      }
      if (changes.new_products) {
        const added = await insertLines(current.id, changes.new_products);
        if (holds) await take({ bill_id: billIdNext, inventory_id: inventoryId }, added, actor);
      }
      await recomputeTotal(current.id);
      return { sale: await readOne(current.id) };
    },

    /** Deletes a sale and gives its stock back; 409 naming the shipments it travels in. */
    async remove(billId: string, actor: Actor, scope: SaleScope): Promise<boolean> {
      const current = await lockSale({ billId });
      if (!current || !(await visible(current, scope))) return false;
      const shipments = await db
        .selectFrom('shipment_products as sp')
        .innerJoin('shipments as sh', 'sh.id', 'sp.shipment_id')
        .select('sh.shipment_id')
        .where('sp.sale_id', '=', current.id)
        .execute();
      if (shipments.length > 0) {
        const names = shipments.map((row) => `“${row.shipment_id}”`).join(', ');
        throw new AppError(
          409,
          serverMessages.hasDependents('sale', current.bill_id, `the shipments ${names}`),
        );
      }
      await giveBackAll(current.bill_id, await storedLines(current.id), actor);
      await db.deleteFrom('sales').where('id', '=', current.id).execute();
      return true;
    },

    /** PUT /sale-products/{id}: new amounts; a held sale takes or gives back the quantity's difference. */
    async updateLine(
      lineId: string,
      amounts: LineAmountsUpdate,
      actor: Actor,
      scope: SaleScope,
    ): Promise<Outcome<{ sale: Sale }>> {
      const line = await db
        .selectFrom('sale_products')
        .select(['id', 'sale_id', 'product_id', 'quantity'])
        .where('id', '=', lineId)
        .forUpdate()
        .executeTakeFirst();
      if (!line) return { problem: 'not-found' };
      const sale = await lockSale({ id: line.sale_id });
      if (!sale || !(await visible(sale, scope))) return { problem: 'not-found' };
      // A line carries its sale's version: every change of the sale or of any of its lines raises it.
      if (amounts.version !== sale.version) return { problem: 'stale' };
      const delta = amounts.quantity - line.quantity;
      const cause: Cause = { causeId: line.id, document: sale.bill_id, userId: actor.id };
      if (!returnsStock(sale.status)) {
        if (delta > 0)
          await ledger.takeOldestFirst(
            { inventoryId: sale.inventory_id, productId: line.product_id },
            delta,
            'sale',
            cause,
          );
        if (delta < 0) await ledger.giveBack(cause, -delta);
      }
      await db
        .updateTable('sale_products')
        .set({
          quantity: amounts.quantity,
          unit_price: amounts.unit_price,
          discount: String(amounts.discount),
          ...versionBump,
        })
        .where('id', '=', line.id)
        .execute();
      await recomputeTotal(sale.id);
      await db.updateTable('sales').set(versionBump).where('id', '=', sale.id).execute();
      return { sale: await readOne(sale.id) };
    },

    /** DELETE /sale-products/{id}: gives the line's units back and removes it. */
    async removeLine(lineId: string, actor: Actor, scope: SaleScope): Promise<boolean> {
      const line = await db
        .selectFrom('sale_products')
        .select(['id', 'sale_id'])
        .where('id', '=', lineId)
        .forUpdate()
        .executeTakeFirst();
      if (!line) return false;
      const sale = await lockSale({ id: line.sale_id });
      if (!sale || !(await visible(sale, scope))) return false;
      await ledger.giveBack({ causeId: line.id, document: sale.bill_id, userId: actor.id });
      await db.deleteFrom('sale_products').where('id', '=', line.id).execute();
      await recomputeTotal(sale.id);
      await db.updateTable('sales').set(versionBump).where('id', '=', sale.id).execute();
      return true;
    },

    readMany,
  };
}

export type SalesRepository = ReturnType<typeof createSalesRepository>;
