import { slotKey, drawEvening } from '@/features/availability/slotDraws';
import { submitBooking } from '@/features/bookingInProgress/submitBooking';
import { makeBookingRecord } from '@/testing/fixtures';
import { createMemoryStorage } from '@/testing/memoryStorage';
import { pinClock } from '@/testing/clock';
import { makeTestStore } from '@/testing/testStore';
import type { RootState } from '@/app/store';
import { loadWatches } from './loadWatches';
import { startWatch } from './startWatch';
import { watchesImported, watchMatchesDismissed, watchStopped } from './watchActions';
import { WATCHES_STORAGE_KEY } from './watchFormat';
import { watchBookingLink } from './watchLink';
import { selectActiveWatchCount } from './watchPresence';
import { selectActiveWatches, selectWatchMatches, selectWatchStorageProblem } from './watchSelectors';
import { MAX_ACTIVE_WATCHES, type Watch, type WatchInput } from './watchTypes';

const input = (overrides: Partial<WatchInput> = {}): WatchInput => ({
  restaurantIds: ['1', '2'],
  dates: ['2026-12-04', '2026-12-05'],
  window: { from: '20:00', to: '22:00' },
  partySize: 10,
  ...overrides,
});

const taken = () => drawEvening(() => 0.999);
const free = () => drawEvening(() => 0);

/** A store on its own device storage, its watches read; `draws` are this visit's draws. */
const setUp = async ({
  memory = createMemoryStorage(),
  draws = {},
  target = new EventTarget(),
}: {
  memory?: ReturnType<typeof createMemoryStorage>;
  draws?: Record<string, number[]>;
  target?: EventTarget;
} = {}) => {
  const store = makeTestStore({ availability: { draws } } as Partial<RootState>, {
    getWatchesBackend: () => memory.backend,
    eventTarget: target as Window,
    drawsStorage: { load: () => ({}), save: () => undefined },
  });
  await store.dispatch(loadWatches());
  return { store, memory, target };
};

const storedWatches = (memory: ReturnType<typeof createMemoryStorage>) =>
  JSON.parse(memory.data.get(WATCHES_STORAGE_KEY) ?? '[]') as Watch[];

/** The draws of a full Friday and Saturday at restaurants 1 and 2, for a party of 10. */
const fullWeekend = () =>
  Object.fromEntries(
    ['1', '2'].flatMap((restaurantId) =>
      ['2026-12-04', '2026-12-05'].map((date) => [slotKey({ restaurantId, date, partySize: 10 }), taken()]),
    ),
  );

beforeEach(() => pinClock('2026-12-01T12:00:00'));
afterEach(() => jest.useRealTimers());

