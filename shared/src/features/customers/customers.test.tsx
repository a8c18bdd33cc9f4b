import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import type { Customer } from '@logistics/shared/contracts/customers';
import { NAME_REQUIRED } from '@logistics/shared/contracts/validation';
import { customerListColumns } from '@logistics/shared/contracts/customers';
import { masterDataApi } from '@logistics/shared/api/resource-api';
import { CustomerFormDialog, CustomersPage } from './list-page';
import { expectRowActions, Providers, seeded, meta, firstPage } from '../../../test/list-page-harness';

const customer: Customer = {
  id: 'c-1',
  ...meta,
  name: 'Nora Whitfield',
  email: 'nora@example.org',
  phone: '+15550100200',
  address: '2 Harbour Road',
};
const page = () =>
  seeded(masterDataApi('customers').keys.list(firstPage), { customers: [customer], total: 1, facets: {} });

describe('customer columns', () => {
  it('shows name, email, phone and address', () => {
    expect(customerListColumns.map((column) => column.header)).toEqual(['Name', 'Email', 'Phone', 'Address']);
  });
});

describe('CustomerFormDialog', () => {
  it("says 'Name is required' and checks the e-mail", async () => {
    render(
      <Providers role="inventory-in-charge">
        <CustomerFormDialog open row={null} onClose={() => undefined} />
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
    await expectRowActions(<CustomersPage />, {
      role: 'admin',
      client: page(),
      row: 'Nora Whitfield',
      create: true,
      edit: true,
      remove: 'Are you sure you want to delete the customer “Nora Whitfield”? This action cannot be undo.',
    });
    expect(screen.getByPlaceholderText('Filter emails...')).toBeInTheDocument();
  });

  it('the inventory-in-charge may create and edit but not delete', () =>
    expectRowActions(<CustomersPage />, {
      role: 'inventory-in-charge',
      client: page(),
      row: 'Nora Whitfield',
      create: true,
      edit: true,
      remove: false,
    }));
});
