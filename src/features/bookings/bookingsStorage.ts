import type { PersistConfig, PersistedState } from 'redux-persist';
import {
  appendKeptEntries,
  BOOKINGS_STORAGE_KEY,
  BOOKINGS_VERSION_KEY,
  UNREADABLE_BACKUP_PREFIX,
  mergeRecords,
  migrateEntries,
  parseEntries,
  parseVersion,
  readStoredList,
  versionAfterWrite,
  withoutUnreadableEntries,
} from './bookingsFormat';
import type { BookingRecord } from './types';

/**
 * The adapter between the stored format (bookingsFormat.ts) and the device's `localStorage`.
 * It never throws: storage that is blocked, full or unreadable is reported, never fatal.
 */
export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** What is wrong with the device's stored bookings, for the diner's notice. */
export type StorageProblem =
  | 'unreadable' // some stored data can't be read by this version; it is kept, the rest is shown
  | 'blocked' // the browser blocks storage: bookings last only for this visit
  | 'full'; // a booking could not be saved: storage is full

/** The device's bookings as loaded at start-up. */
export interface LoadedBookings {
  records: BookingRecord[];
  /** Stored entries this build cannot read, as they are: kept, and carried on by an export. */
  unreadable: unknown[];
  problem: StorageProblem | null;
}

/**
 * What a save did: every record is on the device, or why not. `stood` lists stored states that
 * stayed over the saved ones (a later change made in another tab or on another device).
 */
export type SaveResult =
  { ok: true; stood: BookingRecord[] } | { ok: false; problem: Exclude<StorageProblem, 'unreadable'> };

const isQuotaError = (error: unknown): boolean =>
  error instanceof DOMException &&
  (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error.code === 22);

/** What `after` added to `before`, and what it no longer holds, by JSON. */
const changedEntries = (before: readonly unknown[], after: readonly unknown[]) => {
  const textsBefore = new Set(before.map((entry) => JSON.stringify(entry)));
  const textsAfter = new Set(after.map((entry) => JSON.stringify(entry)));
  return {
    added: after.filter((entry) => !textsBefore.has(JSON.stringify(entry))),
    removed: before.filter((entry) => !textsAfter.has(JSON.stringify(entry))),
  };
};

const defaultBackend = (): StorageBackend => window.localStorage;

/** Whether a backup of exactly `text` is already stored, under any time. */
const hasBackup = (backend: StorageBackend, text: string): boolean => {
  for (let index = 0; index < backend.length; index += 1) {
    const key = backend.key(index);
    if (key?.startsWith(UNREADABLE_BACKUP_PREFIX) && backend.getItem(key) === text) return true;
  }
  return false;
};

/**
 * The device's booking store. One per Redux store: it remembers what it has saved, and which
 * unreadable texts it has already backed up, so each is copied once.
 */
