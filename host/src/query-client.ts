import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@logistics/shared/api/http';
import { useSession } from '@logistics/shared/api/session';

/**
 * A call answered 401: the session is gone (expired, or ended by a logout, a new password or another role), so
 * the guards send the user to log in, told why in the server's words. Once: the calls failing beside it find
 * no token left.
 */
function onError(error: unknown) {
  if (isApiError(error) && error.status === 401 && useSession.getState().token) {
    useSession.getState().clear();
    const { message } = error;
    // Imported when needed: the toasts come with the pages that raise them, not with the login page's first download.
    void import('@logistics/shared/ui/toasts').then(({ toasts }) => toasts.info(message));
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A refusal (4xx) will not change by asking again; a network or server error may.
        retry: (failures, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 2,
      },
      mutations: { retry: false },
    },
  });
}
