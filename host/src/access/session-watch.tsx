import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from '@logistics/shared/ui/router';
import { currentClaims, TOKEN_STORAGE_KEY, useSession } from '@logistics/shared/api/session';
import { prefixOf } from '@logistics/shared/contracts/menus';
import { useToasts } from '@logistics/shared/ui/toasts';

/** A stored token that cannot be decoded has been removed; the user goes to /. */
export function InvalidTokenRedirect({ reason }: { reason: string }) {
  const navigate = useNavigate();
  const toasts = useToasts();
  useEffect(() => {
    useSession.getState().acknowledgeInvalidToken();
    toasts.error(reason);
    navigate('/', { replace: true });
  }, [reason, navigate, toasts]);
  return null;
}

/** Another tab signed in or out: read the stored token again. */
export function useCrossTabSession() {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === TOKEN_STORAGE_KEY) useSession.getState().reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}

/**
 * The query cache holds the reads of one person in one role, never those of the session before: they may hold rows
 * outside the next one's scope (an admin's sales, read before the account became an in-charge), which a fresh read
 * would show without asking the server again. The login page empties it. A session that becomes another person's or
 * another role's under an open page (signed in in another tab, or signed in again over an ended session after the
 * account's role changed) forgets it too, and starts at that role's home, as after a sign-in: the page was the
 * person's, or the role's, before.
 */
export function useReadsOfOneReader(onLoginPage: boolean) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const claims = useSession(currentClaims);
  const id = claims?.id ?? null;
  const role = claims?.role ?? null;
  const readsOf = useRef(id === null ? null : { id, role });
  useEffect(() => {
    if (onLoginPage) {
      client.clear();
      readsOf.current = null;
      return;
    }
    if (id === null) return;
    const before = readsOf.current;
    readsOf.current = { id, role };
    if (!before || (before.id === id && before.role === role)) return;
    void client.resetQueries();
    void navigate(prefixOf(role), { replace: true });
  }, [onLoginPage, id, role, client, navigate]);
}
