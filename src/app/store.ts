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
import { bookingsSlice } from '@/features/bookings/bookingsSlice';
import { bookingsPersistConfig } from '@/features/bookings/bookingsStorage';
import { filtersSlice } from '@/features/filters/filtersSlice';
import { restaurantsSlice } from '@/features/restaurants/restaurantsSlice';
import { searchSlice } from '@/features/search/searchSlice';

const rootReducer = combineSlices(searchSlice, filtersSlice, restaurantsSlice, availabilitySlice, {
  // Only the bookings slice is persisted, and of it only the records.
  [bookingsSlice.reducerPath]: persistReducer(bookingsPersistConfig(), bookingsSlice.reducer),
});

export type RootState = ReturnType<typeof rootReducer>;

/** A new store; tests pass the slices they need as `preloadedState`. */
export const makeStore = (preloadedState?: Partial<RootState>) =>
  configureStore({
    reducer: rootReducer,
    preloadedState,
    devTools: { name: PRODUCT_NAME },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: {
          // redux-persist's lifecycle actions carry functions by design.
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
        },
      }),
  });

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
