import { createMemoryRouter } from 'react-router-dom';
import { SLOT_TIMES } from '@/features/availability/generateSlots';
import { newDraft } from '@/features/bookingInProgress/bookingDraft';
import { DRAFT_CARRY_OVER_KEY } from '@/features/bookingInProgress/draftCarryOver';
import { documentReload, reloadOnce } from '@/lib/chunkRecovery';
import { preloadedBookings } from '@/testing/fixtures';
import { makeTestStore } from '@/testing/testStore';

const draft = {
  ...newDraft('1'),
  step: 'details' as const,
  date: '2026-12-04',
  partySize: 4,
  time: '19:15',
  contact: {
    name: 'Ada Lovelace',
    phone: '(555) 123-4567',
    email: 'ada@example.com',
    specialRequests: 'Window',
    occasion: 'anniversary',
    dietaryNeeds: 'Vegan',
  },
};
const key = '1|2026-12-04|4';
const draws = SLOT_TIMES.map((_, index) => index / SLOT_TIMES.length);

/** The store of the page that loads after the reload, attached to its router as src/main.tsx does. */
const nextPage = () => {
  const store = makeTestStore();
  const before = store.getState();
  store.attachRouter(createMemoryRouter([{ path: '/', element: null }]));
  return { before, after: store.getState() };
};

beforeEach(() => {
  sessionStorage.clear();
  jest.spyOn(documentReload, 'to').mockImplementation(() => undefined);
});
afterEach(() => sessionStorage.clear());

describe('the booking in progress across a reload the site makes', () => {
  it('comes back with the times it was offered, once the router is attached, and only once', () => {
    makeTestStore({ bookings: preloadedBookings({ draft }), availability: { draws: { [key]: draws } } });
    reloadOnce('/book/1');

    const { before, after } = nextPage();
    // The state a prerendered page hydrates from is taken before: it matches the HTML.
    expect(before.bookings.draft).toEqual(newDraft());
    expect(after.bookings.draft).toEqual(draft);
    expect(after.availability.draws[key]).toEqual(draws);
    expect(sessionStorage.getItem(DRAFT_CARRY_OVER_KEY)).toBeNull();
    expect(nextPage().after.bookings.draft).toEqual(newDraft());
  });

  it('is the latest store’s', () => {
    makeTestStore({ bookings: preloadedBookings({ draft }) });
    makeTestStore({ bookings: preloadedBookings({ draft: { ...draft, partySize: 6 } }) });
    reloadOnce('/book/1');
    expect(nextPage().after.bookings.draft.partySize).toBe(6);
  });

  it('is nothing to keep before a booking is started', () => {
    makeTestStore();
    reloadOnce('/');
    expect(sessionStorage.getItem(DRAFT_CARRY_OVER_KEY)).toBeNull();
  });

  it('is ignored, and removed, when the kept text is not a booking in progress', () => {
    sessionStorage.setItem(
      DRAFT_CARRY_OVER_KEY,
      '{"draft":{"restaurantId":"1","partySize":"<img src=x onerror=alert(1)>"}}',
    );
    expect(nextPage().after.bookings.draft).toEqual(newDraft());
    expect(sessionStorage.getItem(DRAFT_CARRY_OVER_KEY)).toBeNull();
  });
});
