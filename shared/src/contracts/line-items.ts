import * as z from '@logistics/shared/contracts/zod';
import { exceedsMaxAmount, type PricedLine } from './money.js';
import { readMoney } from './rows.js';
import {
  discountField,
  integerField,
  numericString,
  optionalNumericString,
  referenceField,
  versionField,
} from './validation.js';

/** Line items of purchases and sales, and the payloads that update a saved line. */

export const AT_LEAST_ONE_PRODUCT = 'At least one product is required';
export const QUANTITY_NOT_POSITIVE = 'Product quantity must be a positive number';
export const QUANTITY_NOT_INTEGER = 'Product quantity must be an integer';
export const TOTAL_TOO_LARGE = 'The total price must not exceed 9,999,999,999.999.';

/** A line quantity: a positive whole number. */
export function quantityField() {
  return integerField({
    label: 'Product quantity',
    positive: true,
    messages: { positive: QUANTITY_NOT_POSITIVE, integer: QUANTITY_NOT_INTEGER },
  });
}

export function unitPriceField() {
  return numericString({ label: 'Unit price' });
}

/** A purchase or sale line: product (max 80), quantity, unit price, discount 0 to 100 (absent means 0). */
export const lineItemSchema = z.object({
  product: referenceField('Product'),
  quantity: quantityField(),
  unit_price: unitPriceField(),
  discount: discountField(),
});
export type LineItemInput = z.input<typeof lineItemSchema>;
export type LineItem = z.output<typeof lineItemSchema>;

/** The lines of a create: at least one. */
export function requiredLines<T extends z.ZodType>(line: T) {
  return z.array(line, { error: AT_LEAST_ONE_PRODUCT }).min(1, AT_LEAST_ONE_PRODUCT);
}

/**
 * Priced lines (purchases, sales) whose amounts add up to what a total can hold (numeric(13,3)): 2,147,483,647
 * units at 9,999,999.999 each is refused here, not by the database.
 */
export function fitTotal<T extends z.ZodType<readonly PricedLine[] | undefined>>(lines: T) {
  return lines.refine((value) => value === undefined || !exceedsMaxAmount(value), TOTAL_TOO_LARGE);
}

/** Lines added in an update (`new_products`): each still validated; an empty list counts as none. */
export function newLines<T extends z.ZodType>(line: T) {
  return z
    .array(line)
    .nullish()
    .transform((lines) => (lines && lines.length > 0 ? lines : undefined));
}

/**
 * PUT /purchase-products/{id} and /sale-products/{id}: the line's amounts. The payload carries discount only
 * when above 0, so a missing discount means 0: the payload replaces all three amounts.
 */
const lineAmountsFields = {
  quantity: quantityField(),
  unit_price: unitPriceField(),
  discount: discountField(),
  version: versionField,
};
const fitsLineAmount = (line: PricedLine) => !exceedsMaxAmount([line]);
const lineTooLarge = { message: TOTAL_TOO_LARGE, path: ['quantity'] };
export const lineAmountsUpdateSchema = z.object(lineAmountsFields).refine(fitsLineAmount, lineTooLarge);
export type LineAmountsUpdateInput = z.input<typeof lineAmountsUpdateSchema>;
export type LineAmountsUpdate = z.output<typeof lineAmountsUpdateSchema>;

export const DUPLICATE_CHANGED_LINE = 'Each saved line may be changed only once';

/** A saved line's id in a body: what is not a uuid names no line (the server answers that it was not found). */
const savedLineId = z.string().trim().min(1);

/**
 * The saved lines changed in a document's edit dialog (`changed_products`), saved with its head in one
 * transaction: each names its line by id and carries the document's version as read, as its own update does.
 * An empty list counts as none; a line listed twice is refused. Optional in the output too: the updates
 * built in code (a sale's bulk status) need not name it.
 */
export function changedLines<T extends z.ZodType<{ id: string }>>(line: T) {
  return z
    .array(line)
    .nullish()
    .transform((lines) => (lines && lines.length > 0 ? lines : undefined))
    .superRefine((lines, ctx) => {
      const seen = new Set<string>();
      lines?.forEach((changed, index) => {
        if (seen.has(changed.id))
          ctx.addIssue({ code: 'custom', message: DUPLICATE_CHANGED_LINE, path: [index, 'id'] });
        seen.add(changed.id);
      });
    })
    .optional();
}

/** A purchase's or sale's saved line changed with its head: its id and its new amounts (as its own update). */
export const changedLineAmountsSchema = z
  .object({ id: savedLineId, ...lineAmountsFields })
  .refine(fitsLineAmount, lineTooLarge);
export type ChangedLineAmounts = z.output<typeof changedLineAmountsSchema>;

/** A priced document's adjustment (a purchase's, a sale's): an amount taken off its total, never negative, or none. */
export function adjustmentField() {
  return optionalNumericString({ label: 'Adjustment' });
}

/**
 * The create and update schemas of a priced document (a purchase, a sale) from its head's fields. The create takes
 * at least one line, and a missing adjustment is '0'. The update takes every head field as optional; lines added in
 * the edit dialog travel as `new_products`, validated like a create's lines (an empty list is the same as none);
 * saved lines changed there travel as `changed_products`, saved in the same transaction (or each through
 * /<document>-products/{id}); and the version it was read at. Both refuse lines whose total a total cannot hold.
 */
export function pricedDocumentSchemas<
  Head extends Record<string, z.ZodType>,
  Create extends Record<string, z.ZodType>,
>(head: Head, createOnly: Create) {
  return {
    // The create's own adjustment and fields replace the head's (the spread alone would type both at once).
    create: z.object({
      ...(head as Omit<Head, keyof Create | 'adjustment'>),
      ...createOnly,
      adjustment: adjustmentField().transform((value) => value ?? '0'),
      products: fitTotal(requiredLines(lineItemSchema)),
    }),
    update: z
      .object(head)
      .partial()
      .extend({
        new_products: fitTotal(newLines(lineItemSchema)),
        changed_products: changedLines(changedLineAmountsSchema),
        version: versionField,
      }),
  };
}

/** A transfer's saved line changed with its head: its id and its new quantity. */
export const changedTransferLineSchema = z.object({
  id: savedLineId,
  quantity: quantityField(),
  version: versionField,
});
export type ChangedTransferLine = z.output<typeof changedTransferLineSchema>;

export interface LineAmountsPayload {
  quantity: number;
  unit_price: string;
  discount?: number;
  /** The version of the purchase or sale the line belongs to, as the client read it. */
  version: number;
}

/** The payload of a line-amounts update: discount only if above 0. */
export function lineAmountsPayload(line: {
  quantity: number | string;
  unit_price: number | string;
  discount?: number | string | null;
  version: number;
}): LineAmountsPayload {
  const payload: LineAmountsPayload = {
    quantity: Number(line.quantity),
    unit_price: String(line.unit_price),
    version: line.version,
  };
  const discount = Number(line.discount ?? 0);
  if (discount > 0) payload.discount = discount;
  return payload;
}

/** A purchase or sale line as read. Purchase lines also carry their MR ID. */
export const lineItemRowSchema = z.object({
  id: z.string(),
  product: z.string(),
  quantity: z.number().int(),
  unit_price: readMoney,
  discount: z.number(),
});
export type LineItemRow = z.output<typeof lineItemRowSchema>;
