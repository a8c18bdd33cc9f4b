import { Button, DatePicker } from '@logistics/shared/ui/antd';
import dayjs from 'dayjs';
import { useId, useMemo } from 'react';
import { VisuallyHidden } from '@logistics/shared/ui/visually-hidden';
import { ISO_DATE_FORMAT, RANGE_DISPLAY_FORMAT } from '@logistics/shared/contracts/format';

export const PICK_A_DATE = 'Pick a date';
/** The button beside the range that removes it: every date shows. */
export const ALL_DATES = 'All dates';

export interface DateRangeFilterProps {
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
  onChange: (from?: string, to?: string) => void;
  label?: string;
}

/**
 * The tables' date-range filter: two months side by side, 'Pick a date' while empty, the
 * ends shown as 'MMM DD, YYYY'. Its default (1 January to today) comes from `useListState({ withDateRange: true })`.
 * Beside it, 'All dates' removes the range, in sight of a finger and the keyboard (greyed while no range is set, as
 * every date already shows).
 */
export function DateRangeFilter({ from, to, onChange, label = 'Date range' }: DateRangeFilterProps) {
  // One value per range, not per render: the picker puts back its value whenever that changes identity, and a
  // list re-renders on every live update, which would throw away an end typed or picked but not yet confirmed.
  const value = useMemo<[dayjs.Dayjs | null, dayjs.Dayjs | null] | null>(
    () => (from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null),
    [from, to],
  );
  // Each end has its own name ('Date range, from' and 'Date range, to'), not one name for both inputs.
  const id = useId();
  const ids = { start: `${id}from`, end: `${id}to` };
  return (
    <>
      <VisuallyHidden>
        <label htmlFor={ids.start}>{rangeEndLabel(label, 'from')}</label>
        <label htmlFor={ids.end}>{rangeEndLabel(label, 'to')}</label>
      </VisuallyHidden>
      <DatePicker.RangePicker
        id={ids}
        className="logistics-date-range"
        value={value}
        format={RANGE_DISPLAY_FORMAT}
        placeholder={[PICK_A_DATE, PICK_A_DATE]}
        allowEmpty={[true, true]}
        // Its clear icon shows only under a hovering mouse and is a target too small for a finger: All dates clears.
        allowClear={false}
        // It opens on this month, whatever the range's start (1 January by default): each time it opens.
        defaultPickerValue={[dayjs(), dayjs()]}
        onChange={(dates) =>
          onChange(
            dates?.[0]?.format(ISO_DATE_FORMAT) ?? undefined,
            dates?.[1]?.format(ISO_DATE_FORMAT) ?? undefined,
          )
        }
      />
      <Button disabled={!value} onClick={() => onChange(undefined, undefined)}>
        {ALL_DATES}
      </Button>
    </>
  );
}

/** The name of one end of a date range: 'Date range, from'. */
export function rangeEndLabel(label: string, end: 'from' | 'to'): string {
  return `${label}, ${end}`;
}
