import { blockedStorage, createMemoryStorage } from '@/testing/memoryStorage';
import { WATCHES_STORAGE_KEY, WATCHES_VERSION_KEY } from './watchFormat';
import { createWatchesStorage } from './watchesStorage';
import type { Watch } from './watchTypes';

const watch = (id: string): Watch => ({
  id,
  restaurantIds: ['1'],
  dates: ['2026-12-04'],
  window: { from: '18:00', to: '20:00' },
  partySize: 4,
  createdAt: '2026-12-01T12:00:00.000Z',
});

const stored = (memory: ReturnType<typeof createMemoryStorage>) =>
  JSON.parse(memory.data.get(WATCHES_STORAGE_KEY) ?? 'null') as unknown;

describe('the device storage of watches', () => {
  it('writes a JSON array of watches under `watches`, its version beside it', () => {
    const memory = createMemoryStorage();
    const storage = createWatchesStorage({ getBackend: () => memory.backend });
    expect(storage.load()).toEqual({ watches: [], unreadable: [], problem: null });
    expect(storage.save([watch('a')], [])).toEqual({ ok: true });
    expect(stored(memory)).toEqual([watch('a')]);
    expect(memory.data.get(WATCHES_VERSION_KEY)).toBe('1');
  });

  it('keeps an entry it cannot read as it is, in its place, and a newer version stays', () => {
    const strange = { id: 'x', kind: 'waitlist' };
    const memory = createMemoryStorage({
      [WATCHES_STORAGE_KEY]: JSON.stringify([strange, watch('a')]),
      [WATCHES_VERSION_KEY]: '2',
    });
    const storage = createWatchesStorage({ getBackend: () => memory.backend });
    expect(storage.load()).toEqual({ watches: [watch('a')], unreadable: [strange], problem: 'unreadable' });
    storage.save([watch('b')], [strange]);
    expect(stored(memory)).toEqual([strange, watch('b')]);
    expect(memory.data.get(WATCHES_VERSION_KEY)).toBe('2');
  });

  it('copies stored text that is not a list aside before writing a watch', () => {
    const memory = createMemoryStorage({ [WATCHES_STORAGE_KEY]: '{oops' });
    const storage = createWatchesStorage({ getBackend: () => memory.backend, now: () => new Date(0) });
    expect(storage.load().problem).toBe('unreadable');
    storage.save([watch('a')], []);
    expect(memory.data.get('watches.unreadable.1970-01-01T00:00:00.000Z')).toBe('{oops');
    expect(stored(memory)).toEqual([watch('a')]);
  });

  it("writes only this tab's changes: another tab's watch stays when this one stops its own", () => {
    const memory = createMemoryStorage({ [WATCHES_STORAGE_KEY]: JSON.stringify([watch('a')]) });
    const tabOne = createWatchesStorage({ getBackend: () => memory.backend });
    const tabTwo = createWatchesStorage({ getBackend: () => memory.backend });
    tabOne.load();
    tabTwo.load();
    tabTwo.save([watch('a'), watch('b')], []);
    tabOne.save([], []);
    expect(stored(memory)).toEqual([watch('b')]);
  });

  it('reports a full storage, and a blocked one, without throwing', () => {
    const memory = createMemoryStorage();
    memory.failWritesTo((key) => key === WATCHES_STORAGE_KEY);
    const storage = createWatchesStorage({ getBackend: () => memory.backend });
    storage.load();
    expect(storage.save([watch('a')], [])).toEqual({ ok: false, problem: 'full' });
    const blocked = createWatchesStorage({ getBackend: blockedStorage });
    expect(blocked.load()).toEqual({ watches: [], unreadable: [], problem: 'blocked' });
    expect(blocked.save([watch('a')], [])).toEqual({ ok: false, problem: 'blocked' });
  });
});
