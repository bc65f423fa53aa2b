import { createMemoryStorage } from '@/testing/memoryStorage';
import { makeTestStore } from '@/testing/testStore';
import { whenIdle } from '@/speed/scheduling';
import type { AppStore } from '@/app/store';
import { startWatchesRuntime } from './watchesRuntime';
import { WATCHES_STORAGE_KEY } from './watchTypes';

// The watches' own chunk, watched: whether its code was started.
jest.mock('./watchesRuntime', () => {
  const actual = jest.requireActual<typeof import('./watchesRuntime')>('./watchesRuntime');
  return { ...actual, startWatchesRuntime: jest.fn(actual.startWatchesRuntime) };
});

const watch = {
  id: 'w1',
  restaurantIds: ['1'],
  dates: ['2099-12-04'],
  window: { from: '20:00', to: '22:00' },
  partySize: 4,
  createdAt: '2026-12-01T12:00:00.000Z',
};

const loaded = (store: AppStore) =>
  new Promise<void>((resolve) => {
    if (store.getState().bookings.watches.isLoaded) return resolve();
    const unsubscribe = store.subscribe(() => {
      if (!store.getState().bookings.watches.isLoaded) return;
      unsubscribe();
      resolve();
    });
  });

const storeOn = (memory: ReturnType<typeof createMemoryStorage>, target: EventTarget) =>
  makeTestStore(undefined, {
    getWatchesBackend: () => memory.backend,
    eventTarget: target as Window,
    checkWatchesAtIdle: true,
  });

describe("the check at a visit's start", () => {
  it('reads the stored watches once the page is idle after its first paint', async () => {
    const memory = createMemoryStorage({ [WATCHES_STORAGE_KEY]: JSON.stringify([watch]) });
    const store = storeOn(memory, new EventTarget());
    expect(store.getState().bookings.watches.isLoaded).toBe(false);
    await loaded(store);
    expect(store.getState().bookings.watches.items).toEqual([watch]);
  });

  it('knows at once that a device with none has none, and loads no watch code until another tab stores one', async () => {
    const memory = createMemoryStorage();
    const target = new EventTarget();
    const store = storeOn(memory, target);
    // Known at once: My Bookings says "No watches" with its first paint, not later.
    expect(store.getState().bookings.watches).toMatchObject({ isLoaded: true, items: [] });
    await whenIdle();
    await whenIdle();
    expect(startWatchesRuntime).not.toHaveBeenCalled();

    memory.data.set(WATCHES_STORAGE_KEY, JSON.stringify([watch]));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: WATCHES_STORAGE_KEY }));
    await new Promise<void>((resolve) => {
      const unsubscribe = store.subscribe(() => {
        if (store.getState().bookings.watches.items.length === 0) return;
        unsubscribe();
        resolve();
      });
    });
    expect(startWatchesRuntime).toHaveBeenCalledTimes(1);
    expect(store.getState().bookings.watches.items).toEqual([watch]);
  });
});
