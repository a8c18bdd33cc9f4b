import { render, renderHook, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { z } from 'zod';
import { formatDate, formatRangeDate } from '@logistics/shared/contracts/format';
import { formatTotal, formatUsd } from '@logistics/shared/contracts/money';
import { DateField, isDisabledDate } from '@logistics/shared/ui/transaction-fields';
import { FormLayout, useZodForm } from '@logistics/shared/ui/form';

describe('the date picker', () => {
  it('allows nothing after today and nothing before 1900', () => {
    expect(isDisabledDate(dayjs())).toBe(false);
    expect(isDisabledDate(dayjs().add(1, 'day'))).toBe(true);
    expect(isDisabledDate(dayjs('1900-01-01'))).toBe(false);
    expect(isDisabledDate(dayjs('1899-12-31'))).toBe(true);
  });

  it("shows 'Pick a date' while empty and the date as 'MMM DD, YYYY'", () => {
    const schema = z.object({ day: z.string() });
    function Harness({ day }: { day: string }) {
      const form = useZodForm(schema, { defaultValues: { day } });
      return (
        <FormLayout onSubmit={() => undefined}>
          <DateField control={form.control} name="day" id="day" label="Day" />
        </FormLayout>
      );
    }
    const { unmount } = render(<Harness day="" />);
    expect(screen.getByPlaceholderText('Pick a date')).toBeInTheDocument();
    unmount();
    render(<Harness day="2026-03-05" />);
    expect(screen.getByDisplayValue('Mar 05, 2026')).toBeInTheDocument();
  });
});

describe('formats', () => {
  it('shows money as USD in en-US, totals with 3 decimals', () => {
    expect(formatUsd('1234.5')).toBe('$1,234.50');
    expect(formatUsd(null)).toBe('N/A');
    expect(formatTotal('12.5')).toBe('12.500');
  });

  it("shows dates as YYYY-MMM-DD and range ends as 'MMM DD, YYYY'", () => {
    expect(formatDate('2026-01-05')).toBe('2026-Jan-05');
    expect(formatDate(null)).toBe('N/A');
    expect(formatRangeDate('2026-01-05')).toBe('Jan 05, 2026');
  });

  it('renders a hook form through useZodForm', () => {
    const { result } = renderHook(() =>
      useZodForm(z.object({ a: z.string() }), { defaultValues: { a: 'x' } }),
    );
    expect(result.current.getValues('a')).toBe('x');
  });
});
