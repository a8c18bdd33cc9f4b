import type { Control, FieldValues, Path } from 'react-hook-form';
import type { Option } from '@logistics/shared/api/reference-options';
import { DateField, SelectField } from '@logistics/shared/ui/document-fields';
import { TextField } from '@logistics/shared/ui/form';

/** One field of a form drawn from a list: a text input, a date picker, or a select where it has options. */
export interface FormField<TIn extends FieldValues> {
  name: Path<TIn> & string;
  label: string;
  required?: boolean;
  type?: 'email' | 'password' | 'textarea' | 'date';
  /** The browser's autofill hint where the default misleads it (a new password). */
  autoComplete?: string;
  /** A select's fixed choices (a vehicle's type), or `read` where `choices` reads them (a product's category). */
  options?: readonly Option[] | 'read';
  placeholder?: string;
  /** A new row's value where it is not empty (a product's low-stock threshold). */
  initial?: string;
}

/** A select's choices read from the server: what was found for the text typed, and the search. */
export interface ReadChoices {
  options: readonly Option[];
  loading: boolean;
  onSearch: (text: string) => void;
}

export interface FormFieldsProps<TIn extends FieldValues, TOut extends FieldValues> {
  control: Control<TIn, unknown, TOut>;
  /** The fields in the order drawn. */
  fields: readonly FormField<TIn>[];
  /** What each input's id starts with: `vehicle` gives `vehicle-plate-number`, which its label points at. */
  idPrefix: string;
  /** The selects whose choices are read, by field. */
  choices?: Partial<Record<string, ReadChoices>>;
  /** The first field takes the focus when the form opens, where it is a text input. */
  focusFirst?: boolean;
}

/** A form's fields drawn from their list: each a labelled input bound to the form by its name. */
export function FormFields<TIn extends FieldValues, TOut extends FieldValues>({
  control,
  fields,
  idPrefix,
  choices = {},
  focusFirst = true,
}: FormFieldsProps<TIn, TOut>) {
  return fields.map((field, index) => {
    const common = {
      control,
      name: field.name,
      id: `${idPrefix}-${field.name.replaceAll('_', '-')}`,
      label: field.label,
      required: field.required,
    };
    if (field.options) {
      const read = field.options === 'read' ? choices[field.name] : undefined;
      return (
        <SelectField
          key={field.name}
          {...common}
          options={field.options === 'read' ? (read?.options ?? []) : field.options}
          loading={read?.loading}
          onSearch={read?.onSearch}
          placeholder={field.placeholder}
        />
      );
    }
    if (field.type === 'date') return <DateField key={field.name} {...common} />;
    return (
      <TextField
        key={field.name}
        {...common}
        type={field.type}
        autoComplete={field.autoComplete}
        autoFocus={focusFirst && index === 0}
      />
    );
  });
}

/**
 * The form's values for a row (or a new one), from its fields: each field's value as the text its input shows, a
 * select's value as it is (undefined shows its placeholder until one is chosen, and the schema names the choices).
 */
export function formValuesOf<Row extends object, TIn extends FieldValues>(
  fields: readonly FormField<TIn>[],
  row: Row | null,
): TIn {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value: unknown = row ? (row as Record<string, unknown>)[field.name] : undefined;
    if (field.options) values[field.name] = value ?? undefined;
    else if (value == null) values[field.name] = row ? '' : (field.initial ?? '');
    else values[field.name] = typeof value === 'number' ? String(value) : value;
  }
  // The fields are the form's inputs, each named by a path of TIn: one value for each is the form's values.
  return values as TIn;
}
