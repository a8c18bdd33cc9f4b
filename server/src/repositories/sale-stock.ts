import type { Kysely } from 'kysely';
import { returnsStock, type OrderStatus } from '@logistics/shared/contracts/statuses';
import type { DB } from '../db/schema.js';
import { createStockLedger, lineCause } from '../stock/ledger.js';
import { inProductOrder, type StoredLine } from './document-lines.js';
import type { Actor } from './document-shared.js';

/**
 * A sale's stock steps. While a sale's status holds stock (anything but cancelled, refunded or return), each
 * line has taken its quantity from the sale's inventory, oldest batch first; a status that returns stock, a
 * shrunk or removed line, or a deleted sale gives the units back to the batches they came from.
 */
export function createSaleStock(db: Kysely<DB>) {
  const ledger = createStockLedger(db);

  /** Takes the lines' units, product by product in id order (so concurrent sales lock rows alike). */
  async function take(sale: { bill_id: string; inventory_id: string }, lines: StoredLine[], actor: Actor) {
    for (const line of inProductOrder(lines)) {
      const key = { inventoryId: sale.inventory_id, productId: line.product_id };
      await ledger.takeOldestFirst(key, line.quantity, 'sale', lineCause(line.id, sale.bill_id, actor));
    }
  }

  /** A saved line's new quantity: a held sale takes the difference (oldest batch first) or gives it back. */
  async function moveLineStock(
    sale: { bill_id: string; inventory_id: string; status: OrderStatus },
    line: StoredLine,
    quantity: number,
    actor: Actor,
  ): Promise<void> {
    if (returnsStock(sale.status)) return;
    const delta = quantity - line.quantity;
    const cause = lineCause(line.id, sale.bill_id, actor);
    const key = { inventoryId: sale.inventory_id, productId: line.product_id };
    if (delta > 0) await ledger.takeOldestFirst(key, delta, 'sale', cause, line.quantity);
    if (delta < 0) await ledger.giveBack(cause, -delta);
  }

  /** Gives back every unit the lines took. */
  async function giveBackAll(billId: string, lines: StoredLine[], actor: Actor) {
    for (const line of lines) await ledger.giveBack(lineCause(line.id, billId, actor));
  }

  /** Gives back the units one line took. */
  async function giveBackLine(billId: string, lineId: string, actor: Actor) {
    await ledger.giveBack(lineCause(lineId, billId, actor));
  }

  return { take, moveLineStock, giveBackAll, giveBackLine };
}

export type SaleStock = ReturnType<typeof createSaleStock>;
