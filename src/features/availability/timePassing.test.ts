import { makeStore } from '@/app/store';
import { submitBooking } from '@/features/bookings/submitBooking';
import { selectBookingRequest } from '@/features/bookings/bookingRequest';
import { selectBookings } from '@/features/bookings/bookingsSlice';
import { createBookingsStorage } from '@/features/bookings/bookingsStorage';
import { dayjs } from '@/lib/dates';
import { createMemoryStorage } from '@/testing/memoryStorage';
import {
  bookingStarted,
  clockTicked,
  contactFieldChanged,
  continuedToDetails,
  dateSelected,
  selectAvailability,
  timeSelected,
} from './availabilitySlice';
import type { SlotSource } from './slotDraws';

// Thursday 3 December 2026.
const at = (time: string) => dayjs(`2026-12-03T${time}`);
const allFree = (now: string): SlotSource => ({ now: () => at(now), random: () => 0 });

/** A diner on today's date at 7:10 PM who chose 7:15 PM. */
const chooseToday = (step: 'datetime' | 'details') => {
  const { backend, data } = createMemoryStorage();
  const store = makeStore(undefined, { bookingsStorage: createBookingsStorage({ getBackend: () => backend }) });
  store.dispatch(bookingStarted('1'));
  store.dispatch(dateSelected('2026-12-03', allFree('19:10:00')));
  store.dispatch(timeSelected('19:15'));
  if (step === 'details') {
    store.dispatch(continuedToDetails());
    store.dispatch(contactFieldChanged({ field: 'name', value: 'Ada' }));
    store.dispatch(contactFieldChanged({ field: 'phone', value: '555 123 4567' }));
    store.dispatch(contactFieldChanged({ field: 'email', value: 'ada@example.com' }));
  }
  return { store, data };
};

describe('time passing on the date & time step', () => {
  it("drops today's slots as their time comes, and the chosen one with a message", () => {
    const { store } = chooseToday('datetime');
    expect(selectAvailability(store.getState()).slots[0]?.time).toBe('19:15');

    store.dispatch(clockTicked(at('19:14:00')));
    expect(selectAvailability(store.getState()).selectedTime).toBe('19:15');

    store.dispatch(clockTicked(at('19:15:00')));
    const state = selectAvailability(store.getState());
    expect(state.slots[0]?.time).toBe('19:30');
    expect(state.selectedTime).toBeNull();
    expect(state.expiredTime).toBe('19:15');

    store.dispatch(timeSelected('19:30'));
    expect(selectAvailability(store.getState()).expiredTime).toBeNull();
  });

  it('changes nothing (same state) while no slot has passed', () => {
    const { store } = chooseToday('datetime');
    const before = selectAvailability(store.getState());
    store.dispatch(clockTicked(at('19:12:00')));
    expect(selectAvailability(store.getState())).toBe(before);
  });

  it('drops a date that became yesterday at midnight', () => {
    const { store } = chooseToday('datetime');
    store.dispatch(clockTicked(dayjs('2026-12-04T00:00:30')));
    const state = selectAvailability(store.getState());
    expect(state.date).toBeNull();
    expect(state.slots).toEqual([]);
    expect(state.selectedTime).toBeNull();
  });

  it('keeps the details step as it is until the diner confirms', () => {
    const { store } = chooseToday('details');
    const before = selectAvailability(store.getState());
    store.dispatch(clockTicked(at('19:20:00')));
    expect(selectAvailability(store.getState())).toBe(before);
  });
});

describe('confirming a time that has passed', () => {
  beforeEach(() => jest.useFakeTimers({ now: at('19:16:00').toDate() }));
  afterEach(() => jest.useRealTimers());

  it('saves nothing and returns to the times, drawn afresh, with a message', async () => {
    const { store, data } = chooseToday('details');
    const request = selectBookingRequest(store.getState());
    expect(request).not.toBeNull();

    await store.dispatch(submitBooking(request!));

    const state = selectAvailability(store.getState());
    expect(state.step).toBe('datetime');
    expect(state.expiredTime).toBe('19:15');
    expect(state.selectedTime).toBeNull();
    expect(state.date).toBe('2026-12-03');
    // Regenerated at 7:16 PM: the first slot still offered is 7:30 PM.
    expect(state.slots[0]?.time).toBe('19:30');
    expect(selectBookings(store.getState())).toEqual([]);
    expect(data.size).toBe(0);
  });

  it('books a time just ahead of now', async () => {
    jest.setSystemTime(at('19:14:59').toDate());
    const { store } = chooseToday('details');
    const done = store.dispatch(submitBooking(selectBookingRequest(store.getState())!));
    await jest.advanceTimersByTimeAsync(2000);
    await done;
    expect(selectAvailability(store.getState()).step).toBe('confirmation');
  });
});