describe('watches', () => {
  it('starts a watch, stores it under `watches` and counts it', async () => {
    const { store, memory } = await setUp({ draws: fullWeekend() });
    const outcome = await store.dispatch(startWatch(input()));
    expect(outcome.ok).toBe(true);
    expect(selectActiveWatchCount(store.getState())).toBe(1);
    expect(storedWatches(memory)).toEqual([outcome.ok && outcome.watch]);
    expect(selectWatchMatches(store.getState())).toEqual([]);
  });

  it.each<[string, Partial<WatchInput>]>([
    ['an evening outside the booking window', { dates: ['2027-03-01'] }],
    ['a past evening', { dates: ['2026-11-30'] }],
    ['six restaurants', { restaurantIds: ['1', '2', '3', '4', '5', '6'] }],
    ['a window that ends before it starts', { window: { from: '22:00', to: '20:00' } }],
  ])('refuses a watch with %s, and stores nothing', async (_case, overrides) => {
    const { store, memory } = await setUp();
    expect(await store.dispatch(startWatch(input(overrides)))).toEqual({ ok: false, reason: 'invalid' });
    expect(memory.data.has(WATCHES_STORAGE_KEY)).toBe(false);
  });

  it('refuses a duplicate: the same restaurants, evenings, window and party, in any order', async () => {
    const { store } = await setUp({ draws: fullWeekend() });
    await store.dispatch(startWatch(input()));
    const again = input({ restaurantIds: ['2', '1'], dates: ['2026-12-05', '2026-12-04'] });
    expect(await store.dispatch(startWatch(again))).toEqual({ ok: false, reason: 'duplicate' });
    expect((await store.dispatch(startWatch(input({ partySize: 9 })))).ok).toBe(true);
  });

  it(`refuses the ${MAX_ACTIVE_WATCHES + 1}st active watch, and takes one again after a stop`, async () => {
    const { store } = await setUp({ draws: fullWeekend() });
    for (let index = 0; index < MAX_ACTIVE_WATCHES; index += 1) {
      const outcome = await store.dispatch(
        startWatch(input({ window: { from: '20:00', to: `21:${String(index).padStart(2, '0')}` } })),
      );
      expect(outcome.ok).toBe(true);
    }
    expect(await store.dispatch(startWatch(input()))).toEqual({ ok: false, reason: 'limit' });
    store.dispatch(watchStopped(selectActiveWatches(store.getState())[0]!.id));
    expect((await store.dispatch(startWatch(input()))).ok).toBe(true);
  });

  it('reports a full storage: the watch is not kept and the diner is told', async () => {
    const memory = createMemoryStorage();
    memory.failWritesTo((key) => key === WATCHES_STORAGE_KEY);
    const { store } = await setUp({ memory });
    expect(await store.dispatch(startWatch(input()))).toEqual({ ok: false, reason: 'storage' });
    expect(selectActiveWatchCount(store.getState())).toBe(0);
    expect(selectWatchStorageProblem(store.getState())).toBe('full');
  });

  it('finds, at a new visit, the free times it covers, drawn as the booking page would', async () => {
    const { store, memory } = await setUp({ draws: fullWeekend() });
    await store.dispatch(startWatch(input()));
    // A new visit: nothing drawn yet, and this time Saturday at restaurant 2 has tables.
    const spy = jest.spyOn(Math, 'random').mockReturnValue(0.999);
    const { store: next } = await setUp({
      memory,
      draws: { [slotKey({ restaurantId: '2', date: '2026-12-05', partySize: 10 })]: free() },
    });
    spy.mockRestore();
    const matches = selectWatchMatches(next.getState());
    expect(matches.map((match) => `${match.restaurantId} ${match.date} ${match.time}`)).toEqual([
      '2 2026-12-05 21:00',
      '2 2026-12-05 21:15',
      '2 2026-12-05 21:30',
      '2 2026-12-05 21:45',
      '2 2026-12-05 22:00',
    ]);
    expect(watchBookingLink(matches[0]!)).toBe('/book/2?party=10&date=2026-12-05&time=21%3A00');
    // The watched keys were drawn for this visit: the booking page offers the same times.
    expect(Object.keys(next.getState().availability.draws)).toEqual(
      expect.arrayContaining(Object.keys(fullWeekend())),
    );
  });

  it('drops dismissed matches', async () => {
    const { store } = await setUp({
      draws: {
        ...fullWeekend(),
        [slotKey({ restaurantId: '1', date: '2026-12-04', partySize: 10 })]: free(),
      },
    });
    await store.dispatch(startWatch(input({ restaurantIds: ['1'], dates: ['2026-12-04'] })));
    const [first, ...rest] = selectWatchMatches(store.getState());
    store.dispatch(watchMatchesDismissed([`${first!.watchId}|1|2026-12-04|21:00|10`]));
    expect(selectWatchMatches(store.getState())).toEqual(rest);
  });

  it('ends a watch when a time it covers is booked, on the device too', async () => {
    const { store, memory } = await setUp({ draws: fullWeekend() });
    await store.dispatch(startWatch(input()));
    await store.dispatch(startWatch(input({ partySize: 8 })));
    const record = makeBookingRecord({ restaurantId: '2', date: '2026-12-05', time: '21:30', partySize: 10 });
    const { id: _id, status: _s, confirmationNumber: _c, createdAt: _t, ...request } = record;
    store.dispatch(submitBooking.fulfilled(record, 'request', request));
    expect(selectActiveWatches(store.getState()).map((watch) => watch.partySize)).toEqual([8]);
    expect(storedWatches(memory).map((watch) => watch.partySize)).toEqual([8]);
  });

  it('keeps a watch when the booking is outside its window', async () => {
    const { store } = await setUp({ draws: fullWeekend() });
    await store.dispatch(startWatch(input()));
    const record = makeBookingRecord({ restaurantId: '2', date: '2026-12-05', time: '19:00', partySize: 10 });
    const { id: _id, status: _s, confirmationNumber: _c, createdAt: _t, ...request } = record;
    store.dispatch(submitBooking.fulfilled(record, 'request', request));
    expect(selectActiveWatchCount(store.getState())).toBe(1);
  });

  it('ends by itself a watch whose evenings have all passed, at the next visit', async () => {
    const { store, memory } = await setUp({ draws: fullWeekend() });
    await store.dispatch(startWatch(input()));
    pinClock('2026-12-06T09:00:00');
    const { store: later } = await setUp({ memory });
    expect(selectActiveWatchCount(later.getState())).toBe(0);
    expect(storedWatches(memory)).toEqual([]);
    expect(selectActiveWatchCount(store.getState())).toBe(1);
  });

  it('shows one list in several tabs: a watch stopped in one is gone from the other', async () => {
    const memory = createMemoryStorage();
    const { store: one, target: targetOne } = await setUp({ memory, draws: fullWeekend() });
    const { store: two, target: targetTwo } = await setUp({ memory, draws: fullWeekend() });
    const tell = (target: EventTarget) =>
      target.dispatchEvent(
        Object.assign(new Event('storage'), {
          key: WATCHES_STORAGE_KEY,
          newValue: memory.data.get(WATCHES_STORAGE_KEY),
        }),
      );
    const outcome = await one.dispatch(startWatch(input()));
    tell(targetTwo);
    expect(selectActiveWatches(two.getState())).toEqual([outcome.ok && outcome.watch]);
    two.dispatch(watchStopped(selectActiveWatches(two.getState())[0]!.id));
    tell(targetOne);
    expect(selectActiveWatchCount(one.getState())).toBe(0);
    expect(storedWatches(memory)).toEqual([]);
  });

  it("stores an import's watches, and its unreadable entries as they are, once", async () => {
    const strange = { id: 'x', kind: 'waitlist' };
    const { store, memory } = await setUp({ draws: fullWeekend() });
    const imported: Watch = { ...input(), id: 'imported', createdAt: '2026-11-30T10:00:00.000Z' };
    store.dispatch(watchesImported({ watches: [imported], unreadable: [strange] }));
    store.dispatch(watchesImported({ watches: [], unreadable: [strange] }));
    expect(JSON.parse(memory.data.get(WATCHES_STORAGE_KEY)!)).toEqual([imported, strange]);
  });
});
