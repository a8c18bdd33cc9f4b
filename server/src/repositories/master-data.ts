import { sql, type Expression, type Kysely, type RawBuilder, type Selectable, type SqlBool } from 'kysely';
import type { Customer } from '@logistics/shared/contracts/customers';
import { listDefinitions, type ListQuery } from '@logistics/shared/contracts/lists';
import { pathKey } from '@logistics/shared/contracts/paths';
import type { Vehicle } from '@logistics/shared/contracts/vehicles';
import type { Vendor } from '@logistics/shared/contracts/vendors';
import { definedOnly, emptyToNull } from '@logistics/shared/contracts/validation';
import type { DB } from '../db/schema.js';
import type { CrudRepository } from './crud-repository.js';
import type { Outcome } from './outcome.js';
import {
  keysetOf,
  nextKeyset,
  searchCondition,
  sortedPage,
  textSortKey,
  type ListPage,
} from './list-query.js';
import { batches, facetOf, inList, isUuid } from './transaction-shared.js';

type Table = 'customers' | 'vendors' | 'vehicles';
type Values = Record<string, unknown>;

interface TableSpec<T extends Table, Item> {
  table: T;
  toItem(row: Selectable<DB[T]>): Item;
  /** The row a path key names; undefined when the key cannot name any row (a malformed id). */
  keyCondition(key: string): RawBuilder<SqlBool> | undefined;
  /** The rows several path keys name (keys that cannot name a row are left out). */
  keysCondition(keys: readonly string[]): Expression<SqlBool>;
  /** The one column the list's search box (`q`) looks in. */
  searchColumn: string;
  /** The columns a picker's `match=label` search looks in (contracts' `labelFields`). */
  labelColumns?: readonly string[];
  /** Sort parameter → expression; the first entry is the default. */
  sortKeys: Record<string, Expression<unknown>>;
  /** A dropdown filter on one column, with its facet counts. */
  facet?: { filter: string; column: string };
  /** Stored values derived from the input (a name's path key). */
  derived?: (input: Values) => Values;
}

const at = (column: string) => sql.ref(column);

/**
 * One master-data table addressed by a path key: list with search, one filter and its facets, sort and
 * paging; create; partial update at an expected version; delete. Writes throw the database's unique and
 * foreign-key violations; the routes and the central error handler turn them into 409s.
 */
