import type { VersionedChange } from '@logistics/shared/contracts/payloads';
import { shipmentSchema, type ShipmentCreate } from '@logistics/shared/contracts/shipments';
import { lineApi, resourceApi } from '@logistics/shared/api/resource-api';

/**
 * /shipments/{shipment_id} and DELETE /shipment-products/{id} (resource-api.ts). An update's body is built by
 * `updatePayload`; its `orders` lists the sales to add.
 */
const shipments = resourceApi<
  'shipments',
  typeof shipmentSchema,
  ShipmentCreate,
  VersionedChange,
  typeof shipmentSchema
>({ resource: 'shipments', rowSchema: shipmentSchema });
/** A shipment's orders are only removed one by one, never updated. */
const orders = lineApi<never, typeof shipments.answerSchema>(shipments, {
  kind: 'shipment',
  answerSchema: shipments.answerSchema,
});

export type ShipmentList = Awaited<ReturnType<typeof shipments.fetchList>>;
export type ShipmentAnswer = Awaited<ReturnType<typeof shipments.create>>;

export const shipmentKeys = shipments.keys;
export const fetchShipments = shipments.fetchList;
export const fetchShipment = shipments.fetchOne;
export const createShipment = shipments.create;
export const updateShipment = shipments.update;
export const deleteShipment = shipments.remove;
/** Removes one order from its shipment (DELETE /shipment-products/{id}). */
export const deleteShipmentOrder = orders.remove;
export const useShipments = shipments.useList;
export const useShipment = shipments.useOne;
export const useCreateShipment = shipments.useCreate;
export const useUpdateShipment = shipments.useUpdate;
export const useDeleteShipment = shipments.useDelete;
export const useDeleteShipmentOrder = orders.useDelete;
