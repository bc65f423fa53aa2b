import { createAsyncThunk } from '@reduxjs/toolkit';
import type { RootState, ThunkExtra } from '@/app/store';
import { drawSlots, type SlotDraws } from '@/features/availability/slotDraws';
import { atDateAndTime, now } from '@/lib/dates';
import { createBookingRecord, makeBookingId, makeConfirmationNumber } from './bookingRecord';
import type { BookingRecord, BookingRequest } from './types';

/** The simulated round trip of a booking request (SPEC §9). */
export const SUBMIT_DELAY_MS = 2000;

/** Why a booking was refused: its time passed while the diner filled in the form. */
export interface SlotExpired {
  reason: 'slot-expired';
  /** Fresh draws, so the date & time step can offer new times. */
  slots: SlotDraws;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Confirms a booking after the simulated wait. A second submit while one is pending is
 * dropped; a time no longer ahead is refused. The record is stored on the device before the
 * fulfilled action (which shows the confirmation and the toast) is dispatched.
 */
export const submitBooking = createAsyncThunk<
  BookingRecord,
  BookingRequest,
  {
    state: RootState;
    extra: ThunkExtra;
    rejectValue: SlotExpired;
    fulfilledMeta: { isSavedOnDevice: boolean };
  }
>(
  'bookings/submit',
  async (request, { extra, rejectWithValue, fulfillWithValue }) => {
    if (!atDateAndTime(request.date, request.time).isAfter(now())) {
      return rejectWithValue({ reason: 'slot-expired', slots: drawSlots() });
    }
    await wait(SUBMIT_DELAY_MS);
    const record = createBookingRecord(request, {
      id: makeBookingId(),
      confirmationNumber: makeConfirmationNumber(Math.random),
      createdAt: new Date().toISOString(),
    });
    // Written now, synchronously: a diner told "Booking Confirmed!" must find it after a reload,
    // even if the tab is closed the moment the confirmation shows.
    const isSavedOnDevice = extra.bookingsStorage.saveNow(record);
    return fulfillWithValue(record, { isSavedOnDevice });
  },
  {
    condition: (_request, { getState }) => getState().bookings.submitStatus !== 'pending',
  },
);
