import { Typography } from '@logistics/shared/ui/antd';
import * as z from '@logistics/shared/contracts/zod';
import {
  lineAmountsPayload,
  lineAmountsUpdateSchema,
  lineItemSchema,
  type LineAmountsPayload,
  type LineItemInput,
  type LineItemRow,
} from '@logistics/shared/contracts/line-items';
import { formatUsd, lineTotal, type PricedLine } from '@logistics/shared/contracts/money';
import { LineTextFields } from '@logistics/shared/ui/line-list';

// The form model of a purchase's or a sale's lines (product, quantity, unit price, discount), shared by its
// line editors: new lines, saved lines, the live total.

/** A line already saved: its id (for /purchase-products/{id} or /sale-products/{id}) and its amounts. */
export interface ExistingLineInput extends LineItemInput {
  id: string;
}

/** The part of a purchase or sale form these fields read: new lines, saved lines and the adjustment. */
export interface PricedLinesValues {
  products?: LineItemInput[];
  new_products?: LineItemInput[] | null;
  existing?: ExistingLineInput[];
  adjustment?: string | null;
  /** The document's inventory: where a sale's units come from. */
  inventory?: string;
}

export const emptyLine = (): LineItemInput => ({ product: '', quantity: '1', unit_price: '', discount: '' });

/** The saved lines in a purchase's or sale's edit form (`existing`): changed one by one, or with the form. */
export const existingLinesSchema = z.array(lineItemSchema.extend({ id: z.string() })).optional();

/** A purchase's or sale's lines as read, as the edit form holds them. */
export const existingLines = (lines: readonly LineItemRow[]): ExistingLineInput[] =>
  lines.map((line) => ({
    id: line.id,
    product: line.product,
    quantity: String(line.quantity),
    unit_price: line.unit_price,
    discount: String(line.discount),
  }));

/**
 * 'Update Line' of a saved purchase or sale line: its amounts with the document's version (every line change
 * raises it), or nothing while they are invalid.
 */
export function existingLineUpdate(
  line: ExistingLineInput,
  version: number | undefined,
): LineAmountsPayload | undefined {
  const parsed = lineAmountsUpdateSchema.safeParse({ ...line, version });
  return parsed.success ? lineAmountsPayload(parsed.data) : undefined;
}

/** A line's amount after its discount, beside its fields. */
export function LineAmount({ line }: { line: PricedLine | undefined }) {
  return (
    <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
      {formatUsd(line ? lineTotal(line) : '0')}
    </Typography.Text>
  );
}

/**
 * A line's quantity, unit price and discount, for a new line (`products.0`, `new_products.0`) or a saved one
 * (`existing.0`): `path` names the line in the form, `id` starts its fields' ids.
 */
export function LineAmountFields({
  path,
  id,
  disabled,
  quantitySpan,
}: {
  path: `${'products' | 'new_products' | 'existing'}.${number}`;
  id: string;
  disabled?: boolean;
  /** The quantity's width on a wide screen (a new line's product picker leaves it less room). */
  quantitySpan: number;
}) {
  return (
    <LineTextFields
      path={path}
      id={id}
      fields={[
        { field: 'quantity', label: 'Quantity', xs: 8, md: quantitySpan, disabled },
        { field: 'unit_price', idPart: 'unit-price', label: 'Unit price', xs: 8, md: 4, disabled },
        { field: 'discount', label: 'Discount (%)', xs: 8, md: 3, disabled },
      ]}
    />
  );
}
