import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from '@logistics/shared/contracts/zod';
import {
  inventoryEmploymentSchema,
  type InventoryEmployment,
  type InventoryEmploymentCreate,
  type InventoryEmploymentUpdate,
} from '@logistics/shared/contracts/inventory-employments';
import type { MessageResponse } from '@logistics/shared/contracts/auth';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import { resourceMessages } from '@logistics/shared/contracts/messages';
import { messageResponseSchema, updateResponseSchema } from '@logistics/shared/contracts/rows';
import { http } from '@logistics/shared/api/http';
import {
  listQuery,
  listResponseSchema,
  removeFromCachedLists,
  type ListParams,
} from '@logistics/shared/api/list-params';

const definition = listDefinitions['inventory-employments'];
const messages = resourceMessages('inventory-employments');

/** Every answer is checked against the contract's row shape before the UI sees it. */
const inventoryEmploymentListSchema = listResponseSchema(definition.listKey, inventoryEmploymentSchema);
const inventoryEmploymentAnswerSchema = updateResponseSchema(definition.singleKey, inventoryEmploymentSchema);
// The wire keeps the screen word: the single key is `assignment` (listDefinitions).
const inventoryEmploymentOneSchema = z.object({ assignment: inventoryEmploymentSchema });

export type InventoryEmploymentList = z.output<typeof inventoryEmploymentListSchema>;
export type InventoryEmploymentAnswer = z.output<typeof inventoryEmploymentAnswerSchema>;

/** Cache keys: every write invalidates `all`, so lists, details and the forms' options refetch. */
export const inventoryEmploymentKeys = {
  all: ['inventory-employments'] as const,
  list: (params: ListParams) => ['inventory-employments', 'list', params] as const,
  detail: (id: string) => ['inventory-employments', 'detail', id] as const,
};

const path = (id: string) => `/inventory-employments/${encodeURIComponent(id)}`;

export function fetchInventoryEmployments(
  params: ListParams,
  signal?: AbortSignal,
): Promise<InventoryEmploymentList> {
  return http.get('/inventory-employments', {
    query: listQuery(params),
    signal,
    defaultMessage: messages.fetchList,
    parse: inventoryEmploymentListSchema,
  });
}

export function fetchInventoryEmployment(id: string, signal?: AbortSignal): Promise<InventoryEmployment> {
  return http
    .get(path(id), { signal, defaultMessage: messages.fetchOne, parse: inventoryEmploymentOneSchema })
    .then((answer) => answer.assignment);
}

export function createInventoryEmployment(
  input: InventoryEmploymentCreate,
): Promise<InventoryEmploymentAnswer> {
  return http.post('/inventory-employments', input, {
    expect: 201,
    defaultMessage: messages.create,
    parse: inventoryEmploymentAnswerSchema,
  });
}

export function updateInventoryEmployment(
  id: string,
  input: InventoryEmploymentUpdate,
): Promise<InventoryEmploymentAnswer> {
  return http.put(path(id), input, {
    expect: 200,
    defaultMessage: messages.update,
    parse: inventoryEmploymentAnswerSchema,
  });
}

export function deleteInventoryEmployment(id: string): Promise<MessageResponse> {
  return http.delete(path(id), {
    expect: 200,
    defaultMessage: messages.delete,
    parse: messageResponseSchema,
  });
}

export function useInventoryEmployments(params: ListParams) {
  return useQuery({
    queryKey: inventoryEmploymentKeys.list(params),
    queryFn: ({ signal }) => fetchInventoryEmployments(params, signal),
    // The table keeps showing the previous page while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** One inventory employment; `initial`, the row a list holds, is its first value (see `useSale`). */
export function useInventoryEmployment(id: string | undefined, initial?: InventoryEmployment) {
  return useQuery({
    queryKey: inventoryEmploymentKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchInventoryEmployment(id ?? '', signal),
    enabled: Boolean(id),
    initialData: id ? initial : undefined,
  });
}

export function useCreateInventoryEmployment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createInventoryEmployment,
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryEmploymentKeys.all }),
  });
}

export function useUpdateInventoryEmployment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: InventoryEmploymentUpdate }) =>
      updateInventoryEmployment(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryEmploymentKeys.all }),
  });
}

export function useDeleteInventoryEmployment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteInventoryEmployment,
    onSuccess: (_answer, id) => {
      removeFromCachedLists<InventoryEmployment>(
        client,
        [...inventoryEmploymentKeys.all, 'list'],
        definition.listKey,
        (row) => row.id === id,
      );
      return client.invalidateQueries({ queryKey: inventoryEmploymentKeys.all });
    },
  });
}
