import {
  IMPORT_MAX_CELL_CHARS,
  IMPORT_MAX_ROW_CHARS,
  IMPORT_MAX_ROWS,
} from '@logistics/shared/contracts/imports';
import { importTexts } from '@logistics/shared/contracts/messages';
import { AppError } from '../errors.js';

/**
 * An import file's rows, read in bounded steps. What no list file is gets refused as soon as it is seen: a row
 * past the row limit (blank rows count), a row with more columns than the list has plus a margin, a cell or a row
 * past a sane length, an XLSX file whose zip would unpack to more than a list's workbook does. The text is read
 * in small pieces with a turn of the event loop between them, so no step holds up other requests for long, and
 * nothing is written to disk: the few parts of an XLSX file that are read are inflated in memory a chunk at a
 * time, each stopped past its bounded declared size. This module holds what both formats share: the format and
 * text of a file, and the bounds of its rows; csv-rows.ts and xlsx-rows.ts read each format's rows.
 */

export interface FileRow {
  /** The row number as a spreadsheet shows it: the header is row 1, a multi-line cell is one row. */
  row: number;
  cells: string[];
}

export type Format = 'csv' | 'xlsx';

/** The bytes decide: an XLSX file is a zip; a CSV file is text (no NUL byte near its start, but UTF-16's). */
export function formatOf(bytes: Buffer): Format | undefined {
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  if (utf16Of(bytes)) return 'csv';
  if (bytes.subarray(0, 4096).includes(0)) return undefined;
  return 'csv';
}

function utf16Of(bytes: Buffer): 'utf-16le' | 'utf-16be' | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return undefined;
}

/**
 * A CSV file's text: UTF-16 when it starts with its byte order mark, else UTF-8 (with or without one) when the
 * bytes are valid UTF-8, else Windows-1252 (what Excel writes as "CSV" on a Western Windows), which maps every
 * byte to a character. Only invalid UTF-16 leaves U+FFFD, which the row's check then names.
 */
export function decodeText(bytes: Buffer): string {
  const utf16 = utf16Of(bytes);
  if (utf16) return new TextDecoder(utf16).decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return windows1252(bytes);
  }
}

/**
 * Windows-1252 bytes 0x80 to 0x9F (the euro sign, typographic quotes, dashes…); the rest are Latin-1. Node's own
 * 'windows-1252' decoder reads them as Latin-1's control characters, which no text field takes.
 */
const WINDOWS_1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

function windows1252(bytes: Buffer): string {
  return bytes
    .toString('latin1')
    .replace(/[\u0080-\u009F]/g, (c) => WINDOWS_1252_HIGH.charAt(c.charCodeAt(0) - 0x80));
}

/** Counts rows as read and bounds their shape; a blank row counts but is not returned. */
export class RowLimits {
  constructor(private readonly maxColumns: number) {}

  /** The rows past the header a file may hold, blank ones included. */
  checkRow(row: number): void {
    if (row > IMPORT_MAX_ROWS + 1) throw new AppError(413, importTexts.tooManyRows(IMPORT_MAX_ROWS));
  }

  /** The row's cells up to its last one not empty, or undefined when the row is blank. */
  cells(row: number, cells: string[]): string[] | undefined {
    let end = cells.length;
    while (end > 0 && (cells[end - 1] ?? '').trim() === '') end -= 1;
    if (end === 0) return undefined;
    let length = 0;
    for (let i = 0; i < end; i += 1) length += this.cell(row, cells[i] ?? '').length;
    if (length > IMPORT_MAX_ROW_CHARS)
      throw new AppError(400, importTexts.rowTooLong(row, IMPORT_MAX_ROW_CHARS));
    if (end > this.maxColumns) throw new AppError(400, importTexts.tooManyColumns(row, this.maxColumns));
    return cells.slice(0, end);
  }

  cell(row: number, text: string): string {
    if (text.length > IMPORT_MAX_CELL_CHARS)
      throw new AppError(400, importTexts.cellTooLong(row, IMPORT_MAX_CELL_CHARS));
    return text;
  }
}
