import type { Restaurant } from '@/data/types';
import { formatGuests } from '@/features/availability/formatGuests';
import { atDateAndTimeIn, formatUtcCompact, localTimeZone } from '@/lib/dates';
import type { BookingRecord } from './types';

/** A booked table is held for this long (SPEC §9). */
export const CALENDAR_EVENT_HOURS = 2;

const GOOGLE_CALENDAR_TEMPLATE_URL = 'https://calendar.google.com/calendar/render';

/**
 * A Google Calendar "create event" link for a booking (SPEC §7). The booked date and time are
 * wall-clock time where the diner is (`timeZone`, the visitor's by default), written in UTC.
 */
export const googleCalendarUrl = (
  booking: Pick<BookingRecord, 'restaurantName' | 'date' | 'time' | 'partySize' | 'confirmationNumber'>,
  location: Restaurant['location'],
  timeZone: string = localTimeZone(),
): string => {
  const start = atDateAndTimeIn(booking.date, booking.time, timeZone);
  const end = start.add(CALENDAR_EVENT_HOURS, 'hour');
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: `Dinner at ${booking.restaurantName}`,
    dates: `${formatUtcCompact(start)}/${formatUtcCompact(end)}`,
    details: `Reservation for ${formatGuests(booking.partySize)}. Confirmation number: ${booking.confirmationNumber}`,
    location: `${location.address}, ${location.city}`,
  });
  return `${GOOGLE_CALENDAR_TEMPLATE_URL}?${params.toString()}`;
};

/** Opens the link in a new tab that cannot reach back into this page. */
export const openInNewTab = (url: string): void => {
  window.open(url, '_blank', 'noopener,noreferrer');
};
