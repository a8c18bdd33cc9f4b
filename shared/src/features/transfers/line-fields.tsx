import { Col, Form, Input, Select } from '@logistics/shared/ui/antd';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { TransferLineInput } from '@logistics/shared/contracts/transfers';
import {
  readFailure,
  useStockBatches,
  type ReadFailure,
  type StockBatch,
} from '@logistics/shared/api/reference-options';
import { noOptionsContent } from '@logistics/shared/ui/document-fields';
import { FieldItem } from '@logistics/shared/ui/form';
import {
  LineList,
  LineTextFields,
  type LineTextField,
  type NewLinesName,
} from '@logistics/shared/ui/line-list';
import { SavedLineList, type SavedLineListProps } from '@logistics/shared/ui/saved-line-list';

/** A transfer line not saved yet, and one already saved (its id for /transfer-products/{id}). */
export interface ExistingTransferLineInput extends TransferLineInput {
  id: string;
}

export interface TransferLinesValues {
  source_inventory?: string;
  products?: TransferLineInput[];
  new_products?: TransferLineInput[] | null;
  existing?: ExistingTransferLineInput[];
}

export const emptyTransferLine = (): TransferLineInput => ({ mr_id: '', product: '', quantity: '1' });

const batchLabel = (batch: StockBatch) => `${batch.mr_id} · ${batch.product} (${batch.quantity} units)`;

/**
 * The batch of a line: one of the source inventory's stock rows (an MR ID of one product). Choosing it sets
 * both the line's MR ID and its product, so the two always name a batch that exists.
 */
function BatchSelect({
  name,
  index,
  id,
  batches,
  loading,
  failure,
  disabled,
}: {
  name: NewLinesName;
  index: number;
  id: string;
  batches: readonly StockBatch[];
  loading: boolean;
  failure: ReadFailure | undefined;
  disabled?: boolean;
}) {
  const { control, setValue } = useFormContext<TransferLinesValues>();
  const mrId = useController({ control, name: `${name}.${index}.mr_id` });
  const product = useWatch({ control, name: `${name}.${index}.product` });
  const chosen = batches.find((batch) => batch.mr_id === mrId.field.value && batch.product === product);
  const options = batches.map((batch) => ({ value: batch.id, label: batchLabel(batch) }));
  if (!chosen && mrId.field.value) {
    options.unshift({ value: '__current', label: `${mrId.field.value} · ${product ?? ''}` });
  }
  const error = mrId.fieldState.error?.message;
  return (
    <FieldItem label="MR ID" id={id} error={error}>
      <Select
        id={id}
        value={chosen?.id ?? (mrId.field.value ? '__current' : undefined)}
        onChange={(value: string) => {
          const batch = batches.find((row) => row.id === value);
          if (!batch) return;
          mrId.field.onChange(batch.mr_id);
          setValue(`${name}.${index}.product`, batch.product, { shouldValidate: true });
        }}
        onBlur={mrId.field.onBlur}
        options={options}
        loading={loading}
        disabled={disabled}
        showSearch={{ optionFilterProp: 'label' }}
        notFoundContent={noOptionsContent(loading, failure)}
        // A read that failed is asked again as the list opens: the keyboard cannot reach the list's Retry.
        onOpenChange={(opening) => opening && failure?.retry()}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder="Select a batch of the source inventory"
        style={{ width: '100%' }}
      />
    </FieldItem>
  );
}

/** A line's quantity, new or saved. */
const quantity: LineTextField = { field: 'quantity', label: 'Quantity', xs: 8, md: 5 };

/** A new line's product, fixed by its batch, and its quantity. */
const newLineFields: readonly LineTextField[] = [
  { field: 'product', label: 'Product', xs: 12, md: 7, disabled: true },
  quantity,
];

/** Lines not saved yet: a batch of the source inventory and a quantity; 'Add Item' appends one. */
export function NewTransferLinesField({
  name,
  idPrefix,
  canAdd,
}: {
  name: NewLinesName;
  idPrefix: string;
  canAdd: boolean;
}) {
  const { control } = useFormContext<TransferLinesValues>();
  const source = useWatch({ control, name: 'source_inventory' });
  const batches = useStockBatches(source);
  const columns = (index: number) => (
    <>
      <Col xs={24} md={10}>
        <BatchSelect
          name={name}
          index={index}
          id={`${idPrefix}-${index}-mr-id`}
          batches={batches.data ?? []}
          loading={batches.isFetching}
          failure={readFailure(batches)}
        />
      </Col>
      <LineTextFields path={`${name}.${index}`} id={`${idPrefix}-${index}`} fields={newLineFields} />
    </>
  );
  return (
    <LineList name={name} canAdd={canAdd} emptyLine={emptyTransferLine} columns={columns} removeSpan={4} />
  );
}

/** A saved line's MR ID or product: its batch is fixed once saved, so the value is shown, not edited. */
function FixedField({ id, label, value }: { id: string; label: string; value: string | undefined }) {
  return (
    <Form.Item label={label} htmlFor={id}>
      <Input id={id} value={value} readOnly disabled />
    </Form.Item>
  );
}

/** The saved lines: MR ID and product fixed, the quantity changed line by line or with the transfer. */
export function ExistingTransferLinesField({
  quantityDisabled,
  ...actions
}: Omit<SavedLineListProps, 'columns' | 'updateDisabled'> & {
  quantityDisabled: boolean;
}) {
  return (
    <SavedLineList<ExistingTransferLineInput>
      {...actions}
      updateDisabled={quantityDisabled}
      columns={(index, line) => (
        <>
          <Col xs={12} md={6}>
            <FixedField id={`transfer-existing-${index}-mr-id`} label="MR ID" value={line?.mr_id} />
          </Col>
          <Col xs={12} md={7}>
            <FixedField id={`transfer-existing-${index}-product`} label="Product" value={line?.product} />
          </Col>
          <LineTextFields
            path={`existing.${index}`}
            id={`transfer-existing-${index}`}
            fields={[{ ...quantity, disabled: quantityDisabled }]}
          />
        </>
      )}
    />
  );
}
