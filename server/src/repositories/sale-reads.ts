import type { Kysely } from 'kysely';
import { pathKey } from '@logistics/shared/contracts/paths';
import type { Sale, SaleUpdate } from '@logistics/shared/contracts/sales';
import type { DB } from '../db/schema.js';
import { documentReads, linesOfDocuments } from './document-list.js';
import {
  SALE_HEADER_COLUMNS,
  saleBase,
  saleListRowOf,
  type SaleRowColumns,
  type SaleScope,
} from './sale-list.js';
import { inList, lineItemRowOf } from './document-shared.js';

/** A sale as the API answers it: its list row (built field by field) and its lines. */
export function saleOf(row: SaleRowColumns, products: Sale['products']): Sale {
  return Object.assign(saleListRowOf(row), { products });
}

/** The reads of sales: whole sales with their lines, a sale's visibility, its lock, its shipments. */
export function createSaleReads(db: Kysely<DB>) {
  async function linesOf(ids: readonly string[]): Promise<Map<string, Sale['products']>> {
    return linesOfDocuments(
      db
        .selectFrom('sale_products as l')
        .innerJoin('products as pr', 'pr.id', 'l.product_id')
        .select(['l.id', 'l.sale_id', 'pr.name as product', 'l.quantity', 'l.unit_price', 'l.discount']),
      'sale_id',
      ids,
      lineItemRowOf,
    );
  }

  /** Full sales in the order of `ids`, built field by field (see toPurchase in purchases.ts). */
  const { readMany, readOne } = documentReads(
    (ids) => saleBase(db).select(SALE_HEADER_COLUMNS).where(inList('s.id', ids)).execute(),
    linesOf,
    saleOf,
  );

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

  /** The sale's row locked for the write, with its inventory's name. */
  async function lockSale(where: { billId: string } | { id: string }) {
    let query = db
      .selectFrom('sales as s')
      .innerJoin('inventories as i', 'i.id', 's.inventory_id')
      .selectAll('s')
      .select('i.name as inventory_name');
    query = 'id' in where ? query.where('s.id', '=', where.id) : query.where('s.bill_id', '=', where.billId);
    return query.forUpdate('s').executeTakeFirst();
  }

  /**
   * The fields an update changes on the stored sale, for a status-only role's update: the fields disabled for
   * that role may arrive, but not changed. Undefined when there is no such sale.
   */
  async function changedFields(billId: string, update: SaleUpdate): Promise<string[] | undefined> {
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
  }

  return {
    readMany,
    readOne,
    visible,
    shipmentsOf,
    lockSale,
    changedFields,
  };
}
