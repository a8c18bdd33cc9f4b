import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from '@logistics/shared/contracts/zod';
import type { MessageResponse } from '@logistics/shared/contracts/auth';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import { lineItemMessages, resourceMessages } from '@logistics/shared/contracts/messages';
import type { VersionedChange } from '@logistics/shared/contracts/payloads';
import { messageResponseSchema, updateResponseSchema } from '@logistics/shared/contracts/rows';
import {
  transferLineRowSchema,
  transferSchema,
  type Transfer,
  type TransferCreate,
} from '@logistics/shared/contracts/transfers';
import { http } from '@logistics/shared/api/http';
import {
  listQuery,
  listResponseSchema,
  removeFromCachedLists,
  type ListParams,
} from '@logistics/shared/api/list-params';
import { stockKeys } from '@logistics/shared/api/reference-options';

/** /transfers/{trf_id} and /transfer-products/{id}. */

const definition = listDefinitions.transfers;
const messages = resourceMessages('transfers');
const lineMessages = lineItemMessages('transfer');

const transferListSchema = listResponseSchema('transfers', transferSchema);
const transferAnswerSchema = updateResponseSchema('transfer', transferSchema);
const transferOneSchema = z.object({ transfer: transferSchema });
/** The line update answers the line as `record`, with its transfer beside it. */
const transferLineAnswerSchema = z.object({
  record: transferLineRowSchema,
  transfer: transferSchema,
  message: z.string(),
});

export type TransferList = z.output<typeof transferListSchema>;
export type TransferAnswer = z.output<typeof transferAnswerSchema>;
export type TransferLineAnswer = z.output<typeof transferLineAnswerSchema>;

export const transferKeys = {
  all: ['transfers'] as const,
  list: (params: ListParams) => ['transfers', 'list', params] as const,
  detail: (trfId: string) => ['transfers', 'detail', trfId] as const,
};

const path = (trfId: string) => `/transfers/${encodeURIComponent(trfId)}`;

export function fetchTransfers(params: ListParams, signal?: AbortSignal): Promise<TransferList> {
  return http.get(`/${definition.listKey}`, {
    query: listQuery(params),
    signal,
    defaultMessage: messages.fetchList,
    parse: transferListSchema,
  });
}

export function fetchTransfer(trfId: string, signal?: AbortSignal): Promise<Transfer> {
  return http
    .get(path(trfId), { signal, defaultMessage: messages.fetchOne, parse: transferOneSchema })
    .then((answer) => answer.transfer);
}

export function createTransfer(input: TransferCreate): Promise<TransferAnswer> {
  return http.post('/transfers', input, {
    expect: 201,
    defaultMessage: messages.create,
    parse: transferAnswerSchema,
  });
}

/** The body is built by `updatePayload`: null fields dropped, ISO dates, no empty lines. */
export function updateTransfer(trfId: string, input: VersionedChange): Promise<TransferAnswer> {
  return http.put(path(trfId), input, {
    expect: 200,
    defaultMessage: messages.update,
    parse: transferAnswerSchema,
  });
}

export function deleteTransfer(trfId: string): Promise<MessageResponse> {
  return http.delete(path(trfId), {
    expect: 200,
    defaultMessage: messages.delete,
    parse: messageResponseSchema,
  });
}

export function updateTransferProduct(
  id: string,
  input: { quantity: number; version: number },
): Promise<TransferLineAnswer> {
  return http.put(`/transfer-products/${encodeURIComponent(id)}`, input, {
    expect: 200,
    defaultMessage: lineMessages.update,
    parse: transferLineAnswerSchema,
  });
}

export function deleteTransferProduct(id: string): Promise<MessageResponse> {
  return http.delete(`/transfer-products/${encodeURIComponent(id)}`, {
    expect: 200,
    defaultMessage: lineMessages.delete,
    parse: messageResponseSchema,
  });
}

export function useTransfers(params: ListParams) {
  return useQuery({
    queryKey: transferKeys.list(params),
    queryFn: ({ signal }) => fetchTransfers(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One transfer; `initial`, the row a list holds, is its first value (see `useSale`). */
export function useTransfer(trfId: string | undefined, initial?: Transfer) {
  return useQuery({
    queryKey: transferKeys.detail(trfId ?? ''),
    queryFn: ({ signal }) => fetchTransfer(trfId ?? '', signal),
    enabled: Boolean(trfId),
    initialData: trfId ? initial : undefined,
  });
}

/** A transfer moves stock: its lists and every inventory's stock are read again. */
function useInvalidateTransfers() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: transferKeys.all }),
      ...stockKeys.map((queryKey) => client.invalidateQueries({ queryKey })),
    ]);
}

export function useCreateTransfer() {
  const invalidate = useInvalidateTransfers();
  return useMutation({ mutationFn: createTransfer, onSuccess: invalidate });
}

export function useUpdateTransfer() {
  const invalidate = useInvalidateTransfers();
  return useMutation({
    mutationFn: ({ trfId, input }: { trfId: string; input: VersionedChange }) => updateTransfer(trfId, input),
    onSuccess: invalidate,
  });
}

export function useDeleteTransfer() {
  const client = useQueryClient();
  const invalidate = useInvalidateTransfers();
  return useMutation({
    mutationFn: deleteTransfer,
    onSuccess: (_answer, trfId) => {
      removeFromCachedLists<Transfer>(
        client,
        [...transferKeys.all, 'list'],
        definition.listKey,
        (row) => row.trf_id === trfId,
      );
      return invalidate();
    },
  });
}

export function useUpdateTransferProduct() {
  const invalidate = useInvalidateTransfers();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: { quantity: number; version: number } }) =>
      updateTransferProduct(id, input),
    onSuccess: invalidate,
  });
}

export function useDeleteTransferProduct() {
  const invalidate = useInvalidateTransfers();
  return useMutation({ mutationFn: deleteTransferProduct, onSuccess: invalidate });
}
