import { Col, Divider, Row, Typography } from '@logistics/shared/ui/antd';
import { useEffect, useState } from 'react';
import { FormProvider, useFormContext } from 'react-hook-form';
import { z } from 'zod';
import {
  DELETED_DEFAULT,
  lineItemMessages,
  removeConfirmation,
  resourceMessages,
  UPDATED_DEFAULT,
  uiText,
} from '@logistics/shared/contracts/messages';
import { updatePayload } from '@logistics/shared/contracts/payloads';
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
import {
  useDebouncedSearch,
  useInventoryOptions,
  useOwnInventory,
  withCurrent,
  worksInOwnInventory,
} from '@logistics/shared/api/reference-options';
import {
  fetchTransfer,
  useCreateTransfer,
  useDeleteTransferProduct,
  useUpdateTransfer,
  useUpdateTransferProduct,
} from '@logistics/shared/api/transfers';
import { TextField, useZodForm } from '@logistics/shared/ui/form';
import { useRole } from '@logistics/shared/ui/role';
import { useToasts } from '@logistics/shared/ui/toasts';
import { DateField, SelectField } from '@logistics/shared/ui/transaction-fields';
import { TransactionDialog } from '@logistics/shared/ui/transaction-dialog';
import {
  emptyTransferLine,
  ExistingTransferLinesField,
  NewTransferLinesField,
  type ExistingTransferLineInput,
} from './line-fields';

const messages = resourceMessages('transfers');
const lineMessages = lineItemMessages('transfer');

export const TRANSFER_TEXTS = {
  createTitle: 'Create Transfer',
  createDescription: 'Move stock batches from one inventory to another.',
  create: 'Create',
  editTitle: 'Edit Transfer',
  editDescription: (trfId: string) => `Change the transfer with TRF ID “${trfId}” and its products.`,
  /** Under 'View …', for a role that may open the dialog but not save it. */
  viewDescription: (trfId: string) => `The transfer with TRF ID “${trfId}” and its products, as saved.`,
  update: 'Update Transfer',
  products: 'Products',
  newProducts: 'New products',
} as const;

interface TransferFormDialogProps {
  open: boolean;
  /** The transfer to edit; absent to create one. */
  transfer: Transfer | null;
  onClose: () => void;
}

/** Create and edit a transfer and its lines (SPEC sections 5 and 6). */
export function TransferFormDialog({ open, transfer, onClose }: TransferFormDialogProps) {
  return transfer ? (
    <EditTransferDialog open={open} transfer={transfer} onClose={onClose} />
  ) : (
    <CreateTransferDialog open={open} onClose={onClose} />
  );
}

interface TransferHeadValues {
  trf_id?: string;
  transfer_date?: string;
  source_inventory?: string;
  destination_inventory?: string;
}

/**
 * TRF ID, date, source and destination. An inventory-in-charge moves stock out of their own inventory only
 * (ARCHITECTURE, settled questions): the source is theirs and fixed, on create and on edit.
 */
function TransferHeadFields({ current }: { current?: Transfer }) {
  const role = useRole();
  const sourceFixed = worksInOwnInventory(role);
  const [sourceSearch, setSourceSearch] = useDebouncedSearch();
  const [destinationSearch, setDestinationSearch] = useDebouncedSearch();
  const sources = useInventoryOptions(sourceSearch, !sourceFixed);
  const destinations = useInventoryOptions(destinationSearch);
  const { control, watch } = useFormContext<TransferHeadValues>();
  const [source, destination] = watch(['source_inventory', 'destination_inventory']);
  const named = (name: string | undefined) => (name ? { value: name, label: name } : undefined);
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <TextField control={control} name="trf_id" id="transfer-trf-id" label="TRF ID" required autoFocus />
      </Col>
      <Col xs={24} md={12}>
        <DateField control={control} name="transfer_date" id="transfer-date" label="Transfer date" required />
      </Col>
      <Col xs={24} md={12}>
        <SelectField
          control={control}
          name="source_inventory"
          id="transfer-source"
          label="Source inventory"
          required
          options={withCurrent(sources.data, named(source ?? current?.source_inventory))}
          loading={sources.isFetching}
          onSearch={setSourceSearch}
          disabled={sourceFixed}
        />
      </Col>
      <Col xs={24} md={12}>
        <SelectField
          control={control}
          name="destination_inventory"
          id="transfer-destination"
          label="Destination inventory"
          required
          options={withCurrent(destinations.data, named(destination ?? current?.destination_inventory))}
          loading={destinations.isFetching}
          onSearch={setDestinationSearch}
        />
      </Col>
    </Row>
  );
}

const createDefaults = (source?: string | null): TransferInput => ({
  trf_id: '',
  transfer_date: todayIso(),
  source_inventory: source ?? '',
  destination_inventory: '',
  products: [emptyTransferLine()],
});

function CreateTransferDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const role = useRole();
  const toasts = useToasts('transfers-form');
  const create = useCreateTransfer();
  // An inventory-in-charge moves stock out of their own inventory.
  const own = useOwnInventory(role);
  const ownInventory = own.data ?? null;
  const form = useZodForm(transferCreateSchema, { defaultValues: createDefaults(ownInventory) });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(createDefaults(ownInventory));
  }, [open, reset, ownInventory]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      toasts.success(messages.created);
      onClose();
    } catch (error) {
      toasts.error(error, messages.create);
    }
  });

  return (
    <TransactionDialog
      open={open}
      title={TRANSFER_TEXTS.createTitle}
      description={TRANSFER_TEXTS.createDescription}
      submitLabel={TRANSFER_TEXTS.create}
      submitting={create.isPending}
      onSubmit={onSubmit}
      onCancel={onClose}
      formId="transfer-create-form"
    >
      <FormProvider {...form}>
        <TransferHeadFields />
        <Divider titlePlacement="start">{TRANSFER_TEXTS.products}</Divider>
        <NewTransferLinesField name="products" idPrefix="transfer-line" canAdd />
      </FormProvider>
    </TransactionDialog>
  );
}

