import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from '@logistics/shared/contracts/zod';
import type { MessageResponse } from '@logistics/shared/contracts/auth';
import type { LineAmountsPayload } from '@logistics/shared/contracts/line-items';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import { lineItemMessages, resourceMessages } from '@logistics/shared/contracts/messages';
import { purchaseSchema, type Purchase, type PurchaseCreate } from '@logistics/shared/contracts/purchases';
import type { VersionedChange } from '@logistics/shared/contracts/payloads';
import { messageResponseSchema, updateResponseSchema } from '@logistics/shared/contracts/rows';
import { http } from '@logistics/shared/api/http';
import {
  listQuery,
  listResponseSchema,
  removeFromCachedLists,
  type ListParams,
} from '@logistics/shared/api/list-params';
import { stockKeys } from '@logistics/shared/api/reference-options';

/** /purchases/{mr_id} and /purchase-products/{id}. */

const definition = listDefinitions.purchases;
const messages = resourceMessages('purchases');
const lineMessages = lineItemMessages('purchase');

const purchaseListSchema = listResponseSchema('purchases', purchaseSchema);
const purchaseAnswerSchema = updateResponseSchema('purchase', purchaseSchema);
const purchaseOneSchema = z.object({ purchase: purchaseSchema });

export type PurchaseList = z.output<typeof purchaseListSchema>;
export type PurchaseAnswer = z.output<typeof purchaseAnswerSchema>;

export const purchaseKeys = {
  all: ['purchases'] as const,
  list: (params: ListParams) => ['purchases', 'list', params] as const,
  detail: (mrId: string) => ['purchases', 'detail', mrId] as const,
};

const path = (mrId: string) => `/purchases/${encodeURIComponent(mrId)}`;

export function fetchPurchases(params: ListParams, signal?: AbortSignal): Promise<PurchaseList> {
  return http.get(`/${definition.listKey}`, {
    query: listQuery(params),
    signal,
    defaultMessage: messages.fetchList,
    parse: purchaseListSchema,
  });
}

export function fetchPurchase(mrId: string, signal?: AbortSignal): Promise<Purchase> {
  return http
    .get(path(mrId), { signal, defaultMessage: messages.fetchOne, parse: purchaseOneSchema })
    .then((answer) => answer.purchase);
}

export function createPurchase(input: PurchaseCreate): Promise<PurchaseAnswer> {
  return http.post('/purchases', input, {
    expect: 201,
    defaultMessage: messages.create,
    parse: purchaseAnswerSchema,
  });
}

/** The body is built by `updatePayload`: null fields dropped, ISO dates, no empty lines. */
export function updatePurchase(mrId: string, input: VersionedChange): Promise<PurchaseAnswer> {
  return http.put(path(mrId), input, {
    expect: 200,
    defaultMessage: messages.update,
    parse: purchaseAnswerSchema,
  });
}

export function deletePurchase(mrId: string): Promise<MessageResponse> {
  return http.delete(path(mrId), {
    expect: 200,
    defaultMessage: messages.delete,
    parse: messageResponseSchema,
  });
}

export function updatePurchaseProduct(id: string, input: LineAmountsPayload): Promise<PurchaseAnswer> {
  return http.put(`/purchase-products/${encodeURIComponent(id)}`, input, {
    expect: 200,
    defaultMessage: lineMessages.update,
    parse: purchaseAnswerSchema,
  });
}

export function deletePurchaseProduct(id: string): Promise<MessageResponse> {
  return http.delete(`/purchase-products/${encodeURIComponent(id)}`, {
    expect: 200,
    defaultMessage: lineMessages.delete,
    parse: messageResponseSchema,
  });
}

export function usePurchases(params: ListParams) {
  return useQuery({
    queryKey: purchaseKeys.list(params),
    queryFn: ({ signal }) => fetchPurchases(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One purchase; `initial`, the row a list holds, is its first value (see `useSale`). */
export function usePurchase(mrId: string | undefined, initial?: Purchase) {
  return useQuery({
    queryKey: purchaseKeys.detail(mrId ?? ''),
    queryFn: ({ signal }) => fetchPurchase(mrId ?? '', signal),
    enabled: Boolean(mrId),
    initialData: mrId ? initial : undefined,
  });
}

/** A purchase moves stock: its lists, its details and every inventory's stock are read again. */
function useInvalidatePurchases() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: purchaseKeys.all }),
      ...stockKeys.map((queryKey) => client.invalidateQueries({ queryKey })),
    ]);
}

export function useCreatePurchase() {
  const invalidate = useInvalidatePurchases();
  return useMutation({ mutationFn: createPurchase, onSuccess: invalidate });
}

export function useUpdatePurchase() {
  const invalidate = useInvalidatePurchases();
  return useMutation({
    mutationFn: ({ mrId, input }: { mrId: string; input: VersionedChange }) => updatePurchase(mrId, input),
    onSuccess: invalidate,
  });
}

export function useDeletePurchase() {
  const client = useQueryClient();
  const invalidate = useInvalidatePurchases();
  return useMutation({
    mutationFn: deletePurchase,
    onSuccess: (_answer, mrId) => {
      removeFromCachedLists<Purchase>(
        client,
        [...purchaseKeys.all, 'list'],
        definition.listKey,
        (row) => row.mr_id === mrId,
      );
      return invalidate();
    },
  });
}

export function useUpdatePurchaseProduct() {
  const invalidate = useInvalidatePurchases();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: LineAmountsPayload }) =>
      updatePurchaseProduct(id, input),
    onSuccess: invalidate,
  });
}

export function useDeletePurchaseProduct() {
  const invalidate = useInvalidatePurchases();
  return useMutation({ mutationFn: deletePurchaseProduct, onSuccess: invalidate });
}
