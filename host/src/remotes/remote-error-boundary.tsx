import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { IncompatibleRemoteError } from './shared-compatibility';

/** The remote's code, or its page's, did not arrive (as opposed to a remote that broke while drawing). */
export class RemoteCodeUnreachable extends Error {
  override name = 'RemoteCodeUnreachable';
  constructor(override readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/** Code that did not arrive: the remote's (marked by the outlet) or a page's inside it (webpack's ChunkLoadError). */
const codeDidNotArrive = (error: unknown) =>
  error instanceof RemoteCodeUnreachable || (error instanceof Error && error.name === 'ChunkLoadError');

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
          retriesByItself={codeDidNotArrive(error)}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
