import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ZodObject, type z } from 'zod';
import type { ListColumn } from '@logistics/shared/contracts/list-columns';
import { listDefinitions, type ListQuery } from '@logistics/shared/contracts/lists';
import { resourceLabels, serverMessages } from '@logistics/shared/contracts/messages';
import { isReservedPathName } from '@logistics/shared/contracts/paths';
import { isUniqueViolation } from '../db/errors.js';
import { AppError } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { MasterDataRepository } from '../repositories/master-data-repository.js';
import { registerReads } from './read-routes.js';
import { registerWriteRoutes, type WriteRoutesOptions } from './write-routes.js';
import { registerBulkDelete, type BulkTable } from './bulk-actions.js';
import { registerListExport } from './list-export.js';
import { registerListImport } from './list-import.js';
import { lowerKey, nameKey, upperKey, type ImportKey, type ImportRow } from '../imports/check-rows.js';
import {
  IMPORT_ID_HEADER,
  IMPORT_VERSION_HEADER,
  importResources,
  importTrailingHeaders,
  type ImportResource,
} from '@logistics/shared/contracts/imports';
import type { MasterDataTable, UniqueField } from '@logistics/shared/contracts/master-data-tables';
import { masterDataTables, type MasterDataTableResource } from '@logistics/shared/contracts/resources';
import { tableOf, uniqueColumn } from '../repositories/master-data.js';

/** A unique constraint and how its 409 names the field and the value that collided. */
export interface UniqueKey<Body> {
  constraint: string;
  /** The field in words, as the message names it ('SKU', 'plate number'). */
  field: string;
  /** The body's field that holds the value: the error names it, so a form marks that field. */
  key: keyof Body & string;
  valueOf: (body: Body) => string | undefined;
}

/**
 * A master-data resource's routes: its resource and schemas as its writes take them, where its list definition's
 * `keyField` is the path parameter (the row's key, which its URLs use: name, id or VIN), and what is its own.
 */
interface MasterDataRouteOptions<
  Row extends z.ZodType<{ id: string; version: number }>,
  CreateSchema extends z.ZodType,
  UpdateSchema extends z.ZodType,
> extends Pick<
  WriteRoutesOptions<Row, CreateSchema, UpdateSchema>,
  'resource' | 'rowSchema' | 'createSchema' | 'updateSchema'
> {
  /** The list's columns, which its export writes (contracts' list columns). */
  columns: readonly ListColumn<z.output<Row>>[];
  /** The reads and writes of the routes (an import inserts through the transaction's own repository). */
  repository: Pick<
    MasterDataRepository<z.output<Row>, z.output<CreateSchema>, Omit<z.output<UpdateSchema>, 'version'>>,
    'list' | 'findByKey' | 'create' | 'update'
  >;
  /** The schema of one row read by its key, where it is more than a list row (an inventory with its stock rows). */
  detailSchema?: z.ZodType<object>;
  uniqueKeys: ReadonlyArray<UniqueKey<Partial<z.output<CreateSchema>>>>;
  /**
   * The list's import: the unique keys as the database keys them and the references by name,
   * checked for every row of a file before its rows are inserted.
   */
  importing?: {
    uniqueKeys: readonly ImportKey[];
    references?: readonly ImportKey[];
  };
  /** The repository bound to a transaction: a delete runs in one (a product's is more than one statement; a bulk
   * delete is many). */
  removeIn: (repositories: Repositories) => Pick<MasterDataRepository<unknown, unknown, unknown>, 'remove'>;
}

/** The columns an importable list's export writes after the list's own: its ID where not shown, its version. */
function importTrailingColumns(resource: ImportResource): ListColumn<{ id: string; version: number }>[] {
  return importTrailingHeaders(resource).map((header) =>
    header === IMPORT_VERSION_HEADER
      ? { field: 'version', header, kind: 'number' as const }
      : { field: 'id', header: IMPORT_ID_HEADER },
  );
}

/**
 * The five calls of a master-data resource: list 200 with the array under its key plus
 * `total` and `facets`; one item under its single key; create 201 with the item and a message; PUT and PATCH
 * (both partial) 200 with the item and a message, refused with 409 when the version is stale; delete 200 with a
 * message, 409 naming the dependents (central error handler) when other rows still refer to it.
 */
export function registerMasterDataRoutes<
  Row extends z.ZodType<{ id: string; version: number }>,
  CreateSchema extends z.ZodType,
  UpdateSchema extends z.ZodType,
