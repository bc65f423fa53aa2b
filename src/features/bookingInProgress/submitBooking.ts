import { createAsyncThunk } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { atDateAndTime, now } from '@/lib/dates';
import {
  changeBookingRecord,
  createBookingRecord,
  isChangeable,
  makeBookingId,
  makeConfirmationNumber,
} from '@/features/bookings/bookingRecord';
import type { BookingRecord, BookingRequest } from '@/features/bookings/types';

/** The simulated round trip of a booking request (docs/product.md#booking-flow). */
export const SUBMIT_DELAY_MS = 2000;

/** Why a booking was refused: its time passed while the diner filled in the form or waited. */
export interface SlotExpired {
  reason: 'slot-expired';
  /** When it was found out, ISO: the date itself may have passed too. */
  at: string;
}

/** Why a change was refused: the booking is gone, cancelled or past by now. */
export interface NotChangeable {
  reason: 'not-changeable';
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const hasPassed = ({ date, time }: BookingRequest) => !atDateAndTime(date, time).isAfter(now());

/**
 * Confirms a booking after the simulated wait. A second submit while one is pending is dropped;
 * a time no longer ahead, before or after the wait, is refused. The fulfilled action adds the
 * record, which is written to the device at once (bookingsSync.ts) before anything renders.
 */
export const submitBooking = createAsyncThunk<
  BookingRecord,
  BookingRequest,
  { state: RootState; rejectValue: SlotExpired | NotChangeable }
>(
  'bookings/submit',
  async (request, { getState, rejectWithValue }) => {
    const expired = (): SlotExpired => ({ reason: 'slot-expired', at: now().toISOString() });
    if (hasPassed(request)) return rejectWithValue(expired());
    await wait(SUBMIT_DELAY_MS);
    if (hasPassed(request)) return rejectWithValue(expired());
    const at = new Date().toISOString();
    if (request.bookingId === undefined) {
      return createBookingRecord(request, {
        id: makeBookingId(),
        confirmationNumber: makeConfirmationNumber(Math.random),
        createdAt: at,
      });
    }
    // A change keeps the booking's id and confirmation number, and must still be allowed now.
    const existing = getState().bookings.items.find((record) => record.id === request.bookingId);
    if (!existing || !isChangeable(existing, at)) return rejectWithValue({ reason: 'not-changeable' });
    return changeBookingRecord(existing, request, at);
  },
  {
    condition: (_request, { getState }) => getState().bookings.submitStatus !== 'pending',
  },
);
