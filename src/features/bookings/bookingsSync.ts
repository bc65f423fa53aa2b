import { REHYDRATE } from 'redux-persist';
import type { AppStartListening, AppStore } from '@/app/store';
import { bookingsSaveFailed, bookingsStoredElsewhere } from './bookingsSlice';
import type { BookingsStorage } from './bookingsStorage';
import {
  BOOKINGS_STORAGE_KEY,
  BOOKINGS_VERSION_KEY,
  parseEntries,
  parseVersion,
  readStoredList,
} from './bookingsFormat';

interface SyncOptions {
  store: AppStore;
  bookingsStorage: BookingsStorage;
  startAppListening: AppStartListening;
  eventTarget: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined;
}

/**
 * Keeps this tab's bookings and the device in step:
 * - a booking is written the moment it is confirmed, changed or cancelled, before the diner sees
 *   it (the listener runs within the dispatch, before React renders): closing the tab right
 *   after "Booking Confirmed!" loses nothing;
 * - bookings made in another tab appear here without a reload (the `storage` event);
 * - pending saves are written when the page is hidden or closed;
 * - reloading or closing the tab while a booking is being confirmed asks first.
 * Returns a function that stops it.
 */
export const startBookingsSync = ({
  store,
  bookingsStorage,
  startAppListening,
  eventTarget,
}: SyncOptions): (() => void) => {
  const { persistor } = store;
  // Every change of the records (a booking, a change, a cancellation) is written at once.
  const stopFlushing = startAppListening({
    predicate: (action, current, previous) =>
      action.type !== REHYDRATE &&
      (current.bookings.items !== previous.bookings.items ||
        current.bookings.unreadableEntries !== previous.bookings.unreadableEntries),
    effect: (_action, { dispatch, getState, getOriginalState }) => {
      void persistor.flush();
      // A later change stored meanwhile by another tab stayed: the screen shows what is stored.
      const stood = bookingsStorage.takeStood();
      if (stood.length > 0) dispatch(bookingsStoredElsewhere(stood));
      const problem = bookingsStorage.lastProblem();
      if (!problem) return;
      const before = new Map(getOriginalState().bookings.items.map((record) => [record.id, record]));
      const changed = getState().bookings.items.filter((record) => before.get(record.id) !== record);
      // A change or cancel of a booking the device holds, not written, is undone: the screen
      // must not say what storage does not. A new booking stays, marked as not saved here.
      const undone = changed.flatMap((record) => {
        const previous = before.get(record.id);
        return previous && bookingsStorage.isOnDevice(record.id) ? [previous] : [];
      });
      const unsavedIds = bookingsStorage.unsavedIds(changed.filter((record) => !before.has(record.id)));
      if (unsavedIds.length > 0 || undone.length > 0)
        dispatch(bookingsSaveFailed({ problem, unsavedIds, undone }));
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
