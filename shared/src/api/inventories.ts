import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from '@logistics/shared/contracts/zod';
import {
  inventorySchema,
  inventoryDetailSchema,
  type InventoryDetail,
  type Inventory,
  type InventoryCreate,
  type InventoryUpdate,
} from '@logistics/shared/contracts/inventories';
import type { MessageResponse } from '@logistics/shared/contracts/auth';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import { resourceMessages } from '@logistics/shared/contracts/messages';
import { inventoryDetailPath, nameToPath } from '@logistics/shared/contracts/paths';
import { messageResponseSchema, updateResponseSchema } from '@logistics/shared/contracts/rows';
import { http } from '@logistics/shared/api/http';
import {
  listQuery,
  listResponseSchema,
  removeFromCachedLists,
  type ListParams,
} from '@logistics/shared/api/list-params';

const definition = listDefinitions['inventories'];
const messages = resourceMessages('inventories');

/** Every answer is checked against the contract's row shape before the UI sees it. */
const inventoryListSchema = listResponseSchema(definition.listKey, inventorySchema);
const inventoryAnswerSchema = updateResponseSchema(definition.singleKey, inventorySchema);
const inventoryOneSchema = z.object({ inventory: inventoryDetailSchema });

export type InventoryList = z.output<typeof inventoryListSchema>;
export type InventoryAnswer = z.output<typeof inventoryAnswerSchema>;

/** Cache keys: every write invalidates `all`, so lists, details and the forms' options refetch. */
export const inventoryKeys = {
  all: ['inventories'] as const,
  list: (params: ListParams) => ['inventories', 'list', params] as const,
  detail: (name: string) => ['inventories', 'detail', name] as const,
};

const path = (name: string) => `/inventories/${encodeURIComponent(inventoryDetailPath(name))}`;
const writePath = (name: string) => `/inventories/${encodeURIComponent(nameToPath(name))}`;

export function fetchInventories(params: ListParams, signal?: AbortSignal): Promise<InventoryList> {
  return http.get('/inventories', {
    query: listQuery(params),
    signal,
    defaultMessage: messages.fetchList,
    parse: inventoryListSchema,
  });
}

export function fetchInventory(name: string, signal?: AbortSignal): Promise<InventoryDetail> {
  return http
    .get(path(name), { signal, defaultMessage: messages.fetchOne, parse: inventoryOneSchema })
    .then((answer) => answer.inventory);
}

export function createInventory(input: InventoryCreate): Promise<InventoryAnswer> {
  return http.post('/inventories', input, {
    expect: 201,
    defaultMessage: messages.create,
    parse: inventoryAnswerSchema,
  });
}

export function updateInventory(name: string, input: InventoryUpdate): Promise<InventoryAnswer> {
  return http.put(writePath(name), input, {
    expect: 200,
    defaultMessage: messages.update,
    parse: inventoryAnswerSchema,
  });
}

export function deleteInventory(name: string): Promise<MessageResponse> {
  return http.delete(writePath(name), {
    expect: 200,
    defaultMessage: messages.delete,
    parse: messageResponseSchema,
  });
}

export function useInventories(params: ListParams) {
  return useQuery({
    queryKey: inventoryKeys.list(params),
    queryFn: ({ signal }) => fetchInventories(params, signal),
    // The table keeps showing the previous page while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useInventory(name: string | undefined) {
  return useQuery({
    queryKey: inventoryKeys.detail(name ?? ''),
    queryFn: ({ signal }) => fetchInventory(name ?? '', signal),
    enabled: Boolean(name),
  });
}

export function useCreateInventory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createInventory,
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}

export function useUpdateInventory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, input }: { name: string; input: InventoryUpdate }) => updateInventory(name, input),
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}

export function useDeleteInventory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteInventory,
    onSuccess: (_answer, name) => {
      removeFromCachedLists<Inventory>(
        client,
        [...inventoryKeys.all, 'list'],
        definition.listKey,
        (row) => row.name === name,
      );
      return client.invalidateQueries({ queryKey: inventoryKeys.all });
    },
  });
}
