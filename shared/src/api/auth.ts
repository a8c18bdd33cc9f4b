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
import { http, isApiError } from '@logistics/shared/api/http';
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

/**
 * Sign-outs the server was not told of (the connection was down, or the server failing), kept in this browser until
 * it is: until then the server still takes each one's session as valid, whoever holds its token.
 */
const UNSENT_SIGN_OUTS_KEY = 'logistics.unsentSignOuts';
/** More than a few unsent sign-outs is a browser that has been offline for many sessions: the oldest expire anyway. */
const MAX_UNSENT_SIGN_OUTS = 10;

interface UnsentSignOut {
  userId: string;
  token: string;
}

function readUnsentSignOuts(): UnsentSignOut[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(UNSENT_SIGN_OUTS_KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item: unknown): item is UnsentSignOut =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as UnsentSignOut).userId === 'string' &&
        typeof (item as UnsentSignOut).token === 'string',
    );
  } catch {
    return [];
  }
}

function writeUnsentSignOuts(signOuts: UnsentSignOut[]): void {
  try {
    if (signOuts.length === 0) localStorage.removeItem(UNSENT_SIGN_OUTS_KEY);
    else localStorage.setItem(UNSENT_SIGN_OUTS_KEY, JSON.stringify(signOuts.slice(-MAX_UNSENT_SIGN_OUTS)));
  } catch {
    // Storage refused (full, or blocked): the session ends on the server when it expires, as before.
  }
}

/** The server did not answer the logout itself (no connection, or an error of its own), so may not have ended it. */
const serverNotTold = (error: unknown) =>
  !isApiError(error) || error.status === 0 || error.status === 429 || error.status >= 500;

/**
 * Tells the server of the sign-outs it was not told of; the host calls it as the app starts and whenever the
 * browser comes back online. One the server answers (done, or refused: an expired session) is forgotten.
 */
export async function sendUnsentSignOuts(): Promise<void> {
  const waiting = readUnsentSignOuts();
  if (waiting.length === 0) return;
  const settled = new Set<string>();
  for (const { userId, token } of waiting) {
    try {
      await logout(userId, token);
      settled.add(token);
    } catch (error) {
      if (!serverNotTold(error)) settled.add(token);
    }
  }
  // Read again: another tab may have added one meanwhile.
  writeUnsentSignOuts(readUnsentSignOuts().filter(({ token }) => !settled.has(token)));
}

/**
 * Logout: the stored token is removed first, then the logout call is made (with that token). When the server could
 * not be told, the sign-out waits in this browser until it can (sendUnsentSignOuts), and the call still fails, so
 * the person is told.
 */
export function useLogoutMutation() {
  return useMutation({
    mutationFn: async () => {
      const { token, claims, clear } = useSession.getState();
      clear();
      if (!claims) return { message: authMessages.loggedOut };
      try {
        return await logout(claims.id, token);
      } catch (error) {
        if (token && serverNotTold(error))
          writeUnsentSignOuts([...readUnsentSignOuts(), { userId: claims.id, token }]);
        throw error;
      }
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
