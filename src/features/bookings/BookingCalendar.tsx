import { useDeferredValue } from 'react';
import Box from '@mui/material/Box';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
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
 * The single-date calendar: today through 60 days ahead can be picked. Needs a
 * `LocalizationProvider` with the dayjs adapter above it.
 */
export function BookingCalendar() {
  const dispatch = useAppDispatch();
  const date = useAppSelector(selectSelectedDate);
  // "Today" is never stored: the calendar re-renders when the visitor's day changes.
  const today = useToday();
  const { first, last } = bookingWindow(parseIsoDate(today));
  // Its days depend on the visitor's today, known after hydration: until then (and in the
  // prerendered page) its place is held, so nothing moves when it appears. It renders in a
  // deferred, interruptible pass, not in the long task that ends hydration.
  const isHydrated = useDeferredValue(useHydrated());
  if (!isHydrated) return <Box sx={{ width: 1, maxWidth: '22rem', height: CALENDAR_HEIGHT }} />;

  const handleChange = (value: Dayjs | null) => {
    if (value?.isValid()) dispatch(dateSelected(value.format(DATE_FORMAT)));
  };

  return (
    <DateCalendar
      value={date ? parseIsoDate(date) : null}
      onChange={handleChange}
      minDate={parseIsoDate(first)}
      maxDate={parseIsoDate(last)}
      views={['day']}
      // A day button reads "Friday, December 4, 2026", not just "4".
      slotProps={{ day: ({ day }) => ({ 'aria-label': day.format(DISPLAY_DATE_FORMAT) }) }}
      sx={{
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
      }}
    />
  );
}
