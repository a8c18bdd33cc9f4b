import type * as z from '@logistics/shared/contracts/zod';
import { documentTexts } from '@logistics/shared/contracts/messages';
import {
  purchaseCreateSchema,
  purchaseUpdateSchema,
  type Purchase,
  type PurchaseInput,
} from '@logistics/shared/contracts/purchases';
import { todayIso } from '@logistics/shared/contracts/validation';
import { purchaseApi, purchaseLineApi } from '@logistics/shared/api/purchases';
import { savedDocumentValues } from '@logistics/shared/ui/document-dialog';
import { documentFormDialog, type SavedDocumentFieldsProps } from '@logistics/shared/ui/document-form-dialog';
import {
  emptyLine,
  existingLines,
  existingLinesSchema,
  existingLineUpdate,
} from '@logistics/shared/ui/priced-lines';
import { NewPricedLines, SavedPricedLines } from '@logistics/shared/ui/priced-document-lines';
import { PurchaseHeadFields } from './head-fields';

const createDefaults = (): PurchaseInput => ({
  mr_id: '',
  purchase_date: todayIso(),
  vendor: '',
  inventory: '',
  adjustment: '0',
  products: [emptyLine()],
});

function NewPurchaseFields() {
  return (
    <>
      <PurchaseHeadFields />
      <NewPricedLines kind="purchase" />
    </>
  );
}

/** The edit form: the purchase's fields, its saved lines (changed one by one, or with it) and lines to add. */
const purchaseEditSchema = purchaseUpdateSchema.extend({ existing: existingLinesSchema });

const editDefaults = (purchase: Purchase): z.input<typeof purchaseEditSchema> =>
  savedDocumentValues(
    purchase,
    ['mr_id', 'purchase_date', 'vendor', 'inventory', 'adjustment'],
    existingLines(purchase.products),
  );

function SavedPurchaseFields({ loaded, lines, rights }: SavedDocumentFieldsProps<Purchase>) {
  return (
    <>
      <PurchaseHeadFields disabled={!rights.edit} current={loaded} />
      <SavedPricedLines kind="purchase" name={loaded.mr_id} lines={lines} rights={rights} />
    </>
  );
}

export const PURCHASE_TEXTS = documentTexts('purchase');

/** Create and edit a purchase with its lines and the live total. */
export const PurchaseFormDialog = documentFormDialog({
  api: purchaseApi,
  lines: { api: purchaseLineApi, payload: existingLineUpdate },
  create: { schema: purchaseCreateSchema, defaults: createDefaults, Fields: NewPurchaseFields },
  edit: { schema: purchaseEditSchema, defaults: editDefaults, Fields: SavedPurchaseFields },
  texts: PURCHASE_TEXTS,
});
