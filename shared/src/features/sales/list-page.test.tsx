import { fireEvent, render, screen } from '@testing-library/react';
import type { Role } from '@logistics/shared/contracts/roles';
import type { Sale } from '@logistics/shared/contracts/sales';
import { SalesPage } from './list-page';
import { answer, meta, openRowMenu, Providers } from '../../../test/list-page-harness';

const sale: Sale = {
  id: 's-1',
  ...meta,
  bill_id: 'BILL-0001',
  sale_date: '2026-02-01',
  customer: { id: '5b0e8a52-64f5-4b8e-8f3f-2f4a1c9d7e10', name: 'Nora Whitfield', email: 'nora@example.org' },
  customer_id: '5b0e8a52-64f5-4b8e-8f3f-2f4a1c9d7e10',
  shipping_address: '12 Harbour Road',
  status: 'pending',
  inventory: 'Main Store',
  adjustment: '0.500',
  total_price: '19.500',
  products: [{ id: 'sl-1', product: 'Hammer', quantity: 2, unit_price: '10.000', discount: 0 }],
};

const realFetch = global.fetch;
beforeEach(() => {
  // The sales list answers the one sale; the filters' option lists (inventories) answer none.
  global.fetch = jest.fn(async (url: string) =>
    url.split('?')[0] === '/api/sales'
      ? answer(200, { sales: [sale], total: 1, facets: {} })
      : answer(200, { inventories: [], total: 0, facets: {} }),
  ) as unknown as typeof fetch;
});
afterEach(() => {
  global.fetch = realFetch;
});

describe('SalesPage, a document list drawn from its declaration', () => {
  it('is titled as the resource, has a date range, and names a sale by its BILL ID in a delete', async () => {
    render(
      <Providers role="inventory-manager">
        <SalesPage />
      </Providers>,
    );
    expect(screen.getByRole('heading', { name: 'Sales' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All dates' })).toBeInTheDocument();
    await openRowMenu('BILL-0001');
    fireEvent.click(screen.getByText('Delete'));
    expect(
      await screen.findByText(
        'Are you sure you want to delete the sale with BILL ID “BILL-0001”? This action cannot be undo.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Delete Sale')).toBeInTheDocument();
  });

  it.each<Role>(['fleet-manager', 'captain'])(
    'lets the %s open a sale (its status is theirs to change) but not delete it',
    async (role) => {
      render(
        <Providers role={role}>
          <SalesPage />
        </Providers>,
      );
      await openRowMenu('BILL-0001');
      expect(screen.getByText('Edit')).toBeInTheDocument();
      expect(screen.queryByText('Delete')).not.toBeInTheDocument();
    },
  );
});
