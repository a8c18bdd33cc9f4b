import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from '@logistics/shared/contracts/zod';
import {
  categorySchema,
  type Category,
  type CategoryCreate,
  type CategoryUpdate,
} from '@logistics/shared/contracts/categories';
import type { MessageResponse } from '@logistics/shared/contracts/auth';
import {
  createError,
  deleteError,
  fetchListError,
  fetchOneError,
  updateError,
} from '@logistics/shared/contracts/messages';
import { nameToPath } from '@logistics/shared/contracts/paths';
import { messageResponseSchema, updateResponseSchema } from '@logistics/shared/contracts/rows';
import { http } from '@logistics/shared/api/http';
import {
  listQuery,
  listResponseSchema,
  removeFromCachedLists,
  type ListParams,
} from '@logistics/shared/api/list-params';

/** Every answer is checked against the contract's row shape before the UI sees it. */
const categoryListSchema = listResponseSchema('categories', categorySchema);
const categoryAnswerSchema = updateResponseSchema('category', categorySchema);
const categoryOneSchema = z.object({ category: categorySchema });

export type CategoryList = z.output<typeof categoryListSchema>;
export type CategoryAnswer = z.output<typeof categoryAnswerSchema>;

/** Cache keys: every write invalidates `all`, so lists and details refetch. */
export const categoryKeys = {
  all: ['categories'] as const,
  list: (params: ListParams) => ['categories', 'list', params] as const,
  detail: (name: string) => ['categories', 'detail', name] as const,
};

const path = (name: string) => `/categories/${encodeURIComponent(nameToPath(name))}`;

export function fetchCategories(params: ListParams, signal?: AbortSignal): Promise<CategoryList> {
  return http.get('/categories', {
    query: listQuery(params),
    signal,
    defaultMessage: fetchListError('categories'),
    parse: categoryListSchema,
  });
}

export function fetchCategory(name: string, signal?: AbortSignal): Promise<Category> {
  return http
    .get(path(name), { signal, defaultMessage: fetchOneError('category'), parse: categoryOneSchema })
    .then((answer) => answer.category);
}

export function createCategory(input: CategoryCreate): Promise<CategoryAnswer> {
  return http.post('/categories', input, {
    expect: 201,
    defaultMessage: createError('category'),
    parse: categoryAnswerSchema,
  });
}

export function updateCategory(name: string, input: CategoryUpdate): Promise<CategoryAnswer> {
  return http.put(path(name), input, {
    expect: 200,
    defaultMessage: updateError('category'),
    parse: categoryAnswerSchema,
  });
}

export function deleteCategory(name: string): Promise<MessageResponse> {
  return http.delete(path(name), {
    expect: 200,
    defaultMessage: deleteError('category'),
    parse: messageResponseSchema,
  });
}

export function useCategories(params: ListParams) {
  return useQuery({
    queryKey: categoryKeys.list(params),
    queryFn: ({ signal }) => fetchCategories(params, signal),
    // The table keeps showing the previous page while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useCategory(name: string | undefined) {
  return useQuery({
    queryKey: categoryKeys.detail(name ?? ''),
    queryFn: ({ signal }) => fetchCategory(name ?? '', signal),
    enabled: Boolean(name),
  });
}

export function useCreateCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => client.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

export function useUpdateCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, input }: { name: string; input: CategoryUpdate }) => updateCategory(name, input),
    onSuccess: () => client.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (_answer, name) => {
      removeFromCachedLists<Category>(
        client,
        [...categoryKeys.all, 'list'],
        'categories',
        (row) => row.name === name,
      );
      return client.invalidateQueries({ queryKey: categoryKeys.all });
    },
  });
}
