import type { ActionReducerMapBuilder, PayloadAction } from '@reduxjs/toolkit';
import { TIME_FORMAT, dayjs, now, todayIso } from '@/lib/dates';
import type { SeatingArea } from '@/data/catalogueValues';
import type { BookingsState } from '@/features/bookings/bookingsSlice';
import { isChangeable } from '@/features/bookings/bookingRecord';
import { DEFAULT_PARTY_SIZE, clampPartySize } from '@/features/bookings/partySize';
import type { SaveFailure } from '@/features/bookings/bookingsStorage';
import { notSavedText } from '@/features/bookings/storageMessages';
import type { BookingRecord } from '@/features/bookings/types';
import { isBookableDate } from './bookingWindow';
import {
  canContinue,
  newDraft,
  type BookingChoice,
  type BookingDraft,
  type ContactField,
} from './bookingDraft';
import { submitBooking } from './submitBooking';

/** The booking in progress's part of the `bookings` slice, and where it starts. */
export type DraftState = Pick<
  BookingsState,
  'draft' | 'submitStatus' | 'submitError' | 'toastBookingId' | 'isToastOpen'
>;

export const initialDraftState = (): DraftState => ({
  draft: newDraft(),
  submitStatus: 'idle',
  submitError: null,
  toastBookingId: null,
  isToastOpen: false,
});

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

/**
 * The case reducers of the booking in progress. The `bookings` slice (bookingsSlice.ts) takes
 * them in, so that their action types stay `bookings/<name>`; the actions are in draftActions.ts.
 */
export const draftReducers = {
  /**
   * The booking page opened for a restaurant (Book a Table): another restaurant starts afresh,
   * and so does a link that carries a choice (bookingLink.ts) — at the details step when its
   * time is free — and so does a change left unfinished: Book a Table is a new booking.
   */
  bookingStarted(
    state: BookingsState,
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
    reducer(
      state: BookingsState,
      action: PayloadAction<{ bookingId: string; restaurantId: string; at: string }>,
    ) {
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
  /** The diner left the booking page: a confirmation they saw is done with, a booking in progress is kept. */
  bookingLeft(state: BookingsState) {
    if (state.draft.step === 'confirmation') state.draft = newDraft();
  },
  /** The site reloaded itself to fetch code it lacked (src/lib/chunkRecovery.ts): the booking in progress comes back. */
  bookingDraftRestored(state: BookingsState, action: PayloadAction<BookingDraft>) {
    state.draft = action.payload;
  },
  partySizeChanged(state: BookingsState, action: PayloadAction<number>) {
    const partySize = clampPartySize(action.payload);
    if (Number.isNaN(partySize) || partySize === state.draft.partySize) return;
    state.draft.partySize = partySize;
    clearChosenTime(state.draft);
  },
  dateSelected: {
    reducer(state: BookingsState, action: PayloadAction<{ date: string; at: string }>) {
      const { date, at } = action.payload;
      if (date === state.draft.date || !isBookableDate(date, dayjs(at))) return;
      state.draft.date = date;
      clearChosenTime(state.draft);
    },
    prepare: (date: string, at = now()) => ({ payload: { date, at: at.toISOString() } }),
  },
  timeSelected(state: BookingsState, action: PayloadAction<string>) {
    if (state.draft.date === null) return;
    state.draft.time = action.payload;
    state.draft.expiredTime = null;
  },
  /** A next-available offer, chosen when the diner's day was full: its day and time at once. */
  nextAvailableChosen: {
    reducer(state: BookingsState, action: PayloadAction<{ date: string; time: string; at: string }>) {
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
    reducer(state: BookingsState, action: PayloadAction<{ at: string }>) {
      const { draft } = state;
      if (draft.step !== 'datetime' || draft.date === null) return;
      const at = dayjs(action.payload.at);
      if (draft.date < todayIso(at)) {
        draft.expiredTime = draft.time ?? draft.expiredTime;
        draft.date = null;
        draft.time = null;
      } else if (draft.date === todayIso(at) && draft.time !== null && draft.time <= at.format(TIME_FORMAT)) {
        draft.expiredTime = draft.time;
        draft.time = null;
      }
    },
    prepare: (at = now()) => ({ payload: { at: at.toISOString() } }),
  },
  continuedToDetails(state: BookingsState) {
    if (state.draft.step === 'datetime' && canContinue(state.draft)) state.draft.step = 'details';
  },
  returnedToDateTime(state: BookingsState) {
    if (state.draft.step === 'details') state.draft.step = 'datetime';
  },
  contactFieldChanged(state: BookingsState, action: PayloadAction<{ field: ContactField; value: string }>) {
    state.draft.contact[action.payload.field] = action.payload.value;
  },
  /** A seating area asked for, or null for no preference. */
  seatingPreferenceChosen(state: BookingsState, action: PayloadAction<SeatingArea | null>) {
    state.draft.seatingPreference = action.payload;
  },
  confirmationToastClosed(state: BookingsState) {
    state.isToastOpen = false;
  },
};

/**
 * Stored bookings whose write failed were put back as they were (bookingsSaveFailed): the toast
 * of one of them closes, and a change's confirmation goes back to its details with why.
 */
export const savedChangesUndone = (
  state: BookingsState,
  undone: BookingRecord[],
  problem: SaveFailure['problem'],
) => {
  const isUndone = (id: string | null) => undone.some((record) => record.id === id);
  if (isUndone(state.toastBookingId)) state.isToastOpen = false;
  const { draft } = state;
  const undoneChange = undone.find((record) => record.id === draft.confirmedBookingId);
  if (draft.step === 'confirmation' && undoneChange) {
    draft.step = 'details';
    draft.confirmedBookingId = null;
    draft.changing = { bookingId: undoneChange.id, date: undoneChange.date, time: undoneChange.time };
    state.submitStatus = 'failed';
    state.submitError = notSavedText(problem, 'change');
  }
};

/**
 * What the booking in progress does as a submit goes: its status, and the confirmation or the
 * way back. The fulfilled record itself is added to the stored bookings by the slice, whose
 * case for it runs before these matchers.
 */
export const addDraftSubmitCases = (builder: ActionReducerMapBuilder<BookingsState>) => {
  builder
    .addCase(submitBooking.pending, (state) => {
      state.submitStatus = 'pending';
      state.submitError = null;
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
    })
    .addMatcher(submitBooking.fulfilled.match, (state, action) => {
      const record = action.payload;
      state.submitStatus = 'succeeded';
      // Announced wherever the diner is now, even if they left the booking page meanwhile.
      state.toastBookingId = record.id;
      state.isToastOpen = true;
      // The flow shows it, unless the diner has since moved on to another restaurant's booking.
      if (state.draft.restaurantId === record.restaurantId && state.draft.step === 'details') {
        state.draft.step = 'confirmation';
        state.draft.confirmedBookingId = record.id;
        state.draft.changing = null;
      }
    });
};
