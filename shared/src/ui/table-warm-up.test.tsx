import '@testing-library/jest-dom';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { TableWarmUp } from '@logistics/shared/ui/table-warm-up';

jest.setTimeout(60000);

describe('TableWarmUp', () => {
  afterEach(cleanup);

  it('draws a list out of sight and out of reach, removes it, and does so once per page load', async () => {
    const { unmount } = render(<TableWarmUp />);
    const warmUp = screen.getByTestId('table-warm-up');
    // Out of reach: no screen reader reads it, no key or pointer gets into it.
    expect(warmUp).toHaveAttribute('aria-hidden', 'true');
    expect(warmUp).toHaveAttribute('inert');
    expect(warmUp).toHaveStyle({ visibility: 'hidden', position: 'fixed' });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    // The list's own parts, drawn as a list page draws them: the grid's rows and the toolbar.
    await waitFor(() => expect(warmUp.querySelector('.ag-row [role=gridcell]')).not.toBeNull());
    expect(warmUp.querySelector('input')).not.toBeNull();
    await waitFor(() => expect(screen.queryByTestId('table-warm-up')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    unmount();

    render(<TableWarmUp />);
    expect(screen.queryByTestId('table-warm-up')).not.toBeInTheDocument();
  });
});
