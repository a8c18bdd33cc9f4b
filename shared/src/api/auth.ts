import { useMutation } from '@tanstack/react-query';
import {
  loginResponseSchema,
  type ForgotPasswordInput,
  type LoginInput,
  type LoginResponse,
  type MessageResponse,
  type RegistrationInput,
} from '@logistics/shared/contracts/auth';
import { authMessages } from '@logistics/shared/contracts/messages';
import { messageResponseSchema } from '@logistics/shared/contracts/rows';
import { http } from '@logistics/shared/api/http';
import { useSession } from '@logistics/shared/api/session';

export function login(input: LoginInput): Promise<LoginResponse> {
  return http.post<LoginResponse>('/auth/login', input, {
    expect: 200,
    token: null,
    defaultMessage: authMessages.loginFailed,
    parse: loginResponseSchema,
  });
}

export function register(input: RegistrationInput): Promise<MessageResponse> {
  return http.post<MessageResponse>('/auth/register', input, {
    expect: 201,
    token: null,
    defaultMessage: authMessages.registerFailed,
    parse: messageResponseSchema,
  });
}

export function logout(userId: string, token: string | null): Promise<MessageResponse> {
  return http.post<MessageResponse>(`/auth/logout/${encodeURIComponent(userId)}`, undefined, {
    expect: 200,
    token,
    defaultMessage: authMessages.logoutFailed,
    parse: messageResponseSchema,
  });
}

export function requestPasswordReset(input: ForgotPasswordInput): Promise<MessageResponse> {
  return http.post<MessageResponse>('/auth/request-password-reset', input, {
    expect: 200,
    token: null,
    defaultMessage: authMessages.resetEmailFailed,
    parse: messageResponseSchema,
  });
}

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
}

export function resetPassword({ token, newPassword }: ResetPasswordInput): Promise<MessageResponse> {
  return http.post<MessageResponse>(
    '/auth/reset-password',
    { reset_password_token: token, newPassword },
    { expect: 200, token: null, defaultMessage: authMessages.resetFailed, parse: messageResponseSchema },
  );
}

/** Logs in and stores the token; where to go next is the caller's business. */
export function useLoginMutation() {
  return useMutation({
    mutationFn: login,
    // Made without the session's token: its 401 is a refused sign-in (a wrong password), not an ended session.
    meta: { sessionless: true },
    onSuccess: (data) => {
      useSession.getState().setToken(data.token, data.user.name);
    },
  });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}

/** Logout: the stored token is removed first, then the logout call is made (with that token). */
export function useLogoutMutation() {
  return useMutation({
    mutationFn: async () => {
      const { token, claims, clear } = useSession.getState();
      clear();
      if (!claims) return { message: authMessages.loggedOut };
      return logout(claims.id, token);
    },
  });
}

export function useRequestPasswordResetMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** After a reset the stored token is removed. */
export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      useSession.getState().clear();
    },
  });
}
