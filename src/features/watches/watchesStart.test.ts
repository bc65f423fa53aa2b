import { createMemoryStorage } from '@/testing/memoryStorage';
import { makeTestStore } from '@/testing/testStore';
import { whenIdle } from '@/speed/scheduling';
import type { AppStore } from '@/app/store';
import { WATCHES_STORAGE_KEY } from './watchTypes';

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

  it('loads no watch code on a device with none, until another tab stores one', async () => {
    const memory = createMemoryStorage();
    const target = new EventTarget();
    const store = storeOn(memory, target);
    await whenIdle();
    await whenIdle();
    expect(store.getState().bookings.watches.isLoaded).toBe(false);
    memory.data.set(WATCHES_STORAGE_KEY, JSON.stringify([watch]));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: WATCHES_STORAGE_KEY }));
    await loaded(store);
    expect(store.getState().bookings.watches.items).toEqual([watch]);
  });
});
