import { useQuery } from '@tanstack/react-query';
import { releasesSchema, type Releases } from '@logistics/shared/contracts/releases';
import { fetchOneError } from '@logistics/shared/contracts/messages';
import { http } from '@logistics/shared/api/http';
import { resourceKey } from '@logistics/shared/api/query-keys';

export const releaseKeys = { all: resourceKey('releases') };

/** GET /releases: what is live of the host and each remote (the admin's). */
export function fetchReleases(signal?: AbortSignal): Promise<Releases> {
  return http.get('/releases', { signal, defaultMessage: fetchOneError('releases'), parse: releasesSchema });
}

/** Read afresh each time it is shown: a release or a rollback changes it without any event. */
export function useReleases(enabled: boolean) {
  return useQuery({
    queryKey: releaseKeys.all,
    queryFn: ({ signal }) => fetchReleases(signal),
    enabled,
    staleTime: 0,
  });
}
