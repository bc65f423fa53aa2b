import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { DataRouter } from 'react-router-dom';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
} from 'redux-persist';
import { PRODUCT_NAME } from '@/data/site';
import { availabilitySlice, slotsDrawn } from '@/features/availability/availabilitySlice';
import { startAvailabilityListeners } from '@/features/availability/availabilityListeners';
import { createDrawsStorage, type DrawsStorage } from '@/features/availability/drawsStorage';
import { bookingsSaveFailed, bookingsSlice } from '@/features/bookings/bookingsSlice';
import { startBookingsSync } from '@/features/bookings/bookingsSync';
import {
  bookingsPersistConfig,
  createBookingsStorage,
  type BookingsStorage,
  type SaveFailure,
} from '@/features/bookings/bookingsStorage';
import { startDiscoveryUrl } from '@/features/discovery/discoveryUrl';
import { startTableFinderListeners } from '@/features/discovery/finderTimes';
import { startSearchTextPreparation } from '@/features/discovery/searchText';
import { filtersSlice } from '@/features/discovery/filtersSlice';
import { restaurantsSlice } from '@/features/restaurants/restaurantsSlice';
import { staticCatalogueSearch, type GetCatalogueSearch } from '@/features/restaurants/catalogueSearchAccess';
import {
  startIndexAfterFragments,
  startListSearch,
  startNearMeInFragments,
} from '@/features/discovery/listSearch';
import { createWatchesAccess, type WatchesAccess } from '@/features/watches/watchesStart';
import { watchesLoaded } from '@/features/watches/watchActions';
import { isAnyWatchStored } from '@/features/watches/watchPresence';
import type { StorageBackend } from '@/features/bookings/bookingsStorage';
import { searchSlice } from '@/features/discovery/searchSlice';
import { createAppListenerMiddleware, type ListenerExtra } from './listenerMiddleware';
import { startPageFileUrl } from './pageFileUrl';
import { startReloadCarryOver } from './reloadCarryOver';

const createRootReducer = (bookingsStorage: BookingsStorage, onSaveFailed: (failure: SaveFailure) => void) =>
  combineSlices(searchSlice, filtersSlice, restaurantsSlice, availabilitySlice, {
    // Only the bookings slice is persisted, and of it only the records.
    [bookingsSlice.reducerPath]: persistReducer(
      bookingsPersistConfig(bookingsStorage, onSaveFailed),
      bookingsSlice.reducer,
    ),
  });

/**
 * State that can run to thousands of entries of plain data: the catalogue, the stored records
 * (plain JSON, checked when read) and the availability draws (numbers). The development-only
 * checks skip them: walking them on every action would only slow development down.
 */
const LARGE_PLAIN_DATA = [
  'restaurants.summaries',
  'restaurants.records',
  'bookings.items',
  'bookings.unreadableEntries',
  'availability.draws',
];

/** What the store's thunks get as their third argument. */
export interface AppThunkExtra {
  /** The watches' code and stored list, loaded on demand (features/watches/watchesStart.ts). */
  watches: WatchesAccess;
  /** A large catalogue's search (the home list's answers), its code loaded at the first need. */
  catalogueSearch: GetCatalogueSearch;
}

export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;

interface StoreOptions {
  /** Where bookings are kept; the device's localStorage unless a test gives another. */
  bookingsStorage?: BookingsStorage;
  /** Where the cross-tab `storage` event comes from; the window unless a test gives another. */
  eventTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Where the visit's availability draws are kept; this tab's sessionStorage unless a test gives another. */
  drawsStorage?: DrawsStorage;
  /** Where watches are kept; the device's localStorage unless a test gives another. */
  getWatchesBackend?: () => StorageBackend;
  /**
   * Whether the watches load and are checked once the page is idle after its first paint (the
   * browser's page, src/main.tsx); otherwise only when something needs them.
   */
  checkWatchesAtIdle?: boolean;
  /** A large catalogue's search; the static site's worker over the index's fragments unless a test gives another. */
  getCatalogueSearch?: GetCatalogueSearch;
}

/**
 * A new store, with what follows its actions started: the device's bookings loading and
 * saving (redux-persist), the sync with other tabs, and the listeners. Tests pass the slices
 * they need as `preloadedState`.
 */
export const makeStore = (
  preloadedState?: Partial<RootState>,
  {
    bookingsStorage = createBookingsStorage(),
    eventTarget = globalThis.window,
    drawsStorage = createDrawsStorage(),
    getWatchesBackend = () => window.localStorage,
    checkWatchesAtIdle = false,
    getCatalogueSearch = staticCatalogueSearch(),
  }: StoreOptions = {},
) => {
  const listeners = createAppListenerMiddleware();
  const watches = createWatchesAccess({ getBackend: getWatchesBackend, eventTarget });
  const extra: AppThunkExtra = { watches, catalogueSearch: getCatalogueSearch };
  const store = configureStore({
    // A failed save is reported to the diner, never swallowed.
    reducer: createRootReducer(bookingsStorage, (failure) => store.dispatch(bookingsSaveFailed(failure))),
    // The visit's draws, as a page loaded before in this tab left them: the times it showed stay.
    preloadedState: { availability: { draws: drawsStorage.load() }, ...preloadedState },
    // The state holds the diner's name, email and phone: inspectable while developing only.
    devTools: process.env.NODE_ENV !== 'production' && { name: PRODUCT_NAME },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        // Development-only checks, which skip the large plain data.
        immutableCheck: { warnAfter: 200, ignoredPaths: LARGE_PLAIN_DATA },
        serializableCheck: {
          warnAfter: 200,
          ignoredPaths: LARGE_PLAIN_DATA,
          // redux-persist's lifecycle actions carry functions by design; draws are plain numbers.
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER, slotsDrawn.type],
        },
      }).prepend(listeners.middleware),
  });
  const startAppListening = listeners.startListening.withTypes<
    RootState,
    typeof store.dispatch,
    ListenerExtra
  >();
  startPageFileUrl(startAppListening);
  startAvailabilityListeners(startAppListening, drawsStorage);
  startDiscoveryUrl(startAppListening);
  startTableFinderListeners(startAppListening);
  startSearchTextPreparation(startAppListening);
  startListSearch(startAppListening);
  startIndexAfterFragments(startAppListening);
  startNearMeInFragments(startAppListening);
  startReloadCarryOver(startAppListening, store.getState);
  const appStore = Object.assign(store, {
    persistor: persistStore(store),
    /** Hands the app's data router to the listeners; it is made after the store (src/main.tsx). */
    attachRouter: (router: DataRouter) => listeners.attachRouter(store.dispatch, router),
  });
  startBookingsSync({ store: appStore, bookingsStorage, startAppListening, eventTarget });
  watches.attach(appStore, startAppListening);
  // Most devices have no watch stored: then the list is known at once, with no code to load.
  if (!isAnyWatchStored(getWatchesBackend)) {
    store.dispatch(watchesLoaded({ watches: [], unreadable: [], problem: null }));
  }
  if (checkWatchesAtIdle) watches.checkAtIdle();
  return appStore;
};

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { AppStartListening } from './listenerMiddleware';
