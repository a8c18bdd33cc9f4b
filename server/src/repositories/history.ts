import { sql, type Kysely } from 'kysely';
import type { History, StatusChange, StockMovement } from '@logistics/shared/contracts/history';
import type { DB } from '../db/schema.js';

/** Status changes with who made each (null once that account is gone): the History tab's and the dashboard's. */
export function statusChangesWithUser(db: Kysely<DB>) {
  return db.selectFrom('status_changes as sc').leftJoin('users as u', 'u.id', 'sc.user_id');
}

/**
 * A sale's or a shipment's History tab: its status changes (who, when, from, to) and a sale's
 * movements in the stock ledger. The caller has already found the row under the reader's scope (the routes
 * read it through the sales and shipments repositories' own `findByKey`), so these reads take its id as given.
 */
export function createHistoryRepository(db: Kysely<DB>) {
  async function statusChanges(entityId: string): Promise<StatusChange[]> {
    const rows = await statusChangesWithUser(db)
      .select(['sc.id', 'sc.created_at', 'sc.from_status', 'sc.to_status', 'u.name as user'])
      .where('sc.entity_id', '=', entityId)
      .orderBy('sc.created_at')
      .orderBy('sc.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      at: row.created_at.toISOString(),
      from: row.from_status,
      to: row.to_status,
      user: row.user,
    }));
  }

  /**
   * The ledger rows of a sale's lines: those of its lines now, and by its BILL ID those of lines since removed
   * (no longer there to point at), from the sale's creation on, so a deleted sale that had the same BILL ID
   * before lends it none of its rows.
   */
  async function saleMovements(sale: { id: string; bill_id: string; created_at: string }) {
    const rows = await db
      .selectFrom('stock_movements as m')
      .innerJoin('stock as s', 's.id', 'm.stock_id')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .innerJoin('inventories as i', 'i.id', 's.inventory_id')
      .leftJoin('users as u', 'u.id', 'm.user_id')
      .select([
        'm.id',
        'm.created_at',
        'p.name as product',
        'i.name as inventory',
        's.mr_id',
        'm.delta',
        'm.cause',
        'u.name as user',
      ])
      .where('m.cause', 'in', ['sale', 'sale-return'])
      .where((eb) =>
        eb.or([
          eb('m.cause_id', 'in', eb.selectFrom('sale_products').select('id').where('sale_id', '=', sale.id)),
          eb.and([
            eb('m.document', '=', sale.bill_id),
            eb('m.created_at', '>=', sql<Date>`${sale.created_at}::timestamptz`),
          ]),
        ]),
      )
      .orderBy('m.created_at')
      .orderBy('m.id')
      .execute();
    return rows.map((row): StockMovement => ({
      id: row.id,
      at: row.created_at.toISOString(),
      product: row.product,
      inventory: row.inventory,
      batch: row.mr_id,
      quantity: row.delta,
      cause: row.cause as StockMovement['cause'],
      user: row.user,
    }));
  }

  return {
    async ofSale(sale: { id: string; bill_id: string; created_at: string }): Promise<History> {
      const [changes, movements] = await Promise.all([statusChanges(sale.id), saleMovements(sale)]);
      return { status_changes: changes, stock_movements: movements };
    },

    async ofShipment(shipment: { id: string }): Promise<History> {
      return { status_changes: await statusChanges(shipment.id), stock_movements: [] };
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
