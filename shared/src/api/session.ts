import { create } from 'zustand';
import { tokenClaimsSchema } from '@logistics/shared/contracts/auth';
import { tokenMessages } from '@logistics/shared/contracts/messages';
import { TOKEN_STORAGE_KEY } from '@logistics/shared/contracts/format';
import type { Role } from '@logistics/shared/contracts/roles';

export { TOKEN_STORAGE_KEY };
// The signed-in user's name from the login's answer, kept beside the token for the page's header (the token
// carries no name).
export const USER_NAME_STORAGE_KEY = 'logistics.user-name';

/** The user session: id, role and e-mail, decoded from the token. */
export interface SessionClaims {
  id: string;
  role: Role | null;
  email: string;
  /** Seconds since the epoch, as in the JWT. */
  exp: number;
}

export class TokenError extends Error {
  override name = 'TokenError';
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  // UTF-8 bytes to text without TextDecoder (absent from some test environments); bad UTF-8 throws URIError.
  return decodeURIComponent(
    Array.from(binary, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
  );
}

/** Reads the payload of a JWT (the signature is the server's business). Throws a TokenError if malformed. */
export function decodeToken(token: string): SessionClaims {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) throw new TokenError(tokenMessages.invalidFormat);
  let payload: unknown;
  try {
    payload = JSON.parse(base64UrlDecode(parts[1]));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new TokenError(tokenMessages.decodeError(reason));
  }
  const parsed = tokenClaimsSchema.safeParse(payload);
  if (!parsed.success) throw new TokenError(tokenMessages.invalidFormat);
  const { id, role, email, exp } = parsed.data;
  return { id, role, email, exp };
}

export function isExpired(claims: SessionClaims, now = Date.now()): boolean {
  return claims.exp * 1000 <= now;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

interface StoredSession {
  token: string | null;
  claims: SessionClaims | null;
  name: string | null;
  /**
   * What to tell the user when the stored token could not be read and was thrown away (the host sends them to
   * /); the decoding error's own words (an `atob` failure) are for developers, not for them.
   */
  invalidToken: string | null;
}

/** Reads the stored token (trimmed): a malformed one is removed, an expired one counts as absent. */
export function readStoredSession(): StoredSession {
  const store = storage();
  const raw = store?.getItem(TOKEN_STORAGE_KEY)?.trim() ?? '';
  const name = store?.getItem(USER_NAME_STORAGE_KEY) ?? null;
  if (!raw) return { token: null, claims: null, name: null, invalidToken: null };
  try {
    const claims = decodeToken(raw);
    if (isExpired(claims)) return { token: null, claims: null, name: null, invalidToken: null };
    return { token: raw, claims, name, invalidToken: null };
  } catch {
    store?.removeItem(TOKEN_STORAGE_KEY);
    store?.removeItem(USER_NAME_STORAGE_KEY);
    return { token: null, claims: null, name: null, invalidToken: tokenMessages.unreadable };
  }
}

export interface SessionState extends StoredSession {
  /** Stores a token from the login answer. Throws a TokenError (and stores nothing) if it cannot be decoded. */
  setToken: (token: string, name?: string | null) => SessionClaims;
  /** Forgets the token: sign-out, a rejected session, a finished password reset. */
  clear: () => void;
  /** Reads localStorage again (another tab signed in or out). */
  reload: () => void;
  acknowledgeInvalidToken: () => void;
}

/** One session for the whole page: a shared singleton module, so the host and every remote see the same. */
export const useSession = create<SessionState>()((set) => ({
  ...readStoredSession(),
  setToken: (token, name = null) => {
    const trimmed = token.trim();
    const claims = decodeToken(trimmed);
    const store = storage();
    store?.setItem(TOKEN_STORAGE_KEY, trimmed);
    if (name) store?.setItem(USER_NAME_STORAGE_KEY, name);
    else store?.removeItem(USER_NAME_STORAGE_KEY);
    set({ token: trimmed, claims, name, invalidToken: null });
    return claims;
  },
  clear: () => {
    const store = storage();
    store?.removeItem(TOKEN_STORAGE_KEY);
    store?.removeItem(USER_NAME_STORAGE_KEY);
    set({ token: null, claims: null, name: null });
  },
  reload: () => set(readStoredSession()),
  acknowledgeInvalidToken: () => set({ invalidToken: null }),
}));

/** The current claims if the token is still valid; an expired token is treated as absent. */
export function currentClaims(
  state: Pick<SessionState, 'claims'> = useSession.getState(),
): SessionClaims | null {
  return state.claims && !isExpired(state.claims) ? state.claims : null;
}
