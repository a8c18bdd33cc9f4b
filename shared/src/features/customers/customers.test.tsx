import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen } from '@testing-library/react';
import { App } from '@logistics/shared/ui/antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from '@logistics/shared/ui/router';
import type { Role } from '@logistics/shared/contracts/roles';
import { RoleProvider } from '@logistics/shared/ui/role';
import type { Customer } from '@logistics/shared/contracts/customers';
import { NAME_REQUIRED } from '@logistics/shared/contracts/validation';
import { customerKeys } from '@logistics/shared/api/customers';
import { customerColumns } from './columns';
import { CustomerFormDialog } from './form-dialog';
import { CustomersPage } from './list-page';
import { ToastHost } from '@logistics/shared/ui/toast-host';

jest.setTimeout(90000);
// ag-grid renders its rows after a few frames; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 15000 });

const meta = {
  version: 1,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
};

function Providers({ role, client, children }: { role: Role; client?: QueryClient; children: ReactNode }) {
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
function seeded(key: readonly unknown[], data: unknown): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(key, data);
  return client;
}

/** Opens the first row's actions menu; resolves once the menu shows. */
async function openRowMenu(text: string) {
  expect(await screen.findByText(text)).toBeInTheDocument();
  const [menu] = await screen.findAllByLabelText('Open menu');
  fireEvent.click(menu as HTMLElement);
  expect(await screen.findByText('Make as Copy')).toBeInTheDocument();
}

const firstPage = { page: 1, pageSize: 5 };

const customer: Customer = {
  id: 'c-1',
  ...meta,
  name: 'Nora Whitfield',
  email: 'nora@example.org',
  phone: '+15550100200',
  address: '2 Harbour Road',
};
const page = () => seeded(customerKeys.list(firstPage), { customers: [customer], total: 1, facets: {} });

describe('customer columns', () => {
  it('shows name, email, phone and address', () => {
    expect(customerColumns.map((column) => column.header)).toEqual(['Name', 'Email', 'Phone', 'Address']);
  });
});

describe('CustomerFormDialog', () => {
  it("says 'Name is required' and checks the e-mail", async () => {
    render(
      <Providers role="inventory-in-charge">
        <CustomerFormDialog open customer={null} onClose={() => undefined} />
      </Providers>,
    );
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(NAME_REQUIRED)).toBeInTheDocument();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  });
});

describe('CustomersPage rights', () => {
  it('the admin may create, edit and delete, with the delete wording', async () => {
    render(
      <Providers role="admin" client={page()}>
        <CustomersPage />
      </Providers>,
    );
    expect(screen.getByRole('button', { name: /create/i })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Filter emails...')).toBeInTheDocument();
    await openRowMenu('Nora Whitfield');
    expect(screen.getByText('Edit')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Delete'));
    expect(
      await screen.findByText(
        'Are you sure you want to delete the customer “Nora Whitfield”? This action cannot be undo.',
      ),
    ).toBeInTheDocument();
  });

  it('the inventory-in-charge may create and edit but not delete', async () => {
    render(
      <Providers role="inventory-in-charge" client={page()}>
        <CustomersPage />
      </Providers>,
    );
    expect(screen.getByRole('button', { name: /create/i })).toBeInTheDocument();
    await openRowMenu('Nora Whitfield');
    expect(screen.getByText('Edit')).toBeInTheDocument();
    expect(screen.queryByText('Delete')).not.toBeInTheDocument();
  });
});
