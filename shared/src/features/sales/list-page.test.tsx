import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { bulkTexts, cardTexts, resourceLabels } from '@logistics/shared/contracts/messages';
import type { Role } from '@logistics/shared/contracts/roles';
import { SalesPage } from './list-page';
import { answer, openRowMenu, Providers } from '../../../test/list-page-harness';
import { onPhone } from '../../../test/phone';
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

describe('SalesPage, a bulk action on a selection with a row deleted elsewhere', () => {
  const gone = {
    ...sale,
    id: '0c9b5c1e-6a47-4d55-9a0c-5b1f2f7c3d21',
    bill_id: 'BILL-0002',
  };

  it('names the deleted row by its BILL ID, not its id, and it leaves the selection', () =>
    onPhone(async () => {
      let rows = [sale, gone];
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
        const path = url.split('?')[0];
        if (path === '/api/sales/bulk-delete' && init?.method === 'POST')
          // The server names a row it cannot find by the id that was sent.
          return answer(409, {
            message: bulkTexts.refused(1, resourceLabels.sales),
            blocked: [{ id: gone.id, name: gone.id, reason: bulkTexts.notFoundOrOutOfScope }],
          });
        return path === '/api/sales'
          ? answer(200, { sales: rows, total: rows.length, facets: {} })
          : answer(200, { inventories: [], total: 0, facets: {} });
      }) as unknown as typeof fetch;
      render(
        <Providers role="admin" client={client}>
          <SalesPage />
        </Providers>,
      );
      fireEvent.click(await screen.findByRole('checkbox', { name: cardTexts.selectRow('BILL-0001') }));
      fireEvent.click(screen.getByRole('checkbox', { name: cardTexts.selectRow('BILL-0002') }));
      expect(screen.getByText(bulkTexts.selectedCount(2))).toBeInTheDocument();

      // Someone else deletes BILL-0002; the list reads again without it.
      rows = [sale];
      await act(() => client.invalidateQueries());
      await waitFor(() => expect(screen.queryByText('BILL-0002')).not.toBeInTheDocument());

      fireEvent.click(screen.getByRole('button', { name: new RegExp(bulkTexts.menu) }));
      fireEvent.click(await screen.findByText(bulkTexts.deleteSelected));
      fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));

      const refusal = await screen.findByRole('alert');
      expect(refusal).toHaveTextContent(bulkTexts.blockedRow('BILL-0002', bulkTexts.notFoundOrOutOfScope));
      expect(refusal).not.toHaveTextContent(gone.id);
      expect(refusal).toHaveTextContent(bulkTexts.deselected(1));
      // It cannot be acted on any more: the selection counts the row that is left.
      expect(screen.getByText(bulkTexts.selectedCount(1))).toBeInTheDocument();
    }));
});
