import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { LineItemRow } from '@logistics/shared/contracts/line-items';
import { serverMessages, documentMessages } from '@logistics/shared/contracts/messages';
import { totalPrice } from '@logistics/shared/contracts/money';
import { pathKey } from '@logistics/shared/contracts/paths';
import type { Role } from '@logistics/shared/contracts/roles';
import { rowScopes } from '@logistics/shared/contracts/permissions';
import { preparedStatement, runPrepared } from '../db/prepared-statements.js';
import type { DB } from '../db/schema.js';
import { AppError } from '../errors.js';

/** What purchases, transfers, sales and shipments share: reference lookups, row scopes, list and line helpers. */

/** Who acts: the signed-in user (for the ledger, the status history and the row scopes). */
export interface Actor {
  id: string;
  role: Role;
}

export interface NamedRow {
  id: string;
  name: string;
}

/**
 * The inventory a role is confined to (inventoryScopeOf): undefined (no confinement), null (the in-charge without an
 * active inventory: nothing), or the in-charge's inventory.
 */
export type InventoryScope = NamedRow | null | undefined;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** A reference in a body that names no row: 400 with the not-found wording. */
export function missingReference(thing: string, key: string): AppError {
  return new AppError(400, serverMessages.notFound(thing, key));
}

/** A condition that matches nothing (an `in` over an empty list). */
export const matchesNothing = sql<SqlBool>`false`;

/** `column in (ids)`, or nothing matches when the list is empty. */
export function inList(column: Expression<string> | string, ids: readonly string[]): Expression<SqlBool> {
  if (ids.length === 0) return matchesNothing;
  const ref = typeof column === 'string' ? sql.ref(column) : column;
  return sql<SqlBool>`${ref} in (${sql.join(ids.map((id) => sql`${id}`))})`;
}

/**
 * Which of `ids` a row scope shows: the rows of `table` (as `alias`) that pass the list's own scope conditions
 * (`shown`). With no condition the scope is every row, and every id is answered unread (a deleted row's too).
 */
export async function visibleIdsOf(
  db: Kysely<DB>,
  table: keyof DB & string,
  alias: string,
  shown: ReadonlyArray<Expression<SqlBool>>,
  ids: readonly string[],
): Promise<string[]> {
  if (shown.length === 0) return [...ids];
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return [];
  const { rows } = await sql<{ id: string }>`select ${sql.ref(`${alias}.id`)}::text as id
    from ${sql.table(table)} as ${sql.id(alias)}
    where ${inList(`${alias}.id`, wanted)}
      and ${sql.join(shown, sql` and `)}`.execute(db);
  return rows.map((row) => row.id);
}

/** Money as stored (numeric(13,3) reads back as '12.500'); discount as a number of percent. */
export const toDiscount = (value: string | number) => Number(value);

/** The columns every document's head starts with, under the document's alias: its id, version and times. */
export function headColumns<Alias extends string>(alias: Alias) {
  return [`${alias}.id`, `${alias}.version`, `${alias}.created_at`, `${alias}.updated_at`] as const;
}

/**
 * The fields every document answers first, read by headColumns: its times as ISO strings. A fresh object the
 * caller adds its own fields to (Object.assign), so every answer of a resource has one shape.
 */
