import { Col, Typography } from '@logistics/shared/ui/antd';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '@logistics/shared/ui/form';
import { LineAmount, type PricedLinesValues } from '@logistics/shared/ui/priced-lines';
import { SavedLineList, type SavedLineListProps } from '@logistics/shared/ui/saved-line-list';

interface ExistingLinesFieldProps extends Omit<SavedLineListProps, 'columns' | 'updateDisabled'> {
  idPrefix: string;
  /** The amounts cannot be changed (a role without the right, or without the sale's edit-amounts). */
  amountsDisabled: boolean;
}

/** The saved lines of a purchase or sale: the product fixed, the amounts editable line by line. */
export function ExistingLinesField({ idPrefix, amountsDisabled, ...actions }: ExistingLinesFieldProps) {
  const { control } = useFormContext<PricedLinesValues>();
  const lines = useWatch({ control, name: 'existing' });
  return (
    <SavedLineList
      {...actions}
      updateDisabled={amountsDisabled}
      columns={(index) => (
        <>
          <Col xs={24} md={5} style={{ paddingTop: 34 }}>
            <Typography.Text strong>{lines?.[index]?.product}</Typography.Text>
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
        </>
      )}
    />
  );
}
