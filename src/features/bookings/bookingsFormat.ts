import { isOccasion } from './occasion';
import { MAX_PARTY_SIZE, MIN_PARTY_SIZE } from './partySize';
import type { BookingRecord } from './types';

/**
 * The stored format of the device's bookings, as pure functions: parse, check, merge, migrate.
 * `localStorage.bookings` holds exactly a JSON array of booking records (docs/product.md#storage),
 * so anything that reads the plain list reads ours; the format's version sits beside it under
 * its own key. The adapter that touches `localStorage` is bookingsStorage.ts.
 *
 * The rules that keep a diner's booking safe:
 * - an entry this build cannot read stays in the array as it is, in its place, whatever the
 *   version: it may be a newer site's booking;
 * - writing merges into the stored array: records are appended, or replace the entry of the
 *   same id this build can read; nothing else is touched;
 * - an entry this build can read but did not change is written back exactly as it was stored.
 */
export const BOOKINGS_STORAGE_KEY = 'bookings';
export const BOOKINGS_VERSION_KEY = 'bookings.version';
/** Stored text that is not a JSON array at all is copied here before a booking replaces it. */
export const UNREADABLE_BACKUP_PREFIX = 'bookings.unreadable.';

/**
 * Version 0 is the unversioned list of the original site; 1 adds the version key; 2 adds
 * cancelled bookings (`status: "cancelled"` with `cancelledAt`) and changed ones (`updatedAt`);
 * 3 adds the diner's `occasion` and `dietaryNeeds`.
 */
export const BOOKINGS_FORMAT_VERSION = 3;

const isString = (value: unknown): value is string => typeof value === 'string';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a stored value is a booking record this build can show, by every rule of the format. */
export const isBookingRecord = (value: unknown): value is BookingRecord => {
  if (!isObject(value) || !isObject(value.customerInfo)) return false;
  const { customerInfo, partySize } = value;
  return (
    isString(value.id) &&
    value.id !== '' &&
    isString(value.restaurantId) &&
    isString(value.restaurantName) &&
    isString(value.date) &&
    ISO_DATE.test(value.date) &&
    isString(value.time) &&
    TIME.test(value.time) &&
    typeof partySize === 'number' &&
    Number.isInteger(partySize) &&
    partySize >= MIN_PARTY_SIZE &&
    partySize <= MAX_PARTY_SIZE &&
    isString(customerInfo.name) &&
    isString(customerInfo.email) &&
    isString(customerInfo.phone) &&
    (value.specialRequests === undefined || isString(value.specialRequests)) &&
    (value.occasion === undefined || isOccasion(value.occasion)) &&
    (value.dietaryNeeds === undefined || isString(value.dietaryNeeds)) &&
    (value.status === 'confirmed'
      ? value.cancelledAt === undefined
      : value.status === 'cancelled' && isString(value.cancelledAt)) &&
    (value.updatedAt === undefined || isString(value.updatedAt)) &&
    isString(value.confirmationNumber) &&
    isString(value.createdAt)
  );
};

