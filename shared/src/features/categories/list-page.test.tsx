import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { loadTexts } from '@logistics/shared/contracts/messages';
import { tableTexts } from '@logistics/shared/ui/table-texts';
import { CategoriesPage } from './list-page';
import { answer, meta, Providers } from '../../../test/list-page-harness';
import { onPhone } from '../../../test/phone';

const categories = [
  { id: 'c-1', name: 'Tools', description: 'Hand tools', ...meta },
  { id: 'c-2', name: 'Paint', description: null, ...meta },
];

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

describe('CategoriesPage while its reads fail', () => {
  it('says the rows are the last received while the list cleared of its search is read again, until it answers', () =>
    onPhone(async () => {
      let failing = false;
      let hold: Promise<void> | undefined;
      global.fetch = jest.fn(async (url: string) => {
        if (hold) await hold;
        if (failing) return answer(503, { message: 'Service unavailable' });
        const q = (new URL(url, 'http://localhost').searchParams.get('q') ?? '').toLowerCase();
        const rows = categories.filter((row) => row.name.toLowerCase().includes(q));
        return answer(200, { categories: rows, total: rows.length, facets: {} });
      }) as unknown as typeof fetch;
      const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
      render(
        <Providers role="admin" client={client}>
          <CategoriesPage />
        </Providers>,
      );
      expect(await screen.findByText('Paint')).toBeInTheDocument();
      fireEvent.change(screen.getByPlaceholderText(/Filter/), { target: { value: 'too' } });
      await waitFor(() => expect(screen.queryByText('Paint')).toBeNull());

      // The reads fail from now on: a change announced elsewhere reads the list again, and that read fails.
      failing = true;
      await act(() => client.invalidateQueries());
      expect(await screen.findByRole('alert')).toHaveTextContent(loadTexts.rowsKept);

      // The search is cleared while the reads still fail; the read of the whole list takes its time.
      let release: () => void = () => undefined;
      hold = new Promise((resolve) => (release = resolve));
      fireEvent.click(screen.getByRole('button', { name: tableTexts.clearSearch }));
      expect(await screen.findByText('Paint')).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(loadTexts.rowsKept);

      // It fails too: still said so. Then the server answers again: the rows are its answer, and nothing is said.
      await act(async () => release());
      hold = undefined;
      await waitFor(() => expect(client.isFetching()).toBe(0));
      expect(screen.getByRole('alert')).toHaveTextContent(loadTexts.rowsKept);
      failing = false;
      fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
      expect(screen.getByText('Paint')).toBeInTheDocument();
    }));
});
