import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@logistics/shared/ui/router';
import { inventoryDetailHref } from '@logistics/shared/contracts/menus';
import { dashboardTexts } from '@logistics/shared/contracts/dashboard';
import { LowStockPanel } from './low-stock-panel';
import { answer, Providers, testClient } from '../../../test/list-page-harness';

const item = { product: 'A4 Paper Box', inventory: 'North Depot', quantity: 4, threshold: 90 };

/** The low-stock read held until `answerWith` is called: what the panel shows while it is on its way. */
function heldLowStock() {
  let answerWith: (body: unknown) => void = () => undefined;
  const held = new Promise<unknown>((resolve) => (answerWith = resolve));
  global.fetch = jest.fn(async () => answer(200, await held)) as unknown as typeof fetch;
  return { answerWith: (body: unknown) => answerWith(body) };
}

const original = global.fetch;
afterEach(() => {
  global.fetch = original;
});

describe('LowStockPanel', () => {
  it('says nothing about there being none while its read is on its way, then shows the rows and their count', async () => {
    const read = heldLowStock();
    render(
      <Providers role="inventory-manager" client={testClient()}>
        <LowStockPanel />
      </Providers>,
    );
    const panel = screen.getByRole('region', { name: dashboardTexts.lowStockTitle });
    expect(global.fetch).toHaveBeenCalled();
    expect(within(panel).queryByText('No data')).not.toBeInTheDocument();
    expect(within(panel).queryByText(dashboardTexts.noLowStock)).not.toBeInTheDocument();
    // Nor does the title's count say 0.
    expect(within(panel).queryByTitle('0')).not.toBeInTheDocument();
    read.answerWith({ items: [item], total: 1 });
    expect(await within(panel).findByRole('cell', { name: 'A4 Paper Box' })).toBeInTheDocument();
    expect(within(panel).getByRole('cell', { name: 'North Depot' })).toBeInTheDocument();
    expect(within(panel).getByTitle('1')).toBeInTheDocument();
  });

  it("opens a row's inventory from the keyboard: its name is a link that Tab reaches and Enter follows", async () => {
    heldLowStock().answerWith({ items: [item], total: 1 });
    const href = inventoryDetailHref('inventory-manager', 'North Depot') ?? '';
    expect(href).not.toBe('');
    function Where() {
      return <output aria-label="where">{decodeURIComponent(useLocation().pathname)}</output>;
    }
    render(
      <Providers role="inventory-manager" client={testClient()}>
        <Routes>
          <Route path="*" element={<LowStockPanel />} />
        </Routes>
        <Where />
      </Providers>,
    );
    const link = await screen.findByRole('link', { name: 'North Depot' });
    expect(link).toHaveAttribute('href', href);
    const user = userEvent.setup();
    // Tab walks the page's stops until it reaches the link (a few at most: the panel has no other).
    for (let stops = 0; stops < 5 && document.activeElement !== link; stops += 1) await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(decodeURIComponent(href));
  });

  it('says that its count is per inventory: one product low in two inventories counts twice', async () => {
    // The first of two rows: A4 Paper Box in North Depot, shown; in South Annex, on the next page.
    heldLowStock().answerWith({ items: [item], total: 2 });
    render(
      <Providers role="inventory-manager" client={testClient()}>
        <LowStockPanel pageSize={1} />
      </Providers>,
    );
    const panel = screen.getByRole('region', { name: dashboardTexts.lowStockTitle });
    expect(await within(panel).findByText('2 products low, counted per inventory')).toBeInTheDocument();
  });

  it('says no product is below its threshold once the server answered with none', async () => {
    heldLowStock().answerWith({ items: [], total: 0 });
    render(
      <Providers role="inventory-manager" client={testClient()}>
        <LowStockPanel />
      </Providers>,
    );
    expect(await screen.findByText(dashboardTexts.noLowStock)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByTitle('0')).toBeInTheDocument();
  });
});
