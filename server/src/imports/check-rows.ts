import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import {
  headerKey,
  importColumns,
  importHeaders,
  importInput,
  importMatchColumns,
  importMaxColumns,
  IMPORT_PREVIEW_ROWS,
  importTrailingHeaders,
  IMPORT_VERSION_HEADER,
  type ImportAction,
  type ImportMode,
  type ImportProblem,
  type ImportReport,
  type ImportResource,
} from '@logistics/shared/contracts/imports';
import { importTexts, serverMessages } from '@logistics/shared/contracts/messages';
import { toBig } from '@logistics/shared/contracts/money';
import { isReservedPathName, pathKey } from '@logistics/shared/contracts/paths';
import { VERSION_INVALID } from '@logistics/shared/contracts/validation';
import type { DB } from '../db/schema.js';
import { AppError } from '../errors.js';
import { batches } from '../repositories/document-shared.js';
import { csvRows } from './csv-rows.js';
import { formatOf } from './read-file.js';
import { xlsxRows } from './xlsx-rows.js';

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

/** A value unique whatever its letter case, stored as typed (an older e-mail): the index is on lower(column). */
export const lowerKey = (table: keyof DB, field: string, label: string): ImportKey => ({
  field,
  label,
  table,
  expression: `lower(${field})`,
  normalize: (value) => value.toLowerCase(),
});

/** An existing row as its repository reads it. */
export type ImportRow = { id: string; version: number } & Record<string, unknown>;

/** What checking a file needs to know of its list. */
export interface ImportTarget<Create> {
  resource: ImportResource;
  /** The word in messages: 'product'. */
  thing: string;
  createSchema: z.ZodType<Create>;
  /** The update's fields, all optional (the update schema without its version). */
  changesSchema: z.ZodType<Record<string, unknown>>;
  uniqueKeys: readonly ImportKey[];
  /** References by name that must name an existing row (a product's category). */
  references?: readonly ImportKey[];
  /** Whether the row's name becomes its path (it may not be one of the app's route words). */
  nameIsPath?: boolean;
  /** Fields that hold amounts: '1234.5' is the same price as '1234.500'. */
  amounts?: readonly string[];
  /** The rows these keys name (the list's path keys); unknown ones left out. */
  findMany: (keys: readonly string[]) => Promise<ImportRow[]>;
}

/** A valid row and what writing it does. */
export type PlannedRow<Create> =
  | { row: number; action: 'create'; value: Create }
  | {
      row: number;
      action: 'update' | 'unchanged';
      /** The row's path key, for the repository's update. */
      key: string;
      /** Only the fields whose values differ from the row's. */
      changes: Record<string, unknown>;
      /** The row's version when checked: the update is written only while the row still has it. */
      version: number;
    };

export interface Checked<Create> {
  report: ImportReport;
  /** The valid rows. */
  planned: PlannedRow<Create>[];
  /** The report with more problems, found at the write (someone else wrote meanwhile): those rows are invalid. */
  withProblems: (added: readonly ImportProblem[]) => ImportReport;
}

/** Rows checked between two turns of the event loop. */
export const SLICE_ROWS = 500;
/** U+FFFD stands for bytes that were not text: such a cell is refused rather than stored. */
const REPLACEMENT = '\uFFFD';

/** '' and an absent value are the same cell: no value. */
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** A row read from the file, before it is checked against the list. */
interface ReadRow {
  row: number;
  input: Record<string, unknown>;
  /** The cell of the column the row is matched by (and of the Version), as written. */
  keyText: string;
  versionText: string;
  unreadableColumn?: string;
}

/**
 * Reads the file and checks every row: through the create schema (a new row) or, in `upsert` mode where its key
 * names an existing row, the update's (only the file's columns), then what the create and update check besides
 * (a reserved name, a unique key already another row's or repeated in the file, a category that does not exist,
 * the row's version when the file carries one). Every problem of every row is reported with its row number, and
 * each valid row's action planned. The rows are checked in slices, giving the event loop back between them.
 */
