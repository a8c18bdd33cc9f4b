import { sql, type Kysely } from 'kysely';
import type { LineAmountsUpdate, LineItem } from '@logistics/shared/contracts/line-items';
import type {
  Purchase,
  PurchaseCreate,
  PurchaseLine,
  PurchaseUpdate,
} from '@logistics/shared/contracts/purchases';
import type { DB } from '../db/schema.js';
import { createStockLedger, type Cause } from '../stock/ledger.js';
import { containsPattern, offsetOf, type ListPage } from './list-query.js';
import {
  computeTotal,
  createReferenceLookups,
  facetOf,
  filterValues,
  inList,
  lineItemRowOf,
  linesByDocument,
  versionBump,
  type Actor,
  type TransactionListParams,
} from './transaction-shared.js';

import type { Outcome } from './outcome.js';

export const PURCHASE_MR_ID_UNIQUE = 'purchases_mr_id_unique';

const sortKeys = {
  purchase_date: sql.ref('p.purchase_date'),
  mr_id: sql`p.mr_id collate "C"`,
  vendor: sql.ref('v.name_key'),
  inventory: sql.ref('i.name_key'),
  adjustment: sql.ref('p.adjustment'),
  total_price: sql.ref('p.total_price'),
} as const;

/** A purchase's header as read, before its times become ISO strings. */
interface PurchaseHeader extends Omit<Purchase, 'created_at' | 'updated_at' | 'products'> {
  created_at: Date;
  updated_at: Date;
}

/**
 * Field by field, never a spread: pg gives each result's rows their own hidden class, and spread copies carry
 * shapes that differ from answer to answer, so the response check would meet new shapes on every request (three
 * times slower on a page of 50 sales or purchases, measured).
 */
function toPurchase(row: PurchaseHeader, products: Purchase['products']): Purchase {
  return {
    id: row.id,
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    mr_id: row.mr_id,
    purchase_date: row.purchase_date,
    vendor: row.vendor,
    inventory: row.inventory,
    adjustment: row.adjustment,
    total_price: row.total_price,
    products,
  };
}

/**
 * Purchases (material receipts) with their lines. Each line adds its quantity to the batch named by the
 * purchase's MR ID in the purchase's inventory; removing or shrinking a line, or moving the purchase, takes the
 * units back and is refused (409) when they were used since.
 */
