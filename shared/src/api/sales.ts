import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from '@logistics/shared/contracts/zod';
import type { MessageResponse } from '@logistics/shared/contracts/auth';
import type { LineAmountsPayload } from '@logistics/shared/contracts/line-items';
import { listDefinitions, MAX_PAGE_SIZE } from '@logistics/shared/contracts/lists';
import { lineItemMessages, resourceMessages } from '@logistics/shared/contracts/messages';
import { saleSchema, type Sale, type SaleCreate } from '@logistics/shared/contracts/sales';
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

/** /sales/{bill_id} and /sale-products/{id}. */

const definition = listDefinitions.sales;
const messages = resourceMessages('sales');
const lineMessages = lineItemMessages('sale');

const saleListSchema = listResponseSchema('sales', saleSchema);
const saleAnswerSchema = updateResponseSchema('sale', saleSchema);
const saleOneSchema = z.object({ sale: saleSchema });

export type SaleList = z.output<typeof saleListSchema>;
export type SaleAnswer = z.output<typeof saleAnswerSchema>;

export const saleKeys = {
  all: ['sales'] as const,
  list: (params: ListParams) => ['sales', 'list', params] as const,
  detail: (billId: string) => ['sales', 'detail', billId] as const,
};

const path = (billId: string) => `/sales/${encodeURIComponent(billId)}`;

export function fetchSales(params: ListParams, signal?: AbortSignal): Promise<SaleList> {
  return http.get(`/${definition.listKey}`, {
    query: listQuery(params),
    signal,
    defaultMessage: messages.fetchList,
    parse: saleListSchema,
  });
}

export function fetchSale(billId: string, signal?: AbortSignal): Promise<Sale> {
  return http
    .get(path(billId), { signal, defaultMessage: messages.fetchOne, parse: saleOneSchema })
    .then((answer) => answer.sale);
}

export function createSale(input: SaleCreate): Promise<SaleAnswer> {
  return http.post('/sales', input, {
    expect: 201,
    defaultMessage: messages.create,
    parse: saleAnswerSchema,
  });
}

/** The body is built by `updatePayload`: null fields dropped, ISO dates, no empty lines. */
export function updateSale(billId: string, input: VersionedChange): Promise<SaleAnswer> {
  return http.put(path(billId), input, {
    expect: 200,
    defaultMessage: messages.update,
    parse: saleAnswerSchema,
  });
}

export function deleteSale(billId: string): Promise<MessageResponse> {
  return http.delete(path(billId), {
    expect: 200,
    defaultMessage: messages.delete,
    parse: messageResponseSchema,
  });
}

export function updateSaleProduct(id: string, input: LineAmountsPayload): Promise<SaleAnswer> {
  return http.put(`/sale-products/${encodeURIComponent(id)}`, input, {
    expect: 200,
    defaultMessage: lineMessages.update,
    parse: saleAnswerSchema,
  });
}

export function deleteSaleProduct(id: string): Promise<MessageResponse> {
  return http.delete(`/sale-products/${encodeURIComponent(id)}`, {
    expect: 200,
    defaultMessage: lineMessages.delete,
    parse: messageResponseSchema,
  });
}

export function useSales(params: ListParams) {
  return useQuery({
    queryKey: saleKeys.list(params),
    queryFn: ({ signal }) => fetchSales(params, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * One sale. `initial`, the row a list already holds, is its first value (no extra call when a dialog opens);
 * the live events read it again when it changes.
 */
export function useSale(billId: string | undefined, initial?: Sale) {
  return useQuery({
    queryKey: saleKeys.detail(billId ?? ''),
    queryFn: ({ signal }) => fetchSale(billId ?? '', signal),
    enabled: Boolean(billId),
    initialData: initial,
  });
}

/**
 * A sale moves stock: its lists, its details and every inventory's stock are read again, and the shipments
 * that show it.
 */
function useInvalidateSales() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: saleKeys.all }),
      client.invalidateQueries({ queryKey: ['shipments'] }),
      ...stockKeys.map((queryKey) => client.invalidateQueries({ queryKey })),
    ]);
}

export function useCreateSale() {
  const invalidate = useInvalidateSales();
  return useMutation({ mutationFn: createSale, onSuccess: invalidate });
}

export function useUpdateSale() {
  const invalidate = useInvalidateSales();
  return useMutation({
    mutationFn: ({ billId, input }: { billId: string; input: VersionedChange }) => updateSale(billId, input),
    onSuccess: invalidate,
  });
}

export function useDeleteSale() {
  const client = useQueryClient();
  const invalidate = useInvalidateSales();
  return useMutation({
    mutationFn: deleteSale,
    onSuccess: (_answer, billId) => {
      removeFromCachedLists<Sale>(
        client,
        [...saleKeys.all, 'list'],
        definition.listKey,
        (row) => row.bill_id === billId,
      );
      return invalidate();
    },
  });
}

export function useUpdateSaleProduct() {
  const invalidate = useInvalidateSales();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: LineAmountsPayload }) => updateSaleProduct(id, input),
    onSuccess: invalidate,
  });
}

export function useDeleteSaleProduct() {
  const invalidate = useInvalidateSales();
  return useMutation({ mutationFn: deleteSaleProduct, onSuccess: invalidate });
}

/** The sales a shipment may carry, by BILL ID, searched on the server (the role's row scope applies). */
export function useSaleOptions(search = '', enabled = true) {
  return useQuery({
    queryKey: [...saleKeys.all, 'options', search],
    queryFn: ({ signal }) =>
      fetchSales({ page: 1, pageSize: MAX_PAGE_SIZE, ...(search ? { q: search } : {}) }, signal),
    select: (answer) =>
      answer.sales.map((sale) => ({
        value: sale.bill_id,
        label: `${sale.bill_id} · ${sale.customer.name} · ${sale.inventory}`,
      })),
    enabled,
  });
}
