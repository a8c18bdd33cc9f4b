import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Role } from '@logistics/shared/contracts/roles';
import { App } from '@logistics/shared/ui/antd';
import { RoleProvider } from '@logistics/shared/ui/role';
import { MemoryRouter } from '@logistics/shared/ui/router';
import { ToastHost } from '@logistics/shared/ui/toast-host';

/**
 * What the tests of a feature's list page and form dialog share: the providers a page runs in, a query client
 * already holding a page of rows (no server), and the row menu. Importing it also gives the test file the
 * waits a busy machine needs.
 */

jest.setTimeout(90000);
// ag-grid renders its rows after a few frames; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 15000 });

/** The version and times every row carries. */
export const meta = {
  version: 1,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
};

export const firstPage = { page: 1, pageSize: 5 };

export function Providers({
  role,
  client,
  children,
}: {
  role: Role;
  client?: QueryClient;
  children: ReactNode;
}) {
  const queries = client ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={queries}>
      <MemoryRouter>
        <App>
          <ToastHost />
          <RoleProvider role={role}>{children}</RoleProvider>
        </App>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/** A client whose cache already holds the first list page, so the page shows it without a server. */
export function seeded(key: readonly unknown[], data: unknown): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(key, data);
  return client;
}

/** Opens the first row's actions menu; resolves once the menu shows. */
export async function openRowMenu(text: string) {
  expect(await screen.findByText(text)).toBeInTheDocument();
  const [menu] = await screen.findAllByLabelText('Open menu');
  fireEvent.click(menu as HTMLElement);
  expect(await screen.findByText('Make as Copy')).toBeInTheDocument();
}
