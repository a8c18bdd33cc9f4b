import { Fragment, type ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { Col } from '@logistics/shared/ui/antd';
import type { Option, ReadChoices } from '@logistics/shared/api/reference-options';
import { DateField, SelectField } from '@logistics/shared/ui/document-fields';
import { TextField } from '@logistics/shared/ui/form';

/** One field of a form drawn from a list: a text input, a date picker, or a select where it has options. */
export interface FormField<TIn extends FieldValues> {
  name: Path<TIn> & string;
  label: string;
  /** Its input's id where the list's `idPrefix` rule does not give it (a document's date: 'sale-date'). */
  id?: string;
  required?: boolean;
  type?: 'email' | 'password' | 'textarea' | 'date';
  /** The browser's autofill hint where the default misleads it (a new password). */
  autoComplete?: string;
  /**
   * A select's choices: fixed (a vehicle's type), or read from the server (a product's category: one of the option
   * reads of reference-options.ts, through `useSearchedChoices` or `choicesOf`).
   */
  options?: readonly Option[] | ReadChoices;
  placeholder?: string;
  disabled?: boolean;
  /** A select whose choice may be taken back (a document's status). */
  allowClear?: boolean;
  /** Called with a select's value once it is chosen (a sale's customer fills an empty shipping address). */
  onChosen?: (value: string | undefined) => void;
  /** A new row's value where it is not empty (a product's low-stock threshold). */
  initial?: string;
  /**
   * Its width on a wide screen, in 24ths of the row the caller draws them in (a phone draws each full width);
   * without it the field stands alone, as in a dialog.
   */
  span?: 8 | 12 | 24;
}

export interface FormFieldsProps<TIn extends FieldValues, TOut extends FieldValues> {
  control: Control<TIn, unknown, TOut>;
  /** The fields in the order drawn. */
  fields: readonly FormField<TIn>[];
  /**
   * What each input's id starts with, followed by its name in kebab case: `vehicle` and `plate_number` give
   * `vehicle-plate-number`, which its label points at.
   */
  idPrefix: string;
  /** The first field takes the focus when the form opens (a dialog's first field), where it is a text input. */
  focusFirst?: boolean;
}

/** A form's fields drawn from their list: each a labelled input bound to the form by its name. */
export function FormFields<TIn extends FieldValues, TOut extends FieldValues>({
  control,
  fields,
  idPrefix,
  focusFirst = false,
}: FormFieldsProps<TIn, TOut>) {
  return fields.map((field, index) => {
    const input = drawn(field, {
      control,
      id: field.id ?? `${idPrefix}-${field.name.replace(/_|(?=[A-Z])/g, '-').toLowerCase()}`,
      autoFocus: focusFirst && index === 0,
    });
    return field.span ? (
      <Col key={field.name} xs={24} md={field.span}>
        {input}
      </Col>
    ) : (
      <Fragment key={field.name}>{input}</Fragment>
    );
  });
}

function isReadChoices(options: readonly Option[] | ReadChoices): options is ReadChoices {
  return !Array.isArray(options);
}

/** One field's labelled input. */
function drawn<TIn extends FieldValues, TOut extends FieldValues>(
  field: FormField<TIn>,
  { control, id, autoFocus }: { control: Control<TIn, unknown, TOut>; id: string; autoFocus: boolean },
): ReactNode {
  const common = {
    control,
    name: field.name,
    id,
    label: field.label,
    required: field.required,
    disabled: field.disabled,
  };
  if (field.options) {
    const choices: ReadChoices = isReadChoices(field.options)
      ? field.options
      : { options: field.options, loading: false };
    return (
      <SelectField
        {...common}
        options={choices.options}
        loading={choices.loading}
        onSearch={choices.onSearch}
        failure={choices.failure}
        placeholder={field.placeholder}
        allowClear={field.allowClear}
        onChosen={field.onChosen}
        autoFocus={autoFocus}
      />
    );
  }
  if (field.type === 'date') return <DateField {...common} />;
  return <TextField {...common} type={field.type} autoComplete={field.autoComplete} autoFocus={autoFocus} />;
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
