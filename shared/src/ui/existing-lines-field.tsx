import { SaveOutlined } from '@logistics/shared/ui/icons';
import { Button, Col, Empty, Flex, Row, Typography } from '@logistics/shared/ui/antd';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { removeConfirmation } from '@logistics/shared/contracts/messages';
import { RemoveButton } from '@logistics/shared/ui/confirm-delete-dialog';
import { TextField } from '@logistics/shared/ui/form';
import { LINE_TEXTS } from '@logistics/shared/ui/line-texts';
import { LineAmount, type PricedLinesValues } from '@logistics/shared/ui/priced-lines';

interface ExistingLinesFieldProps {
  idPrefix: string;
  /** The amounts cannot be changed (a role without the right, or without the sale's edit-amounts). */
  amountsDisabled: boolean;
  /** Shows 'Update line' on each line. */
  onUpdateLine?: (index: number) => void;
  /** Shows 'Remove' on each line; the removal is confirmed first, in the words of `removeMessage`. */
  onRemoveLine?: (index: number) => Promise<unknown>;
  /** The confirmation naming the line's product and its document (removeConfirmation.line). */
  removeMessage?: (product: string) => string;
  /** A line call is under way: every line button waits. */
  busy?: boolean;
}

/** The saved lines of a purchase or sale: the product fixed, the amounts editable line by line. */
export function ExistingLinesField({
  idPrefix,
  amountsDisabled,
  onUpdateLine,
  onRemoveLine,
  removeMessage = (product) => product,
  busy,
}: ExistingLinesFieldProps) {
  const { control } = useFormContext<PricedLinesValues>();
  const { fields } = useFieldArray({ control, name: 'existing', keyName: 'key' });
  const lines = useWatch({ control, name: 'existing' });
  if (fields.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={LINE_TEXTS.noLines} />;
  return (
    <Flex vertical gap={4}>
      {fields.map((field, index) => (
        <div key={field.key} role="group" aria-label={LINE_TEXTS.line(index)} className="logistics-line">
          <Row gutter={8} align="top" wrap>
            <Col xs={24} md={5} style={{ paddingTop: 34 }}>
              <Typography.Text strong>{field.product}</Typography.Text>
            </Col>
            <Col xs={8} md={3}>
              <TextField
                control={control}
                name={`existing.${index}.quantity`}
                id={`${idPrefix}-existing-${index}-quantity`}
                label="Quantity"
                disabled={amountsDisabled}
              />
            </Col>
            <Col xs={8} md={4}>
              <TextField
                control={control}
                name={`existing.${index}.unit_price`}
                id={`${idPrefix}-existing-${index}-unit-price`}
                label="Unit price"
                disabled={amountsDisabled}
              />
            </Col>
            <Col xs={8} md={3}>
              <TextField
                control={control}
                name={`existing.${index}.discount`}
                id={`${idPrefix}-existing-${index}-discount`}
                label="Discount (%)"
                disabled={amountsDisabled}
              />
            </Col>
            <Col xs={8} md={3} style={{ paddingTop: 34 }}>
              <LineAmount line={lines?.[index]} />
            </Col>
            <Col xs={16} md={6} style={{ paddingTop: 34 }}>
              <Flex gap={4} wrap>
                {onUpdateLine ? (
                  <Button
                    size="small"
                    icon={<SaveOutlined />}
                    onClick={() => onUpdateLine(index)}
                    disabled={busy || amountsDisabled}
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
            </Col>
          </Row>
        </div>
      ))}
    </Flex>
  );
}
