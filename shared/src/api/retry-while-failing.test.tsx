import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError } from '@logistics/shared/api/http';
import { useRetryWhileFailing } from '@logistics/shared/api/retry-while-failing';

/** A real query whose reads the test answers one by one, and the failure the hook gives to show. */
function renderRead() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const reads: Array<{ fail: () => void; succeed: () => void }> = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => {
      const read = useQuery({
        queryKey: ['row'],
        queryFn: () =>
          new Promise<string>((resolve, reject) => {
            reads.push({ fail: () => reject(new ApiError(503, 'down')), succeed: () => resolve('row') });
          }),
      });
      return { read, failure: useRetryWhileFailing(read) };
    },
    { wrapper },
  );
  return { client, reads, result };
}

describe('useRetryWhileFailing', () => {
  it('keeps the failure while the failed read is asked again, and forgets it once an answer came', async () => {
    const { client, reads, result } = renderRead();
    await waitFor(() => expect(reads).toHaveLength(1));
    act(() => reads[0]?.fail());
    await waitFor(() => expect(result.current.failure).toBeInstanceOf(ApiError));

    // Asked again: pending, its error cleared by the query, and still the failure to show.
    act(() => void result.current.read.refetch());
    await waitFor(() => expect(reads).toHaveLength(2));
    await waitFor(() => expect(result.current.read.isFetching).toBe(true));
    expect(result.current.read.error).toBeNull();
    expect(result.current.failure).toBeInstanceOf(ApiError);

    act(() => reads[1]?.succeed());
    await waitFor(() => expect(result.current.read.data).toBe('row'));
    expect(result.current.failure).toBeNull();

    // A later read of the answered row (a live update) is no failure: the answer came after the failure.
    act(() => void client.invalidateQueries({ queryKey: ['row'] }));
    await waitFor(() => expect(reads).toHaveLength(3));
    await waitFor(() => expect(result.current.read.isFetching).toBe(true));
    expect(result.current.failure).toBeNull();
    act(() => reads[2]?.succeed());
  });
});
