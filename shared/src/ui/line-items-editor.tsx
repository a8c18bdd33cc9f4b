/**
 * The lines of a purchase or a sale (product, quantity, unit price, discount) in a react-hook-form field array,
 * and the live total, used by the purchase and sale dialogs: one module per widget, gathered here.
 */
export { LINE_TEXTS } from '@logistics/shared/ui/line-texts';
export {
  emptyLine,
  existingLines,
  existingLinesSchema,
  existingLineUpdate,
  type ExistingLineInput,
  type PricedLinesValues,
} from '@logistics/shared/ui/priced-lines';
export { NewLinesField } from '@logistics/shared/ui/new-lines-field';
export { ExistingLinesField } from '@logistics/shared/ui/existing-lines-field';
export { AdjustmentTotal, LiveTotal } from '@logistics/shared/ui/line-totals';
export { SavedAndNewLines } from '@logistics/shared/ui/saved-and-new-lines';