const transferEditSchema = transferUpdateSchema.and(
  z.object({ existing: z.array(transferLineSchema.extend({ id: z.string() })).optional() }),
);
type TransferEditInput = z.input<typeof transferEditSchema>;

const existingLines = (transfer: Transfer): ExistingTransferLineInput[] =>
  transfer.products.map((line) => ({
    id: line.id,
    mr_id: line.mr_id,
    product: line.product,
    quantity: String(line.quantity),
  }));

const editDefaults = (transfer: Transfer): TransferEditInput => ({
  trf_id: transfer.trf_id,
  transfer_date: transfer.transfer_date,
  source_inventory: transfer.source_inventory,
  destination_inventory: transfer.destination_inventory,
  version: transfer.version,
  existing: existingLines(transfer),
  new_products: [],
});

function EditTransferDialog({
  open,
  transfer,
  onClose,
}: {
  open: boolean;
  transfer: Transfer;
  onClose: () => void;
}) {
  const role = useRole();
  const toasts = useToasts('transfers-form');
  const update = useUpdateTransfer();
  const updateLine = useUpdateTransferProduct();
  const removeLine = useDeleteTransferProduct();
  const [lineBusy, setLineBusy] = useState(false);
  const canEdit = can(role, 'transfers', 'edit');
  const canUpdateLine = can(role, 'transfers', 'update-line');
  const canAddItem = can(role, 'transfers', 'add-item');
  const canRemoveLine = can(role, 'transfers', 'remove-line');

  const form = useZodForm(transferEditSchema, { defaultValues: editDefaults(transfer) });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(editDefaults(transfer));
  }, [open, transfer, reset]);

  const onSubmit = form.handleSubmit(async ({ existing: _existing, ...values }) => {
    try {
      const answer = await update.mutateAsync({ trfId: transfer.trf_id, input: updatePayload(values) });
      toasts.success(answer.message || UPDATED_DEFAULT);
      onClose();
    } catch (error) {
      toasts.error(error, messages.update);
    }
  });

  const onUpdateLine = async (index: number) => {
    if (!(await form.trigger(`existing.${index}.quantity`))) return;
    const line = form.getValues(`existing.${index}`);
    // The line's update carries the transfer's version (every line change raises it).
    const parsed = transferProductUpdateSchema.safeParse({
      quantity: line?.quantity,
      version: form.getValues('version'),
    });
    if (!line || !parsed.success) return;
    setLineBusy(true);
    try {
      const answer = await updateLine.mutateAsync({ id: line.id, input: parsed.data });
      form.setValue('version', answer.transfer.version);
      toasts.success(answer.message || UPDATED_DEFAULT);
    } catch (error) {
      toasts.error(error, lineMessages.update);
    } finally {
      setLineBusy(false);
    }
  };

  const onRemoveLine = async (index: number) => {
    const line = form.getValues(`existing.${index}`);
    if (!line) return;
    setLineBusy(true);
    try {
      const answer = await removeLine.mutateAsync(line.id);
      form.setValue(
        'existing',
        (form.getValues('existing') ?? []).filter((row) => row.id !== line.id),
      );
      toasts.success(answer.message || DELETED_DEFAULT);
      const fresh = await fetchTransfer(transfer.trf_id).catch(() => undefined);
      if (fresh) form.setValue('version', fresh.version);
    } catch (error) {
      toasts.error(error, lineMessages.delete);
    } finally {
      setLineBusy(false);
    }
  };

  return (
    <TransactionDialog
      open={open}
      title={canEdit ? TRANSFER_TEXTS.editTitle : uiText.viewTitle('Transfer')}
      description={
        canEdit
          ? TRANSFER_TEXTS.editDescription(transfer.trf_id)
          : TRANSFER_TEXTS.viewDescription(transfer.trf_id)
      }
      submitLabel={canEdit ? TRANSFER_TEXTS.update : undefined}
      submitting={update.isPending}
      busy={lineBusy}
      onSubmit={onSubmit}
      onCancel={onClose}
      formId="transfer-edit-form"
    >
      <FormProvider {...form}>
        <TransferHeadFields current={transfer} />
        <Divider titlePlacement="start">{TRANSFER_TEXTS.products}</Divider>
        <ExistingTransferLinesField
          quantityDisabled={!canUpdateLine}
          onUpdateLine={canUpdateLine ? (index) => void onUpdateLine(index) : undefined}
          onRemoveLine={canRemoveLine ? onRemoveLine : undefined}
          removeMessage={(product) => removeConfirmation.line('transfer', product, transfer.trf_id)}
          busy={lineBusy}
        />
        {canAddItem ? (
          <>
            <Typography.Title level={5}>{TRANSFER_TEXTS.newProducts}</Typography.Title>
            <NewTransferLinesField name="new_products" idPrefix="transfer-new-line" canAdd={canAddItem} />
          </>
        ) : null}
      </FormProvider>
    </TransactionDialog>
  );
}
