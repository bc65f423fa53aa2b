import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { REHYDRATE, type RehydrateAction } from 'redux-persist';
import { TIME_FORMAT, dayjs, now, todayIso } from '@/lib/dates';
import { isBookableDate } from './bookingWindow';
import {
  canContinue,
  newDraft,
  type BookingChoice,
  type BookingDraft,
  type ContactField,
} from './bookingDraft';
import { appendKeptEntries, changeStamp, mergeBookings } from './bookingsFormat';
import { isChangeable } from './bookingRecord';
import { isRehydratedBookings, type SaveFailure, type StorageProblem } from './bookingsStorage';
import { DEFAULT_PARTY_SIZE, clampPartySize } from './partySize';
import { notSavedText } from './storageMessages';
import { submitBooking } from './submitBooking';
import type { BookingRecord, RequestStatus } from './types';
import type { SeatingArea } from '@/data/catalogueValues';

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
}

const initialState: BookingsState = {
  items: [],
  unreadableEntries: [],
  isLoaded: false,
  storageProblem: null,
  unsavedBookingIds: [],
  draft: newDraft(),
  submitStatus: 'idle',
  submitError: null,
  toastBookingId: null,
  isToastOpen: false,
};

/** The booking page entered: it says whatever the last toast said; a pending submit stays pending. */
const pageEntered = (state: BookingsState) => {
  state.isToastOpen = false;
  if (state.submitStatus !== 'pending') {
    state.submitStatus = 'idle';
    state.submitError = null;
  }
};

/** The booking in progress that changes `record`: its choices made and its contact details filled. */
const changeDraft = (record: BookingRecord): BookingDraft => {
  const { name, phone, email } = record.customerInfo;
  return {
    ...newDraft(record.restaurantId),
    date: record.date,
    partySize: record.partySize,
    time: record.time,
    contact: {
      name,
      phone,
      email,
      specialRequests: record.specialRequests ?? '',
      occasion: record.occasion ?? '',
      dietaryNeeds: record.dietaryNeeds ?? '',
    },
    seatingPreference: record.seatingPreference ?? null,
    changing: { bookingId: record.id, date: record.date, time: record.time },
  };
};

/** A new date or party size is a new list of times: any chosen time goes with the old one. */
const clearChosenTime = (draft: BookingDraft) => {
  draft.time = null;
  draft.expiredTime = null;
};

