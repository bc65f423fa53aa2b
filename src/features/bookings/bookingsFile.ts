import * as z from 'zod/mini';
import { formatCount } from '@/lib/format';
import { BOOKINGS_FORMAT_VERSION, lastChangedAt, readEntry } from './bookingsFormat';
import type { BookingRecord } from './types';

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
});
export type BookingsFile = z.infer<typeof bookingsFileSchema>;

/** The export of this device: its records, then the entries this build cannot read, as they are. */
export const buildBookingsFile = (
  records: readonly BookingRecord[],
  unreadable: readonly unknown[],
  exportedAt: Date,
): BookingsFile => ({
  format: BOOKINGS_FILE_FORMAT,
  version: BOOKINGS_FORMAT_VERSION,
  exportedAt: exportedAt.toISOString(),
  bookings: [...records, ...unreadable],
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
  /** The file's entries this build cannot read, to be kept as they are. */
  unreadable: unknown[];
  counts: { added: number; updated: number; alreadyThere: number; unreadable: number };
}

/**
 * What importing `file` into a device holding `current` does, by id: a new booking is added; a
 * later state of one already here (changed or cancelled since) replaces it; the same or an
 * older state is already there. Nothing is duplicated, and nothing here is dropped.
 */
export const planImport = (current: readonly BookingRecord[], file: BookingsFile): ImportPlan => {
  const known = new Map(current.map((record) => [record.id, record]));
  const plan: ImportPlan = {
    records: [],
    unreadable: [],
    counts: { added: 0, updated: 0, alreadyThere: 0, unreadable: 0 },
  };
  for (const entry of file.bookings) {
    const record = readEntry(entry, file.version);
    if (record === null) {
      plan.unreadable.push(entry);
      plan.counts.unreadable += 1;
      continue;
    }
    const existing = known.get(record.id);
    if (existing && lastChangedAt(record) <= lastChangedAt(existing)) {
      plan.counts.alreadyThere += 1;
      continue;
    }
    plan.counts[existing ? 'updated' : 'added'] += 1;
    known.set(record.id, record);
    plan.records.push(record);
  }
  return plan;
};

const bookings = (count: number) => `${formatCount(count)} ${count === 1 ? 'booking' : 'bookings'}`;

/** What an import did, in a sentence or a few, for the diner and their screen reader. */
export const importSummary = ({ added, updated, alreadyThere, unreadable }: ImportPlan['counts']): string => {
  if (added + updated + alreadyThere + unreadable === 0)
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
  ].join(' ');
};

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
