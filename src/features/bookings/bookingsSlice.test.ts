import { makeStore } from '@/app/store';
import { bookingLeft, bookingStarted } from '@/features/availability/availabilitySlice';
import { makeBookingRecord } from '@/testing/fixtures';
import {
  confirmationToastClosed,
  selectBookingById,
  selectIsToastOpen,
  selectSubmitError,
  selectSubmitStatus,
  selectToastBooking,
} from './bookingsSlice';
import { submitBooking } from './submitBooking';
import type { BookingRecord } from './types';

const confirm = (store: ReturnType<typeof makeStore>, record: BookingRecord) => {
  const { id, status, confirmationNumber, createdAt, ...request } = record;
  void id; void status; void confirmationNumber; void createdAt;
  store.dispatch(submitBooking.fulfilled(record, 'request-id', request));
};

describe('bookings slice', () => {
  it('shows the toast for a booking just confirmed until it is closed', () => {
    const store = makeStore();
    expect(selectToastBooking(store.getState())).toBeUndefined();
    const record = makeBookingRecord({ id: 'bk-7' });
    confirm(store, record);
    expect(selectToastBooking(store.getState())).toEqual(record);
    expect(selectBookingById(store.getState(), 'bk-7')).toEqual(record);
    expect(selectIsToastOpen(store.getState())).toBe(true);
    store.dispatch(confirmationToastClosed());
    expect(selectIsToastOpen(store.getState())).toBe(false);
    // The closed toast still knows its booking while it fades out.
    expect(selectToastBooking(store.getState())).toEqual(record);
    expect(selectBookingById(store.getState(), 'bk-7')).toEqual(record);
  });

  it('starts a new booking without the last toast, status or error', () => {
    const store = makeStore();
    confirm(store, makeBookingRecord());
    store.dispatch(bookingStarted('2'));
    expect(selectIsToastOpen(store.getState())).toBe(false);
    expect(selectSubmitStatus(store.getState())).toBe('idle');

    store.dispatch(submitBooking.rejected(new Error('Kitchen closed'), 'r', makeBookingRecord()));
    expect(selectSubmitError(store.getState())).toBe('Kitchen closed');
    store.dispatch(bookingStarted('2'));
    expect(selectSubmitError(store.getState())).toBeNull();
    expect(selectSubmitStatus(store.getState())).toBe('idle');
  });

  it('closes the toast when the diner leaves the booking page', () => {
    const store = makeStore();
    confirm(store, makeBookingRecord());
    store.dispatch(bookingLeft());
    expect(selectIsToastOpen(store.getState())).toBe(false);
  });

  it('keeps a pending submit pending when the page is entered again', () => {
    const store = makeStore();
    store.dispatch(submitBooking.pending('r', makeBookingRecord()));
    store.dispatch(bookingStarted('1'));
    expect(selectSubmitStatus(store.getState())).toBe('pending');
  });

  it('finds no booking for an unknown or missing id', () => {
    const store = makeStore();
    confirm(store, makeBookingRecord({ id: 'bk-1' }));
    expect(selectBookingById(store.getState(), 'nope')).toBeUndefined();
    expect(selectBookingById(store.getState(), null)).toBeUndefined();
  });
});
