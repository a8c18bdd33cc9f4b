import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from '@logistics/shared/contracts/zod';
import type { MessageResponse } from '@logistics/shared/contracts/auth';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import { lineItemMessages, resourceMessages } from '@logistics/shared/contracts/messages';
import type { VersionedChange } from '@logistics/shared/contracts/payloads';
import { messageResponseSchema, updateResponseSchema } from '@logistics/shared/contracts/rows';
import { shipmentSchema, type Shipment, type ShipmentCreate } from '@logistics/shared/contracts/shipments';
import { http } from '@logistics/shared/api/http';
import {
  listQuery,
  listResponseSchema,
  removeFromCachedLists,
  type ListParams,
} from '@logistics/shared/api/list-params';

/** /shipments/{shipment_id} and DELETE /shipment-products/{id}. */

const definition = listDefinitions.shipments;
const messages = resourceMessages('shipments');
const orderMessages = lineItemMessages('shipment');

const shipmentListSchema = listResponseSchema('shipments', shipmentSchema);
const shipmentAnswerSchema = updateResponseSchema('shipment', shipmentSchema);
const shipmentOneSchema = z.object({ shipment: shipmentSchema });

export type ShipmentList = z.output<typeof shipmentListSchema>;
export type ShipmentAnswer = z.output<typeof shipmentAnswerSchema>;

export const shipmentKeys = {
  all: ['shipments'] as const,
  list: (params: ListParams) => ['shipments', 'list', params] as const,
  detail: (shipmentId: string) => ['shipments', 'detail', shipmentId] as const,
};

const path = (shipmentId: string) => `/shipments/${encodeURIComponent(shipmentId)}`;

export function fetchShipments(params: ListParams, signal?: AbortSignal): Promise<ShipmentList> {
  return http.get(`/${definition.listKey}`, {
    query: listQuery(params),
    signal,
    defaultMessage: messages.fetchList,
    parse: shipmentListSchema,
  });
}

export function fetchShipment(shipmentId: string, signal?: AbortSignal): Promise<Shipment> {
  return http
    .get(path(shipmentId), { signal, defaultMessage: messages.fetchOne, parse: shipmentOneSchema })
    .then((answer) => answer.shipment);
}

export function createShipment(input: ShipmentCreate): Promise<ShipmentAnswer> {
  return http.post('/shipments', input, {
    expect: 201,
    defaultMessage: messages.create,
    parse: shipmentAnswerSchema,
  });
}

/** The body is built by `updatePayload`; `orders` lists the sales to add. */
export function updateShipment(shipmentId: string, input: VersionedChange): Promise<ShipmentAnswer> {
  return http.put(path(shipmentId), input, {
    expect: 200,
    defaultMessage: messages.update,
    parse: shipmentAnswerSchema,
  });
}

export function deleteShipment(shipmentId: string): Promise<MessageResponse> {
  return http.delete(path(shipmentId), {
    expect: 200,
    defaultMessage: messages.delete,
    parse: messageResponseSchema,
  });
}

/** Removes one order from its shipment (DELETE /shipment-products/{id}). */
export function deleteShipmentOrder(id: string): Promise<MessageResponse> {
  return http.delete(`/shipment-products/${encodeURIComponent(id)}`, {
    expect: 200,
    defaultMessage: orderMessages.delete,
    parse: messageResponseSchema,
  });
}

export function useShipments(params: ListParams) {
  return useQuery({
    queryKey: shipmentKeys.list(params),
    queryFn: ({ signal }) => fetchShipments(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One shipment; `initial`, the row a list holds, is its first value (see `useSale`). */
export function useShipment(shipmentId: string | undefined, initial?: Shipment) {
  return useQuery({
    queryKey: shipmentKeys.detail(shipmentId ?? ''),
    queryFn: ({ signal }) => fetchShipment(shipmentId ?? '', signal),
    initialData: initial,
    enabled: Boolean(shipmentId),
  });
}

function useInvalidateShipments() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: shipmentKeys.all });
}

export function useCreateShipment() {
  const invalidate = useInvalidateShipments();
  return useMutation({ mutationFn: createShipment, onSuccess: invalidate });
}

export function useUpdateShipment() {
  const invalidate = useInvalidateShipments();
  return useMutation({
    mutationFn: ({ shipmentId, input }: { shipmentId: string; input: VersionedChange }) =>
      updateShipment(shipmentId, input),
    onSuccess: invalidate,
  });
}

export function useDeleteShipment() {
  const client = useQueryClient();
  const invalidate = useInvalidateShipments();
  return useMutation({
    mutationFn: deleteShipment,
    onSuccess: (_answer, shipmentId) => {
      removeFromCachedLists<Shipment>(
        client,
        [...shipmentKeys.all, 'list'],
        definition.listKey,
        (row) => row.shipment_id === shipmentId,
      );
      return invalidate();
    },
  });
}

export function useDeleteShipmentOrder() {
  const invalidate = useInvalidateShipments();
  return useMutation({ mutationFn: deleteShipmentOrder, onSuccess: invalidate });
}
