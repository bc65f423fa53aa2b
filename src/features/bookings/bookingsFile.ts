import * as z from 'zod/mini';
import { formatCount } from '@/lib/format';
import {
  BOOKINGS_FORMAT_VERSION,
  MAX_KEPT_ENTRIES,
  boundKeptEntries,
  lastChangedAt,
  readEntry,
} from './bookingsFormat';
import type { BookingRecord } from './types';
import { WATCHES_FORMAT_VERSION, readWatchEntries } from '@/features/watches/watchFormat';
import { hasWatchEnded, isSameCover } from '@/features/watches/watchRules';
import { MAX_ACTIVE_WATCHES, type Watch } from '@/features/watches/watchTypes';

/**
 * The file that moves a diner's bookings from one device to another (docs/bookings-file.md):
 * `{ "format": "tablo-bookings", "version": 3, "exportedAt": ISO, "bookings": [...] }`. Its
 * `bookings` are entries of the stored format (bookingsFormat.ts) at its `version`, read by the
 * same rules. Pure: the file input and the download are MoveBookings.tsx's.
 */
export const BOOKINGS_FILE_FORMAT = 'tablo-bookings';
export const BOOKINGS_FILE_TYPE = 'application/json';
/** Far more than any diner's bookings (a record is well under 1 KB); checked before reading. */
export const MAX_BOOKINGS_FILE_BYTES = 5 * 1024 * 1024;

const bookingsFileSchema = z.object({
  format: z.literal(BOOKINGS_FILE_FORMAT),
  version: z.int().check(z.nonnegative()),
  exportedAt: z.string(),
  bookings: z.array(z.unknown()),
  // The device's watches (docs/watches-file.md), in their own stored format and version; a file
  // without them (an older export) carries none. Older builds ignore both fields.
  watchesVersion: z.optional(z.int().check(z.positive())),
  watches: z.optional(z.array(z.unknown())),
});
export type BookingsFile = z.infer<typeof bookingsFileSchema>;

/**
 * The export of this device: its records, then the entries this build cannot read, as they are;
 * and its watches the same way, when given.
 */
export const buildBookingsFile = (
  records: readonly BookingRecord[],
  unreadable: readonly unknown[],
  exportedAt: Date,
  watches?: { watches: readonly Watch[]; unreadable: readonly unknown[] },
): BookingsFile => ({
  format: BOOKINGS_FILE_FORMAT,
  version: BOOKINGS_FORMAT_VERSION,
  exportedAt: exportedAt.toISOString(),
  bookings: [...records, ...unreadable],
  ...(watches && {
    watchesVersion: WATCHES_FORMAT_VERSION,
    watches: [...watches.watches, ...watches.unreadable],
  }),
});

export const serializeBookingsFile = (file: BookingsFile): string => `${JSON.stringify(file, null, 2)}\n`;

/** `tablo-bookings-2026-11-24.json`, the diner's local date. */
export const bookingsFileName = (exportedAt: Date): string => {
  const pad = (value: number) => String(value).padStart(2, '0');
  const date = `${exportedAt.getFullYear()}-${pad(exportedAt.getMonth() + 1)}-${pad(exportedAt.getDate())}`;
  return `tablo-bookings-${date}.json`;
};

export type BookingsFileProblem = 'too-large' | 'not-json' | 'not-bookings' | 'newer' | 'unreadable-file';

export type ParsedBookingsFile =
  { ok: true; file: BookingsFile } | { ok: false; problem: BookingsFileProblem; version?: number };

/** Whether a file is too large to be read at all; asked before its text is read. */
export const isTooLarge = (size: number): boolean => size > MAX_BOOKINGS_FILE_BYTES;

/**
 * The file's text read and checked. A file of a newer version is refused whole: what its
 * records mean is not known here, and refusing changes nothing (docs/bookings-file.md#versions).
 */
export const parseBookingsFile = (text: string): ParsedBookingsFile => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not-json' };
  }
  const result = bookingsFileSchema.safeParse(parsed);
  if (!result.success) return { ok: false, problem: 'not-bookings' };
  if (result.data.version > BOOKINGS_FORMAT_VERSION)
    return { ok: false, problem: 'newer', version: result.data.version };
  return { ok: true, file: result.data };
};

export interface ImportPlan {
  /** The file's records to merge, each id once: new ones and later states of known ones. */
  records: BookingRecord[];
  /** The file's entries this build cannot read to be kept as they are, not on the device yet. */
  unreadable: unknown[];
  counts: { added: number; updated: number; alreadyThere: number; unreadable: number; leftOut: number };
}

const hasOwnId = (entry: unknown): boolean =>
  typeof entry === 'object' &&
  entry !== null &&
  typeof (entry as { id?: unknown }).id === 'string' &&
  (entry as { id: string }).id !== '';

