import { Col, Divider, Row, Typography } from '@logistics/shared/ui/antd';
import { useEffect, useState } from 'react';
import { FormProvider, useFormContext } from 'react-hook-form';
import { z } from 'zod';
import {
  lineAmountsPayload,
  lineAmountsUpdateSchema,
  lineItemSchema,
} from '@logistics/shared/contracts/line-items';
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
  purchaseCreateSchema,
  purchaseUpdateSchema,
  type Purchase,
  type PurchaseInput,
} from '@logistics/shared/contracts/purchases';
import { todayIso } from '@logistics/shared/contracts/validation';
import { TextField, useZodForm } from '@logistics/shared/ui/form';
import { useRole } from '@logistics/shared/ui/role';
import { useToasts } from '@logistics/shared/ui/toasts';
import {
  fetchPurchase,
  useCreatePurchase,
  useDeletePurchaseProduct,
  useUpdatePurchase,
  useUpdatePurchaseProduct,
} from '@logistics/shared/api/purchases';
import { DateField, SelectField } from '@logistics/shared/ui/transaction-fields';
import {
  emptyLine,
  ExistingLinesField,
  LiveTotal,
  NewLinesField,
  type ExistingLineInput,
} from '@logistics/shared/ui/line-items-editor';
import {
  useDebouncedSearch,
  useInventoryOptions,
  useVendorOptions,
  withCurrent,
} from '@logistics/shared/api/reference-options';
import { TransactionDialog } from '@logistics/shared/ui/transaction-dialog';

const messages = resourceMessages('purchases');
const lineMessages = lineItemMessages('purchase');

export const PURCHASE_TEXTS = {
  createTitle: 'Create Purchase',
  createDescription: 'Fill in the details of the new purchase and its products.',
  create: 'Create',
  editTitle: 'Edit Purchase',
  editDescription: (mrId: string) => `Change the purchase with MR ID “${mrId}” and its products.`,
  /** Under 'View …', for a role that may open the dialog but not save it. */
  viewDescription: (mrId: string) => `The purchase with MR ID “${mrId}” and its products, as saved.`,
  update: 'Update Purchase',
  products: 'Products',
  newProducts: 'New products',
} as const;

interface PurchaseFormDialogProps {
  open: boolean;
  /** The purchase to edit; absent to create one. */
  purchase: Purchase | null;
  onClose: () => void;
}

/** Create and edit a purchase with its lines and the live total (SPEC sections 4, 5 and 6). */
export function PurchaseFormDialog({ open, purchase, onClose }: PurchaseFormDialogProps) {
  return purchase ? (
    <EditPurchaseDialog open={open} purchase={purchase} onClose={onClose} />
  ) : (
    <CreatePurchaseDialog open={open} onClose={onClose} />
  );
}

/** Vendor and inventory, chosen from the server's lists with a search. */
function PartyFields({ disabled, current }: { disabled?: boolean; current?: Purchase }) {
  const [vendorSearch, setVendorSearch] = useDebouncedSearch();
  const [inventorySearch, setInventorySearch] = useDebouncedSearch();
  const vendors = useVendorOptions(vendorSearch, !disabled);
  const inventories = useInventoryOptions(inventorySearch, !disabled);
  const { control } = useFormContext<PurchaseInput>();
  return (
    <>
      <Col xs={24} md={12}>
        <SelectField
          control={control}
          name="vendor"
          id="purchase-vendor"
          label="Vendor"
          required
          options={withCurrent(vendors.data, current && { value: current.vendor, label: current.vendor })}
          loading={vendors.isFetching}
          onSearch={setVendorSearch}
          disabled={disabled}
        />
      </Col>
      <Col xs={24} md={12}>
        <SelectField
          control={control}
          name="inventory"
          id="purchase-inventory"
          label="Inventory"
          required
          options={withCurrent(
            inventories.data,
            current && { value: current.inventory, label: current.inventory },
          )}
          loading={inventories.isFetching}
          onSearch={setInventorySearch}
          disabled={disabled}
        />
      </Col>
    </>
  );
}

const createDefaults = (): PurchaseInput => ({
  mr_id: '',
  purchase_date: todayIso(),
  vendor: '',
  inventory: '',
  adjustment: '0',
  products: [emptyLine()],
});

function CreatePurchaseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toasts = useToasts('purchases-form');
  const create = useCreatePurchase();
  const form = useZodForm(purchaseCreateSchema, { defaultValues: createDefaults() });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(createDefaults());
  }, [open, reset]);

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
      title={PURCHASE_TEXTS.createTitle}
      description={PURCHASE_TEXTS.createDescription}
      submitLabel={PURCHASE_TEXTS.create}
      submitting={create.isPending}
      onSubmit={onSubmit}
      onCancel={onClose}
      formId="purchase-create-form"
    >
      <FormProvider {...form}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <TextField
              control={form.control}
              name="mr_id"
              id="purchase-mr-id"
              label="MR ID"
              required
              autoFocus
            />
          </Col>
          <Col xs={24} md={12}>
            <DateField
              control={form.control}
              name="purchase_date"
              id="purchase-date"
              label="Purchase date"
              required
            />
          </Col>
          <PartyFields />
        </Row>
        <Divider titlePlacement="start">{PURCHASE_TEXTS.products}</Divider>
        <NewLinesField name="products" idPrefix="purchase-line" canAdd />
        <Divider />
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <TextField control={form.control} name="adjustment" id="purchase-adjustment" label="Adjustment" />
          </Col>
          <Col xs={24} md={12}>
            <LiveTotal id="purchase-total" />
          </Col>
        </Row>
      </FormProvider>
    </TransactionDialog>
  );
}

