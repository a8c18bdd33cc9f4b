import { Col, Divider, Empty, List, Row, Typography } from '@logistics/shared/ui/antd';
import { useEffect, useState } from 'react';
import { FormProvider, useFormContext, useWatch } from 'react-hook-form';
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
  shipmentCreateSchema,
  shipmentUpdateSchema,
  type Shipment,
  type ShipmentItem,
} from '@logistics/shared/contracts/shipments';
import { shipmentStatuses, statusLabel } from '@logistics/shared/contracts/statuses';
import { todayIso } from '@logistics/shared/contracts/validation';
import { vehicleLabel } from '@logistics/shared/contracts/vehicles';
import {
  personLabel,
  useCaptainOptions,
  useDebouncedSearch,
  useVehicleOptions,
  withCurrent,
} from '@logistics/shared/api/reference-options';
import { useSaleOptions } from '@logistics/shared/api/sales';
import {
  fetchShipment,
  useCreateShipment,
  useDeleteShipmentProduct,
  useShipment,
  useUpdateShipment,
} from '@logistics/shared/api/shipments';
import { ChangedUnderneathAlert, isChangedUnderneath } from '@logistics/shared/ui/changed-underneath';
import { RemoveButton } from '@logistics/shared/ui/confirm-delete-dialog';
import { TextField, useZodForm } from '@logistics/shared/ui/form';
import { useRole } from '@logistics/shared/ui/role';
import { useToasts } from '@logistics/shared/ui/toasts';
import { DateField, SelectField } from '@logistics/shared/ui/transaction-fields';
import { TransactionDialog } from '@logistics/shared/ui/transaction-dialog';

const messages = resourceMessages('shipments');
const itemMessages = lineItemMessages('shipment');

export const SHIPMENT_TEXTS = {
  createTitle: 'Create Shipment',
  createDescription: 'Fill in the details of the new shipment and choose its orders.',
  createDescriptionNoOrders: 'Fill in the details of the new shipment.',
  create: 'Create',
  editTitle: 'Edit Shipment',
  editDescription: (shipmentId: string) => `Change the shipment with shipment ID “${shipmentId}”.`,
  /** Under 'View …', for a role that may open the dialog but not save it. */
  viewDescription: (shipmentId: string) => `The shipment with shipment ID “${shipmentId}”, as saved.`,
  update: 'Update Shipment',
  orders: 'Orders',
  addOrders: 'Add orders',
  removeOrder: 'Remove',
  noOrders: 'No orders yet.',
} as const;

const statusOptions = shipmentStatuses.map((status) => ({ value: status, label: statusLabel(status) }));

/** The orders travel as `orders: [{ bill_id }]`; the form's multi-select holds the BILL IDs. */
const orderIds = z.array(z.string()).optional();
const toOrders = (ids: readonly string[] | undefined) => (ids ?? []).map((bill_id) => ({ bill_id }));

const shipmentCreateForm = shipmentCreateSchema.omit({ orders: true }).extend({ order_ids: orderIds });
const shipmentEditForm = shipmentUpdateSchema.omit({ orders: true }).extend({ order_ids: orderIds });
type ShipmentCreateInput = z.input<typeof shipmentCreateForm>;
type ShipmentEditInput = z.input<typeof shipmentEditForm>;

interface ShipmentFormDialogProps {
  open: boolean;
  /** The shipment to edit; absent to create one. */
  shipment: Shipment | null;
  onClose: () => void;
}

/** Create and edit a shipment and its orders (SPEC sections 4, 5 and 6). */
export function ShipmentFormDialog({ open, shipment, onClose }: ShipmentFormDialogProps) {
  return shipment ? (
    <EditShipmentDialog open={open} shipment={shipment} onClose={onClose} />
  ) : (
    <CreateShipmentDialog open={open} onClose={onClose} />
  );
}

interface ShipmentHeadValues {
  shipment_id?: string;
  shipment_date?: string;
  captain_id?: string;
  vehicle_vin?: string;
  status?: string | null;
  order_ids?: string[];
}

