import { importColumns, importHeaders, readMoneyText } from './imports';

/** The import reads a list's own texts back into the fields its create takes. */
describe("reading a list's texts back", () => {
  const vehicleLabel = importColumns.vehicles.find((column) => column.header === 'Vehicle');

  it.each([
    ['Volvo FH 2020', { make: 'Volvo', model: 'FH', year: '2020' }],
    ['Mercedes-Benz Actros L 2024', { make: 'Mercedes-Benz', model: 'Actros L', year: '2024' }],
    ['  Scania  R 450 ', { make: 'Scania', model: 'R 450' }],
    ['Tatra', { make: 'Tatra', model: '' }],
    ['2020', { make: '2020', model: '' }],
    ['', { make: '', model: '' }],
  ])(
    'reads the Vehicle text %j as make, model and a last word of four digits as the year',
    (text, fields) => {
      expect(vehicleLabel?.read?.(text)).toEqual(fields);
    },
  );

  it("reads a money text with or without the dollar sign and the thousands' commas", () => {
    expect(readMoneyText('$1,234.50')).toBe('1234.50');
    expect(readMoneyText(' 99 ')).toBe('99');
    expect(readMoneyText('12,345,678.5')).toBe('12345678.5');
    // A comma that groups no thousands is no thousands separator: left for the price's check to refuse.
    for (const text of ['1,5', '2,50', '12,34', '1,2,3.5', '1,2345', ',500'])
      expect(readMoneyText(text)).toBe(text);
  });

  it("names the list's columns in the order of its export", () => {
    expect(importHeaders('categories')).toEqual(['Name', 'Description']);
  });
});
