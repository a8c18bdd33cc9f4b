import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@logistics/shared/api/http';
import { retriesByItself } from '@logistics/shared/api/retry-while-failing';
import { useSession } from '@logistics/shared/api/session';
import { endSession } from './auth/ended-session';

/**
 * A call answered 401: the session is gone (expired, or ended by a logout, a new password or another role). The
 * page stays, with what was typed in it, under a dialog that asks to sign in again (auth/sign-in-again-dialog.tsx)
 * in the server's words; the calls failing beside it only say it again.
 */
function onError(error: unknown) {
  if (isApiError(error) && error.status === 401 && useSession.getState().token) endSession(error.message);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.sessionless) onError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A refusal (4xx) will not change by asking again; a network or server error may.
        retry: (failures, error) => retriesByItself(error) && failures < 2,
        // Asked while the browser is offline, a read fails and the page says it could not load (and asks again when
        // the browser is back online), where react-query would hold it paused with no data and no error: a list
        // showed "No results." for rows it never received.
        networkMode: 'always',
      },
      mutations: {
        retry: false,
        // The same for a save: sent while offline it fails at once and the dialog says so, with what was typed
        // kept, where react-query would hold it paused behind "Please wait" (no Cancel, no close) and send it,
        // unseen, whenever the connection came back.
        networkMode: 'always',
      },
    },
  });
}
