import { makeTestStore } from '@/testing/testStore';
import { bookingPageOpened } from '@/features/bookingInProgress/bookingLink';
import { dayjs } from '@/lib/dates';
import { selectAllSlotDraws, selectSlotDraws, slotsDrawn } from './availabilitySlice';
import { createDrawsStorage, DRAWS_STORAGE_KEY, parseStoredDraws, serializeDraws } from './drawsStorage';
import { SLOT_TIMES } from './generateSlots';
import { slotKey } from './slotDraws';
import { pinClock } from '@/testing/clock';

const KEY = slotKey({ restaurantId: '1', date: '2026-12-04', partySize: 2 });
const evening = (draw: number) => SLOT_TIMES.map(() => draw);

// Noon on the visitor's clock, the day the tests are set: the start-up draws for today's cards
// are today's alone (at night, with today's times gone, the next available days are drawn too).
beforeEach(() => pinClock('2026-12-02T12:00:00'));
afterEach(() => jest.useRealTimers());

describe('the stored draws', () => {
  it('read back what was written', () => {
    const draws = { [KEY]: evening(0.25), '2|2026-12-05|4': evening(0.5) };
    expect(parseStoredDraws(serializeDraws(draws))).toEqual(draws);
  });

  it('keep every readable entry and ignore the rest, never throwing', () => {
    expect(parseStoredDraws(null)).toEqual({});
    expect(parseStoredDraws('{not json')).toEqual({});
    expect(parseStoredDraws('[1, 2]')).toEqual({});
    expect(
      parseStoredDraws(
        JSON.stringify({
          [KEY]: evening(0.1),
          'no key': evening(0.1),
          '1|2026-12-06|2': evening(1),
          '1|2026-12-07|2': [0.1, 0.2],
          '1|2026-12-08|2': SLOT_TIMES.map(() => '0.1'),
        }),
      ),
    ).toEqual({ [KEY]: evening(0.1) });
  });

  it('leave the page working where storage is blocked or full', () => {
    const blocked = createDrawsStorage(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(blocked.load()).toEqual({});
    expect(() => blocked.save({ [KEY]: evening(0.1) })).not.toThrow();
    const full = createDrawsStorage(() => ({
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    }));
    const store = makeTestStore(undefined, { drawsStorage: full });
    store.dispatch(slotsDrawn([KEY], () => 0.3));
    expect(selectSlotDraws(store.getState(), KEY)).toEqual(evening(0.3));
  });
});

describe("the tab's draws across a full page load", () => {
  const storedDraws = () => parseStoredDraws(sessionStorage.getItem(DRAWS_STORAGE_KEY));

  it('are kept once the page is idle after them, and the next page of the tab starts with them', async () => {
    const first = makeTestStore();
    first.dispatch(slotsDrawn([KEY], () => 0.42));
    // Not inside the dispatch that drew them: writing every draw is a long task.
    expect(storedDraws()[KEY]).toBeUndefined();
    // The next frame (a real one: pinClock leaves requestAnimationFrame alone), then the task after it.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await jest.advanceTimersByTimeAsync(1);
    const stored = storedDraws();
    expect(stored[KEY]).toEqual(evening(0.42));
    expect(stored).toEqual(selectAllSlotDraws(first.getState()));

    const next = makeTestStore();
    expect(selectAllSlotDraws(next.getState())).toEqual(stored);
  });

  it('are kept at once when the page is left or hidden before it is idle', () => {
    const leaving = makeTestStore();
    leaving.dispatch(slotsDrawn([KEY], () => 0.42));
    window.dispatchEvent(new Event('pagehide'));
    expect(storedDraws()[KEY]).toEqual(evening(0.42));

    const hidden = makeTestStore();
    const other = slotKey({ restaurantId: '2', date: '2026-12-04', partySize: 2 });
    hidden.dispatch(slotsDrawn([other], () => 0.5));
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(storedDraws()[other]).toEqual(evening(0.5));
    jest.restoreAllMocks();
  });

  it('open a booking link at the time a card offered, not a fresh draw', () => {
    const random = jest.spyOn(Math, 'random').mockReturnValue(0);
    // Every time free on the page that showed the card, which the diner then left.
    makeTestStore().dispatch(slotsDrawn([KEY]));
    window.dispatchEvent(new Event('pagehide'));
    // From here on, a fresh draw would take every time.
    random.mockReturnValue(0.9999);
    const store = makeTestStore();
    store.dispatch(bookingPageOpened('1', '?party=2&date=2026-12-04&time=19:00', dayjs('2026-12-02T12:00')));
    expect(store.getState().bookings.draft).toMatchObject({ date: '2026-12-04', time: '19:00' });
    expect(selectSlotDraws(store.getState(), KEY)).toEqual(evening(0));
  });
});
