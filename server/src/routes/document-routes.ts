import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ListColumn } from '@logistics/shared/contracts/list-columns';
import { listDefinitions, type ListQuery } from '@logistics/shared/contracts/lists';
import { resourceLabels } from '@logistics/shared/contracts/messages';
import type { DocumentResource } from '@logistics/shared/contracts/resources';
import type { Repositories } from '../repositories/index.js';
import type { ListPage } from '../repositories/list-query.js';
import type { Outcome } from '../repositories/outcome.js';
import type { Actor, DocumentListParams } from '../repositories/document-shared.js';
import { registerBulkDelete } from './bulk-actions.js';
import { registerListExport } from './list-export.js';
import type { RowsPage } from './list-rows.js';
import { registerReads } from './read-routes.js';
import { registerWriteRoutes } from './write-routes.js';
import { actorOf, translateWriteError } from './document-helpers.js';

/** What a document's repository does for its routes; the scope is the caller's row scope (none for purchases). */
export interface DocumentRepository<Row, Create, Update, Scope> {
  list(params: DocumentListParams, scope: Scope): Promise<ListPage<Row>>;
  findByKey(key: string, scope: Scope): Promise<Row | undefined>;
  create(input: Create, actor: Actor, scope: Scope): Promise<Row>;
  update(key: string, input: Update, actor: Actor, scope: Scope): Promise<Outcome<{ item: Row }>>;
  remove(key: string, actor: Actor, scope: Scope): Promise<boolean>;
}

interface DocumentRoutesOptions<
  Row extends z.ZodType<{ id: string; version: number }>,
  CreateSchema extends z.ZodType<object>,
  UpdateSchema extends z.ZodType<object>,
  Scope,
  ListRow extends { id: string; version: number },
> {
  /** Its list definition's `keyField` is the path parameter and the body field of the document's own ID. */
  resource: DocumentResource;
  /** The rest is its contract's (`documentContracts` of the contracts), spread in. */
  rowSchema: Row;
  createSchema: CreateSchema;
  updateSchema: UpdateSchema;
  columns: readonly ListColumn<ListRow>[];
  /** How a 409 names the document's own ID ('MR ID'), unique by `<table>_<keyField>_unique`. */
  idLabel: string;
  /**
   * A keyset page of the list's rows as its columns read them (an export's, a bulk action's; readAfter): the
   * repository's list, or a read of the rows alone where the list's rows carry more (a sale's lines).
   */
  rowsAfter: (params: DocumentListParams, scope: Scope) => Promise<RowsPage<ListRow>>;
  /** Every row of the list after a keyset through one cursor, for an export on PostgreSQL (listExport's). */
  rowsFrom?: (params: DocumentListParams, scope: Scope, batch: number) => AsyncGenerator<readonly ListRow[]>;
  /** The caller's row scope (an inventory-in-charge's inventory, a captain's shipments). */
  scopeOf: (actor: Actor) => Promise<Scope>;
  /** The document's repository, of the app or of a write's transaction. */
  repositoryOf: (
    repositories: Repositories,
  ) => DocumentRepository<z.output<Row>, z.output<CreateSchema>, z.output<UpdateSchema>, Scope>;
  /**
   * Rights finer than create and edit that a write's body calls on (adding lines or orders, a status-only role
   * changing other fields): each throws a 403 before the write.
   */
  checkCreate?: (actor: Actor, body: z.output<CreateSchema>) => void;
  checkUpdate?: (actor: Actor, body: z.output<UpdateSchema>, key: string) => Promise<void> | void;
}

/**
 * The calls of a document with lines, as `registerMasterDataRoutes` is for master data: list and one
 * by its id within the caller's row scope; create 201; PUT and PATCH (both partial) 200, refused with 409 when
 * the version is stale; delete; the list's export and bulk delete. Each write runs in one transaction, where the
 * repository takes its stock step; a resource adds only what is its own (a sale's bulk status, lines, orders).
 */
export function registerDocumentRoutes<
  Row extends z.ZodType<{ id: string; version: number }>,
  CreateSchema extends z.ZodType<object>,
  UpdateSchema extends z.ZodType<object>,
  Scope,
  ListRow extends { id: string; version: number },
>(app: FastifyInstance, options: DocumentRoutesOptions<Row, CreateSchema, UpdateSchema, Scope, ListRow>) {
  const { resource, scopeOf, repositoryOf } = options;
  // The word in messages: 'purchase'…
  const thing = resourceLabels[resource].singular;
  const key = listDefinitions[resource].keyField;
  const duplicateOf = (body: object) => ({
    constraint: `${resource}_${key}_unique`,
    field: options.idLabel,
    thing,
    key,
    value: (body as Record<string, unknown>)[key] as string | undefined,
  });
  const scopeOfRequest = (request: FastifyRequest) => scopeOf(actorOf(request));

  registerReads(app, {
    resource,
    key,
    thing,
    schema: options.rowSchema,
    scopeOf,
    list: (query: DocumentListParams, scope: Scope) => repositoryOf(app.repositories).list(query, scope),
    findByKey: (id, scope) => repositoryOf(app.repositories).findByKey(id, scope),
  });

  // Each write runs in one transaction, its repository bound to it.
  registerWriteRoutes(app, {
    resource,
    key,
    thing,
    rowSchema: options.rowSchema,
    createSchema: options.createSchema,
    updateSchema: options.updateSchema,
    async create(request, body) {
      const actor = actorOf(request);
      options.checkCreate?.(actor, body);
      const scope = await scopeOf(actor);
      return app
        .transaction((repositories) => repositoryOf(repositories).create(body, actor, scope))
        .catch((error: unknown) => translateWriteError(error, duplicateOf(body)));
    },
    async update(request, id, body) {
      const actor = actorOf(request);
      await options.checkUpdate?.(actor, body, id);
      const scope = await scopeOf(actor);
      return app
        .transaction((repositories) => repositoryOf(repositories).update(id, body, actor, scope))
        .catch((error: unknown) => translateWriteError(error, duplicateOf(body)));
    },
    async remove(request, id) {
      const actor = actorOf(request);
      const scope = await scopeOf(actor);
      return app
        .transaction((repositories) => repositoryOf(repositories).remove(id, actor, scope))
        .catch((error: unknown) => translateWriteError(error));
    },
  });

  const readPage = async (request: FastifyRequest, query: ListQuery) =>
    options.rowsAfter(query as unknown as DocumentListParams, await scopeOfRequest(request));
  const { rowsFrom } = options;
  registerListExport(app, {
    resource,
    columns: options.columns,
    readPage,
    // A cursor holds its connection for the whole read: PGlite's one session would wait for it.
    ...(rowsFrom && app.databaseKind === 'postgres'
      ? {
          rowsFrom: async function* (request: FastifyRequest, query: ListQuery, batch: number) {
            yield* rowsFrom(query as unknown as DocumentListParams, await scopeOfRequest(request), batch);
          },
        }
      : {}),
  });
  const bulkTarget = { resource, table: resource, keyField: key, readPage };
  registerBulkDelete(app, {
    ...bulkTarget,
    scopeOf: scopeOfRequest,
    remove: (repositories, id, scope, request) =>
      repositoryOf(repositories).remove(id, actorOf(request), scope),
  });
  // What a resource's own bulk action (a sale's status) targets: the same rows as the list.
  return { bulkTarget };
}
