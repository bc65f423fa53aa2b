import { memo, useDeferredValue, useMemo } from 'react';
import Box from '@mui/material/Box';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import { pickersCalendarHeaderClasses } from '@mui/x-date-pickers/PickersCalendarHeader';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useToday } from '@/lib/clock';
import { useHydrated } from '@/lib/useHydrated';
import { DATE_FORMAT, DISPLAY_DATE_FORMAT, parseIsoDate, type Dayjs } from '@/lib/dates';
import { dateSelected, selectSelectedDate } from './bookingsSlice';
import { bookingWindow } from './bookingWindow';

/** MUI's DateCalendar is this tall at the default text size (its VIEW_HEIGHT). */
const CALENDAR_HEIGHT = 336;

/**
 * A day button reads "Friday, December 4, 2026", not just "4". Memoised like MUI's own day, so
 * the label is formatted for the days a tap changes, not for all 35 at each of its renders.
 */
const LabelledDay = memo(function LabelledDay(props: PickerDayProps) {
  const { onMouseDown } = props;
  return (
    <PickerDay
      {...props}
      aria-label={props.day.format(DISPLAY_DATE_FORMAT)}
      // A tap or click chooses the day without first focusing it: the focus made MUI render the
      // whole calendar once more within the tap (calendar day 144 -> 104 ms INP at 4x CPU,
      // medians of 5 against the build without it). Keyboard focus is unchanged.
      onMouseDown={(event) => {
        onMouseDown?.(event);
        event.preventDefault();
      }}
    />
  );
});
const slots = { day: LabelledDay };

const calendarSx = {
  mx: 0,
  width: 1,
  maxWidth: '22rem',
  // With large text the month's name needs the header's whole width: the arrows go under
  // it rather than cut it off, and the calendar grows to fit.
  height: 'auto',
  maxHeight: 'none',
  [`& .${pickersCalendarHeaderClasses.root}`]: { maxHeight: 'none', flexWrap: 'wrap' },
  [`& .${pickersCalendarHeaderClasses.labelContainer}`]: {
    overflow: 'visible',
    flexShrink: 0,
    maxWidth: '100%',
  },
} as const;

const views = ['day'] as const;

/**
 * The single-date calendar: today through 60 days ahead can be picked. Needs a
 * `LocalizationProvider` with the dayjs adapter above it. Without props and with every prop
 * of DateCalendar kept from render to render, only a new date or a new day renders it: a new
 * `value` object would also make MUI re-render every day again from an effect.
 */
// A day tap renders 3 of 35 days and no flow around it: 304 -> 168 ms INP (4x CPU, median of 5).
export const BookingCalendar = memo(function BookingCalendar() {
  const dispatch = useAppDispatch();
  const date = useAppSelector(selectSelectedDate);
  // "Today" is never stored: the calendar re-renders when the visitor's day changes.
  const today = useToday();
  const [minDate, maxDate] = useMemo(() => {
    const { first, last } = bookingWindow(parseIsoDate(today));
    return [parseIsoDate(first), parseIsoDate(last)];
  }, [today]);
  const value = useMemo(() => (date ? parseIsoDate(date) : null), [date]);
  // Its days depend on the visitor's today, known after hydration: until then (and in the
  // prerendered page) its place is held, so nothing moves when it appears. It renders in a
  // deferred, interruptible pass, not in the long task that ends hydration; nor, when the step
  // mounts (Back from the details step), in the tap's: Back 208 -> 104 ms INP (4x CPU, median of 5).
  const isShown = useDeferredValue(useHydrated(), false);
  if (!isShown) return <Box sx={{ width: 1, maxWidth: '22rem', height: CALENDAR_HEIGHT }} />;

  const handleChange = (picked: Dayjs | null) => {
    if (picked?.isValid()) dispatch(dateSelected(picked.format(DATE_FORMAT)));
  };

  return (
    <DateCalendar
      value={value}
      onChange={handleChange}
      minDate={minDate}
      maxDate={maxDate}
      views={views}
      slots={slots}
      // No slide or fade transition groups around the month and its days (a new month shows at
      // once): calendar day 216 -> 160 ms click (4x CPU, profiling build).
      reduceAnimations
      sx={calendarSx}
    />
  );
});
