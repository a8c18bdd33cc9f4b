import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import { TableWarmUp } from '@logistics/shared/ui/table-warm-up';
import { onPhone } from '../../test/phone';

jest.setTimeout(60000);

// A file of its own: the warm-up draws once per page load, and each test file is one.
describe('TableWarmUp on a phone', () => {
  it("draws the list's cards and removes it once they are drawn, as it does the grid's rows", () =>
    onPhone(async () => {
      render(<TableWarmUp />);
      const warmUp = screen.getByTestId('table-warm-up');
      await waitFor(() => expect(warmUp.querySelector('.logistics-card')).not.toBeNull());
      expect(warmUp.querySelector('.ag-row')).toBeNull();
      // Well before the 10 s it waits at most for rows that never come.
      await waitFor(() => expect(screen.queryByTestId('table-warm-up')).not.toBeInTheDocument(), {
        timeout: 5000,
      });
    }));
});
