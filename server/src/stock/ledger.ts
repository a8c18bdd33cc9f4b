import { sql, type Kysely } from 'kysely';
import { documentMessages } from '@logistics/shared/contracts/messages';
import type { DB, StockCause } from '../db/schema.js';
import { preparedStatement, runPrepared } from '../db/prepared-statements.js';
import { AppError } from '../errors.js';

/**
 * The stock ledger: purchases add to a batch (their MR ID), transfers move a batch,
 * sales take batches oldest first. Every change updates one `stock` row and writes one `stock_movements` row
 * naming its cause (a purchase, transfer or sale line) and who made it.
 *
 * Every function runs on the executor it is given, which must be a transaction: a refused movement throws
 * (409, naming the product and what is available) and the caller's transaction rolls back whatever it did.
 * Taking is safe under concurrency: a batch is taken with a conditional update (`quantity >= n`), and oldest-
 * first takes lock the candidate rows (`for update`), so two sales of the last units cannot both succeed.
 */

/**
 * Takes $3 units of a product ($2) in an inventory ($1) oldest batch first, in one statement: locks the oldest
 * $8 batches with units (every one when null; in the order every take locks them), plans each one's share,
 * updates them and records each movement ($4 the cause, $5 its line, $6 its document, $7 who). Takes nothing
 * when the locked batches hold fewer units; answers how many they hold and how many were locked.
 */
const TAKE_OLDEST_FIRST = preparedStatement(
  'stock_take_oldest_first',
  `with locked as (
    select id, quantity, batch_date, created_at from stock
    where inventory_id = $1 and product_id = $2 and quantity > 0
    order by batch_date, created_at, id
    limit $8
    for update
  ),
  planned as (
    select id, sum(quantity) over () as available,
      least(quantity, greatest($3::integer - coalesce(sum(quantity) over (
        order by batch_date, created_at, id rows between unbounded preceding and 1 preceding), 0), 0)) as taken
    from locked
  ),
  taken as (
    update stock s set quantity = s.quantity - p.taken, version = s.version + 1, updated_at = now()
    from planned p
    where s.id = p.id and p.taken > 0 and p.available >= $3::integer
    returning s.id, p.taken
  ),
  moved as (
    insert into stock_movements (stock_id, delta, cause, cause_id, document, user_id)
    select id, -taken, $4, $5, $6, $7 from taken
  )
  select max(available) as available, count(*)::integer as batches from planned`,
);

/**
 * The batches a take locks first: one or two cover most sales, and a product bought every week keeps many
 * batches open, which locking them all would make every sale of it read, lock and plan.
 */
const OLDEST_BATCHES_FIRST = 4;

export interface Cause {
  /** The purchase, transfer or sale line behind the movement. */
  causeId: string;
  /** Its document's business key: MR ID, TRF ID or BILL ID. */
  document: string;
  userId: string | null;
}

/** The cause of a document line's movement: the line, its document's business key, and who acts. */
export function lineCause(lineId: string, document: string, actor: { id: string }): Cause {
  return { causeId: lineId, document, userId: actor.id };
}

export interface BatchKey {
  inventoryId: string;
  productId: string;
  mrId: string;
}

/** The kind of document whose movements are reversed: decides how the reversal is labelled in the ledger. */
export type CauseKind = 'purchase' | 'transfer' | 'sale';

interface NetRow {
  stock_id: string;
  net: number;
}

