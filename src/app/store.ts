import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { DataRouter } from 'react-router-dom';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist';
import { PRODUCT_NAME } from '@/data/site';
import { availabilitySlice } from '@/features/availability/availabilitySlice';
import { startAvailabilityListeners } from '@/features/availability/availabilityListeners';
import { bookingsSaveFailed, bookingsSlice } from '@/features/bookings/bookingsSlice';
import { startBookingsSync } from '@/features/bookings/bookingsSync';
import {
  bookingsPersistConfig,
  createBookingsStorage,
  type BookingsStorage,
  type SaveFailure,
} from '@/features/bookings/bookingsStorage';
import { startDiscoveryAddress } from '@/features/discovery/discoveryAddress';
import { filtersSlice } from '@/features/discovery/filtersSlice';
import { restaurantsSlice } from '@/features/restaurants/restaurantsSlice';
import { searchSlice } from '@/features/discovery/searchSlice';
import { createAppListenerMiddleware, type ListenerExtra } from './listenerMiddleware';
import { startReloadCarryOver } from './reloadCarryOver';

const createRootReducer = (
  bookingsStorage: BookingsStorage,
  onSaveFailed: (failure: SaveFailure) => void,
) =>
  combineSlices(searchSlice, filtersSlice, restaurantsSlice, availabilitySlice, {
    // Only the bookings slice is persisted, and of it only the records.
    [bookingsSlice.reducerPath]: persistReducer(bookingsPersistConfig(bookingsStorage, onSaveFailed), bookingsSlice.reducer),
  });

export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;

interface StoreOptions {
  /** Where bookings are kept; the device's localStorage unless a test gives another. */
  bookingsStorage?: BookingsStorage;
  /** Where the cross-tab `storage` event comes from; the window unless a test gives another. */
  eventTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * A new store, with what follows its actions started: the device's bookings loading and
 * saving (redux-persist), the sync with other tabs, and the listeners. Tests pass the slices
 * they need as `preloadedState`.
 */
export const makeStore = (
  preloadedState?: Partial<RootState>,
  { bookingsStorage = createBookingsStorage(), eventTarget = globalThis.window }: StoreOptions = {},
) => {
  const listeners = createAppListenerMiddleware();
  const store = configureStore({
    // A failed save is reported to the diner, never swallowed.
    reducer: createRootReducer(bookingsStorage, (failure) => store.dispatch(bookingsSaveFailed(failure))),
    preloadedState,
    // The state holds the diner's name, email and phone: inspectable while developing only.
    devTools: process.env.NODE_ENV !== 'production' && { name: PRODUCT_NAME },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // Development-only checks. The stored records are plain JSON, checked when read
        // (bookingsFormat.ts); walking thousands of them on every action would only slow
        // development down.
        immutableCheck: { warnAfter: 200, ignoredPaths: ['bookings.items'] },
        serializableCheck: {
          warnAfter: 200,
          ignoredPaths: ['bookings.items'],
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
        },
      }).prepend(listeners.middleware),
  });
  const startAppListening = listeners.startListening.withTypes<RootState, typeof store.dispatch, ListenerExtra>();
  startAvailabilityListeners(startAppListening);
  startDiscoveryAddress(startAppListening);
  startReloadCarryOver(startAppListening, store.getState);
  const appStore = Object.assign(store, {
    persistor: persistStore(store),
    /** Hands the app's data router to the listeners; it is made after the store (src/main.tsx). */
    attachRouter: (router: DataRouter) => listeners.attachRouter(store.dispatch, router),
  });
  startBookingsSync({ store: appStore, bookingsStorage, startAppListening, eventTarget });
  return appStore;
};

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { AppStartListening } from './listenerMiddleware';