>(app: FastifyInstance, options: MasterDataRouteOptions<Row, CreateSchema, UpdateSchema>): void {
  const { resource, repository } = options;
  // The word in messages: 'vendor', 'vehicle'…
  const thing = resourceLabels[resource].singular;
  const keyField = listDefinitions[resource].keyField;

  /** A name becomes a path: it may not be one of the app's own route words. */
  const refuseReservedName = (body: unknown) => {
    const name = keyField === 'name' ? (body as { name?: unknown }).name : undefined;
    if (typeof name === 'string' && isReservedPathName(name)) {
      throw new AppError(400, serverMessages.reservedName(name));
    }
  };
  const translateDuplicate =
    (body: Partial<z.output<CreateSchema>>) =>
    (error: unknown): never => {
      for (const key of options.uniqueKeys) {
        const value = key.valueOf(body);
        if (value !== undefined && isUniqueViolation(error, key.constraint)) {
          throw new AppError(409, serverMessages.duplicate(thing, key.field, value), key.key);
        }
      }
      throw error;
    };

  registerReads(app, {
    resource,
    key: keyField,
    thing,
    schema: options.rowSchema,
    list: (query: ListQuery) => repository.list(query),
    ...(options.detailSchema ? { detailSchema: options.detailSchema } : {}),
    findByKey: (key) => repository.findByKey(key),
  });

  const readPage = (_request: unknown, query: ListQuery) => repository.list(query);
  registerListExport(app, {
    resource,
    columns: options.columns,
    readPage,
    // An importable list's file imports back onto its rows: it carries their key (where the list does not show
    // it) and their version.
    ...(options.importing ? { trailing: importTrailingColumns(resource as ImportResource) } : {}),
  });
  registerBulkDelete(app, {
    resource,
    // The master-data resources' tables are named as their resources, with underscores for hyphens.
    table: resource.replaceAll('-', '_') as BulkTable['table'],
    keyField,
    // A row keyed by an id (a customer) is named by its name where it is refused.
    ...(keyField === 'id' ? { nameField: 'name' } : {}),
    readPage,
    remove: (repositories, key) => options.removeIn(repositories).remove(key),
  });

  const { importing } = options;
  if (importing) {
    const importResource = resource as ImportResource & keyof Repositories;
    type Writes = Pick<
      MasterDataRepository<z.output<Row>, z.output<CreateSchema>, Record<string, unknown>>,
      'insertMany' | 'update' | 'findManyByKeys'
    >;
    const writesIn = (repositories: Repositories) => repositories[importResource] as unknown as Writes;
    if (!(options.updateSchema instanceof ZodObject))
      throw new Error(`${resource}: the update schema is no object`);
    registerListImport(app, {
      ...importing,
      resource: importResource,
      thing,
      createSchema: options.createSchema as z.ZodType<z.output<CreateSchema>>,
      // The update's fields without its version: an import row's version is the file's Version column.
      changesSchema: options.updateSchema.omit({ version: true }) as z.ZodType<Record<string, unknown>>,
      nameIsPath: keyField === 'name',
      amounts: options.columns.flatMap((column) => (column.kind === 'money' ? [column.field] : [])),
      findMany: async (keys) => (await writesIn(app.repositories).findManyByKeys(keys)) as ImportRow[],
      insertMany: (repositories, rows) => writesIn(repositories).insertMany(rows),
      update: (repositories, key, changes, version) => writesIn(repositories).update(key, changes, version),
      constraints: options.uniqueKeys.map((key) => ({
        constraint: key.constraint,
        label: key.field,
        field: key.key,
      })),
    });
  }

  registerWriteRoutes(app, {
    resource,
    key: keyField,
    thing,
    rowSchema: options.rowSchema,
    createSchema: options.createSchema,
    updateSchema: options.updateSchema,
    create(_request, body) {
      refuseReservedName(body);
      return repository.create(body).catch(translateDuplicate(body));
    },
    update(_request, key, body) {
      const { version, ...changes } = body as z.output<UpdateSchema> & { version: number };
      refuseReservedName(changes);
      return repository
        .update(key, changes as Omit<z.output<UpdateSchema>, 'version'>, version)
        .catch(translateDuplicate(changes as Partial<z.output<CreateSchema>>));
    },
    remove: (_request, key) => app.transaction((repositories) => options.removeIn(repositories).remove(key)),
  });
}

/** How an import finds a unique field's value among the rows already stored, as its unique index compares them. */
function importKeyOf(resource: MasterDataTableResource, unique: UniqueField): ImportKey {
  const table = tableOf(resource);
  if (unique.compare === 'path-key') return nameKey(table);
  if (unique.compare === 'upper') return upperKey(table, unique.field, unique.label);
  return lowerKey(table, unique.field, unique.label);
}

/** The routes of a master-data table resource, made from its contract (contracts/master-data-tables.ts). */
export function masterDataTableRoutes(resource: MasterDataTableResource): FastifyPluginAsync {
  const table: MasterDataTable = masterDataTables[resource];
  return async (app) => {
    registerMasterDataRoutes(app, {
      resource,
      rowSchema: table.rowSchema,
      columns: table.columns as readonly ListColumn<{ id: string; version: number }>[],
      createSchema: table.createSchema,
      updateSchema: table.updateSchema,
      repository: app.repositories[resource] as MasterDataRouteOptions<
        z.ZodType<{ id: string; version: number }>,
        z.ZodObject,
        z.ZodObject
      >['repository'],
      removeIn: (repositories) => repositories[resource],
      uniqueKeys: table.uniqueFields.map((unique) => ({
        constraint: `${tableOf(resource)}_${uniqueColumn(unique)}_unique`,
        field: unique.label,
        key: unique.field,
        valueOf: (body: Record<string, unknown>) => {
          const value = body[unique.field];
          return typeof value === 'string' ? value : undefined;
        },
      })),
      ...((importResources as readonly string[]).includes(resource)
        ? { importing: { uniqueKeys: table.uniqueFields.map((unique) => importKeyOf(resource, unique)) } }
        : {}),
    });
  };
}
