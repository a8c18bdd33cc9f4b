import { useFormContext, type FieldValues } from 'react-hook-form';
import { Row } from '@logistics/shared/ui/antd';
import { FormFields, type FormField } from '@logistics/shared/ui/form-fields';

/** One field of a document's first row: its form path, its input's id and its label. */
type NamedField<TIn extends FieldValues> = Required<Pick<FormField<TIn>, 'name' | 'id' | 'label'>>;

export interface DocumentHeadFieldsProps<TIn extends FieldValues> {
  /** The document's own ID ('BILL ID'), first in its row. */
  documentId: NamedField<TIn>;
  /** The document's date ('Sale date'), beside its ID. */
  date: NamedField<TIn>;
  /** Whether the ID and the date are required. */
  required?: boolean;
  /** A new document is typed from its ID on: the ID takes the focus as the dialog opens. */
  autoFocus?: boolean;
  /** Whether the ID and the date are disabled; each of `fields` says so for itself. */
  disabled?: boolean;
  /** What the ids of `fields` start with (`FormFields`). */
  idPrefix: string;
  /** The head's other fields, after the ID and the date, each as wide as its `span` says. */
  fields: readonly FormField<TIn>[];
}

/**
 * A document's head in its dialog, one row for all: its own ID and its date side by side, half the row each
 * ('BILL ID' and 'Sale date'), then its other fields (a sale's customer, status, …) in their order. Drawn in the
 * document dialog, it binds them to the dialog's form (`DocumentDialog` provides it).
 */
export function DocumentHeadFields<TIn extends FieldValues>({
  documentId,
  date,
  required,
  autoFocus,
  disabled,
  idPrefix,
  fields,
}: DocumentHeadFieldsProps<TIn>) {
  const { control } = useFormContext<TIn>();
  const idAndDate: FormField<TIn>[] = [
    { ...documentId, required, disabled, span: 12 },
    { ...date, type: 'date', required, disabled, span: 12 },
  ];
  return (
    <Row gutter={16}>
      <FormFields
        control={control}
        idPrefix={idPrefix}
        fields={[...idAndDate, ...fields]}
        focusFirst={autoFocus}
      />
    </Row>
  );
}
