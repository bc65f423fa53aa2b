import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { submitBooking } from '@/features/bookings/submitBooking';
import { TIME_FORMAT, dayjs, now, todayIso } from '@/lib/dates';
import { isBookableDate } from './bookingWindow';
import { generateSlots } from './generateSlots';
import { appSlotSource, drawSlots, type SlotDraws, type SlotSource } from './slotDraws';

/** Party size limits of one table booking (SPEC §9). */
export const MIN_PARTY_SIZE = 1;
export const MAX_PARTY_SIZE = 10;
export const DEFAULT_PARTY_SIZE = 2;

/** A bookable time on the chosen date. */
export interface TimeSlot {
  /** `HH:mm`, 24-hour. */
  time: string;
  available: boolean;
  maxPartySize: number;
}

/** The steps of the booking flow, in order (SPEC §4). */
export const BOOKING_STEPS = ['datetime', 'details', 'confirmation'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

/** What the diner types on the details step, untrimmed as typed. */
export interface ContactDetails {
  name: string;
  phone: string;
  email: string;
  specialRequests: string;
}
export type ContactField = keyof ContactDetails;

/**
 * The booking in progress on `/book/:id`: the choices of the date & time step, the contact
 * details being typed and the step shown.
 *
 * The step lives here, next to the choices it depends on, rather than in the URL: a step is
 * only meaningful with those choices, which are not persisted, so a `?step=details` link opened
 * fresh or after a reload would show a form with nothing to book. In the store the whole flow
 * is visible in DevTools, the guards (Continue needs a date and a time) sit in the reducer, and
 * leaving the page and coming back to the same restaurant resumes where the diner was.
 * The cost: the browser's Back button leaves the page instead of going back a step; the
 * page's own Back button goes back a step.
 */
export interface AvailabilityState {
  /** The restaurant being booked. */
  restaurantId: string | null;
  step: BookingStep;
  /** `YYYY-MM-DD`, or null before the diner picks a date. */
  date: string | null;
  partySize: number;
  slots: TimeSlot[];
  /** `HH:mm` of the chosen slot. */
  selectedTime: string | null;
  /** Kept here so going back to the date & time step and returning loses nothing typed. */
  contact: ContactDetails;
  /** The booking the confirmation step shows. */
  confirmedBookingId: string | null;
  /** A chosen time that passed before it was booked (`HH:mm`), for the diner's message. */
  expiredTime: string | null;
}

const emptyContact: ContactDetails = { name: '', phone: '', email: '', specialRequests: '' };

const initialState: AvailabilityState = {
  restaurantId: null,
  step: 'datetime',
  date: null,
  partySize: DEFAULT_PARTY_SIZE,
  slots: [],
  selectedTime: null,
  contact: emptyContact,
  confirmedBookingId: null,
  expiredTime: null,
};

export type { SlotSource };

/** New slots for the current date and party size; any chosen time is dropped. */
const regenerateSlots = (state: AvailabilityState, { generatedAt, draws }: SlotDraws) => {
  state.selectedTime = null;
  state.expiredTime = null;
  if (state.date === null) {
    state.slots = [];
    return;
  }
  let next = 0;
  state.slots = generateSlots({
    date: state.date,
    partySize: state.partySize,
    now: dayjs(generatedAt),
    // Past the last draw counts as "not free"; never happens with drawSlots.
    random: () => draws[next++] ?? 1,
  });
};

const clampPartySize = (size: number) =>
  Math.min(MAX_PARTY_SIZE, Math.max(MIN_PARTY_SIZE, Math.round(size)));

export const availabilitySlice = createSlice({
  name: 'availability',
  initialState,
  reducers: {
    /** The booking page opened for a restaurant: a new restaurant or a finished booking starts afresh. */
    bookingStarted(state, action: PayloadAction<string>) {
      if (state.restaurantId === action.payload && state.step !== 'confirmation') return;
      return { ...initialState, restaurantId: action.payload };
    },
    /** The diner left the booking page: a finished booking is done with, one in progress is kept. */
    bookingLeft(state) {
      if (state.step === 'confirmation') return initialState;
    },
    partySizeChanged: {
      reducer(state, action: PayloadAction<{ partySize: number } & SlotDraws>) {
        const partySize = clampPartySize(action.payload.partySize);
        if (Number.isNaN(partySize) || partySize === state.partySize) return;
        state.partySize = partySize;
        regenerateSlots(state, action.payload);
      },
      prepare: (partySize: number, source: SlotSource = appSlotSource) => ({
        payload: { partySize, ...drawSlots(source) },
      }),
    },
    dateSelected: {
      reducer(state, action: PayloadAction<{ date: string } & SlotDraws>) {
        const { date, generatedAt } = action.payload;
        if (date === state.date || !isBookableDate(date, dayjs(generatedAt))) return;
        state.date = date;
        regenerateSlots(state, action.payload);
      },
      prepare: (date: string, source: SlotSource = appSlotSource) => ({
        payload: { date, ...drawSlots(source) },
      }),
    },
    timeSelected(state, action: PayloadAction<string>) {
      const slot = state.slots.find((candidate) => candidate.time === action.payload);
      // Only an offered, available slot can be chosen.
      if (!slot?.available) return;
      state.selectedTime = slot.time;
      state.expiredTime = null;
    },
    /**
     * A minute went by while the diner chooses: today's slots that are no longer ahead go, and
     * after midnight a date that became yesterday is dropped. Slots left keep their draws.
     */
    clockTicked: {
      reducer(state, action: PayloadAction<{ at: string }>) {
        if (state.step !== 'datetime' || state.date === null) return;
        const at = dayjs(action.payload.at);
        const today = todayIso(at);
        if (state.date < today) {
          state.expiredTime = state.selectedTime ?? state.expiredTime;
          state.date = null;
          state.slots = [];
          state.selectedTime = null;
          return;
        }
        if (state.date !== today) return;
        const cutoff = at.format(TIME_FORMAT);
        if (!state.slots.some((slot) => slot.time <= cutoff)) return;
        state.slots = state.slots.filter((slot) => slot.time > cutoff);
        if (state.selectedTime !== null && state.selectedTime <= cutoff) {
          state.expiredTime = state.selectedTime;
          state.selectedTime = null;
        }
      },
      prepare: (at = now()) => ({ payload: { at: at.toISOString() } }),
    },
    continuedToDetails(state) {
      if (state.step === 'datetime' && canContinue(state)) state.step = 'details';
    },
    returnedToDateTime(state) {
      if (state.step === 'details') state.step = 'datetime';
    },
    contactFieldChanged(state, action: PayloadAction<{ field: ContactField; value: string }>) {
      state.contact[action.payload.field] = action.payload.value;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(submitBooking.fulfilled, (state, action) => {
        // A confirmation that lands after the diner moved on to another booking does not hijack it.
        if (state.step !== 'details' || state.restaurantId !== action.meta.arg.restaurantId) return;
        state.step = 'confirmation';
        state.confirmedBookingId = action.payload.id;
      })
      .addCase(submitBooking.rejected, (state, action) => {
        if (action.payload?.reason !== 'slot-expired' || state.step !== 'details') return;
        // Back to the times, freshly drawn, with a word on why (the date itself may have passed).
        const { slots: draws } = action.payload;
        state.step = 'datetime';
        if (state.date !== null && !isBookableDate(state.date, dayjs(draws.generatedAt))) {
          state.date = null;
        }
        regenerateSlots(state, draws);
        state.expiredTime = action.meta.arg.time;
      });
  },
  selectors: {
    selectAvailability: (state) => state,
    selectBookingRestaurantId: (state) => state.restaurantId,
    selectBookingStep: (state) => state.step,
    selectPartySize: (state) => state.partySize,
    selectSelectedDate: (state) => state.date,
    selectSelectedTime: (state) => state.selectedTime,
    selectSlots: (state) => state.slots,
    selectHasAvailableSlot: (state) => state.slots.some((slot) => slot.available),
    selectCanContinue: (state) => canContinue(state),
    selectContactDetails: (state) => state.contact,
    selectConfirmedBookingId: (state) => state.confirmedBookingId,
    selectExpiredTime: (state) => state.expiredTime,
  },
});

/** Continue needs a date, a time and a party (SPEC §5). */
function canContinue(state: AvailabilityState): boolean {
  return state.date !== null && state.selectedTime !== null && state.partySize >= MIN_PARTY_SIZE;
}

export const {
  bookingStarted,
  bookingLeft,
  partySizeChanged,
  dateSelected,
  timeSelected,
  clockTicked,
  continuedToDetails,
  returnedToDateTime,
  contactFieldChanged,
} = availabilitySlice.actions;
export const {
  selectAvailability,
  selectBookingRestaurantId,
  selectBookingStep,
  selectPartySize,
  selectSelectedDate,
  selectSelectedTime,
  selectSlots,
  selectHasAvailableSlot,
  selectCanContinue,
  selectContactDetails,
  selectConfirmedBookingId,
  selectExpiredTime,
} = availabilitySlice.selectors;
