import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import type { Customer } from '@logistics/shared/contracts/customers';
import { NAME_REQUIRED } from '@logistics/shared/contracts/validation';
import { customerListColumns } from '@logistics/shared/contracts/customers';
import { masterDataApi } from '@logistics/shared/api/resource-api';
import { CustomerFormDialog, CustomersPage } from './list-page';
import { seeded, meta, firstPage } from '../../../test/list-page-harness';
import { enter, renderDialog, submitRefused } from '../../../test/dialog-harness';
import { deleteQuestion, headersOf, offers, pageRights } from '../../../test/list-page-checks';

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
    expect(headersOf(customerListColumns)).toEqual(['Name', 'Email', 'Phone', 'Address']);
  });
});

describe('CustomerFormDialog', () => {
  it("says 'Name is required' and checks the e-mail", async () => {
    renderDialog(CustomerFormDialog, null, { role: 'inventory-in-charge' });
    enter('Email', 'not-an-email');
    await submitRefused('Create', [NAME_REQUIRED, 'Invalid email address']);
  });
});

describe('CustomersPage rights', () => {
  const rights = pageRights(<CustomersPage />, page, 'Nora Whitfield');

  it('the admin may create, edit and delete, with the delete wording', async () => {
    await rights('admin', offers.all(deleteQuestion('customer', 'Nora Whitfield')));
    expect(screen.getByPlaceholderText('Filter emails...')).toBeInTheDocument();
  });

  it('the inventory-in-charge may create and edit but not delete', () =>
    rights('inventory-in-charge', offers.allButDelete));
});
