import { makeTestStore } from '@/testing/testStore';
import { type AppStore } from '@/app/store';
import { dayjs } from '@/lib/dates';
import { makeBookingRecord } from '@/testing/fixtures';
import { createMemoryStorage } from '@/testing/memoryStorage';
import { selectBookingRequest } from './bookingRequest';
import { createBookingsStorage } from '@/features/bookings/bookingsStorage';
import {
  bookingsStoredElsewhere,
  selectBookingById,
  selectBookings,
} from '@/features/bookings/bookingsSlice';
import {
  bookingLeft,
  bookingStarted,
  clockTicked,
  confirmationToastClosed,
  contactFieldChanged,
  continuedToDetails,
  dateSelected,
  partySizeChanged,
  returnedToDateTime,
  timeSelected,
} from './draftActions';
import {
  selectBookingStep,
  selectCanContinue,
  selectConfirmedBookingId,
  selectDraft,
  selectIsToastOpen,
  selectSubmitError,
  selectSubmitStatus,
  selectToastBooking,
} from './draftSelectors';
import { DEFAULT_PARTY_SIZE, MAX_PARTY_SIZE, MIN_PARTY_SIZE } from '@/features/bookings/partySize';
import { SUBMIT_DELAY_MS, submitBooking } from './submitBooking';
import type { BookingRecord } from '@/features/bookings/types';

// Wednesday 2 December 2026, noon.
const NOON = dayjs('2026-12-02T12:00:00');

const confirm = (store: AppStore, record: BookingRecord) => {
  const { id: _id, status: _status, confirmationNumber: _number, createdAt: _created, ...request } = record;
  store.dispatch(submitBooking.fulfilled(record, 'request-id', request));
};

const newStore = () =>
  makeTestStore(undefined, {
    bookingsStorage: createBookingsStorage({ getBackend: () => createMemoryStorage().backend }),
  });

/** A store on the date & time step of restaurant 1, with 4 December at 7:15 PM chosen. */
const storeReadyToContinue = () => {
  const store = newStore();
  store.dispatch(bookingStarted({ restaurantId: '1' }));
  store.dispatch(dateSelected('2026-12-04', NOON));
  store.dispatch(timeSelected('19:15'));
  return store;
};

