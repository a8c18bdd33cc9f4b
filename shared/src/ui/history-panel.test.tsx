import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { historyTexts, type History } from '@logistics/shared/contracts/history';
import { historyKeys } from '@logistics/shared/api/history';
import { DetailsAndHistoryTabs } from '@logistics/shared/ui/history-panel';
import { Providers, seeded } from '../../test/list-page-harness';

const noHistory: History = { status_changes: [], stock_movements: [] };
const subject = { kind: 'sale', billId: 'BILL-1' } as const;

/** The tabs of a sale whose (empty) history is in the cache already, so showing it reads nothing. */
function tabs(props: { open?: boolean; framed?: boolean }) {
  const client = seeded(historyKeys.sale(subject.billId), noHistory);
  const draw = (next: typeof props) => (
    <Providers role="admin" client={client}>
      <DetailsAndHistoryTabs subject={subject} details={<p>The sale's fields</p>} {...next} />
    </Providers>
  );
  const view = render(draw(props));
  return { rerender: (next: typeof props) => view.rerender(draw(next)) };
}

const selected = () => screen.getByRole('tab', { selected: true });
const showHistory = () => fireEvent.click(screen.getByRole('tab', { name: historyTexts.tab }));

describe('DetailsAndHistoryTabs', () => {
  it('opens on the details, and shows the history on its tab', () => {
    tabs({ open: true });
    expect(selected()).toHaveTextContent(historyTexts.details);
    expect(screen.getByText("The sale's fields")).toBeVisible();
    showHistory();
    expect(selected()).toHaveTextContent(historyTexts.tab);
  });

  it('goes back to the details each time its dialog opens again, not before', () => {
    const view = tabs({ open: true });
    showHistory();
    view.rerender({ open: false });
    expect(selected()).toHaveTextContent(historyTexts.tab);
    view.rerender({ open: true });
    expect(selected()).toHaveTextContent(historyTexts.details);
  });

  it('stays on the tab chosen where no dialog opens it (a page)', () => {
    const view = tabs({ framed: true });
    showHistory();
    view.rerender({ framed: true });
    expect(selected()).toHaveTextContent(historyTexts.tab);
  });
});
