/**
 * A watch: a diner's wish for a table, across up to five restaurants and three evenings, checked
 * against the times the site would offer at each visit (docs/product.md#watches). Stored under
 * `localStorage.watches` (docs/watches-file.md).
 */
export interface Watch {
  id: string;
  /** 1 to MAX_WATCH_RESTAURANTS distinct ids, as in the catalogue, in the diner's order. */
  restaurantIds: string[];
  /** 1 to MAX_WATCH_EVENINGS distinct `YYYY-MM-DD`, sorted. */
  dates: string[];
  /** `HH:mm`, both ends included; `from` is not after `to`. */
  window: { from: string; to: string };
  partySize: number;
  /** ISO instant. */
  createdAt: string;
}

/** What the diner gives to start a watch. */
export type WatchInput = Omit<Watch, 'id' | 'createdAt'>;

/** A free time a watch covers, found at a check. */
export interface WatchMatch {
  watchId: string;
  restaurantId: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:mm`. */
  time: string;
  partySize: number;
}

/** Why a watch was not started; never silent. */
export type StartWatchRefusal = 'duplicate' | 'limit' | 'invalid' | 'storage';

export type StartWatchOutcome = { ok: true; watch: Watch } | { ok: false; reason: StartWatchRefusal };

/** What is wrong with the device's stored watches, for the diner's notice. */
export type WatchStorageProblem =
  | 'unreadable' // some stored watches can't be read by this build; they are kept as they are
  | 'blocked' // the browser blocks storage: watches can't be kept on this device
  | 'full'; // a change to the watches could not be written: storage is full

/** The `localStorage` key of the watches (docs/watches-file.md). */
export const WATCHES_STORAGE_KEY = 'watches';

/** The most watches active at once on a device. */
export const MAX_ACTIVE_WATCHES = 20;
/** The most restaurants one watch covers. */
export const MAX_WATCH_RESTAURANTS = 5;
/** The most evenings one watch covers. */
export const MAX_WATCH_EVENINGS = 3;
/** The dialog's default window: this long before and after the wanted time. */
export const WATCH_WINDOW_MARGIN_MINUTES = 60;

/** The watches' part of the `bookings` slice (`bookings.watches`). */
export interface WatchesState {
  /** The active watches on this device; written to `localStorage.watches`. */
  items: Watch[];
  /** Stored entries this build cannot read, as they are: kept, and carried on by an export. */
  unreadableEntries: unknown[];
  /** Whether the device's watches have been read (at idle after the first paint). */
  isLoaded: boolean;
  storageProblem: WatchStorageProblem | null;
  /** The free times the last check found for the active watches, earliest first. */
  matches: WatchMatch[];
  /** Keys (matchKey) of matches the diner dismissed this visit. */
  dismissedMatchKeys: string[];
}
