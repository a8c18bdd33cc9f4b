import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import {
  IMPORT_MAX_CELL_CHARS,
  IMPORT_MAX_ROW_CHARS,
  IMPORT_MAX_ROWS,
  IMPORT_MAX_UNZIPPED_BYTES,
  IMPORT_MAX_ZIP_ENTRIES,
  IMPORT_MAX_ZIP_RATIO,
} from '@logistics/shared/contracts/imports';
import { restoreCsvCell } from '@logistics/shared/contracts/exports';
import { importTexts } from '@logistics/shared/contracts/messages';
import { AppError } from '../errors.js';

/**
 * An import file's rows, read in bounded steps. What no list file is gets refused as soon as it is seen: a row
 * past the row limit (blank rows count), a row with more columns than the list has plus a margin, a cell or a row
 * past a sane length, an XLSX file whose zip would unpack to more than a list's workbook does. The text is read
 * in small pieces with a turn of the event loop between them, so no step holds up other requests for long, and
 * nothing is written to disk: the few parts of an XLSX file that are read are inflated in memory a chunk at a
 * time, each stopped past its bounded declared size.
 */

export interface FileRow {
  /** The row number as a spreadsheet shows it: the header is row 1, a multi-line cell is one row. */
  row: number;
  cells: string[];
}

export type Format = 'csv' | 'xlsx';

/** CSV characters read between two turns of the event loop. */
const PIECE_CHARS = 64 * 1024;
const MEGABYTE = 1024 * 1024;

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
class RowLimits {
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

const COMMA = 0x2c;
const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/**
 * CSV records (RFC 4180: fields separated by commas, records by CRLF, LF or CR, a quoted field's quotes doubled),
 * from the file's text; `null` marks a pause, every PIECE_CHARS characters read. A record is refused as soon as it
 * has more fields (empty ones too) than `maxColumns` or more characters than a row may have, before the rest of it
 * is read: so no single record, however the file is made, costs more than a row's worth of work.
 */
function* csvRecords(text: string, maxColumns: number): Generator<string[] | null> {
  const length = text.length;
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let paused = at;
  let row = 1;
  let record: string[] = [];
  let chars = 0;
  const tooLong = () => new AppError(400, importTexts.rowTooLong(row, IMPORT_MAX_ROW_CHARS));
  while (at < length) {
    let value: string;
    if (text.charCodeAt(at) === QUOTE) {
      value = '';
      let from = at + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote === -1) throw new Error(`Row ${row}: a quoted cell is not closed`);
        value += text.slice(from, quote);
        if (chars + value.length > IMPORT_MAX_ROW_CHARS) throw tooLong();
        if (text.charCodeAt(quote + 1) !== QUOTE) {
          at = quote + 1;
          break;
        }
        value += '"';
        from = quote + 2;
      }
      const next = text.charCodeAt(at);
      if (at < length && next !== COMMA && next !== CR && next !== LF)
        throw new Error(`Row ${row}: text after a quoted cell`);
    } else {
      let end = at;
      const limit = Math.min(length, at + IMPORT_MAX_ROW_CHARS - chars + 1);
      while (end < limit) {
        const code = text.charCodeAt(end);
        if (code === COMMA || code === CR || code === LF) break;
        end += 1;
      }
      value = text.slice(at, end);
      at = end;
    }
    chars += value.length;
    if (chars > IMPORT_MAX_ROW_CHARS) throw tooLong();
    record.push(value);
    if (record.length > maxColumns) throw new AppError(400, importTexts.tooManyColumns(row, maxColumns));
    const code = text.charCodeAt(at);
    if (code === COMMA) {
      at += 1;
      // A comma that ends the file ends the record with one empty cell more.
      if (at === length) record.push('');
      else continue;
    } else if (code === CR) at += text.charCodeAt(at + 1) === LF ? 2 : 1;
    else if (code === LF) at += 1;
    yield record;
    record = [];
    chars = 0;
    row += 1;
    if (at - paused >= PIECE_CHARS) {
      paused = at;
      yield null;
    }
  }
}

