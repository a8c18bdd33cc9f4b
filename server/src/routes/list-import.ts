import { setImmediate as nextTurn } from 'node:timers/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import {
  headerKey,
  importColumns,
  importHeaders,
  importInput,
  IMPORT_MAX_BYTES,
  importMaxColumns,
  IMPORT_PREVIEW_ROWS,
  importQuerySchema,
  importRefusalSchema,
  importResultSchema,
  importReportSchema,
  invalidRowCount,
  type ImportProblem,
  type ImportReport,
  type ImportResource,
} from '@logistics/shared/contracts/imports';
import { importTexts, resourceLabels, serverMessages } from '@logistics/shared/contracts/messages';
import { isReservedPathName, pathKey } from '@logistics/shared/contracts/paths';
import { isUniqueViolation } from '../db/errors.js';
import type { DB } from '../db/schema.js';
import { AppError } from '../errors.js';
import { csvRows, formatOf, xlsxRows } from '../imports/read-file.js';
import type { Repositories } from '../repositories/index.js';
import { batches } from '../repositories/transaction-shared.js';
import { bearerAuth, errorResponses } from '../schemas.js';
import { guardFor } from './guard.js';

/**
 * `POST /<resource>/import` takes a CSV or XLSX file (multipart `file`) in the list's export
 * columns (contracts' importColumns). Every row goes through the create schema and the create's other checks
 * (a reserved name, a unique key already taken or repeated in the file, a category that does not exist), and
 * each problem is reported with its row number. With `?dry_run=true` the answer is that report (the first rows
 * as read, every problem); without it, the rows are inserted in one transaction, or, when any row is invalid,
 * none is (400 with the report). Guarded like the create. The file is read (imports/read-file) and checked in
 * slices, giving the event loop back between them, so no file holds up other requests.
 */

/** A value that must be unique (or a reference that must exist), as the database keys it. */
export interface ImportKey {
  /** The create field. */
  field: string;
  /** The field in messages ('name', 'SKU'), or for a reference the thing it names ('category'). */
  label: string;
  table: keyof DB;
  /** The SQL over the table's row that the unique index (or the lookup) uses: 'name_key', 'upper(sku)'. */
  expression: string;
  /** The same key from a value in the file. */
  normalize: (value: string) => string;
}

/** A name unique by its path key (products, vendors, categories). */
export const nameKey = (table: keyof DB): ImportKey => ({
  field: 'name',
  label: 'name',
  table,
  expression: 'name_key',
  normalize: pathKey,
});

/** A code unique whatever its letter case (a SKU, a VIN, a plate number): the index is on upper(column). */
export const upperKey = (table: keyof DB, field: string, label: string): ImportKey => ({
  field,
  label,
  table,
  expression: `upper(${field})`,
  normalize: (value) => value.trim().toUpperCase(),
});

export interface ListImportOptions<Create> {
  resource: ImportResource;
  /** The word in messages: 'product'. */
  thing: string;
  createSchema: z.ZodType<Create>;
  uniqueKeys: readonly ImportKey[];
  /** References by name that must name an existing row (a product's category). */
  references?: readonly ImportKey[];
  /** Whether the row's name becomes its path (it may not be one of the app's route words). */
  nameIsPath?: boolean;
  /** Inserts the rows, inside the import's transaction. */
  insert: (repositories: Repositories, rows: readonly Create[]) => Promise<void>;
  /** Unique constraints the insert may still hit (a row created since the check): a 409 naming the field. */
  constraints: ReadonlyArray<{ constraint: string; label: string }>;
}

/** Rows checked between two turns of the event loop. */
const SLICE_ROWS = 500;
const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';
const MEGABYTE = 1024 * 1024;
/** U+FFFD stands for bytes that were not text: such a cell is refused rather than stored. */
const REPLACEMENT = '\uFFFD';

interface Checked<Create> {
  report: ImportReport;
  rows: Create[];
}

