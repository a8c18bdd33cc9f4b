import { waitFor } from '@testing-library/react';
import { ApiError } from '@logistics/shared/api/http';
import { useSession } from '@logistics/shared/api/session';
import { authMessages } from '@logistics/shared/contracts/messages';
import { attachToastHost, type Toast } from '@logistics/shared/ui/toasts';
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

  it('forgets the session on a 401 and says why once, however many calls fail with it', async () => {
    const client = createQueryClient();
    const ended = new ApiError(401, authMessages.sessionExpired);
    await Promise.all([failWith(client, 'sales', ended), failWith(client, 'facets', ended)]);
    expect(useSession.getState().token).toBeNull();
    await waitFor(() => expect(shown).toEqual([{ kind: 'info', message: authMessages.sessionExpired }]));
  });

  it('keeps the session on other refusals (403), which the page itself shows', async () => {
    const client = createQueryClient();
    await failWith(client, 'sales', new ApiError(403, 'You may not view sales.'));
    expect(useSession.getState().token).toBe('a.signed.token');
    // The toasts module loads on a 401 only; give it the time it would take.
    await import('@logistics/shared/ui/toasts');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown).toEqual([]);
  });
});
