import { sql, type Kysely, type Selectable } from 'kysely';
import type { Inventory, InventoryDetail } from '@logistics/shared/contracts/inventories';
import { pathKey } from '@logistics/shared/contracts/paths';
import type { DB, InventoriesTable } from '../db/schema.js';
import { listInWords, resourceLabels, serverMessages } from '@logistics/shared/contracts/messages';
import { AppError } from '../errors.js';
import { createStockLedger } from '../stock/ledger.js';
import { listStockRows } from '../stock/stock-rows.js';
import { addressedByName, contactOf, contactSortKeys } from './master-data.js';
import { createTableRepository } from './master-data-repository.js';

type InventoryRow = Selectable<InventoriesTable>;

export const INVENTORY_NAME_UNIQUE = 'inventories_name_key_unique';

function toInventory(row: InventoryRow): Inventory {
  return { ...contactOf(row), address: row.address, description: row.description };
}

/** What may still name an inventory, each kind as a refused delete's message names it. */
const dependentKinds = [
  ['purchases', 'purchases'],
  ['transfers', 'transfers'],
  ['sales', 'sales'],
  ['stock', 'stock batches with units left'],
  ['assignments', 'supervisor assignments'],
] as const;

/**
 * Inventories, addressed by the path key of their name (contracts' pathKey), a table spec's rows: one is read
 * with its stock rows, and deleted only once nothing refers to it.
 */
export function createInventoriesRepository(db: Kysely<DB>) {
  /** What still names an inventory, in words ('purchases and supervisor assignments'); undefined when nothing. */
  async function dependentsInWords(id: string): Promise<string | undefined> {
    const { rows } = await sql<Record<(typeof dependentKinds)[number][0], boolean>>`
      select
        exists (select 1 from purchases where inventory_id = ${id}) as purchases,
        exists (select 1 from transfers where source_inventory_id = ${id} or destination_inventory_id = ${id})
          as transfers,
        exists (select 1 from sales where inventory_id = ${id}) as sales,
        exists (select 1 from stock where inventory_id = ${id} and quantity > 0) as stock,
        exists (select 1 from inventory_employments where inventory_id = ${id}) as assignments`.execute(db);
    const found = rows[0];
    const named = dependentKinds.filter(([kind]) => found?.[kind]).map(([, words]) => words);
    return named.length > 0 ? listInWords(named) : undefined;
  }

  const table = createTableRepository<'inventories', Inventory>(db, {
    table: 'inventories',
    toItem: toInventory,
    ...addressedByName,
    searchColumn: 'name',
    sortKeys: contactSortKeys,
    // Refused (409) while a document, a batch with units left or a supervisor assignment names it; its batches,
    // all at zero by then, are retired with it (their history stays in the ledger).
    async beforeRemove(row) {
      const dependents = await dependentsInWords(row.id);
      if (dependents) {
        throw new AppError(
          409,
          serverMessages.hasDependents(resourceLabels.inventories.singular, row.name, dependents),
        );
      }
      await createStockLedger(db).retireEmptyBatches({ inventoryId: row.id });
    },
  });
  return {
    list: table.list,
    create: table.create,
    update: table.update,
    remove: table.remove,

    async findRowByKey(nameOrPath: string): Promise<InventoryRow | undefined> {
      return db
        .selectFrom('inventories')
        .selectAll()
        .where('name_key', '=', pathKey(nameOrPath))
        .executeTakeFirst();
    },

    /** One inventory with its stock rows (GET /inventories/{name}). */
    async findByKey(nameOrPath: string): Promise<InventoryDetail | undefined> {
      const row = await this.findRowByKey(nameOrPath);
      return row && { ...toInventory(row), inventories: await listStockRows(db, row.id) };
    },
  };
}
