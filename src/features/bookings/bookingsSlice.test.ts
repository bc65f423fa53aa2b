import { restaurants } from '@/data/catalogue';
import { makeTestStore } from '@/testing/testStore';
import { type AppStore } from '@/app/store';
import { dayjs } from '@/lib/dates';
import { makeBookingRecord } from '@/testing/fixtures';
import { createMemoryStorage } from '@/testing/memoryStorage';
import { selectBookingRequest } from './bookingRequest';
import { createBookingsStorage } from './bookingsStorage';
import {
  bookingCancelled,
  bookingsStoredElsewhere,
  selectBookingById,
  selectBookings,
} from './bookingsSlice';
import {
  bookingChangeStarted,
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
} from '@/features/bookingInProgress/draftActions';
import {
  selectBookingStep,
  selectCanContinue,
  selectChangingBookingId,
  selectConfirmedBookingId,
  selectDraft,
  selectIsToastOpen,
  selectSubmitError,
  selectSubmitStatus,
  selectToastBooking,
} from '@/features/bookingInProgress/draftSelectors';
import { newDraft } from './bookingDraft';
import { DEFAULT_PARTY_SIZE, MAX_PARTY_SIZE, MIN_PARTY_SIZE } from './partySize';
import { SUBMIT_DELAY_MS, submitBooking } from './submitBooking';
import type { BookingRecord } from './types';

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

  it('finds no booking for an unknown or missing id', () => {
    const store = newStore();
    expect(selectBookingById(store.getState(), 'nope')).toBeUndefined();
    expect(selectBookingById(store.getState(), null)).toBeUndefined();
  });
});

