import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { isCodeUnreachable } from '@logistics/shared/ui/lazy-part';
import { RemoteFallback } from './remote-fallback';
import { IncompatibleRemoteError } from './shared-compatibility';

interface Props {
  onRetry: () => void;
  /** A change (the path) clears a crash, so the sidebar's links still lead somewhere. */
  resetKey: string;
  children: ReactNode;
}

/** Catches what the remote throws while loading (a rejected lazy import) or rendering. */
export function RemoteErrorBoundary({ onRetry, resetKey, children }: Props) {
  return (
    <ErrorBoundary
      resetKeys={[resetKey]}
      onError={(error, info) =>
        console.error('A remote failed to load or render.', error, info.componentStack)
      }
      fallbackRender={({ error }) => (
        <RemoteFallback
          onRetry={onRetry}
          detail={error instanceof IncompatibleRemoteError ? error.message : undefined}
          retriesByItself={isCodeUnreachable(error)}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
