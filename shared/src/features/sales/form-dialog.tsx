import type * as z from '@logistics/shared/contracts/zod';
import { documentTexts, lineHeadings } from '@logistics/shared/contracts/messages';
import { updatePayload } from '@logistics/shared/contracts/payloads';
import { can } from '@logistics/shared/contracts/permissions';
import {
  saleCreateSchema,
  saleUpdateSchema,
  type Sale,
  type SaleInput,
} from '@logistics/shared/contracts/sales';
import { todayIso } from '@logistics/shared/contracts/validation';
import { useOwnInventory } from '@logistics/shared/api/reference-options';
import { saleApi, saleLineApi } from '@logistics/shared/api/sales';
import {
  DocumentDialog,
  useCreateDocumentDialog,
  useDocumentDialog,
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
import { SaleEditTabs } from './edit-tabs';
import { SaleHeadFields } from './head-fields';

export const SALE_TEXTS = {
  ...documentTexts('sale'),
  ...lineHeadings,
} as const;

/** Create and edit a sale with its lines and the live total. */
export const SaleFormDialog = createOrEditDialog(CreateSaleDialog, EditSaleDialog);

const createDefaults = (inventory?: string | null): SaleInput => ({
  bill_id: '',
  sale_date: todayIso(),
  customer_id: '',
  shipping_address: '',
  status: 'pending',
  inventory: inventory ?? '',
  adjustment: '0',
  products: [emptyLine()],
});

function CreateSaleDialog({ open, onClose }: CreateDialogProps) {
  const role = useRole();
  const own = useOwnInventory(role);
  const ownInventory = own.data ?? null;
  const state = useCreateDocumentDialog({
    api: saleApi,
    texts: SALE_TEXTS,
    open,
    onClose,
    schema: saleCreateSchema,
    start: ownInventory,
    defaults: createDefaults,
  });
  return (
    <DocumentDialog state={state}>
      <SaleHeadFields locked={false} ownInventory={ownInventory} />
      <NewPricedLines kind="sale" texts={SALE_TEXTS} showStock />
    </DocumentDialog>
  );
}

const saleEditSchema = saleUpdateSchema.extend({ existing: existingLinesSchema });

const editDefaults = (sale: Sale): z.input<typeof saleEditSchema> => ({
  bill_id: sale.bill_id,
  sale_date: sale.sale_date,
  customer_id: sale.customer_id,
  shipping_address: sale.shipping_address,
  status: sale.status,
  inventory: sale.inventory,
  adjustment: sale.adjustment,
  version: sale.version,
  existing: existingLines(sale.products),
  new_products: [],
});

function EditSaleDialog({ open, row: sale, onClose }: EditDialogProps<Sale>) {
  const role = useRole();
  const update = saleApi.useUpdate();
  // Fleet-manager and captain save the status only: the amounts and the rest of the sale stay as they are.
  const canEditAmounts = can(role, 'sales', 'edit-amounts');
  const canUpdateLine = can(role, 'sales', 'update-line') && canEditAmounts;
  const lines = saleLineApi.useSavedLineCalls({ allowed: canUpdateLine, payload: existingLineUpdate });
  const state = useDocumentDialog({
    api: saleApi,
    texts: SALE_TEXTS,
    open,
    onClose,
    schema: saleEditSchema,
    document: sale,
    defaults: editDefaults,
    canSave: can(role, 'sales', 'edit'),
    save: ({ existing: _existing, ...values }, row, changed) => {
      const input = canEditAmounts
        ? updatePayload({ ...values, changed_products: changed })
        : updatePayload({ status: values.status, version: values.version });
      return update.mutateAsync({ key: row.bill_id, input });
    },
    saving: update.isPending,
    lines,
  });
  const { loaded } = state;
  return (
    <DocumentDialog state={state}>
      <SaleEditTabs
        open={open}
        sale={loaded}
        details={
          <>
            <SaleHeadFields locked={!canEditAmounts} current={loaded} />
            <SavedPricedLines
              kind="sale"
              name={loaded.bill_id}
              texts={SALE_TEXTS}
              lines={state.lines}
              canUpdate={canUpdateLine}
              canRemove={can(role, 'sales', 'remove-line')}
              canAdd={can(role, 'sales', 'add-line') && canEditAmounts}
              canAdjust={canEditAmounts}
              showStock
            />
          </>
        }
      />
    </DocumentDialog>
  );
}
