import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { z } from 'zod';
import { listDefinitions, type ListDefinition } from '@logistics/shared/contracts/lists';
import type { MasterDataTable, UniqueField } from '@logistics/shared/contracts/master-data-tables';
import {
  masterDataTables,
  type MasterDataTableResource,
  type MasterDataTableRow,
} from '@logistics/shared/contracts/resources';
import { pathKey } from '@logistics/shared/contracts/paths';
import { rowMeta } from '@logistics/shared/contracts/rows';
import type { DB } from '../db/schema.js';
import {
  createTableRepository,
  type MasterDataRepository,
  type Table,
  type Values,
} from './master-data-repository.js';
import { textSortKey } from './list-query.js';
import { inList, isUuid } from './document-shared.js';

export const times = (row: { version: number; created_at: Date; updated_at: Date }) => ({
  version: row.version,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** A party's contact (a customer's, a vendor's, an inventory's) as read: its id, name, e-mail, phone and address. */
export const contactOf = (
  row: {
    id: string;
    name: string;
    email: string | null;
    phone: string | null;
    address: string | null;
  } & Parameters<typeof times>[0],
) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  address: row.address,
  ...times(row),
});

/**
 * A table whose rows are addressed by the path key of their name (contracts' pathKey), stored beside the name in
 * `name_key`, which is also how it sorts by name (through its index).
 */
export const addressedByName = {
  keyCondition: (key: string) => sql<SqlBool>`name_key = ${pathKey(key)}`,
  keysCondition: (keys: readonly string[]) => inList('name_key', keys.map(pathKey)),
  derived: (input: Values) => (typeof input.name === 'string' ? { name_key: pathKey(input.name) } : {}),
};

/** The sort keys of a party's contact columns (a vendor's, an inventory's), the name's first: the default. */
export const contactSortKeys = {
  name: sql.ref('name_key'),
  email: textSortKey('email'),
  phone: textSortKey('phone'),
  address: textSortKey('address'),
  created_at: sql.ref('created_at'),
};

/** The table a master-data table resource's rows are kept in: its name, with underscores for hyphens. */
export const tableOf = (resource: MasterDataTableResource) => resource.replaceAll('-', '_') as Table;

/** The column a unique field's constraint is on: a name's path key, else the field's own column. */
export const uniqueColumn = (unique: UniqueField) =>
  unique.compare === 'path-key' ? 'name_key' : unique.field;

/** A field read as text (possibly none): it sorts by its lower case. The row's times are timestamps. */
function readAsText(schema: z.ZodObject, field: string): boolean {
  if (field in rowMeta && field !== 'id') return false;
  let type = schema.shape[field]?.def;
  while (type && (type.type === 'nullable' || type.type === 'optional')) {
    type = (type as { innerType?: z.ZodType }).innerType?.def;
  }
  return type?.type === 'string';
}

/**
 * The repository of a master-data table resource, made from its contract (contracts/master-data-tables.ts) and its
 * list definition: an item is the row's columns that its row schema names (times as ISO strings); a row is
 * addressed by its id (a malformed one finds nothing), by its name's path key, or by any other key whatever its
 * letter case; its one filter is a column of the same name, with its facet.
 */
export function createMasterDataTableRepository<R extends MasterDataTableResource>(
  db: Kysely<DB>,
  resource: R,
): MasterDataRepository<MasterDataTableRow<R>, object, object> {
  const { rowSchema, uniqueFields } = masterDataTables[resource] as MasterDataTable;
  const { keyField, searchField, filters, sortable, ...list } = listDefinitions[resource] as ListDefinition;
  if (filters.length > 1) throw new Error(`${resource}: a master-data table filters by one column at most`);
  const fields = Object.keys(rowSchema.shape);
  const upperCase = new Set<string>(
    uniqueFields.filter((unique) => unique.compare === 'upper').map((u) => u.field),
  );
  if (keyField !== 'id' && keyField !== 'name') upperCase.add(keyField);
  const addressing =
    keyField === 'id'
      ? {
          keyCondition: (key: string) => (isUuid(key) ? sql<SqlBool>`id = ${key}` : undefined),
          keysCondition: (keys: readonly string[]) => inList('id', keys.filter(isUuid)),
        }
      : keyField === 'name'
        ? addressedByName
        : {
            keyCondition: (key: string) =>
              sql<SqlBool>`upper(${sql.ref(keyField)}) = ${key.trim().toUpperCase()}`,
            keysCondition: (keys: readonly string[]) =>
              inList(
                sql<string>`upper(${sql.ref(keyField)})`,
                keys.map((key) => key.trim().toUpperCase()),
              ),
          };
  const sortKeyOf = (field: string): Expression<unknown> => {
    if (field === 'name' && keyField === 'name') return sql.ref('name_key');
    if (upperCase.has(field)) return sql`upper(${sql.ref(field)})`;
    return readAsText(rowSchema, field) ? textSortKey(field) : sql.ref(field);
  };
  const [filter] = filters;
  return createTableRepository<Table, MasterDataTableRow<R>, Record<string, unknown>>(db, {
    table: tableOf(resource),
    toItem: (row) =>
      Object.fromEntries(
        fields.map((field) => {
          const value = row[field];
          return [field, value instanceof Date ? value.toISOString() : value];
        }),
      ) as MasterDataTableRow<R>,
    ...addressing,
    searchColumn: searchField,
    ...(list.labelFields ? { labelColumns: list.labelFields } : {}),
    sortKeys: Object.fromEntries(sortable.map((field) => [field, sortKeyOf(field)])),
    ...(filter ? { facet: { filter, column: filter } } : {}),
  }) as MasterDataRepository<MasterDataTableRow<R>, object, object>;
}
