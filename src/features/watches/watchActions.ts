import { bookingsSlice } from '@/features/bookings/bookingsSlice';

/** What happens to the watches; reduced in watchReducers.ts, typed `bookings/<name>`. */
export const {
  watchesLoaded,
  watchStarted,
  watchStopped,
  watchesEnded,
  watchesStoredElsewhere,
  watchesSaveFailed,
  watchesImported,
  watchMatchesFound,
  watchMatchesDismissed,
} = bookingsSlice.actions;
