import { Divider } from '@logistics/shared/ui/antd';
import * as z from '@logistics/shared/contracts/zod';
import { documentTexts } from '@logistics/shared/contracts/messages';
import { updatePayload } from '@logistics/shared/contracts/payloads';
import { can } from '@logistics/shared/contracts/permissions';
import {
  shipmentCreateSchema,
  shipmentUpdateSchema,
  type Shipment,
  type ShipmentOrder,
} from '@logistics/shared/contracts/shipments';
import { todayIso } from '@logistics/shared/contracts/validation';
import { useDeleteShipmentOrder, shipmentApi } from '@logistics/shared/api/shipments';
import { DocumentDialog, useDocumentDialog } from '@logistics/shared/ui/document-dialog';
import {
  createOrEditDialog,
  type CreateDialogProps,
  type EditDialogProps,
} from '@logistics/shared/ui/resource-dialogs';
import { useRole } from '@logistics/shared/ui/role';
import { ShipmentHeadFields } from './head-fields';
import { ORDER_TEXTS, OrdersField, SavedOrders } from './orders';

export const SHIPMENT_TEXTS = {
  ...documentTexts('shipment', {
    createDescription: 'Fill in the details of the new shipment and choose its orders.',
    products: false,
  }),
  createDescriptionNoOrders: documentTexts('shipment', { products: false }).createDescription,
  ...ORDER_TEXTS,
} as const;

/** The orders travel as `orders: [{ bill_id }]`; the form's multi-select holds the BILL IDs. */
const orderIds = z.array(z.string()).optional();
const toOrders = (ids: readonly string[] | undefined) => (ids ?? []).map((bill_id) => ({ bill_id }));

const shipmentCreateForm = shipmentCreateSchema.omit({ orders: true }).extend({ order_ids: orderIds });
/** The saved orders sit in the form (`existing`) as read; they are removed one by one, not sent with it. */
const shipmentEditForm = shipmentUpdateSchema
  .omit({ orders: true })
  .extend({ order_ids: orderIds, existing: z.array(z.custom<ShipmentOrder>()).optional() });

/** Create and edit a shipment and its orders. */
export const ShipmentFormDialog = createOrEditDialog(CreateShipmentDialog, EditShipmentDialog);

const createDefaults = (): z.input<typeof shipmentCreateForm> => ({
  shipment_id: '',
  shipment_date: todayIso(),
  captain_id: '',
  vehicle_vin: '',
  status: 'pending',
  order_ids: [],
});

function CreateShipmentDialog({ open, onClose }: CreateDialogProps) {
  const role = useRole();
  // Orders are added by the roles that may: a fleet-manager creates the shipment without them,
  // as its edit dialog already shows.
  const canAddOrders = can(role, 'shipments', 'add-orders');
  const create = shipmentApi.useCreate();
  const state = useDocumentDialog({
    api: shipmentApi,
    texts: SHIPMENT_TEXTS,
    description: canAddOrders ? undefined : SHIPMENT_TEXTS.createDescriptionNoOrders,
    open,
    onClose,
    schema: shipmentCreateForm,
    defaults: createDefaults,
    save: ({ order_ids, ...values }) =>
      create.mutateAsync({ ...values, orders: canAddOrders ? toOrders(order_ids) : [] }),
    saving: create.isPending,
  });
  return (
    <DocumentDialog state={state}>
      <ShipmentHeadFields disabled={false} />
      {canAddOrders ? (
        <>
          <Divider titlePlacement="start">{SHIPMENT_TEXTS.orders}</Divider>
          <OrdersField />
        </>
      ) : null}
    </DocumentDialog>
  );
}

const editDefaults = (shipment: Shipment): z.input<typeof shipmentEditForm> => ({
  shipment_id: shipment.shipment_id,
  shipment_date: shipment.shipment_date,
  captain_id: shipment.captain.id,
  vehicle_vin: shipment.vehicle.vin,
  status: shipment.status,
  version: shipment.version,
  order_ids: [],
  existing: shipment.items,
});

function EditShipmentDialog({ open, row: shipment, onClose }: EditDialogProps<Shipment>) {
  const role = useRole();
  const update = shipmentApi.useUpdate();
  const removeOrder = useDeleteShipmentOrder();
  // The captain opens a shipment read-only: no update button.
  const canEdit = can(role, 'shipments', 'edit');
  const canAddOrders = canEdit && can(role, 'shipments', 'add-orders');
  const state = useDocumentDialog({
    api: shipmentApi,
    texts: SHIPMENT_TEXTS,
    open,
    onClose,
    schema: shipmentEditForm,
    document: shipment,
    defaults: editDefaults,
    canSave: canEdit,
    save: ({ order_ids, existing: _existing, ...values }, row) => {
      const orders = toOrders(order_ids);
      const input = updatePayload({ ...values, orders: orders.length > 0 ? orders : undefined });
      return update.mutateAsync({ key: row.shipment_id, input });
    },
    saving: update.isPending,
    lines: { remove: removeOrder.mutateAsync, refetch: shipmentApi.fetchOne },
  });
  return (
    <DocumentDialog state={state}>
      <ShipmentHeadFields disabled={!canEdit} current={state.loaded} />
      <Divider titlePlacement="start">{SHIPMENT_TEXTS.orders}</Divider>
      <SavedOrders
        shipmentId={state.loaded.shipment_id}
        lines={state.lines}
        canRemove={can(role, 'shipments', 'remove-orders')}
      />
      {canAddOrders ? <OrdersField /> : null}
    </DocumentDialog>
  );
}
