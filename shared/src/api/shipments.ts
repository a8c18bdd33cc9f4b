import { documentApi, lineApi, resourceKeys } from '@logistics/shared/api/resource-api';

/**
 * /shipments/{shipment_id} and DELETE /shipment-products/{id} (resource-api.ts). An update's body is built by
 * `updatePayload`; its `orders` lists the sales to add.
 */
// Its orders decide which sales a shipment's picker still offers (useSaleOptions).
export const shipmentApi = documentApi('shipments', { invalidates: [resourceKeys('sales').options()] });
/** A shipment's orders are only removed one by one, never updated. */
const orders = lineApi<never, 'shipment', typeof shipmentApi.answerSchema>(shipmentApi, {
  kind: 'shipment',
  answerSchema: shipmentApi.answerSchema,
});

export type ShipmentList = Awaited<ReturnType<typeof shipmentApi.fetchList>>;
export type ShipmentAnswer = Awaited<ReturnType<typeof shipmentApi.create>>;

/** Removes one order from its shipment (DELETE /shipment-products/{id}). */
export const useDeleteShipmentOrder = orders.useDelete;
