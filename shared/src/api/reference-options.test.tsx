import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FILTER_DEBOUNCE_MS } from '@logistics/shared/contracts/format';
import { MAX_PAGE_SIZE } from '@logistics/shared/contracts/lists';
import {
  useCustomerOptions,
  useSearchedChoices,
  useSupervisorOptions,
} from '@logistics/shared/api/reference-options';
import { RETRY_FIRST_MS, RETRY_LONGEST_MS } from '@logistics/shared/api/retry-while-failing';
import { useSaleOptions } from '@logistics/shared/api/sales';
import { useSession } from '@logistics/shared/api/session';

const fetchMock = jest.fn();

/** Answers each list read with `rows` under the list's key, and keeps the URLs asked for. */
function answerWith(listKey: string, rows: readonly object[]) {
  fetchMock.mockImplementation(async () => ({
    status: 200,
    text: async () => JSON.stringify({ [listKey]: rows, total: rows.length, facets: {} }),
  }));
}

const askedFor = () => fetchMock.mock.calls.map(([url]) => decodeURIComponent(String(url)));

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  useSession.setState({ token: null, claims: null });
});

const ines = { id: 'u-2', name: 'Ines Incharge', email: 'ines@example.org', role: 'inventory-in-charge' };

describe("a select's option reads", () => {
  it("read a resource's list at the largest page, each row as an option", async () => {
    answerWith('users', [ines]);
    const { result } = renderHook(() => useSupervisorOptions(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toEqual([{ value: 'u-2', label: 'Ines Incharge (ines@example.org)' }]);
    // Only the roles the server lets be put in charge of an inventory.
    expect(askedFor()).toEqual([`/api/users?pageSize=${MAX_PAGE_SIZE}&role=inventory-in-charge`]);
  });

  it('find a person by what the picker shows of them, and a sale in no shipment by its search field', async () => {
    answerWith('customers', []);
    renderHook(() => useCustomerOptions('nora'), { wrapper });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(askedFor()[0]).toBe(`/api/customers?pageSize=${MAX_PAGE_SIZE}&q=nora&match=label`);

    fetchMock.mockReset();
    const sale = {
      bill_id: 'BILL-7',
      customer: { id: 'c-1', name: 'Nora Whitfield', email: null },
      inventory: 'Main Store',
    };
    answerWith('sales', [sale]);
    const { result } = renderHook(() => useSaleOptions('BILL'), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    // Only the sales in no shipment: a shipment may take no other.
    expect(askedFor()[0]).toBe(`/api/sales?pageSize=${MAX_PAGE_SIZE}&q=BILL&unshipped=true`);
    expect(result.current.data).toEqual([{ value: 'BILL-7', label: 'BILL-7 · Nora Whitfield · Main Store' }]);
  });

  it('read nothing while disabled', async () => {
    answerWith('users', [ines]);
    const { result } = renderHook(() => useSupervisorOptions('', false), { wrapper });
    await act(async () => undefined);
    expect(result.current.data).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('searched choices', () => {
  it('search on the server once typing settles, and keep the saved value among what the search found', async () => {
    const saved = { value: 'c-9', label: 'Saved Person (saved@example.org)', address: null };
    answerWith('customers', [
      { id: 'c-1', name: 'Nora Whitfield', email: 'nora@example.org', address: '1 Main St' },
    ]);
    const { result } = renderHook(() => useSearchedChoices(useCustomerOptions, { current: saved }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.options).toEqual([
      saved,
      { value: 'c-1', label: 'Nora Whitfield (nora@example.org)', address: '1 Main St' },
    ]);

    jest.useFakeTimers();
    try {
      act(() => result.current.onSearch('nora'));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      act(() => jest.advanceTimersByTime(FILTER_DEBOUNCE_MS));
    } finally {
      jest.useRealTimers();
    }
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(askedFor()[1]).toBe(`/api/customers?pageSize=${MAX_PAGE_SIZE}&q=nora&match=label`);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.options.map((option) => option.value)).toEqual(['c-9', 'c-1']);
  });

  it('keep what the last search found while the next one is read, so an option never vanishes as it is chosen', async () => {
    const nora = { id: 'c-1', name: 'Nora Whitfield', email: 'nora@example.org', address: null };
    answerWith('customers', [nora]);
    const { result } = renderHook(() => useSearchedChoices(useCustomerOptions), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));

    let answer: (rows: readonly object[]) => void = () => undefined;
    fetchMock.mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = (rows) =>
            resolve({
              status: 200,
              text: async () => JSON.stringify({ customers: rows, total: rows.length, facets: {} }),
            });
        }),
    );
    jest.useFakeTimers();
    try {
      act(() => result.current.onSearch('nor'));
      act(() => jest.advanceTimersByTime(FILTER_DEBOUNCE_MS));
    } finally {
      jest.useRealTimers();
    }
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(result.current.loading).toBe(true);
    expect(result.current.options.map((option) => option.value)).toEqual(['c-1']);

    await act(async () => answer([]));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.options).toEqual([]);
  });

  it('say a failed read failed, with its message, and ask again on Retry', async () => {
    fetchMock.mockImplementation(async () => ({ status: 500, text: async () => '{}' }));
    const { result } = renderHook(() => useSearchedChoices(useCustomerOptions), { wrapper });
    await waitFor(() => expect(result.current.failure).toBeDefined());
    expect(result.current.failure?.error.message).toBe('An error occurred while fetching the customers.');
    expect(result.current.options).toEqual([]);

    const nora = { id: 'c-1', name: 'Nora Whitfield', email: 'nora@example.org', address: null };
    answerWith('customers', [nora]);
    act(() => result.current.failure?.retry());
    await waitFor(() => expect(result.current.options.map((option) => option.value)).toEqual(['c-1']));
    expect(result.current.failure).toBeUndefined();
  });

  it("ask a failed read again by itself, so an open form's select fills once the server answers", async () => {
    jest.useFakeTimers();
    try {
      fetchMock.mockImplementation(async () => ({ status: 503, text: async () => '{}' }));
      const { result } = renderHook(() => useSearchedChoices(useCustomerOptions), { wrapper });
      await waitFor(() => expect(result.current.failure).toBeDefined());
      const nora = { id: 'c-1', name: 'Nora Whitfield', email: 'nora@example.org', address: null };
      answerWith('customers', [nora]);
      await act(async () => jest.advanceTimersByTime(RETRY_FIRST_MS));
      await waitFor(() => expect(result.current.options.map((option) => option.value)).toEqual(['c-1']));
      expect(result.current.failure).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it('leave a refused read (a search the server turns down) as it is, since asking again would not change it', async () => {
    jest.useFakeTimers();
    try {
      const tooLong = JSON.stringify({ message: 'The search text must not exceed 150 characters' });
      fetchMock.mockImplementation(async () => ({ status: 400, text: async () => tooLong }));
      const { result } = renderHook(() => useSearchedChoices(useCustomerOptions), { wrapper });
      await waitFor(() => expect(result.current.failure).toBeDefined());
      expect(result.current.failure?.error.message).toBe('The search text must not exceed 150 characters');
      await act(async () => jest.advanceTimersByTime(RETRY_LONGEST_MS * 2));
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
