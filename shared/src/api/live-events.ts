import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_BASE } from '@logistics/shared/api/http';
import { connectLiveEvents, createLiveInvalidator } from '@logistics/shared/api/live-events-client';
import { useSession } from '@logistics/shared/api/session';

/**
 * Live lists: one stream of GET /api/events per page, whose announcements make the react-query
 * queries of the changed resources read again through their normal, permission-checked calls. The host mounts
 * `useLiveEvents` once, beside its query client and the session, so the host and every remote share the stream.
 * The stream and the invalidation themselves: api/live-events-client.ts.
 */

/**
 * Keeps the session's event stream open while someone is signed in: a new token opens a new stream, a logout
 * closes it. Mount once per page, under the QueryClientProvider.
 */
export function useLiveEvents(): void {
  const client = useQueryClient();
  const token = useSession((state) => state.token);
  useEffect(() => {
    if (!token) return undefined;
    const invalidator = createLiveInvalidator(client);
    const connection = connectLiveEvents({
      token,
      base: API_BASE,
      onChange: invalidator.change,
      onReady: ({ resync }) => {
        if (resync) invalidator.everything();
      },
      // The session ended elsewhere (a logout in another tab, a new password, another role): the queries on
      // screen read again and get the 401, and the host asks the person to sign in again, in the server's words.
      onEnd: invalidator.everything,
    });
    return () => {
      connection.close();
      invalidator.dispose();
    };
  }, [client, token]);
}
