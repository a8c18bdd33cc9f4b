import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from '@logistics/shared/contracts/zod';
import { userSchema, type User, type UserCreate, type UserUpdate } from '@logistics/shared/contracts/users';
import type { MessageResponse } from '@logistics/shared/contracts/auth';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import { resourceMessages, SEND_RESET_LINK_ERROR } from '@logistics/shared/contracts/messages';
import { messageResponseSchema, updateResponseSchema } from '@logistics/shared/contracts/rows';
import { http } from '@logistics/shared/api/http';
import {
  listQuery,
  listResponseSchema,
  removeFromCachedLists,
  type ListParams,
} from '@logistics/shared/api/list-params';

const definition = listDefinitions['users'];
const messages = resourceMessages('users');

/**
 * Every answer is checked against the contract's row shape before the UI sees it. The screens that read
 * employees here (the employee tables, the supervisor picker) belong to roles that edit those rows, which the
 * server answers whole; other roles' readers (the captain picker) take only the public fields.
 */
const userListSchema = listResponseSchema(definition.listKey, userSchema);
const userAnswerSchema = updateResponseSchema(definition.singleKey, userSchema);
const userOneSchema = z.object({ user: userSchema });

export type UserList = z.output<typeof userListSchema>;
export type UserAnswer = z.output<typeof userAnswerSchema>;

/** Cache keys: every write invalidates `all`, so lists, details and the forms' options refetch. */
export const userKeys = {
  all: ['users'] as const,
  list: (params: ListParams) => ['users', 'list', params] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
};

const path = (id: string) => `/users/${encodeURIComponent(id)}`;

export function fetchUsers(params: ListParams, signal?: AbortSignal): Promise<UserList> {
  return http.get('/users', {
    query: listQuery(params),
    signal,
    defaultMessage: messages.fetchList,
    parse: userListSchema,
  });
}

export function fetchUser(id: string, signal?: AbortSignal): Promise<User> {
  return http
    .get(path(id), { signal, defaultMessage: messages.fetchOne, parse: userOneSchema })
    .then((answer) => answer.user);
}

export function createUser(input: UserCreate): Promise<UserAnswer> {
  return http.post('/users', input, {
    expect: 201,
    defaultMessage: messages.create,
    parse: userAnswerSchema,
  });
}

export function updateUser(id: string, input: UserUpdate): Promise<UserAnswer> {
  return http.put(path(id), input, {
    expect: 200,
    defaultMessage: messages.update,
    parse: userAnswerSchema,
  });
}

/** Sends the employee a password reset link (the manager never sets their password). */
export function sendPasswordResetLink(id: string): Promise<MessageResponse> {
  return http.post(`${path(id)}/password-reset`, undefined, {
    expect: 200,
    defaultMessage: SEND_RESET_LINK_ERROR,
    parse: messageResponseSchema,
  });
}

export function deleteUser(id: string): Promise<MessageResponse> {
  return http.delete(path(id), {
    expect: 200,
    defaultMessage: messages.delete,
    parse: messageResponseSchema,
  });
}

export function useUsers(params: ListParams) {
  return useQuery({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => fetchUsers(params, signal),
    // The table keeps showing the previous page while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** One user; `initial`, the row a list holds, is its first value (see `useSale`). */
export function useUser(id: string | undefined, initial?: User) {
  return useQuery({
    queryKey: userKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchUser(id ?? '', signal),
    enabled: Boolean(id),
    initialData: id ? initial : undefined,
  });
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UserUpdate }) => updateUser(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useSendPasswordResetLink() {
  return useMutation({ mutationFn: sendPasswordResetLink });
}

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_answer, id) => {
      removeFromCachedLists<User>(
        client,
        [...userKeys.all, 'list'],
        definition.listKey,
        (row) => row.id === id,
      );
      return client.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
