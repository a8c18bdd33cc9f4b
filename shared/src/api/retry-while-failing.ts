import { useEffect, useRef } from 'react';
import { isApiError } from '@logistics/shared/api/http';

/** The first wait before a failed read is asked again by itself, doubled each time up to the longest. */
export const RETRY_FIRST_MS = 2_000;
export const RETRY_LONGEST_MS = 30_000;

/** What a failed read needs to be asked again (a react-query result has all of it). */
export interface RetryableRead {
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  errorUpdatedAt: number;
  dataUpdatedAt: number;
  refetch: () => Promise<unknown>;
}

/**
 * Whether a failure may pass by asking again: a network or server failure may; a refusal (4xx: not found, not
 * allowed, a search too long) will not, so it is not asked again by itself, nor said to be.
 */
export const retriesByItself = (error: unknown): boolean =>
  !(isApiError(error) && error.status >= 400 && error.status < 500);

/**
 * While a read has failed, asks again by itself: when the window regains the focus, when the browser is online
 * again, and after a wait that doubles (2 s, 4 s, … up to 30 s) until a read succeeds. A failure is no answer:
 * returns the failure to show, which stays while the read is asked again and until it succeeds, however long that
 * takes. (A read that never had an answer goes back to pending as it is asked again, its error cleared: shown
 * as is, it would blink between the failure and a spinner, or the rows of the page before, on every attempt.)
 */
export function useRetryWhileFailing(read: RetryableRead): unknown {
  const { errorUpdatedAt, dataUpdatedAt, refetch } = read;
  const isError = read.isError && retriesByItself(read.error);
  const failures = useRef(0);
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  // The last failure, by when it came: a read asked again keeps its errorUpdatedAt until it fails again, and it
  // is the read's last word only while no answer came after it.
  const lastFailure = useRef<{ at: number; error: unknown } | null>(null);
  if (read.error != null) lastFailure.current = { at: errorUpdatedAt, error: read.error };
  // The last answer, whatever the read asked: a failure that asking again may pass stands until one comes after
  // it, also while the read asks for something else (a list whose search was cleared shows its rows of before).
  const lastAnswer = useRef(0);
  lastAnswer.current = Math.max(lastAnswer.current, dataUpdatedAt);
  const last = lastFailure.current;
  const unanswered =
    last !== null &&
    ((errorUpdatedAt > dataUpdatedAt && last.at === errorUpdatedAt) ||
      (last.at > lastAnswer.current && retriesByItself(last.error)));
  const failure = read.error ?? (read.isFetching && unanswered ? last.error : null);

  // Settled without an error: the read succeeded, and the next failure starts again from the first wait.
  const succeeded = !read.isError && !read.isFetching;
  useEffect(() => {
    if (succeeded) failures.current = 0;
  }, [succeeded]);

  useEffect(() => {
    if (!isError) return undefined;
    const wait = Math.min(RETRY_LONGEST_MS, RETRY_FIRST_MS * 2 ** failures.current);
    failures.current += 1;
    const again = () => void refetchRef.current();
    const timer = setTimeout(again, wait);
    const onVisible = () => {
      if (document.visibilityState === 'visible') again();
    };
    window.addEventListener('focus', again);
    window.addEventListener('online', again);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('focus', again);
      window.removeEventListener('online', again);
      document.removeEventListener('visibilitychange', onVisible);
    };
    // A new failure (errorUpdatedAt) starts the next, longer wait.
  }, [isError, errorUpdatedAt]);

  return failure;
}
