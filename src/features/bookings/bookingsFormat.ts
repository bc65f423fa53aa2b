import { SEATING_AREAS } from '@/data/catalogueValues';
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
 * 3 adds the diner's `occasion` and `dietaryNeeds`; 4 adds the `terms` agreed to and the
 * `seatingPreference`.
 */
export const BOOKINGS_FORMAT_VERSION = 4;

const isString = (value: unknown): value is string => typeof value === 'string';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;
const isPartyBound = (value: unknown): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= MIN_PARTY_SIZE && value <= MAX_PARTY_SIZE;

/**
 * Whether a stored copy of a restaurant's terms reads as the catalogue states them
 * (src/data/catalogueSchema.ts); checked by hand here, so that the home page does not load zod.
 */
const isBookingTerms = (value: unknown): boolean => {
  if (!isObject(value)) return false;
  const { currency, cancellation, deposit } = value;
  // A code the catalogue accepted (ISO 4217): three capitals, checked against Intl where shown.
  if (currency !== undefined && !(isString(currency) && /^[A-Z]{3}$/.test(currency))) return false;
  if ((cancellation !== undefined || deposit !== undefined) && currency === undefined) return false;
  if (
    cancellation !== undefined &&
    !(
      isObject(cancellation) &&
      typeof cancellation.freeUntilHours === 'number' &&
      Number.isInteger(cancellation.freeUntilHours) &&
      cancellation.freeUntilHours >= 1 &&
      isAmount(cancellation.feePerGuest)
    )
  )
    return false;
  return (
    deposit === undefined ||
    (isObject(deposit) && isAmount(deposit.perGuest) && isPartyBound(deposit.fromPartySize))
  );
};

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
    (value.terms === undefined || isBookingTerms(value.terms)) &&
    (value.seatingPreference === undefined ||
      (SEATING_AREAS as readonly unknown[]).includes(value.seatingPreference)) &&
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
 * text and could omit the status (every stored booking was confirmed) or the id, which is then
 * the confirmation number (made unique in its list by `readEntries`).
 */
const upgradeLegacyEntry = (entry: unknown): unknown => {
  if (!isObject(entry)) return entry;
  const partySize =
    isString(entry.partySize) && /^\d+$/.test(entry.partySize.trim())
      ? Number(entry.partySize)
      : entry.partySize;
  const id = hasLegacyId(entry) ? entry.id : entry.confirmationNumber;
  return { ...entry, id, partySize, status: entry.status ?? 'confirmed' };
};

const hasLegacyId = (entry: Record<string, unknown>): boolean => isString(entry.id) && entry.id !== '';

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
  // Version 4 adds two optional fields: a booking made before terms existed has none, and never
  // gets invented ones.
  4: (entry) => entry,
};

/** An entry written with `version`, as this build reads it: a record, or null when it can't. */
export const readEntry = (entry: unknown, version: number): BookingRecord | null => {
  let migrated = entry;
  for (let next = version + 1; next <= BOOKINGS_FORMAT_VERSION; next += 1) {
    migrated = MIGRATIONS[next]?.(migrated) ?? migrated;
  }
  return isBookingRecord(migrated) ? migrated : null;
};

/**
 * Every entry of a stored list as this build reads it, in order: a record, or null where it
 * can't. The original site gave no ids, so two of its bookings may share the confirmation number
 * that stands in for one: the later ones are told apart by their place (`RB123456-2`), never
 * merged into one. Ids a list gives itself are kept as they are.
 */
export const readEntries = (entries: readonly unknown[], version: number): (BookingRecord | null)[] => {
  const read = entries.map((entry) => readEntry(entry, version));
  if (version >= 1) return read;
  // Ids the list gives itself first, so that a stand-in never takes one of them.
  const used = new Set<string>();
  read.forEach((record, index) => {
    const entry = entries[index];
    if (record !== null && isObject(entry) && hasLegacyId(entry)) used.add(record.id);
  });
  return read.map((record, index) => {
    const entry = entries[index];
    if (record === null || !isObject(entry) || hasLegacyId(entry)) return record;
    if (!used.has(record.id)) {
      used.add(record.id);
      return record;
    }
    let copy = 2;
    while (used.has(`${record.id}-${copy}`)) copy += 1;
    const id = `${record.id}-${copy}`;
    used.add(id);
    return { ...record, id };
  });
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
  readEntries(entries, version).forEach((record, index) => {
    if (record === null) unreadableEntries.push(entries[index]);
    else if (!seen.has(record.id)) {
      seen.add(record.id);
      records.push(record);
    }
  });
  return { entries, records, unreadableCount: unreadableEntries.length, unreadableEntries };
};

