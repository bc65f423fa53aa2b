import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ownValue } from '@/lib/ownValue';
import { drawEvening } from './slotDraws';

/**
 * The random draws behind the offered times, by restaurant, date and party size (slotKey).
 * The times themselves are derived from them (availabilitySelectors.ts), never stored.
 */
export interface AvailabilityState {
  draws: Record<string, number[]>;
}

const initialState: AvailabilityState = { draws: {} };

export const availabilitySlice = createSlice({
  name: 'availability',
  initialState,
  reducers: {
    /** Times were needed for these keys for the first time this visit. Draws already made are kept. */
    slotsDrawn: {
      reducer(state, action: PayloadAction<Record<string, number[]>>) {
        for (const [key, draws] of Object.entries(action.payload)) {
          if (!Object.hasOwn(state.draws, key)) state.draws[key] = draws;
        }
      },
      // Read at call time, so a pinned Math.random (browser tests) or a Jest spy applies.
      prepare: (keys: readonly string[], random: () => number = () => Math.random()) => ({
        payload: Object.fromEntries(keys.map((key) => [key, drawEvening(random)])),
      }),
    },
  },
  selectors: {
    selectSlotDraws: (state, key: string): number[] | undefined => ownValue(state.draws, key),
    selectAllSlotDraws: (state) => state.draws,
  },
});

export const { slotsDrawn } = availabilitySlice.actions;
export const { selectSlotDraws, selectAllSlotDraws } = availabilitySlice.selectors;
