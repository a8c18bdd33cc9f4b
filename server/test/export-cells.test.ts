import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { toBig } from '@logistics/shared/contracts/money';
import { csvField, plainAmount, zipInputOf } from '../src/routes/export-files.js';

/**
 * A CSV's amount cell is written from the stored decimal's text, not through big.js (an export writes a million
 * of them): it must be exactly what big.js writes, at least two decimals and no trailing zeros past them.
 */
describe('plain amounts in an export', () => {
  const exact = (value: string | number) => {
    const amount = toBig(value);
    const decimals = amount.toFixed().split('.')[1]?.length ?? 0;
    return amount.toFixed(Math.max(2, decimals));
  };

  it('writes every stored decimal as big.js does', () => {
    const values = [
      '0',
      '0.000',
      '1572.1',
      '1572.10',
      '1572.100',
      '1572.105',
      '-12.5',
      '-0.001',
      '9999999999.999',
      '10',
      '7.000',
      '0.5',
      1572.1,
      -3,
      0.125,
    ];
    for (const value of values) expect([value, plainAmount(value)]).toEqual([value, exact(value)]);
  });

  it('goes through big.js for any other text', () => {
    expect(plainAmount('007.50')).toBe('7.50');
    expect(plainAmount(1e21)).toBe(exact(1e21));
  });
});

describe('CSV fields in an export', () => {
  it('quotes a field as csv-stringify does: only when it holds a comma, a quote or a line break', () => {
    const cells = [
      'plain',
      '',
      'a,b',
      'say "hi"',
      'two\nlines',
      'cr\rhere',
      "'=1+2",
      ' spaced ',
      'ünïcode',
      '"',
    ];
    expect(cells.map(csvField).join(',') + '\n').toBe(stringify([cells]));
  });
});

/**
 * exceljs writes a worksheet's XML into the zip without waiting for it; the XLSX writer waits on the zip's input
 * instead (zipInputOf). These hold what it relies on in the exceljs it is built with: where that input is, that
 * its buffer holds the XML not yet compressed, and that it says 'drain' once the zip has taken it all.
 */
describe("the zip's input of an XLSX", () => {
  it('holds the rows exceljs wrote until the zip takes them, then drains', async () => {
    const body = new PassThrough();
    body.resume();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useSharedStrings: false });
    const worksheet = workbook.addWorksheet('Sales');
    worksheet.addRow(['BILL ID', 'Total Price']).commit();
    // The zip starts the sheet's entry on its own turn: until then nothing is piped into it.
    while (!zipInputOf(worksheet)) await new Promise((resolve) => setImmediate(resolve));
    for (let row = 0; row < 20_000; row += 1) worksheet.addRow([`SC-${row}`, row * 1.37]).commit();
    const input = zipInputOf(worksheet);
    expect(input?._writableState.length).toBeGreaterThan(100_000);
    await once(input as NonNullable<typeof input>, 'drain');
    expect(input?._writableState.length).toBe(0);
    worksheet.commit();
    await workbook.commit();
  });
});
