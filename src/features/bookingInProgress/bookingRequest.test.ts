import { makeTestStore } from '@/testing/testStore';
import { preloadedBookings } from '@/testing/fixtures';
import { newDraft, type BookingDraft } from './bookingDraft';
import { restaurants } from '@/data/catalogue';
import { restaurantsStateFor } from '@/features/restaurants/restaurantsSlice';
import { contactFieldChanged, seatingPreferenceChosen } from './draftActions';
import { selectBookingRequest } from './bookingRequest';

const chosen: BookingDraft = {
  ...newDraft('2'),
  step: 'details',
  date: '2026-12-04',
  partySize: 4,
  time: '19:15',
  contact: {
    name: ' Ada ',
    phone: '555 1234',
    email: 'ada@example.com',
    specialRequests: '',
    occasion: '',
    dietaryNeeds: '',
  },
};
const maison = restaurants.find(({ id }) => id === '2')!;
const storeWith = (draft: BookingDraft) => makeTestStore({ bookings: preloadedBookings({ draft }) });

describe('selectBookingRequest', () => {
  it('combines the restaurant, the choices and the contact details', () => {
    const store = storeWith(chosen);
    expect(selectBookingRequest(store.getState())).toEqual({
      restaurantId: '2',
      restaurantName: 'Maison Lumière',
      date: '2026-12-04',
      time: '19:15',
      partySize: 4,
      customerInfo: { name: ' Ada ', email: 'ada@example.com', phone: '555 1234' },
      terms: maison.terms,
    });
  });

  it("carries the restaurant's terms as they stand at confirming", () => {
    expect(maison.terms).toBeDefined();
    expect(selectBookingRequest(storeWith(chosen).getState())?.terms).toEqual(maison.terms);
    const { terms: _terms, ...withoutTerms } = maison;
    const store = makeTestStore({
      restaurants: restaurantsStateFor([withoutTerms]),
      bookings: preloadedBookings({ draft: chosen }),
    });
    expect(selectBookingRequest(store.getState())).not.toHaveProperty('terms');
  });

  it('carries a seating area the restaurant has, and none for no preference', () => {
    const store = storeWith(chosen);
    expect(selectBookingRequest(store.getState())).not.toHaveProperty('seatingPreference');
    store.dispatch(seatingPreferenceChosen('Terrace'));
    expect(selectBookingRequest(store.getState())?.seatingPreference).toBe('Terrace');
    store.dispatch(seatingPreferenceChosen(null));
    expect(selectBookingRequest(store.getState())).not.toHaveProperty('seatingPreference');
    // Maison Lumière has no garden: a preference it cannot take is not sent.
    store.dispatch(seatingPreferenceChosen('Garden'));
    expect(selectBookingRequest(store.getState())).not.toHaveProperty('seatingPreference');
  });

  it('includes special requests only when there are some', () => {
    const store = storeWith(chosen);
    store.dispatch(contactFieldChanged({ field: 'specialRequests', value: 'Birthday' }));
    expect(selectBookingRequest(store.getState())?.specialRequests).toBe('Birthday');
  });

  it('includes a known occasion and dietary needs only when there are some', () => {
    const store = storeWith(chosen);
    expect(selectBookingRequest(store.getState())).not.toHaveProperty('occasion');
    expect(selectBookingRequest(store.getState())).not.toHaveProperty('dietaryNeeds');
    store.dispatch(contactFieldChanged({ field: 'occasion', value: 'celebration' }));
    store.dispatch(contactFieldChanged({ field: 'dietaryNeeds', value: 'Vegetarian' }));
    expect(selectBookingRequest(store.getState())).toMatchObject({
      occasion: 'celebration',
      dietaryNeeds: 'Vegetarian',
    });
    store.dispatch(contactFieldChanged({ field: 'occasion', value: 'not-an-occasion' }));
    expect(selectBookingRequest(store.getState())).not.toHaveProperty('occasion');
  });

  it('is null without a date, a time or a known restaurant', () => {
    expect(selectBookingRequest(storeWith({ ...chosen, date: null }).getState())).toBeNull();
    expect(selectBookingRequest(storeWith({ ...chosen, time: null }).getState())).toBeNull();
    expect(selectBookingRequest(storeWith({ ...chosen, restaurantId: '999' }).getState())).toBeNull();
  });

  it('returns the same object while its inputs are unchanged', () => {
    const store = storeWith(chosen);
    expect(selectBookingRequest(store.getState())).toBe(selectBookingRequest(store.getState()));
  });
});