/** The stored text split into its entries; `null` when it is not a JSON array at all. */
export const parseEntries = (text: string): unknown[] | null => {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

/** The version a stored list was written with: 0 when absent, the unversioned original. */
export const parseVersion = (stored: string | null): number => {
  const version = Number(stored ?? 0);
  return Number.isInteger(version) && version >= 0 ? version : 0;
};

/**
 * Entries of the unversioned format, read as records: older writers stored the party size as
 * text and could omit the status (every stored booking was confirmed) or the id.
 */
const upgradeLegacyEntry = (entry: unknown): unknown => {
  if (!isObject(entry)) return entry;
  const partySize =
    isString(entry.partySize) && /^\d+$/.test(entry.partySize.trim())
      ? Number(entry.partySize)
      : entry.partySize;
  const id = isString(entry.id) && entry.id !== '' ? entry.id : entry.confirmationNumber;
  return { ...entry, id, partySize, status: entry.status ?? 'confirmed' };
};

/**
 * Each version's reading of an entry of the version before it. A newer site's entries are
 * read as they are: what this build understands of them is shown, the rest is kept.
 */
const MIGRATIONS: Readonly<Record<number, (entry: unknown) => unknown>> = {
  1: upgradeLegacyEntry,
  // Version 2 only adds to what a record may say: every version 1 record reads as it is.
  2: (entry) => entry,
  // Version 3 adds two optional fields; an older record has neither and reads as it is. An
  // older entry that happens to hold an `occasion` this build does not know stays unreadable
  // and kept, like any other.
  3: (entry) => entry,
};

/** An entry written with `version`, as this build reads it: a record, or null when it can't. */
export const readEntry = (entry: unknown, version: number): BookingRecord | null => {
  let migrated = entry;
  for (let next = version + 1; next <= BOOKINGS_FORMAT_VERSION; next += 1) {
    migrated = MIGRATIONS[next]?.(migrated) ?? migrated;
  }
  return isBookingRecord(migrated) ? migrated : null;
};

export interface StoredList {
  /** Every entry of the stored array, readable or not, in order. */
  entries: unknown[];
  /** The records this build can read, each id once (the first), in stored order. */
  records: BookingRecord[];
  /** How many entries this build cannot read (they stay stored as they are). */
  unreadableCount: number;
  /** Those entries themselves, as stored (an export file carries them on). */
  unreadableEntries: unknown[];
}

/** Reads a stored array: what can be shown, and what must be kept. */
export const readStoredList = (entries: unknown[], version: number): StoredList => {
  const records: BookingRecord[] = [];
  const seen = new Set<string>();
  const unreadableEntries: unknown[] = [];
  for (const entry of entries) {
    const record = readEntry(entry, version);
    if (record === null) unreadableEntries.push(entry);
    else if (!seen.has(record.id)) {
      seen.add(record.id);
      records.push(record);
    }
  }
  return { entries, records, unreadableCount: unreadableEntries.length, unreadableEntries };
};

/**
 * `entries` with each of `kept` appended that is not there already (the same JSON): entries
 * this build cannot read, brought in by an imported file, are stored once, as they are.
 * Returns `entries` itself when nothing is added.
 */
export const appendKeptEntries = (entries: readonly unknown[], kept: readonly unknown[]): unknown[] => {
  if (kept.length === 0) return entries as unknown[];
  const present = new Set(entries.map((entry) => JSON.stringify(entry)));
  let appended: unknown[] | null = null;
  for (const entry of kept) {
    const text = JSON.stringify(entry);
    if (present.has(text)) continue;
    present.add(text);
    appended ??= [...entries];
    appended.push(entry);
  }
  return appended ?? (entries as unknown[]);
};

/**
 * What a device keeps of the entries an imported file holds that this build cannot read
 * (docs/bookings-file.md#import): enough for a newer site's bookings, never enough to fill the
 * storage the diner's own bookings need. A record is one object nested two deep and well under
 * 1 KB.
 */
export const MAX_KEPT_ENTRIES = 50;
export const MAX_KEPT_ENTRY_LENGTH = 4_000;
export const MAX_KEPT_ENTRY_DEPTH = 8;

/** Whether a value nests objects or arrays deeper than `limit`; walked without recursion. */
const nestsDeeperThan = (value: unknown, limit: number): boolean => {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 1 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth > limit) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth: next.depth + 1 });
  }
  return false;
};

/**
 * The JSON of an entry this build cannot read when it may be a newer site's booking and is
 * small enough to keep: an object, nested no deeper and written no longer than the limits.
 * `null` for anything else (a string, a number, a 5 MB blob, a 3,000-level nest).
 */
export const keepableEntryText = (entry: unknown): string | null => {
  if (!isObject(entry) || nestsDeeperThan(entry, MAX_KEPT_ENTRY_DEPTH)) return null;
  const text = JSON.stringify(entry);
  return text.length <= MAX_KEPT_ENTRY_LENGTH ? text : null;
};

/**
 * Of `candidates` (an imported file's unreadable entries), those to keep beside `kept`: each
 * keepable one once, while fewer than `MAX_KEPT_ENTRIES` are kept in all. `kept` counts the
 * ones already there; `leftOut` the rest.
 */
