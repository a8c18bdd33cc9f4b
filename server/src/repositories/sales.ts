import type { Kysely } from 'kysely';
import type { LineAmountsUpdate, LineItem } from '@logistics/shared/contracts/line-items';
import { lineItemThings, serverMessages } from '@logistics/shared/contracts/messages';
import { pathKey } from '@logistics/shared/contracts/paths';
import type { Sale, SaleCreate, SaleUpdate } from '@logistics/shared/contracts/sales';
import { returnsStock, type OrderStatus } from '@logistics/shared/contracts/statuses';
import { preparedStatement, runPrepared } from '../db/prepared-statements.js';
import type { DB } from '../db/schema.js';
import { AppError } from '../errors.js';
import { createStockLedger, type Cause } from '../stock/ledger.js';
import { readDocuments, readOneBy } from './document-list.js';
import {
  deleteLine,
  inProductOrder,
  insertLines,
  lockChangedLines,
  pricedLine,
  saveLine,
  storedLines,
  storeLine,
  type StoredLine,
} from './document-lines.js';
import type { ListPage } from './list-query.js';
import { isProblem, type Outcome } from './outcome.js';
import { listSales, saleBase, salesShown, type SaleScope } from './sale-list.js';
import {
  computeTotal,
  recomputeTotal,
  createReferenceLookups,
  inList,
  lineItemRowOf,
  linesByDocument,
  recordStatusChange,
  requireOwnInventory,
  versionBump,
  visibleIdsOf,
  type Actor,
  type NamedRow,
  type TransactionListParams,
} from './transaction-shared.js';

export type { SaleScope } from './sale-list.js';

export const SALE_BILL_ID_UNIQUE = 'sales_bill_id_unique';

/**
 * A new sale in one statement: its header ($1-$8 its columns), its first status change by $9, and its lines
 * ($10-$13: products, quantities, unit prices, discounts, in order). Each line is stored a microsecond after the
 * one before, so the lines read back (by time) in the order given even when written within one microsecond.
 * Answers the header as stored on each of its lines' rows, lines in the order they read back.
 */
const CREATE_SALE = preparedStatement(
  'sale_create',
  `with header as (
    insert into sales (bill_id, sale_date, customer_id, inventory_id, shipping_address, status, adjustment,
      total_price)
    values ($1, $2, $3, $4, $5, $6, $7, $8)
    returning id, version, created_at, updated_at, bill_id, sale_date, customer_id, shipping_address, status,
      adjustment, total_price
  ),
  first_status as (
    insert into status_changes (entity, entity_id, document, from_status, to_status, user_id)
    select 'sale', id, bill_id, null, status, $9 from header
  ),
  lines as (
    insert into sale_products (created_at, sale_id, product_id, quantity, unit_price, discount)
    select clock_timestamp() + (line.position - 1) * interval '1 microsecond', header.id, line.product_id,
      line.quantity, line.unit_price, line.discount
    from header,
      unnest($10::uuid[], $11::integer[], $12::numeric[], $13::numeric[])
        with ordinality as line (product_id, quantity, unit_price, discount, position)
    order by line.position
    returning id as line_id, product_id, quantity, unit_price, discount, created_at as line_created_at
  )
  select header.*, lines.line_id, lines.product_id, lines.quantity, lines.unit_price, lines.discount
  from header left join lines on true
  order by lines.line_created_at, lines.line_id`,
);

/** A sale's new line ($1 the sale, $2-$5 product, quantity, unit price, discount), answered as stored. */
const ADD_SALE_LINE = preparedStatement(
  'sale_add_line',
  `insert into sale_products (created_at, sale_id, product_id, quantity, unit_price, discount)
  values (clock_timestamp(), $1, $2, $3, $4, $5)
  returning id, product_id, quantity, unit_price, discount`,
);

/** A sale's header as stored, with its customer's and inventory's names: what a read and a create both have. */
interface SaleHeader {
  id: string;
  version: number;
  created_at: Date;
  updated_at: Date;
  bill_id: string;
  sale_date: string;
  customer_id: string;
  customer_name: string;
  customer_email: string | null;
  shipping_address: string;
  status: OrderStatus;
  inventory: string;
  adjustment: string;
  total_price: string;
}

/** A sale as the API answers it, built field by field (see toPurchase in purchases.ts). */
function saleOf(row: SaleHeader, products: Sale['products']): Sale {
  return {
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
    products,
  };
}

/**
 * Sales with their lines. While a sale's status holds stock (anything but cancelled, refunded or return), each
 * line has taken its quantity from the sale's inventory, oldest batch first; a status that returns stock, a
 * shrunk or removed line, or a deleted sale gives the units back to the batches they came from.
 */
