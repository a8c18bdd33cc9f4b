import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { documentMessages } from '@logistics/shared/contracts/messages';
import type {
  Shipment,
  ShipmentCreate,
  ShipmentOrderRef,
  ShipmentUpdate,
} from '@logistics/shared/contracts/shipments';
import type { ShipmentStatus } from '@logistics/shared/contracts/statuses';
import type { DB } from '../db/schema.js';
import { AppError } from '../errors.js';
import { inOrderOf, listDocuments, type DocumentList } from './document-list.js';
import { lockDocument } from './document-lines.js';
import { textSortKey, type ListPage } from './list-query.js';
import type { Outcome } from './outcome.js';
import { createSalesRepository } from './sales.js';
import {
  createReferenceLookups,
  headColumns,
  headOf,
  inList,
  matchesNothing,
  missingReference,
  recordStatusChange,
  versionBump,
  versionBumpWhenChanged,
  visibleIdsOf,
  type Actor,
  type InventoryScope,
  type DocumentListParams,
} from './document-shared.js';

const shipmentList: DocumentList = {
  id: 'sh.id',
  key: 'sh.shipment_id',
  date: 'sh.shipment_date',
  sortKeys: {
    captain: textSortKey('u.name'),
    vehicle: sql`lower(v.make || ' ' || coalesce(v.model, '') || ' ' || v.year::text) collate "C"`,
    status: sql.ref('sh.status'),
  },
  filters: { status: { column: 'sh.status', facet: 'sh.status' } },
};

/** A shipment with its captain and vehicle, for the columns and sorts that show them. */
function shipmentBase(db: Kysely<DB>) {
  return db
    .selectFrom('shipments as sh')
    .innerJoin('users as u', 'u.id', 'sh.captain_id')
    .innerJoin('vehicles as v', 'v.id', 'sh.vehicle_id');
}

/**
 * Whose shipments a role sees. The captain: their own, whole. The inventory-in-charge (`inventory`; null when
 * they have no active assignment, and then no shipment at all): the shipments that hold no sale yet (so they can
 * add their orders to one the fleet-manager created) or at least one sale of their inventory, and inside them
 * only their inventory's sales, as the sales list shows them (SECURITY.md, row scopes).
 */
export interface ShipmentScope {
  captainId?: string | undefined;
  inventory?: InventoryScope;
}

/** Whether a scope shows a sale of this inventory inside a shipment (the in-charge: their inventory's only). */
function showsSale(scope: ShipmentScope, inventoryId: string): boolean {
  return scope.inventory === undefined || (scope.inventory !== null && scope.inventory.id === inventoryId);
}

