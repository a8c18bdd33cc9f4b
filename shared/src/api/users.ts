import { useMutation } from '@tanstack/react-query';
import type { Role } from '@logistics/shared/contracts/roles';
import { userSchema, type UserCreate, type UserUpdate } from '@logistics/shared/contracts/users';
import type { MessageResponse } from '@logistics/shared/contracts/auth';
import { SEND_RESET_LINK_ERROR } from '@logistics/shared/contracts/messages';
import { messageResponseSchema } from '@logistics/shared/contracts/rows';
import { http } from '@logistics/shared/api/http';
import { resourceApi } from '@logistics/shared/api/resource-api';
import type { ListParams } from '@logistics/shared/api/list-params';

/**
 * /users/{id} (resource-api.ts). The screens that read employees here (the employee tables, the supervisor
 * picker) belong to roles that edit those rows, which the server answers whole; other roles' readers (the
 * captain picker) take only the public fields.
 */
export const userApi = resourceApi<'users', typeof userSchema, UserCreate, UserUpdate, typeof userSchema>({
  resource: 'users',
  rowSchema: userSchema,
});

export type UserList = Awaited<ReturnType<typeof userApi.fetchList>>;
export type UserAnswer = Awaited<ReturnType<typeof userApi.create>>;

/** Sends the employee a password reset link (the manager never sets their password). */
export function sendPasswordResetLink(id: string): Promise<MessageResponse> {
  return http.post(`${userApi.path(id)}/password-reset`, undefined, {
    expect: 200,
    defaultMessage: SEND_RESET_LINK_ERROR,
    parse: messageResponseSchema,
  });
}

export function useSendPasswordResetLink() {
  return useMutation({ mutationFn: sendPasswordResetLink });
}

/** The Captains page's list: the employees with the captain's role only. */
export function onlyCaptains(params: ListParams): ListParams {
  return { ...params, filters: { ...params.filters, role: ['captain' satisfies Role] } };
}