function createTableRepository<T extends Table, Item>(
  db: Kysely<DB>,
  spec: TableSpec<T, Item>,
): CrudRepository<Item, object, object> {
  // The generic table name defeats Kysely's column typing: conditions are written as SQL fragments instead.
  const table = db.selectFrom(spec.table as Table);
  const [defaultSort] = Object.keys(spec.sortKeys);

  const conditions = (params: ListQuery, withFacet: boolean): Array<Expression<SqlBool>> => {
    const list: Array<Expression<SqlBool>> = [];
    const search = searchCondition(params, spec.searchColumn, spec.labelColumns);
    if (search) list.push(search);
    const chosen = spec.facet && params[spec.facet.filter];
    if (withFacet && spec.facet && chosen !== undefined) {
      const values = Array.isArray(chosen) ? chosen : [String(chosen)];
      if (values.length > 0) list.push(inList(spec.facet.column, values));
    }
    return list;
  };
  const where = (list: Array<Expression<SqlBool>>) =>
    list.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(list, sql` and `)}`;
  const values = (input: Values) => {
    const stored = { ...emptyToNull(definedOnly(input)) };
    return { ...stored, ...(spec.derived?.(stored) ?? {}) };
  };

  return {
    async list(params: ListQuery): Promise<ListPage<Item>> {
      const sort = spec.sortKeys[params.sort ?? ''] ?? spec.sortKeys[defaultSort as string];
      const filtered = where(conditions(params, true));
      const page = sortedPage(table.selectAll().where(filtered), sort as Expression<unknown>, 'id', params);
      // A keyset read (an export's, a bulk action's) reads its rows only.
      if (keysetOf(params) !== undefined) {
        const rows = await page.execute();
        return {
          items: rows.map((row) => spec.toItem(row as Selectable<DB[T]>)),
          total: 0,
          facets: {},
          next: nextKeyset(rows, params.pageSize),
        };
      }
      const [rows, count, facetRows] = await Promise.all([
        page.execute(),
        table
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .where(filtered)
          .executeTakeFirstOrThrow(),
        spec.facet
          ? table
              .select([
                sql<string>`${at(spec.facet.column)}`.as('option'),
                (eb) => eb.fn.countAll<number>().as('count'),
              ])
              .where(where(conditions(params, false)))
              .groupBy(at(spec.facet.column))
              .execute()
          : Promise.resolve([]),
      ]);
      return {
        items: rows.map((row) => spec.toItem(row as Selectable<DB[T]>)),
        total: Number(count.total),
        facets: spec.facet ? { [spec.facet.filter]: facetOf(facetRows) } : {},
      };
    },

    async findByKey(key: string): Promise<Item | undefined> {
      const condition = spec.keyCondition(key);
      if (!condition) return undefined;
      const row = await table.selectAll().where(condition).executeTakeFirst();
      return row && spec.toItem(row as Selectable<DB[T]>);
    },

    async findManyByKeys(keys: readonly string[]): Promise<Item[]> {
      const rows = await table.selectAll().where(spec.keysCondition(keys)).execute();
      return rows.map((row) => spec.toItem(row as Selectable<DB[T]>));
    },

    async create(input: object): Promise<Item> {
      const row = await db
        .insertInto(spec.table as Table)
        .values(values(input as Values) as never)
        .returningAll()
        .executeTakeFirstOrThrow();
      return spec.toItem(row as Selectable<DB[T]>);
    },

    async insertMany(inputs: readonly object[]): Promise<void> {
      for (const batch of batches(inputs)) {
        await db
          .insertInto(spec.table as Table)
          .values(batch.map((input) => values(input as Values)) as never)
          .execute();
      }
    },

    async update(key: string, changes: object, expectedVersion: number): Promise<Outcome<{ item: Item }>> {
      const condition = spec.keyCondition(key);
      if (!condition) return { problem: 'not-found' };
      const versioned = sql<SqlBool>`${condition} and version = ${expectedVersion}`;
      const row = await db
        .updateTable(spec.table as Table)
        .set({
          ...(values(changes as Values) as object),
          version: sql<number>`version + 1`,
          updated_at: sql<Date>`now()`,
        } as never)
        .where(versioned)
        .returningAll()
        .executeTakeFirst();
      if (row) return { item: spec.toItem(row as Selectable<DB[T]>) };
      const exists = await table
        .select(sql<string>`id`.as('id'))
        .where(condition)
        .executeTakeFirst();
      return { problem: exists ? 'stale' : 'not-found' };
    },

    async remove(key: string): Promise<boolean> {
      const condition = spec.keyCondition(key);
      if (!condition) return false;
      const result = await db
        .deleteFrom(spec.table as Table)
        .where(condition)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

const times = (row: { version: number; created_at: Date; updated_at: Date }) => ({
  version: row.version,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

const byName = (key: string) => sql<SqlBool>`name_key = ${pathKey(key)}`;
const nameKeyOf = (input: Values) =>
  typeof input.name === 'string' ? { name_key: pathKey(input.name) } : {};

export const CUSTOMER_EMAIL_UNIQUE = 'customers_email_unique';
export const VENDOR_NAME_UNIQUE = 'vendors_name_key_unique';
export const VEHICLE_VIN_UNIQUE = 'vehicles_vin_unique';
export const VEHICLE_PLATE_UNIQUE = 'vehicles_plate_number_unique';

/** Customers, addressed by id; searched by e-mail. */
export function createCustomersRepository(db: Kysely<DB>) {
  return createTableRepository<'customers', Customer>(db, {
    table: 'customers',
    toItem: (row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      address: row.address,
      ...times(row),
    }),
    keyCondition: (key) => (isUuid(key) ? sql<SqlBool>`id = ${key}` : undefined),
    keysCondition: (keys) => inList('id', keys.filter(isUuid)),
    searchColumn: 'email',
    labelColumns: listDefinitions.customers.labelFields,
    sortKeys: {
      name: textSortKey('name'),
      email: textSortKey('email'),
      phone: textSortKey('phone'),
      address: textSortKey('address'),
      created_at: sql.ref('created_at'),
    },
  });
}

/** Vendors, addressed by the path key of their name. */
export function createVendorsRepository(db: Kysely<DB>) {
  return createTableRepository<'vendors', Vendor>(db, {
    table: 'vendors',
    toItem: (row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      address: row.address,
      description: row.description,
      ...times(row),
    }),
    keyCondition: byName,
    keysCondition: (keys) => inList('name_key', keys.map(pathKey)),
    searchColumn: 'name',
    sortKeys: {
      name: sql.ref('name_key'),
      email: textSortKey('email'),
      phone: textSortKey('phone'),
      address: textSortKey('address'),
      created_at: sql.ref('created_at'),
    },
    derived: nameKeyOf,
  });
}

/** Vehicles, addressed by VIN whatever its letter case; filtered by type. */
export function createVehiclesRepository(db: Kysely<DB>) {
  return createTableRepository<'vehicles', Vehicle>(db, {
    table: 'vehicles',
    toItem: (row) => ({
      id: row.id,
      vin: row.vin,
      make: row.make,
      model: row.model,
      year: row.year,
      color: row.color,
      mileage: row.mileage,
      engine_no: row.engine_no,
      chassis_no: row.chassis_no,
      plate_number: row.plate_number,
      cargo_capacity: row.cargo_capacity,
      type: row.type,
      ...times(row),
    }),
    keyCondition: (key) => sql<SqlBool>`upper(vin) = ${key.trim().toUpperCase()}`,
    keysCondition: (keys) =>
      inList(
        sql<string>`upper(vin)`,
        keys.map((key) => key.trim().toUpperCase()),
      ),
    searchColumn: 'vin',
    sortKeys: {
      make: textSortKey('make'),
      vin: sql`upper(vin)`,
      type: sql.ref('type'),
      plate_number: sql`upper(plate_number)`,
      cargo_capacity: sql.ref('cargo_capacity'),
      mileage: sql.ref('mileage'),
      color: textSortKey('color'),
      engine_no: textSortKey('engine_no'),
      chassis_no: textSortKey('chassis_no'),
      year: sql.ref('year'),
      created_at: sql.ref('created_at'),
    },
    facet: { filter: 'type', column: 'type' },
  });
}
