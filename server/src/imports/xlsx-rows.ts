import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import {
  IMPORT_MAX_UNZIPPED_BYTES,
  IMPORT_MAX_ZIP_ENTRIES,
  IMPORT_MAX_ZIP_RATIO,
} from '@logistics/shared/contracts/imports';
import { importTexts } from '@logistics/shared/contracts/messages';
import { AppError } from '../errors.js';
import { RowLimits, type FileRow } from './read-file.js';

const MEGABYTE = 1024 * 1024;

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
