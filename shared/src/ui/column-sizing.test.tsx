import {
  fitColumns,
  fitColumnsAround,
  KEEP_WHOLE,
  MIN_TRUNCATED,
  sizeColumns,
  type MeasureText,
} from './column-sizing';

// A monospace world: every character is 7 px, bold or not.
const measure: MeasureText = (text) => text.length * 7;
const fonts = { cell: 'cell', header: 'header' };

const column = (field: string, header: string, values: string[], sortable = true) => ({
  field,
  header,
  sortable,
  values,
  framed: false,
});

describe('sizeColumns', () => {
  const sizes = sizeColumns(
    [
      column('bill_id', 'BILL ID', ['BILL-2026-001', 'BILL-2026-002']),
      column('address', 'Shipping Address', ['Ahmed Khan, 10 Market Street, Harbour City, 40100']),
    ],
    fonts,
    measure,
  );

  it('never cuts a short column: its minimum shows every value whole', () => {
    const bill = sizes.get('bill_id');
    expect(bill?.minWidth).toBeLessThanOrEqual(KEEP_WHOLE);
    expect(bill?.minWidth).toBeGreaterThanOrEqual(13 * 7);
    expect(bill?.natural).toBe(bill?.minWidth);
  });

  it("lets a long column shrink to its header's longest word, and no less than a few words", () => {
    const address = sizes.get('address');
    expect(address?.minWidth).toBeGreaterThanOrEqual(MIN_TRUNCATED);
    expect(address?.minWidth).toBeLessThan(KEEP_WHOLE);
    // Its natural width shows the whole address.
    expect(address?.natural).toBeGreaterThan(49 * 7);
  });
});

describe('fitColumns', () => {
  const sizes = new Map([
    ['id', { minWidth: 100, natural: 100 }],
    ['name', { minWidth: 100, natural: 200 }],
    ['address', { minWidth: 100, natural: 400 }],
  ]);
  const total = (widths: Map<string, number>) => [...widths.values()].reduce((sum, width) => sum + width, 0);

  it('gives the columns cut short the free space first, in fair shares, the nearly whole made whole first', () => {
    expect([...fitColumns(sizes, 500).values()]).toEqual([100, 200, 200]);
    expect([...fitColumns(sizes, 420).values()]).toEqual([100, 160, 160]);
  });

  it('shares what is left once every column is whole, and fills the width exactly', () => {
    const widths = fitColumns(sizes, 1400);
    expect(total(widths)).toBe(1400);
    expect(widths.get('id')).toBeGreaterThan(100);
    expect(widths.get('address')).toBeGreaterThan(widths.get('name') ?? 0);
  });

  it('keeps the minimums where they do not fit: the grid scrolls', () => {
    expect([...fitColumns(sizes, 250).values()]).toEqual([100, 100, 100]);
  });
});

describe('fitColumnsAround', () => {
  const sizes = new Map([
    ['id', { minWidth: 100, natural: 100 }],
    ['name', { minWidth: 100, natural: 200 }],
    ['address', { minWidth: 100, natural: 400 }],
  ]);

  it("keeps the widths the user gave and shares the rest among the others, in the columns' order", () => {
    const widths = fitColumnsAround(sizes, 700, new Map([['name', 300]]));
    expect([...widths.keys()]).toEqual(['id', 'name', 'address']);
    expect(widths.get('name')).toBe(300);
    expect((widths.get('id') ?? 0) + (widths.get('address') ?? 0)).toBe(400);
  });

  it('never narrows a column under its minimum, whatever was stored', () => {
    expect(fitColumnsAround(sizes, 700, new Map([['id', 20]])).get('id')).toBe(100);
  });
});
