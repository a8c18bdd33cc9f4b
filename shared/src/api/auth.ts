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
import { retriesByItself } from '@logistics/shared/api/retry-while-failing';
import * as z from '@logistics/shared/contracts/zod';
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
 * Logouts the server was not told of (the connection was down, or the server failing), kept in this browser until
 * it is: until then the server still takes each one's session as valid, whoever holds its token.
 */
const UNSENT_LOGOUTS_STORAGE_KEY = 'logistics.unsentLogouts';
/** More than a few unsent logouts is a browser that has been offline for many sessions: the oldest expire anyway. */
const MAX_UNSENT_LOGOUTS = 10;

const unsentLogoutsSchema = z.array(z.object({ userId: z.string(), token: z.string() }));
type UnsentLogout = z.infer<typeof unsentLogoutsSchema>[number];

function readUnsentLogouts(): UnsentLogout[] {
  try {
    const stored = unsentLogoutsSchema.safeParse(
      JSON.parse(localStorage.getItem(UNSENT_LOGOUTS_STORAGE_KEY) ?? '[]'),
    );
    return stored.success ? stored.data : [];
  } catch {
    return [];
  }
}

function writeUnsentLogouts(logouts: UnsentLogout[]): void {
  try {
    if (logouts.length === 0) localStorage.removeItem(UNSENT_LOGOUTS_STORAGE_KEY);
    else localStorage.setItem(UNSENT_LOGOUTS_STORAGE_KEY, JSON.stringify(logouts.slice(-MAX_UNSENT_LOGOUTS)));
  } catch {
    // Storage refused (full, or blocked): the session ends on the server when it expires, as before.
  }
}

/**
 * Tells the server of the logouts it was not told of (keepSendingUnsentLogouts says when). One the server answers
 * (done, or refused: an expired session) is forgotten; one that failed as a failure that may pass
 * (`retriesByItself`) waits for the next call.
 */
export async function sendUnsentLogouts(): Promise<void> {
  const waiting = readUnsentLogouts();
  if (waiting.length === 0) return;
  const settled = new Set<string>();
  for (const { userId, token } of waiting) {
    try {
      await logout(userId, token);
      settled.add(token);
    } catch (error) {
      if (!retriesByItself(error)) settled.add(token);
    }
  }
  // Read again: another tab may have added one meanwhile.
  writeUnsentLogouts(readUnsentLogouts().filter(({ token }) => !settled.has(token)));
}

/** How often a waiting logout is tried again without a sign from the browser (the server may be back). */
export const UNSENT_LOGOUTS_RETRY_MS = 60_000;

/**
 * Sends the waiting logouts now, whenever the browser comes back online, and every minute (a server that failed
 * comes back without the browser saying so); the host runs it for the app's life. Returns the stop.
 */
export function keepSendingUnsentLogouts(): () => void {
  const send = () => void sendUnsentLogouts();
  send();
  window.addEventListener('online', send);
  // With none waiting, a call reads the storage and stops there.
  const retries = window.setInterval(send, UNSENT_LOGOUTS_RETRY_MS);
  return () => {
    window.removeEventListener('online', send);
    window.clearInterval(retries);
  };
}

/**
 * Logout: the stored token is removed first, then the logout call is made (with that token). When the server could
 * not be told, the logout waits in this browser until it can (sendUnsentLogouts), and the call still fails, so the
 * person is told.
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
        if (token && retriesByItself(error))
          writeUnsentLogouts([...readUnsentLogouts(), { userId: claims.id, token }]);
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
