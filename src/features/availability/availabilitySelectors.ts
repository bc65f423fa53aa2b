import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import type { BookingDraft } from '@/features/bookingInProgress/bookingDraft';
import { selectDraft } from '@/features/bookingInProgress/draftSelectors';
import { bookingWindow } from '@/features/bookingInProgress/bookingWindow';
import { dayjs } from '@/lib/dates';
import { ownValue } from '@/lib/ownValue';
import { selectAllSlotDraws, selectSlotDraws } from './availabilitySlice';
import { generateSlots, type TimeSlot } from './generateSlots';
import { findNextAvailable, laterDates, undrawnNextDays, type AvailableTime } from './freeTimes';
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

/** Whether a set of draws frees any time of `date` for the party; not until they are drawn. */
export const hasFreeTable = (
  draws: readonly number[] | undefined,
  date: string,
  partySize: number,
  at: string,
): boolean => slotsFromDraws(draws, date, partySize, at).some((slot) => slot.available);

/** The draws key of the booking in progress, once it has a date. */
export const selectDraftSlotKey = (state: RootState): string | null => {
  const { restaurantId, date, partySize } = selectDraft(state);
  return restaurantId === null || date === null ? null : slotKey({ restaurantId, date, partySize });
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

/** The days after `date` through the end of the booking window seen at `at`, with their keys. */
const laterDays = (
  { restaurantId, partySize }: Pick<BookingDraft, 'restaurantId' | 'partySize'>,
  date: string | null,
  at: string,
): { date: string; key: string }[] => {
  if (restaurantId === null || date === null) return [];
  return laterDates(date, bookingWindow(dayjs(at)).last).map((later) => ({
    date: later,
    key: slotKey({ restaurantId, date: later, partySize }),
  }));
};

/**
 * Keys some screen shows times for, as seen at `at`, whose draws are not made yet
 * (availabilityListeners.ts). A full day looks for the next days with a free table: the few it
 * needs drawn next (undrawnNextDays), then the next few if those are full too.
 */
export const selectUndrawnSlotKeys = (state: RootState, at: string): string[] => {
  const key = selectDraftSlotKey(state);
  if (key === null) return [];
  if (selectSlotDraws(state, key) === undefined) return [key];
  if (selectDraftSlots(state, at).some((slot) => slot.available)) return [];
  const draft = selectDraft(state);
  return undrawnNextDays(
    laterDays(draft, draft.date, at),
    (later) => selectSlotDraws(state, later.key) !== undefined,
    (later) => hasFreeTable(selectSlotDraws(state, later.key), later.date, draft.partySize, at),
  ).map((later) => later.key);
};

/**
 * When the booking in progress has no free time on `date`: the nearest later days that have
 * one, each with its first free time (NEXT_AVAILABLE_COUNT at most; none when the window is
 * full). The date is an argument, so that the times shown can follow the chosen one a render
 * late (TimeSlotGrid); a new time, step or contact detail does not compute it again.
 */
export const selectNextAvailableAfter = createAppSelector(
  [
    (state: RootState) => selectDraft(state).restaurantId,
    (state: RootState) => selectDraft(state).partySize,
    selectAllSlotDraws,
    (_state: RootState, date: string | null) => date,
    (_state: RootState, _date: string | null, at: string) => at,
  ],
  (restaurantId, partySize, draws, date, at): AvailableTime[] =>
    findNextAvailable(
      laterDays({ restaurantId, partySize }, date, at),
      (later) => slotsFromDraws(ownValue(draws, later.key), later.date, partySize, at),
      null,
    ),
);

/** The same, after the booking in progress's own date. */
export const selectDraftNextAvailable = (state: RootState, at: string): AvailableTime[] =>
  selectNextAvailableAfter(state, selectDraft(state).date, at);

/** Whether any time is free for the booking in progress, as seen at `at`. */
export const selectHasAvailableSlot = (state: RootState, at: string): boolean =>
  selectDraftSlots(state, at).some((slot) => slot.available);
