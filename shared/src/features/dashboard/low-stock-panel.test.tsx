import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
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