export async function* csvRows(bytes: Buffer, maxColumns: number): AsyncGenerator<FileRow> {
  const limits = new RowLimits(maxColumns);
  let row = 0;
  for (const record of csvRecords(decodeText(bytes), maxColumns)) {
    if (record === null) {
      await nextTurn();
      continue;
    }
    row += 1;
    limits.checkRow(row);
    const cells = limits.cells(row, record);
    // A CSV export writes an apostrophe before a text a spreadsheet would run as a formula; reading one back
    // takes exactly that apostrophe off, as a spreadsheet does, so an export imports as the values it holds.
    if (cells) yield { row, cells: cells.map(restoreCsvCell) };
  }
}

const unpacksTooLarge = () =>
  new AppError(
    400,
    importTexts.unpacksTooLarge(
      IMPORT_MAX_ZIP_ENTRIES,
      IMPORT_MAX_UNZIPPED_BYTES / MEGABYTE,
      IMPORT_MAX_ZIP_RATIO,
    ),
  );

/** The zip's entries by name, from its central directory, refused before any is inflated when over the bounds. */
async function zipEntries(bytes: Buffer): Promise<{ zip: ZipFile; entries: Map<string, Entry> }> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, opened) =>
      error ? reject(error) : resolve(opened),
    ),
  );
  if (zip.entryCount > IMPORT_MAX_ZIP_ENTRIES) {
    zip.close();
    throw unpacksTooLarge();
  }
  const entries = new Map<string, Entry>();
  let total = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      total += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      // A small part's ratio says little (a few bytes of repeated XML); its size counts in the total.
      if (
        total > IMPORT_MAX_UNZIPPED_BYTES ||
        (entry.uncompressedSize > MEGABYTE && ratio > IMPORT_MAX_ZIP_RATIO)
      ) {
        reject(unpacksTooLarge());
        return;
      }
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  return { zip, entries };
}

/**
 * An entry's text, a piece (one inflated chunk) at a time; yauzl stops and fails the read when the part inflates
 * past its declared (bounded) size. No piece is joined to the others: the part is never held whole.
 */
async function* entryPieces(zip: ZipFile, entry: Entry): AsyncGenerator<string> {
  const stream = await new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const decoder = new TextDecoder('utf-8');
  try {
    for await (const chunk of stream) yield decoder.decode(chunk as Buffer, { stream: true });
    yield decoder.decode();
  } finally {
    stream.destroy();
  }
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
const attribute = (tag: SaxesTagPlain, name: string) =>
  Object.entries(tag.attributes).find(([key]) => localName(key) === name)?.[1];

interface XmlHandlers {
  open?: (name: string, tag: SaxesTagPlain) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
}

/** Parses a part's XML a piece at a time, stopping after each piece with a turn of the event loop. */
async function* xmlPieces(zip: ZipFile, entry: Entry, handlers: XmlHandlers): AsyncGenerator<void> {
  const parser = new SaxesParser();
  const { open, close, text: onText } = handlers;
  if (open) parser.on('opentag', (tag) => open(localName(tag.name), tag));
  if (close) parser.on('closetag', (tag) => close(localName(tag.name)));
  if (onText) {
    parser.on('text', onText);
    parser.on('cdata', onText);
  }
  for await (const piece of entryPieces(zip, entry)) {
    parser.write(piece);
    yield;
    await nextTurn();
  }
  parser.close();
}

async function parseXml(zip: ZipFile, entry: Entry, handlers: XmlHandlers): Promise<void> {
  for await (const _ of xmlPieces(zip, entry, handlers));
}

/** 'xl/' + 'worksheets/sheet1.xml', or an absolute '/xl/worksheets/sheet1.xml'. */
function partPath(base: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = base.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

/** The workbook's first sheet and its shared strings, as their parts' paths. */
async function workbookParts(
  zip: ZipFile,
  entries: Map<string, Entry>,
): Promise<{ sheet: string | undefined; sharedStrings: string | undefined }> {
  const workbook = entries.get('xl/workbook.xml');
  const relations = entries.get('xl/_rels/workbook.xml.rels');
  if (!workbook || !relations) return { sheet: undefined, sharedStrings: undefined };
  let firstSheetId: string | undefined;
  await parseXml(zip, workbook, {
    open: (name, tag) => {
      if (name === 'sheet' && firstSheetId === undefined) firstSheetId = attribute(tag, 'id');
    },
  });
  let sheet: string | undefined;
  let sharedStrings: string | undefined;
  await parseXml(zip, relations, {
    open: (name, tag) => {
      if (name !== 'Relationship') return;
      const target = attribute(tag, 'Target');
      if (!target) return;
      if (attribute(tag, 'Id') === firstSheetId) sheet = partPath('xl/workbook.xml', target);
      if (attribute(tag, 'Type')?.endsWith('/sharedStrings'))
        sharedStrings = partPath('xl/workbook.xml', target);
    },
  });
  return { sheet, sharedStrings };
}

/** The shared strings' texts (a rich text's runs joined, its phonetic hints left out). */
async function sharedStringsOf(zip: ZipFile, entry: Entry | undefined): Promise<string[]> {
  if (!entry) return [];
  const strings: string[] = [];
  let current = '';
  let inText = false;
  let phonetic = 0;
  await parseXml(zip, entry, {
    open: (name) => {
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && phonetic === 0) inText = true;
    },
    close: (name) => {
      if (name === 'si') strings.push(current);
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 't') inText = false;
    },
    text: (text) => {
      if (inText) current += text;
    },
  });
  return strings;
}

