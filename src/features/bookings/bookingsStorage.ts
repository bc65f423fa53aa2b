import { createMigrate, type MigrationManifest, type PersistConfig, type PersistedState } from 'redux-persist';
import type { BookingsState } from './bookingsSlice';
import type { BookingRecord } from './types';

/**
 * The storage format. `localStorage.bookings` holds exactly a JSON array of booking records
 * (SPEC §7) — not redux-persist's `persist:` envelope — so anything that reads the spec's list
 * reads ours, and a list already stored there is loaded and kept. The format's version sits
 * beside it under its own key, so the array itself stays the plain list.
 *
 * A diner who was told "Booking Confirmed!" must never lose that booking, so this layer:
 * - never throws: storage that is blocked, full or corrupt is reported, not fatal;
 * - never destroys what it cannot read: it copies it to a backup key before writing back;
 * - never drops a record another tab wrote: every write merges with what is stored, by id.
 */
export const BOOKINGS_STORAGE_KEY = 'bookings';
export const BOOKINGS_VERSION_KEY = 'bookings.version';
export const UNREADABLE_BACKUP_PREFIX = 'bookings.unreadable.';

/** Version 0 is the unversioned list of the original site; 1 adds the version key. */
export const BOOKINGS_FORMAT_VERSION = 1;

export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What went wrong with the stored bookings, for the diner's notice. */
export type StorageProblem =
  | 'recovered' // some stored data could not be read; it was backed up and the rest loaded
  | 'unavailable' // storage is blocked: bookings last only for this visit
  | 'write-failed'; // a save failed (e.g. storage full)

