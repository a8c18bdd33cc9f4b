import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { lineItemThings, documentMessages } from '@logistics/shared/contracts/messages';
import {
  SAME_INVENTORY,
  type Transfer,
  type TransferCreate,
  type TransferLine,
  type TransferLineCreate,
  type TransferUpdate,
} from '@logistics/shared/contracts/transfers';
import type { DB } from '../db/schema.js';
import { AppError } from '../errors.js';
import { createStockLedger, lineCause } from '../stock/ledger.js';
import { documentReads, linesOfDocuments, listDocuments, type DocumentList } from './document-list.js';
import {
  deleteLine,
  deleteWithStock,
  inProductOrder,
  insertLines,
  lockChangedLines,
  lockLine,
  reverseLines,
  saveLine,
  refusedOn,
  storeChangedLines,
} from './document-lines.js';
import type { ListPage } from './list-query.js';
import { isProblem, type Outcome } from './outcome.js';
import {
  createReferenceLookups,
  headColumns,
  headOf,
  inList,
  matchesNothing,
  versionBumpWhenChanged,
  visibleIdsOf,
  type Actor,
  type InventoryScope,
  type NamedRow,
  type DocumentListParams,
} from './document-shared.js';

const transferList: DocumentList = {
  id: 't.id',
  key: 't.trf_id',
  date: 't.transfer_date',
  sortKeys: { source_inventory: sql.ref('src.name_key'), destination_inventory: sql.ref('dst.name_key') },
  filters: {
    source_inventory: { column: 't.source_inventory_id', facet: 'src.name', names: 'inventories' },
    destination_inventory: { column: 't.destination_inventory_id', facet: 'dst.name', names: 'inventories' },
  },
};

/** The conditions on `t` of the transfers a scope shows: from or to the in-charge's inventory (none: every one). */
function transfersShown(scope: InventoryScope): Array<Expression<SqlBool>> {
  if (scope === null) return [matchesNothing];
  if (scope === undefined) return [];
  return [sql<SqlBool>`(t.source_inventory_id = ${scope.id} or t.destination_inventory_id = ${scope.id})`];
}

/** A transfer with its source and destination inventories, for the columns and sorts that show them. */
function transferBase(db: Kysely<DB>) {
  return db
    .selectFrom('transfers as t')
    .innerJoin('inventories as src', 'src.id', 't.source_inventory_id')
    .innerJoin('inventories as dst', 'dst.id', 't.destination_inventory_id');
}

/**
 * Transfers between inventories. Each line moves units of one batch (MR ID) of a product from the source to
 * the destination; undoing a line (shrink, remove, delete, a new inventory) moves them back and is refused
 * (409) when the destination used them since.
 */
