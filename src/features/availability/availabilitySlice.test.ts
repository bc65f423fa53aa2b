import { makeStore } from '@/app/store';
import {
  DEFAULT_PARTY_SIZE,
  selectAvailability,
  selectSelectedTime,
  timeSelected,
  type AvailabilityState,
} from './availabilitySlice';

const withSlots: AvailabilityState = {
  restaurantId: '1',
  date: '2026-12-04',
  partySize: 2,
  selectedTime: null,
  slots: [
    { time: '17:00', available: true, maxPartySize: 8 },
    { time: '17:15', available: false, maxPartySize: 8 },
  ],
};

describe('availability slice', () => {
  it('starts with no date, no slots, no time and a party of two', () => {
    expect(selectAvailability(makeStore().getState())).toEqual({
      restaurantId: null,
      date: null,
      partySize: DEFAULT_PARTY_SIZE,
      slots: [],
      selectedTime: null,
    });
    expect(DEFAULT_PARTY_SIZE).toBe(2);
  });

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
