import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

/** A multipart/form-data body with one `file` field, as a browser's upload sends it. */
export function multipartFile(
  content: Buffer | string,
  filename = 'import.csv',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----import${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Rows as CSV text (cells quoted where they need it). */
export function csvOf(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Rows as an XLSX workbook of one sheet, as a spreadsheet program writes it (shared strings). */
export async function xlsxOf(rows: ReadonlyArray<ReadonlyArray<string | number>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A zip of the given entries in their order, deflated, as an archiver writes it. `declared` overrides an entry's
 * uncompressed size in its headers (a zip bomb's lie).
 */
export function zipOf(
  entries: ReadonlyArray<{ name: string; data: Buffer | string; declared?: number }>,
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declared } of entries) {
    const raw = Buffer.isBuffer(data) ? data : Buffer.from(data);
    const packed = deflateRawSync(raw);
    const fileName = Buffer.from(name);
    const crc = crc32(raw);
    const size = declared ?? raw.length;
    // The local header and the central directory record describe the entry with the same fields, the central
    // record's two bytes further on (after its "version made by").
    const describe = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at);
      header.writeUInt16LE(8, at + 4);
      header.writeUInt32LE(crc, at + 10);
      header.writeUInt32LE(packed.length, at + 14);
      header.writeUInt32LE(size, at + 18);
      header.writeUInt16LE(fileName.length, at + 22);
      return header;
    };
    const local = describe(Buffer.alloc(30), 4);
    local.writeUInt32LE(0x04034b50, 0);
    const central = describe(Buffer.alloc(46), 6);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const mainNs = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relNs = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A sheet's XML of rows of inline strings; `rows` may also be the XML of the rows itself. */
export function sheetXml(rows: ReadonlyArray<ReadonlyArray<string>> | string): string {
  const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  const body =
    typeof rows === 'string'
      ? rows
      : rows
          .map(
            (cells, r) =>
              `<row r="${r + 1}">${cells
                .map(
                  (cell, c) =>
                    `<c r="${String.fromCharCode(65 + c)}${r + 1}" t="inlineStr"><is><t>${escape(cell)}</t></is></c>`,
                )
                .join('')}</row>`,
          )
          .join('');
  return `${xml}<worksheet xmlns="${mainNs}"><sheetData>${body}</sheetData></worksheet>`;
}

/**
 * An XLSX file of one sheet whose part comes before the shared strings in the zip (the order in which a
 * streaming reader has to keep the sheet aside until it has read the strings). The sheet's cells name shared
 * strings by index when `shared` is given.
 */
export function xlsxSheetFirst(sheet: string | Buffer, shared: readonly string[] = []): Buffer {
  return zipOf([
    {
      name: '[Content_Types].xml',
      data: `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data: `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relNs}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `${xml}<workbook xmlns="${mainNs}" xmlns:r="${relNs}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relNs}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${relNs}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheet },
    {
      name: 'xl/sharedStrings.xml',
      data: `${xml}<sst xmlns="${mainNs}" count="${shared.length}" uniqueCount="${shared.length}">${shared
        .map((text) => `<si><t>${text}</t></si>`)
        .join('')}</sst>`,
    },
  ]);
}
