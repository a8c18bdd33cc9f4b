import { fireEvent, render, screen } from '@testing-library/react';
import type { Role } from '@logistics/shared/contracts/roles';
import { SalesPage } from './list-page';
import { answer, openRowMenu, Providers } from '../../../test/list-page-harness';
import { sampleSale } from '../../../test/sale';

const sale = sampleSale;

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
