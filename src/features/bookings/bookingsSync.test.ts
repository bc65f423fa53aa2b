import { makeTestStore } from '@/testing/testStore';
import { makeBookingRecord } from '@/testing/fixtures';
import { createMemoryStorage } from '@/testing/memoryStorage';
import { BOOKINGS_STORAGE_KEY } from './bookingsFormat';
import { selectBookings } from './bookingsSlice';
import { createBookingsStorage } from './bookingsStorage';
import { submitBooking } from '@/features/bookingInProgress/submitBooking';

const storeOn = (eventTarget: EventTarget) =>
  makeTestStore(undefined, {
    bookingsStorage: createBookingsStorage({ getBackend: () => createMemoryStorage().backend }),
    eventTarget: eventTarget as Window,
  });

describe('the sync with the device', () => {
  it('asks before the tab is reloaded or closed while a booking is being confirmed, and only then', () => {
    const target = new EventTarget();
    const store = storeOn(target);
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    const { id: _id, status: _s, confirmationNumber: _c, createdAt: _t, ...request } = makeBookingRecord();
    store.dispatch(submitBooking.pending('request-id', request));
    expect(leave()).toBe(true);
    store.dispatch(submitBooking.fulfilled(makeBookingRecord(), 'request-id', request));
    expect(leave()).toBe(false);
  });

  it('shows a booking another tab stored, without a reload', () => {
    const target = new EventTarget();
    const store = storeOn(target);
    const record = makeBookingRecord({ id: 'elsewhere' });
    const event = Object.assign(new Event('storage'), {
      key: BOOKINGS_STORAGE_KEY,
      newValue: JSON.stringify([record]),
      storageArea: null,
    });
    target.dispatchEvent(event);
    expect(selectBookings(store.getState())).toEqual([record]);
  });
});
