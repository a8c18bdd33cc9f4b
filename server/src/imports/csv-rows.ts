import { setImmediate as nextTurn } from 'node:timers/promises';
import { IMPORT_MAX_ROW_CHARS } from '@logistics/shared/contracts/imports';
import { restoreCsvCell } from '@logistics/shared/contracts/exports';
import { importTexts } from '@logistics/shared/contracts/messages';
import { AppError } from '../errors.js';
import { decodeText, RowLimits, type FileRow } from './read-file.js';

/** CSV characters read between two turns of the event loop. */
const PIECE_CHARS = 64 * 1024;

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
