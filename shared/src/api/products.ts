import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from '@logistics/shared/contracts/zod';
import {
  productSchema,
  type Product,
  type ProductCreate,
  type ProductUpdate,
} from '@logistics/shared/contracts/products';
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

const definition = listDefinitions['products'];
const messages = resourceMessages('products');

/** Every answer is checked against the contract's row shape before the UI sees it. */
const productListSchema = listResponseSchema(definition.listKey, productSchema);
const productAnswerSchema = updateResponseSchema(definition.singleKey, productSchema);
const productOneSchema = z.object({ product: productSchema });

export type ProductList = z.output<typeof productListSchema>;
export type ProductAnswer = z.output<typeof productAnswerSchema>;

/** Cache keys: every write invalidates `all`, so lists, details and the forms' options refetch. */
export const productKeys = {
  all: ['products'] as const,
  list: (params: ListParams) => ['products', 'list', params] as const,
  detail: (name: string) => ['products', 'detail', name] as const,
};

const path = (name: string) => `/products/${encodeURIComponent(nameToPath(name))}`;

export function fetchProducts(params: ListParams, signal?: AbortSignal): Promise<ProductList> {
  return http.get('/products', {
    query: listQuery(params),
    signal,
    defaultMessage: messages.fetchList,
    parse: productListSchema,
  });
}

export function fetchProduct(name: string, signal?: AbortSignal): Promise<Product> {
  return http
    .get(path(name), { signal, defaultMessage: messages.fetchOne, parse: productOneSchema })
    .then((answer) => answer.product);
}

export function createProduct(input: ProductCreate): Promise<ProductAnswer> {
  return http.post('/products', input, {
    expect: 201,
    defaultMessage: messages.create,
    parse: productAnswerSchema,
  });
}

export function updateProduct(name: string, input: ProductUpdate): Promise<ProductAnswer> {
  return http.put(path(name), input, {
    expect: 200,
    defaultMessage: messages.update,
    parse: productAnswerSchema,
  });
}

export function deleteProduct(name: string): Promise<MessageResponse> {
  return http.delete(path(name), {
    expect: 200,
    defaultMessage: messages.delete,
    parse: messageResponseSchema,
  });
}

export function useProducts(params: ListParams) {
  return useQuery({
    queryKey: productKeys.list(params),
    queryFn: ({ signal }) => fetchProducts(params, signal),
    // The table keeps showing the previous page while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useProduct(name: string | undefined) {
  return useQuery({
    queryKey: productKeys.detail(name ?? ''),
    queryFn: ({ signal }) => fetchProduct(name ?? '', signal),
    enabled: Boolean(name),
  });
}

export function useCreateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => client.invalidateQueries({ queryKey: productKeys.all }),
  });
}

export function useUpdateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, input }: { name: string; input: ProductUpdate }) => updateProduct(name, input),
    onSuccess: () => client.invalidateQueries({ queryKey: productKeys.all }),
  });
}

export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_answer, name) => {
      removeFromCachedLists<Product>(
        client,
        [...productKeys.all, 'list'],
        definition.listKey,
        (row) => row.name === name,
      );
      return client.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
