import { makeTestStore } from '@/testing/testStore';
import {
  bookingStarted,
  dateSelected,
  nextAvailableChosen,
  partySizeChanged,
  timeSelected,
} from '@/features/bookingInProgress/draftActions';
import { createBookingsStorage } from '@/features/bookings/bookingsStorage';
import { dayjs } from '@/lib/dates';
import { createMemoryStorage } from '@/testing/memoryStorage';
import {
  selectDraftNextAvailable,
  selectDraftSlots,
  selectNextAvailableAfter,
  selectHasAvailableSlot,
  selectUndrawnSlotKeys,
} from './availabilitySelectors';
import { slotsDrawn, selectSlotDraws } from './availabilitySlice';
import { SLOT_TIMES } from './generateSlots';
import { slotKey } from './slotDraws';
import { pinClock } from '@/testing/clock';

// Wednesday 2 December 2026, noon.
const NOON = dayjs('2026-12-02T12:00:00');
const AT = NOON.toISOString();

const newStore = () =>
  makeTestStore(undefined, {
    bookingsStorage: createBookingsStorage({ getBackend: () => createMemoryStorage().backend }),
  });

// Noon on the visitor's clock, the day the tests are set: the start-up draws for today's cards
// are today's alone (at night, with today's times gone, the next available days are drawn too).
beforeEach(() => pinClock(NOON.toDate()));
afterEach(() => jest.useRealTimers());

describe('availability', () => {
  it('draws once per slot of the evening, in the action, never in the reducer', () => {
    let calls = 0;
    const action = slotsDrawn(['1|2026-12-04|2'], () => (calls += 1) / 100);
    expect(calls).toBe(SLOT_TIMES.length);
    expect(action.payload['1|2026-12-04|2']).toHaveLength(21);
  });

  it('draws for a restaurant, date and party the moment the booking in progress needs them', () => {
    const store = newStore();
    const random = jest.spyOn(Math, 'random').mockReturnValue(0);
    store.dispatch(bookingStarted({ restaurantId: '1' }));
    expect(random).not.toHaveBeenCalled();
    store.dispatch(dateSelected('2026-12-04', NOON));
    expect(selectUndrawnSlotKeys(store.getState(), AT)).toEqual([]);
    expect(
      selectSlotDraws(store.getState(), slotKey({ restaurantId: '1', date: '2026-12-04', partySize: 2 })),
    ).toHaveLength(21);
    expect(selectDraftSlots(store.getState(), AT).map((slot) => slot.time)).toEqual(SLOT_TIMES);
    expect(selectHasAvailableSlot(store.getState(), AT)).toBe(true);
  });

  it('keeps what was offered for the whole visit: going back and forth changes nothing', () => {
    const store = newStore();
    store.dispatch(bookingStarted({ restaurantId: '1' }));
    store.dispatch(dateSelected('2026-12-04', NOON));
    const first = selectDraftSlots(store.getState(), AT);
    store.dispatch(partySizeChanged(4));
    store.dispatch(dateSelected('2026-12-05', NOON));
    store.dispatch(partySizeChanged(2));
    store.dispatch(dateSelected('2026-12-04', NOON));
    expect(selectDraftSlots(store.getState(), AT)).toEqual(first);
    // Draws already made are never replaced.
    const key = slotKey({ restaurantId: '1', date: '2026-12-04', partySize: 2 });
    store.dispatch(slotsDrawn([key], () => 0.5));
    expect(selectDraftSlots(store.getState(), AT)).toEqual(first);
  });

  it('has no draws for a key named after an Object.prototype member until they are drawn', () => {
    const store = newStore();
    expect(selectSlotDraws(store.getState(), 'constructor')).toBeUndefined();
    expect(selectSlotDraws(store.getState(), 'toString')).toBeUndefined();
    store.dispatch(slotsDrawn(['constructor'], () => 0.5));
    expect(selectSlotDraws(store.getState(), 'constructor')).toEqual(SLOT_TIMES.map(() => 0.5));
  });

  it('offers the spec slots from the draws: free below the chance, taken at or above it', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.9999);
    const store = newStore();
    store.dispatch(bookingStarted({ restaurantId: '1' }));
    store.dispatch(dateSelected('2026-12-04', NOON));
    expect(selectDraftSlots(store.getState(), AT).every((slot) => !slot.available)).toBe(true);
    expect(selectHasAvailableSlot(store.getState(), AT)).toBe(false);
  });

  it("does not offer today's times at or before now", () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const store = newStore();
    store.dispatch(bookingStarted({ restaurantId: '1' }));
    store.dispatch(dateSelected('2026-12-02', NOON));
    const at = dayjs('2026-12-02T19:15:00').toISOString();
    expect(selectDraftSlots(store.getState(), at)[0]?.time).toBe('19:30');
  });

  it('returns the same list while nothing it depends on changes', () => {
    const store = newStore();
    store.dispatch(bookingStarted({ restaurantId: '1' }));
    store.dispatch(dateSelected('2026-12-04', NOON));
    const slots = selectDraftSlots(store.getState(), AT);
    store.dispatch(timeSelected('19:00'));
    expect(selectDraftSlots(store.getState(), AT)).toBe(slots);
  });
});

describe('next available on the booking page', () => {
  it('offers the nearest later days with a free table when the chosen day is full', () => {
    const full = slotKey({ restaurantId: '1', date: '2026-12-04', partySize: 2 });
    const later = ['2026-12-05', '2026-12-06', '2026-12-07', '2026-12-08'].map((date) =>
      slotKey({ restaurantId: '1', date, partySize: 2 }),
    );
    // Drawn earlier in the visit: the 4th and 5th full, the rest free.
    const fresh = newStore();
    fresh.dispatch(slotsDrawn([full, later[0]!], () => 0.9999));
    fresh.dispatch(slotsDrawn(later.slice(1), () => 0));
    fresh.dispatch(bookingStarted({ restaurantId: '1' }));
    fresh.dispatch(dateSelected('2026-12-04', NOON));
    expect(selectDraftNextAvailable(fresh.getState(), AT)).toEqual([
      { date: '2026-12-06', time: '17:00' },
      { date: '2026-12-07', time: '17:00' },
      { date: '2026-12-08', time: '17:00' },
    ]);
    // Of the date asked for, whatever the draft holds; the same list while only the draft's
    // time or date moves.
    const offers = selectNextAvailableAfter(fresh.getState(), '2026-12-04', AT);
    fresh.dispatch(nextAvailableChosen({ date: '2026-12-07', time: '17:00' }, NOON));
    expect(fresh.getState().bookings.draft).toMatchObject({ date: '2026-12-07', time: '17:00' });
    expect(selectNextAvailableAfter(fresh.getState(), '2026-12-04', AT)).toBe(offers);
    expect(selectDraftNextAvailable(fresh.getState(), AT)[0]).toEqual({ date: '2026-12-08', time: '17:00' });
  });

  it('draws the days after a full one the moment it is chosen', () => {
    jest.useFakeTimers({ now: NOON.toDate() });
    const store = newStore();
    jest.spyOn(Math, 'random').mockReturnValue(0.9999);
    store.dispatch(bookingStarted({ restaurantId: '1' }));
    store.dispatch(dateSelected('2026-12-04', NOON));
    expect(selectUndrawnSlotKeys(store.getState(), AT)).toEqual([]);
    expect(
      selectSlotDraws(store.getState(), slotKey({ restaurantId: '1', date: '2027-01-31', partySize: 2 })),
    ).toHaveLength(21);
    expect(selectDraftNextAvailable(store.getState(), AT)).toEqual([]);
    jest.useRealTimers();
  });
});
