import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  IMPORT_MAX_BYTES,
  importQuerySchema,
  importRefusalSchema,
  importResultSchema,
  importReportSchema,
  invalidRowCount,
  type ImportReport,
} from '@logistics/shared/contracts/imports';
import { importTexts, resourceLabels } from '@logistics/shared/contracts/messages';
import type { Resource } from '@logistics/shared/contracts/permissions';
import { isUniqueViolation } from '../db/errors.js';
import { AppError } from '../errors.js';
import { applyRows, RowConflict, type ImportWriter } from '../imports/apply-rows.js';
import { checkRows, type Checked, type ImportTarget } from '../imports/check-rows.js';
import { errorResponses } from '../schemas.js';
import { guardedRoutes } from './guard.js';
import { readMultipartFile } from './multipart-file.js';

/**
 * `POST /<resource>/import` takes a CSV or XLSX file (multipart `file`) in the list's export columns
 * (contracts' importColumns) and checks every row (imports/check-rows): with `?mode=upsert`, a row whose key
 * names an existing row updates it (only the file's columns, at the file's Version when it has one), the others
 * create rows; by default every row must be new. With `?dry_run=true` the answer is the report (the first rows
 * as read with what each does, every problem, the counts); without it, the file is checked again and its rows
 * written in one transaction (imports/apply-rows), or, when any row is invalid, none is (400 with the report).
 * A row that someone else created or changed between the check and the write is named in a 409 with the report.
 * Guarded like the create, and an upsert like the update too.
 */

export type ListImportOptions<Create> = ImportTarget<Create> & ImportWriter<Create>;

const MEGABYTE = 1024 * 1024;

type ImportMode = z.output<typeof importQuerySchema>['mode'];

/** The refusal: nothing was imported, and the report (with the server's counts) names the rows. */
const refusal = (report: ImportReport, message: string) => ({ ...report, message });

/** The route's OpenAPI description: a multipart file in, a report, a result or a refusal out. */
function importRouteSchema(resource: Resource) {
  return {
    operationId: `import${resource.charAt(0).toUpperCase()}${resource.slice(1)}`,
    consumes: ['multipart/form-data'],
    querystring: importQuerySchema,
    response: {
      200: importReportSchema.or(importResultSchema),
      400: importRefusalSchema.or(errorResponses(400)[400]),
      409: importRefusalSchema.or(errorResponses(409)[409]),
      ...errorResponses(401, 403, 413),
    },
  };
}

/**
 * Writes the checked rows in one transaction. Someone else wrote between the check and the write: nothing was
 * imported, and the 409 names the row (a unique value taken meanwhile is found by checking the file again, since a
 * batch's insert does not say which row's value it was). Answers the refusal, or undefined once written.
 */
async function writeChecked<Create>(
  app: FastifyInstance,
  options: ListImportOptions<Create>,
  checked: Checked<Create>,
  bytes: Buffer,
  mode: ImportMode,
): Promise<ReturnType<typeof refusal> | undefined> {
  try {
    await applyRows(app, options, checked.planned);
    return undefined;
  } catch (error) {
    if (error instanceof RowConflict)
      return refusal(checked.withProblems([error.problem]), importTexts.refusedAtCommit(1));
    const hit = options.constraints.find((c) => isUniqueViolation(error, c.constraint));
    if (!hit) throw error;
    const again = await checkRows(app.db, options, bytes, mode);
    if (again.report.errors.length === 0) throw new AppError(409, importTexts.conflict(hit.label));
    return refusal(again.report, importTexts.refusedAtCommit(invalidRowCount(again.report.errors)));
  }
}

/** The answer of a written import: how many rows, and what it did in the list's words. */
function importedAnswer(report: ImportReport, mode: ImportMode, resource: Resource) {
  const label = resourceLabels[resource];
  const { counts } = report;
  const imported = counts.created + counts.updated;
  const message =
    mode === 'upsert' ? importTexts.written(counts, label) : importTexts.imported(imported, label);
  return { imported, counts, message };
}

export function registerListImport<Create>(app: FastifyInstance, options: ListImportOptions<Create>): void {
  const { resource } = options;
  const importFile = async (request: FastifyRequest, reply: FastifyReply) => {
    const { dry_run: dryRun, mode } = request.query as z.output<typeof importQuerySchema>;
    // Updating rows is the update's right as well as the create's.
    if (mode === 'upsert') await app.authorize(resource, 'edit')(request);
    const { bytes } = await readMultipartFile(request, {
      notMultipart: importTexts.notMultipart,
      noFile: importTexts.noFile,
      oneFile: importTexts.oneFile,
      tooManyFields: importTexts.tooManyFields,
      bodyUnreadable: importTexts.bodyUnreadable,
      tooLarge: importTexts.tooLarge(IMPORT_MAX_BYTES / MEGABYTE),
    });
    const checked = await checkRows(app.db, options, bytes, mode);
    const { report } = checked;
    if (dryRun) return report;
    if (report.errors.length > 0)
      return reply.code(400).send(refusal(report, importTexts.refused(invalidRowCount(report.errors))));
    const refused = await writeChecked(app, options, checked, bytes, mode);
    if (refused) return reply.code(409).send(refused);
    return importedAnswer(report, mode, resource);
  };

  // Its own scope: the multipart parser, with this route's limits, serves this route only.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      // One byte more than the limit is enough to know a file is too large.
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 },
    });
    scope.post('/import', guardedRoutes(scope, resource)('create', importRouteSchema(resource)), importFile);
  });
}
