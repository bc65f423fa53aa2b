import { act } from '@testing-library/react';
import { BOOKINGS_STORAGE_KEY } from '@/features/bookings/bookingsFormat';
import { createBookingsStorage } from '@/features/bookings/bookingsStorage';
import type { BookingRecord } from '@/features/bookings/types';
import { createMemoryStorage } from './memoryStorage';
import { makeTestStore } from './testStore';

/** A store whose device already holds `stored`; nothing is read until `load` is called. */
export const deviceWith = (stored: BookingRecord[]) => {
  const memory = createMemoryStorage({ [BOOKINGS_STORAGE_KEY]: JSON.stringify(stored) });
  const storage = createBookingsStorage({ getBackend: () => memory.backend });
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const store = makeTestStore(undefined, {
    bookingsStorage: { ...storage, load: async () => held.then(() => storage.load()) },
  });
  const load = () =>
    act(async () => {
      release();
      await held;
      // The loaded list arrives after redux-persist's own promise chain.
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    });
  return { store, load };
};