export const createBookingsStorage = ({
  getBackend = defaultBackend,
  now = () => new Date(),
}: {
  /** Called at every access, because reading `window.localStorage` itself can throw. */
  getBackend?: () => StorageBackend;
  now?: () => Date;
} = {}) => {
  const backedUp = new Set<string>();
  const saved = new Set<string>();
  let problem: SaveFailure['problem'] | null = null;
  // The records last read or written: saving them again has nothing to do (redux-persist saves
  // the list once it has loaded it; reading a large list twice at start-up is not free).
  let synced: readonly BookingRecord[] | null = null;
  // Stored states that stayed over ones this tab saved, until the tab takes them (`takeStood`).
  let stood: BookingRecord[] = [];
  let syncedKept: readonly unknown[] = [];

  /** Reads the stored list. Writes nothing: opening a page never changes what is stored. */
  const load = (): LoadedBookings => {
    try {
      const backend = getBackend();
      const text = backend.getItem(BOOKINGS_STORAGE_KEY);
      if (text === null) return { records: [], unreadable: [], problem: null };
      const entries = parseEntries(text);
      if (entries === null) return { records: [], unreadable: [], problem: 'unreadable' };
      const list = readStoredList(entries, parseVersion(backend.getItem(BOOKINGS_VERSION_KEY)));
      list.records.forEach((record) => saved.add(record.id));
      synced = list.records;
      syncedKept = list.unreadableEntries;
      return {
        records: list.records,
        unreadable: list.unreadableEntries,
        problem: list.unreadableCount > 0 ? 'unreadable' : null,
      };
    } catch {
      return { records: [], unreadable: [], problem: 'blocked' };
    }
  };

  /**
   * Stored text that is not a list at all is copied aside before a booking replaces it. A copy
   * that does not fit is given up: the diner's new booking matters more than unreadable text.
   */
  const backUp = (backend: StorageBackend, text: string): void => {
    if (backedUp.has(text)) return;
    try {
      // Copied on an earlier visit: every page opened on the same text would add a copy, until
      // the copies filled the storage the diner's bookings need.
      if (!hasBackup(backend, text))
        backend.setItem(`${UNREADABLE_BACKUP_PREFIX}${now().toISOString()}`, text);
      backedUp.add(text);
    } catch {
      // Nothing else to try; the booking is still saved.
    }
  };

  /**
   * Merges `records` into the stored list, synchronously; writes nothing when nothing changes.
   * Of the `kept` entries (unreadable here), only what changed since the last read or write is
   * written: an import's new ones appended, the ones the diner removed taken out. The others are
   * not sent again, so one that did not fit never fails every later save, and one another tab
   * removed does not come back.
   */
  const save = (records: readonly BookingRecord[], kept: readonly unknown[] = []): SaveResult => {
    if (records === synced && kept === syncedKept) return { ok: true, stood: [] };
    try {
      const backend = getBackend();
      const text = backend.getItem(BOOKINGS_STORAGE_KEY);
      const storedVersion = parseVersion(backend.getItem(BOOKINGS_VERSION_KEY));
      let stored = text === null ? [] : parseEntries(text);
      if (stored === null) {
        backUp(backend, text ?? '');
        stored = [];
      }
      // Written in this build's format: a list left in an older one would be misread next time.
      // Only a write does it: opening a page never changes what is stored.
      const version = versionAfterWrite(storedVersion);
      const migrated = migrateEntries(stored, storedVersion);
      const merged = mergeRecords(migrated, version, records);
      const keptChange = kept === syncedKept ? null : changedEntries(syncedKept, kept);
      const next = keptChange
        ? appendKeptEntries(
            withoutUnreadableEntries(merged.entries, version, keptChange.removed),
            keptChange.added,
          )
        : merged.entries;
      if (next !== migrated) {
        backend.setItem(BOOKINGS_STORAGE_KEY, JSON.stringify(next));
        if (backend.getItem(BOOKINGS_VERSION_KEY) !== String(version))
          backend.setItem(BOOKINGS_VERSION_KEY, String(version));
      }
      records.forEach((record) => saved.add(record.id));
      synced = records;
      syncedKept = kept;
      problem = null;
      stood = [...stood, ...merged.stood];
      return { ok: true, stood: merged.stood };
    } catch (error) {
      problem = isQuotaError(error) ? 'full' : 'blocked';
      return { ok: false, problem };
    }
  };

  /** Whether a booking of this id is on the device, as far as this tab has read or written. */
  const isOnDevice = (id: string): boolean => saved.has(id);

  /** The ids of `records` that are not on the device, as far as this tab has read or written. */
  const unsavedIds = (records: readonly BookingRecord[]): string[] =>
    records.filter((record) => !saved.has(record.id)).map((record) => record.id);

  /** Why the last save failed, if it did. */
  const lastProblem = (): SaveFailure['problem'] | null => problem;

  /** The stored states that stayed over this tab's since the last call, for the tab to show. */
  const takeStood = (): BookingRecord[] => {
    const taken = stood;
    stood = [];
    return taken;
  };

  return { load, save, isOnDevice, unsavedIds, lastProblem, takeStood };
};

/** The device's booking store; its loading may also be asynchronous (a test can hold it back). */
export type BookingsStorage = Omit<ReturnType<typeof createBookingsStorage>, 'load'> & {
  load(): LoadedBookings | Promise<LoadedBookings>;
};

/** A save that failed: why, and which bookings are not on the device. */
export interface SaveFailure {
  problem: Exclude<StorageProblem, 'unreadable'>;
  unsavedIds: string[];
  /** The stored states of bookings whose change or cancel was not written, to show again. */
  undone?: BookingRecord[];
}

/** What redux-persist hands the bookings slice on REHYDRATE. */
export interface RehydratedBookings extends LoadedBookings {
  _persist: { version: number; rehydrated: boolean };
}

export const isRehydratedBookings = (value: unknown): value is RehydratedBookings =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as Partial<RehydratedBookings>).records);

/**
 * The redux-persist config of the bookings slice: it loads the device's list on start-up and
 * saves the slice's records whenever they change — the one path by which bookings are written.
 */
export const bookingsPersistConfig = <State extends { items: BookingRecord[]; unreadableEntries: unknown[] }>(
  storage: BookingsStorage,
  onSaveFailed: (failure: SaveFailure) => void,
): PersistConfig<State> & { deserialize: false } => ({
  key: BOOKINGS_STORAGE_KEY,
  keyPrefix: '',
  // The stored format carries its own version (bookingsFormat.ts); redux-persist's stays fixed.
  version: 1,
  // Plain objects to and from the adapter: it writes the array itself, never double-encoded.
  serialize: false,
  deserialize: false,
  whitelist: ['items', 'unreadableEntries'],
  // The bookings slice merges what was loaded itself, so nothing booked meanwhile is lost.
  stateReconciler: false,
  timeout: 0,
  storage: {
    getItem: async (): Promise<RehydratedBookings> => ({
      ...(await storage.load()),
      _persist: { version: 1, rehydrated: false },
    }),
    setItem: async (_key: string, staged: Partial<State>) => {
      const records = staged.items ?? [];
      const result = storage.save(records, staged.unreadableEntries ?? []);
      if (!result.ok) {
        const failure = { problem: result.problem, unsavedIds: storage.unsavedIds(records) };
        // redux-persist may write while a reducer runs (FLUSH), when nothing may be dispatched.
        queueMicrotask(() => onSaveFailed(failure));
      }
      // `persistor.flush()` resolves with it: an import learns whether it landed.
      return result;
    },
    // Bookings are never purged from here: removing them would lose a diner's booking.
    removeItem: async () => undefined,
  },
  migrate: async (state: PersistedState) => state,
});
