import { Divider, Typography } from '@logistics/shared/ui/antd';
import { useFormContext } from 'react-hook-form';
import * as z from '@logistics/shared/contracts/zod';
import {
  documentMessages,
  documentTexts,
  lineHeadings,
  removeConfirmation,
} from '@logistics/shared/contracts/messages';
import {
  transferCreateSchema,
  transferLineSchema,
  transferProductUpdateSchema,
  transferUpdateSchema,
  type Transfer,
  type TransferInput,
} from '@logistics/shared/contracts/transfers';
import type { Role } from '@logistics/shared/contracts/roles';
import { todayIso } from '@logistics/shared/contracts/validation';
import { transferApi, transferLineApi } from '@logistics/shared/api/transfers';
import { worksInOwnInventory } from '@logistics/shared/api/reference-options';
import { savedDocumentValues } from '@logistics/shared/ui/document-dialog';
import {
  documentFormDialog,
  useOwnInventoryName,
  viewOnlyRights,
  type SavedDocumentFieldsProps,
} from '@logistics/shared/ui/document-form-dialog';
import { CHECK_ERROR } from '@logistics/shared/ui/form';
import { useSubmitCheck } from '@logistics/shared/ui/form-dialog';
import { useRole } from '@logistics/shared/ui/role';
import { TransferHeadFields } from './head-fields';
import {
  emptyTransferLine,
  ExistingTransferLinesField,
  NewTransferLinesField,
  type ExistingTransferLineInput,
  type TransferLinesValues,
} from './line-fields';

/**
 * An inventory-in-charge changes only the transfers out of their own inventory (the server refuses the rest): one
 * into it opens to be read. `ownInventory` is null while it is read.
 */
export function transferViewOnly(role: Role, transfer: Transfer, ownInventory: string | null): boolean {
  return worksInOwnInventory(role) && transfer.source_inventory !== ownInventory;
}

export const TRANSFER_TEXTS = {
  ...documentTexts('transfer', { createDescription: 'Move stock batches from one inventory to another.' }),
  ...lineHeadings,
} as const;

// An inventory-in-charge moves stock out of their own inventory: it is the new transfer's source.
const createDefaults = (source?: string | null): TransferInput => ({
  trf_id: '',
  transfer_date: todayIso(),
  source_inventory: source ?? '',
  destination_inventory: '',
  products: [emptyTransferLine()],
});

function NewTransferFields() {
  return (
    <>
      <TransferHeadFields />
      <Divider titlePlacement="start">{TRANSFER_TEXTS.products}</Divider>
      <NewTransferLinesField name="products" idPrefix="transfer-line" canAdd />
    </>
  );
}

const transferEditSchema = transferUpdateSchema.and(
  z.object({ existing: z.array(transferLineSchema.extend({ id: z.string() })).optional() }),
);

const editDefaults = (transfer: Transfer): z.input<typeof transferEditSchema> =>
  savedDocumentValues(
    transfer,
    ['trf_id', 'transfer_date', 'source_inventory', 'destination_inventory'],
    transfer.products.map((line) => ({
      id: line.id,
      mr_id: line.mr_id,
      product: line.product,
      quantity: String(line.quantity),
    })),
  );

/** 'Update Line' of a saved line: its quantity with the transfer's version, or nothing while it is invalid. */
function lineUpdate(line: ExistingTransferLineInput, version: number | undefined) {
  const parsed = transferProductUpdateSchema.safeParse({ quantity: line.quantity, version });
  return parsed.success ? parsed.data : undefined;
}

/**
 * An inventory-in-charge may not lower a saved line: that takes units back out of the destination. The saved
 * quantity is known, so the line says so before anything is sent, in the server's words (the server stays the
 * authority). Answers whether the lines at `indexes` may be sent, marking each one lowered.
 */
function useTakeBackCheck(destination: string): (indexes: readonly number[]) => boolean {
  const role = useRole();
  const { getValues, setError, formState } = useFormContext<TransferLinesValues>();
  return (indexes) => {
    if (!worksInOwnInventory(role)) return true;
    // The quantities last saved: a line's own update moves them.
    const saved = formState.defaultValues?.existing ?? [];
    let within = true;
    for (const index of indexes) {
      const line = getValues(`existing.${index}`);
      const before = saved.find((row) => row?.id === line?.id);
      const quantity = Number(line?.quantity);
      // A quantity that is no whole number above 0 is the schema's to refuse.
      if (!before || !Number.isInteger(quantity) || quantity <= 0) continue;
      if (quantity >= Number(before.quantity)) continue;
      const message = documentMessages.transferTakeBack(destination);
      setError(`existing.${index}.quantity`, { type: CHECK_ERROR.right, message }, { shouldFocus: within });
      within = false;
    }
    return within;
  };
}

function SavedTransferFields({
  document: transfer,
  loaded,
  lines,
  rights,
}: SavedDocumentFieldsProps<Transfer>) {
  const { getValues } = useFormContext<TransferLinesValues>();
  const takesNothingBack = useTakeBackCheck(loaded.destination_inventory);
  useSubmitCheck(() => takesNothingBack((getValues('existing') ?? []).map((_line, index) => index)));
  const update = (index: number) => {
    if (takesNothingBack([index])) lines.update(index);
  };
  return (
    <>
      <TransferHeadFields current={transfer} />
      <Divider titlePlacement="start">{TRANSFER_TEXTS.products}</Divider>
      <ExistingTransferLinesField
        quantityDisabled={!rights.updateLine}
        onUpdateLine={rights.updateLine ? update : undefined}
        onRemoveLine={rights.removeLine ? lines.remove : undefined}
        removeMessage={(product) => removeConfirmation.line('transfer', product, transfer.trf_id)}
        busy={lines.busy}
      />
      {rights.addLine ? (
        <>
          <Typography.Title level={5}>{TRANSFER_TEXTS.newProducts}</Typography.Title>
          <NewTransferLinesField name="new_products" idPrefix="transfer-new-line" canAdd />
        </>
      ) : null}
    </>
  );
}

/** Create and edit a transfer and its lines. */
export const TransferFormDialog = documentFormDialog({
  api: transferApi,
  lines: { api: transferLineApi, fields: ['quantity'], payload: lineUpdate },
  useStart: useOwnInventoryName,
  create: { schema: transferCreateSchema, defaults: createDefaults, Fields: NewTransferFields },
  edit: { schema: transferEditSchema, defaults: editDefaults, Fields: SavedTransferFields },
  rightsOn: (rights, { role, document, ownInventory }) =>
    transferViewOnly(role, document, ownInventory) ? viewOnlyRights : rights,
  texts: TRANSFER_TEXTS,
});
