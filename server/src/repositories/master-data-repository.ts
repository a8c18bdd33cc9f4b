import {
  sql,
  type Expression,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { ListQuery } from '@logistics/shared/contracts/lists';
import { definedOnly, emptyToNull } from '@logistics/shared/contracts/validation';
import type { DB } from '../db/schema.js';
import type { Outcome } from './outcome.js';
import { filteredCounts, listPage, searchCondition, sortedPage, type ListPage } from './list-query.js';
import { batches, inList, versionBumpWhenChanged } from './document-shared.js';

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

/**
 * The tables a table spec may read and write: those of master data's shape, rows with an id, a version and their
 * times (db/schema.ts), so a new one qualifies once its table is described there.
 */
export type Table = {
  [Name in keyof DB]: DB[Name] extends {
    id: unknown;
    version: unknown;
    created_at: unknown;
    updated_at: unknown;
  }
    ? Name
    : never;
}[keyof DB];
export type Values = Record<string, unknown>;

/**
 * Where a table spec reads its rows when an item shows a column of another table (a product its category's
 * name): the table under an alias joined to the other, and the columns selected. Conditions, sort keys and the
 * facet then name columns by alias (`p.name_key`, `c.name`), and writes address the table by the same alias.
 */
export interface JoinedRead {
  alias: string;
  join(db: Kysely<DB>): SelectQueryBuilder<DB, never, object>;
  columns: readonly string[];
}

export interface TableSpec<T extends Table, Item, Row = Selectable<DB[T]>> {
  table: T;
  toItem(row: Row): Item;
  /** Read through a join instead of the table's own columns. */
  joined?: JoinedRead;
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
  /**
   * A dropdown filter with its facet counts: the column counted, and the column its chosen values match (by
   * default the same), each value turned by `matchValue` (a name to its path key).
   */
  facet?: { filter: string; column: string; matchColumn?: string; matchValue?: (value: string) => string };
  /** Stored values derived from the input (a name's path key). */
  derived?: (input: Values) => Values;
  /**
   * The stored values of many inputs at once, after `derived`: a name another table's row goes by, turned into
   * that row's id (looked up once for a whole import slice); throws a 400 for a name with no row.
   */
  references?: (inputs: readonly Values[]) => Promise<Values[]>;
  /**
   * Refuses a delete (throws) while something still needs the row, locked until the transaction ends so nothing
   * comes to need it meanwhile; may clear what the row leaves behind (empty stock batches).
   */
  beforeRemove?: (row: Selectable<DB[T]>) => Promise<void>;
}

/**
 * One master-data table addressed by a path key: list with search, one filter and its facets, sort and
 * paging; create; partial update at an expected version; delete. Writes throw the database's unique and
 * foreign-key violations; the routes and the central error handler turn them into 409s.
 */
export function createTableRepository<T extends Table, Item, Row = Selectable<DB[T]>>(
  db: Kysely<DB>,
  spec: TableSpec<T, Item, Row>,
): MasterDataRepository<Item, object, object> {
  // The generic table name defeats Kysely's column typing: conditions are written as SQL fragments instead.
  const written = (spec.joined ? `${spec.table} as ${spec.joined.alias}` : spec.table) as Table;
  const idColumn = spec.joined ? `${spec.joined.alias}.id` : 'id';
  const source = () => spec.joined?.join(db) ?? db.selectFrom(spec.table as Table);
  const rowsOf = () => {
    const from = source() as SelectQueryBuilder<DB, Table, object>;
    return spec.joined ? from.select(spec.joined.columns as never) : from.selectAll();
  };
  const toItems = (rows: readonly unknown[]) => rows.map((row) => spec.toItem(row as Row));
  const [defaultSort] = Object.keys(spec.sortKeys);

  const conditions = (params: ListQuery, withFacet: boolean): Array<Expression<SqlBool>> => {
    const list: Array<Expression<SqlBool>> = [];
    const search = searchCondition(params, spec.searchColumn, spec.labelColumns);
    if (search) list.push(search);
    const facet = spec.facet;
    const chosen = facet && params[facet.filter];
    if (withFacet && facet && chosen !== undefined) {
      const values = (Array.isArray(chosen) ? chosen : [String(chosen)]).map(
        (value) => facet.matchValue?.(String(value)) ?? String(value),
      );
      if (values.length > 0) list.push(inList(facet.matchColumn ?? facet.column, values));
    }
    return list;
  };
  const where = (list: Array<Expression<SqlBool>>) =>
    list.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(list, sql` and `)}`;
  const storedMany = async (inputs: readonly Values[]): Promise<Values[]> => {
    const stored = inputs.map((input) => {
      const values = { ...emptyToNull(definedOnly(input)) };
      return { ...values, ...(spec.derived?.(values) ?? {}) };
    });
    return spec.references ? spec.references(stored) : stored;
  };
  const stored = async (input: Values) => (await storedMany([input]))[0] as Values;
  const read = async (condition: Expression<SqlBool>) => toItems(await rowsOf().where(condition).execute());
  /** The item of a row just written: its own columns, or read again through the join. */
  const itemOf = async (row: { id: string }) =>
    spec.joined ? (await read(sql<SqlBool>`${sql.ref(idColumn)} = ${row.id}`))[0] : spec.toItem(row as Row);

  return {
    async list(params: ListQuery): Promise<ListPage<Item>> {
      const sort = spec.sortKeys[params.sort ?? ''] ?? spec.sortKeys[defaultSort as string];
      const filtered = where(conditions(params, true));
      const page = sortedPage(rowsOf().where(filtered), sort as Expression<unknown>, idColumn, params);
      const rowsWhere = (condition: Expression<SqlBool>) =>
        (source() as SelectQueryBuilder<DB, Table, object>).where(condition);
      const { facet } = spec;
      // One facet at most: `skip` names it, or nothing.
      const narrowed = (skip?: string) =>
        rowsWhere(skip === undefined ? filtered : where(conditions(params, false)));
      return listPage(
        page,
        params,
        toItems,
        filteredCounts(narrowed, facet ? { [facet.filter]: facet.column } : {}),
      );
    },

    ...keyReads(read, spec.keyCondition, spec.keysCondition),

    async create(input: object): Promise<Item> {
      const row = await db
        .insertInto(spec.table as Table)
        .values((await stored(input as Values)) as never)
        .returningAll()
        .executeTakeFirstOrThrow();
      return (await itemOf(row)) as Item;
    },

    async insertMany(inputs: readonly object[]): Promise<void> {
      for (const batch of batches(inputs)) {
        await db
          .insertInto(spec.table as Table)
          .values((await storedMany(batch as readonly Values[])) as never)
          .execute();
      }
    },

    async update(key: string, changes: object, expectedVersion: number): Promise<Outcome<{ item: Item }>> {
      const condition = spec.keyCondition(key);
      if (!condition) return { problem: 'not-found' };
      const versioned = sql<SqlBool>`${condition} and version = ${expectedVersion}`;
      const values = await stored(changes as Values);
      const row = await db
        .updateTable(written)
        .set({
          ...values,
          ...versionBumpWhenChanged(values),
        } as never)
        .where(versioned)
        .returningAll()
        .executeTakeFirst();
      if (row) return { item: (await itemOf(row)) as Item };
      const exists = await db
        .selectFrom(written)
        .select(sql<string>`${sql.ref(idColumn)}`.as('id'))
        .where(condition)
        .executeTakeFirst();
      return { problem: exists ? 'stale' : 'not-found' };
    },

    async remove(key: string): Promise<boolean> {
      const condition = spec.keyCondition(key);
      if (!condition) return false;
      if (spec.beforeRemove) {
        const row = await db.selectFrom(written).selectAll().where(condition).forUpdate().executeTakeFirst();
        if (!row) return false;
        await spec.beforeRemove(row as Selectable<DB[T]>);
      }
      const result = await db.deleteFrom(written).where(condition).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
