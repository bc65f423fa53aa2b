import { restaurants } from '@/data/catalogue';
import { makeTestStore } from '@/testing/testStore';
import { dayjs } from '@/lib/dates';
import { makeBookingRecord } from '@/testing/fixtures';
import { createMemoryStorage } from '@/testing/memoryStorage';
import { selectBookingRequest } from '@/features/bookingInProgress/bookingRequest';
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
  continuedToDetails,
  dateSelected,
  partySizeChanged,
  timeSelected,
} from '@/features/bookingInProgress/draftActions';
import {
  selectChangingBookingId,
  selectDraft,
  selectSubmitError,
  selectToastBooking,
} from '@/features/bookingInProgress/draftSelectors';
import { newDraft } from '@/features/bookingInProgress/bookingDraft';
import { SUBMIT_DELAY_MS, submitBooking } from '@/features/bookingInProgress/submitBooking';
import type { BookingRecord } from './types';

// Wednesday 2 December 2026, noon.
const NOON = dayjs('2026-12-02T12:00:00');

const newStore = () =>
  makeTestStore(undefined, {
    bookingsStorage: createBookingsStorage({ getBackend: () => createMemoryStorage().backend }),
  });

describe('the stored bookings', () => {
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
