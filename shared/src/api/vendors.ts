import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from '@logistics/shared/contracts/zod';
import {
  vendorSchema,
  type Vendor,
  type VendorCreate,
  type VendorUpdate,
} from '@logistics/shared/contracts/vendors';
import type { MessageResponse } from '@logistics/shared/contracts/auth';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import { resourceMessages } from '@logistics/shared/contracts/messages';
import { nameToPath } from '@logistics/shared/contracts/paths';
import { messageResponseSchema, updateResponseSchema } from '@logistics/shared/contracts/rows';
import { http } from '@logistics/shared/api/http';
import {
  listQuery,
  listResponseSchema,
  removeFromCachedLists,
  type ListParams,
} from '@logistics/shared/api/list-params';

const definition = listDefinitions['vendors'];
const messages = resourceMessages('vendors');

/** Every answer is checked against the contract's row shape before the UI sees it. */
const vendorListSchema = listResponseSchema(definition.listKey, vendorSchema);
const vendorAnswerSchema = updateResponseSchema(definition.singleKey, vendorSchema);
const vendorOneSchema = z.object({ vendor: vendorSchema });

export type VendorList = z.output<typeof vendorListSchema>;
export type VendorAnswer = z.output<typeof vendorAnswerSchema>;

/** Cache keys: every write invalidates `all`, so lists, details and the forms' options refetch. */
export const vendorKeys = {
  all: ['vendors'] as const,
  list: (params: ListParams) => ['vendors', 'list', params] as const,
  detail: (name: string) => ['vendors', 'detail', name] as const,
};

const path = (name: string) => `/vendors/${encodeURIComponent(nameToPath(name))}`;

export function fetchVendors(params: ListParams, signal?: AbortSignal): Promise<VendorList> {
  return http.get('/vendors', {
    query: listQuery(params),
    signal,
    defaultMessage: messages.fetchList,
    parse: vendorListSchema,
  });
}

export function fetchVendor(name: string, signal?: AbortSignal): Promise<Vendor> {
  return http
    .get(path(name), { signal, defaultMessage: messages.fetchOne, parse: vendorOneSchema })
    .then((answer) => answer.vendor);
}

export function createVendor(input: VendorCreate): Promise<VendorAnswer> {
  return http.post('/vendors', input, {
    expect: 201,
    defaultMessage: messages.create,
    parse: vendorAnswerSchema,
  });
}

export function updateVendor(name: string, input: VendorUpdate): Promise<VendorAnswer> {
  return http.put(path(name), input, {
    expect: 200,
    defaultMessage: messages.update,
    parse: vendorAnswerSchema,
  });
}

export function deleteVendor(name: string): Promise<MessageResponse> {
  return http.delete(path(name), {
    expect: 200,
    defaultMessage: messages.delete,
    parse: messageResponseSchema,
  });
}

export function useVendors(params: ListParams) {
  return useQuery({
    queryKey: vendorKeys.list(params),
    queryFn: ({ signal }) => fetchVendors(params, signal),
    // The table keeps showing the previous page while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useVendor(name: string | undefined) {
  return useQuery({
    queryKey: vendorKeys.detail(name ?? ''),
    queryFn: ({ signal }) => fetchVendor(name ?? '', signal),
    enabled: Boolean(name),
  });
}

export function useCreateVendor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createVendor,
    onSuccess: () => client.invalidateQueries({ queryKey: vendorKeys.all }),
  });
}

export function useUpdateVendor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, input }: { name: string; input: VendorUpdate }) => updateVendor(name, input),
    onSuccess: () => client.invalidateQueries({ queryKey: vendorKeys.all }),
  });
}

export function useDeleteVendor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteVendor,
    onSuccess: (_answer, name) => {
      removeFromCachedLists<Vendor>(
        client,
        [...vendorKeys.all, 'list'],
        definition.listKey,
        (row) => row.name === name,
      );
      return client.invalidateQueries({ queryKey: vendorKeys.all });
    },
  });
}