function ShipmentHeadFields({ disabled, current }: { disabled: boolean; current?: Shipment }) {
  // Captains and vehicles are few, and the server searches them by e-mail and VIN: their selects filter the
  // loaded list by its whole label (name, e-mail, make, model, year and VIN) instead.
  const captains = useCaptainOptions('', !disabled);
  const vehicles = useVehicleOptions('', !disabled);
  const { control } = useFormContext<ShipmentHeadValues>();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <TextField
          control={control}
          name="shipment_id"
          id="shipment-id"
          label="Shipment ID"
          required
          disabled={disabled}
        />
      </Col>
      <Col xs={24} md={12}>
        <DateField
          control={control}
          name="shipment_date"
          id="shipment-date"
          label="Shipment date"
          required
          disabled={disabled}
        />
      </Col>
      <Col xs={24} md={12}>
        <SelectField
          control={control}
          name="captain_id"
          id="shipment-captain"
          label="Captain"
          required
          options={withCurrent(
            captains.data,
            current && { value: current.captain.id, label: personLabel(current.captain) },
          )}
          loading={captains.isFetching}
          disabled={disabled}
        />
      </Col>
      <Col xs={24} md={12}>
        <SelectField
          control={control}
          name="vehicle_vin"
          id="shipment-vehicle"
          label="Vehicle"
          required
          options={withCurrent(
            vehicles.data,
            current && {
              value: current.vehicle.vin,
              label: `${vehicleLabel(current.vehicle)} · ${current.vehicle.vin}`,
            },
          )}
          loading={vehicles.isFetching}
          disabled={disabled}
        />
      </Col>
      <Col xs={24} md={12}>
        <SelectField
          control={control}
          name="status"
          id="shipment-status"
          label="Status"
          options={statusOptions}
          placeholder="pending"
          allowClear
          disabled={disabled}
        />
      </Col>
    </Row>
  );
}

/**
 * A multi-select of sales by BILL ID, searched on the server. It is labelled by what it does ("Add orders"):
 * the section's divider already says "Orders", and saying it twice read as two fields.
 */
function OrdersField({ exclude }: { exclude?: readonly string[] }) {
  const [search, setSearch] = useDebouncedSearch();
  const sales = useSaleOptions(search);
  const { control } = useFormContext<ShipmentHeadValues>();
  const options = (sales.data ?? []).filter((option) => !exclude?.includes(option.value));
  return (
    <SelectField
      control={control}
      name="order_ids"
      id="shipment-orders"
      label={SHIPMENT_TEXTS.addOrders}
      options={options}
      loading={sales.isFetching}
      onSearch={setSearch}
      multiple
      placeholder="Search sales by BILL ID"
    />
  );
}

const createDefaults = (): ShipmentCreateInput => ({
  shipment_id: '',
  shipment_date: todayIso(),
  captain_id: '',
  vehicle_vin: '',
  status: 'pending',
  order_ids: [],
});

function CreateShipmentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const role = useRole();
  const toasts = useToasts('shipments-form');
  // Orders are added by the roles that may (SPEC section 6): a fleet-manager creates the shipment without them,
  // as its edit dialog already shows.
  const canAddOrders = can(role, 'shipments', 'add-orders');
  const create = useCreateShipment();
  const form = useZodForm(shipmentCreateForm, { defaultValues: createDefaults() });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(createDefaults());
  }, [open, reset]);

  const onSubmit = form.handleSubmit(async ({ order_ids, ...values }) => {
    try {
      await create.mutateAsync({ ...values, orders: canAddOrders ? toOrders(order_ids) : [] });
      toasts.success(messages.created);
      onClose();
    } catch (error) {
      toasts.error(error, messages.create);
    }
  });

  return (
    <TransactionDialog
      open={open}
      title={SHIPMENT_TEXTS.createTitle}
      description={canAddOrders ? SHIPMENT_TEXTS.createDescription : SHIPMENT_TEXTS.createDescriptionNoOrders}
      submitLabel={SHIPMENT_TEXTS.create}
      submitting={create.isPending}
      onSubmit={onSubmit}
      onCancel={onClose}
      formId="shipment-create-form"
    >
      <FormProvider {...form}>
        <ShipmentHeadFields disabled={false} />
        {canAddOrders ? (
          <>
            <Divider titlePlacement="start">{SHIPMENT_TEXTS.orders}</Divider>
            <OrdersField />
          </>
        ) : null}
      </FormProvider>
    </TransactionDialog>
  );
}

const editDefaults = (shipment: Shipment): ShipmentEditInput => ({
  shipment_id: shipment.shipment_id,
  shipment_date: shipment.shipment_date,
  captain_id: shipment.captain.id,
  vehicle_vin: shipment.vehicle.vin,
  status: shipment.status,
  version: shipment.version,
  order_ids: [],
});

