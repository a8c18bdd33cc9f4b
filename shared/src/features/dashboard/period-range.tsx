import { DatePicker } from '@logistics/shared/ui/antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { dashboardTexts, MAX_PERIOD_DAYS, type Period } from '@logistics/shared/contracts/dashboard';
import { ISO_DATE_FORMAT, RANGE_DISPLAY_FORMAT } from '@logistics/shared/contracts/format';

/** A period of the dashboard's own choosing: two months shown, no day after today, two years at most. */
export default function PeriodRange({
  period,
  onChange,
}: {
  period: Period;
  onChange: (period: Period) => void;
}) {
  // One value per period, not per render: the picker puts back its value whenever that changes identity, and the
  // dashboard draws again whenever its figures are read again, which would throw away a start not yet confirmed.
  const value = useMemo<[dayjs.Dayjs, dayjs.Dayjs]>(
    () => [dayjs(period.from), dayjs(period.to)],
    [period.from, period.to],
  );
  return (
    <DatePicker.RangePicker
      aria-label={dashboardTexts.period}
      value={value}
      format={RANGE_DISPLAY_FORMAT}
      allowClear={false}
      disabledDate={(day, info) =>
        day.isAfter(dayjs(), 'day') ||
        (info.from !== undefined && Math.abs(day.diff(info.from, 'day')) >= MAX_PERIOD_DAYS)
      }
      onChange={(range) => {
        const [from, to] = range ?? [];
        if (from && to) onChange({ from: from.format(ISO_DATE_FORMAT), to: to.format(ISO_DATE_FORMAT) });
      }}
    />
  );
}