export const bookingsSlice = createSlice({
  name: 'bookings',
  initialState,
  reducers: {
    /**
     * The booking page opened for a restaurant (Book a Table): another restaurant starts afresh,
     * and so does a link that carries a choice (bookingLink.ts) — at the details step when its
     * time is free — and so does a change left unfinished: Book a Table is a new booking.
     */
    bookingStarted(
      state,
      action: PayloadAction<{ restaurantId: string; choice?: BookingChoice; isTimeFree?: boolean }>,
    ) {
      const { restaurantId, choice = {}, isTimeFree = false } = action.payload;
      const { draft } = state;
      // The same booking, coming back to it: a confirmation that landed while the diner was
      // away, or the choice this link already made (Back to it keeps what was typed since).
      const isSameBooking =
        draft.restaurantId === restaurantId &&
        (draft.step === 'confirmation' ||
          (draft.changing === null &&
            (choice.partySize ?? draft.partySize) === draft.partySize &&
            (choice.date ?? draft.date) === draft.date &&
            (choice.time === undefined || choice.time === draft.time || !isTimeFree)));
      if (!isSameBooking) {
        state.draft = {
          ...newDraft(restaurantId),
          partySize: choice.partySize ?? DEFAULT_PARTY_SIZE,
          date: choice.date ?? null,
          time: isTimeFree ? (choice.time ?? null) : null,
          step: isTimeFree && choice.time !== undefined ? 'details' : 'datetime',
        };
      }
      pageEntered(state);
    },
    /**
     * The booking page opened to change a booking (Change in My Bookings, bookingLink.ts): the
     * flow opens with its restaurant, party, date and time chosen and its contact details filled,
     * or resumes that change where the diner left it. Only a booking `isChangeable` allows, at the
     * page's restaurant, can change; any other opens a new booking, which the page says.
     */
    bookingChangeStarted: {
      reducer(state, action: PayloadAction<{ bookingId: string; restaurantId: string; at: string }>) {
        const { bookingId, restaurantId, at } = action.payload;
        const { draft } = state;
        const isResumed =
          draft.restaurantId === restaurantId &&
          (draft.changing?.bookingId === bookingId ||
            (draft.step === 'confirmation' && draft.confirmedBookingId === bookingId));
        if (!isResumed) {
          const record = state.items.find((item) => item.id === bookingId);
          state.draft =
            record && record.restaurantId === restaurantId && isChangeable(record, at)
              ? changeDraft(record)
              : newDraft(restaurantId);
        }
        pageEntered(state);
      },
      prepare: (change: { bookingId: string; restaurantId: string }, at = now()) => ({
        payload: { ...change, at: at.toISOString() },
      }),
    },
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
    /** The diner left the booking page: a confirmation they saw is done with, a booking in progress is kept. */
    bookingLeft(state) {
      if (state.draft.step === 'confirmation') state.draft = newDraft();
    },
    /** The site reloaded itself to fetch code it lacked (src/lib/chunkRecovery.ts): the booking in progress comes back. */
    bookingDraftRestored(state, action: PayloadAction<BookingDraft>) {
      state.draft = action.payload;
    },
    partySizeChanged(state, action: PayloadAction<number>) {
      const partySize = clampPartySize(action.payload);
      if (Number.isNaN(partySize) || partySize === state.draft.partySize) return;
      state.draft.partySize = partySize;
      clearChosenTime(state.draft);
    },
    dateSelected: {
      reducer(state, action: PayloadAction<{ date: string; at: string }>) {
        const { date, at } = action.payload;
        if (date === state.draft.date || !isBookableDate(date, dayjs(at))) return;
        state.draft.date = date;
        clearChosenTime(state.draft);
      },
      prepare: (date: string, at = now()) => ({ payload: { date, at: at.toISOString() } }),
    },
    timeSelected(state, action: PayloadAction<string>) {
      if (state.draft.date === null) return;
      state.draft.time = action.payload;
      state.draft.expiredTime = null;
    },
    /** A next-available offer, chosen when the diner's day was full: its day and time at once. */
    nextAvailableChosen: {
      reducer(state, action: PayloadAction<{ date: string; time: string; at: string }>) {
        const { date, time, at } = action.payload;
        if (state.draft.date === null || !isBookableDate(date, dayjs(at))) return;
        state.draft.date = date;
        state.draft.time = time;
        state.draft.expiredTime = null;
      },
      prepare: (offer: { date: string; time: string }, at = now()) => ({
        payload: { ...offer, at: at.toISOString() },
      }),
    },
    /** A minute went by while the diner chooses: a chosen time that passed, or a date that did, goes. */
    clockTicked: {
      reducer(state, action: PayloadAction<{ at: string }>) {
        const { draft } = state;
        if (draft.step !== 'datetime' || draft.date === null) return;
        const at = dayjs(action.payload.at);
        if (draft.date < todayIso(at)) {
          draft.expiredTime = draft.time ?? draft.expiredTime;
          draft.date = null;
          draft.time = null;
        } else if (
          draft.date === todayIso(at) &&
          draft.time !== null &&
          draft.time <= at.format(TIME_FORMAT)
        ) {
          draft.expiredTime = draft.time;
          draft.time = null;
        }
      },
      prepare: (at = now()) => ({ payload: { at: at.toISOString() } }),
    },
    continuedToDetails(state) {
      if (state.draft.step === 'datetime' && canContinue(state.draft)) state.draft.step = 'details';
    },
    returnedToDateTime(state) {
      if (state.draft.step === 'details') state.draft.step = 'datetime';
    },
    contactFieldChanged(state, action: PayloadAction<{ field: ContactField; value: string }>) {
      state.draft.contact[action.payload.field] = action.payload.value;
    },
    /** A seating area asked for, or null for no preference. */
    seatingPreferenceChosen(state, action: PayloadAction<SeatingArea | null>) {
      state.draft.seatingPreference = action.payload;
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
      if (state.toastBookingId !== null && previous.has(state.toastBookingId)) state.isToastOpen = false;
      const { draft } = state;
      const undoneChange = draft.confirmedBookingId !== null && previous.get(draft.confirmedBookingId);
      if (draft.step === 'confirmation' && undoneChange) {
        draft.step = 'details';
        draft.confirmedBookingId = null;
        draft.changing = { bookingId: undoneChange.id, date: undoneChange.date, time: undoneChange.time };
        state.submitStatus = 'failed';
        state.submitError = notSavedText(problem, 'change');
      }
    },
    confirmationToastClosed(state) {
      state.isToastOpen = false;
    },
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
      .addCase(submitBooking.pending, (state) => {
        state.submitStatus = 'pending';
        state.submitError = null;
      })
      .addCase(submitBooking.fulfilled, (state, action) => {
        const record = action.payload;
        state.submitStatus = 'succeeded';
        // A change is a later state of its booking, so it replaces it in place.
        state.items = mergeBookings(state.items, [record]);
        // Announced wherever the diner is now, even if they left the booking page meanwhile.
        state.toastBookingId = record.id;
        state.isToastOpen = true;
        // The flow shows it, unless the diner has since moved on to another restaurant's booking.
        if (state.draft.restaurantId === record.restaurantId && state.draft.step === 'details') {
          state.draft.step = 'confirmation';
          state.draft.confirmedBookingId = record.id;
          state.draft.changing = null;
        }
      })
      .addCase(submitBooking.rejected, (state, action) => {
        state.submitStatus = 'failed';
        if (action.payload?.reason === 'not-changeable') {
          state.submitError =
            'This booking can no longer be changed: it has been cancelled or its time has passed.';
          // The change ends: nothing of it carries into a later booking at this restaurant.
          if (state.draft.changing?.bookingId === action.meta.arg.bookingId)
            state.draft = newDraft(state.draft.restaurantId);
          return;
        }
        if (action.payload?.reason !== 'slot-expired') {
          state.submitError = action.error.message ?? 'The booking could not be completed.';
          return;
        }
        state.submitError = 'That time has passed. Please choose another.';
        const { draft } = state;
        if (draft.step !== 'details') return;
        // Back to the times, with a word on why; the date itself may have passed.
        draft.step = 'datetime';
        draft.expiredTime = action.meta.arg.time;
        draft.time = null;
        if (draft.date !== null && !isBookableDate(draft.date, dayjs(action.payload.at))) draft.date = null;
      });
  },
  selectors: {
    selectBookings: (state) => state.items,
    selectUnreadableEntries: (state) => state.unreadableEntries,
    selectAreBookingsLoaded: (state) => state.isLoaded,
    selectStorageProblem: (state) => state.storageProblem,
    selectIsSavedOnDevice: (state, id: string) => !state.unsavedBookingIds.includes(id),
    selectBookingById: (state, id: string | null) => state.items.find((booking) => booking.id === id),
    selectDraft: (state) => state.draft,
    selectDraftRestaurantId: (state) => state.draft.restaurantId,
    selectChangingBookingId: (state) => state.draft.changing?.bookingId ?? null,
    selectBookingStep: (state) => state.draft.step,
    selectPartySize: (state) => state.draft.partySize,
    selectSelectedDate: (state) => state.draft.date,
    selectSelectedTime: (state) => state.draft.time,
    selectContactDetails: (state) => state.draft.contact,
    selectSeatingPreference: (state) => state.draft.seatingPreference,
    selectExpiredTime: (state) => state.draft.expiredTime,
    selectConfirmedBookingId: (state) => state.draft.confirmedBookingId,
    selectCanContinue: (state) => canContinue(state.draft),
    selectSubmitStatus: (state) => state.submitStatus,
    selectSubmitError: (state) => state.submitError,
    selectToastBooking: (state) => state.items.find((booking) => booking.id === state.toastBookingId),
    // A booking cancelled meanwhile (in another tab) is no longer announced as confirmed.
    selectIsToastOpen: (state) =>
      state.isToastOpen &&
      state.items.find((booking) => booking.id === state.toastBookingId)?.status === 'confirmed',
  },
});

export const {
  bookingChangeStarted,
  bookingCancelled,
  bookingStarted,
  bookingLeft,
  bookingDraftRestored,
  partySizeChanged,
  dateSelected,
  timeSelected,
  nextAvailableChosen,
  clockTicked,
  continuedToDetails,
  returnedToDateTime,
  contactFieldChanged,
  seatingPreferenceChosen,
  bookingsStoredElsewhere,
  bookingsImported,
  bookingsImportNotSaved,
  unreadableEntriesRemoved,
  bookingsSaveFailed,
  confirmationToastClosed,
} = bookingsSlice.actions;
export const {
  selectBookings,
  selectUnreadableEntries,
  selectAreBookingsLoaded,
  selectStorageProblem,
  selectIsSavedOnDevice,
  selectBookingById,
  selectDraft,
  selectDraftRestaurantId,
  selectChangingBookingId,
  selectBookingStep,
  selectPartySize,
  selectSelectedDate,
  selectSelectedTime,
  selectContactDetails,
  selectSeatingPreference,
  selectExpiredTime,
  selectConfirmedBookingId,
  selectCanContinue,
  selectSubmitStatus,
  selectSubmitError,
  selectToastBooking,
  selectIsToastOpen,
} = bookingsSlice.selectors;
