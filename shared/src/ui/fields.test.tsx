import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import * as z from '@logistics/shared/contracts/zod';
import { FILTER_DEBOUNCE_MS, formatDate, formatRangeDate } from '@logistics/shared/contracts/format';
import { loadTexts, uiText } from '@logistics/shared/contracts/messages';
import { formatTotal, formatUsd } from '@logistics/shared/contracts/money';
import { ApiError } from '@logistics/shared/api/http';
import { useDebouncedSearch } from '@logistics/shared/api/reference-options';
import { DateField, isDisabledDate, SelectField } from '@logistics/shared/ui/document-fields';
import type { Control } from 'react-hook-form';
import { TextField, useZodForm } from '@logistics/shared/ui/form';
import { renderInForm } from '../../test/form-harness';
import { DATE_IN_FUTURE, dateField } from '@logistics/shared/contracts/validation';

describe('the date picker', () => {
  it('allows nothing after today and nothing before 1900', () => {
    expect(isDisabledDate(dayjs())).toBe(false);
    expect(isDisabledDate(dayjs().add(1, 'day'))).toBe(true);
    expect(isDisabledDate(dayjs('1900-01-01'))).toBe(false);
    expect(isDisabledDate(dayjs('1899-12-31'))).toBe(true);
  });

  it("shows 'Pick a date' while empty and the date as 'MMM DD, YYYY'", () => {
    const schema = z.object({ day: z.string() });
    const dayField = ({ control }: { control: Control<{ day: string }> }) => (
      <DateField control={control} name="day" id="day" label="Day" />
    );
    const { unmount } = renderInForm(schema, { day: '' }, dayField);
    expect(screen.getByPlaceholderText('Pick a date')).toBeInTheDocument();
    unmount();
    renderInForm(schema, { day: '2026-03-05' }, dayField);
    expect(screen.getByDisplayValue('Mar 05, 2026')).toBeInTheDocument();
  });
});

describe('a date typed that the calendar does not offer', () => {
  it.each([
    ['as the field is left', (input: HTMLElement) => fireEvent.blur(input)],
    ['when Enter submits', (input: HTMLElement) => fireEvent.keyDown(input, { key: 'Enter' })],
  ])(
    'goes into the field %s, and the form refuses it in words instead of saving the old date',
    async (_, leave) => {
      const schema = z.object({ day: dateField() });
      const saved: unknown[] = [];
      let save = async () => undefined as void;
      renderInForm(schema, { day: '2026-03-05' }, (form) => {
        save = form.handleSubmit((values) => {
          saved.push(values);
        });
        return <DateField control={form.control} name="day" id="day" label="Day" />;
      });
      const input = screen.getByLabelText('Day');
      const future = dayjs().add(5, 'year');
      fireEvent.input(input, { target: { value: future.format('MMM DD, YYYY') } });
      leave(input);
      await act(() => save());
      expect(await screen.findByText(DATE_IN_FUTURE)).toBeInTheDocument();
      expect(saved).toEqual([]);
    },
  );
});

describe('a field in error', () => {
  it('names its error as its description, whatever its control: text, select and date', async () => {
    const schema = z.object({
      name: z.string().min(1, 'Name is required'),
      who: z.string().min(1, 'Who is required'),
      day: z.string().min(1, 'Day is required'),
    });
    let save = async () => undefined as void;
    renderInForm(schema, { name: '', who: '', day: '' }, (form) => {
      save = form.handleSubmit(() => undefined);
      return (
        <>
          <TextField control={form.control} name="name" id="name" label="Name" />
          <SelectField control={form.control} name="who" id="who" label="Who" options={[]} />
          <DateField control={form.control} name="day" id="day" label="Day" />
        </>
      );
    });
    expect(screen.getByLabelText('Who')).not.toHaveAttribute('aria-describedby');
    await act(() => save());
    for (const [label, error] of [
      ['Name', 'Name is required'],
      ['Who', 'Who is required'],
      ['Day', 'Day is required'],
    ]) {
      const control = await screen.findByLabelText(label as string);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(error as string);
    }
  });
});