/** An entry as a record, or null; an entry that cannot even be looked at is unreadable too. */
const readFileEntry = (entry: unknown, version: number): BookingRecord | null => {
  try {
    return readEntry(entry, version);
  } catch {
    return null;
  }
};

/**
 * The file's records by id, each id once at its latest state. The original site's list gave
 * no ids: its records take their confirmation number as id, so two different ones with the
 * same number are told apart here (`RB123456-2`), the same way every time the file is read.
 */
const recordsById = (file: BookingsFile) => {
  const latest = new Map<string, BookingRecord>();
  const unreadable: unknown[] = [];
  const legacyTexts = new Map<string, string>();
  for (const entry of file.bookings) {
    let record = readFileEntry(entry, file.version);
    if (record === null) {
      unreadable.push(entry);
      continue;
    }
    if (file.version === 0 && !hasOwnId(entry)) {
      const text = JSON.stringify(entry);
      let id = record.id;
      for (let copy = 2; latest.has(id) && legacyTexts.get(id) !== text; copy += 1)
        id = `${record.id}-${copy}`;
      legacyTexts.set(id, text);
      record = { ...record, id };
    }
    const earlier = latest.get(record.id);
    if (!earlier || lastChangedAt(record) > lastChangedAt(earlier)) latest.set(record.id, record);
  }
  return { latest, unreadable };
};

/**
 * What importing `file` into a device holding `current` (and `kept`, the entries it cannot
 * read) does, by id: a new booking is added; a later state of one already here (changed or
 * cancelled since) replaces it; the same or an older state is already there. An id is counted
 * once, however often the file holds it. Unreadable entries are kept within the device's
 * bounds (bookingsFormat.ts, `boundKeptEntries`); the rest are left out and counted.
 */
export const planImport = (
  current: readonly BookingRecord[],
  file: BookingsFile,
  kept: readonly unknown[] = [],
): ImportPlan => {
  const known = new Map(current.map((record) => [record.id, record]));
  const { latest, unreadable } = recordsById(file);
  const bounded = boundKeptEntries(kept, unreadable);
  const plan: ImportPlan = {
    records: [],
    unreadable: bounded.added,
    counts: { added: 0, updated: 0, alreadyThere: 0, unreadable: bounded.kept, leftOut: bounded.leftOut },
  };
  for (const record of latest.values()) {
    const existing = known.get(record.id);
    if (existing && lastChangedAt(record) <= lastChangedAt(existing)) {
      plan.counts.alreadyThere += 1;
      continue;
    }
    plan.counts[existing ? 'updated' : 'added'] += 1;
    plan.records.push(record);
  }
  return plan;
};

export interface WatchImportPlan {
  /** The file's watches to add: new, not duplicates, evenings left, within the limit. */
  watches: Watch[];
  /** The file's watch entries this build cannot read, to be kept as they are. */
  unreadable: unknown[];
  counts: {
    added: number;
    alreadyThere: number;
    ended: number;
    overLimit: number;
    unreadable: number;
    leftOut: number;
  };
}

/**
 * What importing the file's watches into a device holding `current` (and `kept`, the watch
 * entries it cannot read) does, seen on `today` (`YYYY-MM-DD`). A watch is read by the stored
 * format's rules (watchFormat.ts), whatever `watchesVersion` says: a newer site's watch this
 * build understands is added, any other entry is kept as it is, within the same bounds as
 * bookings'. One already here (its id, or the same restaurants, evenings, window and party) is
 * already there; one whose evenings have all passed has ended; past MAX_ACTIVE_WATCHES, the rest
 * are not added, and counted.
 */
export const planWatchImport = (
  current: readonly Watch[],
  kept: readonly unknown[],
  file: BookingsFile,
  today: string,
): WatchImportPlan => {
  const entries = file.watches ?? [];
  let read: ReturnType<typeof readWatchEntries>;
  try {
    read = readWatchEntries(entries);
  } catch {
    read = { watches: [], unreadable: [...entries] };
  }
  const bounded = boundKeptEntries(kept, read.unreadable);
  const plan: WatchImportPlan = {
    watches: [],
    unreadable: bounded.added,
    counts: {
      added: 0,
      alreadyThere: 0,
      ended: 0,
      overLimit: 0,
      unreadable: bounded.kept,
      leftOut: bounded.leftOut,
    },
  };
  const present = [...current];
  for (const watch of read.watches) {
    if (present.some((other) => other.id === watch.id || isSameCover(other, watch)))
      plan.counts.alreadyThere += 1;
    else if (hasWatchEnded(watch, today)) plan.counts.ended += 1;
    else if (present.length >= MAX_ACTIVE_WATCHES) plan.counts.overLimit += 1;
    else {
      present.push(watch);
      plan.watches.push(watch);
      plan.counts.added += 1;
    }
  }
  return plan;
};

