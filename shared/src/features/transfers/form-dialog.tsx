import { Divider, Typography } from '@logistics/shared/ui/antd';
import * as z from '@logistics/shared/contracts/zod';
import { documentTexts, lineHeadings, removeConfirmation } from '@logistics/shared/contracts/messages';
import { can } from '@logistics/shared/contracts/permissions';
import {
  transferCreateSchema,
  transferLineSchema,
  transferProductUpdateSchema,
  transferUpdateSchema,
  type Transfer,
  type TransferInput,
} from '@logistics/shared/contracts/transfers';
import { todayIso } from '@logistics/shared/contracts/validation';
import { useOwnInventory } from '@logistics/shared/api/reference-options';
import { transferApi, transferLineApi } from '@logistics/shared/api/transfers';
import {
  DocumentDialog,
  useCreateDocumentDialog,
  useEditDocumentDialog,
} from '@logistics/shared/ui/document-dialog';
import {
  createOrEditDialog,
  type CreateDialogProps,
  type EditDialogProps,
} from '@logistics/shared/ui/resource-dialogs';
import { useRole } from '@logistics/shared/ui/role';
import { TransferHeadFields } from './head-fields';
import {
  emptyTransferLine,
  ExistingTransferLinesField,
  NewTransferLinesField,
  type ExistingTransferLineInput,
} from './line-fields';

export const TRANSFER_TEXTS = {
  ...documentTexts('transfer', { createDescription: 'Move stock batches from one inventory to another.' }),
  ...lineHeadings,
} as const;

/** Create and edit a transfer and its lines. */
export const TransferFormDialog = createOrEditDialog(CreateTransferDialog, EditTransferDialog);

const createDefaults = (source?: string | null): TransferInput => ({
  trf_id: '',
  transfer_date: todayIso(),
  source_inventory: source ?? '',
  destination_inventory: '',
  products: [emptyTransferLine()],
});

function CreateTransferDialog({ open, onClose }: CreateDialogProps) {
  const role = useRole();
  // An inventory-in-charge moves stock out of their own inventory.
  const own = useOwnInventory(role);
  const state = useCreateDocumentDialog({
    api: transferApi,
    texts: TRANSFER_TEXTS,
    open,
    onClose,
    schema: transferCreateSchema,
    start: own.data ?? null,
    defaults: createDefaults,
  });
  return (
    <DocumentDialog state={state}>
      <TransferHeadFields />
      <Divider titlePlacement="start">{TRANSFER_TEXTS.products}</Divider>
      <NewTransferLinesField name="products" idPrefix="transfer-line" canAdd />
    </DocumentDialog>
  );
}

const transferEditSchema = transferUpdateSchema.and(
  z.object({ existing: z.array(transferLineSchema.extend({ id: z.string() })).optional() }),
);

const editDefaults = (transfer: Transfer): z.input<typeof transferEditSchema> => ({
  trf_id: transfer.trf_id,
  transfer_date: transfer.transfer_date,
  source_inventory: transfer.source_inventory,
  destination_inventory: transfer.destination_inventory,
  version: transfer.version,
  existing: transfer.products.map((line) => ({
    id: line.id,
    mr_id: line.mr_id,
    product: line.product,
    quantity: String(line.quantity),
  })),
  new_products: [],
});

/** 'Update Line' of a saved line: its quantity with the transfer's version, or nothing while it is invalid. */
function lineUpdate(line: ExistingTransferLineInput, version: number | undefined) {
  const parsed = transferProductUpdateSchema.safeParse({ quantity: line.quantity, version });
  return parsed.success ? parsed.data : undefined;
}

function EditTransferDialog({ open, row: transfer, onClose }: EditDialogProps<Transfer>) {
  const role = useRole();
  const canUpdateLine = can(role, 'transfers', 'update-line');
  const savedLines = transferLineApi.useSavedLineCalls({
    allowed: canUpdateLine,
    fields: ['quantity'],
    payload: lineUpdate,
  });
  const canAddLine = can(role, 'transfers', 'add-line');
  const canRemoveLine = can(role, 'transfers', 'remove-line');
  const state = useEditDocumentDialog({
    api: transferApi,
    texts: TRANSFER_TEXTS,
    open,
    onClose,
    schema: transferEditSchema,
    document: transfer,
    defaults: editDefaults,
    canSave: can(role, 'transfers', 'edit'),
    lines: savedLines,
  });
  const { lines } = state;
  return (
    <DocumentDialog state={state}>
      <TransferHeadFields current={transfer} />
      <Divider titlePlacement="start">{TRANSFER_TEXTS.products}</Divider>
      <ExistingTransferLinesField
        quantityDisabled={!canUpdateLine}
        onUpdateLine={canUpdateLine ? lines.update : undefined}
        onRemoveLine={canRemoveLine ? lines.remove : undefined}
        removeMessage={(product) => removeConfirmation.line('transfer', product, transfer.trf_id)}
        busy={lines.busy}
      />
      {canAddLine ? (
        <>
          <Typography.Title level={5}>{TRANSFER_TEXTS.newProducts}</Typography.Title>
          <NewTransferLinesField name="new_products" idPrefix="transfer-new-line" canAdd={canAddLine} />
        </>
      ) : null}
    </DocumentDialog>
  );
}