describe('the booking in progress', () => {
  it('starts with no date, no time, a party of two, on the first step', () => {
    expect(selectDraft(newStore().getState())).toEqual({
      restaurantId: null,
      step: 'datetime',
      date: null,
      partySize: DEFAULT_PARTY_SIZE,
      time: null,
      contact: { name: '', phone: '', email: '', specialRequests: '', occasion: '', dietaryNeeds: '' },
      seatingPreference: null,
      expiredTime: null,
      confirmedBookingId: null,
      changing: null,
    });
    expect(DEFAULT_PARTY_SIZE).toBe(2);
    expect([MIN_PARTY_SIZE, MAX_PARTY_SIZE]).toEqual([1, 10]);
  });

  it('clamps the party to 1..10 and clears the chosen time when it changes', () => {
    const store = storeReadyToContinue();
    store.dispatch(partySizeChanged(0));
    expect(selectDraft(store.getState())).toMatchObject({ partySize: 1, time: null });
    store.dispatch(partySizeChanged(42));
    expect(selectDraft(store.getState()).partySize).toBe(10);
    store.dispatch(partySizeChanged(Number.NaN));
    expect(selectDraft(store.getState()).partySize).toBe(10);
  });

  it('keeps the time when the party size does not actually change', () => {
    const store = storeReadyToContinue();
    store.dispatch(partySizeChanged(2));
    expect(selectDraft(store.getState()).time).toBe('19:15');
  });

  it('accepts dates from today through 60 days ahead, and clears the time on a new one', () => {
    const store = storeReadyToContinue();
    store.dispatch(dateSelected('2026-12-01', NOON));
    store.dispatch(dateSelected('2027-02-01', NOON));
    store.dispatch(dateSelected('not a date', NOON));
    expect(selectDraft(store.getState())).toMatchObject({ date: '2026-12-04', time: '19:15' });
    store.dispatch(dateSelected('2026-12-04', NOON));
    expect(selectDraft(store.getState()).time).toBe('19:15');
    store.dispatch(dateSelected('2027-01-31', NOON));
    expect(selectDraft(store.getState())).toMatchObject({ date: '2027-01-31', time: null });
    store.dispatch(dateSelected('2026-12-02', NOON));
    expect(selectDraft(store.getState()).date).toBe('2026-12-02');
  });

  it('takes "now" in the action, not the reducer', () => {
    const action = dateSelected('2026-12-04', NOON);
    expect(action.payload).toEqual({ date: '2026-12-04', at: NOON.toISOString() });
  });

  it('continues to the details only with a date and a time, and back keeps everything', () => {
    const store = newStore();
    store.dispatch(bookingStarted({ restaurantId: '1' }));
    store.dispatch(continuedToDetails());
    expect(selectBookingStep(store.getState())).toBe('datetime');
    store.dispatch(timeSelected('19:15'));
    expect(selectCanContinue(store.getState())).toBe(false);
    store.dispatch(dateSelected('2026-12-04', NOON));
    store.dispatch(timeSelected('19:15'));
    expect(selectCanContinue(store.getState())).toBe(true);
    store.dispatch(continuedToDetails());
    store.dispatch(contactFieldChanged({ field: 'name', value: 'Ada' }));
    store.dispatch(returnedToDateTime());
    expect(selectDraft(store.getState())).toMatchObject({
      step: 'datetime',
      date: '2026-12-04',
      time: '19:15',
      contact: { name: 'Ada' },
    });
  });

  it('keeps a booking in progress for the same restaurant and starts afresh for another', () => {
    const store = storeReadyToContinue();
    store.dispatch(bookingLeft());
    store.dispatch(bookingStarted({ restaurantId: '1' }));
    expect(selectDraft(store.getState())).toMatchObject({ restaurantId: '1', time: '19:15' });
    store.dispatch(bookingStarted({ restaurantId: '2' }));
    expect(selectDraft(store.getState())).toMatchObject({ restaurantId: '2', date: null, time: null });
  });
});

describe('time passing on the date & time step', () => {
  const today = (time: string) => dayjs(`2026-12-02T${time}`);
  const chosenToday = () => {
    const store = newStore();
    store.dispatch(bookingStarted({ restaurantId: '1' }));
    store.dispatch(dateSelected('2026-12-02', NOON));
    store.dispatch(timeSelected('19:15'));
    return store;
  };

  it('drops the chosen time when it comes, with a message', () => {
    const store = chosenToday();
    store.dispatch(clockTicked(today('19:14:00')));
    expect(selectDraft(store.getState()).time).toBe('19:15');
    store.dispatch(clockTicked(today('19:15:00')));
    expect(selectDraft(store.getState())).toMatchObject({ time: null, expiredTime: '19:15' });
  });

  it('drops a date that became yesterday at midnight', () => {
    const store = chosenToday();
    store.dispatch(clockTicked(dayjs('2026-12-03T00:00:30')));
    expect(selectDraft(store.getState())).toMatchObject({ date: null, time: null, expiredTime: '19:15' });
  });

  it('leaves the details step as it is until the diner confirms', () => {
    const store = chosenToday();
    store.dispatch(continuedToDetails());
    const before = selectDraft(store.getState());
    store.dispatch(clockTicked(today('19:20:00')));
    expect(selectDraft(store.getState())).toBe(before);
  });
});

