import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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

export interface AvailabilityState {
  /** The restaurant whose slots these are. */
  restaurantId: string | null;
  /** `YYYY-MM-DD`, or null before the diner picks a date. */
  date: string | null;
  partySize: number;
  slots: TimeSlot[];
  /** `HH:mm` of the chosen slot. */
  selectedTime: string | null;
}

const initialState: AvailabilityState = {
  restaurantId: null,
  date: null,
  partySize: DEFAULT_PARTY_SIZE,
  slots: [],
  selectedTime: null,
};

export const availabilitySlice = createSlice({
  name: 'availability',
  initialState,
  reducers: {
    timeSelected(state, action: PayloadAction<string>) {
      const slot = state.slots.find((candidate) => candidate.time === action.payload);
      // Only an offered, available slot can be chosen.
      if (slot?.available) state.selectedTime = slot.time;
    },
  },
  selectors: {
    selectAvailability: (state) => state,
    selectPartySize: (state) => state.partySize,
    selectSelectedDate: (state) => state.date,
    selectSelectedTime: (state) => state.selectedTime,
    selectSlots: (state) => state.slots,
  },
});

export const { timeSelected } = availabilitySlice.actions;
export const {
  selectAvailability,
  selectPartySize,
  selectSelectedDate,
  selectSelectedTime,
  selectSlots,
} = availabilitySlice.selectors;
