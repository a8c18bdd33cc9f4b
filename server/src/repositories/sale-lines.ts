import type { Kysely } from 'kysely';
import type { LineAmountsUpdate, LineItem } from '@logistics/shared/contracts/line-items';
import type { Sale } from '@logistics/shared/contracts/sales';
import { runPrepared } from '../db/prepared-statements.js';
import type { DB } from '../db/schema.js';
import {
  deleteLine,
  insertLines,
  pricedLine,
  refusedOn,
  saveLine,
  type StoredLine,
} from './document-lines.js';
import type { Outcome } from './outcome.js';
import type { SaleScope } from './sale-list.js';
import type { createSaleReads } from './sale-reads.js';
import { ADD_SALE_LINE } from './sale-statements.js';
import type { SaleStock } from './sale-stock.js';
import type { Actor, NamedRow } from './document-shared.js';

/** A sale's lines on their own: lines added to a saved sale, and one line's new amounts or removal. */
export function createSaleLines(db: Kysely<DB>, reads: ReturnType<typeof createSaleReads>, stock: SaleStock) {
  /** Stores new lines of a saved sale, each answered as stored. */
  async function addLines(
    saleId: string,
    lines: readonly LineItem[],
    products?: ReadonlyMap<string, NamedRow>,
  ): Promise<Array<StoredLine & { unit_price: string; discount: string }>> {
    return insertLines(
      db,
      lines,
      async (line, productId) => {
        const { product_id, quantity, unit_price, discount } = pricedLine(productId, line);
        const [stored] = await runPrepared<StoredLine & { unit_price: string; discount: string }, DB>(
          db,
          ADD_SALE_LINE,
          [saleId, product_id, quantity, unit_price, discount],
        );
        if (!stored) throw new Error('the sale line insert returned no row');
        return stored;
      },
      products,
    );
  }

  /** PUT /sale-products/{id}: new amounts; a held sale takes or gives back the quantity's difference. */
  async function updateLine(
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
    const sale = await reads.lockSale({ id: line.sale_id });
    if (!sale || !(await reads.visible(sale, scope))) return { problem: 'not-found' };
    // A line carries its sale's version: every change of the sale or of any of its lines raises it.
    if (amounts.version !== sale.version) return { problem: 'stale' };
    await refusedOn('quantity', () => stock.moveLineStock(sale, line, amounts.quantity, actor));
    await saveLine(db, 'sales', line.id, sale.id, amounts);
    return { sale: await reads.readOne(sale.id) };
  }

  /** DELETE /sale-products/{id}: gives the line's units back and removes it. */
  async function removeLine(lineId: string, actor: Actor, scope: SaleScope): Promise<boolean> {
    const line = await db
      .selectFrom('sale_products')
      .select(['id', 'sale_id'])
      .where('id', '=', lineId)
      .forUpdate()
      .executeTakeFirst();
    if (!line) return false;
    const sale = await reads.lockSale({ id: line.sale_id });
    if (!sale || !(await reads.visible(sale, scope))) return false;
    await stock.giveBackLine(sale.bill_id, line.id, actor);
    await deleteLine(db, 'sales', line.id, sale.id);
    return true;
  }

  return { addLines, updateLine, removeLine };
}