describe('confirming', () => {
  afterEach(() => jest.useRealTimers());

  const readyToConfirm = () => {
    const store = storeReadyToContinue();
    store.dispatch(continuedToDetails());
    for (const [field, value] of [
      ['name', 'Ada'],
      ['phone', '555'],
      ['email', 'ada@example.com'],
    ] as const) {
      store.dispatch(contactFieldChanged({ field, value }));
    }
    return store;
  };

  it('moves to the confirmation when this booking is confirmed', async () => {
    jest.useFakeTimers({ now: NOON.toDate() });
    const store = readyToConfirm();
    const done = store.dispatch(submitBooking(selectBookingRequest(store.getState())!));
    await jest.advanceTimersByTimeAsync(SUBMIT_DELAY_MS);
    await done;
    const [record] = selectBookings(store.getState());
    expect(selectBookingStep(store.getState())).toBe('confirmation');
    expect(selectConfirmedBookingId(store.getState())).toBe(record?.id);
  });

  it('shows the confirmation on coming back when it landed while the diner was elsewhere', async () => {
    jest.useFakeTimers({ now: NOON.toDate() });
    const store = readyToConfirm();
    const done = store.dispatch(submitBooking(selectBookingRequest(store.getState())!));
    store.dispatch(bookingLeft());
    await jest.advanceTimersByTimeAsync(SUBMIT_DELAY_MS);
    await done;
    // Announced wherever the diner is...
    expect(selectIsToastOpen(store.getState())).toBe(true);
    expect(selectToastBooking(store.getState())?.restaurantId).toBe('1');
    // ...and the booking page shows it, not a fresh form.
    store.dispatch(bookingStarted({ restaurantId: '1' }));
    expect(selectBookingStep(store.getState())).toBe('confirmation');
    // Once seen and left, the next visit starts afresh.
    store.dispatch(bookingLeft());
    store.dispatch(bookingStarted({ restaurantId: '1' }));
    expect(selectDraft(store.getState())).toMatchObject({ step: 'datetime', date: null });
  });

  it("does not take over another restaurant's booking the diner has since started", async () => {
    jest.useFakeTimers({ now: NOON.toDate() });
    const store = readyToConfirm();
    const done = store.dispatch(submitBooking(selectBookingRequest(store.getState())!));
    store.dispatch(bookingLeft());
    store.dispatch(bookingStarted({ restaurantId: '2' }));
    await jest.advanceTimersByTimeAsync(SUBMIT_DELAY_MS);
    await done;
    expect(selectDraft(store.getState())).toMatchObject({ restaurantId: '2', step: 'datetime' });
    expect(selectToastBooking(store.getState())?.restaurantId).toBe('1');
  });

  it('refuses a time that passed during the wait and goes back to the times', async () => {
    jest.useFakeTimers({ now: dayjs('2026-12-04T19:14:59').toDate() });
    const store = readyToConfirm();
    const done = store.dispatch(submitBooking(selectBookingRequest(store.getState())!));
    await jest.advanceTimersByTimeAsync(SUBMIT_DELAY_MS);
    await done;
    expect(selectBookings(store.getState())).toEqual([]);
    expect(selectDraft(store.getState())).toMatchObject({
      step: 'datetime',
      time: null,
      expiredTime: '19:15',
    });
    expect(selectSubmitError(store.getState())).toBe('That time has passed. Please choose another.');
  });
});

describe('the confirmation toast', () => {
  it('shows the booking just confirmed until it is closed, and keeps it while it fades', () => {
    const store = newStore();
    expect(selectToastBooking(store.getState())).toBeUndefined();
    const record = makeBookingRecord({ id: 'bk-7' });
    confirm(store, record);
    expect(selectToastBooking(store.getState())).toEqual(record);
    expect(selectIsToastOpen(store.getState())).toBe(true);
    store.dispatch(confirmationToastClosed());
    expect(selectIsToastOpen(store.getState())).toBe(false);
    expect(selectToastBooking(store.getState())).toEqual(record);
    expect(selectBookingById(store.getState(), 'bk-7')).toEqual(record);
  });

  it('is no longer open once another tab has cancelled the booking it announces', () => {
    const store = newStore();
    const record = makeBookingRecord({ id: 'bk-8' });
    confirm(store, record);
    expect(selectIsToastOpen(store.getState())).toBe(true);
    const cancelledThere = {
      ...record,
      status: 'cancelled' as const,
      cancelledAt: '2026-12-02T12:00:01.000Z',
    };
    store.dispatch(bookingsStoredElsewhere([cancelledThere]));
    expect(selectIsToastOpen(store.getState())).toBe(false);
  });

  it('keeps a pending submit pending when the page is entered again', () => {
    const store = newStore();
    store.dispatch(submitBooking.pending('request-id', makeBookingRecord()));
    store.dispatch(bookingStarted({ restaurantId: '1' }));
    expect(selectSubmitStatus(store.getState())).toBe('pending');
  });
});