export function headOf(row: { id: string; version: number; created_at: Date; updated_at: Date }) {
  return {
    id: row.id,
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** A sale's or purchase's line as read, built field by field (see toPurchase in purchases.ts). */
export function lineItemRowOf(
  row: Omit<LineItemRow, 'discount'> & { discount: string | number },
): LineItemRow {
  return {
    id: row.id,
    product: row.product,
    quantity: row.quantity,
    unit_price: row.unit_price,
    discount: toDiscount(row.discount),
  };
}

/** A document's lines by the document's id, each line made by `toLine`, in the order of `rows`. */
export function linesByDocument<Row, Line>(
  rows: readonly Row[],
  documentOf: (row: Row) => string,
  toLine: (row: Row) => Line,
): Map<string, Line[]> {
  const byDocument = new Map<string, Line[]>();
  for (const row of rows) {
    const lines = byDocument.get(documentOf(row));
    if (lines) lines.push(toLine(row));
    else byDocument.set(documentOf(row), [toLine(row)]);
  }
  return byDocument;
}

/** The server's total: contracts' totalPrice over the stored lines and the adjustment. */
export function computeTotal(
  lines: ReadonlyArray<{ quantity: number; unit_price: string; discount: string | number }>,
  adjustment: string,
): string {
  return totalPrice(lines, adjustment);
}

/** The documents whose total the server keeps, each with its lines' table and their link to it. */
const documentLines = {
  sales: { lines: 'sale_products', key: 'sale_id' },
  purchases: { lines: 'purchase_products', key: 'purchase_id' },
} as const;

/** Stores a document's total again from its stored lines and adjustment (after a line changed). */
export async function recomputeTotal(
  db: Kysely<DB>,
  documents: keyof typeof documentLines,
  id: string,
): Promise<void> {
  const { lines, key } = documentLines[documents];
  const [header, stored] = await Promise.all([
    db.selectFrom(documents).select('adjustment').where('id', '=', id).executeTakeFirstOrThrow(),
    db
      .selectFrom(lines)
      .select(['quantity', 'unit_price', 'discount'])
      .where(sql.ref(key), '=', id)
      .execute(),
  ]);
  await db
    .updateTable(documents)
    .set({ total_price: computeTotal(stored, header.adjustment) })
    .where('id', '=', id)
    .execute();
}

/** The row the inventory-in-charge works in: their active supervisor assignment's inventory. */
export async function activeInventoryOf(db: Kysely<DB>, userId: string): Promise<NamedRow | undefined> {
  return db
    .selectFrom('inventory_employments as e')
    .innerJoin('inventories as i', 'i.id', 'e.inventory_id')
    .select(['i.id', 'i.name'])
    .where('e.employee_id', '=', userId)
    .where('e.employee_status', '=', true)
    .executeTakeFirst();
}

/**
 * The inventory a role is confined to: for the inventory-in-charge their active inventory, or
 * `null` when they have none (then they see nothing); `undefined` for every other role (no confinement).
 */
export async function inventoryScopeOf(db: Kysely<DB>, actor: Actor): Promise<InventoryScope> {
  if (!(rowScopes.activeInventoryOnly as readonly Role[]).includes(actor.role)) return undefined;
  return (await activeInventoryOf(db, actor.id)) ?? null;
}

/** The captain whose own shipments (and their sales) a role is confined to, if any. */
export function captainScopeOf(actor: Actor): string | undefined {
  return (rowScopes.ownShipmentsOnly as readonly Role[]).includes(actor.role) ? actor.id : undefined;
}

/** Refuses a write outside the in-charge's own inventory (403). */
export function requireOwnInventory(
  scope: InventoryScope,
  inventoryIds: readonly string[],
  inventoryName: string,
): void {
  if (scope === undefined) return;
  if (scope === null) throw new AppError(403, documentMessages.noActiveInventory);
  if (!inventoryIds.includes(scope.id))
    throw new AppError(403, documentMessages.outsideOwnInventory(inventoryName));
}

/** A sale's customer ($1, null when not an id), inventory ($2, by path key) and products ($3, path keys). */
const SALE_REFERENCES = preparedStatement(
  'sale_references',
  `select 'customer' as kind, id, name, email as detail from customers where id = $1
  union all select 'inventory', id, name, null from inventories where name_key = $2
  union all select 'product', id, name, name_key from products where name_key = any($3)`,
);

/** The products `names` name (by path key) among `rows`, by name as given; 400 for the first unknown. */
function productsByName(
  names: readonly string[],
  rows: ReadonlyArray<NamedRow & { name_key: string }>,
): Map<string, NamedRow> {
  const found = new Map(rows.map((row) => [row.name_key, { id: row.id, name: row.name }]));
  for (const name of names) if (!found.has(pathKey(name))) throw missingReference('product', name);
  return new Map(names.map((name) => [name, found.get(pathKey(name)) as NamedRow]));
}

/** Lookups of the rows a transaction names, each answering 400 when the name or id is unknown. */
export function createReferenceLookups(db: Kysely<DB>) {
  async function byNameKey(
    table: 'inventories' | 'vendors' | 'products',
    thing: string,
    name: string,
  ): Promise<NamedRow> {
    const row = await db
      .selectFrom(table)
      .select(['id', 'name'])
      .where('name_key', '=', pathKey(name))
      .executeTakeFirst();
    if (!row) throw missingReference(thing, name);
    return row;
  }

  return {
    inventory: (name: string) => byNameKey('inventories', 'inventory', name),
    vendor: (name: string) => byNameKey('vendors', 'vendor', name),
    product: (name: string) => byNameKey('products', 'product', name),

    /** Every product a list of lines names, by path key. */
    async products(names: readonly string[]): Promise<Map<string, NamedRow>> {
      const keys = [...new Set(names.map(pathKey))];
      const rows =
        keys.length === 0
          ? []
          : await db
              .selectFrom('products')
              .select(['id', 'name', 'name_key'])
              .where('name_key', 'in', keys)
              .execute();
      return productsByName(names, rows);
    },

    /**
     * A sale's customer, inventory and products in one statement, 400 for the first unknown in that order: a sale
     * is the busiest write, and every round trip costs the server and PostgreSQL CPU.
     */
    async saleReferences(customerId: string, inventory: string, products: readonly string[]) {
      const rows = await runPrepared<
        { kind: 'customer' | 'inventory' | 'product'; id: string; name: string; detail: string | null },
        DB
      >(db, SALE_REFERENCES, [
        isUuid(customerId) ? customerId : null,
        pathKey(inventory),
        [...new Set(products.map(pathKey))],
      ]);
      const customer = rows.find((row) => row.kind === 'customer');
      if (!customer) throw missingReference('customer', customerId);
      const inventoryRow = rows.find((row) => row.kind === 'inventory');
      if (!inventoryRow) throw missingReference('inventory', inventory);
      return {
        customer: { id: customer.id, name: customer.name, email: customer.detail },
        inventory: { id: inventoryRow.id, name: inventoryRow.name },
        // Called after the inventory check, as the separate lookups were: an in-charge's refusal comes first.
        products: () =>
          productsByName(
            products,
            rows.flatMap((row) =>
              row.kind === 'product' ? [{ id: row.id, name: row.name, name_key: row.detail ?? '' }] : [],
            ),
          ),
      };
    },

    async customer(id: string): Promise<NamedRow> {
      const row = isUuid(id)
        ? await db.selectFrom('customers').select(['id', 'name']).where('id', '=', id).executeTakeFirst()
        : undefined;
      if (!row) throw missingReference('customer', id);
      return row;
    },

    async vehicle(vin: string): Promise<{ id: string; vin: string }> {
      const row = await db
        .selectFrom('vehicles')
        .select(['id', 'vin'])
        .where(sql`upper(vin)`, '=', vin.trim().toUpperCase())
        .executeTakeFirst();
      if (!row) throw missingReference('vehicle', vin);
      return row;
    },

    /** A user with the captain role (400 when unknown, or not a captain). */
    async captain(id: string): Promise<NamedRow> {
      const row = isUuid(id)
        ? await db.selectFrom('users').select(['id', 'name', 'role']).where('id', '=', id).executeTakeFirst()
        : undefined;
      if (!row) throw missingReference('captain', id);
      if (row.role !== 'captain') throw new AppError(400, documentMessages.notACaptain(id));
      return { id: row.id, name: row.name };
    },

    /** Ids of the rows whose names (in path form) are listed: the values of a list filter. */
    async idsByNames(table: 'inventories' | 'vendors', names: readonly string[]): Promise<string[]> {
      if (names.length === 0) return [];
      const rows = await db
        .selectFrom(table)
        .select('id')
        .where('name_key', 'in', names.map(pathKey))
        .execute();
      return rows.map((row) => row.id);
    },
  };
}

/** Records a sale's or a shipment's (`document`: id and key) status change with who and when; none if it stays. */
export async function recordStatusChange(
  db: Kysely<DB>,
  entity: 'sale' | 'shipment',
  document: { id: string; key: string },
  from: string | null,
  to: string,
  actor: Actor,
): Promise<void> {
  if (from === to) return;
  await db
    .insertInto('status_changes')
    .values({
      entity,
      entity_id: document.id,
      document: document.key,
      from_status: from,
      to_status: to,
      user_id: actor.id,
    })
    .execute();
}

/** The list parameters of a document list (contracts' listQuerySchema output). */
export interface DocumentListParams {
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort?: string | undefined;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
  [filter: string]: string[] | string | number | undefined;
}

/** A multi-valued filter's values (absent means no filter). */
export function filterValues(params: DocumentListParams, name: string): string[] | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value : [String(value)];
}

export const versionBump = {
  version: sql<number>`version + 1`,
  updated_at: sql<Date>`now()`,
};

/** Whether one of `values` (column → value) differs from what the row stores: one condition, in parentheses. */
export function differsFromStored(values: Readonly<Record<string, unknown>>): RawBuilder<SqlBool> {
  const differs = Object.entries(values).map(
    ([column, value]) => sql<SqlBool>`${sql.ref(column)} is distinct from ${value}`,
  );
  return differs.length > 0 ? sql<SqlBool>`(${sql.join(differs, sql` or `)})` : sql<SqlBool>`false`;
}

/**
 * The version and updated_at of an UPDATE that writes `values` (column → value): raised only when one of them
 * changes, or always when `changedElsewhere` (a document's lines added in the same save). A save that changes
 * nothing keeps the version: a new one would tell everyone who holds the row (an open dialog, a bulk selection)
 * that someone changed it, and refuse their save as stale.
 */
export function versionBumpWhenChanged(values: Readonly<Record<string, unknown>>, changedElsewhere = false) {
  if (changedElsewhere) return versionBump;
  const changed = differsFromStored(values);
  return {
    version: sql<number>`case when ${changed} then version + 1 else version end`,
    updated_at: sql<Date>`case when ${changed} then now() else updated_at end`,
  };
}

/**
 * Rows per multi-row INSERT: well under PostgreSQL's 65,535 parameters for the widest master-data row (about
 * twelve columns), and large enough that a 10,000-row import is a few dozen statements.
 */
export const INSERT_BATCH_ROWS = 500;

/** `items` in slices of `size`. */
export function* batches<T>(items: readonly T[], size = INSERT_BATCH_ROWS): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}
