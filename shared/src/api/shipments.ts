import { documentApi, lineApi } from '@logistics/shared/api/resource-api';

/**
 * /shipments/{shipment_id} and DELETE /shipment-products/{id} (resource-api.ts). An update's body is built by
 * `updatePayload`; its `orders` lists the sales to add.
 */
export const shipmentApi = documentApi('shipments');
/** A shipment's orders are only removed one by one, never updated. */
const orders = lineApi<never, 'shipment', typeof shipmentApi.answerSchema>(shipmentApi, {
  kind: 'shipment',
  answerSchema: shipmentApi.answerSchema,
});

export type ShipmentList = Awaited<ReturnType<typeof shipmentApi.fetchList>>;
export type ShipmentAnswer = Awaited<ReturnType<typeof shipmentApi.create>>;

/** Removes one order from its shipment (DELETE /shipment-products/{id}). */
export const useDeleteShipmentOrder = orders.useDelete;
