import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@logistics/shared/api/http';
import { useSession } from '@logistics/shared/api/session';

/** A call answered 401: the session is gone (expired or revoked), so the guards send the user to log in. */
function onError(error: unknown) {
  if (isApiError(error) && error.status === 401 && useSession.getState().token) useSession.getState().clear();
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
