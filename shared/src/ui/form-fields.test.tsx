import { fireEvent, screen, waitFor } from '@testing-library/react';
import * as z from '@logistics/shared/contracts/zod';
import { FormFields, formValuesOf, type FormField } from '@logistics/shared/ui/form-fields';
import { renderInForm } from '../../test/form-harness';

interface Values {
  name: string;
  year: string;
  mileage: string;
  type: string | undefined;
  category: string | undefined;
  threshold: string;
}

const fields: readonly FormField<Values>[] = [
  { name: 'name', label: 'Name' },
  { name: 'year', label: 'Year' },
  { name: 'mileage', label: 'Mileage' },
  { name: 'type', label: 'Type', options: [{ value: 'truck', label: 'Truck' }] },
  { name: 'category', label: 'Category', options: { options: [], loading: false } },
  { name: 'threshold', label: 'Threshold', initial: '10' },
];

describe("a form's values, from its fields", () => {
  it('starts a new row empty, with a select on its placeholder and a field on its initial value', () => {
    expect(formValuesOf(fields, null)).toEqual({
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
    expect(formValuesOf(fields, row)).toEqual({
      name: 'Truck 7',
      year: '2021',
      mileage: '',
      type: 'truck',
      category: 'Vans',
      threshold: '',
    });
  });
});

describe('a form drawn from its fields', () => {
  const schema = z.object({
    full_name: z.string(),
    secret: z.string(),
    hired_on: z.string(),
    kind: z.string().optional(),
    note: z.string(),
  });
  const drawn: readonly FormField<z.input<typeof schema>>[] = [
    { name: 'full_name', label: 'Full name', required: true },
    { name: 'secret', label: 'Secret', type: 'password', autoComplete: 'new-password' },
    { name: 'hired_on', label: 'Hired on', type: 'date' },
    { name: 'kind', label: 'Kind', options: [{ value: 'a', label: 'A' }], placeholder: 'Select a kind' },
  ];
  const renderFields = (focusFirst?: boolean) =>
    renderInForm(
      schema,
      { full_name: 'Ada', secret: '', hired_on: '2026-03-05', note: '' },
      ({ control }) => (
        <>
          <FormFields control={control} fields={drawn} idPrefix="person" focusFirst={focusFirst} />
          <FormFields
            control={control}
            fields={[{ name: 'note', label: 'Note', span: 12, disabled: true }]}
            idPrefix="person"
          />
        </>
      ),
    );

  it('draws each field as its input, labelled, with an id from the prefix and its name', () => {
    renderFields();
    expect(screen.getByLabelText(/Full name/)).toHaveAttribute('id', 'person-full-name');
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ada');
    expect(screen.getByLabelText('Secret')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Secret')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Hired on')).toHaveValue('Mar 05, 2026');
    expect(screen.getByLabelText('Kind')).toHaveAttribute('id', 'person-kind');
    expect(screen.getByText('Select a kind')).toBeInTheDocument();
  });

  it('gives a field with a width its column of the row, full width on a phone, and disables a disabled one', () => {
    renderFields();
    // The form item draws its own columns inside: the field's is the one with widths.
    const column = screen.getByLabelText('Note').closest('[class*="ant-col-md-"]');
    expect(column).toHaveClass('ant-col-xs-24', 'ant-col-md-12');
    expect(screen.getByLabelText('Note')).toBeDisabled();
    expect(screen.getByLabelText('Secret')).toBeEnabled();
    expect(screen.getByLabelText('Secret').closest('[class*="ant-col-md-"]')).toBeNull();
  });

  it('draws a field whose choices are read from the server as a select of them, searching as one types', () => {
    const onSearch = jest.fn();
    const schema = z.object({ customer: z.string() });
    renderInForm(schema, { customer: 'c-1' }, ({ control }) => (
      <FormFields
        control={control}
        idPrefix="sale"
        fields={[
          {
            name: 'customer',
            label: 'Customer',
            options: {
              options: [{ value: 'c-1', label: 'Nora (nora@example.org)' }],
              loading: false,
              onSearch,
            },
          },
        ]}
      />
    ));
    // The chosen value shows as its option's label, not the bare id.
    expect(screen.getByTitle('Nora (nora@example.org)')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Customer'), { target: { value: 'ann' } });
    expect(onSearch).toHaveBeenCalledWith('ann');
  });

  it('focuses the first field only where asked (a dialog opening)', async () => {
    const { unmount } = renderFields(true);
    await waitFor(() => expect(screen.getByLabelText(/Full name/)).toHaveFocus());
    unmount();
    renderFields();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByLabelText(/Full name/)).not.toHaveFocus();
  });

  it("leaves the focus where the person put it, in another field, before the first field's frame came", async () => {
    renderFields(true);
    screen.getByLabelText('Secret').focus();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByLabelText('Secret')).toHaveFocus();
    expect(screen.getByLabelText(/Full name/)).not.toHaveFocus();
  });
});
