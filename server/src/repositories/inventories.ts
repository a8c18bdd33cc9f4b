import type { Kysely, Selectable } from 'kysely';
import type { Inventory, InventoryDetail } from '@logistics/shared/contracts/inventories';
import { pathKey } from '@logistics/shared/contracts/paths';
import type { DB, InventoriesTable } from '../db/schema.js';
import { createStockLedger } from '../stock/ledger.js';
import { listStockRows } from '../stock/stock-rows.js';
import { addressedByName, contactSortKeys, times } from './master-data.js';
import { createTableRepository } from './master-data-repository.js';

export type InventoryRow = Selectable<InventoriesTable>;

export const INVENTORY_NAME_UNIQUE = 'inventories_name_key_unique';

function toInventory(row: InventoryRow): Inventory {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    description: row.description,
    ...times(row),
  };
}

/** What still refers to an inventory, by kind, in words (for the 409 of a refused delete). */
export interface InventoryDependents {
  purchases: number;
  transfers: number;
  sales: number;
  stock: number;
  inventoryEmployments: number;
}

/**
 * Inventories, addressed by the path key of their name (contracts' pathKey): listed, created and updated as a
 * table spec's rows; one is read with its stock rows, and deleted by id once nothing refers to it.
 */
export function createInventoriesRepository(db: Kysely<DB>) {
  const table = createTableRepository<'inventories', Inventory>(db, {
    table: 'inventories',
    toItem: toInventory,
    ...addressedByName,
    searchColumn: 'name',
    sortKeys: contactSortKeys,
  });
  return {
    list: table.list,
    create: table.create,
    update: table.update,

    /** With `lock`, the row stays locked until the transaction ends (a delete checks, then deletes). */
    async findRowByKey(nameOrPath: string, lock = false): Promise<InventoryRow | undefined> {
      const query = db.selectFrom('inventories').selectAll().where('name_key', '=', pathKey(nameOrPath));
      return (lock ? query.forUpdate() : query).executeTakeFirst();
    },

    /** One inventory with its stock rows (GET /inventories/{name}). */
    async findByKey(nameOrPath: string): Promise<InventoryDetail | undefined> {
      const row = await this.findRowByKey(nameOrPath);
      return row && { ...toInventory(row), inventories: await listStockRows(db, row.id) };
    },

    async dependentsOf(inventoryId: string): Promise<InventoryDependents> {
      const count = (rows: { n: number | string | bigint } | undefined) => Number(rows?.n ?? 0);
      const [purchases, transfers, sales, stock, inventoryEmployments] = await Promise.all([
        db
          .selectFrom('purchases')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('inventory_id', '=', inventoryId)
          .executeTakeFirst(),
        db
          .selectFrom('transfers')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where((eb) =>
            eb.or([
              eb('source_inventory_id', '=', inventoryId),
              eb('destination_inventory_id', '=', inventoryId),
            ]),
          )
          .executeTakeFirst(),
        db
          .selectFrom('sales')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('inventory_id', '=', inventoryId)
          .executeTakeFirst(),
        db
          .selectFrom('stock')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('inventory_id', '=', inventoryId)
          .where('quantity', '>', 0)
          .executeTakeFirst(),
        db
          .selectFrom('inventory_employments')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('inventory_id', '=', inventoryId)
          .executeTakeFirst(),
      ]);
      return {
        purchases: count(purchases),
        transfers: count(transfers),
        sales: count(sales),
        stock: count(stock),
        inventoryEmployments: count(inventoryEmployments),
      };
    },

    /**
     * Deletes by id, inside a transaction, once `dependentsOf` finds nothing: its batches, all at zero, are
     * retired first (their history stays in the ledger). A foreign key still refusing throws.
     */
    async remove(id: string): Promise<boolean> {
      await createStockLedger(db).retireEmptyBatches({ inventoryId: id });
      const result = await db.deleteFrom('inventories').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type InventoriesRepository = ReturnType<typeof createInventoriesRepository>;
