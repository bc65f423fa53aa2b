import type { RootState } from '@/app/store';
import { WATCHES_STORAGE_KEY } from './watchTypes';

/*
 * What every page asks of the watches: plain reads of the store, apart from watchSelectors.ts,
 * whose memoized selectors (and matchKey, the booking link) then stay out of the first chunk and
 * come with the notice and the dialog that need them.
 */

/** How many watches are active on this device. */
export const selectActiveWatchCount = (state: RootState): number => state.bookings.watches.items.length;

/** Whether the visit's check found any free table (dismissed or not): whether the notice's code is wanted. */
export const selectHasWatchMatches = (state: RootState): boolean => state.bookings.watches.matches.length > 0;

/** Whether an active watch covers a restaurant's evening for a party, at any time. */
export const selectIsEveningWatched = (
  state: RootState,
  restaurantId: string,
  date: string,
  partySize: number,
): boolean =>
  state.bookings.watches.items.some(
    (watch) =>
      watch.partySize === partySize &&
      watch.restaurantIds.includes(restaurantId) &&
      watch.dates.includes(date),
  );

/**
 * Whether anything is stored under `watches` on this device: a plain read, so that a device with
 * none (most) loads no watch code and shows "No watches" at once. Storage that can't be read holds
 * none to show.
 */
export const isAnyWatchStored = (
  getBackend: () => Pick<Storage, 'getItem'> = () => globalThis.localStorage,
): boolean => {
  try {
    return getBackend().getItem(WATCHES_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
};
