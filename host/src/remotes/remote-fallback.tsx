import { Alert, Button } from '@logistics/shared/ui/antd';
import { createContext, useContext } from 'react';
import { loadTexts } from '@logistics/shared/contracts/messages';

/** How the fallback asks the outlet to load the remote again. */
export const RemoteRetryContext = createContext<() => void>(() => window.location.reload());

/** Shown in the content area when the role's remote cannot be loaded or crashes; the sidebar keeps working. */
/** `detail` says why, when the reason helps whoever deploys (an incompatible remote). */
export function RemoteFallback({ onRetry, detail }: { onRetry?: () => void; detail?: string }) {
  const retryFromOutlet = useContext(RemoteRetryContext);
  return (
    <Alert
      type="error"
      showIcon
      title={loadTexts.partUnavailable}
      description={detail}
      action={
        <Button size="small" onClick={onRetry ?? retryFromOutlet}>
          {loadTexts.retry}
        </Button>
      }
    />
  );
}
