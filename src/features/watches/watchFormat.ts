import { parseIsoDate } from '@/lib/dates';
import { MAX_PARTY_SIZE, MIN_PARTY_SIZE } from '@/features/bookings/partySize';
import {
  MAX_WATCH_EVENINGS,
  MAX_WATCH_RESTAURANTS,
  WATCHES_STORAGE_KEY,
  type Watch,
  type WatchInput,
} from './watchTypes';

/**
 * The stored format of the device's watches, as pure functions (docs/watches-file.md). It follows
 * the rules of `bookings` (bookingsFormat.ts): `localStorage.watches` holds exactly a JSON array
 * of watches, the format's version sits beside it under `watches.version`, an entry this build
 * cannot read stays in the array as it is, and a write changes only the entries it means to.
 */
export { WATCHES_STORAGE_KEY };
export const WATCHES_VERSION_KEY = 'watches.version';

/** Version 1 is the first; a later version only ever adds to what a watch may say. */
export const WATCHES_FORMAT_VERSION = 1;

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Longest id read; the site's are 36 characters (a UUID). */
const MAX_ID_LENGTH = 100;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';

const isDistinctList = <T>(value: unknown, max: number, isItem: (item: unknown) => item is T): value is T[] =>
  Array.isArray(value) &&
  value.length >= 1 &&
  value.length <= max &&
  value.every(isItem) &&
  new Set(value).size === value.length;

const isRestaurantId = (value: unknown): value is string =>
  isString(value) && value !== '' && value.length <= MAX_ID_LENGTH;
const isIsoDate = (value: unknown): value is string =>
  isString(value) && ISO_DATE.test(value) && parseIsoDate(value).isValid();

/** Whether the choices of a watch hold by every rule: restaurants, evenings, window, party. */
const isWatchChoice = (value: Record<string, unknown>): boolean => {
  const { restaurantIds, dates, window, partySize } = value;
  return (
    isDistinctList(restaurantIds, MAX_WATCH_RESTAURANTS, isRestaurantId) &&
    isDistinctList(dates, MAX_WATCH_EVENINGS, isIsoDate) &&
    dates.every((date, index) => index === 0 || dates[index - 1]! < date) &&
    isObject(window) &&
    isString(window.from) &&
    isString(window.to) &&
    TIME.test(window.from) &&
    TIME.test(window.to) &&
    window.from <= window.to &&
    typeof partySize === 'number' &&
    Number.isInteger(partySize) &&
    partySize >= MIN_PARTY_SIZE &&
    partySize <= MAX_PARTY_SIZE
  );
};

/** Whether a stored value is a watch this build can use, by every rule of the format. */
export const isWatch = (value: unknown): value is Watch =>
  isObject(value) &&
  isString(value.id) &&
  value.id !== '' &&
  value.id.length <= MAX_ID_LENGTH &&
  isString(value.createdAt) &&
  !Number.isNaN(Date.parse(value.createdAt)) &&
  isWatchChoice(value);

/**
 * What the diner gave, as a watch's choices: the evenings sorted; `null` when it breaks a rule
 * (no restaurant or more than five, an evening twice, a window that ends before it starts...).
 * Only the fields of a watch are taken.
 */
export const normalizeWatchInput = (input: WatchInput): WatchInput | null => {
  const choice: WatchInput = {
    restaurantIds: [...input.restaurantIds],
    dates: [...input.dates].sort(),
    window: { from: input.window.from, to: input.window.to },
    partySize: input.partySize,
  };
  return isWatchChoice(choice as unknown as Record<string, unknown>) ? choice : null;
};

/** The stored text split into its entries; `null` when it is not a JSON array at all. */
export const parseWatchEntries = (text: string): unknown[] | null => {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

/** The version a stored list was written with; 1 when absent or not a whole number. */
export const parseWatchesVersion = (stored: string | null): number => {
  const version = Number(stored ?? WATCHES_FORMAT_VERSION);
  return Number.isInteger(version) && version >= 1 ? version : WATCHES_FORMAT_VERSION;
};

/**
 * The entries of a stored list as this build reads them: the watches, and the rest as they are,
 * in order. A newer version's entries are read as they are: a watch it wrote that this build
 * understands is shown, any other is kept. A watch id twice counts once, the first.
 */
export const readWatchEntries = (
  entries: readonly unknown[],
): { watches: Watch[]; unreadable: unknown[] } => {
  const watches: Watch[] = [];
  const unreadable: unknown[] = [];
  const ids = new Set<string>();
  for (const entry of entries) {
    if (isWatch(entry) && !ids.has(entry.id)) {
      ids.add(entry.id);
      watches.push(entry);
    } else if (!(isWatch(entry) && ids.has(entry.id))) unreadable.push(entry);
  }
  return { watches, unreadable };
};

/** The version to store beside a write: never lower than a newer site's, whose entries were kept. */
export const watchesVersionAfterWrite = (storedVersion: number): number =>
  Math.max(storedVersion, WATCHES_FORMAT_VERSION);
