import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from '@logistics/shared/contracts/zod';
import {
  customerSchema,
  type Customer,
  type CustomerCreate,
  type CustomerUpdate,
} from '@logistics/shared/contracts/customers';
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

const definition = listDefinitions['customers'];
const messages = resourceMessages('customers');

/** Every answer is checked against the contract's row shape before the UI sees it. */
const customerListSchema = listResponseSchema(definition.listKey, customerSchema);
const customerAnswerSchema = updateResponseSchema(definition.singleKey, customerSchema);
const customerOneSchema = z.object({ customer: customerSchema });

export type CustomerList = z.output<typeof customerListSchema>;
export type CustomerAnswer = z.output<typeof customerAnswerSchema>;

/** Cache keys: every write invalidates `all`, so lists, details and the forms' options refetch. */
export const customerKeys = {
  all: ['customers'] as const,
  list: (params: ListParams) => ['customers', 'list', params] as const,
  detail: (id: string) => ['customers', 'detail', id] as const,
};

const path = (id: string) => `/customers/${encodeURIComponent(id)}`;

export function fetchCustomers(params: ListParams, signal?: AbortSignal): Promise<CustomerList> {
  return http.get('/customers', {
    query: listQuery(params),
    signal,
    defaultMessage: messages.fetchList,
    parse: customerListSchema,
  });
}

export function fetchCustomer(id: string, signal?: AbortSignal): Promise<Customer> {
  return http
    .get(path(id), { signal, defaultMessage: messages.fetchOne, parse: customerOneSchema })
    .then((answer) => answer.customer);
}

export function createCustomer(input: CustomerCreate): Promise<CustomerAnswer> {
  return http.post('/customers', input, {
    expect: 201,
    defaultMessage: messages.create,
    parse: customerAnswerSchema,
  });
}

export function updateCustomer(id: string, input: CustomerUpdate): Promise<CustomerAnswer> {
  return http.put(path(id), input, {
    expect: 200,
    defaultMessage: messages.update,
    parse: customerAnswerSchema,
  });
}

export function deleteCustomer(id: string): Promise<MessageResponse> {
  return http.delete(path(id), {
    expect: 200,
    defaultMessage: messages.delete,
    parse: messageResponseSchema,
  });
}

export function useCustomers(params: ListParams) {
  return useQuery({
    queryKey: customerKeys.list(params),
    queryFn: ({ signal }) => fetchCustomers(params, signal),
    // The table keeps showing the previous page while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(id: string | undefined) {
  return useQuery({
    queryKey: customerKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchCustomer(id ?? '', signal),
    enabled: Boolean(id),
  });
}

export function useCreateCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

export function useUpdateCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CustomerUpdate }) => updateCustomer(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

export function useDeleteCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSuccess: (_answer, id) => {
      removeFromCachedLists<Customer>(
        client,
        [...customerKeys.all, 'list'],
        definition.listKey,
        (row) => row.id === id,
      );
      return client.invalidateQueries({ queryKey: customerKeys.all });
    },
  });
}
