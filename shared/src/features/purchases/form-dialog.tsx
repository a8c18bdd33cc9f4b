import type * as z from '@logistics/shared/contracts/zod';
import { documentTexts, lineHeadings } from '@logistics/shared/contracts/messages';
import { can } from '@logistics/shared/contracts/permissions';
import {
  purchaseCreateSchema,
  purchaseUpdateSchema,
  type Purchase,
  type PurchaseInput,
} from '@logistics/shared/contracts/purchases';
import { todayIso } from '@logistics/shared/contracts/validation';
import { purchaseApi, purchaseLineApi } from '@logistics/shared/api/purchases';
import {
  DocumentDialog,
  useCreateDocumentDialog,
  useEditDocumentDialog,
} from '@logistics/shared/ui/document-dialog';
import {
  emptyLine,
  existingLines,
  existingLinesSchema,
  existingLineUpdate,
  NewPricedLines,
  SavedPricedLines,
} from '@logistics/shared/ui/line-items-editor';
import {
  createOrEditDialog,
  type CreateDialogProps,
  type EditDialogProps,
} from '@logistics/shared/ui/resource-dialogs';
import { useRole } from '@logistics/shared/ui/role';
import { PurchaseHeadFields } from './head-fields';

export const PURCHASE_TEXTS = {
  ...documentTexts('purchase'),
  ...lineHeadings,
} as const;

/** Create and edit a purchase with its lines and the live total. */
export const PurchaseFormDialog = createOrEditDialog(CreatePurchaseDialog, EditPurchaseDialog);

const createDefaults = (): PurchaseInput => ({
  mr_id: '',
  purchase_date: todayIso(),
  vendor: '',
  inventory: '',
  adjustment: '0',
  products: [emptyLine()],
});

function CreatePurchaseDialog({ open, onClose }: CreateDialogProps) {
  const state = useCreateDocumentDialog({
    api: purchaseApi,
    texts: PURCHASE_TEXTS,
    open,
    onClose,
    schema: purchaseCreateSchema,
    defaults: createDefaults,
  });
  return (
    <DocumentDialog state={state}>
      <PurchaseHeadFields />
      <NewPricedLines kind="purchase" texts={PURCHASE_TEXTS} />
    </DocumentDialog>
  );
}

/** The edit form: the purchase's fields, its saved lines (changed one by one, or with it) and lines to add. */
const purchaseEditSchema = purchaseUpdateSchema.extend({ existing: existingLinesSchema });

const editDefaults = (purchase: Purchase): z.input<typeof purchaseEditSchema> => ({
  mr_id: purchase.mr_id,
  purchase_date: purchase.purchase_date,
  vendor: purchase.vendor,
  inventory: purchase.inventory,
  adjustment: purchase.adjustment,
  version: purchase.version,
  existing: existingLines(purchase.products),
  new_products: [],
});

function EditPurchaseDialog({ open, row: purchase, onClose }: EditDialogProps<Purchase>) {
  const role = useRole();
  const lines = purchaseLineApi.useSavedLineCalls({
    allowed: can(role, 'purchases', 'update-line'),
    payload: existingLineUpdate,
  });
  const canEdit = can(role, 'purchases', 'edit');
  const state = useEditDocumentDialog({
    api: purchaseApi,
    texts: PURCHASE_TEXTS,
    open,
    onClose,
    schema: purchaseEditSchema,
    document: purchase,
    defaults: editDefaults,
    canSave: canEdit,
    lines,
  });
  return (
    <DocumentDialog state={state}>
      <PurchaseHeadFields disabled={!canEdit} current={state.loaded} />
      <SavedPricedLines
        kind="purchase"
        name={state.loaded.mr_id}
        texts={PURCHASE_TEXTS}
        lines={state.lines}
        canUpdate={can(role, 'purchases', 'update-line')}
        canRemove={can(role, 'purchases', 'remove-line')}
        canAdd={can(role, 'purchases', 'add-line')}
        canAdjust={canEdit}
      />
    </DocumentDialog>
  );
}
