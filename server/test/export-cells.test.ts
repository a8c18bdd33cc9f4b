import { stringify } from 'csv-stringify/sync';
import { toBig } from '@logistics/shared/contracts/money';
import { csvField, plainAmount } from '../src/routes/export-files.js';

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
