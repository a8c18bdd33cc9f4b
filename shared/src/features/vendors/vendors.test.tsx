import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { VENDOR_NAME_REQUIRED, type Vendor } from '@logistics/shared/contracts/vendors';
import { vendorKeys } from '@logistics/shared/api/vendors';
import { vendorColumns } from './columns';
import { VendorFormDialog } from './form-dialog';
import { VendorsPage } from './list-page';
import { firstPage, Providers, seeded } from '../../../test/list-page-harness';

const vendor: Vendor = {
  id: 'v-1',
  version: 1,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
  name: 'Acme Supplies',
  email: 'sales@acme.example',
  phone: null,
  address: '1 Main Street',
  description: 'Hand tools',
};

/** A client whose first list page already holds the vendor, so the page shows it without a server. */
const withVendor = () => seeded(vendorKeys.list(firstPage), { vendors: [vendor], total: 1, facets: {} });

const valueOf = (field: string) => vendorColumns.find((column) => column.field === field)?.value?.(vendor);

describe('vendor columns', () => {
  it('shows name, email, phone, address and description', () => {
    expect(vendorColumns.map((column) => column.header)).toEqual([
      'Name',
      'Email',
      'Phone',
      'Address',
      'Description',
    ]);
    expect(valueOf('phone')).toBe('');
    expect(valueOf('description')).toBe('Hand tools');
  });
});

describe('VendorFormDialog', () => {
  it("says 'Vendor name is required' on an empty name", async () => {
    render(
      <Providers role="admin">
        <VendorFormDialog open vendor={null} onClose={() => undefined} />
      </Providers>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(VENDOR_NAME_REQUIRED)).toBeInTheDocument();
  });

  it('fills the edit form from the row', () => {
    render(
      <Providers role="admin">
        <VendorFormDialog open vendor={vendor} onClose={() => undefined} />
      </Providers>,
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Acme Supplies');
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
  });
});

describe('VendorsPage rights', () => {
  async function openRowMenu() {
    expect(await screen.findByText('Acme Supplies')).toBeInTheDocument();
    const [menu] = await screen.findAllByLabelText('Open menu');
    fireEvent.click(menu as HTMLElement);
    expect(await screen.findByText('Make as Copy')).toBeInTheDocument();
  }

  it.each(['admin', 'procurement-manager'] as const)('%s may create, edit and delete', async (role) => {
    render(
      <Providers role={role} client={withVendor()}>
        <VendorsPage />
      </Providers>,
    );
    expect(screen.getByRole('button', { name: /create/i })).toBeInTheDocument();
    await openRowMenu();
    expect(screen.getByText('Edit')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Delete'));
    expect(
      await screen.findByText(
        'Are you sure you want to delete the vendor “Acme Supplies”? This action cannot be undo.',
      ),
    ).toBeInTheDocument();
  });

  it('the inventory-manager sees no Create, Edit or Delete', async () => {
    render(
      <Providers role="inventory-manager" client={withVendor()}>
        <VendorsPage />
      </Providers>,
    );
    await openRowMenu();
    expect(screen.queryByRole('button', { name: /create/i })).not.toBeInTheDocument();
    expect(screen.queryByText('Edit')).not.toBeInTheDocument();
    expect(screen.queryByText('Delete')).not.toBeInTheDocument();
  });
});