/**
 * The stored entries in this build's format, for a write: in a list of an older version, every
 * entry this build can read is rewritten as its record, so the migration is stored rather than
 * redone at every read, and the version stored beside the list is true of every record in it.
 * Entries it cannot read stay as they are, in place: they are records of no version up to this
 * one, and a later version only ever adds to the format. A list of this version or a newer
 * site's is returned as it is.
 */
export const migrateEntries = (entries: readonly unknown[], version: number): unknown[] => {
  if (version >= BOOKINGS_FORMAT_VERSION) return entries as unknown[];
  return readEntries(entries, version).map((record, index) => record ?? entries[index]);
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

/** An ISO timestamp as milliseconds; one that does not parse counts as earliest. */
const instant = (iso: string | undefined): number => {
  const ms = iso === undefined ? NaN : Date.parse(iso);
  return Number.isNaN(ms) ? -Infinity : ms;
};

/**
 * When a record last changed, in milliseconds: made, changed or cancelled, whichever is latest.
 * Compared as instants, not as text: a file from elsewhere may write its times with an offset.
 */
export const lastChangedAt = (record: BookingRecord): number =>
  Math.max(instant(record.createdAt), instant(record.updatedAt), instant(record.cancelledAt));

/**
 * The timestamp of a change made on this device to `record`: now, or just after the record's
 * last change when that is ahead of this device's clock (made on a device whose clock ran fast).
 * A change made here is then always the later state, and is never dropped by a merge.
 */
export const changeStamp = (record: BookingRecord, at: string): string => {
  const last = lastChangedAt(record);
  const now = instant(at);
  return new Date(Math.max(now, last + 1)).toISOString();
};

/**
 * Whether `candidate` is a later state of the same booking than `current`. Two different states
 * with the same time (two tabs at once) are ordered by their text, so that every tab and every
 * device settles on the same one.
 */
export const isNewer = (candidate: BookingRecord, current: BookingRecord): boolean => {
  const [a, b] = [lastChangedAt(candidate), lastChangedAt(current)];
  if (a !== b) return a > b;
  return JSON.stringify(candidate) > JSON.stringify(current);
};

/**
 * The stored entries with `records` merged in: a record whose id a readable entry has replaces
 * that entry when it is a later state of the booking (a change or cancellation made here; never
 * an older copy over another tab's change); any other record is appended. Entries this build
 * cannot read, and readable ones not changed, stay exactly as they were, in their places.
 * `entries` is the same array when nothing changes, so the caller can skip the write; `stood`
 * lists the stored states that stayed over a different one of `records` (a later change made
 * elsewhere), so that the screen can follow what is stored.
 */
export const mergeRecords = (
  entries: readonly unknown[],
  version: number,
  records: readonly BookingRecord[],
): { entries: unknown[]; stood: BookingRecord[] } => {
  const read = readEntries(entries, version);
  const indexById = new Map<string, number>();
  read.forEach((record, index) => {
    if (record !== null && !indexById.has(record.id)) indexById.set(record.id, index);
  });
  let merged: unknown[] | null = null;
  const stood: BookingRecord[] = [];
  for (const record of records) {
    const index = indexById.get(record.id);
    const stored = index === undefined ? null : read[index]!;
    if (stored !== null && sameRecord(stored, record)) continue;
    if (stored !== null && !isNewer(record, stored)) {
      stood.push(stored);
      continue;
    }
    merged ??= [...entries];
    if (index === undefined) {
      indexById.set(record.id, merged.length);
      merged.push(record);
      read.push(record);
    } else {
      merged[index] = record;
      read[index] = record;
    }
  }
  return { entries: merged ?? (entries as unknown[]), stood };
};

/** `mergeRecords`' entries alone. */
export const mergeIntoEntries = (
  entries: readonly unknown[],
  version: number,
  records: readonly BookingRecord[],
): unknown[] => mergeRecords(entries, version, records).entries;

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
