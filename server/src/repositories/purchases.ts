import { sql, type Kysely } from 'kysely';
import type { LineAmountsUpdate, LineItem } from '@logistics/shared/contracts/line-items';
import type {
  Purchase,
  PurchaseCreate,
  PurchaseLine,
  PurchaseUpdate,
} from '@logistics/shared/contracts/purchases';
import { lineItemThings } from '@logistics/shared/contracts/messages';
import type { DB } from '../db/schema.js';
import { createStockLedger, lineCause, type BatchKey } from '../stock/ledger.js';
import { documentReads, linesOfDocuments, listDocuments, type DocumentList } from './document-list.js';
import {
  deleteLine,
  deleteWithStock,
  inProductOrder,
  insertLines,
  lockChangedLines,
  lockDocument,
  lockLine,
  pricedLine,
  reverseLines,
  saveLine,
  storedLines,
  refusedOn,
  storeChangedLines,
  type StoredLine,
} from './document-lines.js';
import type { ListPage } from './list-query.js';
import {
  computeTotal,
  createReferenceLookups,
  headColumns,
  headOf,
  inList,
  lineItemRowOf,
  recomputeTotal,
  versionBump,
  versionBumpWhenChanged,
  type Actor,
  type DocumentListParams,
} from './document-shared.js';

import { isProblem, type Outcome } from './outcome.js';

const purchaseList: DocumentList = {
  id: 'p.id',
  key: 'p.mr_id',
  date: 'p.purchase_date',
  sortKeys: {
    vendor: sql.ref('v.name_key'),
    inventory: sql.ref('i.name_key'),
    adjustment: sql.ref('p.adjustment'),
    total_price: sql.ref('p.total_price'),
  },
  filters: {
    inventory: { column: 'p.inventory_id', facet: 'i.name', names: 'inventories' },
    vendor: { column: 'p.vendor_id', facet: 'v.name', names: 'vendors' },
  },
};

/** A purchase with its vendor and inventory, for the columns and sorts that show them. */
function purchaseBase(db: Kysely<DB>) {
  return db
    .selectFrom('purchases as p')
    .innerJoin('vendors as v', 'v.id', 'p.vendor_id')
    .innerJoin('inventories as i', 'i.id', 'p.inventory_id');
}

/** A purchase's header as read, before its times become ISO strings. */
interface PurchaseHeader extends Omit<Purchase, 'created_at' | 'updated_at' | 'products'> {
  created_at: Date;
  updated_at: Date;
}

/** What places a purchase's stock: its MR ID names the batch, in its inventory, dated by the purchase. */
interface PurchaseStock {
  mr_id: string;
  inventory_id: string;
  purchase_date: string;
}

/** The batch a purchase's line adds its units to (and takes them back from). */
function batchOf(purchase: PurchaseStock, line: StoredLine): BatchKey & { batchDate: string } {
  return {
    inventoryId: purchase.inventory_id,
    productId: line.product_id,
    mrId: purchase.mr_id,
    batchDate: purchase.purchase_date,
  };
}

/** A purchase as answered, built field by field: a spread copy of a pg row takes a new shape on every read. */
function toPurchase(row: PurchaseHeader, products: Purchase['products']): Purchase {
  return Object.assign(headOf(row), {
    mr_id: row.mr_id,
    purchase_date: row.purchase_date,
    vendor: row.vendor,
    inventory: row.inventory,
    adjustment: row.adjustment,
    total_price: row.total_price,
    products,
  });
}

/**
 * Purchases (material receipts) with their lines. Each line adds its quantity to the batch named by the
 * purchase's MR ID in the purchase's inventory; removing or shrinking a line, or moving the purchase, takes the
 * units back and is refused (409) when they were used since.
 */
