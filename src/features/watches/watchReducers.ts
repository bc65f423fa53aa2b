import type { ActionReducerMapBuilder, PayloadAction } from '@reduxjs/toolkit';
import type { BookingsState } from '@/features/bookings/bookingsSlice';
import { submitBooking } from '@/features/bookingInProgress/submitBooking';
import { appendKeptEntries } from '@/features/bookings/bookingsFormat';
import { watchCovers } from './watchRules';
import type { Watch, WatchMatch, WatchesState, WatchStorageProblem } from './watchTypes';

export const initialWatchesState = (): WatchesState => ({
  items: [],
  unreadableEntries: [],
  isLoaded: false,
  storageProblem: null,
  matches: [],
  dismissedMatchKeys: [],
});

/** The watches that remain, and their matches with them. */
const keepWatches = (watches: WatchesState, keep: (watch: Watch) => boolean) => {
  const kept = watches.items.filter(keep);
  if (kept.length === watches.items.length) return;
  watches.items = kept;
  const ids = new Set(kept.map((watch) => watch.id));
  watches.matches = watches.matches.filter((match) => ids.has(match.watchId));
};

/**
 * The case reducers of the watches. The `bookings` slice (bookingsSlice.ts) takes them in, so
 * that their action types are `bookings/<name>`; the actions are in watchActions.ts.
 */
export const watchReducers = {
  /** The device's watches were read (watchesStorage.ts): what this build can read, and the rest as it is. */
  watchesLoaded(
    state: BookingsState,
    action: PayloadAction<{ watches: Watch[]; unreadable: unknown[]; problem: WatchStorageProblem | null }>,
  ) {
    const { watches, unreadable, problem } = action.payload;
    state.watches.items = watches;
    state.watches.unreadableEntries = unreadable;
    state.watches.storageProblem ??= problem;
    state.watches.isLoaded = true;
  },
  /** The diner started a watch (startWatch, after its checks). */
  watchStarted(state: BookingsState, action: PayloadAction<Watch>) {
    state.watches.items.push(action.payload);
  },
  /** Stop watching, in My Bookings. */
  watchStopped(state: BookingsState, action: PayloadAction<string>) {
    keepWatches(state.watches, (watch) => watch.id !== action.payload);
  },
  /** Watches ended by themselves: every evening passed (the check at a visit's start). */
  watchesEnded(state: BookingsState, action: PayloadAction<string[]>) {
    const ended = new Set(action.payload);
    keepWatches(state.watches, (watch) => !ended.has(watch.id));
  },
  /** Another tab changed the stored watches (the `storage` event): the stored list is the list. */
  watchesStoredElsewhere(
    state: BookingsState,
    action: PayloadAction<{ watches: Watch[]; unreadable: unknown[] }>,
  ) {
    const ids = new Set(action.payload.watches.map((watch) => watch.id));
    keepWatches(state.watches, (watch) => ids.has(watch.id));
    state.watches.items = action.payload.watches;
    state.watches.unreadableEntries = action.payload.unreadable;
  },
  /**
   * A write of the watches failed: the screen goes back to what is stored (`stored`, the list
   * before the change), and the diner is told why.
   */
  watchesSaveFailed(
    state: BookingsState,
    action: PayloadAction<{ problem: Exclude<WatchStorageProblem, 'unreadable'>; stored: Watch[] }>,
  ) {
    const { problem, stored } = action.payload;
    if (state.watches.storageProblem !== 'blocked') state.watches.storageProblem = problem;
    const ids = new Set(stored.map((watch) => watch.id));
    keepWatches(state.watches, (watch) => ids.has(watch.id));
    state.watches.items = stored;
  },
  /** A bookings file's watches imported (bookingsFile.ts, planWatchImport): added, and the unreadable kept. */
  watchesImported(state: BookingsState, action: PayloadAction<{ watches: Watch[]; unreadable: unknown[] }>) {
    const { watches, unreadable } = action.payload;
    if (watches.length > 0) state.watches.items.push(...watches);
    const kept = appendKeptEntries(state.watches.unreadableEntries, unreadable);
    if (kept !== state.watches.unreadableEntries) state.watches.unreadableEntries = kept;
  },
  /** A check found these free times for the active watches (earliest first): they replace the last ones. */
  watchMatchesFound(state: BookingsState, action: PayloadAction<WatchMatch[]>) {
    const ids = new Set(state.watches.items.map((watch) => watch.id));
    state.watches.matches = action.payload.filter((match) => ids.has(match.watchId));
  },
  /** Dismiss on the match notice: these matches are not shown again this visit. */
  watchMatchesDismissed(state: BookingsState, action: PayloadAction<string[]>) {
    for (const key of action.payload)
      if (!state.watches.dismissedMatchKeys.includes(key)) state.watches.dismissedMatchKeys.push(key);
  },
};

/** Booking a time a watch covers ends that watch: the diner has their table. */
export const addWatchEndingCases = (builder: ActionReducerMapBuilder<BookingsState>) => {
  builder.addMatcher(submitBooking.fulfilled.match, (state, action) => {
    const record = action.payload;
    if (record.status !== 'confirmed') return;
    keepWatches(state.watches, (watch) => !watchCovers(watch, record));
  });
};
