import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type z } from 'zod';
import {
  downloadTokenResponseSchema,
  exportFileName,
  exportParamsSchema,
  exportProgressQuerySchema,
  exportProgressSchema,
  exportRefusedCookie,
  exportStartedCookie,
  type ExportFormat,
} from '@logistics/shared/contracts/exports';
import { exportIdsSchema } from '@logistics/shared/contracts/bulk';
import type { ListColumn } from '@logistics/shared/contracts/list-columns';
import { type listDefinitions, listQuerySchema, type ListQuery } from '@logistics/shared/contracts/lists';
import { authMessages, exportTexts, resourceLabels } from '@logistics/shared/contracts/messages';
import type { Resource } from '@logistics/shared/contracts/permissions';
import { todayIso } from '@logistics/shared/contracts/validation';
import { createDownloadTokens, type DownloadTokens } from '../auth/download-tokens.js';
import { AppError } from '../errors.js';
import { confirmSession, currentUser } from '../plugins/app/auth.js';
import { bearerAuth, errorResponses } from '../schemas.js';
import { pascal } from '../plugins/external/swagger.js';
import { writeCsv, writeXlsx } from './export-files.js';
import { exportProgressBoard } from './export-progress.js';
import { guardedRoutes } from './guard.js';
import { readAfter } from '../repositories/list-query.js';
import { firstPage, listPages, type ReadPage } from './list-rows.js';

/**
 * Every list's export. `GET /<resource>/export?format=csv|xlsx&<the list's own query>&columns=…` writes what the
 * list shows (its search, filters, date range and sort, the caller's row scopes, the columns in the order
 * shown), streamed: the rows are read through the list's own read by keyset, a page at a time after the last
 * row written (list-rows.ts), so the whole export costs about as much as its rows, and written to the response
 * as they come, so neither the server nor the browser holds the file. With the page's `ready` mark, the rows
 * written so far are answered by `GET /<resource>/export-progress?ready=<ready>`. A browser download cannot send the Bearer token: `POST /<resource>/export-token` gives a
 * one-minute token for the link instead (SECURITY.md, "Export downloads").
 *
 * The file is one a spreadsheet computes with and a person opens safely: an XLSX holds amounts and counts as
 * numbers and dates as dates, in the screen's formats; a CSV writes them plainly ('1572.1', '2026-10-20') unless
 * `values=shown` asks for the screen's texts; no CSV cell starts a formula (contracts' neutraliseCsvCell).
 */

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const downloadTokensOf = new WeakMap<FastifyInstance, DownloadTokens>();

function downloadTokens(app: FastifyInstance): DownloadTokens {
  let tokens = downloadTokensOf.get(app);
  if (!tokens) {
    const secret = app.config.jwtSecret;
    if (!secret)
      throw new Error('No JWT secret: set JWT_SECRET, or let the server keep one in the database.');
    tokens = createDownloadTokens(secret);
    downloadTokensOf.set(app, tokens);
  }
  return tokens;
}

export interface ListExportOptions<Row extends { id: string }> {
  resource: Resource & keyof typeof listDefinitions;
  /** The list's columns (contracts' list columns): the export writes their headers and cell texts. */
  columns: readonly ListColumn<Row>[];
  /** One page of the list as the caller sees it: the list route's own read, with its filters, sort and scopes. */
  readPage: ReadPage<Row>;
  /**
   * Every row after a keyset (readAfter), `batch` at a time through one cursor: how an export reads past its
   * first page where the database has cursors to spare (PostgreSQL); absent, it reads keyset page after page.
   */
  rowsFrom?: (request: FastifyRequest, query: ListQuery, batch: number) => AsyncGenerator<readonly Row[]>;
  /** Columns written after the chosen ones whatever the list shows (an importable list's ID and Version). */
  trailing?: readonly ListColumn<Row>[];
}

/** A cookie of the page's export mark: the page reads it, and it is gone in two minutes. */
const markCookie = (name: string, value: string) => `${name}=${value}; Path=/; Max-Age=120; SameSite=Strict`;

/**
 * A refused export (401, 403, 400, a 5xx) of a request with the page's mark sets the refusal cookie holding the
 * answer's message: a refused download starts no file, and the page would otherwise wait for one.
 */
function markRefusal(resource: Resource) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode < 400) return payload;
    const mark = exportProgressQuerySchema.safeParse({
      ready: (request.query as Record<string, unknown> | undefined)?.ready,
    });
    if (!mark.success) return payload;
    let message = exportTexts.failed(resourceLabels[resource].plural);
    try {
      const said = (JSON.parse(String(payload)) as { message?: unknown }).message;
      if (typeof said === 'string' && said !== '') message = said;
    } catch {
      // Not the error handler's JSON: the general words.
    }
    reply.header('set-cookie', markCookie(exportRefusedCookie(mark.data.ready), encodeURIComponent(message)));
    return payload;
  };
}

/** The first message of a failed parse, as a 400. */
function badRequest(error: z.ZodError): AppError {
  return new AppError(400, error.issues[0]?.message ?? exportTexts.formatRequired);
}

