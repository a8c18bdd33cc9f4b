import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  BULK_MAX_ROWS,
  bulkDeleteSchema,
  bulkRefusalSchema,
  bulkResultSchema,
  type BlockedRow,
  type BulkDelete,
  type BulkRow,
} from '@logistics/shared/contracts/bulk';
import { type listDefinitions, listQuerySchema, type ListQuery } from '@logistics/shared/contracts/lists';
import { bulkTexts, resourceLabels } from '@logistics/shared/contracts/messages';
import type { Resource } from '@logistics/shared/contracts/permissions';
import { sqlState } from '../db/errors.js';
import type { DB } from '../db/schema.js';
import { runInTransaction } from '../db/transaction.js';
import { AppError, isAppError } from '../errors.js';
import { serverLocalMessages } from '../messages.js';
import { outcomeOf } from '../plugins/app/error-handler.js';
import { createRepositories, type Repositories } from '../repositories/index.js';
import { inList, type Actor } from '../repositories/document-shared.js';
import { errorResponses } from '../schemas.js';
import { pascal } from '../plugins/external/swagger.js';
import { guardedRoutes } from './guard.js';
import { actorOf } from './document-helpers.js';
import { listRows, type ReadPage } from './list-rows.js';
import { visibleRows } from './visible-rows.js';

/**
 * Bulk actions on a list's selection, one module for every resource. A bulk action is the
 * single-row action run for each row inside ONE transaction, so its checks (roles, row scopes, versions, stock,
 * dependents) are exactly the single-row ones. Every row is tried (each in a savepoint, so one refusal does not
 * end the transaction), the refusals are collected, and if any row was refused the whole transaction rolls back
 * and the answer (409) names each blocking row and why: all or nothing.
 */

type ResourceKey = Resource & keyof typeof listDefinitions;

/** Where a resource's rows live, to lock them and read their versions and keys. */
export interface BulkTable {
  resource: ResourceKey;
  /** The table (the resource's own). */
  table: keyof DB & string;
  /** The column the single-row routes take as the key in their path (bill_id, name, vin, id…). */
  keyField: string;
  /** The column a refusal names a row by, where the key is an id a person never sees (a customer's name). */
  nameField?: string;
}

export interface BulkReadOptions<Row extends { id: string; version: number }> extends BulkTable {
  /** One page of the list as the caller sees it (the list route's own read, with its scopes). */
  readPage: ReadPage<Row>;
}

interface LockedRow {
  id: string;
  version: number;
  /** What the row is called where it is refused (its `nameField`, else its key). */
  name: string;
  key: string;
}

/** Thrown inside the transaction so that it rolls back; the route answers 409 with the rows. */
class BulkBlocked extends Error {
  constructor(readonly rows: BlockedRow[]) {
    super('bulk action blocked');
  }
}

/**
 * The rows a request names: its ids as sent, or every row of the list's query that the caller sees, read
 * through the list's own read (so the caller's row scopes apply) and refused when it is not the count the
 * confirmation named.
 */
export async function targetRows<Row extends { id: string; version: number }>(
  request: FastifyRequest,
  body: BulkDelete,
  options: BulkReadOptions<Row>,
): Promise<BulkRow[]> {
  if (body.ids) return body.ids;
  const parsed = listQuerySchema(options.resource).safeParse(body.all_matching ?? {});
  if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? bulkTexts.targetRequired);
  // Read by keyset a page at a time (as an export reads), up to one row past the most a bulk action takes.
  const rows: Row[] = [];
  const query = parsed.data as unknown as ListQuery;
  const pageSize = Math.min(request.server.config.exportPageSize, BULK_MAX_ROWS + 1);
  for await (const row of listRows(request, options.readPage, query, pageSize)) {
    rows.push(row);
    if (rows.length > BULK_MAX_ROWS) break;
  }
  // Nothing to act on is said so, whatever count the confirmation named: no row changes.
  if (rows.length === 0) throw new AppError(400, bulkTexts.nothingMatches);
  if (rows.length > BULK_MAX_ROWS) throw new AppError(400, bulkTexts.tooMany(BULK_MAX_ROWS));
  if (rows.length !== body.expected)
    throw new AppError(409, bulkTexts.listChanged(body.expected ?? 0, rows.length));
  return rows.map((row) => ({ id: row.id, version: row.version }));
}

/**
 * Why a single-row action refused, as its own route would say it (the central error handler's wording: a
 * refusal's message, dependents that still refer to the row, the ledger's conflict); anything that is not a
 * refusal (a 5xx) is rethrown and fails the request as it would have failed the single-row one.
 */
function reasonOf(error: unknown): string {
  const state = sqlState(error);
  // 23514: stock would go below zero; 40P01: a deadlock the database broke by choosing this write.
  if (state === '23514' || state === '40P01') return serverLocalMessages.conflict;
  const outcome = outcomeOf(error);
  if (outcome.status >= 500) throw error;
  return outcome.message;
}

/** What `act` answers for a row it left as it was, the change asked being what the row already holds. */
export const UNCHANGED = 'unchanged';

/** How a bulk action went: the rows it changed, and those already as asked (left as they were). */
export interface BulkCounts {
  changed: number;
  unchanged: number;
}

