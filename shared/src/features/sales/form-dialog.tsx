import { Col, Divider, Row, Tabs, Typography } from '@logistics/shared/ui/antd';
import { useEffect, useState } from 'react';
import { FormProvider, useFormContext, useWatch, type UseFormReturn } from 'react-hook-form';
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
  saleCreateSchema,
  saleUpdateSchema,
  type Sale,
  type SaleInput,
} from '@logistics/shared/contracts/sales';
import { historyTexts } from '@logistics/shared/contracts/history';
import { printTexts } from '@logistics/shared/contracts/print';
import { orderStatuses, statusLabel } from '@logistics/shared/contracts/statuses';
import { todayIso } from '@logistics/shared/contracts/validation';
import {
  personLabel,
  useCustomerOptions,
  useDebouncedSearch,
  useInventoryOptions,
  useOwnInventory,
  withCurrent,
  worksInOwnInventory,
} from '@logistics/shared/api/reference-options';
import {
  fetchSale,
  useCreateSale,
  useDeleteSaleProduct,
  useSale,
  useUpdateSale,
  useUpdateSaleProduct,
} from '@logistics/shared/api/sales';
import { ChangedUnderneathAlert, isChangedUnderneath } from '@logistics/shared/ui/changed-underneath';
import { TextField, useZodForm } from '@logistics/shared/ui/form';
import {
  emptyLine,
  ExistingLinesField,
  LiveTotal,
  NewLinesField,
  type ExistingLineInput,
} from '@logistics/shared/ui/line-items-editor';
import { useRole } from '@logistics/shared/ui/role';
import { useToasts } from '@logistics/shared/ui/toasts';
import { DateField, SelectField } from '@logistics/shared/ui/transaction-fields';
import { TransactionDialog } from '@logistics/shared/ui/transaction-dialog';
import { HistoryPanel } from '../history/history-panel';
import { SaleInvoice } from '../print/documents';
import { PrintButton } from '../print/print-document';

const messages = resourceMessages('sales');
const lineMessages = lineItemMessages('sale');

export const SALE_TEXTS = {
  createTitle: 'Create Sale',
  createDescription: 'Fill in the details of the new sale and its products.',
  create: 'Create',
  editTitle: 'Edit Sale',
  editDescription: (billId: string) => `Change the sale with BILL ID “${billId}” and its products.`,
  /** Under 'View …', for a role that may open the dialog but not save it. */
  viewDescription: (billId: string) => `The sale with BILL ID “${billId}” and its products, as saved.`,
  update: 'Update Sale',
  products: 'Products',
  newProducts: 'New products',
} as const;

const statusOptions = orderStatuses.map((status) => ({ value: status, label: statusLabel(status) }));

interface SaleFormDialogProps {
  open: boolean;
  /** The sale to edit; absent to create one. */
  sale: Sale | null;
  onClose: () => void;
}

/** Create and edit a sale with its lines and the live total (SPEC sections 4, 5 and 6). */
export function SaleFormDialog({ open, sale, onClose }: SaleFormDialogProps) {
  return sale ? (
    <EditSaleDialog open={open} sale={sale} onClose={onClose} />
  ) : (
    <CreateSaleDialog open={open} onClose={onClose} />
  );
}

interface SaleHeadValues {
  bill_id?: string;
  sale_date?: string;
  customer_id?: string;
  shipping_address?: string;
  status?: string | null;
  inventory?: string;
}

/**
 * BILL ID, date, customer, shipping address, status and inventory. `locked` disables all but the status (a role
 * that may save the status only). An inventory-in-charge sells from their own inventory only, on create and on
 * edit alike (the server refuses any other): theirs is fixed, `ownInventory` on create.
 */
function SaleHeadFields({
  locked,
  current,
  ownInventory,
}: {
  locked: boolean;
  current?: Sale;
  ownInventory?: string | null;
}) {
  const role = useRole();
  const [customerSearch, setCustomerSearch] = useDebouncedSearch();
  const [inventorySearch, setInventorySearch] = useDebouncedSearch();
  const customers = useCustomerOptions(customerSearch, !locked);
  const inventoryFixed = locked || worksInOwnInventory(role);
  const inventories = useInventoryOptions(inventorySearch, !inventoryFixed);
  const { control, setValue, getValues } = useFormContext<SaleHeadValues>();
  const currentInventory = current?.inventory ?? ownInventory ?? undefined;
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <TextField
          control={control}
          name="bill_id"
          id="sale-bill-id"
          label="BILL ID"
          required
          disabled={locked}
        />
      </Col>
      <Col xs={24} md={12}>
        <DateField
          control={control}
          name="sale_date"
          id="sale-date"
          label="Sale date"
          required
          disabled={locked}
        />
      </Col>
      <Col xs={24} md={12}>
        <SelectField
          control={control}
          name="customer_id"
          id="sale-customer"
          label="Customer"
          required
          options={withCurrent(
            customers.data,
            current && { value: current.customer.id, label: personLabel(current.customer) },
          )}
          loading={customers.isFetching}
          onSearch={setCustomerSearch}
          placeholder="Search customers by name or e-mail"
          disabled={locked}
          onChosen={(id) => {
            // A new customer's address fills an empty shipping address.
            const address = customers.data?.find((option) => option.value === id)?.address;
            if (address && !getValues('shipping_address')) {
              setValue('shipping_address', address, { shouldValidate: true });
            }
          }}
        />
      </Col>
      <Col xs={24} md={12}>
        <SelectField
          control={control}
          name="status"
          id="sale-status"
          label="Status"
          options={statusOptions}
          allowClear
        />
      </Col>
      <Col xs={24} md={12}>
        <TextField
          control={control}
          name="shipping_address"
          id="sale-shipping-address"
          label="Shipping address"
          required
          disabled={locked}
        />
      </Col>
      <Col xs={24} md={12}>
        <SelectField
          control={control}
          name="inventory"
          id="sale-inventory"
          label="Inventory"
          required
          options={withCurrent(
            inventories.data,
            currentInventory ? { value: currentInventory, label: currentInventory } : undefined,
          )}
          loading={inventories.isFetching}
          onSearch={setInventorySearch}
          disabled={inventoryFixed}
        />
      </Col>
    </Row>
  );
}

