import type { AppStartListening, AppStore } from '@/app/store';
import { bookingsSaveFailed, bookingsStoredElsewhere } from './bookingsSlice';
import type { BookingsStorage } from './bookingsStorage';
import { BOOKINGS_STORAGE_KEY, BOOKINGS_VERSION_KEY, parseEntries, parseVersion, readStoredList } from './bookingsFormat';
import { submitBooking } from './submitBooking';

interface SyncOptions {
  store: AppStore;
  bookingsStorage: BookingsStorage;
  startAppListening: AppStartListening;
  eventTarget: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined;
}

/**
 * Keeps this tab's bookings and the device in step:
 * - a confirmed booking is written the moment it is confirmed, before the diner sees the
 *   confirmation (the listener runs within the dispatch, before React renders): closing the
 *   tab right after "Booking Confirmed!" loses nothing;
 * - bookings made in another tab appear here without a reload (the `storage` event);
 * - pending saves are written when the page is hidden or closed;
 * - reloading or closing the tab while a booking is being confirmed asks first.
 * Returns a function that stops it.
 */
export const startBookingsSync = ({ store, bookingsStorage, startAppListening, eventTarget }: SyncOptions): (() => void) => {
  const { persistor } = store;
  const stopFlushing = startAppListening({
    actionCreator: submitBooking.fulfilled,
    effect: ({ payload: record }, { dispatch }) => {
      void persistor.flush();
      const problem = bookingsStorage.lastProblem();
      const unsavedIds = bookingsStorage.unsavedIds([record]);
      if (problem && unsavedIds.length > 0) dispatch(bookingsSaveFailed({ problem, unsavedIds }));
    },
  });
  if (!eventTarget) return stopFlushing;

  const handleStorage = (event: StorageEvent) => {
    if (event.key !== BOOKINGS_STORAGE_KEY || event.newValue === null) return;
    const entries = parseEntries(event.newValue) ?? [];
    const version = parseVersion(event.storageArea?.getItem(BOOKINGS_VERSION_KEY) ?? null);
    store.dispatch(bookingsStoredElsewhere(readStoredList(entries, version).records));
  };
  const handlePageHide = () => {
    void persistor.flush();
  };
  // The browser's own "Leave site?" prompt; its text can't be set.
  const handleBeforeUnload = (event: BeforeUnloadEvent) => {
    if (store.getState().bookings.submitStatus !== 'pending') return;
    event.preventDefault();
    event.returnValue = '';
  };
  eventTarget.addEventListener('storage', handleStorage);
  eventTarget.addEventListener('pagehide', handlePageHide);
  eventTarget.addEventListener('beforeunload', handleBeforeUnload);
  return () => {
    stopFlushing();
    eventTarget.removeEventListener('storage', handleStorage);
    eventTarget.removeEventListener('pagehide', handlePageHide);
    eventTarget.removeEventListener('beforeunload', handleBeforeUnload);
  };
};
