import * as z from '@logistics/shared/contracts/zod';
import { UNEXPECTED_ERROR, UNEXPECTED_STATUS } from '@logistics/shared/contracts/messages';
import { ApiError, buildQuery, http, isApiError, request } from '@logistics/shared/api/http';
import { useSession } from '@logistics/shared/api/session';

function answer(status: number, body?: unknown) {
  return {
    status,
    text: async () => (body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body)),
  };
}

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  useSession.setState({ token: null, claims: null });
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('The call succeeded');
}

describe('http', () => {
  it('treats any 2xx as success and returns the JSON body', async () => {
    fetchMock.mockResolvedValue(answer(202, { ok: true }));
    await expect(http.get('/things')).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/things', expect.objectContaining({ method: 'GET' }));
  });

  it("throws an ApiError with the server's message", async () => {
    fetchMock.mockResolvedValue(answer(409, { message: 'A category with the name “Tools” already exists.' }));
    const error = await failure(http.post('/categories', { name: 'Tools' }, { defaultMessage: 'fallback' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.message).toBe('A category with the name “Tools” already exists.');
  });

  it("uses the call's default when the server gives no message", async () => {
    fetchMock.mockResolvedValue(answer(500, '<html>oops</html>'));
    const error = await failure(
      http.get('/categories', { defaultMessage: 'An error occurred while fetching the categories.' }),
    );
    expect(error.status).toBe(500);
    expect(error.message).toBe('An error occurred while fetching the categories.');
  });

  it('falls back to the generic message without a default', async () => {
    fetchMock.mockResolvedValue(answer(404, {}));
    expect((await failure(http.get('/nothing'))).message).toBe(UNEXPECTED_ERROR);
  });

  it("says 'Unexpected response status.' for a 2xx other than the one expected", async () => {
    fetchMock.mockResolvedValue(answer(200, { message: 'ok' }));
    const error = await failure(http.post('/categories', {}, { expect: 201 }));
    expect(error.status).toBe(200);
    expect(error.message).toBe(UNEXPECTED_STATUS);
    expect(UNEXPECTED_STATUS).toBe('Unexpected response status.');
  });

  it("says 'Unexpected response status.' for a status that is neither success nor error", async () => {
    fetchMock.mockResolvedValue(answer(302));
    expect((await failure(http.get('/moved'))).message).toBe(UNEXPECTED_STATUS);
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(http.get('/x', { defaultMessage: 'offline' }));
    expect(error.status).toBe(0);
    expect(error.message).toBe('offline');
  });

  it("sends the session's token as a Bearer header, and none when told", async () => {
    useSession.setState({ token: 'abc.def.ghi' });
    fetchMock.mockResolvedValue(answer(200, {}));
    await http.get('/me');
    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBe('Bearer abc.def.ghi');
    await http.post('/auth/login', {}, { token: null });
    expect(fetchMock.mock.calls[1][1].headers.Authorization).toBeUndefined();
  });

  it('sends JSON bodies and query strings', async () => {
    fetchMock.mockResolvedValue(answer(201, { id: 1 }));
    await request('/categories', {
      method: 'POST',
      body: { name: 'A' },
      query: { q: 'to ol', page: 2, empty: '' },
    });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/categories?q=to+ol&page=2');
    expect(init.body).toBe('{"name":"A"}');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(buildQuery({ status: ['a', 'b'] })).toBe('?status=a&status=b');
  });

  it('checks the body against a schema when given one', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const schema = z.object({ total: z.number() });
    fetchMock.mockResolvedValueOnce(answer(200, { total: 3 }));
    await expect(http.get('/list', { parse: schema })).resolves.toEqual({ total: 3 });
    fetchMock.mockResolvedValueOnce(answer(200, { total: 'three' }));
    const error = await failure(http.get('/list', { parse: schema, defaultMessage: 'bad list' }));
    expect(error.message).toBe('bad list');
    spy.mockRestore();
  });

  it("knows an ApiError thrown by another app's copy of this module", () => {
    // What a remote's bundle throws, as the host's query client (its retries, its 401 sign-out) receives it.
    class RemoteApiError extends Error {
      readonly status = 404;
      override name = 'ApiError';
    }
    expect(isApiError(new RemoteApiError('The vendor “Acme” was not found.'))).toBe(true);
    expect(isApiError(new ApiError(404, 'here'))).toBe(true);
    expect(isApiError(new Error('ApiError'))).toBe(false);
    expect(isApiError({ name: 'ApiError', status: 404 })).toBe(false);
  });
});
