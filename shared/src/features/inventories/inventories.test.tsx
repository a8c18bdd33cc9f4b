import '@testing-library/jest-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from '@logistics/shared/ui/antd';
import { MemoryRouter, Route, Routes } from '@logistics/shared/ui/router';
import type { Role } from '@logistics/shared/contracts/roles';
import { RoleProvider } from '@logistics/shared/ui/role';
import type { Inventory, InventoryDetail } from '@logistics/shared/contracts/inventories';
import { ADDRESS_REQUIRED, NAME_REQUIRED } from '@logistics/shared/contracts/validation';
import { inventoryKeys } from '@logistics/shared/api/inventories';
import { inventoryListColumns } from '@logistics/shared/contracts/inventories';
import { INVENTORY_DETAIL_TEXTS, InventoryDetailPage } from './detail-page';
import { InventoryFormDialog } from './form-dialog';
import { InventoriesPage } from './list-page';
import { ToastHost } from '@logistics/shared/ui/toast-host';
import { seeded, meta, firstPage } from '../../../test/list-page-harness';
import { renderDialog, submitRefused } from '../../../test/dialog-harness';
import { deleteQuestion, headersOf, offers, pageRights } from '../../../test/list-page-checks';

const inventory: Inventory = {
  id: 'i-1',
  ...meta,
  name: 'Main Store',
  email: null,
  phone: null,
  address: '3 Depot Lane',
  description: 'The central store',
};
const detail: InventoryDetail = {
  ...inventory,
  inventories: [
    { id: 's-1', mr_id: 'MR000001', product: 'Claw Hammer', quantity: 12 },
    { id: 's-2', mr_id: 'MR000002', product: 'Paint Brush', quantity: 1 },
  ],
};
const listPage = () =>
  seeded(inventoryKeys.list(firstPage), { inventories: [inventory], total: 1, facets: {} });

function renderDetail(role: Role) {
  const client = seeded(inventoryKeys.detail('main-store'), detail);
  const prefix = role === 'inventory-in-charge' ? 'inventory' : 'inventories';
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/${prefix}/main-store`]}>
        <App>
          <ToastHost />
          <RoleProvider role={role}>
            <Routes>
              <Route path={`${prefix}/:name`} element={<InventoryDetailPage />} />
            </Routes>
          </RoleProvider>
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('inventory columns', () => {
  it('shows name, email, phone, address and description', () => {
    expect(headersOf(inventoryListColumns)).toEqual(['Name', 'Email', 'Phone', 'Address', 'Description']);
  });
});

describe('InventoryFormDialog', () => {
  it('requires the name and the address', async () => {
    renderDialog(InventoryFormDialog, null);
    await submitRefused('Create', [NAME_REQUIRED, ADDRESS_REQUIRED]);
  });
});

describe('InventoriesPage rights', () => {
  const rights = pageRights(<InventoriesPage />, listPage, 'Main Store');

  it('the inventory-manager may create and edit but not delete', () =>
    rights('inventory-manager', offers.allButDelete));

  it('the admin may delete, with the delete wording', () =>
    rights('admin', offers.all(deleteQuestion('inventory', 'Main Store'))));
});

describe('InventoryDetailPage', () => {
  it("shows the inventory with 'N/A' for what is absent, its stock in units, searchable by product, and Back", async () => {
    renderDetail('admin');
    expect(await screen.findByRole('heading', { name: 'Main Store' })).toBeInTheDocument();
    expect(screen.getByText('3 Depot Lane')).toBeInTheDocument();
    expect(screen.getAllByText('N/A')).toHaveLength(2);
    expect(screen.getByText('12 units')).toBeInTheDocument();
    expect(screen.getByText('1 unit')).toBeInTheDocument();
    expect(screen.getByText('Paint Brush')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back/ })).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText(INVENTORY_DETAIL_TEXTS.searchProducts), {
      target: { value: 'hammer' },
    });
    expect(screen.queryByText('Paint Brush')).not.toBeInTheDocument();
    expect(screen.getByText('Claw Hammer')).toBeInTheDocument();
  });

  it('hides Back for the inventory-in-charge', async () => {
    renderDetail('inventory-in-charge');
    expect(await screen.findByRole('heading', { name: 'Main Store' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Back/ })).not.toBeInTheDocument();
  });

  it('sends an inventory-in-charge with an active assignment straight to their inventory', async () => {
    const client = listPage();
    client.setQueryData(['inventory-employments', 'own-active'], 'Main Store');
    client.setQueryData(inventoryKeys.detail('main-store'), detail);
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/inventory-in-charge/inventory']}>
          <App>
            <ToastHost />
            <RoleProvider role="inventory-in-charge">
              <Routes>
                <Route path="inventory-in-charge/inventory" element={<InventoriesPage />} />
                <Route path="inventory-in-charge/inventory/:name" element={<InventoryDetailPage />} />
              </Routes>
            </RoleProvider>
          </App>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Main Store' })).toBeInTheDocument();
    expect(screen.getByText('Claw Hammer')).toBeInTheDocument();
  });
});