function TotalRow({ adjustmentDisabled }: { adjustmentDisabled: boolean }) {
  const { control } = useFormContext<{ adjustment?: string | null }>();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <TextField
          control={control}
          name="adjustment"
          id="sale-adjustment"
          label="Adjustment"
          disabled={adjustmentDisabled}
        />
      </Col>
      <Col xs={24} md={12}>
        <LiveTotal id="sale-total" />
      </Col>
    </Row>
  );
}

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

function CreateSaleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const role = useRole();
  const toasts = useToasts('sales-form');
  const create = useCreateSale();
  const own = useOwnInventory(role);
  const ownInventory = own.data ?? null;
  const form = useZodForm(saleCreateSchema, { defaultValues: createDefaults(ownInventory) });
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
      // A stock refusal comes back with the server's message and nothing is saved.
      toasts.error(error, messages.create);
    }
  });

  return (
    <TransactionDialog
      open={open}
      title={SALE_TEXTS.createTitle}
      description={SALE_TEXTS.createDescription}
      submitLabel={SALE_TEXTS.create}
      submitting={create.isPending}
      onSubmit={onSubmit}
      onCancel={onClose}
      formId="sale-create-form"
    >
      <FormProvider {...form}>
        <SaleHeadFields locked={false} ownInventory={ownInventory} />
        <Divider titlePlacement="start">{SALE_TEXTS.products}</Divider>
        <NewLinesField name="products" idPrefix="sale-line" canAdd showStock />
        <Divider />
        <TotalRow adjustmentDisabled={false} />
      </FormProvider>
    </TransactionDialog>
  );
}

const saleEditSchema = saleUpdateSchema.extend({
  existing: z.array(lineItemSchema.extend({ id: z.string() })).optional(),
});
type SaleEditInput = z.input<typeof saleEditSchema>;

const existingLines = (sale: Sale): ExistingLineInput[] =>
  sale.products.map((line) => ({
    id: line.id,
    product: line.product,
    quantity: String(line.quantity),
    unit_price: line.unit_price,
    discount: String(line.discount),
  }));

const editDefaults = (sale: Sale): SaleEditInput => ({
  bill_id: sale.bill_id,
  sale_date: sale.sale_date,
  customer_id: sale.customer_id,
  shipping_address: sale.shipping_address,
  status: sale.status,
  inventory: sale.inventory,
  adjustment: sale.adjustment,
  version: sale.version,
  existing: existingLines(sale),
  new_products: [],
});

/** Saves and removes saved lines one by one (/sale-products/{id}), keeping the sale's version current. */
function useLineActions(
  form: UseFormReturn<SaleEditInput, unknown, z.output<typeof saleEditSchema>>,
  billId: string,
) {
  const toasts = useToasts('sales-form');
  const updateLine = useUpdateSaleProduct();
  const removeLine = useDeleteSaleProduct();
  const [busy, setBusy] = useState(false);

  const onUpdateLine = async (index: number) => {
    if (!(await form.trigger(`existing.${index}`))) return;
    const line = form.getValues(`existing.${index}`);
    // The line's update carries the sale's version (every line change raises it).
    const parsed = lineAmountsUpdateSchema.safeParse({ ...line, version: form.getValues('version') });
    if (!line || !parsed.success) return;
    setBusy(true);
    try {
      const answer = await updateLine.mutateAsync({ id: line.id, input: lineAmountsPayload(parsed.data) });
      form.setValue('version', answer.sale.version);
      toasts.success(answer.message || UPDATED_DEFAULT);
    } catch (error) {
      toasts.error(error, lineMessages.update);
    } finally {
      setBusy(false);
    }
  };

  const onRemoveLine = async (index: number) => {
    const line = form.getValues(`existing.${index}`);
    if (!line) return;
    setBusy(true);
    try {
      const answer = await removeLine.mutateAsync(line.id);
      form.setValue(
        'existing',
        (form.getValues('existing') ?? []).filter((row) => row.id !== line.id),
      );
      toasts.success(answer.message || DELETED_DEFAULT);
      const fresh = await fetchSale(billId).catch(() => undefined);
      if (fresh) form.setValue('version', fresh.version);
    } catch (error) {
      toasts.error(error, lineMessages.delete);
    } finally {
      setBusy(false);
    }
  };

  return { busy, onUpdateLine, onRemoveLine };
}

