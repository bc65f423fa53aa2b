import type { StorageBackend } from '@/features/bookings/bookingsStorage';

/** A Storage stand-in whose writes can be made to fail, e.g. like a full localStorage. */
export const createMemoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  let failWrites: ((key: string) => boolean) | null = null;
  const backend: StorageBackend = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      if (failWrites?.(key)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      data.set(key, String(value));
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
  return {
    backend,
    data,
    /** From now on, writes to keys the predicate accepts throw QuotaExceededError. */
    failWritesTo(predicate: ((key: string) => boolean) | null) {
      failWrites = predicate;
    },
  };
};

/** What reading `window.localStorage` does when site data is blocked. */
export const blockedStorage = (): StorageBackend => {
  throw new DOMException('Access is denied for this document.', 'SecurityError');
};
