import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { REHYDRATE, type RehydrateAction } from 'redux-persist';
import { bookingLeft, bookingStarted } from '@/features/availability/availabilitySlice';
import { mergeBookings, type StorageProblem, type StoredBookings } from './bookingsStorage';
import { submitBooking } from './submitBooking';
import type { BookingRecord, RequestStatus } from './types';

export interface BookingsState {
  /** Every booking made on this device; the only part of the state that is persisted. */
  items: BookingRecord[];
  submitStatus: RequestStatus;
  submitError: string | null;
  /** Why the bookings on this device may not be complete or kept, for the diner's notice. */
  storageProblem: StorageProblem | null;
  /** The booking of the "Booking Confirmed!" toast; kept while the closed toast fades out. */
  toastBookingId: string | null;
  isToastOpen: boolean;
  /** Bookings of this visit that could not be stored on the device (storage full or blocked). */
  unsavedBookingIds: string[];
}

const initialState: BookingsState = {
  items: [],
  submitStatus: 'idle',
  submitError: null,
  storageProblem: null,
  toastBookingId: null,
  isToastOpen: false,
  unsavedBookingIds: [],
};

export const bookingsSlice = createSlice({
  name: 'bookings',
  initialState,
  reducers: {
    /** Another tab stored bookings (the `storage` event); records are only ever added. */
    bookingsStoredElsewhere(state, action: PayloadAction<BookingRecord[]>) {
      state.items = mergeBookings(state.items, action.payload);
    },
    bookingsSaveFailed(state) {
      // Blocked storage fails every save; the notice already says the more useful thing.
      if (state.storageProblem !== 'unavailable') state.storageProblem = 'write-failed';
    },
    confirmationToastClosed(state) {
      state.isToastOpen = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(REHYDRATE, (state, action: RehydrateAction) => {
        if (action.key !== bookingsSlice.reducerPath) return;
        const stored = action.payload as unknown as StoredBookings | undefined;
        // Stored records first, then anything booked before they finished loading.
        state.items = mergeBookings(stored?.items ?? [], state.items);
        state.storageProblem = stored?.problem ?? (action.err ? 'unavailable' : null);
      })
      .addCase(bookingLeft, (state) => {
        state.isToastOpen = false;
      })
      .addCase(bookingStarted, (state) => {
        // A new visit to the booking page starts without the last booking's toast or error.
        state.isToastOpen = false;
        if (state.submitStatus !== 'pending') {
          state.submitStatus = 'idle';
          state.submitError = null;
        }
      })
      .addCase(submitBooking.pending, (state) => {
        state.submitStatus = 'pending';
        state.submitError = null;
      })
      .addCase(submitBooking.fulfilled, (state, action) => {
        state.submitStatus = 'succeeded';
        state.items = mergeBookings(state.items, [action.payload]);
        state.toastBookingId = action.payload.id;
        state.isToastOpen = true;
        if (action.meta.isSavedOnDevice === false) state.unsavedBookingIds.push(action.payload.id);
      })
      .addCase(submitBooking.rejected, (state, action) => {
        state.submitStatus = 'failed';
        state.submitError =
          action.payload?.reason === 'slot-expired'
            ? 'That time has passed. Please choose another.'
            : (action.error.message ?? 'The booking could not be completed.');
      });
  },
  selectors: {
    selectBookings: (state) => state.items,
    selectSubmitStatus: (state) => state.submitStatus,
    selectSubmitError: (state) => state.submitError,
    selectStorageProblem: (state) => state.storageProblem,
    selectIsSavedOnDevice: (state, id: string) => !state.unsavedBookingIds.includes(id),
    selectBookingById: (state, id: string | null) =>
      state.items.find((booking) => booking.id === id),
    selectToastBooking: (state) =>
      state.items.find((booking) => booking.id === state.toastBookingId),
    selectIsToastOpen: (state) => state.isToastOpen,
  },
});

export const { bookingsStoredElsewhere, bookingsSaveFailed, confirmationToastClosed } =
  bookingsSlice.actions;
export const {
  selectBookings,
  selectSubmitStatus,
  selectSubmitError,
  selectStorageProblem,
  selectIsSavedOnDevice,
  selectBookingById,
  selectToastBooking,
  selectIsToastOpen,
} = bookingsSlice.selectors;
