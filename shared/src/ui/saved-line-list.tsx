import { SaveOutlined } from '@logistics/shared/ui/icons';
import { Button, Empty, Flex } from '@logistics/shared/ui/antd';
import type { ReactNode } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { removeConfirmation } from '@logistics/shared/contracts/messages';
import { RemoveButton } from '@logistics/shared/ui/confirm-delete-dialog';
import { LineCell, LineRow } from '@logistics/shared/ui/line-row';
import { LINE_TEXTS } from '@logistics/shared/ui/line-texts';

/** A saved line as the list needs it: its id and its product (named in a removal's confirmation). */
interface SavedLine {
  id: string;
  product: string;
}

export interface SavedLineListProps<L extends SavedLine = SavedLine> {
  /** A line's own columns (a row of antd `Col`s), before its buttons, from the line as it stands in the form. */
  columns: (index: number, line: L | undefined) => ReactNode;
  /** Shows 'Update Line' on each line. */
  onUpdateLine?: (index: number) => void;
  /** Shows 'Remove' on each line; the removal is confirmed first, in the words of `removeMessage`. */
  onRemoveLine?: (index: number) => Promise<unknown>;
  /** The confirmation naming the line's product and its document (removeConfirmation.line). */
  removeMessage: (product: string) => string;
  /** The line's fields cannot be changed: 'Update Line' waits too. */
  updateDisabled?: boolean;
  /** A line call is under way: every line button waits. */
  busy?: boolean;
}

/**
 * The saved lines of a document (`existing` in its edit form), whatever their columns (a purchase's or sale's
 * amounts, a transfer's quantity): each line a named group with its columns, 'Update Line' and 'Remove'; or the
 * words for no line at all.
 */
export function SavedLineList<L extends SavedLine>({
  columns,
  onUpdateLine,
  onRemoveLine,
  removeMessage,
  updateDisabled,
  busy,
}: SavedLineListProps<L>) {
  const { control } = useFormContext<{ existing?: SavedLine[] }>();
  const { fields } = useFieldArray({ control, name: 'existing', keyName: 'key' });
  // `fields` holds the lines as they were read: their columns show them as they are typed.
  const lines = useWatch<{ existing?: L[] }, 'existing'>({ name: 'existing' });
  if (fields.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={LINE_TEXTS.noLines} />;
  return (
    <Flex vertical gap={4}>
      {fields.map((field, index) => (
        <LineRow key={field.key} label={LINE_TEXTS.line(index)} first={index === 0}>
          {columns(index, lines?.[index])}
          {/* Small buttons: on a wide screen both fit beside the line's fields, on its one row. */}
          <LineCell xs={16} md={6} top={34}>
            <Flex gap={4} wrap>
              {onUpdateLine ? (
                <Button
                  size="small"
                  icon={<SaveOutlined />}
                  onClick={() => onUpdateLine(index)}
                  disabled={busy || updateDisabled}
                >
                  {LINE_TEXTS.updateLine}
                </Button>
              ) : null}
              {onRemoveLine ? (
                <RemoveButton
                  size="small"
                  title={removeConfirmation.lineTitle}
                  message={removeMessage(field.product)}
                  onRemove={() => onRemoveLine(index)}
                  disabled={busy}
                >
                  {LINE_TEXTS.removeLine}
                </RemoveButton>
              ) : null}
            </Flex>
          </LineCell>
        </LineRow>
      ))}
    </Flex>
  );
}