const booleanText = (value: string) => (value === '1' ? 'TRUE' : 'FALSE');

/** 'C12' → 2 (zero-based), or undefined without a reference. */
function columnIndex(reference: string | undefined): number | undefined {
  const letters = /^[A-Z]+/i.exec(reference ?? '')?.[0];
  if (!letters) return undefined;
  let index = 0;
  for (const letter of letters.toUpperCase()) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

/** The first worksheet's rows: a cell's text as the sheet stores it (a formula's last result). */
export async function* xlsxRows(bytes: Buffer, maxColumns: number): AsyncGenerator<FileRow> {
  const limits = new RowLimits(maxColumns);
  const { zip, entries } = await zipEntries(bytes);
  try {
    const parts = await workbookParts(zip, entries);
    const sheetEntry = parts.sheet === undefined ? undefined : entries.get(parts.sheet);
    if (!sheetEntry) throw new Error('The workbook names no sheet');
    const shared = await sharedStringsOf(
      zip,
      parts.sharedStrings ? entries.get(parts.sharedStrings) : undefined,
    );

    const ready: FileRow[] = [];
    let row = 0;
    let cells: string[] = [];
    let column = 0;
    let type: string | undefined;
    let value = '';
    let capture = false;
    let phonetic = 0;
    const pieces = xmlPieces(zip, sheetEntry, {
      open: (name, tag) => {
        if (name === 'row') {
          const stated = Number(attribute(tag, 'r'));
          row = Number.isInteger(stated) && stated > row ? stated : row + 1;
          limits.checkRow(row);
          cells = [];
          column = 0;
        } else if (name === 'c') {
          column = columnIndex(attribute(tag, 'r')) ?? column;
          type = attribute(tag, 't');
          value = '';
        } else if (name === 'rPh') phonetic += 1;
        else if ((name === 'v' || name === 't') && phonetic === 0) capture = true;
      },
      close: (name) => {
        if (name === 'v' || name === 't') capture = false;
        else if (name === 'rPh') phonetic -= 1;
        else if (name === 'c') {
          const text =
            type === 's' ? (shared[Number(value)] ?? '') : type === 'b' ? booleanText(value) : value;
          if (text.trim() !== '') {
            if (column >= maxColumns) throw new AppError(400, importTexts.tooManyColumns(row, maxColumns));
            cells[column] = limits.cell(row, text);
          }
          column += 1;
        } else if (name === 'row') {
          const kept = limits.cells(
            row,
            Array.from(cells, (cell) => cell ?? ''),
          );
          if (kept) ready.push({ row, cells: kept });
        }
      },
      text: (text) => {
        if (!capture) return;
        value += text;
        limits.cell(row, value);
      },
    });
    // The rows a piece completed are handed on after it.
    for await (const _ of pieces) {
      yield* ready;
      ready.length = 0;
    }
    yield* ready;
  } finally {
    zip.close();
  }
}