export const boundKeptEntries = (
  kept: readonly unknown[],
  candidates: readonly unknown[],
): { added: unknown[]; kept: number; leftOut: number } => {
  const present = new Set(kept.map((entry) => JSON.stringify(entry)));
  const added: unknown[] = [];
  let alreadyKept = 0;
  let leftOut = 0;
  for (const entry of candidates) {
    const text = keepableEntryText(entry);
    if (text !== null && present.has(text)) alreadyKept += 1;
    else if (text === null || present.size >= MAX_KEPT_ENTRIES) leftOut += 1;
    else {
      present.add(text);
      added.push(entry);
    }
  }
  return { added, kept: added.length + alreadyKept, leftOut };
};

/**
 * `entries` without those this build cannot read whose JSON is one of `removed` (the diner
 * chose to remove them). A readable record is never removed. Returns `entries` itself when
 * nothing goes.
 */
export const withoutUnreadableEntries = (
  entries: readonly unknown[],
  version: number,
  removed: readonly unknown[],
): unknown[] => {
  if (removed.length === 0) return entries as unknown[];
  const texts = new Set(removed.map((entry) => JSON.stringify(entry)));
  const left = entries.filter(
    (entry) => readEntry(entry, version) !== null || !texts.has(JSON.stringify(entry)),
  );
  return left.length === entries.length ? (entries as unknown[]) : left;
};

/** Whether two records say the same thing (their stored JSON is equal). */
const sameRecord = (a: BookingRecord, b: BookingRecord): boolean => JSON.stringify(a) === JSON.stringify(b);

/** When a record last changed: made, changed or cancelled, whichever is latest (ISO strings order by time). */
export const lastChangedAt = (record: BookingRecord): string =>
  [record.createdAt, record.updatedAt ?? '', record.cancelledAt ?? ''].reduce((a, b) => (b > a ? b : a));

/** Whether `candidate` is a later state of the same booking than `current`. */
const isNewer = (candidate: BookingRecord, current: BookingRecord): boolean =>
  lastChangedAt(candidate) > lastChangedAt(current);

/**
 * The stored entries with `records` merged in: a record whose id a readable entry has replaces
 * that entry when it is a later state of the booking (a change or cancellation made here; never
 * an older copy over another tab's change); any other record is appended. Entries this build
 * cannot read, and readable ones not changed, stay exactly as they were, in their places.
 * Returns `entries` itself when nothing changes, so the caller can skip the write.
 */
export const mergeIntoEntries = (
  entries: readonly unknown[],
  version: number,
  records: readonly BookingRecord[],
): unknown[] => {
  const indexById = new Map<string, number>();
  entries.forEach((entry, index) => {
    const record = readEntry(entry, version);
    if (record !== null && !indexById.has(record.id)) indexById.set(record.id, index);
  });
  let merged: unknown[] | null = null;
  for (const record of records) {
    const index = indexById.get(record.id);
    const stored = index === undefined ? null : readEntry((merged ?? entries)[index], version);
    if (stored !== null && (sameRecord(stored, record) || !isNewer(record, stored))) continue;
    merged ??= [...entries];
    if (index === undefined) {
      indexById.set(record.id, merged.length);
      merged.push(record);
    } else merged[index] = record;
  }
  return merged ?? (entries as unknown[]);
};

/**
 * `base` with `incoming` merged in by id: a new booking is appended, a later state of a known
 * one (changed or cancelled in another tab) replaces it. Returns `base` itself when nothing is
 * new, so callers can tell that nothing changed.
 */
export const mergeBookings = (
  base: readonly BookingRecord[],
  incoming: readonly BookingRecord[],
): BookingRecord[] => {
  const indexById = new Map(base.map((record, index) => [record.id, index]));
  let merged: BookingRecord[] | null = null;
  for (const record of incoming) {
    const index = indexById.get(record.id);
    if (index === undefined) {
      merged ??= [...base];
      indexById.set(record.id, merged.length);
      merged.push(record);
    } else if (isNewer(record, (merged ?? base)[index]!)) {
      merged ??= [...base];
      merged[index] = record;
    }
  }
  return merged ?? (base as BookingRecord[]);
};

/** The version to store beside a write: never lower than a newer site's, whose entries were kept. */
export const versionAfterWrite = (storedVersion: number): number =>
  Math.max(storedVersion, BOOKINGS_FORMAT_VERSION);
