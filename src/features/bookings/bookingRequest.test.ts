import { makeStore } from '@/app/store';
import {
  availabilitySlice,
  contactFieldChanged,
  type AvailabilityState,
} from '@/features/availability/availabilitySlice';
import { selectBookingRequest } from './bookingRequest';

const chosen: AvailabilityState = {
  ...availabilitySlice.getInitialState(),
  restaurantId: '2',
  step: 'details',
  date: '2026-12-04',
  partySize: 4,
  slots: [{ time: '19:15', available: true, maxPartySize: 6 }],
  selectedTime: '19:15',
  contact: { name: ' Ada ', phone: '555 1234', email: 'ada@example.com', specialRequests: '' },
};

describe('selectBookingRequest', () => {
  it('combines the restaurant, the choices and the contact details', () => {
    const store = makeStore({ availability: chosen });
    expect(selectBookingRequest(store.getState())).toEqual({
      restaurantId: '2',
      restaurantName: 'Maison Lumière',
      date: '2026-12-04',
      time: '19:15',
      partySize: 4,
      customerInfo: { name: ' Ada ', email: 'ada@example.com', phone: '555 1234' },
    });
  });

  it('includes special requests only when there are some', () => {
    const store = makeStore({ availability: chosen });
    store.dispatch(contactFieldChanged({ field: 'specialRequests', value: 'Birthday' }));
    expect(selectBookingRequest(store.getState())?.specialRequests).toBe('Birthday');
  });

  it('is null without a date, a time or a known restaurant', () => {
    expect(selectBookingRequest(makeStore({ availability: { ...chosen, date: null } }).getState())).toBeNull();
    expect(
      selectBookingRequest(makeStore({ availability: { ...chosen, selectedTime: null } }).getState()),
    ).toBeNull();
    expect(
      selectBookingRequest(makeStore({ availability: { ...chosen, restaurantId: '999' } }).getState()),
    ).toBeNull();
  });

  it('returns the same object while its inputs are unchanged', () => {
    const store = makeStore({ availability: chosen });
    expect(selectBookingRequest(store.getState())).toBe(selectBookingRequest(store.getState()));
  });
});
