import { createSelector, isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening, RootState } from '@/app/store';
import { hasFreeTable, slotsFromDraws } from '@/features/availability/availabilitySelectors';
import { selectAllSlotDraws, slotsDrawn } from '@/features/availability/availabilitySlice';
import {
  findNextAvailable,
  laterDates,
  nearestFreeTimes,
  undrawnNextDays,
  type AvailableTime,
} from '@/features/availability/freeTimes';
import { slotKey } from '@/features/availability/slotDraws';
import { bookingWindowAt } from '@/features/bookingInProgress/bookingWindow';
import { now, parseIsoDate } from '@/lib/dates';
import { ownValue } from '@/lib/ownValue';
import { loadListAnswer } from '@/features/restaurants/restaurantsSlice';
import { afterNextPaint, whenIdle } from '@/speed/scheduling';
import { selectShownRestaurants } from './discoverySelectors';
import { selectTableWanted, tableDateChanged, tablePartySizeChanged } from './searchSlice';

/**
 * The table finder: the times each card on the home list offers for the party, day and time
 * the diner asked for, from the visit's availability draws (the same the booking page offers).
 */

/** The day the finder looks at, as seen at `at`: the chosen one while bookable, else today. */
export const selectFinderDate = (state: RootState, at: string): string => {
  const { date } = selectTableWanted(state);
  const { first, last } = bookingWindowAt(at);
  return date !== null && date >= first && date <= last && parseIsoDate(date).isValid() ? date : first;
};

/** What a card offers: free times nearest the wanted one, or, on a full day, later days. */
export interface CardTimes {
  partySize: number;
  date: string;
  /** The time asked for, `HH:mm`. */
  wanted: string;
  /** Up to five free times nearest it, in order. */
  times: string[];
  /** When `times` is empty: the nearest later days with a free table. */
  nextAvailable: AvailableTime[];
}

const isSameList = <T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean): boolean =>
  a.length === b.length && a.every((item, index) => same(item, b[index]!));

const isSameCardTimes = (a: CardTimes, b: CardTimes): boolean =>
  a.partySize === b.partySize &&
  a.date === b.date &&
  a.wanted === b.wanted &&
  isSameList(a.times, b.times, (x, y) => x === y) &&
  isSameList(a.nextAvailable, b.nextAvailable, (x, y) => x.date === y.date && x.time === y.time);

/**
 * A selector of one card's times; each card makes its own, so each keeps its own cached answer.
 * Until the draws it needs are made (a new party or day draws them after the field shows it),
 * it answers as before: the times of the last party and day it had draws for, links included,
 * or null when it never had any.
 */
export const makeSelectCardTimes = () => {
  const selectDrawnCardTimes = createSelector(
    [
      selectTableWanted,
      selectAllSlotDraws,
      (_state: RootState, restaurantId: string) => restaurantId,
      (state: RootState, _restaurantId: string, at: string) => selectFinderDate(state, at),
      (_state: RootState, _restaurantId: string, at: string) => at,
    ],
    (table, draws, restaurantId, date, at): CardTimes | null => {
      const { partySize, time: wanted } = table;
      let isUndrawn = false;
      const slotsOn = (day: string) => {
        const dayDraws = draws[slotKey({ restaurantId, date: day, partySize })];
        if (dayDraws === undefined) isUndrawn = true;
        return slotsFromDraws(dayDraws, day, partySize, at);
      };
      const times = nearestFreeTimes(slotsOn(date), wanted);
      if (isUndrawn) return null;
      const nextAvailable =
        times.length > 0
          ? []
          : findNextAvailable(
              laterDates(date, bookingWindowAt(at).last).map((day) => ({ date: day })),
              ({ date: day }) => slotsOn(day),
              wanted,
            );
      return isUndrawn ? null : { partySize, date, wanted, times, nextAvailable };
    },
    // The same answer keeps its reference: draws for other cards (a filter, a sort, Show more)
    // leave a card's times unrendered (41 renders of times rows -> 13 on Show more; with the menu's
    // change, tick a cuisine with 1,000 restaurants 160 -> 104 ms INP, 4x CPU).
    {
      memoizeOptions: {
        resultEqualityCheck: (a: CardTimes | null, b: CardTimes | null) =>
          a === b || (a !== null && b !== null && isSameCardTimes(a, b)),
      },
    },
  );
  let lastDrawn: CardTimes | null = null;
  return (state: RootState, restaurantId: string, at: string): CardTimes | null => {
    lastDrawn = selectDrawnCardTimes(state, restaurantId, at) ?? lastDrawn;
    return lastDrawn;
  };
};

