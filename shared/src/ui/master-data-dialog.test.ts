import { masterDataValuesOf, type MasterDataField } from '@logistics/shared/ui/master-data-dialog';

interface Values {
  name: string;
  year: string;
  mileage: string;
  type: string | undefined;
  category: string | undefined;
  threshold: string;
}

const fields: readonly MasterDataField<Values>[] = [
  { name: 'name', label: 'Name' },
  { name: 'year', label: 'Year' },
  { name: 'mileage', label: 'Mileage' },
  { name: 'type', label: 'Type', options: [{ value: 'truck', label: 'Truck' }] },
  { name: 'category', label: 'Category', options: 'read' },
  { name: 'threshold', label: 'Threshold', initial: '10' },
];

describe("a master-data form's values, from its fields", () => {
  it('starts a new row empty, with a select on its placeholder and a field on its initial value', () => {
    expect(masterDataValuesOf(fields, null)).toEqual({
      name: '',
      year: '',
      mileage: '',
      type: undefined,
      category: undefined,
      threshold: '10',
    });
  });

  it("shows a row's numbers as text, its empty fields as empty (not the new row's initial) and a select as is", () => {
    const row = {
      name: 'Truck 7',
      year: 2021,
      mileage: null,
      type: 'truck',
      category: 'Vans',
      threshold: null,
    };
    expect(masterDataValuesOf(fields, row)).toEqual({
      name: 'Truck 7',
      year: '2021',
      mileage: '',
      type: 'truck',
      category: 'Vans',
      threshold: '',
    });
  });
});
