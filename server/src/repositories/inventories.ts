import { sql, type Kysely, type Selectable } from 'kysely';
import type { Inventory, InventoryDetail } from '@logistics/shared/contracts/inventories';
import { pathKey } from '@logistics/shared/contracts/paths';
import type { DB, InventoriesTable } from '../db/schema.js';
import { createStockLedger } from '../stock/ledger.js';
import { listStockRows } from '../stock/stock-rows.js';
import {
  containsPattern,
  keysetOf,
  nextKeyset,
  sortedPage,
  textSortKey,
  type ListPage,
  type ListParams,
} from './list-query.js';
import { definedOnly, emptyToNull } from '@logistics/shared/contracts/validation';
import type { Outcome } from './outcome.js';

export type InventoryRow = Selectable<InventoriesTable>;

export const INVENTORY_NAME_UNIQUE = 'inventories_name_key_unique';

export function toInventory(row: InventoryRow): Inventory {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    description: row.description,
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Sort columns of contracts' listDefinitions.inventories.sortable. name_key sorts by name via its index. */
const sortKeys = {
  name: sql.ref('name_key'),
  email: textSortKey('email'),
  phone: textSortKey('phone'),
  address: textSortKey('address'),
  created_at: sql.ref('created_at'),
} as const;

function sortKeyOf(sort: string | undefined) {
  return sort !== undefined && sort in sortKeys ? sortKeys[sort as keyof typeof sortKeys] : sortKeys.name;
}

export interface InventoryFields {
  name?: string | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
  address?: string | undefined;
  description?: string | null | undefined;
}

/** What still refers to an inventory, by kind, in words (for the 409 of a refused delete). */
export interface InventoryDependents {
  purchases: number;
  transfers: number;
  sales: number;
  stock: number;
  inventoryEmployments: number;
}

/** Inventories, addressed by the path key of their name (contracts' pathKey). */
export function createInventoriesRepository(db: Kysely<DB>) {
  return {
    async list(params: ListParams): Promise<ListPage<Inventory>> {
      let filtered = db.selectFrom('inventories');
      if (params.q) filtered = filtered.where('name', 'ilike', containsPattern(params.q));
      const page = sortedPage(filtered.selectAll(), sortKeyOf(params.sort), 'id', params);
      // A keyset read (an export's, a bulk action's) reads its rows only.
      if (keysetOf(params) !== undefined) {
        const rows = await page.execute();
        return {
          items: rows.map(toInventory),
          total: 0,
          facets: {},
          next: nextKeyset(rows, params.pageSize),
        };
      }
      const [rows, count] = await Promise.all([
        page.execute(),
        filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toInventory), total: Number(count.total), facets: {} };
    },

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

    /** Throws a unique violation (INVENTORY_NAME_UNIQUE) when the name's path key is taken. */
    async create(input: InventoryFields & { name: string; address: string }): Promise<Inventory> {
      const row = await db
        .insertInto('inventories')
        .values({
          name: input.name,
          name_key: pathKey(input.name),
          // An optional field sent empty ('') is none.
          email: input.email || null,
          phone: input.phone || null,
          address: input.address,
          description: input.description || null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toInventory(row);
    },

    /** Partial update (undefined leaves a field, null clears it), only at `expectedVersion`. */
    async update(
      nameOrPath: string,
      changes: InventoryFields,
      expectedVersion: number,
    ): Promise<Outcome<{ item: Inventory }>> {
      const key = pathKey(nameOrPath);
      const { name, address, ...optional } = changes;
      // An optional field sent empty ('') clears it; one not sent stays as it is.
      const values = { ...definedOnly({ address }), ...emptyToNull(definedOnly(optional)) };
      let query = db
        .updateTable('inventories')
        .set((eb) => ({
          ...values,
          ...(name === undefined ? {} : { name, name_key: pathKey(name) }),
          version: eb('version', '+', 1),
          updated_at: sql<Date>`now()`,
        }))
        .where('name_key', '=', key);
      query = query.where('version', '=', expectedVersion);
      const row = await query.returningAll().executeTakeFirst();
      if (row) return { item: toInventory(row) };
      const exists = await db
        .selectFrom('inventories')
        .select('id')
        .where('name_key', '=', key)
        .executeTakeFirst();
      return { problem: exists ? 'stale' : 'not-found' };
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
