import type { AppStartListening, AppStore } from '@/app/store';
import { selectAllSlotDraws, slotsDrawn } from '@/features/availability/availabilitySlice';
import type { StorageBackend } from '@/features/bookings/bookingsStorage';
import { ownValue } from '@/lib/ownValue';
import { now, todayIso } from '@/lib/dates';
import {
  watchesEnded,
  watchesLoaded,
  watchesSaveFailed,
  watchesStoredElsewhere,
  watchMatchesFound,
} from './watchActions';
import { endedWatchIds, findWatchMatches, undrawnWatchKeys } from './watchCheck';
import { WATCHES_STORAGE_KEY } from './watchFormat';
import { createWatchesStorage } from './watchesStorage';

export interface WatchesRuntimeOptions {
  store: AppStore;
  startAppListening: AppStartListening;
  getBackend: () => StorageBackend;
  /** Where the cross-tab `storage` event comes from. */
  eventTarget: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined;
}

/**
 * The watches at work, in their own chunk (watchesStart.ts loads it): it reads the device's
 * watches, writes every change of them at once (within the dispatch that made it, so the
 * dialog learns whether it landed), follows other tabs, and checks the watches against the
 * times the site would offer — now, whenever times are drawn, and whenever the list changes.
 */
export const startWatchesRuntime = ({
  store,
  startAppListening,
  getBackend,
  eventTarget,
}: WatchesRuntimeOptions) => {
  const storage = createWatchesStorage({ getBackend });
  const { dispatch, getState } = store;

  /** The matches of the visit's draws, as of now. */
  const findMatches = () => {
    const { items } = getState().bookings.watches;
    const draws = selectAllSlotDraws(getState());
    dispatch(watchMatchesFound(findWatchMatches(items, (key) => ownValue(draws, key), now().toISOString())));
  };

  /**
   * The check: watches whose evenings have all passed end; the times the others cover are
   * drawn where this visit has not drawn them (slotsDrawn, which finds the matches), or the
   * matches are found from the draws there are.
   */
  const check = () => {
    const today = todayIso(now());
    const ended = endedWatchIds(getState().bookings.watches.items, today);
    if (ended.length > 0) dispatch(watchesEnded(ended));
    const draws = selectAllSlotDraws(getState());
    const keys = undrawnWatchKeys(
      getState().bookings.watches.items,
      (key) => ownValue(draws, key) !== undefined,
      today,
    );
    if (keys.length > 0) dispatch(slotsDrawn(keys));
    else findMatches();
  };

  // Every change of the list is written at once; one that does not land is taken back.
  startAppListening({
    predicate: (action, current, previous) =>
      !watchesLoaded.match(action) &&
      !watchesStoredElsewhere.match(action) &&
      !watchesSaveFailed.match(action) &&
      (current.bookings.watches.items !== previous.bookings.watches.items ||
        current.bookings.watches.unreadableEntries !== previous.bookings.watches.unreadableEntries),
    effect: (_action, api) => {
      const { items, unreadableEntries } = api.getState().bookings.watches;
      const result = storage.save(items, unreadableEntries);
      if (!result.ok)
        api.dispatch(
          watchesSaveFailed({
            problem: result.problem,
            stored: api.getOriginalState().bookings.watches.items,
          }),
        );
    },
  });
  // New times drawn anywhere (a screen, or the check itself): the matches follow.
  startAppListening({ actionCreator: slotsDrawn, effect: findMatches });
  // A watch added here or in another tab is checked at once.
  startAppListening({
    predicate: (action, current, previous) =>
      !watchesLoaded.match(action) &&
      current.bookings.watches.items !== previous.bookings.watches.items &&
      current.bookings.watches.items.some((watch) => !previous.bookings.watches.items.includes(watch)),
    effect: check,
  });

  eventTarget?.addEventListener('storage', (event: StorageEvent) => {
    if (event.key !== WATCHES_STORAGE_KEY) return;
    const stored = storage.takeStoredText(event.newValue ?? '[]');
    dispatch(watchesStoredElsewhere({ watches: stored.watches, unreadable: stored.unreadable }));
  });

  dispatch(watchesLoaded(storage.load()));
  check();
};
