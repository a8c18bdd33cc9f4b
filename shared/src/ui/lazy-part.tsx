import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { loadTexts } from '@logistics/shared/contracts/messages';
import { useRetryWhileFailing } from '@logistics/shared/api/retry-while-failing';
import { LoadFailed } from '@logistics/shared/ui/load-failed';
import { toasts } from '@logistics/shared/ui/toasts';

/**
 * Code fetched apart (a remote, a page, a part of a screen, a dialog) that did not arrive: `cause` is the import's
 * own error. Told apart from code that arrived and broke while drawing, since only the first may come by itself
 * once the connection is back, and only it is said as such.
 */
export class CodeUnreachable extends Error {
  override name = 'CodeUnreachable';
  constructor(override readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/**
 * Also another app's mark (each app bundles its own copy of this module, so a remote's is no instance of the
 * host's class) and webpack's own, for a chunk of a page imported without one.
 */
export function isCodeUnreachable(error: unknown): boolean {
  return (
    error instanceof CodeUnreachable ||
    (error instanceof Error && (error.name === 'CodeUnreachable' || error.name === 'ChunkLoadError'))
  );
}

/** `load`, its failure marked as the code not arriving. */
export function markedUnreachable<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((cause: unknown) => {
      throw new CodeUnreachable(cause);
    });
}

/**
 * Hands the code's failure to arrive to `onLoadFailure` and draws nothing in its place; anything else thrown below
 * (a bug while drawing) goes on to the boundary around the whole content area, which says so there.
 */
function LoadFailures({
  onLoadFailure,
  children,
}: {
  onLoadFailure: (cause: unknown) => void;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary
      fallbackRender={({ error }) => {
        // Marked loads only (an inner part or dialog is caught by its own boundary first): a chunk that the part's
        // code fetches by itself (webpack's ChunkLoadError) is not the part's own load to fetch again.
        if (error instanceof CodeUnreachable) return null;
        throw error;
      }}
      onError={(error, info) => {
        if (!(error instanceof CodeUnreachable)) return;
        console.error('A part of the screen could not be loaded.', error.cause, info.componentStack);
        onLoadFailure(error.cause);
      }}
    >
      {children}
    </ErrorBoundary>
  );
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
  /** Where the part is one control in a row of them: what it is, said on one line ('The … could not be loaded.'). */
  inline?: { message: string },
): ComponentType<P> {
  // One lazy import for every place the part is drawn, as React.lazy is meant to be used: a component that suspends
  // before it is first shown loses its state, and would start a new import on each try. A rejected import stays
  // rejected, so a successful retry replaces it with one that holds the code just fetched.
  let Part = lazy(markedUnreachable(load));
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
      dataUpdatedAt: 0,
      refetch: retry,
    });
    if (failure)
      return (
        <LoadFailed
          message={inline?.message ?? loadTexts.partUnavailable}
          error={failure.error}
          onRetry={() => void retry()}
          retrying={retrying}
          fit={inline ? 'inline' : 'wide'}
        />
      );
    return (
      <LoadFailures onLoadFailure={failed}>
        <Part {...props} />
      </LoadFailures>
    );
  }
  return LazyPart;
}

/** How long a dialog's code may take before the screen says it is coming: a quick arrival shows nothing between. */
const DIALOG_LOADING_SHOWN_AFTER_MS = 300;

/**
 * Where the dialog will open, while its code is on its way: after a moment, a small panel saying so, so that a
 * click on a slow connection is not answered by nothing. Escape gives the opening up, as it would close the dialog.
 * Drawn with no UI library (the login page opens a dialog before antd has arrived): styled in host/src/index.html,
 * the page every app runs in, with the other things drawn before antd, in the theme's colours.
 */
function DialogLoading({ onClose }: { onClose: () => void }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), DIALOG_LOADING_SHOWN_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  if (!shown) return null;
  return (
    <div role="status" className="dialog-loading">
      <span aria-hidden="true" />
      {loadTexts.dialogLoading}
    </div>
  );
}

/**
 * A dialog or panel whose code is fetched when a click first opens it (an import, the releases). Until the code
 * arrives, the screen says it is coming (DialogLoading). When it cannot be fetched, the click is answered where the
 * person looks, by a toast, instead of by nothing or by the whole content area giving way; the dialog counts as
 * closed (`onClose`), and the next opening fetches it again. A dialog kept drawn while closed (`open`, for its
 * closing animation) is drawn again only once it is next opened.
 */
export function lazyDialog<P extends { onClose: () => void; open?: boolean }>(
  load: () => Promise<{ default: (props: P) => ReactNode }>,
): ComponentType<P> {
  // One lazy import for every opening; a rejected one stays rejected, so a failure puts a fresh one in its place.
  let Dialog = lazy(markedUnreachable(load));
  function LazyDialog(props: P) {
    const { onClose, open } = props;
    // Each failure draws a new boundary (its key) for the next opening; until then, nothing is drawn or fetched.
    const [failures, setFailures] = useState(0);
    const [waitingForOpening, setWaitingForOpening] = useState(false);
    if (waitingForOpening) {
      if (open === false) return null;
      setWaitingForOpening(false);
    }
    return (
      <LoadFailures
        key={failures}
        onLoadFailure={() => {
          Dialog = lazy(markedUnreachable(load));
          setFailures((count) => count + 1);
          setWaitingForOpening(true);
          toasts.error(loadTexts.dialogUnavailable);
          onClose();
        }}
      >
        <Suspense fallback={open === false ? null : <DialogLoading onClose={onClose} />}>
          <Dialog {...props} />
        </Suspense>
      </LoadFailures>
    );
  }
  return LazyDialog;
}
