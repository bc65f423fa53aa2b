import type { Watch } from '@/features/watches/watchTypes';
import { WATCHES_STORAGE_KEY } from '@/features/watches/watchTypes';
import { createMemoryStorage } from './memoryStorage';
import { makeTestStore } from './testStore';

/** A watch of two restaurants on two evenings, for ten, with `overrides`. */
export const makeWatch = (id: string, overrides: Partial<Watch> = {}): Watch => ({
  id,
  restaurantIds: ['1', '2'],
  dates: ['2026-12-04', '2026-12-05'],
  window: { from: '21:00', to: '22:00' },
  partySize: 10,
  createdAt: '2026-12-02T17:00:00.000Z',
  ...overrides,
});

/** A store whose device holds these watches, as the `watches` key stores them. */
export const storeWithWatches = (watches: Watch[]) => {
  const storage = createMemoryStorage({
    [WATCHES_STORAGE_KEY]: JSON.stringify(watches),
    [`${WATCHES_STORAGE_KEY}.version`]: '1',
  });
  return { storage, store: makeTestStore(undefined, { getWatchesBackend: () => storage.backend }) };
};
