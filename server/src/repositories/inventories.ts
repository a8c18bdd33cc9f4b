import type { Kysely, Selectable } from 'kysely';
import type { Inventory, InventoryDetail } from '@logistics/shared/contracts/inventories';
import { pathKey } from '@logistics/shared/contracts/paths';
import type { DB, InventoriesTable } from '../db/schema.js';
import { listInWords, resourceLabels, serverMessages } from '@logistics/shared/contracts/messages';
import { AppError } from '../errors.js';
import { createStockLedger } from '../stock/ledger.js';
import { listStockRows } from '../stock/stock-rows.js';
import { addressedByName, contactOf, contactSortKeys } from './master-data.js';
import { createTableRepository } from './master-data-repository.js';

export type InventoryRow = Selectable<InventoriesTable>;

export const INVENTORY_NAME_UNIQUE = 'inventories_name_key_unique';

function toInventory(row: InventoryRow): Inventory {
  return { ...contactOf(row), address: row.address, description: row.description };
}

/** What still refers to an inventory, by kind (for the 409 of a refused delete). */
interface InventoryDependents {
  purchases: number;
  transfers: number;
  sales: number;
  stock: number;
  inventoryEmployments: number;
}

/** 'purchases and supervisor assignments': what still refers to an inventory, in words (plural). */
function dependentsInWords(dependents: InventoryDependents): string | undefined {
  const words: Array<[keyof InventoryDependents, string]> = [
    ['purchases', 'purchases'],
    ['transfers', 'transfers'],
    ['sales', 'sales'],
    ['stock', 'stock batches with units left'],
    ['inventoryEmployments', 'supervisor assignments'],
  ];
  const named = words.filter(([key]) => dependents[key] > 0).map(([, word]) => word);
  return named.length > 0 ? listInWords(named) : undefined;
}

/**
 * Inventories, addressed by the path key of their name (contracts' pathKey), a table spec's rows: one is read
 * with its stock rows, and deleted only once nothing refers to it.
 */
export function createInventoriesRepository(db: Kysely<DB>) {
  async function dependentsOf(inventoryId: string): Promise<InventoryDependents> {
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
      const dependents = dependentsInWords(await dependentsOf(row.id));
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

export type InventoriesRepository = ReturnType<typeof createInventoriesRepository>;