/** Registers POST /export-token and GET /export under the resource's prefix. */
export function registerListExport<Row extends { id: string }>(
  app: FastifyInstance,
  options: ListExportOptions<Row>,
): void {
  const { resource, columns, readPage } = options;
  const listSchema = listQuerySchema(resource);
  const paramsSchema = exportParamsSchema(columns.map((column) => column.field));
  const tags = [resource];

  /** The Bearer token when the request has one (a script, a test), else the download link's token. */
  const authenticateExport = async (request: FastifyRequest) => {
    if (request.headers.authorization) return app.authenticate(request);
    const token = (request.query as Record<string, unknown>).download_token;
    if (typeof token !== 'string' || token === '') throw new AppError(401, authMessages.unauthenticated);
    const claims = await downloadTokens(app).verify(token, resource);
    if (!claims) throw new AppError(401, exportTexts.linkInvalid);
    // The session the link came from must still stand: a logout, a new password or a new role ends it.
    const role = await app.checkSession(claims);
    request.user = { id: claims.id, role };
  };

  // Operation ids after the resource (exportSales, createSalesExportToken), as the OpenAPI tools show them.
  const named = pascal(resource);
  const declare = guardedRoutes(app, resource);
  app.post(
    '/export-token',
    declare('list', {
      operationId: `create${named}ExportToken`,
      response: { 200: downloadTokenResponseSchema, ...errorResponses(401, 403) },
    }),
    async (request) => {
      const user = currentUser(request);
      const session = request.session;
      if (!session) throw new AppError(401, authMessages.unauthenticated);
      const { token, expiresAt } = await downloadTokens(app).sign(
        { id: user.id, role: user.role, jti: session.jti, tv: session.tokenVersion },
        resource,
      );
      return { token, expires_at: expiresAt.toISOString() };
    },
  );

  const progress = exportProgressBoard(app);
  app.get(
    '/export-progress',
    declare('list', {
      operationId: `get${named}ExportProgress`,
      querystring: exportProgressQuerySchema,
      response: { 200: exportProgressSchema, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      const { ready } = request.query as { ready: string };
      const answer = progress.read(currentUser(request).id, resource, ready);
      if (!answer) throw new AppError(404, exportTexts.progressUnknown);
      return answer;
    },
  );

  app.get(
    '/export',
    {
      // The Bearer header or a download link's token; then the list's own guard, at the same hook point.
      onRequest: [authenticateExport],
      onSend: markRefusal(resource),
      config: { binaryResponse: { description: 'The list as a file', types: Object.values(CONTENT_TYPES) } },
      preValidation: [app.authorize(resource, 'list')],
      schema: {
        operationId: `export${named}`,
        tags,
        security: bearerAuth,
        // The export's own keys, described for the OpenAPI document; the list's own query keys (q, filters,
        // sort, from/to) pass through and are read by the list's schema below.
        querystring: paramsSchema.loose(),
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const params = paramsSchema.safeParse(query);
      if (!params.success) throw badRequest(params.error);
      const list = listSchema.safeParse(query);
      if (!list.success) throw badRequest(list.error);
      // Export selected: only these rows of the list, still read through the list's own read,
      // so an id outside the caller's scopes (or the list's filters) is simply not found.
      const ids = query.ids === undefined ? undefined : exportIdsSchema.safeParse(query.ids);
      if (ids && !ids.success) throw badRequest(ids.error);
      const wanted = ids ? new Set(ids.data.map((id) => id.toLowerCase())) : undefined;
      // The read's session check answers before the file starts: a refusal is a refusal, not a broken file.
      await confirmSession(request);

      const fields = params.data.columns?.length
        ? params.data.columns
        : columns.map((column) => column.field);
      const chosen = [
        ...fields.flatMap((field) => columns.filter((column) => column.field === field)),
        ...(options.trailing ?? []),
      ];
      const listQuery = list.data as unknown as ListQuery;
      const format = params.data.format;
      // Rows a keyset page reads (EXPORT_PAGE_SIZE): memory is about one page, each page one round trip.
      const pageSize = app.config.exportPageSize;

      // The first page is read before the file starts: whatever the list refuses (a date such as 2026-02-30
      // that only the database finds impossible) is refused here with the list's own answer, not a broken file.
      const first = await firstPage(request, readPage, listQuery, pageSize);

      // The page's mark counts the rows handed to the file, for the page to show while it downloads.
      const mark = params.data.ready;
      const counter = mark ? progress.start(currentUser(request).id, resource, mark) : undefined;

      async function* pages(): AsyncGenerator<readonly Row[]> {
        const { rowsFrom } = options;
        const source =
          rowsFrom && first.next
            ? (async function* () {
                yield first.items;
                yield* rowsFrom(
                  request,
                  readAfter({ ...listQuery, page: 1, pageSize }, first.next ?? null),
                  pageSize,
                );
              })()
            : listPages(request, readPage, listQuery, pageSize, first);
        for await (const items of source) {
          const page = wanted ? items.filter((item) => wanted.delete(item.id)) : items;
          if (page.length > 0) yield page;
          if (counter) counter.rows += page.length;
          // Every selected row written.
          if (wanted?.size === 0) return;
        }
      }

      const body = new PassThrough();
      const writing =
        format === 'csv'
          ? writeCsv(chosen, pages(), body, params.data.values ?? 'plain')
          : writeXlsx(chosen, pages(), body, resource, first.items);
      // Done once the response has every byte of the file; failed when the writing stops short.
      body.once('end', () => counter?.finish('done'));
      writing.catch(() => counter?.finish('failed'));
      writing.catch((error: unknown) => {
        // Headers are gone by now: the download breaks off (the browser shows it failed) and the log says why.
        request.log.error({ err: error }, exportTexts.failed(resourceLabels[resource].plural));
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      if (params.data.ready)
        reply.header('set-cookie', markCookie(exportStartedCookie(params.data.ready), '1'));
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName(resource, format, todayIso())}"`,
        )
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