/** The condition on `sh` of the shipments a scope shows (undefined: every shipment). */
function shipmentsShown(scope: ShipmentScope): Expression<SqlBool> | undefined {
  const parts: Array<Expression<SqlBool>> = [];
  if (scope.captainId !== undefined) parts.push(sql<SqlBool>`sh.captain_id = ${scope.captainId}`);
  if (scope.inventory === null) parts.push(matchesNothing);
  else if (scope.inventory) {
    parts.push(sql<SqlBool>`(not exists (select 1 from shipment_orders so where so.shipment_id = sh.id)
      or exists (select 1 from shipment_orders so join sales s on s.id = so.sale_id
        where so.shipment_id = sh.id and s.inventory_id = ${scope.inventory.id}))`);
  }
  return parts.length === 0 ? undefined : sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

/** Shipments of sales orders: a vehicle, a captain and the sales they carry (each sale in one shipment at most). */
export function createShipmentsRepository(db: Kysely<DB>) {
  const lookups = createReferenceLookups(db);
  const sales = createSalesRepository(db);

  /** Full shipments in the order of `ids`, each with only the sales the scope shows. */
  async function readMany(ids: readonly string[], scope: ShipmentScope): Promise<Shipment[]> {
    if (ids.length === 0) return [];
    let orderQuery = db
      .selectFrom('shipment_orders as so')
      .select(['so.id', 'so.shipment_id', 'so.sale_id'])
      .where(inList('so.shipment_id', ids));
    if (scope.inventory === null) orderQuery = orderQuery.where(matchesNothing);
    else if (scope.inventory) {
      const own = scope.inventory.id;
      orderQuery = orderQuery.innerJoin('sales as s', 's.id', 'so.sale_id').where('s.inventory_id', '=', own);
    }
    const [rows, orders] = await Promise.all([
      shipmentBase(db)
        .select([
          ...headColumns('sh'),
          'sh.shipment_id',
          'sh.shipment_date',
          'sh.status',
          'u.id as captain_id',
          'u.name as captain_name',
          'u.email as captain_email',
          'v.make',
          'v.model',
          'v.year',
          'v.vin',
        ])
        .where(inList('sh.id', ids))
        .execute(),
      orderQuery.orderBy('so.created_at').orderBy('so.id').execute(),
    ]);
    const saleList = await sales.readMany(orders.map((order) => order.sale_id));
    const saleById = new Map(saleList.map((sale) => [sale.id, sale]));
    return inOrderOf(ids, rows, (row) =>
      Object.assign(headOf(row), {
        shipment_id: row.shipment_id,
        shipment_date: row.shipment_date,
        status: row.status,
        captain: { id: row.captain_id, name: row.captain_name, email: row.captain_email },
        vehicle: { make: row.make, model: row.model, year: row.year, vin: row.vin },
        items: orders
          .filter((order) => order.shipment_id === row.id && saleById.has(order.sale_id))
          .map((order) => ({
            id: order.id,
            sale: saleById.get(order.sale_id) as Shipment['items'][number]['sale'],
          })),
      }),
    );
  }

  const readOne = async (id: string, scope: ShipmentScope) => (await readMany([id], scope))[0] as Shipment;

  /**
   * The sale an order names by BILL ID: it must exist inside the scope (another inventory's sale is as unknown to
   * the in-charge as its direct read is, 400) and travel in no other shipment (409).
   */
  async function orderableSale(billId: string, scope: ShipmentScope) {
    const sale = await db
      .selectFrom('sales')
      .select(['id', 'bill_id', 'inventory_id'])
      .where('bill_id', '=', billId)
      .executeTakeFirst();
    if (!sale || !showsSale(scope, sale.inventory_id)) throw missingReference('sale', billId);
    const [taken] = await sales.shipmentsOf(sale.id);
    if (taken) throw new AppError(409, documentMessages.saleInShipment(sale.bill_id, taken));
    return sale;
  }

  /** Adds sales by BILL ID, one after another, each checked by orderableSale. */
  async function addOrders(shipmentId: string, orders: readonly ShipmentOrderRef[], scope: ShipmentScope) {
    for (const order of orders) {
      const sale = await orderableSale(order.bill_id, scope);
      await db
        .insertInto('shipment_orders')
        .values({ created_at: sql<Date>`clock_timestamp()`, shipment_id: shipmentId, sale_id: sale.id })
        .execute();
    }
  }

  /** Whether the scope shows the shipment with this id. */
  async function visible(id: string, scope: ShipmentScope): Promise<boolean> {
    const shown = shipmentsShown(scope);
    if (!shown) return true;
    const row = await db
      .selectFrom('shipments as sh')
      .select('sh.id')
      .where('sh.id', '=', id)
      .where(shown)
      .executeTakeFirst();
    return row !== undefined;
  }

  return {
    async list(params: DocumentListParams, scope: ShipmentScope): Promise<ListPage<Shipment>> {
      const shown = shipmentsShown(scope);
      const read = (ids: string[]) => readMany(ids, scope);
      return listDocuments(db, shipmentList, () => shipmentBase(db), params, shown ? [shown] : [], read);
    },

    /** Which of these shipments the scope shows, by the list's condition. */
    visibleIds(ids: readonly string[], scope: ShipmentScope): Promise<string[]> {
      const shown = shipmentsShown(scope);
      return visibleIdsOf(db, 'shipments', 'sh', shown ? [shown] : [], ids);
    },

    async findByKey(shipmentId: string, scope: ShipmentScope): Promise<Shipment | undefined> {
      const row = await db
        .selectFrom('shipments')
        .select('id')
        .where('shipment_id', '=', shipmentId)
        .executeTakeFirst();
      if (!row || !(await visible(row.id, scope))) return undefined;
      return readOne(row.id, scope);
    },

    /** Creates the shipment with its orders. Throws a unique violation when the shipment ID is taken. */
    async create(input: ShipmentCreate, actor: Actor, scope: ShipmentScope): Promise<Shipment> {
      const [vehicle, captain] = await Promise.all([
        lookups.vehicle(input.vehicle_vin),
        lookups.captain(input.captain_id),
      ]);
      const header = await db
        .insertInto('shipments')
        .values({
          shipment_id: input.shipment_id,
          shipment_date: input.shipment_date,
          status: input.status,
          vehicle_id: vehicle.id,
          captain_id: captain.id,
        })
        .returning(['id', 'shipment_id', 'status'])
        .executeTakeFirstOrThrow();
      const document = { id: header.id, key: header.shipment_id };
      await recordStatusChange(db, 'shipment', document, null, header.status, actor);
      await addOrders(header.id, input.orders, scope);
      return readOne(header.id, scope);
    },

    /** A partial update; `orders` are sales to add. A status change is recorded with who and when. */
    async update(
      shipmentId: string,
      changes: ShipmentUpdate,
      actor: Actor,
      scope: ShipmentScope,
    ): Promise<Outcome<{ item: Shipment }>> {
      const current = await lockDocument(db, 'shipments', shipmentId);
      if (!current || !(await visible(current.id, scope))) return { problem: 'not-found' };
      if (changes.version !== current.version) return { problem: 'stale' };
      const [vehicle, captain] = await Promise.all([
        changes.vehicle_vin === undefined ? undefined : lookups.vehicle(changes.vehicle_vin),
        changes.captain_id === undefined ? undefined : lookups.captain(changes.captain_id),
      ]);
      const status: ShipmentStatus = changes.status ?? current.status;
      const nextId = changes.shipment_id ?? current.shipment_id;
      const written = {
        shipment_id: nextId,
        status,
        ...(changes.shipment_date === undefined ? {} : { shipment_date: changes.shipment_date }),
        ...(vehicle ? { vehicle_id: vehicle.id } : {}),
        ...(captain ? { captain_id: captain.id } : {}),
      };
      await db
        .updateTable('shipments')
        .set({ ...written, ...versionBumpWhenChanged(written, (changes.orders?.length ?? 0) > 0) })
        .where('id', '=', current.id)
        .execute();
      const document = { id: current.id, key: nextId };
      await recordStatusChange(db, 'shipment', document, current.status, status, actor);
      if (changes.orders) await addOrders(current.id, changes.orders, scope);
      return { item: await readOne(current.id, scope) };
    },

    /** Deletes the shipment; its orders (the sales' places in it) go with it, the sales stay. */
    async remove(shipmentId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('shipments')
        .where('shipment_id', '=', shipmentId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** DELETE /shipment-products/{id}: takes a sale out of its shipment (a sale outside the scope is not found). */
    async removeOrder(orderId: string, scope: ShipmentScope): Promise<boolean> {
      const order = await db
        .selectFrom('shipment_orders as so')
        .innerJoin('sales as s', 's.id', 'so.sale_id')
        .select(['so.id', 'so.shipment_id', 's.inventory_id'])
        .where('so.id', '=', orderId)
        .executeTakeFirst();
      if (!order || !showsSale(scope, order.inventory_id) || !(await visible(order.shipment_id, scope))) {
        return false;
      }
      await db.deleteFrom('shipment_orders').where('id', '=', order.id).execute();
      await db.updateTable('shipments').set(versionBump).where('id', '=', order.shipment_id).execute();
      return true;
    },
  };
}

export type ShipmentsRepository = ReturnType<typeof createShipmentsRepository>;