export function createStockLedger(db: Kysely<DB>) {
  async function record(stockId: string, delta: number, cause: StockCause, by: Cause): Promise<void> {
    await db
      .insertInto('stock_movements')
      .values({
        stock_id: stockId,
        delta,
        cause,
        cause_id: by.causeId,
        document: by.document,
        user_id: by.userId,
      })
      .execute();
  }

  /** The 409 of a refused movement, with the names people know. */
  async function insufficient(
    inventoryId: string,
    productId: string,
    available: number,
    needed: number,
    mrId?: string,
  ): Promise<AppError> {
    const [product, inventory] = await Promise.all([
      db.selectFrom('products').select('name').where('id', '=', productId).executeTakeFirst(),
      db.selectFrom('inventories').select('name').where('id', '=', inventoryId).executeTakeFirst(),
    ]);
    return new AppError(
      409,
      documentMessages.insufficientStock({
        product: product?.name ?? productId,
        inventory: inventory?.name ?? inventoryId,
        available,
        needed,
        ...(mrId === undefined ? {} : { mrId }),
      }),
    );
  }

  async function addToRow(stockId: string, quantity: number, cause: StockCause, by: Cause): Promise<void> {
    await db
      .updateTable('stock')
      .set((eb) => ({
        quantity: eb('quantity', '+', quantity),
        version: eb('version', '+', 1),
        updated_at: sql<Date>`now()`,
      }))
      .where('id', '=', stockId)
      .execute();
    await record(stockId, quantity, cause, by);
  }

  /** Takes `quantity` from one stock row, or throws 409 when it holds less. */
  async function takeFromRow(stockId: string, quantity: number, cause: StockCause, by: Cause): Promise<void> {
    const taken = await db
      .updateTable('stock')
      .set((eb) => ({
        quantity: eb('quantity', '-', quantity),
        version: eb('version', '+', 1),
        updated_at: sql<Date>`now()`,
      }))
      .where('id', '=', stockId)
      .where('quantity', '>=', quantity)
      .returning('id')
      .executeTakeFirst();
    if (!taken) {
      const row = await db
        .selectFrom('stock')
        .select(['inventory_id', 'product_id', 'mr_id', 'quantity'])
        .where('id', '=', stockId)
        .executeTakeFirstOrThrow();
      throw await insufficient(row.inventory_id, row.product_id, row.quantity, quantity, row.mr_id);
    }
    await record(stockId, -quantity, cause, by);
  }

  /** What each stock row gained (+) or lost (−) through one cause, newest batch first. */
  async function netOf(causeId: string): Promise<NetRow[]> {
    const rows = await db
      .selectFrom('stock_movements as m')
      .innerJoin('stock as s', 's.id', 'm.stock_id')
      .select(['m.stock_id', (eb) => eb.fn.sum<number>('m.delta').as('net')])
      .where('m.cause_id', '=', causeId)
      .groupBy(['m.stock_id', 's.batch_date', 's.created_at', 's.id'])
      .orderBy('s.batch_date', 'desc')
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc')
      .execute();
    return (
      rows
        // Joined to its stock row, a movement's stock_id is set (only retired batches' are null).
        .map((row) => ({ stock_id: row.stock_id as string, net: Number(row.net) }))
        .filter((row) => row.net !== 0)
    );
  }

  return {
    /**
     * Retires the batches of a product or of an inventory that is about to be deleted, once none of them holds a
     * unit: the stock rows go, and their movements stay, each then naming its product, inventory and MR ID in
     * words. Answers the units still held (and changes nothing) when some remain. The rows are locked first, so
     * no movement can slip in between.
     */
    async retireEmptyBatches(of: { productId: string } | { inventoryId: string }): Promise<number> {
      const column = 'productId' in of ? 'product_id' : 'inventory_id';
      const id = 'productId' in of ? of.productId : of.inventoryId;
      const rows = await db
        .selectFrom('stock')
        .select(['id', 'quantity'])
        .where(column, '=', id)
        .orderBy('id')
        .forUpdate()
        .execute();
      const held = rows.reduce((sum, row) => sum + row.quantity, 0);
      if (held > 0 || rows.length === 0) return held;
      const ids = rows.map((row) => row.id);
      await db
        .updateTable('stock_movements as m')
        .from('stock as s')
        .innerJoin('products as p', 'p.id', 's.product_id')
        .innerJoin('inventories as i', 'i.id', 's.inventory_id')
        .set((eb) => ({
          stock_id: null,
          product: eb.ref('p.name'),
          inventory: eb.ref('i.name'),
          mr_id: eb.ref('s.mr_id'),
          updated_at: sql<Date>`now()`,
        }))
        .whereRef('m.stock_id', '=', 's.id')
        .where('s.id', 'in', ids)
        .execute();
      await db.deleteFrom('stock').where('id', 'in', ids).execute();
      return 0;
    },

    /** Adds units to a batch of an inventory, creating its stock row if needed; returns the row's id. */
    async add(
      key: BatchKey & { batchDate: string },
      quantity: number,
      cause: StockCause,
      by: Cause,
    ): Promise<string> {
      const row = await db
        .insertInto('stock')
        .values({
          inventory_id: key.inventoryId,
          product_id: key.productId,
          mr_id: key.mrId,
          batch_date: key.batchDate,
          quantity,
        })
        .onConflict((oc) =>
          oc.constraint('stock_batch_unique').doUpdateSet((eb) => ({
            quantity: eb('stock.quantity', '+', quantity),
            version: eb('stock.version', '+', 1),
            updated_at: sql<Date>`now()`,
          })),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      await record(row.id, quantity, cause, by);
      return row.id;
    },

    /** Takes units of one batch, or throws 409 naming the product and what the batch holds. */
    async takeBatch(
      key: BatchKey,
      quantity: number,
      cause: StockCause,
      by: Cause,
    ): Promise<{ stockId: string; batchDate: string }> {
      const row = await db
        .selectFrom('stock')
        .select(['id', 'batch_date', 'quantity'])
        .where('inventory_id', '=', key.inventoryId)
        .where('product_id', '=', key.productId)
        .where('mr_id', '=', key.mrId)
        .executeTakeFirst();
      if (!row) throw await insufficient(key.inventoryId, key.productId, 0, quantity, key.mrId);
      await takeFromRow(row.id, quantity, cause, by);
      return { stockId: row.id, batchDate: row.batch_date };
    },

    /**
     * Takes units of a product from an inventory, oldest batch first, or throws 409 naming the product and how
     * many units the inventory holds. The candidate rows are locked until the transaction ends.
     *
     * One statement locks the batches (oldest first, as every take does), plans what each gives, updates them and
     * records the movements: the rows concurrent sales of the product wait on are held for one round trip and
     * the commit, not for one per batch. A refused take changes nothing.
     *
     * `held` is what the cause holds already (a saved line raised from 1 to 5 takes 4 more, holding 1): the refusal
     * then counts as the person does, what they typed against the stock plus what their line holds.
     */
    async takeOldestFirst(
      key: Omit<BatchKey, 'mrId'>,
      quantity: number,
      cause: StockCause,
      by: Cause,
      held = 0,
    ): Promise<void> {
      const take = async (batches: number | null) => {
        const [row] = await runPrepared<{ available: string | null; batches: number }, DB>(
          db,
          TAKE_OLDEST_FIRST,
          [key.inventoryId, key.productId, quantity, cause, by.causeId, by.document, by.userId, batches],
        );
        return { available: Number(row?.available ?? 0), batches: Number(row?.batches ?? 0) };
      };
      let taken = await take(OLDEST_BATCHES_FIRST);
      // Not enough in the oldest few: again over every batch (what a refusal reports too).
      if (taken.available < quantity && taken.batches === OLDEST_BATCHES_FIRST) taken = await take(null);
      if (taken.available < quantity) {
        throw await insufficient(key.inventoryId, key.productId, taken.available + held, quantity + held);
      }
    },

    /**
     * Gives back up to `limit` units a sale line took (all of them without a limit), newest batch first, to the
     * rows they came from.
     */
    async giveBack(by: Cause, limit?: number): Promise<void> {
      let remaining = limit ?? Number.POSITIVE_INFINITY;
      for (const row of await netOf(by.causeId)) {
        if (remaining <= 0) break;
        if (row.net >= 0) continue;
        const returned = Math.min(-row.net, remaining);
        await addToRow(row.stock_id, returned, 'sale-return', by);
        remaining -= returned;
      }
    },

    /**
     * Undoes every movement of one cause: units it added are taken back (409 if they were used since), units
     * it took are put back. Takes run first, so a refusal comes before anything was put back.
     */
    async reverse(kind: CauseKind, by: Cause): Promise<void> {
      const rows = await netOf(by.causeId);
      const label = (net: number): StockCause => {
        if (kind === 'purchase') return 'purchase';
        if (kind === 'sale') return 'sale-return';
        return net > 0 ? 'transfer-in' : 'transfer-out';
      };
      for (const row of rows.filter((candidate) => candidate.net > 0)) {
        await takeFromRow(row.stock_id, row.net, label(row.net), by);
      }
      for (const row of rows.filter((candidate) => candidate.net < 0)) {
        await addToRow(row.stock_id, -row.net, label(row.net), by);
      }
    },

    /** How many units of a product an inventory holds in all its batches. */
    async available(inventoryId: string, productId: string): Promise<number> {
      const row = await db
        .selectFrom('stock')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), sql<number>`0`).as('total'))
        .where('inventory_id', '=', inventoryId)
        .where('product_id', '=', productId)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
  };
}

export type StockLedger = ReturnType<typeof createStockLedger>;
