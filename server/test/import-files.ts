import { randomBytes } from 'node:crypto';
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
