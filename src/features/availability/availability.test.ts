import { makeStore } from '@/app/store';
import {
  bookingStarted,
  dateSelected,
  partySizeChanged,
  timeSelected,
} from '@/features/bookings/bookingsSlice';
import { createBookingsStorage } from '@/features/bookings/bookingsStorage';
import { dayjs } from '@/lib/dates';
import { createMemoryStorage } from '@/testing/memoryStorage';
import { selectDraftSlots, selectHasAvailableSlot, selectUndrawnSlotKeys } from './availabilitySelectors';
import { slotsDrawn, selectSlotDraws } from './availabilitySlice';
import { SLOT_TIMES } from './generateSlots';
import { slotKey } from './slotDraws';

// Wednesday 2 December 2026, noon.
const NOON = dayjs('2026-12-02T12:00:00');
const AT = NOON.toISOString();

const newStore = () =>
  makeStore(undefined, { bookingsStorage: createBookingsStorage({ getBackend: () => createMemoryStorage().backend }) });

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
    store.dispatch(bookingStarted('1'));
    expect(random).not.toHaveBeenCalled();
    store.dispatch(dateSelected('2026-12-04', NOON));
    expect(selectUndrawnSlotKeys(store.getState())).toEqual([]);
    expect(selectSlotDraws(store.getState(), slotKey({ restaurantId: '1', date: '2026-12-04', partySize: 2 }))).toHaveLength(21);
    expect(selectDraftSlots(store.getState(), AT).map((slot) => slot.time)).toEqual(SLOT_TIMES);
    expect(selectHasAvailableSlot(store.getState(), AT)).toBe(true);
  });

  it('keeps what was offered for the whole visit: going back and forth changes nothing', () => {
    const store = newStore();
    store.dispatch(bookingStarted('1'));
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

  it('offers the spec slots from the draws: free below the chance, taken at or above it', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.9999);
    const store = newStore();
    store.dispatch(bookingStarted('1'));
    store.dispatch(dateSelected('2026-12-04', NOON));
    expect(selectDraftSlots(store.getState(), AT).every((slot) => !slot.available)).toBe(true);
    expect(selectHasAvailableSlot(store.getState(), AT)).toBe(false);
  });

  it("does not offer today's times at or before now", () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const store = newStore();
    store.dispatch(bookingStarted('1'));
    store.dispatch(dateSelected('2026-12-02', NOON));
    const at = dayjs('2026-12-02T19:15:00').toISOString();
    expect(selectDraftSlots(store.getState(), at)[0]?.time).toBe('19:30');
  });

  it('returns the same list while nothing it depends on changes', () => {
    const store = newStore();
    store.dispatch(bookingStarted('1'));
    store.dispatch(dateSelected('2026-12-04', NOON));
    const slots = selectDraftSlots(store.getState(), AT);
    store.dispatch(timeSelected('19:00'));
    expect(selectDraftSlots(store.getState(), AT)).toBe(slots);
  });
});