export function createPurchasesRepository(db: Kysely<DB>) {
  const ledger = createStockLedger(db);
  const lookups = createReferenceLookups(db);

  function base() {
    return db
      .selectFrom('purchases as p')
      .innerJoin('vendors as v', 'v.id', 'p.vendor_id')
      .innerJoin('inventories as i', 'i.id', 'p.inventory_id');
  }

  const headerColumns = [
    'p.id',
    'p.version',
    'p.created_at',
    'p.updated_at',
    'p.mr_id',
    'p.purchase_date',
    'v.name as vendor',
    'i.name as inventory',
    'p.adjustment',
    'p.total_price',
  ] as const;

  async function linesOf(purchaseIds: readonly string[]) {
    if (purchaseIds.length === 0) return new Map<string, Purchase['products']>();
    const rows = await db
      .selectFrom('purchase_products as l')
      .innerJoin('products as pr', 'pr.id', 'l.product_id')
      .innerJoin('purchases as p', 'p.id', 'l.purchase_id')
      .select([
        'l.id',
        'l.purchase_id',
        'pr.name as product',
        'l.quantity',
        'l.unit_price',
        'l.discount',
        'p.mr_id',
      ])
      .where(inList('l.purchase_id', purchaseIds))
      .orderBy('l.created_at')
      .orderBy('l.id')
      .execute();
    return linesByDocument(
      rows,
      (row) => row.purchase_id,
      // A property added to the line, not a spread of it, keeps one shape (see toPurchase).
      (row): PurchaseLine => Object.assign(lineItemRowOf(row), { mr_id: row.mr_id }),
    );
  }

  async function read(where: { id: string } | { mrId: string }): Promise<Purchase | undefined> {
    let query = base().select(headerColumns);
    query = 'id' in where ? query.where('p.id', '=', where.id) : query.where('p.mr_id', '=', where.mrId);
    const row = await query.executeTakeFirst();
    if (!row) return undefined;
    const lines = await linesOf([row.id]);
    return toPurchase(row, lines.get(row.id) ?? []);
  }

  async function recomputeTotal(purchaseId: string): Promise<void> {
    const [header, lines] = await Promise.all([
      db.selectFrom('purchases').select('adjustment').where('id', '=', purchaseId).executeTakeFirstOrThrow(),
      db
        .selectFrom('purchase_products')
        .select(['quantity', 'unit_price', 'discount'])
        .where('purchase_id', '=', purchaseId)
        .execute(),
    ]);
    await db
      .updateTable('purchases')
      .set({ total_price: computeTotal(lines, header.adjustment) })
      .where('id', '=', purchaseId)
      .execute();
  }

  async function addLines(
    purchase: { id: string; mr_id: string; inventory_id: string; purchase_date: string },
    lines: readonly LineItem[],
    actor: Actor,
  ): Promise<void> {
    const products = await lookups.products(lines.map((line) => line.product));
    const added: Array<{ id: string; productId: string; quantity: number }> = [];
    for (const [index, line] of lines.entries()) {
      const product = products.get(line.product);
      if (!product) continue;
      const inserted = await db
        .insertInto('purchase_products')
        .values({
          // The lines are read back in this order; PGlite's clock counts milliseconds, and these inserts come
          // one right after another.
          created_at: sql<Date>`clock_timestamp() + ${index} * interval '1 microsecond'`,
          purchase_id: purchase.id,
          product_id: product.id,
          quantity: line.quantity,
          unit_price: line.unit_price,
          discount: String(line.discount),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      added.push({ id: inserted.id, productId: product.id, quantity: line.quantity });
    }
    // Stock (and its level per product) is locked in product order, as every other write locks it, so two
    // writes wait on each other rather than deadlock.
    added.sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
    for (const line of added) {
      await ledger.add(
        {
          inventoryId: purchase.inventory_id,
          productId: line.productId,
          mrId: purchase.mr_id,
          batchDate: purchase.purchase_date,
        },
        line.quantity,
        'purchase',
        { causeId: line.id, document: purchase.mr_id, userId: actor.id },
      );
    }
  }

  async function lineIds(purchaseId: string): Promise<string[]> {
    const rows = await db
      .selectFrom('purchase_products')
      .select('id')
      .where('purchase_id', '=', purchaseId)
      .orderBy('product_id')
      .execute();
    return rows.map((row) => row.id);
  }

  return {
    async list(params: TransactionListParams): Promise<ListPage<Purchase>> {
      const inventoryNames = filterValues(params, 'inventory');
      const vendorNames = filterValues(params, 'vendor');
      const [inventoryIds, vendorIds] = await Promise.all([
        inventoryNames && lookups.idsByNames('inventories', inventoryNames),
        vendorNames && lookups.idsByNames('vendors', vendorNames),
      ]);
      const filtered = (skip?: 'inventory' | 'vendor') => {
        let query = base();
        if (params.q) query = query.where('p.mr_id', 'ilike', containsPattern(params.q));
        if (params.from) query = query.where('p.purchase_date', '>=', params.from);
        if (params.to) query = query.where('p.purchase_date', '<=', params.to);
        if (inventoryIds && skip !== 'inventory') query = query.where(inList('p.inventory_id', inventoryIds));
        if (vendorIds && skip !== 'vendor') query = query.where(inList('p.vendor_id', vendorIds));
        return query;
      };
      const sortKey =
        sortKeys[(params.sort ?? 'purchase_date') as keyof typeof sortKeys] ?? sortKeys.purchase_date;
      const [rows, count, inventoryFacet, vendorFacet] = await Promise.all([
        filtered()
          .select('p.id')
          .orderBy(sortKey, params.order)
          .orderBy('p.id', params.order)
          .limit(params.pageSize)
          .offset(offsetOf(params))
          .execute(),
        filtered()
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
        filtered('inventory')
          .select(['i.name as option', (eb) => eb.fn.countAll<number>().as('count')])
          .groupBy('i.name')
          .execute(),
        filtered('vendor')
          .select(['v.name as option', (eb) => eb.fn.countAll<number>().as('count')])
          .groupBy('v.name')
          .execute(),
      ]);
      const items = await this.readMany(rows.map((row) => row.id));
      return {
        items,
        total: Number(count.total),
        facets: { inventory: facetOf(inventoryFacet), vendor: facetOf(vendorFacet) },
      };
    },

    /** Full purchases in the order of `ids`. */
    async readMany(ids: readonly string[]): Promise<Purchase[]> {
      if (ids.length === 0) return [];
      const rows = await base().select(headerColumns).where(inList('p.id', ids)).execute();
      const lines = await linesOf(ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        if (!row) return [];
        return [toPurchase(row, lines.get(id) ?? [])];
      });
    },

    findByKey: (mrId: string) => read({ mrId }),

    /** Creates the purchase, its lines and their stock. Throws a unique violation when the MR ID is taken. */
    async create(input: PurchaseCreate, actor: Actor): Promise<Purchase> {
      const [vendor, inventory] = await Promise.all([
        lookups.vendor(input.vendor),
        lookups.inventory(input.inventory),
      ]);
      await lookups.products(input.products.map((line) => line.product));
      const header = await db
        .insertInto('purchases')
        .values({
          mr_id: input.mr_id,
          purchase_date: input.purchase_date,
          vendor_id: vendor.id,
          inventory_id: inventory.id,
          adjustment: input.adjustment,
          total_price: computeTotal(input.products, input.adjustment),
        })
        .returning(['id', 'mr_id', 'inventory_id', 'purchase_date'])
        .executeTakeFirstOrThrow();
      await addLines(header, input.products, actor);
      return (await read({ id: header.id })) as Purchase;
    },

    /**
     * A partial update of the header, plus `new_products`. A new inventory or MR ID moves the purchase's stock
     * (refused when some of it was used); a new date re-dates its batches.
     */
    async update(
      mrId: string,
      changes: PurchaseUpdate,
      actor: Actor,
    ): Promise<Outcome<{ purchase: Purchase }>> {
      const current = await db
        .selectFrom('purchases')
        .selectAll()
        .where('mr_id', '=', mrId)
        .forUpdate()
        .executeTakeFirst();
      if (!current) return { problem: 'not-found' };
      if (changes.version !== current.version) return { problem: 'stale' };
      const [vendor, inventory] = await Promise.all([
        changes.vendor === undefined ? undefined : lookups.vendor(changes.vendor),
        changes.inventory === undefined ? undefined : lookups.inventory(changes.inventory),
      ]);
      const next = {
        mr_id: changes.mr_id ?? current.mr_id,
        inventory_id: inventory?.id ?? current.inventory_id,
        purchase_date: changes.purchase_date ?? current.purchase_date,
      };
      const movesStock = next.mr_id !== current.mr_id || next.inventory_id !== current.inventory_id;
      const ids = await lineIds(current.id);
      if (movesStock) {
        // Take every line's units out of the old batch (409 if used), then add them to the new one.
        for (const id of ids)
          await ledger.reverse('purchase', { causeId: id, document: current.mr_id, userId: actor.id });
      }
      await db
        .updateTable('purchases')
        .set({
          ...next,
          ...(vendor ? { vendor_id: vendor.id } : {}),
          ...(changes.adjustment === undefined ? {} : { adjustment: changes.adjustment }),
          ...versionBump,
        })
        .where('id', '=', current.id)
        .execute();
      if (movesStock) {
        const lines = await db
          .selectFrom('purchase_products')
          .select(['id', 'product_id', 'quantity'])
          .where('purchase_id', '=', current.id)
          .orderBy('product_id')
          .execute();
        for (const line of lines) {
          await ledger.add(
            {
              inventoryId: next.inventory_id,
              productId: line.product_id,
              mrId: next.mr_id,
              batchDate: next.purchase_date,
            },
            line.quantity,
            'purchase',
            { causeId: line.id, document: next.mr_id, userId: actor.id },
          );
        }
      } else if (next.purchase_date !== current.purchase_date) {
        await db
          .updateTable('stock')
          .set({ batch_date: next.purchase_date, ...versionBump })
          .where('mr_id', '=', current.mr_id)
          .execute();
      }
      if (changes.new_products) await addLines({ id: current.id, ...next }, changes.new_products, actor);
      await recomputeTotal(current.id);
      return { purchase: (await read({ id: current.id })) as Purchase };
    },

    /** Deletes the purchase and takes its stock back; refused (409) when some of that stock was used. */
    async remove(mrId: string, actor: Actor): Promise<boolean> {
      const current = await db
        .selectFrom('purchases')
        .select(['id', 'mr_id'])
        .where('mr_id', '=', mrId)
        .forUpdate()
        .executeTakeFirst();
      if (!current) return false;
      for (const id of await lineIds(current.id)) {
        await ledger.reverse('purchase', { causeId: id, document: current.mr_id, userId: actor.id });
      }
      await db.deleteFrom('purchases').where('id', '=', current.id).execute();
      return true;
    },

    /** PUT /purchase-products/{id}: new amounts; the quantity's difference goes to or from the batch. */
    async updateLine(
      lineId: string,
      amounts: LineAmountsUpdate,
      actor: Actor,
    ): Promise<Outcome<{ purchase: Purchase }>> {
      const line = await db
        .selectFrom('purchase_products as l')
        .innerJoin('purchases as p', 'p.id', 'l.purchase_id')
        .select([
          'l.id',
          'l.quantity',
          'l.product_id',
          'p.id as purchase_id',
          'p.version as purchase_version',
          'p.mr_id',
          'p.inventory_id',
          'p.purchase_date',
        ])
        .where('l.id', '=', lineId)
        .forUpdate(['l', 'p'])
        .executeTakeFirst();
      if (!line) return { problem: 'not-found' };
      // A line carries its purchase's version: every change of the purchase or of any of its lines raises it.
      if (amounts.version !== line.purchase_version) return { problem: 'stale' };
      const cause: Cause = { causeId: line.id, document: line.mr_id, userId: actor.id };
      const delta = amounts.quantity - line.quantity;
      const key = { inventoryId: line.inventory_id, productId: line.product_id, mrId: line.mr_id };
      if (delta > 0) await ledger.add({ ...key, batchDate: line.purchase_date }, delta, 'purchase', cause);
      if (delta < 0) await ledger.takeBatch(key, -delta, 'purchase', cause);
      await db
        .updateTable('purchase_products')
        .set({
          quantity: amounts.quantity,
          unit_price: amounts.unit_price,
          discount: String(amounts.discount),
          ...versionBump,
        })
        .where('id', '=', line.id)
        .execute();
      await recomputeTotal(line.purchase_id);
      await db.updateTable('purchases').set(versionBump).where('id', '=', line.purchase_id).execute();
      return { purchase: (await read({ id: line.purchase_id })) as Purchase };
    },

    /** DELETE /purchase-products/{id}: takes the line's units back (409 when used) and removes it. */
    async removeLine(lineId: string, actor: Actor): Promise<Purchase | undefined> {
      const line = await db
        .selectFrom('purchase_products as l')
        .innerJoin('purchases as p', 'p.id', 'l.purchase_id')
        .select(['l.id', 'p.id as purchase_id', 'p.mr_id'])
        .where('l.id', '=', lineId)
        .forUpdate('l')
        .executeTakeFirst();
      if (!line) return undefined;
      await ledger.reverse('purchase', { causeId: line.id, document: line.mr_id, userId: actor.id });
      await db.deleteFrom('purchase_products').where('id', '=', line.id).execute();
      await recomputeTotal(line.purchase_id);
      await db.updateTable('purchases').set(versionBump).where('id', '=', line.purchase_id).execute();
      return read({ id: line.purchase_id });
    },
  };
}

export type PurchasesRepository = ReturnType<typeof createPurchasesRepository>;
