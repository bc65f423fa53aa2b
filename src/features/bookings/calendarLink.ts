import type { Restaurant } from '@/data/types';
import { formatAddress, formatGuests } from '@/lib/format';
import { atDateAndTime } from '@/lib/dates';
import { atDateAndTimeIn, formatUtcCompact, localTimeZone } from '@/lib/zonedDates';
import { TABLE_HOURS } from './bookingRecord';
import { occasionLabel } from './occasion';
import type { BookingRecord } from './types';

const GOOGLE_CALENDAR_TEMPLATE_URL = 'https://calendar.google.com/calendar/render';

/** What a calendar entry needs of a booking. */
export type CalendarBooking = Pick<
  BookingRecord,
  'restaurantName' | 'date' | 'time' | 'partySize' | 'confirmationNumber' | 'occasion' | 'dietaryNeeds'
>;

/** The event's description: the party and confirmation number, then what the diner told the restaurant. */
const eventDetails = (booking: CalendarBooking): string =>
  [
    `Reservation for ${formatGuests(booking.partySize)}. Confirmation number: ${booking.confirmationNumber}`,
    ...(booking.occasion ? [`Occasion: ${occasionLabel(booking.occasion)}`] : []),
    ...(booking.dietaryNeeds ? [`Dietary needs or allergies: ${booking.dietaryNeeds}`] : []),
  ].join('\n');

/** Whether the booking's date and time can be read (records from storage may hold any text). */
export const hasCalendarTime = (booking: Pick<BookingRecord, 'date' | 'time'>): boolean =>
  atDateAndTime(booking.date, booking.time).isValid();

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
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${formatUtcCompact(event.start)}/${formatUtcCompact(event.end)}`,
    details: event.details,
  });
  if (event.location !== undefined) params.set('location', event.location);
  return `${GOOGLE_CALENDAR_TEMPLATE_URL}?${params.toString()}`;
};

/** Opens the link in a new tab that cannot reach back into this page. */
export const openInNewTab = (url: string): void => {
  window.open(url, '_blank', 'noopener,noreferrer');
};