/** What the adapter hands redux-persist on load, and what the bookings slice rehydrates from. */
export interface StoredBookings {
  items: BookingRecord[];
  problem?: StorageProblem;
  _persist: { version: number; rehydrated: boolean };
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a stored value has every field of a booking record with the right type. */
export const isBookingRecord = (value: unknown): value is BookingRecord => {
  if (!isObject(value) || !isObject(value.customerInfo)) return false;
  const { customerInfo } = value;
  return (
    isString(value.id) &&
    value.id !== '' &&
    isString(value.restaurantId) &&
    isString(value.restaurantName) &&
    isString(value.date) &&
    isString(value.time) &&
    typeof value.partySize === 'number' &&
    Number.isFinite(value.partySize) &&
    isString(customerInfo.name) &&
    isString(customerInfo.email) &&
    isString(customerInfo.phone) &&
    (value.specialRequests === undefined || isString(value.specialRequests)) &&
    value.status === 'confirmed' &&
    isString(value.confirmationNumber) &&
    isString(value.createdAt)
  );
};

/** The stored text, split into entries; `null` when it is not a JSON array at all. */
export const parseEntries = (text: string): unknown[] | null => {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

/** The valid records of a stored text; anything unreadable yields none rather than an error. */
export const parseStoredBookings = (text: string | null): BookingRecord[] =>
  (text === null ? [] : (parseEntries(text) ?? [])).filter(isBookingRecord);

export const serializeBookings = (records: readonly BookingRecord[]): string =>
  JSON.stringify(records);

/**
 * `base` with every record of `incoming` whose id it lacks appended, in order.
 * Returns `base` itself when nothing is new, so callers can tell that nothing changed.
 */
export const mergeBookings = (
  base: readonly BookingRecord[],
  incoming: readonly BookingRecord[],
): BookingRecord[] => {
  const known = new Set(base.map((record) => record.id));
  const added = incoming.filter((record) => {
    if (known.has(record.id)) return false;
    known.add(record.id);
    return true;
  });
  return added.length === 0 ? (base as BookingRecord[]) : [...base, ...added];
};

/**
 * Records of the unversioned format are upgraded, never dropped: older writers stored
 * the party size as text and could omit the status (every stored booking was confirmed).
 */
export const upgradeLegacyEntry = (entry: unknown): unknown => {
  if (!isObject(entry)) return entry;
  const partySize =
    isString(entry.partySize) && /^\d+$/.test(entry.partySize.trim())
      ? Number(entry.partySize)
      : entry.partySize;
  const id = isString(entry.id) && entry.id !== '' ? entry.id : entry.confirmationNumber;
  return { ...entry, id, partySize, status: entry.status ?? 'confirmed' };
};

/** Migrations of the stored entries, keyed by the version they produce (redux-persist's form). */
export const bookingsMigrations = {
  1: (state: PersistedState) =>
    state && {
      ...state,
      items: ((state as unknown as { items: unknown[] }).items ?? []).map(upgradeLegacyEntry),
    },
} as unknown as MigrationManifest;

const readVersion = (backend: StorageBackend): number => {
  const stored = Number(backend.getItem(BOOKINGS_VERSION_KEY));
  return Number.isInteger(stored) && stored >= 0 ? stored : 0;
};

/** What the adapter hands the migration step: the entries not yet checked, and their text. */
interface InboundBookings {
  items: unknown[];
  text: string;
  problem?: StorageProblem;
  _persist: { version: number; rehydrated: boolean };
}

const defaultBackend = (): StorageBackend => window.localStorage;

/**
 * The device's booking store. One per Redux store: it remembers which unreadable texts it
 * has already backed up, so each is copied once.
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

  /** Keeps a copy of stored text this version cannot fully read, before anything overwrites it. */
  const backUp = (backend: StorageBackend, text: string): void => {
    if (backedUp.has(text)) return;
    backend.setItem(`${UNREADABLE_BACKUP_PREFIX}${now().toISOString()}`, text);
    backedUp.add(text);
  };

  /**
   * Reads the stored list for start-up: the raw entries (migrated and checked afterwards), the
   * version they were written with, and the text itself for a backup. Text that is not a JSON
   * array is backed up at once.
   */
  const read = (): InboundBookings | undefined => {
    const backend = getBackend();
    const text = backend.getItem(BOOKINGS_STORAGE_KEY);
    if (text === null) return undefined;
    const entries = parseEntries(text);
    if (entries === null) {
      backUp(backend, text);
      return { items: [], text, problem: 'recovered', _persist: { version: BOOKINGS_FORMAT_VERSION, rehydrated: false } };
    }
    const version = backend.getItem(BOOKINGS_VERSION_KEY) === null ? 0 : readVersion(backend);
    return { items: entries, text, _persist: { version, rehydrated: false } };
  };

  /**
   * Writes `records` merged into what is stored now, synchronously. Stored text with entries
   * this version cannot read is backed up first; if even that fails, nothing is overwritten
   * and the error is thrown to the caller.
   */
  const write = (records: readonly BookingRecord[]): BookingRecord[] => {
    const backend = getBackend();
    const text = backend.getItem(BOOKINGS_STORAGE_KEY);
    const entries = text === null ? [] : parseEntries(text);
    const stored = (entries ?? []).filter(isBookingRecord);
    if (text !== null && (entries === null || stored.length !== entries.length)) backUp(backend, text);
    const merged = mergeBookings(stored, records);
    backend.setItem(BOOKINGS_STORAGE_KEY, serializeBookings(merged));
    // Never lower the version a newer site wrote: its records were kept as they are.
    const version = Math.max(readVersion(backend), BOOKINGS_FORMAT_VERSION);
    backend.setItem(BOOKINGS_VERSION_KEY, String(version));
    return merged;
  };

  /** Saves one booking right now, before the diner is told it is confirmed. */
  const saveNow = (record: BookingRecord): boolean => {
    try {
      return write([record]).some((stored) => stored.id === record.id);
    } catch {
      return false;
    }
  };

  /** Checks the migrated entries: valid records are loaded, the rest stay in a backup. */
  const keepValid = (inbound: InboundBookings): StoredBookings => {
    const items = inbound.items.filter(isBookingRecord);
    const hasRejects = items.length !== inbound.items.length;
    if (hasRejects) {
      try {
        backUp(getBackend(), inbound.text);
      } catch {
        // The original text stays in place: nothing is written back until a backup succeeds.
      }
    }
    return { items, problem: inbound.problem ?? (hasRejects ? 'recovered' : undefined), _persist: inbound._persist };
  };

  return { read, write, saveNow, keepValid };
};

export type BookingsStorage = ReturnType<typeof createBookingsStorage>;

/** The redux-persist config of the bookings slice, speaking the storage format above. */
export const bookingsPersistConfig = (
  storage: BookingsStorage,
  onWriteFail?: (error: Error) => void,
) => {
  const migrate = createMigrate(bookingsMigrations);
  const config: PersistConfig<BookingsState> & { deserialize: false } = {
    key: BOOKINGS_STORAGE_KEY,
    keyPrefix: '',
    version: BOOKINGS_FORMAT_VERSION,
    // Plain objects to and from the adapter: it writes the array itself, never double-encoded.
    serialize: false,
    deserialize: false,
    whitelist: ['items'],
    // The bookings slice merges rehydrated records itself, so nothing booked meanwhile is lost.
    stateReconciler: false,
    timeout: 0,
    storage: {
      getItem: async () => {
        try {
          return storage.read();
        } catch {
          const blocked: StoredBookings = {
            items: [],
            problem: 'unavailable',
            _persist: { version: BOOKINGS_FORMAT_VERSION, rehydrated: false },
          };
          return blocked;
        }
      },
      setItem: async (_key: string, staged: { items?: BookingRecord[] }) => {
        storage.write(staged.items ?? []);
      },
      // Bookings are never purged from here: removing them would lose a diner's booking.
      removeItem: async () => undefined,
    },
    migrate: async (state, currentVersion) => {
      const inbound = state as unknown as InboundBookings | StoredBookings | undefined;
      if (!inbound || !('text' in inbound)) return state;
      // Data from a newer site is read as it is and kept; createMigrate would only complain.
      const migrated = (
        inbound._persist.version > currentVersion ? inbound : await migrate(state, currentVersion)
      ) as unknown as InboundBookings;
      return storage.keepValid(migrated) as unknown as PersistedState;
    },
    writeFailHandler: onWriteFail,
  };
  return config;
};