export function createSalesRepository(db: Kysely<DB>) {
  const ledger = createStockLedger(db);
  const lookups = createReferenceLookups(db);

  const base = () => saleBase(db);

  async function linesOf(ids: readonly string[]): Promise<Map<string, Sale['products']>> {
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
    const headers = (ids: readonly string[]) =>
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
        .execute();
    return readDocuments(ids, headers, linesOf, saleOf);
  }

  const readOne = readOneBy(readMany);

  /** Whether the scope lets the actor see this sale. */
  async function visible(sale: { id: string; inventory_id: string }, scope: SaleScope): Promise<boolean> {
    if (scope.inventory === null) return false;
    if (scope.inventory && sale.inventory_id !== scope.inventory.id) return false;
    if (scope.captainId) {
      const shipped = await db
        .selectFrom('shipment_orders as so')
        .innerJoin('shipments as sh', 'sh.id', 'so.shipment_id')
        .select('so.id')
        .where('so.sale_id', '=', sale.id)
        .where('sh.captain_id', '=', scope.captainId)
        .executeTakeFirst();
      if (!shipped) return false;
    }
    return true;
  }

  /** Takes the lines' units, product by product in id order (so concurrent sales lock rows alike). */
  async function take(sale: { bill_id: string; inventory_id: string }, lines: StoredLine[], actor: Actor) {
    for (const line of inProductOrder(lines)) {
      await ledger.takeOldestFirst(
        { inventoryId: sale.inventory_id, productId: line.product_id },
        line.quantity,
        'sale',
        { causeId: line.id, document: sale.bill_id, userId: actor.id },
      );
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
    const cause: Cause = { causeId: line.id, document: sale.bill_id, userId: actor.id };
    const key = { inventoryId: sale.inventory_id, productId: line.product_id };
    if (delta > 0) await ledger.takeOldestFirst(key, delta, 'sale', cause, line.quantity);
    if (delta < 0) await ledger.giveBack(cause, -delta);
  }

  async function giveBackAll(billId: string, lines: StoredLine[], actor: Actor) {
    for (const line of lines) await ledger.giveBack({ causeId: line.id, document: billId, userId: actor.id });
  }

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

  /** The shipment IDs of the shipments a sale travels in (one at most, as shipments add it). */
  async function shipmentsOf(saleId: string): Promise<string[]> {
    const rows = await db
      .selectFrom('shipment_orders as so')
      .innerJoin('shipments as sh', 'sh.id', 'so.shipment_id')
      .select('sh.shipment_id')
      .where('so.sale_id', '=', saleId)
      .execute();
    return rows.map((row) => row.shipment_id);
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
    list: (params: TransactionListParams, scope: SaleScope): Promise<ListPage<Sale>> =>
      listSales(db, params, scope, readMany),

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
        Omit<SaleHeader, 'customer_name' | 'customer_email' | 'inventory'> & {
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
      const lines = rows.map((row) => ({ ...row, id: row.line_id }));
      const productNames = new Map([...products.values()].map((product) => [product.id, product.name]));
      const sale = saleOf(
        {
          ...header,
          customer_name: customer.name,
          customer_email: customer.email,
          inventory: inventory.name,
        },
        lines.map((line) => lineItemRowOf({ ...line, product: productNames.get(line.product_id) ?? '' })),
      );
      if (!returnsStock(header.status)) await take({ ...header, inventory_id: inventory.id }, lines, actor);
      return sale;
    },

    /**
     * The stored sale a status-only role's update is compared with: the fields disabled for that role may
     * arrive, but not changed.
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
    ): Promise<Outcome<{ item: Sale }>> {
      const current = await lockSale({ billId });
      if (!current || !(await visible(current, scope))) return { problem: 'not-found' };
      if (changes.version !== current.version) return { problem: 'stale' };
      const changing = changes.changed_products
        ? await lockChangedLines(db, 'sales', current, changes.changed_products, lineItemThings.sale)
        : { lines: [] };
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
      const document = { id: current.id, key: billIdNext };
      await recordStatusChange(db, 'sale', document, current.status, status, actor);
      if (changes.new_products) {
        const added = await addLines(current.id, changes.new_products);
        if (holds) await take({ bill_id: billIdNext, inventory_id: inventoryId }, added, actor);
      }
      // The changed lines after the status and inventory: a held sale takes their difference from where it is now.
      const sale = { bill_id: billIdNext, inventory_id: inventoryId, status };
      for (const { line, change } of changing.lines) {
        await moveLineStock(sale, line, change.quantity, actor);
        await storeLine(db, 'sales', line.id, change);
      }
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
      await moveLineStock(sale, line, amounts.quantity, actor);
      await saveLine(db, 'sales', line.id, sale.id, amounts);
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
      await deleteLine(db, 'sales', line.id, sale.id);
      return true;
    },

    readMany,
    shipmentsOf,
  };
}

export type SalesRepository = ReturnType<typeof createSalesRepository>;
