import customParseFormat from 'dayjs/plugin/customParseFormat';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { DATE_FORMAT, TIME_FORMAT, dayjs, type Dayjs } from './dates';

// Time zones, for the calendar link and file alone: they place a booked wall time in a named
// zone (tests pin the zone this way) and write instants in UTC. Apart from lib/dates.ts, so the
// plugins load with the booking's calendar code, not with every page.
dayjs.extend(customParseFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

/** The visitor's IANA time zone, e.g. `Europe/Paris`. */
export const localTimeZone = (): string => dayjs.tz.guess();

/** The stored date and time as an instant in the given zone (default: the visitor's). */
export const atDateAndTimeIn = (date: string, time: string, timeZone = localTimeZone()): Dayjs =>
  dayjs.tz(`${date} ${time}`, `${DATE_FORMAT} ${TIME_FORMAT}`, timeZone);

/** An instant in UTC in the compact form calendar services use: `20261204T191500Z`. */
export const formatUtcCompact = (at: Dayjs): string => at.utc().format('YYYYMMDD[T]HHmmss[Z]');
