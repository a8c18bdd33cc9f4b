import { once, type EventEmitter } from 'node:events';
import type { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { neutraliseCsvCell, type ExportValues } from '@logistics/shared/contracts/exports';
import {
  columnPlain,
  columnText,
  type CellKind,
  type ListColumn,
} from '@logistics/shared/contracts/list-columns';
import { toBig } from '@logistics/shared/contracts/money';

// The two files an export writes, CSV and XLSX, from the list's columns and its pages of rows as they are read:
// each waits while the response is full and stops when the client has gone.

/** A decimal as PostgreSQL writes a numeric: an optional sign, no leading zeros, an optional fraction. */
const DECIMAL_TEXT = /^(-?(?:0|[1-9]\d*))(?:\.(\d+))?$/;

/**
 * An amount as a spreadsheet reads it: no sign of currency, no thousands separator, at least two decimals and
 * no trailing zeros past them ('1572.100' → '1572.10'). A plain decimal is rewritten as text (an export writes
 * a million of them); anything else goes through big.js, exactly.
 */
export function plainAmount(value: string | number): string {
  const decimal = DECIMAL_TEXT.exec(String(value));
  if (!decimal) {
    const amount = toBig(value);
    const decimals = amount.toFixed().split('.')[1]?.length ?? 0;
    return amount.toFixed(Math.max(2, decimals));
  }
  const fraction = (decimal[2] ?? '').replace(/0+$/, '');
  return `${decimal[1]}.${fraction.padEnd(2, '0')}`;
}

/** 'YYYY-MM-DD' from a date or date-time value; undefined when it is neither. */
function isoDay(value: string | number): string | undefined {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(String(value))?.[0];
  return day;
}

/** A CSV cell: plain (amounts and dates as a spreadsheet reads them) or as shown; never a formula. */
function csvCell<Row>(column: ListColumn<Row>, row: Row, values: ExportValues): string {
  if (values === 'plain' && column.kind) {
    const plain = columnPlain(column, row);
    if (plain === null) return '';
    if (column.kind === 'money') return plainAmount(plain);
    if (column.kind === 'date') return isoDay(plain) ?? '';
    return String(plain);
  }
  return neutraliseCsvCell(columnText(column, row));
}

/** Resolves once `stream` emits `event` or the response `body` is closed (the client went away), whichever is first. */
async function untilOrClosed(stream: EventEmitter, event: string, body: PassThrough): Promise<void> {
  // Whichever comes first removes the other's listener: a long export waits thousands of times.
  const settled = new AbortController();
  const { signal } = settled;
  try {
    await Promise.race([once(stream, event, { signal }), once(body, 'close', { signal })]);
  } finally {
    settled.abort();
  }
}

/** Resolves once `body` has room again (or is closed): what a write that returned false waits for. */
function roomIn(body: PassThrough): Promise<void> {
  return untilOrClosed(body, 'drain', body);
}

/** A cell RFC 4180 quotes: one holding the delimiter, a quote or a line break. */
const NEEDS_QUOTES = /[",\r\n]/;

/** A CSV field: quoted, its quotes doubled, when it needs it (as csv-stringify writes it; a test holds them equal). */
export function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * RFC 4180 CSV, with a BOM so spreadsheet programs read it as UTF-8. A page of rows is written as one string
 * (each field quoted only when it needs it), and the next waits while the response is full: memory stays about a
 * page.
 */
export async function writeCsv<Row>(
  columns: readonly ListColumn<Row>[],
  pages: AsyncGenerator<readonly Row[]>,
  body: PassThrough,
  values: ExportValues,
): Promise<void> {
  const line = (cells: readonly string[]) => cells.map(csvField).join(',');
  body.write(`\ufeff${line(columns.map((column) => neutraliseCsvCell(column.header)))}\n`);
  for await (const page of pages) {
    // The client went away: stop reading (the XLSX writer stops the same way).
    if (body.destroyed) throw new Error('The download was broken off.');
    let text = '';
    for (const row of page) {
      let record = '';
      for (let index = 0; index < columns.length; index += 1) {
        const field = csvField(csvCell(columns[index] as ListColumn<Row>, row, values));
        record = index === 0 ? field : `${record},${field}`;
      }
      text += `${record}\n`;
    }
    if (!body.write(text)) await roomIn(body);
  }
  body.end();
}

/** The screen's formats: money as '$1,572.10' (a third decimal when stored), dates as '2026-Oct-20'. */
const XLSX_FORMATS: Record<CellKind, string | undefined> = {
  money: '"$"#,##0.00#;-"$"#,##0.00#',
  date: 'yyyy-mmm-dd',
  number: undefined,
};

/**
 * An XLSX cell: an amount or count as a number, a date as a date (a spreadsheet sums and sorts them), anything
 * else, ids included, as text. exceljs writes a string as a string cell, never a formula, whatever it starts with.
 */
function xlsxCell<Row>(column: ListColumn<Row>, row: Row): string | number | Date | null {
  if (!column.kind) return columnText(column, row);
  const plain = columnPlain(column, row);
  if (plain === null) return null;
  if (column.kind === 'date') {
    const day = isoDay(plain);
    return day ? new Date(`${day}T00:00:00Z`) : null;
  }
  const number = Number(plain);
  return Number.isFinite(number) ? number : columnText(column, row);
}

/** Column widths fitted to the header and the first page's texts (the rows after it are not read yet). */
function columnWidths<Row>(columns: readonly ListColumn<Row>[], sample: readonly Row[]): number[] {
  return columns.map((column) => {
    const longest = Math.max(
      column.header.length,
      ...sample.map((row) =>
        Math.max(
          ...columnText(column, row)
            .split('\n')
            .map((line) => line.length),
        ),
      ),
    );
    return Math.min(Math.max(longest + 2, 8), 60);
  });
}

/** The sheet's XML waiting for the zip beyond which the writer waits (about a page of a wide list). */
const ZIP_BACKLOG_BYTES = 2 * 1024 * 1024;

/** The zip's end of a worksheet's XML: a stream (readable-stream 2) whose write buffer holds what waits. */
interface ZipInput extends EventEmitter {
  _writableState: { length: number };
}

/**
 * Where exceljs's streaming worksheet (4.4.0) writes its XML into the zip: its `stream`, which ignores
 * back-pressure, pipes into this one once the zip has started the sheet's entry (undefined before). A test
 * holds the path, so an exceljs that moves it fails there.
 */
export function zipInputOf(worksheet: ExcelJS.Worksheet): ZipInput | undefined {
  const { stream } = worksheet as unknown as { stream: { pipes?: Array<Partial<ZipInput>> } };
  if (!Array.isArray(stream.pipes)) throw new Error("exceljs no longer pipes a worksheet's XML as expected");
  const [input] = stream.pipes;
  if (input && !input._writableState) throw new Error("exceljs's zip input has no write buffer to wait on");
  return input as ZipInput | undefined;
}

/** XLSX through exceljs's streaming writer: each row is committed (written out) as soon as it is added. */
export async function writeXlsx<Row>(
  columns: readonly ListColumn<Row>[],
  pages: AsyncGenerator<readonly Row[]>,
  body: PassThrough,
  sheet: string,
  firstPage: readonly Row[],
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: body,
    useStyles: true,
    useSharedStrings: false,
  });
  // The header row stays in view while the rows scroll.
  const worksheet = workbook.addWorksheet(sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  const widths = columnWidths(columns, firstPage);
  worksheet.columns = columns.map((column, index) => ({ key: column.field, width: widths[index] }));
  // A column's format is one style object that each of its cells is given: exceljs looks a style up by the
  // object, so a million cells share one lookup, where a style of their own (as a column's style gives each
  // cell) would be written out and compared once per cell, a fifth of the whole file's time.
  const styles = columns.map((column): Partial<ExcelJS.Style> => {
    const numFmt = column.kind && XLSX_FORMATS[column.kind];
    return numFmt ? { numFmt } : {};
  });
  const header = worksheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  for await (const page of pages) {
    for (const item of page) {
      // The client went away: the file is not finished (the CSV writer says so the same way).
      if (body.destroyed) throw new Error('The download was broken off.');
      const row = worksheet.addRow(columns.map((column) => xlsxCell(column, item)));
      styles.forEach((style, index) => {
        row.getCell(index + 1).style = style;
      });
      row.commit();
      // The zip writer has no back-pressure of its own: wait while the response is full.
      if (body.writableNeedDrain) await roomIn(body);
    }
    // exceljs hands the sheet's XML to the zip without waiting for it: once a page's worth waits to be
    // compressed, the next page waits for the zip, so memory stays about a page whatever the list's size.
    const zip = zipInputOf(worksheet);
    if (zip && zip._writableState.length > ZIP_BACKLOG_BYTES) await untilOrClosed(zip, 'drain', body);
  }
  worksheet.commit();
  await workbook.commit();
}