const watchCount = (count: number) => `${formatCount(count)} ${count === 1 ? 'watch' : 'watches'}`;

/** What an import did with the file's watches; '' when it held none. */
export const watchImportSummary = ({
  added,
  alreadyThere,
  ended,
  overLimit,
  unreadable,
  leftOut,
}: WatchImportPlan['counts']): string => {
  if (added + alreadyThere + ended + overLimit + unreadable + leftOut === 0) return '';
  return [
    `${watchCount(added)} for a table added.`,
    ...(alreadyThere > 0 ? [`${watchCount(alreadyThere)} already on this device.`] : []),
    ...(ended > 0
      ? [`${watchCount(ended)} not added: ${ended === 1 ? 'its' : 'their'} evenings have passed.`]
      : []),
    ...(overLimit > 0
      ? [
          `${watchCount(overLimit)} not added: a device keeps at most ${formatCount(MAX_ACTIVE_WATCHES)} watches.`,
        ]
      : []),
    ...(unreadable > 0
      ? [
          `${countEntries(unreadable)} of watches could not be read by this version of Tablo; kept as they are.`,
        ]
      : []),
    ...(leftOut > 0 ? [`${countEntries(leftOut)} of watches could not be read and were left out.`] : []),
  ].join(' ');
};

const bookings = (count: number) => `${formatCount(count)} ${count === 1 ? 'booking' : 'bookings'}`;
/** `1 entry`, `2 entries`: what this build cannot read is not called a booking. */
export const countEntries = (count: number) => `${formatCount(count)} ${count === 1 ? 'entry' : 'entries'}`;

/** What an import did, in a sentence or a few, for the diner and their screen reader. */
export const importSummary = ({
  added,
  updated,
  alreadyThere,
  unreadable,
  leftOut,
}: ImportPlan['counts']): string => {
  if (added + updated + alreadyThere + unreadable + leftOut === 0)
    return 'That file holds no bookings. Nothing changed.';
  return [
    `${bookings(added)} added.`,
    ...(updated > 0 ? [`${bookings(updated)} updated to a later change.`] : []),
    `${formatCount(alreadyThere)} already on this device.`,
    ...(unreadable > 0
      ? [
          `${bookings(unreadable)} could not be read by this version of Tablo; ${unreadable === 1 ? 'it is' : 'they are'} kept on this device as ${unreadable === 1 ? 'it is' : 'they are'}.`,
        ]
      : []),
    ...(leftOut > 0
      ? [
          `${countEntries(leftOut)} could not be read and ${leftOut === 1 ? 'was' : 'were'} left out: this device keeps only entries that may be bookings, up to ${formatCount(MAX_KEPT_ENTRIES)}.`,
        ]
      : []),
  ].join(' ');
};

/** An import whose write did not land: nothing of it is on the device. */
export const importNotSavedMessage = (problem: 'full' | 'blocked'): string =>
  `The file was read, but its bookings could not be saved on this device (${problem === 'full' ? 'its storage is full' : 'this browser is blocking storage'}). Nothing was imported; keep the file and try again.`;

/** What an export saved: the bookings, and the entries this version can't read, counted apart. */
export const exportSummary = (bookingCount: number, unreadableCount: number, fileName: string): string =>
  [
    `${bookings(bookingCount)} saved to ${fileName}.`,
    ...(unreadableCount > 0
      ? [`It also holds ${countEntries(unreadableCount)} this version of Tablo can't read, as they are.`]
      : []),
    'On your other device, open Tablo and import this file.',
  ].join(' ');

/** What went wrong with a file, for the diner: always that nothing was imported. */
export const fileProblemMessage = (problem: BookingsFileProblem, version?: number): string => {
  switch (problem) {
    case 'too-large':
      return `That file is over ${formatCount(MAX_BOOKINGS_FILE_BYTES / 1024 / 1024)} MB, too large to be a Tablo bookings file. Nothing was imported.`;
    case 'not-json':
      return "That file isn't a Tablo bookings file (it isn't JSON). Nothing was imported.";
    case 'not-bookings':
      return "That file isn't a Tablo bookings file. Nothing was imported.";
    case 'newer':
      return `That file was made by a newer version of Tablo (format ${formatCount(version ?? 0)}; this one reads up to ${formatCount(BOOKINGS_FORMAT_VERSION)}). Nothing was imported and nothing on this device changed. Reload Tablo to get its latest version, then import the file again.`;
    case 'unreadable-file':
      return 'That file could not be read. Nothing was imported.';
  }
};
