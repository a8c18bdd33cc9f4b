import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import PeriodRange from '@logistics/shared/features/dashboard/period-range';

describe("the dashboard's period range", () => {
  it('keeps a start typed but not yet confirmed when the dashboard draws again, and sends the period once both ends are', () => {
    const onChange = jest.fn();
    const period = { from: '2026-11-01', to: '2026-11-28' };
    const { rerender } = render(<PeriodRange period={period} onChange={onChange} />);
    const [start, end] = screen.getAllByRole('textbox') as [HTMLInputElement, HTMLInputElement];
    expect(start).toHaveValue('Nov 01, 2026');
    expect(end).toHaveValue('Nov 28, 2026');

    fireEvent.mouseDown(start);
    fireEvent.focus(start);
    fireEvent.change(start, { target: { value: 'Oct 05, 2026' } });
    fireEvent.keyDown(start, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();

    // The figures are read again (a live update, a focus of the window): the dashboard draws again.
    rerender(<PeriodRange period={{ ...period }} onChange={onChange} />);
    expect(start).toHaveValue('Oct 05, 2026');

    fireEvent.change(end, { target: { value: 'Oct 20, 2026' } });
    fireEvent.keyDown(end, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-10-05', to: '2026-10-20' });
  });

  it('shows a period chosen elsewhere (a preset)', () => {
    const { rerender } = render(
      <PeriodRange period={{ from: '2026-11-01', to: '2026-11-28' }} onChange={jest.fn()} />,
    );
    rerender(<PeriodRange period={{ from: '2026-01-01', to: '2026-03-31' }} onChange={jest.fn()} />);
    const [start, end] = screen.getAllByRole('textbox');
    expect(start).toHaveValue('Jan 01, 2026');
    expect(end).toHaveValue('Mar 31, 2026');
  });
});
