import { createAsyncThunk, nanoid } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { createBookingRecord, makeConfirmationNumber } from './bookingRecord';
import type { BookingRecord, BookingRequest } from './types';

/** The simulated round trip of a booking request (SPEC §9). */
export const SUBMIT_DELAY_MS = 2000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Confirms a booking after the simulated wait; a second submit while one is pending is dropped. */
export const submitBooking = createAsyncThunk<
  BookingRecord,
  BookingRequest,
  { state: RootState }
>(
  'bookings/submit',
  async (request) => {
    await wait(SUBMIT_DELAY_MS);
    return createBookingRecord(request, {
      id: nanoid(),
      confirmationNumber: makeConfirmationNumber(Math.random),
      createdAt: new Date().toISOString(),
    });
  },
  {
    condition: (_request, { getState }) => getState().bookings.submitStatus !== 'pending',
  },
);
