import { Alert, Button } from '@logistics/shared/ui/antd';
import { createContext, useContext, useEffect } from 'react';
import { loadTexts } from '@logistics/shared/contracts/messages';

/** How the fallback asks the outlet to load the remote again. */
export const RemoteRetryContext = createContext<() => void>(() => window.location.reload());

/**
 * Shown in the content area when the role's remote (or the page's code) cannot be loaded or crashes; the sidebar keeps
 * working. `detail` says why, when the reason helps whoever deploys (an incompatible remote). Code that did not arrive
 * (`retriesByItself`) is asked for again by itself when the browser is back online. Only then: each try draws the
 * content area anew, which would take the focus off Retry and have a screen reader say the failure again each time.
 * A crash or an incompatible remote is not asked again: that would not change it.
 */
export function RemoteFallback({
  onRetry,
  detail,
  retriesByItself = false,
}: {
  onRetry?: () => void;
  detail?: string;
  retriesByItself?: boolean;
}) {
  const retryFromOutlet = useContext(RemoteRetryContext);
  const retry = onRetry ?? retryFromOutlet;
  useEffect(() => {
    if (!retriesByItself) return undefined;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retriesByItself, retry]);
  return (
    <Alert
      type="error"
      showIcon
      title={loadTexts.partUnavailable}
      description={detail ?? (retriesByItself ? loadTexts.retrying : undefined)}
      action={
        <Button size="small" onClick={retry}>
          {loadTexts.retry}
        </Button>
      }
    />
  );
}
