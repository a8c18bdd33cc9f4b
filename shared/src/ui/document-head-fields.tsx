import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { Row } from '@logistics/shared/ui/antd';
import { capitalized, type DocumentKind } from '@logistics/shared/contracts/messages';
import { FormFields, type FormField } from '@logistics/shared/ui/form-fields';

export interface DocumentHeadFieldsProps<TIn extends FieldValues> {
  /**
   * The document ('sale'): its date is the field named after it (`sale_date`, 'Sale date', id `sale-date`),
   * and the ids of the other fields start with it (`sale-bill-id`).
   */
  kind: DocumentKind;
  /** The document's own ID ('BILL ID'), first in its row; its id where the kind's rule does not give it. */
  documentId: Pick<FormField<TIn>, 'name' | 'label' | 'id'>;
  /** Whether the ID and the date are required. */
  required?: boolean;
  /** A new document is typed from its ID on: the ID takes the focus as the dialog opens. */
  autoFocus?: boolean;
  /** Whether the ID and the date are disabled; each of `fields` says so for itself. */
  disabled?: boolean;
  /** The head's other fields, after the ID and the date, each as wide as its `span` says. */
  fields: readonly FormField<TIn>[];
}

/**
 * A document's head in its dialog, one row for all: its own ID and its date side by side, half the row each
 * ('BILL ID' and 'Sale date'), then its other fields (a sale's customer, status, …) in their order. Drawn in the
 * document dialog, it binds them to the dialog's form (`DocumentDialog` provides it).
 */
export function DocumentHeadFields<TIn extends FieldValues>({
  kind,
  documentId,
  required,
  autoFocus,
  disabled,
  fields,
}: DocumentHeadFieldsProps<TIn>) {
  const { control } = useFormContext<TIn>();
  // Every document's contract names its date after the document: TypeScript cannot see it of a generic form.
  const date = `${kind}_date` as Path<TIn> & string;
  const idAndDate: FormField<TIn>[] = [
    { ...documentId, required, disabled, span: 12 },
    {
      name: date,
      id: `${kind}-date`,
      label: `${capitalized(kind)} date`,
      type: 'date',
      required,
      disabled,
      span: 12,
    },
  ];
  return (
    <Row gutter={16}>
      <FormFields
        control={control}
        idPrefix={kind}
        fields={[...idAndDate, ...fields]}
        focusFirst={autoFocus}
      />
    </Row>
  );
}
