import { Col, Row } from '@logistics/shared/ui/antd';
import { useFormContext, useWatch } from 'react-hook-form';
import { totalPrice, type PricedLine } from '@logistics/shared/contracts/money';
import { TextField } from '@logistics/shared/ui/form';
import { LINE_TEXTS } from '@logistics/shared/ui/line-texts';
import type { PricedLinesValues } from '@logistics/shared/ui/priced-lines';
import { ReadOnlyField } from '@logistics/shared/ui/document-fields';

/**
 * The total price, read only and recomputed as the user types: the sum over saved and new lines of
 * quantity × unit_price × (100 − discount)/100, minus the adjustment, floored at 0, with 3 decimals.
 */
export function LiveTotal({ id }: { id: string }) {
  const { control } = useFormContext<PricedLinesValues>();
  const [products, newProducts, existing, adjustment] = useWatch({
    control,
    name: ['products', 'new_products', 'existing', 'adjustment'],
  });
  const lines: PricedLine[] = [...(existing ?? []), ...(products ?? []), ...(newProducts ?? [])];
  return <ReadOnlyField label={LINE_TEXTS.total} id={id} value={totalPrice(lines, adjustment)} />;
}

/** The adjustment and the live total under a purchase's or sale's lines. */
export function AdjustmentTotal({ idPrefix, disabled }: { idPrefix: string; disabled?: boolean }) {
  const { control } = useFormContext<PricedLinesValues>();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <TextField
          control={control}
          name="adjustment"
          id={`${idPrefix}-adjustment`}
          label="Adjustment"
          disabled={disabled}
        />
      </Col>
      <Col xs={24} md={12}>
        <LiveTotal id={`${idPrefix}-total`} />
      </Col>
    </Row>
  );
}
