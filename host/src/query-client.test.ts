import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { ApiError } from '@logistics/shared/api/http';
import { useSession } from '@logistics/shared/api/session';
import { authMessages } from '@logistics/shared/contracts/messages';
import { attachToastHost, type Toast } from '@logistics/shared/ui/toasts';
import { sessionResumed, useEndedSession } from './auth/ended-session';
import { createQueryClient } from './query-client';

describe('the query client on a refused call', () => {
  const shown: Array<Omit<Toast, 'key'>> = [];
  let detach: () => void;
  beforeEach(() => {
    shown.length = 0;
    detach = attachToastHost({
      show: ({ kind, message }) => shown.push({ kind, message }),
      dismiss: () => undefined,
    });
    useSession.setState({ token: 'a.signed.token', claims: null, name: 'Amelia Hart', invalidToken: null });
    sessionResumed();
  });
  afterEach(() => detach());

  const failWith = (client: ReturnType<typeof createQueryClient>, key: string, error: Error) =>
    client
      .fetchQuery({
        queryKey: [key],
        queryFn: () => Promise.reject(error),
        retry: false,
      })
      .catch(() => undefined);

  it("keeps the page on a 401 and asks to sign in again, in the server's words, however many calls fail with it", async () => {
    const client = createQueryClient();
    const ended = new ApiError(401, authMessages.sessionExpired);
    await Promise.all([failWith(client, 'sales', ended), failWith(client, 'facets', ended)]);
    expect(useEndedSession.getState().message).toBe(authMessages.sessionExpired);
    // The session is forgotten only when the person signs out: leaving now would throw away what the page holds.
    expect(useSession.getState().token).toBe('a.signed.token');
    // Said once, in the dialog, not in a toast per refused call.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown).toEqual([]);
  });

  it("takes a sign-in's own 401 (a wrong password) for a refused sign-in, not for an ended session", async () => {
    const client = createQueryClient();
    const signIn = new MutationObserver(client, {
      mutationFn: () => Promise.reject(new ApiError(401, authMessages.invalidCredentials)),
      meta: { sessionless: true },
    });
    await signIn.mutate().catch(() => undefined);
    expect(useEndedSession.getState().message).toBeNull();
    const save = new MutationObserver(client, {
      mutationFn: () => Promise.reject(new ApiError(401, authMessages.sessionExpired)),
    });
    await save.mutate().catch(() => undefined);
    expect(useEndedSession.getState().message).toBe(authMessages.sessionExpired);
  });

  it('keeps the session on other refusals (403), which the page itself shows', async () => {
    const client = createQueryClient();
    await failWith(client, 'sales', new ApiError(403, 'You may not view sales.'));
    expect(useSession.getState().token).toBe('a.signed.token');
    expect(useEndedSession.getState().message).toBeNull();
  });
});

describe('the query client while the browser is offline', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('asks the server, and so ends in a failure the page can say, instead of waiting paused with no rows', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const read = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.fetchQuery({ queryKey: ['customers'], queryFn: read, retry: false })).rejects.toThrow(
      'Failed to fetch',
    );
    expect(read).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(['customers'])?.status).toBe('error');
  });

  it('sends a save, and so ends in a failure the dialog can say, instead of holding it paused to send unseen later', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const send = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const save = new MutationObserver(client, { mutationFn: send });
    await expect(save.mutate()).rejects.toThrow('Failed to fetch');
    expect(send).toHaveBeenCalledTimes(1);
    expect(save.getCurrentResult().status).toBe('error');
    // Nothing is left waiting to be sent when the connection returns.
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
