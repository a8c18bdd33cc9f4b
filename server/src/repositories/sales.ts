import type { Kysely } from 'kysely';
import { lineItemThings, serverMessages } from '@logistics/shared/contracts/messages';
import type { Sale, SaleCreate, SaleUpdate } from '@logistics/shared/contracts/sales';
import { returnsStock, type OrderStatus } from '@logistics/shared/contracts/statuses';
import { runPrepared } from '../db/prepared-statements.js';
import type { DB } from '../db/schema.js';
import { AppError } from '../errors.js';
import { lockChangedLines, pricedLine, storeChangedLines, storedLines } from './document-lines.js';
import type { ListPage } from './list-query.js';
import { isProblem, type Outcome } from './outcome.js';
import {
  listSales,
  saleRowsAfter,
  saleRowsFrom,
  salesShown,
  type SaleRowColumns,
  type SaleScope,
} from './sale-list.js';
import { createSaleLines } from './sale-lines.js';
import { createSaleReads, saleOf } from './sale-reads.js';
import { CREATE_SALE } from './sale-statements.js';
import { createSaleStock } from './sale-stock.js';
import {
  computeTotal,
  recomputeTotal,
  createReferenceLookups,
  lineItemRowOf,
  recordStatusChange,
  requireOwnInventory,
  versionBumpWhenChanged,
  visibleIdsOf,
  type Actor,
  type NamedRow,
  type DocumentListParams,
} from './document-shared.js';

export type { SaleScope } from './sale-list.js';

/**
 * Sales with their lines: the list (sale-list.ts), the reads (sale-reads.ts), the stock steps (sale-stock.ts)
 * and the lines on their own (sale-lines.ts) put together with a sale's create, update and delete, each of
 * which takes or gives back its stock in the caller's transaction.
 */