/** The edit form: the purchase's fields, its saved lines (changed one by one) and lines to add. */
const purchaseEditSchema = purchaseUpdateSchema.extend({
  existing: z.array(lineItemSchema.extend({ id: z.string() })).optional(),
});
type PurchaseEditInput = z.input<typeof purchaseEditSchema>;

const existingLines = (purchase: Purchase): ExistingLineInput[] =>
  purchase.products.map((line) => ({
    id: line.id,
    product: line.product,
    quantity: String(line.quantity),
    unit_price: line.unit_price,
    discount: String(line.discount),
  }));

const editDefaults = (purchase: Purchase): PurchaseEditInput => ({
  mr_id: purchase.mr_id,
  purchase_date: purchase.purchase_date,
  vendor: purchase.vendor,
  inventory: purchase.inventory,
  adjustment: purchase.adjustment,
  version: purchase.version,
  existing: existingLines(purchase),
  new_products: [],
});

function EditPurchaseDialog({
  open,
  purchase,
  onClose,
}: {
  open: boolean;
  purchase: Purchase;
  onClose: () => void;
}) {
  const role = useRole();
  const toasts = useToasts('purchases-form');
  const update = useUpdatePurchase();
  const updateLine = useUpdatePurchaseProduct();
  const removeLine = useDeletePurchaseProduct();
  const [lineBusy, setLineBusy] = useState(false);
  const canEdit = can(role, 'purchases', 'edit');
  const canUpdateLine = can(role, 'purchases', 'update-line');
  const canAddItem = can(role, 'purchases', 'add-item');
  const canRemoveLine = can(role, 'purchases', 'remove-line');

  const form = useZodForm(purchaseEditSchema, { defaultValues: editDefaults(purchase) });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(editDefaults(purchase));
  }, [open, purchase, reset]);

  const onSubmit = form.handleSubmit(async ({ existing: _existing, ...values }) => {
    try {
      const answer = await update.mutateAsync({ mrId: purchase.mr_id, input: updatePayload(values) });
      toasts.success(answer.message || UPDATED_DEFAULT);
      onClose();
    } catch (error) {
      toasts.error(error, messages.update);
    }
  });

  const onUpdateLine = async (index: number) => {
    if (!(await form.trigger(`existing.${index}`))) return;
    const line = form.getValues(`existing.${index}`);
    // The line's update carries the purchase's version (every line change raises it).
    const parsed = lineAmountsUpdateSchema.safeParse({ ...line, version: form.getValues('version') });
    if (!line || !parsed.success) return;
    setLineBusy(true);
    try {
      const answer = await updateLine.mutateAsync({ id: line.id, input: lineAmountsPayload(parsed.data) });
      // The purchase's version moved with its line: a later 'Update Purchase' must send the new one.
      form.setValue('version', answer.purchase.version);
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
      const fresh = await fetchPurchase(purchase.mr_id).catch(() => undefined);
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
      title={canEdit ? PURCHASE_TEXTS.editTitle : uiText.viewTitle('Purchase')}
      description={
        canEdit
          ? PURCHASE_TEXTS.editDescription(purchase.mr_id)
          : PURCHASE_TEXTS.viewDescription(purchase.mr_id)
      }
      submitLabel={canEdit ? PURCHASE_TEXTS.update : undefined}
      submitting={update.isPending}
      busy={lineBusy}
      onSubmit={onSubmit}
      onCancel={onClose}
      formId="purchase-edit-form"
    >
      <FormProvider {...form}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <TextField
              control={form.control}
              name="mr_id"
              id="purchase-mr-id"
              label="MR ID"
              disabled={!canEdit}
            />
          </Col>
          <Col xs={24} md={12}>
            <DateField
              control={form.control}
              name="purchase_date"
              id="purchase-date"
              label="Purchase date"
              disabled={!canEdit}
            />
          </Col>
          <PartyFields disabled={!canEdit} current={purchase} />
        </Row>
        <Divider titlePlacement="start">{PURCHASE_TEXTS.products}</Divider>
        <ExistingLinesField
          idPrefix="purchase"
          amountsDisabled={!canUpdateLine}
          onUpdateLine={canUpdateLine ? (index) => void onUpdateLine(index) : undefined}
          onRemoveLine={canRemoveLine ? onRemoveLine : undefined}
          removeMessage={(product) => removeConfirmation.line('purchase', product, purchase.mr_id)}
          busy={lineBusy}
        />
        {canAddItem ? (
          <>
            <Typography.Title level={5}>{PURCHASE_TEXTS.newProducts}</Typography.Title>
            <NewLinesField name="new_products" idPrefix="purchase-new-line" canAdd={canAddItem} />
          </>
        ) : null}
        <Divider />
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <TextField
              control={form.control}
              name="adjustment"
              id="purchase-adjustment"
              label="Adjustment"
              disabled={!canEdit}
            />
          </Col>
          <Col xs={24} md={12}>
            <LiveTotal id="purchase-total" />
          </Col>
        </Row>
      </FormProvider>
    </TransactionDialog>
  );
}