function EditShipmentDialog({
  open,
  shipment,
  onClose,
}: {
  open: boolean;
  shipment: Shipment;
  onClose: () => void;
}) {
  const role = useRole();
  const toasts = useToasts('shipments-form');
  const update = useUpdateShipment();
  const removeItem = useDeleteShipmentProduct();
  const [items, setItems] = useState<ShipmentItem[]>(shipment.items);
  const [busy, setBusy] = useState(false);
  // The captain opens a shipment read-only: no update button (ARCHITECTURE, settled questions).
  const canEdit = can(role, 'shipments', 'edit');
  const canAddOrders = canEdit && can(role, 'shipments', 'add-orders');
  const canRemoveOrders = can(role, 'shipments', 'remove-orders');

  const form = useZodForm(shipmentEditForm, { defaultValues: editDefaults(shipment) });
  const { reset } = form;
  // The shipment as the form loaded it: the row it opened with, or the saved one after a reload.
  const [loaded, setLoaded] = useState(shipment);
  useEffect(() => {
    if (open) {
      setLoaded(shipment);
      reset(editDefaults(shipment));
      setItems(shipment.items);
    }
  }, [open, shipment, reset]);
  // Someone else's save of this shipment, announced by the live events, refetches it: the dialog says so.
  const latest = useShipment(open ? shipment.shipment_id : undefined, shipment).data;
  const formVersion = useWatch({ control: form.control, name: 'version' });
  const changed = isChangedUnderneath(latest?.version, formVersion, update.isPending || busy);
  const onReload = () => {
    if (!latest) return;
    setLoaded(latest);
    reset(editDefaults(latest));
    setItems(latest.items);
  };

  const onSubmit = form.handleSubmit(async ({ order_ids, ...values }) => {
    const orders = toOrders(order_ids);
    const input = updatePayload({ ...values, orders: orders.length > 0 ? orders : undefined });
    try {
      const answer = await update.mutateAsync({ shipmentId: loaded.shipment_id, input });
      toasts.success(answer.message || UPDATED_DEFAULT);
      onClose();
    } catch (error) {
      toasts.error(error, messages.update);
    }
  });

  const onRemove = async (item: ShipmentItem) => {
    setBusy(true);
    try {
      const answer = await removeItem.mutateAsync(item.id);
      setItems((previous) => previous.filter((row) => row.id !== item.id));
      toasts.success(answer.message || DELETED_DEFAULT);
      const fresh = await fetchShipment(loaded.shipment_id).catch(() => undefined);
      if (fresh) form.setValue('version', fresh.version);
    } catch (error) {
      toasts.error(error, itemMessages.delete);
    } finally {
      setBusy(false);
    }
  };

  return (
    <TransactionDialog
      open={open}
      title={canEdit ? SHIPMENT_TEXTS.editTitle : uiText.viewTitle('Shipment')}
      description={
        canEdit
          ? SHIPMENT_TEXTS.editDescription(loaded.shipment_id)
          : SHIPMENT_TEXTS.viewDescription(loaded.shipment_id)
      }
      submitLabel={canEdit ? SHIPMENT_TEXTS.update : undefined}
      submitting={update.isPending}
      busy={busy}
      onSubmit={onSubmit}
      onCancel={onClose}
      formId="shipment-edit-form"
      notice={changed ? <ChangedUnderneathAlert resource="shipments" onReload={onReload} /> : null}
    >
      <FormProvider {...form}>
        <ShipmentHeadFields disabled={!canEdit} current={loaded} />
        <Divider titlePlacement="start">{SHIPMENT_TEXTS.orders}</Divider>
        {items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={SHIPMENT_TEXTS.noOrders} />
        ) : (
          <List
            size="small"
            style={{ marginBottom: 16 }}
            aria-label={SHIPMENT_TEXTS.orders}
            dataSource={items}
            renderItem={(item) => (
              <List.Item
                actions={
                  canRemoveOrders
                    ? [
                        <RemoveButton
                          key="remove"
                          size="small"
                          disabled={busy}
                          aria-label={`${SHIPMENT_TEXTS.removeOrder} ${item.sale.bill_id}`}
                          title={removeConfirmation.orderTitle}
                          message={removeConfirmation.order(item.sale.bill_id, loaded.shipment_id)}
                          onRemove={() => onRemove(item)}
                        >
                          {SHIPMENT_TEXTS.removeOrder}
                        </RemoveButton>,
                      ]
                    : []
                }
              >
                <Typography.Text strong>{item.sale.bill_id}</Typography.Text>
                <Typography.Text type="secondary">
                  {item.sale.customer.name} · {item.sale.inventory} · {statusLabel(item.sale.status)}
                </Typography.Text>
              </List.Item>
            )}
          />
        )}
        {canAddOrders ? <OrdersField exclude={items.map((item) => item.sale.bill_id)} /> : null}
      </FormProvider>
    </TransactionDialog>
  );
}
