import { makeStore } from '@/app/store';
import { submitBooking } from '@/features/bookings/submitBooking';
import { dayjs } from '@/lib/dates';
import { makeBookingRecord } from '@/testing/fixtures';
import {
  DEFAULT_PARTY_SIZE,
  MAX_PARTY_SIZE,
  MIN_PARTY_SIZE,
  availabilitySlice,
  bookingLeft,
  bookingStarted,
  contactFieldChanged,
  continuedToDetails,
  dateSelected,
  partySizeChanged,
  returnedToDateTime,
  selectAvailability,
  selectBookingStep,
  selectCanContinue,
  selectContactDetails,
  selectHasAvailableSlot,
  selectPartySize,
  selectSelectedDate,
  selectSelectedTime,
  selectSlots,
  timeSelected,
  type AvailabilityState,
  type SlotSource,
} from './availabilitySlice';

// Wednesday 2 December 2026, noon.
const NOON = dayjs('2026-12-02T12:00:00');
const source = (draw: number, at = NOON): SlotSource => ({ now: () => at, random: () => draw });
const allFree = source(0);
const noneFree = source(0.9999);

const initial = availabilitySlice.getInitialState();

const withSlots: AvailabilityState = {
  ...initial,
  restaurantId: '1',
  date: '2026-12-04',
  partySize: 2,
  selectedTime: null,
  slots: [
    { time: '17:00', available: true, maxPartySize: 8 },
    { time: '17:15', available: false, maxPartySize: 8 },
  ],
};

/** A store on the given step with a date and time chosen for restaurant 1. */
const storeReadyToContinue = () => {
  const store = makeStore();
  store.dispatch(bookingStarted('1'));
  store.dispatch(dateSelected('2026-12-04', allFree));
  store.dispatch(timeSelected('19:15'));
  return store;
};

