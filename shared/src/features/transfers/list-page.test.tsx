import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Role } from '@logistics/shared/contracts/roles';
import type { Transfer } from '@logistics/shared/contracts/transfers';
import { inventoryEmploymentKeys } from '@logistics/shared/api/inventory-employments';
import { TransfersPage } from './list-page';
import { answer, meta, Providers, seeded, testClient } from '../../../test/list-page-harness';

const transfer = (trf_id: string, source_inventory: string, destination_inventory: string): Transfer => ({
  id: trf_id,
  ...meta,
  trf_id,
  transfer_date: '2026-01-05',
  source_inventory,
  destination_inventory,
  products: [],
});

// Out of North Depot, and into it.
const transfers = [
  transfer('TRF-OUT', 'North Depot', 'Main Store'),
  transfer('TRF-IN', 'Main Store', 'North Depot'),
];

const realFetch = global.fetch;
beforeEach(() => {
  global.fetch = jest.fn(async (url: string) =>
    url.split('?')[0] === '/api/transfers'
      ? answer(200, { transfers, total: transfers.length, facets: {} })
      : answer(200, { inventories: [], total: 0, facets: {} }),
  ) as unknown as typeof fetch;
});
afterEach(() => {
  global.fetch = realFetch;
});

/** The items of the menu of the row that shows `trfId`, then the menu closed. */
async function menuItemsOf(trfId: string): Promise<string[]> {
  const row = (await screen.findByText(trfId)).closest('[role="row"]') as HTMLElement;
  fireEvent.click(within(row).getByLabelText('Open menu'));
  const menu = await screen.findByRole('menu');
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
  fireEvent.keyDown(menu, { key: 'Escape' });
  return items;
}

describe('TransfersPage, its rows menus as the dialog they open', () => {
  it("says View on an inventory-in-charge's transfer into their inventory, Edit on one out of it", async () => {
    render(
      <Providers role="inventory-in-charge" client={seeded(inventoryEmploymentKeys.ownActive, 'North Depot')}>
        <TransfersPage />
      </Providers>,
    );
    expect(await menuItemsOf('TRF-OUT')).toEqual(['Make as Copy', 'Edit']);
    expect(await menuItemsOf('TRF-IN')).toEqual(['Make as Copy', 'View']);
  });

  it.each<Role>(['admin', 'inventory-manager'])('says Edit on every transfer to the %s', async (role) => {
    render(
      <Providers role={role} client={testClient()}>
        <TransfersPage />
      </Providers>,
    );
    expect(await menuItemsOf('TRF-IN')).toContain('Edit');
  });
});