/**
 * Runs `act` for each row in one transaction, all or nothing. Rows are locked in id order (as concurrent bulk
 * actions then wait for each other instead of deadlocking); a row that is gone, outside the caller's row scope
 * (the one its list read applies), stale, or refused by `act` blocks the whole action. A row the caller may not
 * read is named by the id that was sent, with no word of its key or version. A row `act` finds already as asked
 * (it answers UNCHANGED) is counted apart: the answer says only what changed.
 */
export async function runBulk(
  app: FastifyInstance,
  table: BulkTable,
  rows: readonly BulkRow[],
  reader: Actor,
  act: (
    repositories: Repositories,
    row: { id: string; key: string; version: number },
  ) => Promise<void | typeof UNCHANGED>,
): Promise<BulkCounts> {
  const ids = [...new Set(rows.map((row) => row.id.toLowerCase()))];
  // Read before the transaction: the scopes read the outer database (one connection on PGlite).
  const visible = visibleRows[table.resource];
  const shown = visible ? new Set(await visible(app, reader, ids)) : undefined;
  return runInTransaction(app.db, async (trx) => {
    const repositories = createRepositories(trx);
    const locked =
      await sql<LockedRow>`select id::text as id, version, ${sql.ref(table.keyField)}::text as key,
      ${sql.ref(table.nameField ?? table.keyField)}::text as name
      from ${sql.table(table.table)}
      where ${inList('id', ids)} order by id for update`.execute(trx);
    const byId = new Map(locked.rows.map((row) => [row.id, row]));
    const blocked: BlockedRow[] = [];
    let unchanged = 0;
    for (const wanted of rows) {
      const id = wanted.id.toLowerCase();
      const row = shown && !shown.has(id) ? undefined : byId.get(id);
      if (!row) {
        blocked.push({ id: wanted.id, name: wanted.id, reason: bulkTexts.notFoundOrOutOfScope });
        continue;
      }
      if (row.version !== wanted.version) {
        blocked.push({ id: row.id, name: row.name, reason: bulkTexts.changedSince });
        continue;
      }
      // A savepoint per row: a refused statement rolls back to it and the others can still be tried.
      await sql`savepoint bulk_row`.execute(trx);
      try {
        if ((await act(repositories, row)) === UNCHANGED) unchanged += 1;
        await sql`release savepoint bulk_row`.execute(trx);
      } catch (error) {
        await sql`rollback to savepoint bulk_row`.execute(trx);
        const reason = reasonOf(error);
        // A row outside the caller's scope answers as "not found": it is named by the id that was sent.
        const hidden = isAppError(error) && error.statusCode === 404;
        blocked.push({
          id: row.id,
          name: hidden ? row.id : row.name,
          reason: hidden ? bulkTexts.notFoundOrOutOfScope : reason,
        });
      }
    }
    if (blocked.length > 0) throw new BulkBlocked(blocked);
    return { changed: rows.length - unchanged, unchanged };
  });
}

/** The answer of a blocked bulk action (409, nothing changed), or the error as the central handler says it. */
export function answerBlocked(reply: FastifyReply, resource: ResourceKey, error: unknown): FastifyReply {
  if (!(error instanceof BulkBlocked)) throw error;
  return reply.code(409).send({
    message: bulkTexts.refused(error.rows.length, resourceLabels[resource]),
    blocked: error.rows,
  });
}

export interface BulkDeleteOptions<
  Row extends { id: string; version: number },
  Scope,
> extends BulkReadOptions<Row> {
  /** The caller's row scope, worked out before the transaction (it reads the outer database). */
  scopeOf?: (request: FastifyRequest) => Promise<Scope>;
  /**
   * The single-row delete, inside the bulk transaction: true when deleted, false when not found (or outside the
   * caller's scope); it throws the same refusals the DELETE route does.
   */
  remove: (
    repositories: Repositories,
    key: string,
    scope: Scope,
    request: FastifyRequest,
  ) => Promise<boolean>;
}

/** The request and response shapes both bulk routes share. */
export function bulkRouteSchema(resource: ResourceKey, operation: string, body: unknown) {
  return {
    operationId: `${operation}${pascal(resource)}`,
    body,
    response: { 200: bulkResultSchema, 409: bulkRefusalSchema, ...errorResponses(400, 401, 403) },
  };
}

/** POST /<resource>/bulk-delete, guarded like the single-row delete (the matrix's `delete`). */
export function registerBulkDelete<Row extends { id: string; version: number }, Scope = undefined>(
  app: FastifyInstance,
  options: BulkDeleteOptions<Row, Scope>,
): void {
  const { resource } = options;
  app.post(
    '/bulk-delete',
    guardedRoutes(app, resource)('delete', bulkRouteSchema(resource, 'bulkDelete', bulkDeleteSchema)),
    async (request, reply) => {
      const rows = await targetRows(request, request.body as BulkDelete, options);
      const scope = (await options.scopeOf?.(request)) as Scope;
      try {
        const { changed } = await runBulk(
          app,
          options,
          rows,
          actorOf(request),
          async (repositories, { key }) => {
            if (!(await options.remove(repositories, key, scope, request)))
              throw new AppError(404, bulkTexts.notFoundOrOutOfScope);
          },
        );
        return { message: bulkTexts.deleted(changed, resourceLabels[resource]), count: changed };
      } catch (error) {
        return answerBlocked(reply, resource, error);
      }
    },
  );
}