export function createSalesRepository(db: Kysely<DB>) {
  const lookups = createReferenceLookups(db);
  const reads = createSaleReads(db);
  const stock = createSaleStock(db);
  const lines = createSaleLines(db, reads, stock);
  const { readMany, readOne, visible, lockSale, shipmentsOf } = reads;
  const { take, moveLineStock, giveBackAll } = stock;
  const { addLines } = lines;

  return {
    list: (params: DocumentListParams, scope: SaleScope): Promise<ListPage<Sale>> =>
      listSales(db, params, scope, readMany),

    /** A keyset page of the list's rows without their lines (an export's, a bulk action's). */
    rowsAfter: (params: DocumentListParams, scope: SaleScope) => saleRowsAfter(db, params, scope),

    /** Every row of the list after a keyset, through one cursor (PostgreSQL only: an export's). */
    rowsFrom: (params: DocumentListParams, scope: SaleScope, batch: number) =>
      saleRowsFrom(db, params, scope, batch),

    /** Which of these sales the scope shows, by the list's conditions. */
    visibleIds: (ids: readonly string[], scope: SaleScope): Promise<string[]> =>
      visibleIdsOf(db, 'sales', 's', salesShown(scope), ids),

    async findByKey(billId: string, scope: SaleScope): Promise<Sale | undefined> {
      const row = await db
        .selectFrom('sales')
        .select(['id', 'inventory_id'])
        .where('bill_id', '=', billId)
        .executeTakeFirst();
      if (!row || !(await visible(row, scope))) return undefined;
      return readOne(row.id);
    },

    /**
     * Creates the sale and takes its stock (unless its status returns stock). Unique violation on a taken BILL ID.
     * Two statements and one take per product (the references; the header with its first status and its lines):
     * the answer is built from what they return rather than read back, as a sale is the busiest write.
     */
    async create(input: SaleCreate, actor: Actor, scope: SaleScope): Promise<Sale> {
      const references = await lookups.saleReferences(
        input.customer_id,
        input.inventory,
        input.products.map((line) => line.product),
      );
      const { customer, inventory } = references;
      requireOwnInventory(scope.inventory, [inventory.id], inventory.name);
      const products = references.products();
      const priced = input.products.map((line) =>
        pricedLine((products.get(line.product) as NamedRow).id, line),
      );
      const rows = await runPrepared<
        Omit<SaleRowColumns, 'customer_name' | 'customer_email' | 'inventory'> & {
          line_id: string;
          product_id: string;
          quantity: number;
          unit_price: string;
          discount: string;
        },
        DB
      >(db, CREATE_SALE, [
        input.bill_id,
        input.sale_date,
        customer.id,
        inventory.id,
        input.shipping_address,
        input.status,
        input.adjustment,
        computeTotal(input.products, input.adjustment),
        actor.id,
        priced.map((line) => line.product_id),
        priced.map((line) => line.quantity),
        priced.map((line) => line.unit_price),
        priced.map((line) => line.discount),
      ]);
      const [header] = rows;
      if (!header) throw new Error('the sale insert returned no row');
      // The inserted rows only feed saleOf and lineItemRowOf, which build the answer field by field.
      // eslint-disable-next-line no-restricted-syntax
      const lines = rows.map((row) => ({ ...row, id: row.line_id }));
      const productNames = new Map([...products.values()].map((product) => [product.id, product.name]));
      const sale = saleOf(
        {
          // eslint-disable-next-line no-restricted-syntax
          ...header,
          customer_name: customer.name,
          customer_email: customer.email,
          inventory: inventory.name,
        },
        // eslint-disable-next-line no-restricted-syntax
        lines.map((line) => lineItemRowOf({ ...line, product: productNames.get(line.product_id) ?? '' })),
      );
      // eslint-disable-next-line no-restricted-syntax
      if (!returnsStock(header.status)) await take({ ...header, inventory_id: inventory.id }, lines, actor);
      return sale;
    },

    async update(
      billId: string,
      changes: SaleUpdate,
      actor: Actor,
      scope: SaleScope,
    ): Promise<Outcome<{ item: Sale }>> {
      const current = await lockSale({ billId });
      if (!current || !(await visible(current, scope))) return { problem: 'not-found' };
      const changing = await lockChangedLines(db, 'sales', current, changes, lineItemThings.sale);
      if (isProblem(changing)) return changing;
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
      const lines = await storedLines(db, 'sales', current.id);
      if (held && (!holds || moved)) await giveBackAll(current.bill_id, lines, actor);
      const written = {
        bill_id: billIdNext,
        inventory_id: inventoryId,
        status,
        ...(customer ? { customer_id: customer.id } : {}),
        ...(changes.sale_date === undefined ? {} : { sale_date: changes.sale_date }),
        ...(changes.shipping_address === undefined ? {} : { shipping_address: changes.shipping_address }),
        ...(changes.adjustment === undefined ? {} : { adjustment: changes.adjustment }),
      };
      const head = await db
        .updateTable('sales')
        .set({ ...written, ...versionBumpWhenChanged(written, (changes.new_products?.length ?? 0) > 0) })
        .where('id', '=', current.id)
        .returning('version')
        .executeTakeFirstOrThrow();
      if (holds && (!held || moved))
        await take({ bill_id: billIdNext, inventory_id: inventoryId }, lines, actor);
      const document = { id: current.id, key: billIdNext };
      await recordStatusChange(db, 'sale', document, current.status, status, actor);
      if (changes.new_products) {
        const added = await addLines(current.id, changes.new_products);
        if (holds) await take({ bill_id: billIdNext, inventory_id: inventoryId }, added, actor);
      }
      // The changed lines after the status and inventory: a held sale takes their difference from where it is now.
      const sale = { bill_id: billIdNext, inventory_id: inventoryId, status };
      await storeChangedLines(
        db,
        'sales',
        { id: current.id, headRaised: head.version !== current.version },
        changing.lines,
        (line, change) => moveLineStock(sale, line, change.quantity, actor),
      );
      await recomputeTotal(db, 'sales', current.id);
      return { item: await readOne(current.id) };
    },

    /** Deletes a sale and gives its stock back; 409 naming the shipments it travels in. */
    async remove(billId: string, actor: Actor, scope: SaleScope): Promise<boolean> {
      const current = await lockSale({ billId });
      if (!current || !(await visible(current, scope))) return false;
      const shipments = await shipmentsOf(current.id);
      if (shipments.length > 0) {
        const names = shipments.map((shipment) => `“${shipment}”`).join(', ');
        throw new AppError(
          409,
          serverMessages.hasDependents('sale', current.bill_id, `the shipments ${names}`),
        );
      }
      await giveBackAll(current.bill_id, await storedLines(db, 'sales', current.id), actor);
      await db.deleteFrom('sales').where('id', '=', current.id).execute();
      return true;
    },

    changedFields: reads.changedFields,
    updateLine: lines.updateLine,
    removeLine: lines.removeLine,
    readMany,
    shipmentsOf,
  };
}

export type SalesRepository = ReturnType<typeof createSalesRepository>;
