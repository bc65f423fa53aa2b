import type { PersistConfig, Storage as PersistStorage } from 'redux-persist';
import type { BookingsState } from './bookingsSlice';
import type { BookingRecord } from './types';

/**
 * The storage format: `localStorage.bookings` holds exactly a JSON array of booking records
 * (SPEC §7), not redux-persist's `persist:` envelope, so anything that reads the spec's list
 * reads ours and a list already stored there is loaded and kept.
 */
export const BOOKINGS_STORAGE_KEY = 'bookings';

/** What redux-persist hands the storage adapter and gets back from it (serialize: false). */
interface StagedBookings {
  items?: BookingRecord[];
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

/** The valid records of a stored text; anything unreadable yields none rather than an error. */
export const parseStoredBookings = (text: string | null): BookingRecord[] => {
  if (text === null) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isBookingRecord) : [];
  } catch {
    return [];
  }
};

export const serializeBookings = (records: readonly BookingRecord[]): string =>
  JSON.stringify(records);

/**
 * A redux-persist storage adapter that keeps the records as a plain array under the key.
 * `getBackend` is called on every access because reading `window.localStorage` itself can throw.
 */
export const createBookingsStorage = (
  getBackend: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): PersistStorage => ({
  getItem: async (key: string): Promise<StagedBookings | undefined> => {
    const text = getBackend().getItem(key);
    return text === null ? undefined : { items: parseStoredBookings(text) };
  },
  setItem: async (key: string, staged: StagedBookings): Promise<void> => {
    getBackend().setItem(key, serializeBookings(staged.items ?? []));
  },
  removeItem: async (key: string): Promise<void> => {
    getBackend().removeItem(key);
  },
});

// redux-persist reads `deserialize` at run time, but its type declarations omit it.
type BookingsPersistConfig = PersistConfig<BookingsState> & { deserialize: false };

export const bookingsPersistConfig = (
  getBackend: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = () => window.localStorage,
): BookingsPersistConfig => ({
  key: BOOKINGS_STORAGE_KEY,
  keyPrefix: '',
  storage: createBookingsStorage(getBackend),
  // Hand the adapter plain objects: it writes the array itself, so nothing is double-encoded.
  serialize: false,
  deserialize: false,
  whitelist: ['items'],
});
