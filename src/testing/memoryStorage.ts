import type { StorageBackend } from '@/features/bookings/bookingsStorage';

const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/**
 * A Storage stand-in whose writes can be made to fail, e.g. like a full localStorage. With a
 * `quota`, it holds at most that many characters of keys and values, as browsers count them.
 */
export const createMemoryStorage = (initial: Record<string, string> = {}, { quota = Infinity } = {}) => {
  const data = new Map(Object.entries(initial));
  let failWrites: ((key: string) => boolean) | null = null;
  const used = () => [...data].reduce((sum, [key, value]) => sum + key.length + value.length, 0);
  const backend: StorageBackend = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      if (failWrites?.(key)) throw quotaExceeded();
      const text = String(value);
      const after =
        used() - (data.has(key) ? key.length + (data.get(key) ?? '').length : 0) + key.length + text.length;
      if (after > quota) throw quotaExceeded();
      data.set(key, text);
    },
    removeItem: (key) => {
      data.delete(key);
    },
    key: (index) => [...data.keys()][index] ?? null,
    get length() {
      return data.size;
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