export async function checkRows<Create>(
  db: Kysely<DB>,
  target: ImportTarget<Create>,
  bytes: Buffer,
  mode: ImportMode,
): Promise<Checked<Create>> {
  const { resource, thing } = target;
  const columns = importColumns[resource];
  const match = importMatchColumns[resource];
  // The match and version columns are read only to update; a create-only import ignores them.
  const extra = mode === 'upsert' ? [headerKey(match.header), headerKey(IMPORT_VERSION_HEADER)] : [];
  const known = new Set([...columns.map((column) => headerKey(column.header)), ...extra]);
  const format = formatOf(bytes);
  if (!format) throw new AppError(400, importTexts.unknownFormat);
  const maxColumns = importMaxColumns(resource);
  const source = format === 'csv' ? csvRows(bytes, maxColumns) : xlsxRows(bytes, maxColumns);

  const problems: ImportProblem[] = [];
  const preview: Array<{ row: number; cells: string[] }> = [];
  const read: ReadRow[] = [];
  let header: string[] | undefined;
  let indexes: number[] = [];
  let total = 0;
  /** The file's header of the column that fills a field, for the field's problems. */
  const columnOf = (field: string) => {
    if (field === match.field && !columns.some((column) => column.fields.includes(field)))
      return match.header;
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
        indexes = header.flatMap((text, index) => (known.has(headerKey(text)) ? [index] : []));
        if (indexes.length === 0) throw new AppError(400, importTexts.noColumns(importHeaders(resource)));
        continue;
      }
      total += 1;
      if (preview.length < IMPORT_PREVIEW_ROWS)
        preview.push({ row, cells: indexes.map((index) => cells[index] ?? '') });
      const unreadable = indexes.find((index) => cells[index]?.includes(REPLACEMENT));
      const byHeader = new Map(
        indexes.map((index) => [headerKey(header?.[index] ?? ''), cells[index] ?? '']),
      );
      read.push({
        row,
        input: importInput(columns, byHeader),
        keyText: (byHeader.get(headerKey(match.header)) ?? '').trim(),
        versionText: (byHeader.get(headerKey(IMPORT_VERSION_HEADER)) ?? '').trim(),
        ...(unreadable === undefined ? {} : { unreadableColumn: header[unreadable] ?? '' }),
      });
      if (total % SLICE_ROWS === 0) await nextTurn();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(400, importTexts.unreadable(format.toUpperCase()));
  }
  if (!header) throw new AppError(400, importTexts.noColumns(importHeaders(resource)));
  if (total === 0) throw new AppError(400, importTexts.noRows);

  // The existing rows the file's keys name, a slice at a time.
  const normalizeKey = match.field === 'id' ? (text: string) => text.toLowerCase() : pathOrUpper(match.field);
  const existing = new Map<string, ImportRow>();
  if (mode === 'upsert') {
    const keys = [...new Set(read.flatMap((entry) => (entry.keyText ? [entry.keyText] : [])))];
    for (const slice of batches(keys, 1000)) {
      for (const row of await target.findMany(slice))
        existing.set(normalizeKey(String(row[match.field])), row);
      await nextTurn();
    }
  }

  /** Each valid row's values as they will be (a create's whole, an update's file columns), with its match. */
  const parsed: Array<{ row: number; values: Record<string, unknown>; plan: PlannedRow<Create> }> = [];
  for (const [index, entry] of read.entries()) {
    const { row } = entry;
    const current = entry.keyText ? existing.get(normalizeKey(entry.keyText)) : undefined;
    const result = (current ? target.changesSchema : target.createSchema).safeParse(entry.input);
    const versionProblem = current && versionCheck(entry.versionText, current.version, thing);
    if (entry.unreadableColumn !== undefined) {
      problems.push({ row, column: entry.unreadableColumn, message: importTexts.notText });
    } else if (!result.success) {
      for (const issue of result.error.issues)
        problems.push({ row, column: columnOf(String(issue.path[0] ?? '')), message: issue.message });
    } else if (versionProblem) {
      problems.push({ row, column: columnOf(IMPORT_VERSION_HEADER), message: versionProblem });
    } else {
      const values = result.data as Record<string, unknown>;
      const name = values.name;
      if (target.nameIsPath && typeof name === 'string' && isReservedPathName(name))
        problems.push({ row, column: columnOf('name'), message: serverMessages.reservedName(name) });
      else if (current) {
        const changes = differences(values, current, target);
        parsed.push({
          row,
          values: { ...values, id: current.id },
          plan: {
            row,
            action: Object.keys(changes).length > 0 ? 'update' : 'unchanged',
            key: String(current[match.field]),
            changes,
            version: current.version,
          },
        });
      } else parsed.push({ row, values, plan: { row, action: 'create', value: result.data as Create } });
    }
    if ((index + 1) % SLICE_ROWS === 0) await nextTurn();
  }

  const textOf = (entry: { values: Record<string, unknown> }, field: string) => {
    const value = entry.values[field];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  // A unique value (or the same existing row) twice in the file: the later rows are the problem, naming the first.
  const inFile: Array<{ field: string; label: string; normalize: (value: string) => string }> = [
    ...target.uniqueKeys,
    ...(mode === 'upsert' && !target.uniqueKeys.some((key) => key.field === match.field)
      ? [{ field: 'id', label: match.header, normalize: (value: string) => value }]
      : []),
  ];
  for (const key of inFile) {
    const first = new Map<string, number>();
    for (const entry of parsed) {
      const value = textOf(entry, key.field);
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
  // Taken already by another row, or naming nothing: looked up a slice at a time.
  const lookups = [
    ...target.uniqueKeys.map((key) => ({ key, unique: true })),
    ...(target.references ?? []).map((key) => ({ key, unique: false })),
  ];
  for (const { key, unique } of lookups) {
    const values = [...new Set(parsed.flatMap((entry) => textOf(entry, key.field) ?? []).map(key.normalize))];
    const owners = new Map<string, string>();
    for (const slice of batches(values, 1000)) {
      const rows = await sql<{
        key: string;
        id: string;
      }>`select ${sql.raw(key.expression)} as key, id from ${sql.table(
        key.table,
      )} where ${sql.raw(key.expression)} in (${sql.join(slice)})`.execute(db);
      for (const row of rows.rows) owners.set(row.key, row.id);
      await nextTurn();
    }
    for (const entry of parsed) {
      const value = textOf(entry, key.field);
      if (value === undefined) continue;
      const owner = owners.get(key.normalize(value));
      // A row's own value is no clash: an update keeps (or rewrites) its SKU.
      const problem = unique ? owner !== undefined && owner !== entry.values.id : owner === undefined;
      if (!problem) continue;
      problems.push({
        row: entry.row,
        column: columnOf(key.field),
        message: unique
          ? serverMessages.duplicate(thing, key.label, value)
          : serverMessages.notFound(key.label, value),
      });
    }
  }

  const invalid = new Set(problems.map((problem) => problem.row));
  const planned = parsed.filter((entry) => !invalid.has(entry.row)).map((entry) => entry.plan);
  const headers = header;
  // A create-only import does not read the key and version columns its export writes, nor warns of them.
  const unannounced = new Set(mode === 'create' ? importTrailingHeaders(resource).map(headerKey) : []);
  const reportWith = (added: readonly ImportProblem[]) =>
    reportOf(headers, unannounced, indexes, total, preview, [...problems, ...added], planned);
  return { report: reportWith([]), planned, withProblems: reportWith };
}

function reportOf(
  header: readonly string[],
  /** Columns not read and not named as ignored. */
  unannounced: ReadonlySet<string>,
  indexes: readonly number[],
  total: number,
  preview: ReadonlyArray<{ row: number; cells: string[] }>,
  problems: ImportProblem[],
  planned: ReadonlyArray<{ row: number; action: ImportAction }>,
): ImportReport {
  problems.sort((a, b) => a.row - b.row);
  const invalid = new Set(problems.map((problem) => problem.row));
  const valid = planned.filter((entry) => !invalid.has(entry.row));
  const actions = new Map(valid.map((entry) => [entry.row, entry.action]));
  const count = (action: ImportAction) => valid.filter((entry) => entry.action === action).length;
  return {
    total,
    valid: total - invalid.size,
    counts: {
      created: count('create'),
      updated: count('update'),
      unchanged: count('unchanged'),
      invalid: invalid.size,
    },
    columns: indexes.map((index) => header[index] ?? ''),
    ignored_columns: header.filter(
      (text, index) => text !== '' && !indexes.includes(index) && !unannounced.has(headerKey(text)),
    ),
    preview: preview.map((entry) => ({ ...entry, action: actions.get(entry.row) ?? 'invalid' })),
    errors: problems,
  };
}

function pathOrUpper(field: string): (text: string) => string {
  return field === 'name' ? pathKey : (text) => text.trim().toUpperCase();
}

/** The Version cell against the row's: none (no check), a whole number equal to it, or the problem. */
function versionCheck(text: string, current: number, thing: string): string | undefined {
  if (text === '') return undefined;
  if (!/^\d+$/.test(text)) return VERSION_INVALID;
  const version = Number(text);
  return version === current ? undefined : importTexts.changedSince(thing, version, current);
}

/** The file's values that differ from the row's: amounts by value, a reference by its key, '' as no value. */
function differences<Create>(
  values: Record<string, unknown>,
  current: ImportRow,
  target: ImportTarget<Create>,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const now = current[field];
    const reference = target.references?.find((key) => key.field === field);
    let same: boolean;
    if (isEmpty(value) || isEmpty(now)) same = isEmpty(value) && isEmpty(now);
    else if (target.amounts?.includes(field)) same = toBig(String(value)).eq(toBig(String(now)));
    else if (reference) same = reference.normalize(String(value)) === reference.normalize(String(now));
    else same = value === now;
    if (!same) changes[field] = value;
  }
  return changes;
}
