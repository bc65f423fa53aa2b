import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { selectDraft } from '@/features/bookings/bookingsSlice';
import { dayjs } from '@/lib/dates';
import { selectSlotDraws } from './availabilitySlice';
import { generateSlots, type TimeSlot } from './generateSlots';
import { slotKey } from './slotDraws';

const createAppSelector = createSelector.withTypes<RootState>();

/** The times offered from a set of draws; none until they are drawn. */
export const slotsFromDraws = (
  draws: readonly number[] | undefined,
  date: string,
  partySize: number,
  at: string,
): TimeSlot[] => {
  if (!draws) return [];
  let next = 0;
  // Past the last draw counts as "not free"; never happens with drawEvening.
  return generateSlots({ date, partySize, now: dayjs(at), random: () => draws[next++] ?? 1 });
};

/** The draws key of the booking in progress, once it has a date. */
export const selectDraftSlotKey = (state: RootState): string | null => {
  const { restaurantId, date, partySize } = selectDraft(state);
  return restaurantId === null || date === null ? null : slotKey({ restaurantId, date, partySize });
};

/** Keys some screen shows times for whose draws are not made yet (availabilityListeners.ts). */
export const selectUndrawnSlotKeys = (state: RootState): string[] => {
  const key = selectDraftSlotKey(state);
  return key !== null && selectSlotDraws(state, key) === undefined ? [key] : [];
};

/**
 * The times offered to the booking in progress as seen at `at` (ISO; the visitor's current
 * minute): on today's date, times at or before it are not offered.
 */
export const selectDraftSlots = createAppSelector(
  [
    (state: RootState) => selectDraft(state).date,
    (state: RootState) => selectDraft(state).partySize,
    (state: RootState) => {
      const key = selectDraftSlotKey(state);
      return key === null ? undefined : selectSlotDraws(state, key);
    },
    (state: RootState) => selectDraft(state).changing,
    (_state: RootState, at: string) => at,
  ],
  (date, partySize, draws, changing, at): TimeSlot[] => {
    if (date === null) return [];
    const slots = slotsFromDraws(draws, date, partySize, at);
    // A booking being changed holds its own table: its time stays free to it, if the party fits.
    if (changing?.date !== date) return slots;
    return slots.map((slot) =>
      slot.time === changing.time && partySize <= slot.maxPartySize ? { ...slot, available: true } : slot,
    );
  },
);

/** Whether any time is free for the booking in progress, as seen at `at`. */
export const selectHasAvailableSlot = (state: RootState, at: string): boolean =>
  selectDraftSlots(state, at).some((slot) => slot.available);