function EditSaleDialog({ open, sale, onClose }: { open: boolean; sale: Sale; onClose: () => void }) {
  const role = useRole();
  const toasts = useToasts('sales-form');
  const update = useUpdateSale();
  const canEdit = can(role, 'sales', 'edit');
  // Fleet-manager and captain save the status only: the amounts and the rest of the sale stay as they are.
  const canEditAmounts = can(role, 'sales', 'edit-amounts');
  const canUpdateLine = can(role, 'sales', 'update-line') && canEditAmounts;
  const canAddItem = can(role, 'sales', 'add-item') && canEditAmounts;
  const canRemoveLine = can(role, 'sales', 'remove-line');

  const form = useZodForm(saleEditSchema, { defaultValues: editDefaults(sale) });
  const { reset } = form;
  // The sale as the form loaded it: the row it opened with, or the saved one after a reload.
  const [loaded, setLoaded] = useState(sale);
  useEffect(() => {
    if (!open) return;
    setLoaded(sale);
    reset(editDefaults(sale));
  }, [open, sale, reset]);
  const lines = useLineActions(form, loaded.bill_id);
  // Someone else's save of this sale, announced by the live events, refetches it: the dialog says so.
  const latest = useSale(open ? sale.bill_id : undefined, sale).data;
  const formVersion = useWatch({ control: form.control, name: 'version' });
  const changed = isChangedUnderneath(latest?.version, formVersion, update.isPending || lines.busy);
  const onReload = () => {
    if (!latest) return;
    setLoaded(latest);
    reset(editDefaults(latest));
  };
  const [tab, setTab] = useState('details');
  useEffect(() => {
    if (open) setTab('details');
  }, [open]);

  const onSubmit = form.handleSubmit(async ({ existing: _existing, ...values }) => {
    const input = canEditAmounts
      ? updatePayload(values)
      : updatePayload({ status: values.status, version: values.version });
    try {
      const answer = await update.mutateAsync({ billId: loaded.bill_id, input });
      toasts.success(answer.message || UPDATED_DEFAULT);
      onClose();
    } catch (error) {
      toasts.error(error, messages.update);
    }
  });

  return (
    <TransactionDialog
      open={open}
      title={canEdit ? SALE_TEXTS.editTitle : uiText.viewTitle('Sale')}
      description={
        canEdit ? SALE_TEXTS.editDescription(loaded.bill_id) : SALE_TEXTS.viewDescription(loaded.bill_id)
      }
      submitLabel={canEdit ? SALE_TEXTS.update : undefined}
      submitting={update.isPending}
      busy={lines.busy}
      onSubmit={onSubmit}
      onCancel={onClose}
      formId="sale-edit-form"
      notice={changed ? <ChangedUnderneathAlert resource="sales" onReload={onReload} /> : null}
    >
      <FormProvider {...form}>
        {/* Print sits over the tab bar's end, outside the tablist (which may hold only tabs). */}
        <div style={{ position: 'relative' }}>
          <div style={{ position: 'absolute', insetInlineEnd: 0, top: 7, zIndex: 1 }}>
            <PrintButton
              label={`${printTexts.invoice} ${loaded.bill_id}`}
              document={() => <SaleInvoice sale={loaded} />}
            />
          </div>
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: 'details',
                label: historyTexts.details,
                children: (
                  <>
                    <SaleHeadFields locked={!canEditAmounts} current={loaded} />
                    <Divider titlePlacement="start">{SALE_TEXTS.products}</Divider>
                    <ExistingLinesField
                      idPrefix="sale"
                      amountsDisabled={!canUpdateLine}
                      onUpdateLine={canUpdateLine ? (index) => void lines.onUpdateLine(index) : undefined}
                      onRemoveLine={canRemoveLine ? lines.onRemoveLine : undefined}
                      removeMessage={(product) => removeConfirmation.line('sale', product, loaded.bill_id)}
                      busy={lines.busy}
                    />
                    {canAddItem ? (
                      <>
                        <Typography.Title level={5}>{SALE_TEXTS.newProducts}</Typography.Title>
                        <NewLinesField
                          name="new_products"
                          idPrefix="sale-new-line"
                          canAdd={canAddItem}
                          showStock
                        />
                      </>
                    ) : null}
                    <Divider />
                    <TotalRow adjustmentDisabled={!canEditAmounts} />
                  </>
                ),
              },
              {
                key: 'history',
                label: historyTexts.tab,
                children: (
                  <HistoryPanel
                    subject={{ kind: 'sale', billId: loaded.bill_id }}
                    active={tab === 'history'}
                  />
                ),
              },
            ]}
          />
        </div>
      </FormProvider>
    </TransactionDialog>
  );
}
