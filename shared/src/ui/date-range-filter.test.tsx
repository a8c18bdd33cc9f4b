import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { DateRangeFilter } from '@logistics/shared/ui/date-range-filter';

describe('DateRangeFilter', () => {
  it('keeps an end typed but not yet confirmed when the list around it draws again', () => {
    const onChange = jest.fn();
    const { rerender } = render(<DateRangeFilter from="2026-01-01" to="2026-11-28" onChange={onChange} />);
    const start = screen.getByRole('textbox', { name: 'Date range, from' });
    const end = screen.getByRole('textbox', { name: 'Date range, to' });
    expect(start).toHaveValue('Jan 01, 2026');

    fireEvent.mouseDown(start);
    fireEvent.focus(start);
    fireEvent.change(start, { target: { value: 'Nov 18, 2026' } });
    fireEvent.keyDown(start, { key: 'Enter' });
    // The start is taken and the end is asked for; nothing is sent until both ends are.
    expect(start).toHaveValue('Nov 18, 2026');
    expect(onChange).not.toHaveBeenCalled();

    // A live update draws the list again with the same range.
    rerender(<DateRangeFilter from="2026-01-01" to="2026-11-28" onChange={onChange} />);
    expect(start).toHaveValue('Nov 18, 2026');

    fireEvent.change(end, { target: { value: 'Nov 20, 2026' } });
    fireEvent.keyDown(end, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('2026-11-18', '2026-11-20');
  });

  it('shows a new range given from outside', () => {
    const { rerender } = render(<DateRangeFilter from="2026-01-01" to="2026-11-28" onChange={jest.fn()} />);
    rerender(<DateRangeFilter from="2026-03-05" to="2026-03-06" onChange={jest.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Date range, from' })).toHaveValue('Mar 05, 2026');
    expect(screen.getByRole('textbox', { name: 'Date range, to' })).toHaveValue('Mar 06, 2026');
  });
});