export function createPurchasesRepository(db: Kysely<DB>) {
  const ledger = createStockLedger(db);
  const lookups = createReferenceLookups(db);

  /** Purchase lines with the purchase each belongs to (its MR ID is their batch). */
  const linesWithPurchase = () =>
    db.selectFrom('purchase_products as l').innerJoin('purchases as p', 'p.id', 'l.purchase_id');

  async function linesOf(purchaseIds: readonly string[]) {
    return linesOfDocuments(
      linesWithPurchase()
        .innerJoin('products as pr', 'pr.id', 'l.product_id')
        .select([
          'l.id',
          'l.purchase_id',
          'pr.name as product',
          'l.quantity',
          'l.unit_price',
          'l.discount',
          'p.mr_id',
        ]),
      'purchase_id',
      purchaseIds,
      // A property added to the line, not a spread copy of it, keeps one shape for the response check.
      (row): PurchaseLine => Object.assign(lineItemRowOf(row), { mr_id: row.mr_id }),
    );
  }

  /** A purchase's header columns over purchaseBase. */
  const headerColumns = [
    ...headColumns('p'),
    'p.mr_id',
    'p.purchase_date',
    'v.name as vendor',
    'i.name as inventory',
    'p.adjustment',
    'p.total_price',
  ] as const;

  /** Full purchases in the order of `ids`, and one by id. */
  const { readMany, readOne } = documentReads(
    (ids) => purchaseBase(db).select(headerColumns).where(inList('p.id', ids)).execute(),
    linesOf,
    toPurchase,
  );

  async function addLines(
    purchase: PurchaseStock & { id: string },
    lines: readonly LineItem[],
    actor: Actor,
  ): Promise<void> {
    const added = await insertLines(db, lines, (line, productId, index) =>
      db
        .insertInto('purchase_products')
        .values({
          // The lines are read back in this order; PGlite's clock counts milliseconds, and these inserts come
          // one right after another.
          created_at: sql<Date>`clock_timestamp() + ${index} * interval '1 microsecond'`,
          purchase_id: purchase.id,
          ...pricedLine(productId, line),
        })
        .returning(['id', 'product_id', 'quantity'])
        .executeTakeFirstOrThrow(),
    );
    await addStock(purchase, inProductOrder(added), actor);
  }

  /** Adds each line's units to the purchase's batch, in the order given. */
  async function addStock(
    purchase: PurchaseStock,
    lines: readonly StoredLine[],
    actor: Actor,
  ): Promise<void> {
    for (const line of lines) {
      const cause = lineCause(line.id, purchase.mr_id, actor);
      await ledger.add(batchOf(purchase, line), line.quantity, 'purchase', cause);
    }
  }

  /** A saved line's new quantity: the difference goes to its purchase's batch, or back out of it (409 when used). */
  async function moveLineStock(
    purchase: PurchaseStock,
    line: StoredLine,
    quantity: number,
    actor: Actor,
  ): Promise<void> {
    const cause = lineCause(line.id, purchase.mr_id, actor);
    const delta = quantity - line.quantity;
    if (delta > 0) await ledger.add(batchOf(purchase, line), delta, 'purchase', cause);
    if (delta < 0) await ledger.takeBatch(batchOf(purchase, line), -delta, 'purchase', cause);
  }

  return {
    async list(params: DocumentListParams): Promise<ListPage<Purchase>> {
      return listDocuments(db, purchaseList, () => purchaseBase(db), params, [], readMany);
    },

    readMany,

    async findByKey(mrId: string): Promise<Purchase | undefined> {
      const row = await db.selectFrom('purchases').select('id').where('mr_id', '=', mrId).executeTakeFirst();
      return row && readOne(row.id);
    },

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
      return await readOne(header.id);
    },

    /**
     * A partial update of the header, plus `new_products` and `changed_products` (saved lines' new amounts, all
     * or none). A new inventory or MR ID moves the purchase's stock (refused when some of it was used); a new
     * date re-dates its batches.
     */
    async update(mrId: string, changes: PurchaseUpdate, actor: Actor): Promise<Outcome<{ item: Purchase }>> {
      const current = await lockDocument(db, 'purchases', mrId);
      if (!current) return { problem: 'not-found' };
      const changing = await lockChangedLines(db, 'purchases', current, changes, lineItemThings.purchase);
      if (isProblem(changing)) return changing;
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
      const lines = await storedLines(db, 'purchases', current.id);
      // Take every line's units out of the old batch (409 if used), then add them to the new one.
      if (movesStock) await reverseLines(ledger, 'purchase', lines, current.mr_id, actor);
      const written = {
        ...next,
        ...(vendor ? { vendor_id: vendor.id } : {}),
        ...(changes.adjustment === undefined ? {} : { adjustment: changes.adjustment }),
      };
      const head = await db
        .updateTable('purchases')
        .set({ ...written, ...versionBumpWhenChanged(written, (changes.new_products?.length ?? 0) > 0) })
        .where('id', '=', current.id)
        .returning('version')
        .executeTakeFirstOrThrow();
      if (movesStock) await addStock(next, lines, actor);
      else if (next.purchase_date !== current.purchase_date) {
        await db
          .updateTable('stock')
          .set({ batch_date: next.purchase_date, ...versionBump })
          .where('mr_id', '=', current.mr_id)
          .execute();
      }
      if (changes.new_products) await addLines({ id: current.id, ...next }, changes.new_products, actor);
      // The changed lines after the move: their difference goes to or from the batch the purchase now names.
      await storeChangedLines(
        db,
        'purchases',
        { id: current.id, headRaised: head.version !== current.version },
        changing.lines,
        (line, change) => moveLineStock(next, line, change.quantity, actor),
      );
      await recomputeTotal(db, 'purchases', current.id);
      return { item: await readOne(current.id) };
    },

    /** Deletes the purchase and takes its stock back; refused (409) when some of that stock was used. */
    async remove(mrId: string, actor: Actor): Promise<boolean> {
      const current = await lockDocument(db, 'purchases', mrId);
      if (!current) return false;
      await deleteWithStock(db, ledger, 'purchases', { id: current.id, key: current.mr_id }, actor);
      return true;
    },

    /** PUT /purchase-products/{id}: new amounts; the quantity's difference goes to or from the batch. */
    async updateLine(
      lineId: string,
      amounts: LineAmountsUpdate,
      actor: Actor,
    ): Promise<Outcome<{ purchase: Purchase }>> {
      const line = await linesWithPurchase()
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
      await refusedOn('quantity', () => moveLineStock(line, line, amounts.quantity, actor));
      await saveLine(db, 'purchases', line.id, line.purchase_id, amounts);
      return { purchase: await readOne(line.purchase_id) };
    },

    /** DELETE /purchase-products/{id}: takes the line's units back (409 when used) and removes it. */
    async removeLine(lineId: string, actor: Actor): Promise<Purchase | undefined> {
      const line = await lockLine(db, 'purchases', lineId);
      if (!line) return undefined;
      await reverseLines(ledger, 'purchase', [line], line.document, actor);
      await deleteLine(db, 'purchases', line.id, line.document_id);
      return readOne(line.document_id);
    },
  };
}

export type PurchasesRepository = ReturnType<typeof createPurchasesRepository>;