/**
 * The draws keys the cards on screen need and lack, as seen at `at` (a minute): each shown
 * restaurant's day; for a restaurant whose day is full, the next later days its card's offer
 * needs (undrawnNextDays).
 * Memoized: the listener asks after every action.
 */
export const selectUndrawnFinderKeys = createSelector(
  [
    selectTableWanted,
    selectAllSlotDraws,
    selectShownRestaurants,
    (state: RootState, at: string) => selectFinderDate(state, at),
    (_state: RootState, at: string) => at,
  ],
  ({ partySize }, draws, shown, date, at): string[] => {
    const undrawn: string[] = [];
    for (const { id: restaurantId } of shown) {
      const key = slotKey({ restaurantId, date, partySize });
      const keyDraws = ownValue(draws, key);
      if (keyDraws === undefined) {
        undrawn.push(key);
        continue;
      }
      if (hasFreeTable(keyDraws, date, partySize, at)) continue;
      const keyOn = (day: string) => slotKey({ restaurantId, date: day, partySize });
      const laterUndrawn = undrawnNextDays(
        laterDates(date, bookingWindowAt(at).last),
        (day) => ownValue(draws, keyOn(day)) !== undefined,
        (day) => hasFreeTable(ownValue(draws, keyOn(day)), day, partySize, at),
      );
      for (const day of laterUndrawn) undrawn.push(keyOn(day));
    }
    return undrawn;
  },
);

const currentMinute = () => now().format('YYYY-MM-DDTHH:mm');

/** A new party or day: every card on screen needs new draws. */
const isFinderDayOrPartyChange = isAnyOf(tablePartySizeChanged, tableDateChanged);

/**
 * Whether an action may have changed which times the cards need: the list (its search, filters,
 * order, page, catalogue), the table wanted, the draws made, or the minute. Compared by slice,
 * so that the tap that changes the list does not work the list out to find out.
 */
const mayNeedDraws = (current: RootState, previous: RootState): boolean =>
  current.search !== previous.search ||
  current.filters !== previous.filters ||
  current.restaurants !== previous.restaurants ||
  current.availability !== previous.availability;

/**
 * Draws availability for the cards the list shows once the frame that answers the tap is on
 * screen: the list itself is worked out in a render React defers (useDeferredListState), and
 * its new cards keep their rows of times reserved until the draws fill them in. A new party or
 * day keeps the times shown until then. The last change draws; a check at a later minute too.
 */
export const startTableFinderListeners = (startAppListening: AppStartListening) => {
  let checkedAt = '';
  startAppListening({
    predicate: (_action, current, previous) =>
      mayNeedDraws(current, previous) || currentMinute() !== checkedAt,
    effect: async (action, { cancelActiveListeners, dispatch, getState, pause }) => {
      // Prerendering: the times are drawn on the diner's device, never into the page.
      if (globalThis.window === undefined) return;
      checkedAt = currentMinute();
      if (isFinderDayOrPartyChange(action)) {
        // The times are what a new party or day asks for: drawn once the field has answered.
        // Party size, 1,000 restaurants: 104 -> 32 ms INP (4x CPU, median of 3).
        cancelActiveListeners();
        await pause(afterNextPaint());
      } else if (loadListAnswer.fulfilled.match(action)) {
        // A large catalogue's answer: its list renders in the task that brings it, not deferred
        // (useDeferredListState), so its cards' times are drawn now and render with them, in
        // one render rather than a second once the page is idle.
      } else if (!slotsDrawn.match(action)) {
        // A new list: its cards are drawn first (useDeferredListState), their times once that
        // render is done. Draws dispatched during it would restart it.
        cancelActiveListeners();
        await pause(whenIdle());
      }
      // After a draw, at once: a card whose day is now full offers its later days.
      const keys = selectUndrawnFinderKeys(getState(), currentMinute());
      if (keys.length > 0) dispatch(slotsDrawn(keys));
    },
  });
};
