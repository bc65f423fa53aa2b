import type { Restaurant } from '@/data/types';
import { deadlineFor, freeUntilText } from '@/features/restaurants/bookingTerms';
import { formatAddress, formatGuests, formatSeatingRequest } from '@/lib/format';
import { atDateAndTime, type Dayjs } from '@/lib/dates';
import { atDateAndTimeIn, formatUtcCompact, localTimeZone } from '@/lib/zonedDates';
import { TABLE_HOURS } from './bookingRecord';
import { occasionLabel } from './occasion';
import type { BookingRecord } from './types';

const GOOGLE_CALENDAR_TEMPLATE_URL = 'https://calendar.google.com/calendar/render';

/** What a calendar entry needs of a booking. */
export type CalendarBooking = Pick<
  BookingRecord,
  | 'restaurantName'
  | 'date'
  | 'time'
  | 'partySize'
  | 'confirmationNumber'
  | 'occasion'
  | 'dietaryNeeds'
  | 'terms'
  | 'seatingPreference'
>;

/**
 * The event's description: the party and confirmation number, the deadline of free cancellation
 * under the booking's own terms (none without them), then what the diner asked of the restaurant.
 */
const eventDetails = (booking: CalendarBooking): string => {
  const deadline = deadlineFor(booking.terms, booking);
  return [
    `Reservation for ${formatGuests(booking.partySize)}. Confirmation number: ${booking.confirmationNumber}`,
    ...(deadline ? [freeUntilText(deadline)] : []),
    ...(booking.seatingPreference ? [`Seating: ${formatSeatingRequest(booking.seatingPreference)}`] : []),
    ...(booking.occasion ? [`Occasion: ${occasionLabel(booking.occasion)}`] : []),
    ...(booking.dietaryNeeds ? [`Dietary needs or allergies: ${booking.dietaryNeeds}`] : []),
  ].join('\n');
};

/** An instant as calendars take it: `YYYYMMDDTHHmmssZ`, a four-digit year. */
const COMPACT_UTC = /^\d{8}T\d{6}Z$/;

/**
 * Whether the booking's date and time can be read (records from storage may hold any text) and
 * its two hours written as calendars take them: a stored 9999-12-31 at 11 PM ends in year
 * 10,000 in UTC, which no calendar reads, so it gets no calendar action (docs/product.md#calendar).
 */
export const hasCalendarTime = (
  booking: Pick<BookingRecord, 'date' | 'time'>,
  timeZone: string = localTimeZone(),
): boolean => {
  if (!atDateAndTime(booking.date, booking.time).isValid()) return false;
  const start = atDateAndTimeIn(booking.date, booking.time, timeZone);
  return [start, start.add(TABLE_HOURS, 'hour')].every((at) => calendarInstant(at) !== null);
};

/** An instant in the form calendars take, or null when it has none (invalid, or past year 9999). */
export const calendarInstant = (at: Dayjs): string | null => {
  const text = at.isValid() ? formatUtcCompact(at) : '';
  return COMPACT_UTC.test(text) ? text : null;
};

/** The event's start and end for a calendar; never a malformed one (callers check hasCalendarTime). */
export const calendarTimes = (event: { start: Dayjs; end: Dayjs }) => {
  const start = calendarInstant(event.start);
  const end = calendarInstant(event.end);
  if (start === null || end === null) throw new RangeError('This booking has no time a calendar can take.');
  return { start, end };
};

/**
 * The booked table as a calendar event (docs/product.md#calendar): a two-hour window from the booked date and
 * time, which are wall-clock time where the diner is (`timeZone`, the visitor's by default).
 * Shared by the Google Calendar link and the .ics file, so both say the same thing.
 */
export const calendarEvent = (
  booking: CalendarBooking,
  location: Restaurant['location'] | undefined,
  timeZone: string = localTimeZone(),
) => {
  const start = atDateAndTimeIn(booking.date, booking.time, timeZone);
  return {
    title: `Dinner at ${booking.restaurantName}`,
    start,
    end: start.add(TABLE_HOURS, 'hour'),
    details: eventDetails(booking),
    /** Absent when the restaurant is no longer known. */
    location: location ? formatAddress(location) : undefined,
  };
};

/** A Google Calendar "create event" link for a booking, times written in UTC. */
export const googleCalendarUrl = (
  booking: CalendarBooking,
  location: Restaurant['location'] | undefined,
  timeZone: string = localTimeZone(),
): string => {
  const event = calendarEvent(booking, location, timeZone);
  const { start, end } = calendarTimes(event);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${start}/${end}`,
    details: event.details,
  });
  if (event.location !== undefined) params.set('location', event.location);
  return `${GOOGLE_CALENDAR_TEMPLATE_URL}?${params.toString()}`;
};

/** Opens the link in a new tab that cannot reach back into this page. */
export const openInNewTab = (url: string): void => {
  window.open(url, '_blank', 'noopener,noreferrer');
};
