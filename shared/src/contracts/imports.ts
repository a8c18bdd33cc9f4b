import * as z from '@logistics/shared/contracts/zod';
import { type ListColumn } from './list-columns.js';
import { categoryListColumns } from './categories.js';
import { customerListColumns } from './customers.js';
import { productListColumns, LOW_STOCK_THRESHOLD_LABEL } from './products.js';
import { vehicleListColumns } from './vehicles.js';
import { vendorListColumns } from './vendors.js';

/**
 * The master-data lists take a CSV or XLSX file in their export's columns. Each list's import
 * columns read the export's headers and cell texts back (a price '$1,234.50', a capacity '1000 kg', a type
 * 'Truck'), plus the create form's fields that the list does not show (a product's description), so a file a
 * user exported can be edited and imported again. Columns the import does not know (an id, a date, a count) are
 * ignored and named in the report.
 */

export const importResources = ['products', 'customers', 'vendors', 'categories', 'vehicles'] as const;
export type ImportResource = (typeof importResources)[number];

/** The largest file taken; a larger one is refused before it is read. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** The most rows under the header one file may hold. */
export const IMPORT_MAX_ROWS = 20_000;
/** How many of the file's first rows the report shows as they were read. */
export const IMPORT_PREVIEW_ROWS = 10;
/** The longest cell a list holds is a description of a few thousand characters. */
export const IMPORT_MAX_CELL_CHARS = 10_000;
/** The longest row (its cells' text together). */
export const IMPORT_MAX_ROW_CHARS = 100_000;
/** Columns a file may have beyond those of the list's export (notes, a spreadsheet's helper columns). */
export const IMPORT_EXTRA_COLUMNS = 20;
/**
 * An XLSX file is a zip. These bound what reading one may unpack, checked in its central directory before any
 * part is inflated: a workbook of one list has a dozen parts and unpacks to a few times its size.
 */
export const IMPORT_MAX_ZIP_ENTRIES = 1000;
export const IMPORT_MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;
/** How many times its packed size one part may unpack to (a sheet of real rows, some 10 to 30 times). */
export const IMPORT_MAX_ZIP_RATIO = 100;

/** One column of an import file: its header (matched without regard to case) and the create fields it fills. */
export interface ImportColumn {
  header: string;
  /** The create fields this column fills; the first names the column in a field's error. */
  fields: readonly string[];
  /** The create input's values from the cell's text (by default, the text as the first field). */
  read?: (text: string) => Record<string, unknown>;
}

const same =
  (field: string) =>
  (text: string): Record<string, unknown> => ({ [field]: text });

/** The list column's header, read into its field, optionally through `read`. */
function fromList<T>(
  columns: readonly ListColumn<T>[],
  field: string,
  read?: (text: string) => unknown,
): ImportColumn {
  const column = columns.find((candidate) => candidate.field === field);
  if (!column) throw new Error(`No list column ${field}`);
  return {
    header: column.header,
    fields: [field],
    read: read ? (text) => ({ [field]: read(text) }) : same(field),
  };
}

/** Digits grouped by thousands with commas, as the export writes money: '1,234' or '12,345,678.50'. */
const THOUSANDS_GROUPED = /^\d{1,3}(,\d{3})+(\.\d*)?$/;

/**
 * '$1,234.50' (the export's money text) or '1234.5' → '1234.50'-like text the create schema checks. A comma is
 * dropped only where it groups thousands: '1,5' (a decimal comma) or '12,34' stays as it is, for the schema to
 * refuse, rather than be read as 15 or 1234.
 */
export const readMoneyText = (text: string) => {
  const amount = text.replace(/^\s*\$/, '').trim();
  return THOUSANDS_GROUPED.test(amount) ? amount.replace(/,/g, '') : amount;
};
/** '1000 kg' → '1000'; anything else stays, for the schema to refuse. */
const withoutUnit = (unit: string) => (text: string) =>
  text.trim().replace(new RegExp(`\\s*${unit}$`, 'i'), '');
/** 'N/A' is how a list shows an absent value. */
const notApplicable = (read: (text: string) => string) => (text: string) =>
  text.trim().toUpperCase() === 'N/A' ? '' : read(text);

/**
 * The list's 'Vehicle' text ('Volvo FH 2020': make, model and year, as vehicleLabel writes it): the first word
 * is the make, a last word of four digits the year, the words between the model. Make, Model and Year columns,
 * when the file has them, come after it and win.
 */
function readVehicleLabel(text: string): Record<string, unknown> {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const year = words.length > 1 && /^\d{4}$/.test(words.at(-1) ?? '') ? words.pop() : undefined;
  const [make = '', ...model] = words;
  return { make, model: model.join(' '), ...(year ? { year } : {}) };
}

