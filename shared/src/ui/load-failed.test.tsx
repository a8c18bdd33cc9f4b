import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@logistics/shared/api/http';
import { RETRY_FIRST_MS } from '@logistics/shared/api/retry-while-failing';
import { loadTexts } from '@logistics/shared/contracts/messages';
import { DetailRead } from '@logistics/shared/ui/load-failed';

/** A detail page over a real query whose answers the test gives, one per read. */
function renderDetail(answers: (() => Promise<{ name: string }>)[]) {
  let reads = 0;
  function Page() {
    const read = useQuery({
      queryKey: ['row'],
      queryFn: () => {
        const next = answers[Math.min(reads, answers.length - 1)];
        reads += 1;
        if (!next) throw new Error('no answer');
        return next();
      },
      retry: false,
    });
    return (
      <DetailRead
        read={read}
        back={<button type="button">Back</button>}
        loadingLabel="Loading row"
        failedMessage="The row could not be read."
        notFound="This row was not found."
      >
        {(row) => <h1>{row.name}</h1>}
      </DetailRead>
    );
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Page />
    </QueryClientProvider>,
  );
  return { reads: () => reads };
}

describe('a detail page until its row is read', () => {
  it('shows a spinner while the row is read, then the page', async () => {
    let answer: (row: { name: string }) => void = () => undefined;
    renderDetail([() => new Promise((resolve) => (answer = resolve))]);
    expect(screen.getByLabelText('Loading row')).toBeInTheDocument();
    answer({ name: 'Main Store' });
    expect(await screen.findByRole('heading', { name: 'Main Store' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading row')).toBeNull();
  });

  it('says "not found" only when the server answered 404, with the way back', async () => {
    renderDetail([() => Promise.reject(new ApiError(404, 'Not found'))]);
    expect(await screen.findByText('This row was not found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a failed read failed (not that the row is missing), and Retry reads it again', async () => {
    const probe = renderDetail([
      () => Promise.reject(new ApiError(503, '')),
      () => Promise.resolve({ name: 'Main Store' }),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The row could not be read.');
    expect(alert).toHaveTextContent(loadTexts.retrying);
    expect(screen.queryByText('This row was not found.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('heading', { name: 'Main Store' })).toBeInTheDocument();
    await waitFor(() => expect(probe.reads()).toBe(2));
  });

  it('says a refusal in its own words, without promising to try again by itself (it will not)', async () => {
    renderDetail([() => Promise.reject(new ApiError(403, 'You may not see this row.'))]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You may not see this row.');
    expect(alert).not.toHaveTextContent(loadTexts.retrying);
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it('keeps saying the read failed while it is asked again by itself, each wait twice the last, until it succeeds', async () => {
    jest.useFakeTimers();
    try {
      // Every read waits for the test to answer it; when each began, and when each failed, is kept.
      const began: number[] = [];
      const failedAt: number[] = [];
      const answers: Array<{ fail: () => void; succeed: () => void }> = [];
      renderDetail([
        () =>
          new Promise((resolve, reject) => {
            began.push(Date.now());
            answers.push({
              fail: () => {
                failedAt.push(Date.now());
                reject(new ApiError(503, ''));
              },
              succeed: () => resolve({ name: 'Main Store' }),
            });
          }),
      ]);
      const step = async () => {
        await act(async () => {
          await jest.advanceTimersByTimeAsync(50);
        });
      };

      // Each read fails half a second after it began, as one that waits on a server that does not answer; the
      // fourth is answered. Meanwhile the page says the failure, never a spinner as if nothing had been tried yet.
      while (began.length < 4 || Date.now() - (began.at(-1) ?? 0) < 500) {
        await step();
        if (failedAt.length > 0) {
          expect(screen.getByRole('alert')).toHaveTextContent('The row could not be read.');
          expect(screen.queryByLabelText('Loading row')).toBeNull();
        }
        if (began.length > failedAt.length && Date.now() - (began.at(-1) ?? 0) >= 500 && began.length < 4)
          await act(async () => answers.at(-1)?.fail());
      }
      const waits = failedAt.map((at, index) => (began[index + 1] ?? 0) - at);
      expect(waits).toHaveLength(3);
      [RETRY_FIRST_MS, RETRY_FIRST_MS * 2, RETRY_FIRST_MS * 4].forEach((wait, index) => {
        expect(waits[index]).toBeGreaterThanOrEqual(wait);
        expect(waits[index]).toBeLessThan(wait + 200);
      });

      await act(async () => answers.at(-1)?.succeed());
      await step();
      expect(screen.getByRole('heading', { name: 'Main Store' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
