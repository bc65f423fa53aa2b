import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { REHYDRATE, type RehydrateAction } from 'redux-persist';
import { now } from '@/lib/dates';
import type { BookingDraft } from '@/features/bookingInProgress/bookingDraft';
import { appendKeptEntries, changeStamp, mergeBookings } from './bookingsFormat';
import { isChangeable } from './bookingRecord';
import { isRehydratedBookings, type SaveFailure, type StorageProblem } from './bookingsStorage';
import { submitBooking } from '@/features/bookingInProgress/submitBooking';
import type { BookingRecord, RequestStatus } from './types';
import {
  addDraftSubmitCases,
  draftReducers,
  initialDraftState,
  savedChangesUndone,
} from '@/features/bookingInProgress/draftReducers';
import { addWatchEndingCases, initialWatchesState, watchReducers } from '@/features/watches/watchReducers';
import type { WatchesState } from '@/features/watches/watchTypes';

export interface BookingsState {
  /** Every booking on this device; persisted. */
  items: BookingRecord[];
  /**
   * Stored entries this build cannot read, as they are (persisted): loaded so that an export
   * carries them on, and an imported file's added to them, to be stored untouched.
   */
  unreadableEntries: unknown[];
  /** Whether the device's bookings have been read; until then an empty list means "not yet". */
  isLoaded: boolean;
  /** Why the bookings on this device may not be complete or kept, for the diner's notice. */
  storageProblem: StorageProblem | null;
  /** Bookings of this visit that could not be stored on the device (storage full or blocked). */
  unsavedBookingIds: string[];
  /** The booking in progress. */
  draft: BookingDraft;
  submitStatus: RequestStatus;
  submitError: string | null;
  /** The booking of the "Booking Confirmed!" toast; kept while the closed toast fades out. */
  toastBookingId: string | null;
  isToastOpen: boolean;
  /** The diner's watches for a table (src/features/watches/); kept under their own key, `watches`. */
  watches: WatchesState;
}

const initialState: BookingsState = {
  items: [],
  unreadableEntries: [],
  isLoaded: false,
  storageProblem: null,
  unsavedBookingIds: [],
  ...initialDraftState(),
  watches: initialWatchesState(),
};

export const bookingsSlice = createSlice({
  name: 'bookings',
  initialState,
  reducers: {
    /** Cancel booking, confirmed in its dialog. Past bookings stay as they were. */
    bookingCancelled: {
      reducer(state, action: PayloadAction<{ id: string; at: string }>) {
        const record = state.items.find((item) => item.id === action.payload.id);
        if (!record || !isChangeable(record, action.payload.at)) return;
        record.status = 'cancelled';
        record.cancelledAt = changeStamp(record, action.payload.at);
      },
      prepare: (id: string, at = now()) => ({ payload: { id, at: at.toISOString() } }),
    },
    /** Another tab stored bookings (the `storage` event); records are only ever added. */
    bookingsStoredElsewhere(state, action: PayloadAction<BookingRecord[]>) {
      state.items = mergeBookings(state.items, action.payload);
    },
    /**
     * The diner imported a bookings file (Move your bookings): its records merge by id, a later
     * state of a known booking replacing it; entries this build cannot read are kept as they are.
     */
    bookingsImported(state, action: PayloadAction<{ records: BookingRecord[]; unreadable: unknown[] }>) {
      state.items = mergeBookings(state.items, action.payload.records);
      const kept = appendKeptEntries(state.unreadableEntries, action.payload.unreadable);
      if (kept !== state.unreadableEntries) state.unreadableEntries = kept;
    },
    /**
     * An import's write did not land (storage full or blocked): the screen goes back to what is
     * stored, as the import found it. The file still holds everything.
     */
    bookingsImportNotSaved(
      state,
      action: PayloadAction<{ addedIds: string[]; replaced: BookingRecord[]; keptCount: number }>,
    ) {
      const { addedIds, replaced, keptCount } = action.payload;
      const added = new Set(addedIds);
      const previous = new Map(replaced.map((record) => [record.id, record]));
      state.items = state.items
        .filter((record) => !added.has(record.id))
        .map((record) => previous.get(record.id) ?? record);
      state.unreadableEntries = state.unreadableEntries.slice(0, state.unreadableEntries.length - keptCount);
    },
    /** The diner confirmed removing the stored entries this build cannot read. */
    unreadableEntriesRemoved(state) {
      state.unreadableEntries = [];
      if (state.storageProblem === 'unreadable') state.storageProblem = null;
    },
    /**
     * A write failed: new bookings stay, marked as not on the device; a change or cancel of a
     * stored booking is undone, and a change's confirmation goes back to its details with why.
     */
    bookingsSaveFailed(state, action: PayloadAction<SaveFailure>) {
      const { problem, unsavedIds, undone = [] } = action.payload;
      // Blocked storage fails every save; the notice already says the more useful thing.
      if (state.storageProblem !== 'blocked') state.storageProblem = problem;
      for (const id of unsavedIds)
        if (!state.unsavedBookingIds.includes(id)) state.unsavedBookingIds.push(id);
      if (undone.length === 0) return;
      const previous = new Map(undone.map((record) => [record.id, record]));
      state.items = state.items.map((record) => previous.get(record.id) ?? record);
      savedChangesUndone(state, undone, problem);
    },
    ...draftReducers,
    ...watchReducers,
  },
  extraReducers: (builder) => {
    builder
      .addCase(REHYDRATE, (state, action: RehydrateAction) => {
        if (action.key !== bookingsSlice.reducerPath) return;
        const loaded = isRehydratedBookings(action.payload) ? action.payload : null;
        // Stored records first, then anything booked before they finished loading.
        state.items = mergeBookings(loaded?.records ?? [], state.items);
        state.unreadableEntries = appendKeptEntries(loaded?.unreadable ?? [], state.unreadableEntries);
        // A save that already failed says more than what loading found.
        state.storageProblem ??= loaded?.problem ?? (action.err ? 'blocked' : null);
        state.isLoaded = true;
      })
      // A change is a later state of its booking, so it replaces it in place.
      .addCase(submitBooking.fulfilled, (state, action) => {
        state.items = mergeBookings(state.items, [action.payload]);
      });
    addDraftSubmitCases(builder);
    addWatchEndingCases(builder);
  },
  selectors: {
    selectBookings: (state) => state.items,
    selectUnreadableEntries: (state) => state.unreadableEntries,
    selectAreBookingsLoaded: (state) => state.isLoaded,
    selectStorageProblem: (state) => state.storageProblem,
    selectIsSavedOnDevice: (state, id: string) => !state.unsavedBookingIds.includes(id),
    selectBookingById: (state, id: string | null) => state.items.find((booking) => booking.id === id),
  },
});

export const {
  bookingCancelled,
  bookingsStoredElsewhere,
  bookingsImported,
  bookingsImportNotSaved,
  unreadableEntriesRemoved,
  bookingsSaveFailed,
} = bookingsSlice.actions;
export const {
  selectBookings,
  selectUnreadableEntries,
  selectAreBookingsLoaded,
  selectStorageProblem,
  selectIsSavedOnDevice,
  selectBookingById,
} = bookingsSlice.selectors;
