import { sql, type Expression, type Kysely, type RawBuilder, type Selectable, type SqlBool } from 'kysely';
import type { ListQuery } from '@logistics/shared/contracts/lists';
import { definedOnly, emptyToNull } from '@logistics/shared/contracts/validation';
import type { DB } from '../db/schema.js';
import type { Outcome } from './outcome.js';
import { keysetOf, nextKeyset, searchCondition, sortedPage, type ListPage } from './list-query.js';
import { batches, facetOf, inList } from './document-shared.js';

/** What a master-data repository offers the routes (routes/master-data-routes.ts): rows addressed by their path key. */
export interface MasterDataRepository<T, Create, Update> {
  list(params: ListQuery): Promise<ListPage<T>>;
  findByKey(key: string): Promise<T | undefined>;
  /** The rows of these path keys in one read (an import's slice of up to a thousand); unknown keys are left out. */
  findManyByKeys(keys: readonly string[]): Promise<T[]>;
  create(input: Create): Promise<T>;
  /** Many rows in multi-row INSERTs (an import, inside its transaction); throws as `create` does. */
  insertMany(inputs: readonly Create[]): Promise<void>;
  update(key: string, changes: Update, expectedVersion: number): Promise<Outcome<{ item: T }>>;
  remove(key: string): Promise<boolean>;
}

/**
 * A repository's reads by path key, over its one reader of rows: one row, or the rows of many keys in one read
 * (an import's slice). A key that cannot name a row (a malformed id) finds nothing without a query.
 */
export function keyReads<Item>(
  read: (condition: Expression<SqlBool>) => Promise<Item[]>,
  keyCondition: (key: string) => Expression<SqlBool> | undefined,
  keysCondition: (keys: readonly string[]) => Expression<SqlBool>,
): Pick<MasterDataRepository<Item, never, never>, 'findByKey' | 'findManyByKeys'> {
  return {
    async findByKey(key) {
      const condition = keyCondition(key);
      return condition ? (await read(condition))[0] : undefined;
    },
    findManyByKeys: (keys) => read(keysCondition(keys)),
  };
}

/** The tables whose repository is a table spec. */
export type Table = 'categories' | 'customers' | 'vendors' | 'vehicles';
export type Values = Record<string, unknown>;

export interface TableSpec<T extends Table, Item> {
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
export function createTableRepository<T extends Table, Item>(
  db: Kysely<DB>,
  spec: TableSpec<T, Item>,
): MasterDataRepository<Item, object, object> {
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

    ...keyReads(
      async (condition) => {
        const rows = await table.selectAll().where(condition).execute();
        return rows.map((row) => spec.toItem(row as Selectable<DB[T]>));
      },
      spec.keyCondition,
      spec.keysCondition,
    ),

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
