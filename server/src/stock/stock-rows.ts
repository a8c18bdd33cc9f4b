import type { Kysely } from 'kysely';
import type { InventoryStockRow } from '@logistics/shared/contracts/inventories';
import type { DB } from '../db/schema.js';

/**
 * The inventory detail's stock rows (`inventories[]` of id, mr_id, product): what is left of
 * each batch of each product in one inventory, batches that ran out left out. Product name, then oldest batch.
 */
export async function listStockRows(db: Kysely<DB>, inventoryId: string): Promise<InventoryStockRow[]> {
  return db
    .selectFrom('stock as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .select(['s.id', 's.mr_id', 'p.name as product', 's.quantity'])
    .where('s.inventory_id', '=', inventoryId)
    .where('s.quantity', '>', 0)
    .orderBy('p.name_key')
    .orderBy('s.batch_date')
    .orderBy('s.mr_id')
    .execute();
}