describe('cancelling and changing a booking', () => {
  afterEach(() => jest.useRealTimers());
  const upcoming = makeBookingRecord({
    id: 'up',
    date: '2026-12-04',
    time: '19:15',
    partySize: 2,
    specialRequests: 'Window',
    occasion: 'anniversary',
    dietaryNeeds: 'No shellfish',
    seatingPreference: 'Garden',
  });
  const past = makeBookingRecord({ id: 'past', date: '2026-11-30', time: '19:15' });
  const changeOfUp = { bookingId: 'up', restaurantId: '1' };
  const storeWith = (...items: BookingRecord[]) => {
    const store = newStore();
    store.dispatch(bookingsStoredElsewhere(items));
    return store;
  };

  it('cancels an upcoming confirmed booking, with the time, and leaves past ones alone', () => {
    const store = storeWith(upcoming, past);
    store.dispatch(bookingCancelled('up', NOON));
    store.dispatch(bookingCancelled('past', NOON));
    expect(selectBookingById(store.getState(), 'up')).toEqual({
      ...upcoming,
      status: 'cancelled',
      cancelledAt: NOON.toISOString(),
    });
    expect(selectBookingById(store.getState(), 'past')).toEqual(past);
    // A cancelled booking stays cancelled.
    store.dispatch(bookingCancelled('up', NOON.add(1, 'hour')));
    expect(selectBookingById(store.getState(), 'up')?.cancelledAt).toBe(NOON.toISOString());
  });

  it('opens the flow with the booking chosen and its details filled, for upcoming bookings only', () => {
    const store = storeWith(upcoming, past);
    store.dispatch(bookingChangeStarted({ bookingId: 'past', restaurantId: '1' }, NOON));
    expect(selectDraft(store.getState()).changing).toBeNull();
    store.dispatch(bookingChangeStarted(changeOfUp, NOON));
    expect(selectDraft(store.getState())).toMatchObject({
      restaurantId: '1',
      step: 'datetime',
      date: '2026-12-04',
      time: '19:15',
      partySize: 2,
      contact: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '(555) 123-4567',
        specialRequests: 'Window',
        occasion: 'anniversary',
        dietaryNeeds: 'No shellfish',
      },
      seatingPreference: 'Garden',
      changing: { bookingId: 'up', date: '2026-12-04', time: '19:15' },
    });
    // The change's page opening again (Back to it, a reload) resumes it as it was.
    store.dispatch(partySizeChanged(4));
    store.dispatch(bookingChangeStarted(changeOfUp, NOON));
    expect(selectDraft(store.getState())).toMatchObject({ partySize: 4, changing: { bookingId: 'up' } });
  });

  it('starts a new booking on Book a Table, never the change left unfinished at that restaurant', () => {
    const store = storeWith(upcoming);
    store.dispatch(bookingChangeStarted(changeOfUp, NOON));
    store.dispatch(bookingLeft());
    store.dispatch(bookingStarted({ restaurantId: '1' }));
    expect(selectDraft(store.getState())).toEqual(newDraft('1'));
    expect(selectChangingBookingId(store.getState())).toBeNull();
  });

  it.each([
    ['a table that has started', { date: '2026-12-02', time: '11:30' }, '1'],
    ['a date that does not exist', { date: '2027-02-29' }, '1'],
    ['a cancelled booking', { status: 'cancelled' as const, cancelledAt: NOON.toISOString() }, '1'],
    ["another restaurant's page", {}, '2'],
  ])('starts no change for %s: a new booking, with no change in it', (_case, overrides, restaurantId) => {
    const store = storeWith({ ...upcoming, ...overrides });
    store.dispatch(bookingStarted({ restaurantId: '1' }));
    store.dispatch(partySizeChanged(6));
    store.dispatch(bookingChangeStarted({ bookingId: 'up', restaurantId }, NOON));
    expect(selectDraft(store.getState())).toEqual(newDraft(restaurantId));
  });

  it('ends the change when its booking can no longer be changed on confirming', async () => {
    jest.useFakeTimers({ now: NOON.toDate() });
    const store = storeWith(upcoming);
    store.dispatch(bookingChangeStarted(changeOfUp, NOON));
    store.dispatch(continuedToDetails());
    const done = store.dispatch(submitBooking(selectBookingRequest(store.getState())!));
    store.dispatch(bookingCancelled('up', NOON));
    await jest.advanceTimersByTimeAsync(SUBMIT_DELAY_MS);
    await done;
    expect(selectChangingBookingId(store.getState())).toBeNull();
    // A later Book a Table there is a new booking, not the dead change.
    store.dispatch(bookingStarted({ restaurantId: '1' }));
    expect(selectDraft(store.getState())).toEqual(newDraft('1'));
  });

  it('names the booking being changed, and nothing when a new one is made', () => {
    const store = storeWith(upcoming);
    store.dispatch(bookingStarted({ restaurantId: '1' }));
    expect(selectChangingBookingId(store.getState())).toBeNull();
    store.dispatch(bookingChangeStarted(changeOfUp, NOON));
    expect(selectChangingBookingId(store.getState())).toBe('up');
    // A plain value: choices made meanwhile do not change what the flow reads.
    store.dispatch(partySizeChanged(4));
    expect(selectChangingBookingId(store.getState())).toBe('up');
  });

  it('updates the same record on confirming: same id and number, new time and party, updatedAt', async () => {
    jest.useFakeTimers({ now: NOON.toDate() });
    const store = storeWith(upcoming);
    store.dispatch(bookingChangeStarted(changeOfUp, NOON));
    store.dispatch(partySizeChanged(4));
    store.dispatch(dateSelected('2026-12-05', NOON));
    store.dispatch(timeSelected('20:30'));
    store.dispatch(continuedToDetails());
    const done = store.dispatch(submitBooking(selectBookingRequest(store.getState())!));
    await jest.advanceTimersByTimeAsync(SUBMIT_DELAY_MS);
    await done;
    expect(selectBookings(store.getState())).toEqual([
      {
        ...upcoming,
        date: '2026-12-05',
        time: '20:30',
        partySize: 4,
        // Confirming the change agrees to the terms shown beside Confirm Booking: today's.
        terms: restaurants[0]!.terms,
        updatedAt: NOON.add(SUBMIT_DELAY_MS, 'ms').toISOString(),
      },
    ]);
    expect(selectToastBooking(store.getState())?.updatedAt).toBeDefined();
    expect(selectDraft(store.getState())).toMatchObject({
      step: 'confirmation',
      confirmedBookingId: 'up',
      changing: null,
    });
  });

  it('refuses a change to a booking cancelled meanwhile', async () => {
    jest.useFakeTimers({ now: NOON.toDate() });
    const store = storeWith(upcoming);
    store.dispatch(bookingChangeStarted(changeOfUp, NOON));
    store.dispatch(continuedToDetails());
    const done = store.dispatch(submitBooking(selectBookingRequest(store.getState())!));
    store.dispatch(bookingCancelled('up', NOON));
    await jest.advanceTimersByTimeAsync(SUBMIT_DELAY_MS);
    await done;
    expect(selectBookingById(store.getState(), 'up')?.status).toBe('cancelled');
    expect(selectSubmitError(store.getState())).toMatch(/can no longer be changed/);
  });
});
