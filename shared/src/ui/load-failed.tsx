import type { ReactNode } from 'react';
import { Alert, Button, Flex, Result, Typography } from '@logistics/shared/ui/antd';
import { PageSpinner } from '@logistics/shared/ui/page-spinner';
import { loadTexts, resourceLabels, resourceMessages } from '@logistics/shared/contracts/messages';
import type { Resource } from '@logistics/shared/contracts/resources';
import { CloseCircleFilled, ReloadOutlined } from '@logistics/shared/ui/icons';
import { isApiError } from '@logistics/shared/api/http';
import {
  retriesByItself,
  useRetryWhileFailing,
  type RetryableRead,
} from '@logistics/shared/api/retry-while-failing';

export interface LoadFailedProps {
  /** The failure in the page's words ('An error occurred while fetching the customers.'). */
  message: string;
  /** The read's error: whether it is asked again by itself (`retriesByItself`) decides what is promised. */
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  /** What the page still shows meanwhile (the last rows received), said under the message. */
  note?: string;
  /**
   * `narrow`, in a narrow place (a select's list): the Retry under the words instead of beside them, which left them
   * a column a word or two wide. `inline`, in place of one control in a row of them (a toolbar's): one line, the
   * message and a small Retry, as high as the controls beside it, where a block would push them about.
   */
  fit?: 'wide' | 'narrow' | 'inline';
}

/**
 * A read that failed, said where its content would be, with a Retry. It says it will try again by itself only
 * where it will (`useRetryWhileFailing`): not after a refusal, which asking again would not change.
 */
export function LoadFailed({
  message,
  error,
  onRetry,
  retrying = false,
  note,
  fit = 'wide',
}: LoadFailedProps) {
  const words = [note, retriesByItself(error) ? loadTexts.retrying : undefined].filter(Boolean).join(' ');
  const narrow = fit === 'narrow';
  const retry = (
    <Button
      size={fit === 'wide' ? undefined : 'small'}
      icon={<ReloadOutlined />}
      loading={retrying}
      onClick={onRetry}
    >
      {loadTexts.retry}
    </Button>
  );
  if (fit === 'inline')
    return (
      <Flex role="alert" align="center" gap="small" wrap>
        <Typography.Text type="danger">
          <CloseCircleFilled aria-hidden /> {message}
        </Typography.Text>
        {retry}
      </Flex>
    );
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      className="logistics-load-failed"
      title={message}
      description={
        narrow ? (
          <Flex vertical align="start" gap="small">
            {words || null}
            {retry}
          </Flex>
        ) : (
          words || undefined
        )
      }
      action={narrow ? undefined : retry}
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
  const failure = useRetryWhileFailing(read);
  if (failedToLoad({ error: failure, data: read.data })) {
    return (
      <Flex vertical gap="middle" align="start">
        {back}
        <LoadFailed
          message={failureMessage(failure, failedMessage)}
          error={failure}
          onRetry={() => void read.refetch()}
          retrying={read.isFetching}
        />
      </Flex>
    );
  }
  if (read.isPending && read.fetchStatus !== 'idle') {
    return <PageSpinner label={loadingLabel} />;
  }
  if (!read.data) return <Result status="404" title={notFound} extra={back} />;
  return children(read.data);
}
