import { DeleteOutlined, PlusOutlined } from '@logistics/shared/ui/icons';
import { Button, Col, Flex, Typography } from '@logistics/shared/ui/antd';
import type { ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { TextField } from '@logistics/shared/ui/form';
import { LineCell, LineRow } from '@logistics/shared/ui/line-row';
import { LINE_TEXTS } from '@logistics/shared/ui/line-texts';

/** Where a document form holds its lines not saved yet: `products` on create, `new_products` in an edit dialog. */
export type NewLinesName = 'products' | 'new_products';

/** A line as the list sees it: its fields, whatever they are. */
type NewLine = Record<string, unknown>;

interface LineListProps {
  name: NewLinesName;
  /** May the user add lines (the role's add-line right on an edit). */
  canAdd: boolean;
  disabled?: boolean;
  /** The line 'Add Item' appends. */
  emptyLine: () => NewLine;
  /** A line's own columns (a row of antd `Col`s), before its remove button. */
  columns: (index: number) => ReactNode;
  /** The remove button's span on a phone, where the line's columns wrap. */
  removeSpan: number;
}

/**
 * The lines of a document not saved yet, whatever their columns (a purchase's or sale's priced lines, a transfer's
 * batches): each line a named group with its columns and a remove button, the array's own error when no line
 * carries it, and 'Add Item'.
 */
export function LineList({ name, canAdd, disabled, emptyLine, columns, removeSpan }: LineListProps) {
  const { control, getFieldState, formState } = useFormContext<Record<NewLinesName, NewLine[]>>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const label = name === 'products' ? LINE_TEXTS.line : LINE_TEXTS.newLine;
  // The array's own message ('At least one product is required') when there is no line to carry it.
  const arrayError = getFieldState(name, formState).error?.message ?? formState.errors[name]?.root?.message;
  return (
    <Flex vertical gap={4}>
      {fields.map((field, index) => (
        <LineRow key={field.id} label={label(index)} first={index === 0}>
          {columns(index)}
          <LineCell xs={removeSpan} md={2} top={30}>
            <Button
              danger
              type="text"
              icon={<DeleteOutlined />}
              aria-label={`${LINE_TEXTS.removeLine} ${label(index).toLowerCase()}`}
              onClick={() => remove(index)}
              disabled={disabled}
            />
          </LineCell>
        </LineRow>
      ))}
      {arrayError ? (
        <Typography.Text type="danger" role="alert">
          {arrayError}
        </Typography.Text>
      ) : null}
      {canAdd ? (
        <div>
          <Button icon={<PlusOutlined />} onClick={() => append(emptyLine())} disabled={disabled}>
            {LINE_TEXTS.addItem}
          </Button>
        </div>
      ) : null}
    </Flex>
  );
}

/** One text field of a line: its name in the line, its label, its width on a phone and on a wide screen. */
export interface LineTextField {
  field: string;
  /** The end of its id where it is not the field's name (`unit-price`). */
  idPart?: string;
  label: string;
  xs: number;
  md: number;
  disabled?: boolean;
}

/**
 * A line's text fields, each in its column of the line's row, for a new line (`products.0`) or a saved one
 * (`existing.0`): `path` names the line in the form, `id` starts their ids.
 */
export function LineTextFields({
  path,
  id,
  fields,
}: {
  path: string;
  id: string;
  fields: readonly LineTextField[];
}) {
  // Each document's lines have fields of their own: the form is read by plain paths.
  const { control } = useFormContext();
  return fields.map(({ field, idPart = field, label, xs, md, disabled }) => (
    <Col key={field} xs={xs} md={md}>
      <TextField
        control={control}
        name={`${path}.${field}`}
        id={`${id}-${idPart}`}
        label={label}
        disabled={disabled}
      />
    </Col>
  ));
}