export function createTransfersRepository(db: Kysely<DB>) {
  const ledger = createStockLedger(db);
  const lookups = createReferenceLookups(db);

  /** A transfer's header columns over transferBase. */
  const headerColumns = [
    ...headColumns('t'),
    't.trf_id',
    't.transfer_date',
    'src.name as source_inventory',
    'dst.name as destination_inventory',
  ] as const;

  async function linesOf(ids: readonly string[]): Promise<Map<string, TransferLine[]>> {
    return linesOfDocuments(
      db
        .selectFrom('transfer_products as l')
        .innerJoin('products as pr', 'pr.id', 'l.product_id')
        .select(['l.id', 'l.transfer_id', 'l.mr_id', 'pr.name as product', 'l.quantity']),
      'transfer_id',
      ids,
      (row): TransferLine => ({ id: row.id, mr_id: row.mr_id, product: row.product, quantity: row.quantity }),
    );
  }

  /** Full transfers in the order of `ids`, built field by field (see toPurchase in purchases.ts). */
  const { readMany, readOne } = documentReads(
    (ids) => transferBase(db).select(headerColumns).where(inList('t.id', ids)).execute(),
    linesOf,
    (row, products): Transfer =>
      Object.assign(headOf(row), {
        trf_id: row.trf_id,
        transfer_date: row.transfer_date,
        source_inventory: row.source_inventory,
        destination_inventory: row.destination_inventory,
        products,
      }),
  );

  /** Moves units of the line's batch from the source to the destination, or back when `quantity` is negative. */
  async function moveLine(
    transfer: { trf_id: string; source_inventory_id: string; destination_inventory_id: string },
    line: { id: string; product_id: string; mr_id: string },
    quantity: number,
    actor: Actor,
  ): Promise<void> {
    const cause = lineCause(line.id, transfer.trf_id, actor);
    const { source_inventory_id: source, destination_inventory_id: destination } = transfer;
    const [from, to] = quantity > 0 ? [source, destination] : [destination, source];
    const [out, into] =
      quantity > 0 ? (['transfer-out', 'transfer-in'] as const) : (['transfer-in', 'transfer-out'] as const);
    const units = Math.abs(quantity);
    const taken = await ledger.takeBatch(
      { inventoryId: from, productId: line.product_id, mrId: line.mr_id },
      units,
      out,
      cause,
    );
    const batch = {
      inventoryId: to,
      productId: line.product_id,
      mrId: line.mr_id,
      batchDate: taken.batchDate,
    };
    await ledger.add(batch, units, into, cause);
  }

  /**
   * New lines, `list` in the body (`products` of a create, `new_products` of an update): each moves its units,
   * and one refused (its batch short, the lines before it on the same batch counted) names its quantity.
   */
  async function addLines(
    transfer: { id: string; trf_id: string; source_inventory_id: string; destination_inventory_id: string },
    lines: readonly TransferLineCreate[],
    list: 'products' | 'new_products',
    actor: Actor,
  ): Promise<void> {
    const inserted = await insertLines(db, lines, async (line, productId, index) => {
      const stored = await db
        .insertInto('transfer_products')
        .values({
          created_at: sql<Date>`clock_timestamp()`,
          transfer_id: transfer.id,
          product_id: productId,
          mr_id: line.mr_id,
          quantity: line.quantity,
        })
        .returning(['id', 'product_id', 'mr_id', 'quantity'])
        .executeTakeFirstOrThrow();
      return { ...stored, index };
    });
    for (const line of inProductOrder(inserted)) {
      await refusedOn(`${list}.${line.index}.quantity`, () => moveLine(transfer, line, line.quantity, actor));
    }
  }

  /** Whether the in-charge's scope covers a transfer (its inventory is the source or the destination). */
  function covers(
    scope: InventoryScope,
    transfer: { source_inventory_id: string; destination_inventory_id: string },
  ) {
    if (scope === undefined) return true;
    if (scope === null) return false;
    return transfer.source_inventory_id === scope.id || transfer.destination_inventory_id === scope.id;
  }

  /**
   * The in-charge moves stock out of their own inventory only: a transfer they
   * create or change must have their inventory as its source (403 otherwise; none for every other role).
   */
  function requireOwnSource(scope: InventoryScope, source: NamedRow): void {
    if (scope === undefined) return;
    if (scope === null) throw new AppError(403, documentMessages.noActiveInventory);
    if (source.id !== scope.id) throw new AppError(403, documentMessages.transferSourceNotOwn(source.name));
  }

  /**
   * Nor may their change take units back out of the destination (a lowered line, another source or
   * destination): that is undoing a transfer, which only the inventory-manager and the admin may do
   * (removing lines, deleting transfers).
   */
  function refuseTakingBack(scope: InventoryScope, destination: string): void {
    if (scope !== undefined) throw new AppError(403, documentMessages.transferTakeBack(destination));
  }

  /** What a write checks of a transfer: its key and its inventories, with their names for the messages. */
  const sides = [
    't.trf_id',
    't.source_inventory_id',
    't.destination_inventory_id',
    'src.name as source_name',
    'dst.name as destination_name',
  ] as const;

  async function lockTransfer(trfId: string) {
    return transferBase(db)
      .select(['t.id', 't.version', ...sides])
      .where('t.trf_id', '=', trfId)
      .forUpdate('t')
      .executeTakeFirst();
  }

  return {
    covers,

    async list(params: DocumentListParams, scope: InventoryScope): Promise<ListPage<Transfer>> {
      return listDocuments(db, transferList, () => transferBase(db), params, transfersShown(scope), readMany);
    },

    /** Which of these transfers the scope shows, by the list's conditions. */
    visibleIds: (ids: readonly string[], scope: InventoryScope): Promise<string[]> =>
      visibleIdsOf(db, 'transfers', 't', transfersShown(scope), ids),

    /** One transfer, if it exists and the scope covers it. */
    async findByKey(trfId: string, scope: InventoryScope): Promise<Transfer | undefined> {
      const row = await db
        .selectFrom('transfers')
        .select(['id', 'source_inventory_id', 'destination_inventory_id'])
        .where('trf_id', '=', trfId)
        .executeTakeFirst();
      if (!row || !covers(scope, row)) return undefined;
      return readOne(row.id);
    },

    /** Creates the transfer and moves its lines. Throws a unique violation when the TRF ID is taken. */
    async create(input: TransferCreate, actor: Actor, scope: InventoryScope): Promise<Transfer> {
      const [source, destination] = await Promise.all([
        lookups.inventory(input.source_inventory),
        lookups.inventory(input.destination_inventory),
      ]);
      if (source.id === destination.id) throw new AppError(400, SAME_INVENTORY);
      const ids = { source_inventory_id: source.id, destination_inventory_id: destination.id };
      requireOwnSource(scope, source);
      await lookups.products(input.products.map((line) => line.product));
      const header = await db
        .insertInto('transfers')
        .values({ trf_id: input.trf_id, transfer_date: input.transfer_date, ...ids })
        .returning(['id', 'trf_id', 'source_inventory_id', 'destination_inventory_id'])
        .executeTakeFirstOrThrow();
      await addLines(header, input.products, 'products', actor);
      return readOne(header.id);
    },

    /**
     * A partial update plus `new_products` and `changed_products` (saved lines' new quantities, all or none). A
     * new source or destination moves every line back and again
     * between the new inventories (refused when the stock is not there).
     */
    async update(
      trfId: string,
      changes: TransferUpdate,
      actor: Actor,
      scope: InventoryScope,
    ): Promise<Outcome<{ item: Transfer }>> {
      const current = await lockTransfer(trfId);
      if (!current || !covers(scope, current)) return { problem: 'not-found' };
      // The in-charge reads transfers into their inventory too, but changes only those out of it.
      requireOwnSource(scope, { id: current.source_inventory_id, name: current.source_name });
      const changing = await lockChangedLines(db, 'transfers', current, changes, lineItemThings.transfer);
      if (isProblem(changing)) return changing;
      const [source, destination] = await Promise.all([
        changes.source_inventory === undefined ? undefined : lookups.inventory(changes.source_inventory),
        changes.destination_inventory === undefined
          ? undefined
          : lookups.inventory(changes.destination_inventory),
      ]);
      const next = {
        trf_id: changes.trf_id ?? current.trf_id,
        source_inventory_id: source?.id ?? current.source_inventory_id,
        destination_inventory_id: destination?.id ?? current.destination_inventory_id,
      };
      if (next.source_inventory_id === next.destination_inventory_id) throw new AppError(400, SAME_INVENTORY);
      requireOwnSource(scope, {
        id: next.source_inventory_id,
        name: source?.name ?? current.source_name,
      });
      const moves =
        next.source_inventory_id !== current.source_inventory_id ||
        next.destination_inventory_id !== current.destination_inventory_id;
      if (moves) refuseTakingBack(scope, current.destination_name);
      const lines = await db
        .selectFrom('transfer_products')
        .select(['id', 'product_id', 'mr_id', 'quantity'])
        .where('transfer_id', '=', current.id)
        .orderBy('product_id')
        .execute();
      if (moves) await reverseLines(ledger, 'transfer', lines, current.trf_id, actor);
      const written = {
        ...next,
        ...(changes.transfer_date === undefined ? {} : { transfer_date: changes.transfer_date }),
      };
      const head = await db
        .updateTable('transfers')
        .set({ ...written, ...versionBumpWhenChanged(written, (changes.new_products?.length ?? 0) > 0) })
        .where('id', '=', current.id)
        .returning('version')
        .executeTakeFirstOrThrow();
      if (moves) for (const line of lines) await moveLine(next, line, line.quantity, actor);
      if (changes.new_products) {
        await addLines({ id: current.id, ...next }, changes.new_products, 'new_products', actor);
      }
      // The changed lines after a re-route: their difference moves between the inventories the transfer now names.
      await storeChangedLines(
        db,
        'transfers',
        { id: current.id, headRaised: head.version !== current.version },
        changing.lines,
        async (line, change) => {
          const delta = change.quantity - line.quantity;
          if (delta < 0) refuseTakingBack(scope, destination?.name ?? current.destination_name);
          if (delta !== 0) await moveLine(next, line, delta, actor);
        },
      );
      return { item: await readOne(current.id) };
    },

    /** Deletes the transfer, moving every line back (409 when the destination used the units). */
    async remove(trfId: string, actor: Actor): Promise<boolean> {
      const current = await lockTransfer(trfId);
      if (!current) return false;
      await deleteWithStock(db, ledger, 'transfers', { id: current.id, key: current.trf_id }, actor);
      return true;
    },

    /** PUT /transfer-products/{id}: a new quantity; the difference moves forward or back. */
    async updateLine(
      lineId: string,
      change: { quantity: number; version: number },
      actor: Actor,
      scope: InventoryScope,
    ): Promise<Outcome<{ record: TransferLine; transfer: Transfer }>> {
      const line = await transferBase(db)
        .innerJoin('transfer_products as l', 'l.transfer_id', 't.id')
        .select(['l.id', 'l.product_id', 'l.mr_id', 'l.quantity', 't.id as transfer_id'])
        .select(['t.version as transfer_version', ...sides])
        .where('l.id', '=', lineId)
        .forUpdate(['l', 't'])
        .executeTakeFirst();
      if (!line || !covers(scope, line)) return { problem: 'not-found' };
      requireOwnSource(scope, { id: line.source_inventory_id, name: line.source_name });
      // A line carries its transfer's version: every change of the transfer or of any of its lines raises it.
      if (change.version !== line.transfer_version) return { problem: 'stale' };
      const delta = change.quantity - line.quantity;
      await refusedOn('quantity', async () => {
        if (delta < 0) refuseTakingBack(scope, line.destination_name);
        if (delta !== 0) await moveLine(line, line, delta, actor);
      });
      await saveLine(db, 'transfers', line.id, line.transfer_id, change);
      const transfer = await readOne(line.transfer_id);
      const record = transfer.products.find((candidate) => candidate.id === line.id) as TransferLine;
      return { record, transfer };
    },

    /** DELETE /transfer-products/{id}: moves the line's units back and removes it. */
    async removeLine(lineId: string, actor: Actor): Promise<boolean> {
      const line = await lockLine(db, 'transfers', lineId);
      if (!line) return false;
      await reverseLines(ledger, 'transfer', [line], line.document, actor);
      await deleteLine(db, 'transfers', line.id, line.document_id);
      return true;
    },
  };
}

export type TransfersRepository = ReturnType<typeof createTransfersRepository>;
