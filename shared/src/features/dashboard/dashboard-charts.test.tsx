import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { dashboardTexts } from '@logistics/shared/contracts/dashboard';
import { loadTexts } from '@logistics/shared/contracts/messages';
import DashboardChartsPanel from './dashboard-charts';
import { answer, Providers, testClient } from '../../../test/list-page-harness';

const period = { from: '2026-12-01', to: '2026-12-31' };

const original = global.fetch;
afterEach(() => {
  global.fetch = original;
});

describe('the dashboard charts', () => {
  it('say their read failed, where they would be, instead of loading for ever; Retry asks again', async () => {
    const read = jest.fn(async () => answer(503, { message: 'Service unavailable' }));
    global.fetch = read as unknown as typeof fetch;
    render(
      <Providers role="admin" client={testClient()}>
        <DashboardChartsPanel period={period} />
      </Providers>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Service unavailable');
    expect(alert).toHaveTextContent(loadTexts.retrying);
    expect(screen.queryByLabelText(dashboardTexts.loadingCharts)).not.toBeInTheDocument();
    const reads = read.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: new RegExp(loadTexts.retry) }));
    await waitFor(() => expect(read.mock.calls.length).toBe(reads + 1));
  });
});
