import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type z } from 'zod';
import {
  downloadTokenResponseSchema,
  exportFileName,
  exportParamsSchema,
  exportStartedCookie,
  type ExportFormat,
} from '@logistics/shared/contracts/exports';
import { exportIdsSchema } from '@logistics/shared/contracts/bulk';
import { columnText, type ListColumn } from '@logistics/shared/contracts/list-columns';
import { listDefinitions, listQuerySchema, type ListQuery } from '@logistics/shared/contracts/lists';
import { authMessages, exportTexts, resourceLabels } from '@logistics/shared/contracts/messages';
import type { Resource } from '@logistics/shared/contracts/permissions';
import { todayIso } from '@logistics/shared/contracts/validation';
import { createDownloadTokens, type DownloadTokens } from '../auth/download-tokens.js';
import { AppError } from '../errors.js';
import { confirmSession, currentUser } from '../plugins/app/auth.js';
import { bearerAuth, errorResponses } from '../schemas.js';
import { pascal } from '../plugins/external/swagger.js';
import { guardFor } from './guard.js';

/**
 * Issue 23, item 1: every list's export. `GET /<resource>/export?format=csv|xlsx&<the list's own query>&columns=…`
 * writes what the list shows (its search, filters, date range and sort, the caller's row scopes, the columns in
 * the order shown) as the screen shows it (contracts' list columns), streamed: the rows are read a page at a time
 * through the list's own read and written to the response as they come, so neither the server nor the browser
 * holds the file. A browser download cannot send the Bearer token: `POST /<resource>/export-token` gives a
 * one-minute token for the link instead (SECURITY.md, "Export downloads").
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
  readPage: (request: FastifyRequest, query: ListQuery) => Promise<readonly Row[]>;
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
  const definition = listDefinitions[resource];
  const listSchema = listQuerySchema(definition);
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
  app.post(
    '/export-token',
    {
      ...guardFor(app, resource)('list'),
      schema: {
        operationId: `create${named}ExportToken`,
        tags,
        security: bearerAuth,
        response: { 200: downloadTokenResponseSchema, ...errorResponses(401, 403) },
      },
    },
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

  app.get(
    '/export',
    {
      // The Bearer header or a download link's token; then the list's own guard, at the same hook point.
      onRequest: [authenticateExport],
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
      // Export selected (issue 23, item 2): only these rows of the list, still read through the list's own read,
      // so an id outside the caller's scopes (or the list's filters) is simply not found.
      const ids = query.ids === undefined ? undefined : exportIdsSchema.safeParse(query.ids);
      if (ids && !ids.success) throw badRequest(ids.error);
      const wanted = ids ? new Set(ids.data.map((id) => id.toLowerCase())) : undefined;
      // The read's session check answers before the file starts: a refusal is a refusal, not a broken file.
      await confirmSession(request);

      const fields = params.data.columns?.length
        ? params.data.columns
        : columns.map((column) => column.field);
      const chosen = fields.flatMap((field) => columns.filter((column) => column.field === field));
      const listQuery = list.data as unknown as ListQuery;
      const format = params.data.format;
      // Big enough that each page's own work (a count, the facets) is small beside its rows (EXPORT_PAGE_SIZE).
      const pageSize = app.config.exportPageSize;

      async function* rows(): AsyncGenerator<string[]> {
        yield chosen.map((column) => column.header);
        for (let page = 1; ; page += 1) {
          const items = await readPage(request, { ...listQuery, page, pageSize });
          for (const item of items) {
            if (wanted && !wanted.delete(item.id)) continue;
            yield chosen.map((column) => columnText(column, item));
          }
          // The last page, or every selected row written.
          if (items.length < pageSize || wanted?.size === 0) return;
        }
      }

      const body = new PassThrough();
      const writing = format === 'csv' ? writeCsv(rows(), body) : writeXlsx(rows(), body, resource);
      writing.catch((error: unknown) => {
        // Headers are gone by now: the download breaks off (the browser shows it failed) and the log says why.
        request.log.error({ err: error }, exportTexts.failed(resourceLabels[resource].plural));
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      if (params.data.ready) {
        const cookie = `${exportStartedCookie(params.data.ready)}=1; Path=/; Max-Age=120; SameSite=Strict`;
        reply.header('set-cookie', cookie);
      }
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

/** RFC 4180 CSV (csv-stringify quotes what needs it), with a BOM so spreadsheet programs read it as UTF-8. */
async function writeCsv(rows: AsyncGenerator<string[]>, body: PassThrough): Promise<void> {
  // pipeline pulls a row only when the response has room for it, and stops reading when the client goes away.
  await pipeline(Readable.from(rows), stringify({ bom: true }), body);
}

/** XLSX through exceljs's streaming writer: each row is committed (written out) as soon as it is added. */
async function writeXlsx(rows: AsyncGenerator<string[]>, body: PassThrough, sheet: string): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: body,
    useStyles: false,
    useSharedStrings: false,
  });
  const worksheet = workbook.addWorksheet(sheet);
  for await (const row of rows) {
    if (body.destroyed) return;
    worksheet.addRow(row).commit();
    // The zip writer has no back-pressure of its own: wait while the response is full.
    if (body.writableNeedDrain) await Promise.race([once(body, 'drain'), once(body, 'close')]);
  }
  worksheet.commit();
  await workbook.commit();
}