describe('a server-searched picker', () => {
  const ann = { value: 'a', label: 'Ann (ann@example.org)' };
  const bob = { value: 'b', label: 'Bob (bob@example.org)' };
  const renderPicker = (onSearch: (text: string) => void, options = [ann], loading = false) =>
    renderInForm(z.object({ who: z.string() }), { who: '' }, ({ control }) => (
      <SelectField
        control={control}
        name="who"
        id="who"
        label="Who"
        options={options}
        loading={loading}
        onSearch={onSearch}
      />
    ));

  it('starts afresh when it opens again after a pick, not with its last search', async () => {
    const searched: string[] = [];
    renderPicker((text) => searched.push(text));
    const input = screen.getByLabelText('Who');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'ann' } });
    expect(searched.at(-1)).toBe('ann');
    // Picking an option closes the list and empties its box without a search of its own.
    fireEvent.click(await screen.findByTitle('Ann (ann@example.org)'));
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    expect(searched.at(-1)).toBe('ann');
    fireEvent.mouseDown(input);
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    expect(searched.at(-1)).toBe('');
  });

  it('offers at once only the options whose label holds the text typed, before the server answers', async () => {
    renderPicker(() => undefined, [ann, bob]);
    const input = screen.getByLabelText('Who');
    fireEvent.mouseDown(input);
    expect(await screen.findByTitle('Ann (ann@example.org)')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: ' BOB@' } });
    expect(await screen.findByTitle('Bob (bob@example.org)')).toBeInTheDocument();
    expect(screen.queryByTitle('Ann (ann@example.org)')).toBeNull();
  });

  it("says 'No results found.' only once the server has answered, and that it is searching before", async () => {
    const searching = renderPicker(() => undefined, [ann], true);
    const input = screen.getByLabelText('Who');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'zed' } });
    expect(await screen.findByLabelText(uiText.pleaseWait)).toBeInTheDocument();
    expect(screen.queryByText(uiText.noFacetResults)).toBeNull();
    expect(screen.queryByText('No data')).toBeNull();
    searching.unmount();

    renderPicker(() => undefined, [ann], false);
    fireEvent.mouseDown(screen.getByLabelText('Who'));
    fireEvent.change(screen.getByLabelText('Who'), { target: { value: 'zed' } });
    expect(await screen.findByText(uiText.noFacetResults)).toBeInTheDocument();
    expect(screen.queryByLabelText(uiText.pleaseWait)).toBeNull();
  });

  it("says a failed read's message with a Retry where its options would be, not 'No results found.'", async () => {
    const retry = jest.fn();
    const message = 'An error occurred while fetching the customers.';
    const failure = { error: new ApiError(503, message), retry };
    renderInForm(z.object({ who: z.string() }), { who: '' }, ({ control }) => (
      <SelectField control={control} name="who" id="who" label="Who" options={[]} failure={failure} />
    ));
    fireEvent.mouseDown(screen.getByLabelText('Who'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    // The option reads ask again by themselves while they fail, as the pages' reads do.
    expect(alert).toHaveTextContent(loadTexts.retrying);
    expect(screen.queryByText(uiText.noFacetResults)).toBeNull();
    // Opening the list asked again once; its Retry asks again.
    expect(retry).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(loadTexts.retry) }));
    expect(retry).toHaveBeenCalledTimes(2);
  });

  it('hands an emptied search over at once, a typed one after the debounce', () => {
    jest.useFakeTimers();
    try {
      const { result } = renderHook(() => useDebouncedSearch());
      act(() => result.current[1]('dan'));
      expect(result.current[0]).toBe('');
      act(() => jest.advanceTimersByTime(FILTER_DEBOUNCE_MS));
      expect(result.current[0]).toBe('dan');
      act(() => result.current[1](''));
      expect(result.current[0]).toBe('');
    } finally {
      jest.useRealTimers();
    }
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

describe('a select', () => {
  it('shows its placeholder while nothing is chosen, whether the value is empty or missing', () => {
    const schema = z.object({ who: z.string().optional(), whom: z.string() });
    renderInForm(schema, { who: undefined, whom: '' }, ({ control }) => (
      <>
        <SelectField control={control} name="who" id="who" label="Who" options={[]} placeholder="Pick who" />
        <SelectField
          control={control}
          name="whom"
          id="whom"
          label="Whom"
          options={[]}
          placeholder="Pick whom"
        />
      </>
    ));
    expect(screen.getByText('Pick who')).toBeInTheDocument();
    expect(screen.getByText('Pick whom')).toBeInTheDocument();
  });

  it('says what to choose from its label when it is given no placeholder, with the article the word takes', () => {
    const schema = z.object({ vendor: z.string(), inventory: z.string() });
    renderInForm(schema, { vendor: '', inventory: '' }, ({ control }) => (
      <>
        <SelectField control={control} name="vendor" id="vendor" label="Vendor" options={[]} />
        <SelectField control={control} name="inventory" id="inventory" label="Inventory" options={[]} />
      </>
    ));
    expect(screen.getByText('Select a vendor')).toBeInTheDocument();
    expect(screen.getByText('Select an inventory')).toBeInTheDocument();
  });
});
