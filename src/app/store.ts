import { combineSlices, configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
} from 'redux-persist';
import { PRODUCT_NAME } from '@/data/site';
import { availabilitySlice } from '@/features/availability/availabilitySlice';
import { bookingsSaveFailed, bookingsSlice } from '@/features/bookings/bookingsSlice';
import {
  bookingsPersistConfig,
  createBookingsStorage,
  type BookingsStorage,
} from '@/features/bookings/bookingsStorage';
import { filtersSlice } from '@/features/filters/filtersSlice';
import { restaurantsSlice } from '@/features/restaurants/restaurantsSlice';
import { searchSlice } from '@/features/search/searchSlice';

const createRootReducer = (bookingsStorage: BookingsStorage, onWriteFail?: () => void) =>
  combineSlices(searchSlice, filtersSlice, restaurantsSlice, availabilitySlice, {
    // Only the bookings slice is persisted, and of it only the records.
    [bookingsSlice.reducerPath]: persistReducer(
      bookingsPersistConfig(bookingsStorage, onWriteFail),
      bookingsSlice.reducer,
    ),
  });

export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;

/** Services thunks reach through `extra`, so tests can give them stand-ins. */
export interface ThunkExtra {
  bookingsStorage: BookingsStorage;
}

interface StoreOptions {
  /** Where bookings are kept; the device's localStorage unless a test gives another. */
  bookingsStorage?: BookingsStorage;
}

/** A new store; tests pass the slices they need as `preloadedState`. */
export const makeStore = (
  preloadedState?: Partial<RootState>,
  { bookingsStorage = createBookingsStorage() }: StoreOptions = {},
) => {
  const extra: ThunkExtra = { bookingsStorage };
  const store = configureStore({
    // A failed save is reported to the diner, never swallowed.
    reducer: createRootReducer(bookingsStorage, () => store.dispatch(bookingsSaveFailed())),
    preloadedState,
    devTools: { name: PRODUCT_NAME },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        serializableCheck: {
          // redux-persist's lifecycle actions carry functions by design.
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
        },
      }),
  });
  return store;
};

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
