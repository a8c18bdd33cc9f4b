/**
 * The lines of a purchase or a sale (product, quantity, unit price, discount) in a react-hook-form field array,
 * with the adjustment and the live total, drawn in the purchase and sale dialogs: one module per widget, gathered
 * here.
 */
export { LINE_TEXTS } from '@logistics/shared/ui/line-texts';
export {
  emptyLine,
  existingLines,
  existingLinesSchema,
  existingLineUpdate,
} from '@logistics/shared/ui/priced-lines';
export { NewPricedLines, SavedPricedLines } from '@logistics/shared/ui/priced-document-lines';
