import { formatTotal, formatUsd, lineTotal, totalPrice, type PricedLine } from './money';

describe('totalPrice', () => {
  it.each<[string, PricedLine[], number | string | null | undefined, string]>([
    ['no lines', [], undefined, '0.000'],
    ['3 × 0.1 (a float gives 0.30000000000000004)', [{ quantity: 3, unit_price: 0.1 }], 0, '0.300'],
    [
      '0.1 + 0.2 over two lines',
      [
        { quantity: 1, unit_price: 0.1 },
        { quantity: 1, unit_price: '0.2' },
      ],
      0,
      '0.300',
    ],
    ['3 × 1.1 (a float gives 3.3000000000000003)', [{ quantity: 3, unit_price: 1.1 }], undefined, '3.300'],
    ['10 × 19.99 at 15 % off', [{ quantity: 10, unit_price: '19.99', discount: 15 }], 0, '169.915'],
    ['8 × 9.99 at 12.5 % off', [{ quantity: 8, unit_price: '9.99', discount: '12.5' }], 0, '69.930'],
    ['a 100 % discount', [{ quantity: 4, unit_price: '25', discount: 100 }], 0, '0.000'],
    ['a 0 % discount', [{ quantity: 4, unit_price: '25', discount: 0 }], 0, '100.000'],
    ['minus the adjustment', [{ quantity: 2, unit_price: '50' }], '25.5', '74.500'],
    [
      'existing and new lines together',
      [
        { quantity: 2, unit_price: '1.25', discount: 20 },
        { quantity: '3', unit_price: '0.333' },
      ],
      '0.5',
      '2.499',
    ],
    ['a negative result floored at 0', [{ quantity: 1, unit_price: '5' }], '10', '0.000'],
    ['an adjustment alone floored at 0', [], 3, '0.000'],
    [
      'rounded once at the end, half up',
      [1, 2, 3].map(() => ({ quantity: 1, unit_price: '0.001', discount: 50 })),
      0,
      '0.002',
    ],
    [
      'large amounts keep every digit',
      [{ quantity: 1_000_000, unit_price: '1234567.891' }],
      '0.001',
      '1234567890999.999',
    ],
    [
      'a value still being typed counts as 0',
      [
        { quantity: 2, unit_price: '' },
        { quantity: 1, unit_price: '4' },
      ],
      '',
      '4.000',
    ],
    ['null discount and adjustment', [{ quantity: 1, unit_price: '4', discount: null }], null, '4.000'],
  ])('%s', (_case, lines, adjustment, expected) => {
    expect(totalPrice(lines, adjustment)).toBe(expected);
  });

  it('always answers 3 decimals as a string', () => {
    expect(totalPrice([{ quantity: 7, unit_price: 3 }], 0)).toMatch(/^\d+\.\d{3}$/);
  });

  it.each([
    [{ quantity: 3, unit_price: 0.1 }, '0.300'],
    [{ quantity: 1, unit_price: '0.0015' }, '0.002'],
    [{ quantity: 2, unit_price: '10', discount: 25 }, '15.000'],
  ])('lineTotal(%j) is %s', (line, expected) => {
    expect(lineTotal(line)).toBe(expected);
  });
});

describe('formats', () => {
  it.each([
    ['1234.5', '$1,234.50'],
    [0, '$0.00'],
    [0.1 + 0.2, '$0.30'],
    // What is stored, to its 3 decimals, not rounded to the cent.
    ['19.995', '$19.995'],
    ['0.001', '$0.001'],
    ['19.990', '$19.99'],
    ['1234567890.125', '$1,234,567,890.125'],
    ['1234567890123.45', '$1,234,567,890,123.45'],
    [-5, '-$5.00'],
    [null, 'N/A'],
    [undefined, 'N/A'],
    ['', 'N/A'],
    ['abc', 'N/A'],
    [Number.NaN, 'N/A'],
  ])('formatUsd(%j) is %s', (value, expected) => {
    expect(formatUsd(value)).toBe(expected);
  });

  it.each([
    ['12.5', '12.500'],
    [0.1 + 0.2, '0.300'],
    ['1.0005', '1.001'],
    [7, '7.000'],
    [null, '0.000'],
  ])('formatTotal(%j) is %s', (value, expected) => {
    expect(formatTotal(value)).toBe(expected);
  });
});
