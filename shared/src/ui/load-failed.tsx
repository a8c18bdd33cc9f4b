import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Button, Flex, Result } from '@logistics/shared/ui/antd';
import { PageSpinner } from '@logistics/shared/ui/page-spinner';
import { loadTexts, resourceLabels, resourceMessages } from '@logistics/shared/contracts/messages';
import type { Resource } from '@logistics/shared/contracts/resources';
import { ReloadOutlined } from '@logistics/shared/ui/icons';
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
  refetch: () => Promise<unknown>;
}

/** A refusal (4xx: not found, not allowed) will not change by asking again; a network or server failure may. */
const mayPassLater = (error: unknown) => !(isApiError(error) && error.status >= 400 && error.status < 500);

/**
 * While a read has failed, asks again by itself: when the window regains the focus, when the browser is online
 * again, and after a wait that doubles (2 s, 4 s, … up to 30 s). A failure is no answer: the page keeps saying it
 * could not load until a read succeeds, however long that takes.
 */
export function useRetryWhileFailing(read: RetryableRead): void {
  const { errorUpdatedAt, refetch } = read;
  const isError = read.isError && mayPassLater(read.error);
  const failures = useRef(0);
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;

  useEffect(() => {
    if (!isError) {
      failures.current = 0;
      return undefined;
    }
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
}

export interface LoadFailedProps {
  /** The failure in the page's words ('An error occurred while fetching the customers.'). */
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  /** What the page still shows meanwhile (the last rows received), said under the message. */
  note?: string;
}

/** A read that failed, said where its content would be, with a Retry; the page also retries by itself. */
export function LoadFailed({ message, onRetry, retrying = false, note }: LoadFailedProps) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      className="logistics-load-failed"
      message={message}
      description={note ? `${note} ${loadTexts.retrying}` : loadTexts.retrying}
      action={
        <Button icon={<ReloadOutlined />} loading={retrying} onClick={onRetry}>
          {loadTexts.retry}
        </Button>
      }
    />
  );
}

/** The message of a failed read: the error's own (the server's words or the call's default), else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * A detail read that failed for another reason than a missing row (a 404 is "not found"), with nothing read
 * before: the page says it could not load, not that the row does not exist.
 */
export function failedToLoad(read: { error: unknown; data: unknown }): boolean {
  return (
    read.error != null && read.data === undefined && !(isApiError(read.error) && read.error.status === 404)
  );
}

export interface DetailReadProps<Row> {
  read: RetryableRead & { data: Row | undefined; isPending: boolean; fetchStatus: string };
  /** The page's way back to its list: beside a failure and "not found" too. */
  back: ReactNode;
  /** The spinner's name for a screen reader ('Loading inventory'). */
  loadingLabel: string;
  /** The failure in the page's words, where the error has none of its own. */
  failedMessage: string;
  notFound: string;
  /** The page, once its row is read. */
  children: (row: Row) => ReactNode;
}

/** A detail page's words until its row is read: 'Loading inventory', the read's failure, 'not found'. */
export function detailReadTexts(
  resource: Resource,
): Pick<DetailReadProps<unknown>, 'loadingLabel' | 'failedMessage' | 'notFound'> {
  const { singular } = resourceLabels[resource];
  return {
    loadingLabel: `Loading ${singular}`,
    failedMessage: resourceMessages(resource).fetchOne,
    notFound: `This ${singular} was not found.`,
  };
}

/**
 * A detail page until its row is read: a spinner while it is read, the failure with a Retry (asked again by itself
 * meanwhile), or "not found" when the server answered that the row does not exist; then the page itself.
 */
export function DetailRead<Row>({
  read,
  back,
  loadingLabel,
  failedMessage,
  notFound,
  children,
}: DetailReadProps<Row>) {
  useRetryWhileFailing(read);
  if (read.isPending && read.fetchStatus !== 'idle') {
    return <PageSpinner label={loadingLabel} />;
  }
  if (failedToLoad(read)) {
    return (
      <Flex vertical gap="middle" align="start">
        {back}
        <LoadFailed
          message={failureMessage(read.error, failedMessage)}
          onRetry={() => void read.refetch()}
          retrying={read.isFetching}
        />
      </Flex>
    );
  }
  if (!read.data) return <Result status="404" title={notFound} extra={back} />;
  return children(read.data);
}
