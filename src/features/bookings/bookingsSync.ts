import type { Persistor } from 'redux-persist';
import type { AppStore } from '@/app/store';
import { bookingsStoredElsewhere } from './bookingsSlice';
import { BOOKINGS_STORAGE_KEY, parseStoredBookings } from './bookingsStorage';

/**
 * Keeps this tab's bookings in step with the device: bookings made in another tab appear here
 * without a reload, and pending saves are written when the page is hidden or closed.
 * Returns a function that stops it.
 */
export const startBookingsSync = (
  store: AppStore,
  persistor: Persistor,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): (() => void) => {
  const handleStorage = (event: StorageEvent) => {
    if (event.key !== BOOKINGS_STORAGE_KEY || event.newValue === null) return;
    store.dispatch(bookingsStoredElsewhere(parseStoredBookings(event.newValue)));
  };
  const handlePageHide = () => {
    void persistor.flush();
  };
  target.addEventListener('storage', handleStorage);
  target.addEventListener('pagehide', handlePageHide);
  return () => {
    target.removeEventListener('storage', handleStorage);
    target.removeEventListener('pagehide', handlePageHide);
  };
};
