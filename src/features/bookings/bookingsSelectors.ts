import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { atDateAndTime, dayjs, type Dayjs } from '@/lib/dates';
import { selectBookings } from './bookingsSlice';
import { TABLE_HOURS } from './bookingRecord';
import type { BookingRecord } from './types';

const createAppSelector = createSelector.withTypes<RootState>();

export interface BookingTimeline {
  /** Bookings whose table is still ahead or being held, soonest first. */
  upcoming: BookingRecord[];
  /** Bookings whose two-hour table has ended, latest first; unreadable dates last. */
  past: BookingRecord[];
}

interface Placed {
  booking: BookingRecord;
  start: Dayjs;
}

const byStart = (a: Placed, b: Placed): number =>
  a.start.valueOf() - b.start.valueOf() || a.booking.id.localeCompare(b.booking.id);

/**
 * The device's bookings split around `at` (an instant, e.g. the visitor's current minute as an
 * ISO string): a booking stays upcoming until its table's two hours are over, so a diner at
 * dinner still finds it at the top.
 */
export const selectBookingTimeline = createAppSelector(
  [selectBookings, (_state: RootState, at: string) => at],
  (bookings, at): BookingTimeline => {
    const now = dayjs(at);
    const placed: Placed[] = [];
    const unplaced: BookingRecord[] = [];
    for (const booking of bookings) {
      const start = atDateAndTime(booking.date, booking.time);
      if (start.isValid()) placed.push({ booking, start });
      else unplaced.push(booking);
    }
    const isOver = ({ start }: Placed) => !start.add(TABLE_HOURS, 'hour').isAfter(now);
    return {
      upcoming: placed.filter((entry) => !isOver(entry)).sort(byStart).map((entry) => entry.booking),
      past: [
        ...placed.filter(isOver).sort((a, b) => byStart(b, a)).map((entry) => entry.booking),
        ...unplaced,
      ],
    };
  },
);
