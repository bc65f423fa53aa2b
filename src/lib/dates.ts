import dayjs, { type Dayjs } from 'dayjs';
import type { DayOfWeek } from '@/data/types';

// No plugin here: every page loads this module. The time zones (lib/zonedDates.ts) and the date
// picker's adapter bring theirs with the code that needs them. The strict parsers below check
// the stored forms themselves, rather than with the customParseFormat plugin.

export { dayjs, type Dayjs };

/** How dates are kept in state and storage. */
export const DATE_FORMAT = 'YYYY-MM-DD';
/** How times are kept in state and storage (24-hour). */
export const TIME_FORMAT = 'HH:mm';
/** How times are shown to diners. */
export const DISPLAY_TIME_FORMAT = 'h:mm A';
/** How dates are shown to diners, e.g. "Friday, December 4, 2026". */
export const DISPLAY_DATE_FORMAT = 'dddd, MMMM D, YYYY';

const WEEK: readonly DayOfWeek[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

/** Monday first, the order in which opening hours are listed. */
export const DAYS_OF_WEEK: readonly DayOfWeek[] = [...WEEK.slice(1), 'sunday'];

/** The visitor's local "now". A function so fake timers and pinned clocks apply. */
export const now = (): Dayjs => dayjs();

/** The visitor's local calendar day as `YYYY-MM-DD`. */
export const todayIso = (at: Dayjs = now()): string => at.format(DATE_FORMAT);

const invalid = (): Dayjs => dayjs(Number.NaN);

/** Parses a stored `YYYY-MM-DD` date strictly (a local day); invalid input gives an invalid Dayjs. */
export const parseIsoDate = (value: string): Dayjs => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return invalid();
  const day = dayjs(value);
  // 2026-02-30 would roll over to 2 March: a day that does not exist is invalid, not moved.
  return day.isValid() && day.format(DATE_FORMAT) === value ? day : invalid();
};

/** `on` at a stored `HH:mm` time (24-hour), strictly; invalid input gives an invalid Dayjs. */
const atTime = (on: Dayjs, value: string): Dayjs => {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  const hour = Number(match?.[1]);
  const minute = Number(match?.[2]);
  if (!match || !on.isValid() || hour > 23 || minute > 59) return invalid();
  return on.hour(hour).minute(minute).second(0).millisecond(0);
};

/** Parses a stored `HH:mm` time strictly (today, at that time); invalid input gives an invalid Dayjs. */
export const parseTime = (value: string): Dayjs => atTime(dayjs(), value);

/** The stored date and time as a local instant; invalid input gives an invalid Dayjs. */
export const atDateAndTime = (date: string, time: string): Dayjs => atTime(parseIsoDate(date), time);

/** `17:30` → `5:30 PM`; unparseable input is returned as it is. */
export const formatTime12 = (time: string): string => {
  const parsed = parseTime(time);
  return parsed.isValid() ? parsed.format(DISPLAY_TIME_FORMAT) : time;
};

/** `2026-12-04` → `Friday, December 4, 2026`; unparseable input is returned as it is. */
export const formatDisplayDate = (date: string): string => {
  const parsed = parseIsoDate(date);
  return parsed.isValid() ? parsed.format(DISPLAY_DATE_FORMAT) : date;
};

/** `2027-06-13` → `Sun, Jun 13`; unparseable input is returned as it is. */
export const formatShortDate = (date: string): string => {
  const parsed = parseIsoDate(date);
  return parsed.isValid() ? parsed.format('ddd, MMM D') : date;
};

/** The key of `Restaurant.hours` for a given day. */
export const dayOfWeek = (day: Dayjs): DayOfWeek => WEEK[day.day()] ?? 'sunday';

/** How dates are shown where the weekday adds nothing, e.g. "November 14, 2026". */
export const DISPLAY_DATE_NO_WEEKDAY_FORMAT = 'MMMM D, YYYY';

/** `2026-11-14` → `November 14, 2026`; unparseable input is returned as it is. */
export const formatDisplayDateNoWeekday = (date: string): string => {
  const parsed = parseIsoDate(date);
  return parsed.isValid() ? parsed.format(DISPLAY_DATE_NO_WEEKDAY_FORMAT) : date;
};

/** `17:00`, `22:00` → `5:00 PM - 10:00 PM`. */
export const formatTimeRange12 = (from: string, to: string): string =>
  `${formatTime12(from)} - ${formatTime12(to)}`;

/** The visitor's local day of the week (not UTC's), keyed as `Restaurant.hours` is. */
export const todayDayOfWeek = (at: Dayjs = now()): DayOfWeek => dayOfWeek(at);
