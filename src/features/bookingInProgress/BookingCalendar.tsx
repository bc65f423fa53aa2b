import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import Box from '@mui/material/Box';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import { pickersCalendarHeaderClasses } from '@mui/x-date-pickers/PickersCalendarHeader';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useToday } from '@/lib/clock';
import { useHydrated } from '@/lib/useHydrated';
import { DATE_FORMAT, DISPLAY_DATE_FORMAT, parseIsoDate, type Dayjs } from '@/lib/dates';
import { dateSelected } from './draftActions';
import { selectSelectedDate } from './draftSelectors';
import { bookingWindow } from './bookingWindow';

/** MUI's DateCalendar is this tall at the default text size (its VIEW_HEIGHT). */
const CALENDAR_HEIGHT = 336;

/**
 * A day button reads "Friday, December 4, 2026", not just "4". It shows itself chosen from the
 * store, at once, while MUI's calendar learns of the new date a deferred render later (see
 * BookingCalendar): a tap renders the day it chose and the day it left, not the month. Memoised
 * like MUI's own day, so the label is formatted for the days that change only.
 */
const LabelledDay = memo(function LabelledDay(props: PickerDayProps) {
  const { day, onMouseDown } = props;
  const isoDay = useMemo(() => day.format(DATE_FORMAT), [day]);
  const isChosen = useAppSelector((state) => selectSelectedDate(state) === isoDay);
  return (
    <PickerDay
      {...props}
      selected={isChosen}
      aria-selected={isChosen}
      aria-label={day.format(DISPLAY_DATE_FORMAT)}
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

/** DateCalendar renders again only when one of its props changes, not with BookingCalendar. */
const MemoDateCalendar = memo(DateCalendar);

/**
 * The single-date calendar: today through 60 days ahead can be picked. Needs a
 * `LocalizationProvider` with the dayjs adapter above it.
 *
 * MUI's DateCalendar answers a new `value` with two renders of the whole month (the value, then
 * its own effect moving the tab stop and the month shown to it). So a tap renders only what it
 * changes: the two days, which read the chosen date from the store, and the times beside. The
 * calendar's `value` follows in a deferred render after that paint, and MUI then moves its tab
 * stop to the chosen day, or its month to a date chosen elsewhere (a next-available offer).
 */
// A day tap renders the 1 or 2 days that change, not the month nor the flow around it:
// calendar day 104 -> 80 ms INP (4x CPU, medians of 5 against the build without it).
export const BookingCalendar = memo(function BookingCalendar() {
  const dispatch = useAppDispatch();
  const date = useDeferredValue(useAppSelector(selectSelectedDate));
  // "Today" is never stored: the calendar re-renders when the visitor's day changes.
  const today = useToday();
  const [minDate, maxDate] = useMemo(() => {
    const { first, last } = bookingWindow(parseIsoDate(today));
    return [parseIsoDate(first), parseIsoDate(last)];
  }, [today]);
  const value = useMemo(() => (date ? parseIsoDate(date) : null), [date]);
  const handleChange = useCallback(
    (picked: Dayjs | null) => {
      if (picked?.isValid()) dispatch(dateSelected(picked.format(DATE_FORMAT)));
    },
    [dispatch],
  );
  // Its days depend on the visitor's today, known after hydration: until then (and in the
  // prerendered page) its place is held, so nothing moves when it appears. It renders in a
  // deferred, interruptible pass, not in the long task that ends hydration; nor, when the step
  // mounts (Back from the details step), in the tap's: Back 208 -> 104 ms INP (4x CPU, median of 5).
  const isShown = useDeferredValue(useHydrated(), false);
  if (!isShown) return <Box sx={{ width: 1, maxWidth: '22rem', height: CALENDAR_HEIGHT }} />;

  return (
    <MemoDateCalendar
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