export function registerListImport<Create>(app: FastifyInstance, options: ListImportOptions<Create>): void {
  const { resource, thing, createSchema } = options;
  const columns = importColumns[resource];
  const known = new Map(columns.map((column) => [headerKey(column.header), column]));
  const label = resourceLabels[resource];

  /** Reads and checks the file: every problem of every row, and the rows that have none. */
  async function check(bytes: Buffer): Promise<Checked<Create>> {
    const format = formatOf(bytes);
    if (!format) throw new AppError(400, importTexts.unknownFormat);
    const maxColumns = importMaxColumns(resource);
    const source = format === 'csv' ? csvRows(bytes, maxColumns) : xlsxRows(bytes, maxColumns);

    const problems: ImportProblem[] = [];
    const preview: ImportReport['preview'] = [];
    const parsed: Array<{ row: number; value: Create }> = [];
    let header: string[] | undefined;
    let read: number[] = [];
    let total = 0;
    /** The file's header of the column that fills a field, for the field's problems. */
    const columnOf = (field: string) => {
      const filling = columns.filter((column) => column.fields.includes(field));
      const present = filling.filter((column) =>
        header?.some((h) => headerKey(h) === headerKey(column.header)),
      );
      const column = present.at(-1) ?? filling[0];
      return (
        header?.find((h) => column && headerKey(h) === headerKey(column.header)) ?? column?.header ?? field
      );
    };

    try {
      for await (const { row, cells } of source) {
        if (!header) {
          header = cells.map((cell) => cell.trim());
          read = header.flatMap((text, index) => (known.has(headerKey(text)) ? [index] : []));
          if (read.length === 0) throw new AppError(400, importTexts.noColumns(importHeaders(resource)));
          continue;
        }
        total += 1;
        if (preview.length < IMPORT_PREVIEW_ROWS)
          preview.push({ row, cells: read.map((index) => cells[index] ?? '') });
        const unreadable = read.find((index) => cells[index]?.includes(REPLACEMENT));
        const byHeader = new Map(read.map((index) => [headerKey(header?.[index] ?? ''), cells[index] ?? '']));
        const result = createSchema.safeParse(importInput(columns, byHeader));
        if (unreadable !== undefined) {
          problems.push({ row, column: header[unreadable] ?? '', message: importTexts.notText });
        } else if (!result.success) {
          for (const issue of result.error.issues)
            problems.push({ row, column: columnOf(String(issue.path[0] ?? '')), message: issue.message });
        } else {
          const name = (result.data as { name?: unknown }).name;
          if (options.nameIsPath && typeof name === 'string' && isReservedPathName(name))
            problems.push({ row, column: columnOf('name'), message: serverMessages.reservedName(name) });
          else parsed.push({ row, value: result.data });
        }
        if (total % SLICE_ROWS === 0) await nextTurn();
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError(400, importTexts.unreadable(format.toUpperCase()));
    }
    if (!header) throw new AppError(400, importTexts.noColumns(importHeaders(resource)));
    if (total === 0) throw new AppError(400, importTexts.noRows);

    const valueOf = (entry: { value: Create }, field: string) => {
      const value = (entry.value as Record<string, unknown>)[field];
      return typeof value === 'string' && value !== '' ? value : undefined;
    };
    // A unique value twice in the file: the later rows are the problem, naming the first.
    for (const key of options.uniqueKeys) {
      const first = new Map<string, number>();
      for (const entry of parsed) {
        const value = valueOf(entry, key.field);
        if (value === undefined) continue;
        const seen = first.get(key.normalize(value));
        if (seen === undefined) first.set(key.normalize(value), entry.row);
        else
          problems.push({
            row: entry.row,
            column: columnOf(key.field),
            message: importTexts.duplicateInFile(key.label, value, seen),
          });
      }
    }
    // Taken already, or naming nothing: looked up a slice at a time.
    const lookups = [
      ...options.uniqueKeys.map((key) => ({ key, problemWhen: 'found' as const })),
      ...(options.references ?? []).map((key) => ({ key, problemWhen: 'missing' as const })),
    ];
    for (const { key, problemWhen } of lookups) {
      const values = [
        ...new Set(parsed.flatMap((entry) => valueOf(entry, key.field) ?? []).map(key.normalize)),
      ];
      const found = new Set<string>();
      for (const slice of batches(values, 1000)) {
        const rows = await sql<{ key: string }>`select ${sql.raw(key.expression)} as key from ${sql.table(
          key.table,
        )} where ${sql.raw(key.expression)} in (${sql.join(slice)})`.execute(app.db);
        for (const row of rows.rows) found.add(row.key);
        await nextTurn();
      }
      for (const entry of parsed) {
        const value = valueOf(entry, key.field);
        if (value === undefined || found.has(key.normalize(value)) !== (problemWhen === 'found')) continue;
        problems.push({
          row: entry.row,
          column: columnOf(key.field),
          message:
            problemWhen === 'found'
              ? serverMessages.duplicate(thing, key.label, value)
              : serverMessages.notFound(key.label, value),
        });
      }
    }

    problems.sort((a, b) => a.row - b.row);
    const invalid = new Set(problems.map((problem) => problem.row));
    const rows = parsed.filter((entry) => !invalid.has(entry.row)).map((entry) => entry.value);
    const headers = header;
    return {
      report: {
        total,
        valid: total - invalid.size,
        columns: read.map((index) => headers[index] ?? ''),
        ignored_columns: headers.filter((text, index) => text !== '' && !read.includes(index)),
        preview,
        errors: problems,
      },
      rows,
    };
  }

  // Its own scope: the multipart parser, with this route's limits, serves this route only.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      // One byte more than the limit is enough to know a file is too large.
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 },
    });

    scope.post(
      '/import',
      {
        ...guardFor(scope, resource)('create'),
        schema: {
          operationId: `import${resource.charAt(0).toUpperCase()}${resource.slice(1)}`,
          tags: [resource],
          security: bearerAuth,
          consumes: ['multipart/form-data'],
          querystring: importQuerySchema,
          response: {
            200: importReportSchema.or(importResultSchema),
            400: importRefusalSchema.or(errorResponses(400)[400]),
            ...errorResponses(401, 403, 409, 413),
          },
        },
      },
      async (request, reply) => {
        const { dry_run: dryRun } = request.query as z.output<typeof importQuerySchema>;
        if (!request.isMultipart()) throw new AppError(400, importTexts.notMultipart);
        let bytes: Buffer | undefined;
        try {
          for await (const part of request.parts()) {
            if (part.type !== 'file') continue;
            if (part.fieldname !== 'file' || bytes !== undefined) {
              part.file.resume();
              continue;
            }
            bytes = await part.toBuffer();
          }
        } catch (error) {
          if ((error as { code?: unknown }).code === FILE_TOO_LARGE)
            throw new AppError(413, importTexts.tooLarge(IMPORT_MAX_BYTES / MEGABYTE));
          throw error;
        }
        if (bytes === undefined) throw new AppError(400, importTexts.noFile);

        const { report, rows } = await check(bytes);
        if (dryRun) return report;
        if (report.errors.length > 0)
          return reply
            .code(400)
            .send({ ...report, message: importTexts.refused(invalidRowCount(report.errors)) });

        await app
          .transaction(async (repositories) => {
            for (const batch of batches(rows, SLICE_ROWS)) {
              await options.insert(repositories, batch);
              await nextTurn();
            }
          })
          .catch((error: unknown) => {
            const hit = options.constraints.find((c) => isUniqueViolation(error, c.constraint));
            // Someone created the same value between the check and the insert: nothing was imported.
            if (hit) throw new AppError(409, importTexts.conflict(hit.label));
            throw error;
          });
        return { imported: rows.length, message: importTexts.imported(rows.length, label) };
      },
    );
  });
}