describe('availability slice', () => {
  it('starts with no date, no slots, no time, a party of two, on the first step', () => {
    expect(selectAvailability(makeStore().getState())).toEqual({
      restaurantId: null,
      step: 'datetime',
      date: null,
      partySize: DEFAULT_PARTY_SIZE,
      slots: [],
      selectedTime: null,
      contact: { name: '', phone: '', email: '', specialRequests: '' },
      confirmedBookingId: null,
      expiredTime: null,
    });
    expect(DEFAULT_PARTY_SIZE).toBe(2);
    expect([MIN_PARTY_SIZE, MAX_PARTY_SIZE]).toEqual([1, 10]);
  });

  describe('timeSelected', () => {
    it('selects an available slot', () => {
      const store = makeStore({ availability: withSlots });
      store.dispatch(timeSelected('17:00'));
      expect(selectSelectedTime(store.getState())).toBe('17:00');
    });

    it('ignores an unavailable or unknown slot', () => {
      const store = makeStore({ availability: withSlots });
      store.dispatch(timeSelected('17:15'));
      expect(selectSelectedTime(store.getState())).toBeNull();
      store.dispatch(timeSelected('23:00'));
      expect(selectSelectedTime(store.getState())).toBeNull();
    });
  });

  describe('dateSelected', () => {
    it('generates the slots of the date from the drawn values', () => {
      const store = makeStore();
      store.dispatch(dateSelected('2026-12-04', allFree));
      expect(selectSelectedDate(store.getState())).toBe('2026-12-04');
      const slots = selectSlots(store.getState());
      expect(slots).toHaveLength(21);
      expect(slots.every((slot) => slot.available)).toBe(true);
      expect(selectHasAvailableSlot(store.getState())).toBe(true);

      store.dispatch(dateSelected('2026-12-05', noneFree));
      expect(selectSlots(store.getState())).toHaveLength(21);
      expect(selectHasAvailableSlot(store.getState())).toBe(false);
    });

    it('draws "now" and the random values in the action, not the reducer', () => {
      const action = dateSelected('2026-12-04', { now: () => NOON, random: () => 0.25 });
      expect(action.payload).toEqual({
        date: '2026-12-04',
        generatedAt: NOON.toISOString(),
        draws: Array.from({ length: 21 }, () => 0.25),
      });
      // Replaying the same action gives the same state: the reducer is pure.
      const reducer = availabilitySlice.reducer;
      expect(reducer(initial, action)).toEqual(reducer(initial, action));
    });

    it('takes its draws from Math.random and its time from the clock by default', () => {
      jest.useFakeTimers({ now: new Date(2026, 11, 2, 19, 0) });
      const store = makeStore();
      const random = jest.spyOn(Math, 'random').mockReturnValue(0);
      store.dispatch(dateSelected('2026-12-02'));
      expect(random).toHaveBeenCalledTimes(21);
      // Today at 19:00: 19:00 and earlier are not offered.
      expect(selectSlots(store.getState())[0]?.time).toBe('19:15');
      jest.useRealTimers();
    });

    it('clears the chosen time when the date changes', () => {
      const store = storeReadyToContinue();
      expect(selectSelectedTime(store.getState())).toBe('19:15');
      store.dispatch(dateSelected('2026-12-05', allFree));
      expect(selectSelectedTime(store.getState())).toBeNull();
    });

    it('keeps the slots and time when the same date is picked again', () => {
      const store = storeReadyToContinue();
      store.dispatch(dateSelected('2026-12-04', noneFree));
      expect(selectSelectedTime(store.getState())).toBe('19:15');
      expect(selectHasAvailableSlot(store.getState())).toBe(true);
    });

    it.each(['2026-12-01', '2027-01-31T00:00', '2027-02-01', 'tomorrow'])(
      'ignores %p, outside the booking window',
      (date) => {
        const store = makeStore();
        store.dispatch(dateSelected(date, allFree));
        expect(selectSelectedDate(store.getState())).toBeNull();
      },
    );

    it('accepts today and today + 60 days', () => {
      const store = makeStore();
      store.dispatch(dateSelected('2026-12-02', allFree));
      expect(selectSelectedDate(store.getState())).toBe('2026-12-02');
      store.dispatch(dateSelected('2027-01-31', allFree));
      expect(selectSelectedDate(store.getState())).toBe('2027-01-31');
    });
  });

  describe('partySizeChanged', () => {
    it('clamps the party to 1..10', () => {
      const store = makeStore();
      store.dispatch(partySizeChanged(0, allFree));
      expect(selectPartySize(store.getState())).toBe(1);
      store.dispatch(partySizeChanged(11, allFree));
      expect(selectPartySize(store.getState())).toBe(10);
      store.dispatch(partySizeChanged(Number.NaN, allFree));
      expect(selectPartySize(store.getState())).toBe(10);
    });

    it('regenerates the slots for the new party and clears the chosen time', () => {
      const store = storeReadyToContinue();
      store.dispatch(partySizeChanged(9, allFree));
      expect(selectSelectedTime(store.getState())).toBeNull();
      const free = selectSlots(store.getState()).filter((slot) => slot.available);
      expect(free.map((slot) => slot.time)).toEqual(['21:00', '21:15', '21:30', '21:45', '22:00']);
    });

    it('changes the party without slots before a date is chosen', () => {
      const store = makeStore();
      store.dispatch(partySizeChanged(4, allFree));
      expect(selectPartySize(store.getState())).toBe(4);
      expect(selectSlots(store.getState())).toEqual([]);
    });

    it('keeps the time when the size does not actually change', () => {
      const store = storeReadyToContinue();
      store.dispatch(partySizeChanged(2, noneFree));
      expect(selectSelectedTime(store.getState())).toBe('19:15');
    });
  });

  describe('steps', () => {
    it('continues to the details only with a date and a time', () => {
      const store = makeStore();
      store.dispatch(bookingStarted('1'));
      expect(selectCanContinue(store.getState())).toBe(false);
      store.dispatch(continuedToDetails());
      expect(selectBookingStep(store.getState())).toBe('datetime');

      store.dispatch(dateSelected('2026-12-04', allFree));
      expect(selectCanContinue(store.getState())).toBe(false);
      store.dispatch(continuedToDetails());
      expect(selectBookingStep(store.getState())).toBe('datetime');

      store.dispatch(timeSelected('19:15'));
      expect(selectCanContinue(store.getState())).toBe(true);
      store.dispatch(continuedToDetails());
      expect(selectBookingStep(store.getState())).toBe('details');
    });

    it('goes back to the date & time step keeping every choice and everything typed', () => {
      const store = storeReadyToContinue();
      store.dispatch(partySizeChanged(4, allFree));
      store.dispatch(timeSelected('19:15'));
      store.dispatch(continuedToDetails());
      store.dispatch(contactFieldChanged({ field: 'name', value: 'Ada ' }));
      store.dispatch(contactFieldChanged({ field: 'specialRequests', value: 'Window' }));
      const before = selectAvailability(store.getState());

      store.dispatch(returnedToDateTime());
      expect(selectAvailability(store.getState())).toEqual({ ...before, step: 'datetime' });
      store.dispatch(continuedToDetails());
      expect(selectAvailability(store.getState())).toEqual(before);
      expect(selectContactDetails(store.getState())).toMatchObject({
        name: 'Ada ',
        specialRequests: 'Window',
      });
    });

    it('moves to the confirmation when this booking is confirmed', () => {
      const store = storeReadyToContinue();
      store.dispatch(continuedToDetails());
      const record = makeBookingRecord({ id: 'bk-9', restaurantId: '1' });
      const { id, status, confirmationNumber, createdAt, ...request } = record;
      void id; void status; void confirmationNumber; void createdAt;
      store.dispatch(submitBooking.fulfilled(record, 'req', request));
      expect(selectBookingStep(store.getState())).toBe('confirmation');
      expect(selectAvailability(store.getState()).confirmedBookingId).toBe('bk-9');
      // The confirmation has no way back.
      store.dispatch(returnedToDateTime());
      expect(selectBookingStep(store.getState())).toBe('confirmation');
    });

    it("ignores a confirmation for a booking the diner has since left", () => {
      const store = storeReadyToContinue();
      store.dispatch(continuedToDetails());
      store.dispatch(bookingStarted('2'));
      const record = makeBookingRecord({ restaurantId: '1' });
      const { id, status, confirmationNumber, createdAt, ...request } = record;
      void id; void status; void confirmationNumber; void createdAt;
      store.dispatch(submitBooking.fulfilled(record, 'req', request));
      expect(selectBookingStep(store.getState())).toBe('datetime');
    });
  });

  describe('bookingStarted', () => {
    it('keeps a booking in progress for the same restaurant', () => {
      const store = storeReadyToContinue();
      store.dispatch(continuedToDetails());
      const before = selectAvailability(store.getState());
      store.dispatch(bookingStarted('1'));
      expect(selectAvailability(store.getState())).toBe(before);
    });

    it('starts afresh for another restaurant', () => {
      const store = storeReadyToContinue();
      store.dispatch(partySizeChanged(5, allFree));
      store.dispatch(contactFieldChanged({ field: 'email', value: 'ada@example.com' }));
      store.dispatch(bookingStarted('2'));
      expect(selectAvailability(store.getState())).toEqual({ ...initial, restaurantId: '2' });
    });

    it('is done with a finished booking when the diner leaves, and keeps one in progress', () => {
      const finished = makeStore({
        availability: { ...withSlots, step: 'confirmation', confirmedBookingId: 'bk-1' },
      });
      finished.dispatch(bookingLeft());
      expect(selectAvailability(finished.getState())).toEqual(initial);

      const inProgress = storeReadyToContinue();
      const before = selectAvailability(inProgress.getState());
      inProgress.dispatch(bookingLeft());
      expect(selectAvailability(inProgress.getState())).toBe(before);
    });

    it('starts afresh after a finished booking, even at the same restaurant', () => {
      const store = makeStore({
        availability: { ...withSlots, step: 'confirmation', confirmedBookingId: 'bk-1' },
      });
      store.dispatch(bookingStarted('1'));
      expect(selectAvailability(store.getState())).toEqual({ ...initial, restaurantId: '1' });
    });
  });
});
