import { lazy, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { loadTexts } from '@logistics/shared/contracts/messages';
import { useRetryWhileFailing } from '@logistics/shared/api/retry-while-failing';
import { LoadFailed } from '@logistics/shared/ui/load-failed';

/** The part's code did not arrive: `cause` is the import's own error. */
class PartLoadError extends Error {
  constructor(override readonly cause: unknown) {
    super(loadTexts.partUnavailable);
  }
}

/**
 * A part of a screen whose code is fetched apart, when it is first drawn (React.lazy: the dashboard's charts, its
 * tables). When that code cannot be fetched, the part says so in its own place, with a Retry, and the rest of the
 * screen stays as it was, instead of the whole content area giving way. A failure the network may get over is asked
 * again by itself, as a failed read is (`useRetryWhileFailing`); the message stays until the code has arrived. The
 * caller's Suspense draws the part while it loads.
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: (props: P) => ReactNode }>,
): ComponentType<P> {
  const importPart = () =>
    load().catch((cause: unknown) => {
      throw new PartLoadError(cause);
    });
  // One lazy import for every place the part is drawn, as React.lazy is meant to be used: a component that suspends
  // before it is first shown loses its state, and would start a new import on each try. A rejected import stays
  // rejected, so a successful retry replaces it with one that holds the code just fetched.
  let Part = lazy(importPart);
  function LazyPart(props: P) {
    // `count` tells each failure from the one before, so that each waits longer before the next try.
    const [failure, setFailure] = useState<{ error: unknown; count: number } | null>(null);
    const failed = useCallback(
      (error: unknown) => setFailure((previous) => ({ error, count: (previous?.count ?? 0) + 1 })),
      [],
    );
    const [retrying, setRetrying] = useState(false);
    const retry = useCallback(async () => {
      setRetrying(true);
      try {
        const loaded = await load();
        Part = lazy(() => Promise.resolve(loaded));
        setFailure(null);
      } catch (error) {
        failed(error);
      } finally {
        setRetrying(false);
      }
    }, [failed]);
    useRetryWhileFailing({
      error: failure?.error ?? null,
      isError: failure !== null,
      isFetching: retrying,
      errorUpdatedAt: failure?.count ?? 0,
      refetch: retry,
    });
    if (failure)
      return (
        <LoadFailed
          message={loadTexts.partUnavailable}
          error={failure.error}
          onRetry={() => void retry()}
          retrying={retrying}
        />
      );
    // Only the part's code failing to arrive is the part's to say; anything else it throws (a bug while drawing)
    // goes on to the boundary around the whole content area, which says so there.
    return (
      <ErrorBoundary
        fallbackRender={({ error }) => {
          if (error instanceof PartLoadError) return null;
          throw error;
        }}
        onError={(error, info) => {
          if (!(error instanceof PartLoadError)) return;
          console.error('A part of the screen could not be loaded.', error.cause, info.componentStack);
          failed(error.cause);
        }}
      >
        <Part {...props} />
      </ErrorBoundary>
    );
  }
  return LazyPart;
}
