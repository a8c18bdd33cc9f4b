import { tokenMessages } from '@logistics/shared/contracts/messages';
import {
  currentClaims,
  decodeToken,
  readStoredSession,
  TOKEN_STORAGE_KEY,
  useSession,
} from '@logistics/shared/api/session';
import { unsignedToken } from '../../test/tokens';

const inAnHour = Math.floor(Date.now() / 1000) + 3600;
const claims = { id: 'u-1', role: 'admin', email: 'admin@example.com', exp: inAnHour };

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ token: null, claims: null, name: null, invalidToken: null });
});

describe('session', () => {
  it('decodes the payload of a JWT', () => {
    expect(decodeToken(unsignedToken({ ...claims, name: 'Ünïcode' }))).toEqual(claims);
  });

  it('reads the stored token trimmed', () => {
    const token = unsignedToken(claims);
    localStorage.setItem(TOKEN_STORAGE_KEY, `  ${token}\n`);
    const session = readStoredSession();
    expect(session.token).toBe(token);
    expect(session.claims).toEqual(claims);
    expect(session.invalidToken).toBeNull();
  });

  it('removes a token that cannot be decoded', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'not-a-jwt');
    const session = readStoredSession();
    expect(session.token).toBeNull();
    expect(session.invalidToken).toBe('Your session could not be read. Please log in again.');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('removes a token whose payload is not JSON or lacks the claims', () => {
    // The user reads why in plain words, never the browser's atob error.
    localStorage.setItem(TOKEN_STORAGE_KEY, 'a.b!!.c');
    expect(readStoredSession().invalidToken).toBe(tokenMessages.unreadable);
    expect(() => decodeToken('a.b!!.c')).toThrow(/^Error decoding token: /);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();

    localStorage.setItem(TOKEN_STORAGE_KEY, unsignedToken({ id: 1 }));
    expect(readStoredSession().invalidToken).toBe(tokenMessages.unreadable);
    expect(() => decodeToken(unsignedToken({ id: 1 }))).toThrow(tokenMessages.invalidFormat);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('treats an expired token as absent', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, unsignedToken({ ...claims, exp: 1000 }));
    expect(readStoredSession()).toMatchObject({ token: null, claims: null, invalidToken: null });
    expect(currentClaims({ claims: { ...claims, role: 'admin', exp: 1000 } })).toBeNull();
  });

  it('stores a token (trimmed) with the name, and clears both', () => {
    const token = unsignedToken(claims);
    useSession.getState().setToken(` ${token} `, 'Ada Admin');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(useSession.getState()).toMatchObject({ token, claims, name: 'Ada Admin' });
    useSession.getState().clear();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(useSession.getState()).toMatchObject({ token: null, claims: null, name: null });
  });

  it('refuses to store a malformed token', () => {
    expect(() => useSession.getState().setToken('nope')).toThrow(tokenMessages.invalidFormat);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
