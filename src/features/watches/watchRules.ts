import type { Watch, WatchInput } from './watchTypes';

/** A table at a restaurant, on a date, at a time, for a party: what a booking or a free slot is. */
export interface TableChoice {
  restaurantId: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:mm`. */
  time: string;
  partySize: number;
}

/** Whether `time` (`HH:mm`) is within a watch's window, both ends included. Compared as text. */
export const isInWindow = (window: Watch['window'], time: string): boolean =>
  window.from <= time && time <= window.to;

/**
 * Whether a watch covers a table: one of its restaurants, on one of its evenings, within its
 * window, for its party. A table for another party is another table.
 */
export const watchCovers = (watch: Watch, choice: TableChoice): boolean =>
  watch.partySize === choice.partySize &&
  watch.restaurantIds.includes(choice.restaurantId) &&
  watch.dates.includes(choice.date) &&
  isInWindow(watch.window, choice.time);

const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((value) => b.includes(value));

/** Whether two watches cover the same restaurants, evenings, window and party: a duplicate. */
export const isSameCover = (a: WatchInput, b: WatchInput): boolean =>
  a.partySize === b.partySize &&
  a.window.from === b.window.from &&
  a.window.to === b.window.to &&
  sameSet(a.restaurantIds, b.restaurantIds) &&
  sameSet(a.dates, b.dates);

/** Whether every evening of a watch has passed, seen on `today` (`YYYY-MM-DD`): it has ended. */
export const hasWatchEnded = (watch: Watch, today: string): boolean =>
  watch.dates.every((date) => date < today);
