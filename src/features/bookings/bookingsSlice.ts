import { createSlice } from '@reduxjs/toolkit';
import { submitBooking } from './submitBooking';
import type { BookingRecord, RequestStatus } from './types';

export interface BookingsState {
  /** Every booking made on this device; the only part of the state that is persisted. */
  items: BookingRecord[];
  submitStatus: RequestStatus;
  submitError: string | null;
}

const initialState: BookingsState = { items: [], submitStatus: 'idle', submitError: null };

export const bookingsSlice = createSlice({
  name: 'bookings',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(submitBooking.pending, (state) => {
        state.submitStatus = 'pending';
        state.submitError = null;
      })
      .addCase(submitBooking.fulfilled, (state, action) => {
        state.submitStatus = 'succeeded';
        state.items.push(action.payload);
      })
      .addCase(submitBooking.rejected, (state, action) => {
        state.submitStatus = 'failed';
        state.submitError = action.error.message ?? 'The booking could not be completed.';
      });
  },
  selectors: {
    selectBookings: (state) => state.items,
    selectSubmitStatus: (state) => state.submitStatus,
    selectSubmitError: (state) => state.submitError,
  },
});

export const { selectBookings, selectSubmitStatus, selectSubmitError } = bookingsSlice.selectors;
