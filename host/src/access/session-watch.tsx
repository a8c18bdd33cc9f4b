import { useEffect } from 'react';
import { useNavigate } from '@logistics/shared/ui/router';
import { TOKEN_STORAGE_KEY, useSession } from '@logistics/shared/api/session';
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
