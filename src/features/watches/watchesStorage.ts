import type { StorageBackend } from '@/features/bookings/bookingsStorage';
import {
  WATCHES_STORAGE_KEY,
  WATCHES_VERSION_KEY,
  parseWatchEntries,
  parseWatchesVersion,
  readWatchEntries,
  watchesVersionAfterWrite,
} from './watchFormat';
import type { Watch, WatchStorageProblem } from './watchTypes';

/** Stored text that is not a JSON array at all is copied here before a watch replaces it. */
export const UNREADABLE_WATCHES_BACKUP_PREFIX = 'watches.unreadable.';

export interface LoadedWatches {
  watches: Watch[];
  /** Stored entries this build cannot read, as they are. */
  unreadable: unknown[];
  problem: WatchStorageProblem | null;
}

export type WatchesSaveResult =
  { ok: true } | { ok: false; problem: Exclude<WatchStorageProblem, 'unreadable'> };

const isQuotaError = (error: unknown): boolean =>
  error instanceof DOMException &&
  (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error.code === 22);

const jsonSet = (entries: readonly unknown[]) => new Set(entries.map((entry) => JSON.stringify(entry)));

/**
 * The adapter between the watches' stored format (watchFormat.ts) and `localStorage`. It never
 * throws: storage that is blocked, full or unreadable is reported, never fatal. A write changes
 * only what this tab changed since it last read or wrote (a watch added, stopped or ended; an
 * import's unreadable entries added): another tab's watches and entries this build cannot read
 * stay as they are, in their places.
 */
export const createWatchesStorage = ({
  getBackend,
  now = () => new Date(),
}: {
  /** Called at every access, because reading `window.localStorage` itself can throw. */
  getBackend: () => StorageBackend;
  now?: () => Date;
}) => {
  let synced: readonly Watch[] = [];
  let syncedKept: readonly unknown[] = [];

  /** The stored list as this build reads it; writes nothing. */
  const read = (backend: StorageBackend): LoadedWatches & { text: string | null } => {
    const text = backend.getItem(WATCHES_STORAGE_KEY);
    if (text === null) return { text, watches: [], unreadable: [], problem: null };
    const entries = parseWatchEntries(text);
    if (entries === null) return { text, watches: [], unreadable: [], problem: 'unreadable' };
    const { watches, unreadable } = readWatchEntries(entries);
    return { text, watches, unreadable, problem: unreadable.length > 0 ? 'unreadable' : null };
  };

  /** Reads the device's watches, and takes them as what this tab last saw stored. */
  const load = (): LoadedWatches => {
    try {
      const { watches, unreadable, problem } = read(getBackend());
      synced = watches;
      syncedKept = unreadable;
      return { watches, unreadable, problem };
    } catch {
      return { watches: [], unreadable: [], problem: 'blocked' };
    }
  };

  /** What another tab stored (the `storage` event's new text), taken as what this tab last saw. */
  const takeStoredText = (text: string): LoadedWatches => {
    const { watches, unreadable } = readWatchEntries(parseWatchEntries(text) ?? []);
    synced = watches;
    syncedKept = unreadable;
    return { watches, unreadable, problem: null };
  };

  /**
   * Writes this tab's changes since it last read or wrote: watches added, watches gone, kept
   * entries added. Synchronous; writes nothing when nothing changed.
   */
  const save = (watches: readonly Watch[], kept: readonly unknown[]): WatchesSaveResult => {
    if (watches === synced && kept === syncedKept) return { ok: true };
    try {
      const backend = getBackend();
      const text = backend.getItem(WATCHES_STORAGE_KEY);
      let stored = text === null ? [] : parseWatchEntries(text);
      if (stored === null) {
        // Not a list at all: copied aside once, so that nothing stored is ever lost.
        backend.setItem(`${UNREADABLE_WATCHES_BACKUP_PREFIX}${now().toISOString()}`, text ?? '');
        stored = [];
      }
      const ids = new Set(watches.map((watch) => watch.id));
      const gone = new Set(synced.filter((watch) => !ids.has(watch.id)).map((watch) => watch.id));
      const storedIds = new Set(readWatchEntries(stored).watches.map((watch) => watch.id));
      const wasSynced = new Set(synced.map((watch) => watch.id));
      const added = watches.filter((watch) => !wasSynced.has(watch.id) && !storedIds.has(watch.id));
      const storedTexts = jsonSet(stored);
      const keptBefore = jsonSet(syncedKept);
      const keptAdded = kept.filter((entry) => {
        const entryText = JSON.stringify(entry);
        return !keptBefore.has(entryText) && !storedTexts.has(entryText);
      });
      const next = [
        // An entry this build cannot read is never removed here, whatever its id says.
        ...stored.filter((entry) => !(isGone(entry, gone) && readWatchEntries([entry]).watches.length === 1)),
        ...added,
        ...keptAdded,
      ];
      if (next.length !== stored.length || added.length > 0 || keptAdded.length > 0) {
        const version = watchesVersionAfterWrite(parseWatchesVersion(backend.getItem(WATCHES_VERSION_KEY)));
        backend.setItem(WATCHES_STORAGE_KEY, JSON.stringify(next));
        if (backend.getItem(WATCHES_VERSION_KEY) !== String(version))
          backend.setItem(WATCHES_VERSION_KEY, String(version));
      }
      synced = watches;
      syncedKept = kept;
      return { ok: true };
    } catch (error) {
      return { ok: false, problem: isQuotaError(error) ? 'full' : 'blocked' };
    }
  };

  return { load, save, takeStoredText };
};

const isGone = (entry: unknown, gone: ReadonlySet<string>): boolean =>
  typeof entry === 'object' &&
  entry !== null &&
  typeof (entry as { id?: unknown }).id === 'string' &&
  gone.has((entry as { id: string }).id);

export type WatchesStorage = ReturnType<typeof createWatchesStorage>;
