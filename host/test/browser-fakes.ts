import { useSession } from '@logistics/shared/api/session';

/** The host tests' fetch: each test says what the server answers. */
export const fetchMock = jest.fn();

/** A server answer as the HTTP client reads it: a status and a JSON text (empty without a body). */
export function answer(status: number, body?: unknown) {
  return { status, text: async () => (body === undefined ? '' : JSON.stringify(body)) };
}

/** A browser with nothing stored and no session, whose requests go to `fetchMock`. */
export function signedOutBrowser(): void {
  localStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  useSession.setState({ token: null, claims: null, name: null, invalidToken: null });
}