export const importColumns: Record<ImportResource, readonly ImportColumn[]> = {
  products: [
    fromList(productListColumns, 'name'),
    fromList(productListColumns, 'category'),
    fromList(productListColumns, 'price', readMoneyText),
    fromList(productListColumns, 'sku'),
    { header: 'Description', fields: ['description'] },
    { header: LOW_STOCK_THRESHOLD_LABEL, fields: ['low_stock_threshold'] },
  ],
  customers: [
    fromList(customerListColumns, 'name'),
    fromList(customerListColumns, 'email'),
    fromList(customerListColumns, 'phone'),
    fromList(customerListColumns, 'address'),
  ],
  vendors: [
    fromList(vendorListColumns, 'name'),
    fromList(vendorListColumns, 'email'),
    fromList(vendorListColumns, 'phone'),
    fromList(vendorListColumns, 'address'),
    fromList(vendorListColumns, 'description'),
  ],
  categories: [fromList(categoryListColumns, 'name'), fromList(categoryListColumns, 'description')],
  vehicles: [
    { header: 'Vehicle', fields: ['make', 'model', 'year'], read: readVehicleLabel },
    { header: 'Make', fields: ['make'] },
    { header: 'Model', fields: ['model'] },
    { header: 'Year', fields: ['year'] },
    fromList(vehicleListColumns, 'color'),
    fromList(vehicleListColumns, 'vin'),
    // The list shows 'Truck'; the type is 'truck'.
    fromList(vehicleListColumns, 'type', (text) => text.trim().toLowerCase()),
    fromList(vehicleListColumns, 'plate_number'),
    fromList(vehicleListColumns, 'cargo_capacity', withoutUnit('kg')),
    fromList(vehicleListColumns, 'mileage', notApplicable(withoutUnit('km/h'))),
    fromList(vehicleListColumns, 'engine_no'),
    fromList(vehicleListColumns, 'chassis_no'),
  ],
};

const listColumnCounts: Record<ImportResource, number> = {
  products: productListColumns.length,
  customers: customerListColumns.length,
  vendors: vendorListColumns.length,
  categories: categoryListColumns.length,
  vehicles: vehicleListColumns.length,
};

/** The most columns (up to the last one not empty) a row of the resource's import file may have. */
export const importMaxColumns = (resource: ImportResource) =>
  Math.max(listColumnCounts[resource], importColumns[resource].length) + IMPORT_EXTRA_COLUMNS;

/** The headers an import of the resource reads, in their order. */
export const importHeaders = (resource: ImportResource): string[] =>
  importColumns[resource].map((column) => column.header);

/** Headers match whatever their case and spacing. */
export const headerKey = (header: string) => header.trim().replace(/\s+/g, ' ').toLowerCase();

/** A row's create input from its cells (by header key); a column the file lacks leaves its fields absent. */
export function importInput(
  columns: readonly ImportColumn[],
  cells: ReadonlyMap<string, string>,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const column of columns) {
    const text = cells.get(headerKey(column.header));
    if (text === undefined) continue;
    Object.assign(input, (column.read ?? same(column.fields[0] as string))(text));
  }
  return input;
}

/**
 * How an import treats a row whose key (the list's key: a name, a VIN, a customer's ID) names an existing row:
 * `create` refuses it as taken (every row must be new); `upsert` updates that row with the file's columns.
 */
export const importModes = ['create', 'upsert'] as const;
export type ImportMode = (typeof importModes)[number];

/** The column an export adds so that its rows import back onto themselves, where the list does not show the key. */
export const IMPORT_ID_HEADER = 'ID';
/** The row's version, the export's last column: an update whose file was read from an older row is refused. */
export const IMPORT_VERSION_HEADER = 'Version';

/** The file's column that names the existing row an `upsert` row updates, and the row's field it matches. */
export const importMatchColumns: Record<ImportResource, { header: string; field: 'id' | 'name' | 'vin' }> = {
  products: { header: 'Name', field: 'name' },
  customers: { header: IMPORT_ID_HEADER, field: 'id' },
  vendors: { header: 'Name', field: 'name' },
  categories: { header: 'Name', field: 'name' },
  vehicles: { header: 'VIN', field: 'vin' },
};

/** The headers an export of an importable list writes after the list's columns: the key where not shown, the version. */
export const importTrailingHeaders = (resource: ImportResource): string[] => [
  ...(importColumns[resource].some((column) => column.header === importMatchColumns[resource].header)
    ? []
    : [importMatchColumns[resource].header]),
  IMPORT_VERSION_HEADER,
];

/** One problem of one row: its row number in the file (the header is row 1), its column and the message. */
export const importProblemSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportProblem = z.output<typeof importProblemSchema>;

/** What a row does: creates a row, updates one, leaves one as it is (its values are the row's), or is invalid. */
export const importActions = ['create', 'update', 'unchanged', 'invalid'] as const;
export type ImportAction = (typeof importActions)[number];

/** How many rows of the file do each thing. */
export const importCountsSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  invalid: z.number().int(),
});
export type ImportCounts = z.output<typeof importCountsSchema>;

/**
 * POST /<resource>/import?dry_run=true: what the file holds. The columns read (as the file names them) and
 * those ignored, the first rows as read with what each does, every problem of every invalid row, and how many
 * rows are valid and do what.
 */
export const importReportSchema = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  counts: importCountsSchema,
  columns: z.array(z.string()),
  ignored_columns: z.array(z.string()),
  preview: z.array(
    z.object({ row: z.number().int(), cells: z.array(z.string()), action: z.enum(importActions) }),
  ),
  errors: z.array(importProblemSchema),
});
export type ImportReport = z.output<typeof importReportSchema>;

/**
 * The import's refusal when a row is invalid (400), or when a row was created or changed by someone else between
 * the check and the write (409): nothing was imported, and the report (as checked then) says which row and why.
 */
export const importRefusalSchema = importReportSchema.extend({ message: z.string() });
export type ImportRefusal = z.output<typeof importRefusalSchema>;

/** POST /<resource>/import: every row imported, in one transaction; `imported` rows were written. */
export const importResultSchema = z.object({
  imported: z.number().int(),
  counts: importCountsSchema,
  message: z.string(),
});
export type ImportResult = z.output<typeof importResultSchema>;

export const importQuerySchema = z.object({
  dry_run: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  mode: z.enum(importModes).optional().default('create'),
});

/** The rows with at least one problem. */
export const invalidRowCount = (errors: readonly ImportProblem[]) => new Set(errors.map((e) => e.row)).size;
