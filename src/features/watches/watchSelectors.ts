import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { ownValue } from '@/lib/ownValue';
import { matchKey } from './watchLink';
import type { Watch, WatchMatch } from './watchTypes';

const createAppSelector = createSelector.withTypes<RootState>();

const selectWatchItems = (state: RootState) => state.bookings.watches.items;

/** Whether the device's watches have been read; until then no list means "not yet". */
export const selectAreWatchesLoaded = (state: RootState) => state.bookings.watches.isLoaded;

/** The active watches, earliest evening first (then earliest window, then oldest). */
export const selectActiveWatches = createAppSelector([selectWatchItems], (watches): Watch[] =>
  [...watches].sort(
    (a, b) =>
      (a.dates[0] ?? '').localeCompare(b.dates[0] ?? '') ||
      a.window.from.localeCompare(b.window.from) ||
      a.createdAt.localeCompare(b.createdAt),
  ),
);

/** Why the device's watches may not be complete or kept, for the diner's notice. */
export const selectWatchStorageProblem = (state: RootState) => state.bookings.watches.storageProblem;

/** A restaurant's name as far as the page knows it: its record or its summary; its id otherwise. */
export const selectRestaurantNameForWatch = (state: RootState, id: string): string =>
  ownValue(state.restaurants.records.entities, id)?.name ??
  ownValue(state.restaurants.summaries.entities, id)?.name ??
  id;

/**
 * The free times found for the active watches that the diner has not dismissed, earliest first:
 * by date, then time, then restaurant name. A table two watches cover shows once.
 */
export const selectWatchMatches = createAppSelector(
  [
    (state: RootState) => state.bookings.watches.matches,
    (state: RootState) => state.bookings.watches.dismissedMatchKeys,
    (state: RootState) => state.restaurants.records.entities,
    (state: RootState) => state.restaurants.summaries.entities,
  ],
  (matches, dismissed, records, summaries): WatchMatch[] => {
    const dismissedKeys = new Set(dismissed);
    const seen = new Set<string>();
    const nameOf = (id: string) => ownValue(records, id)?.name ?? ownValue(summaries, id)?.name ?? id;
    return matches
      .filter((match) => {
        const table = `${match.restaurantId}|${match.date}|${match.time}|${match.partySize}`;
        if (dismissedKeys.has(matchKey(match)) || seen.has(table)) return false;
        seen.add(table);
        return true;
      })
      .sort(
        (a, b) =>
          a.date.localeCompare(b.date) ||
          a.time.localeCompare(b.time) ||
          nameOf(a.restaurantId).localeCompare(nameOf(b.restaurantId)),
      );
  },
);
