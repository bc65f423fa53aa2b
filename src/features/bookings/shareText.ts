import type { Restaurant } from '@/data/types';
import { formatDisplayDate, formatTime12 } from '@/lib/dates';
import { formatAddress, formatGuests } from '@/lib/format';
import type { BookingRecord } from './types';

/** What Share or Copy details hands on of a booking: where, when, for how many, and its number. */
export type SharedBooking = Pick<
  BookingRecord,
  'restaurantName' | 'date' | 'time' | 'partySize' | 'confirmationNumber'
>;

/** The title a share sheet shows above the text. */
export const shareTitle = (booking: Pick<BookingRecord, 'restaurantName'>): string =>
  `Table at ${booking.restaurantName}`;

/**
 * The booking as plain text, one fact a line, for a message or a note. The address is left out
 * when the restaurant is no longer known. Plain text only: whatever a record holds stays text.
 */
export const shareText = (booking: SharedBooking, location: Restaurant['location'] | undefined): string =>
  [
    `Table booked at ${booking.restaurantName}`,
    `${formatDisplayDate(booking.date)} at ${formatTime12(booking.time)}`,
    `Party: ${formatGuests(booking.partySize)}`,
    ...(location ? [`Address: ${formatAddress(location)}`] : []),
    `Confirmation number: ${booking.confirmationNumber}`,
  ].join('\n');
