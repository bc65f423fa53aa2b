import { slotsFromDraws } from '@/features/availability/availabilitySelectors';
import { slotKey } from '@/features/availability/slotDraws';
import { dayjs, todayIso } from '@/lib/dates';
import { hasWatchEnded, isInWindow } from './watchRules';
import type { Watch, WatchMatch } from './watchTypes';

/** Each restaurant and evening a watch covers that is not past, with its draws key. */
const watchedTables = (watch: Watch, today: string) =>
  watch.dates
    .filter((date) => date >= today)
    .flatMap((date) =>
      watch.restaurantIds.map((restaurantId) => ({
        restaurantId,
        date,
        key: slotKey({ restaurantId, date, partySize: watch.partySize }),
      })),
    );

/** The ids of the watches whose evenings have all passed, seen on `today` (`YYYY-MM-DD`). */
export const endedWatchIds = (watches: readonly Watch[], today: string): string[] =>
  watches.filter((watch) => hasWatchEnded(watch, today)).map((watch) => watch.id);

/**
 * The draws keys the watches cover that this visit has not drawn yet: the times the site would
 * offer there are drawn once, like any screen's, and then the booking page offers the same.
 * Each key once; evenings past are left out.
 */
export const undrawnWatchKeys = (
  watches: readonly Watch[],
  isDrawn: (key: string) => boolean,
  today: string,
): string[] => {
  const keys = new Set<string>();
  for (const watch of watches)
    for (const { key } of watchedTables(watch, today)) if (!isDrawn(key)) keys.add(key);
  return [...keys];
};

/**
 * The free times the watches cover, as seen at `at` (ISO, the diner's current instant): each
 * restaurant and evening of each watch, through the same slot rules and draws as the booking
 * page (slotsFromDraws), within the window. Earliest first (date, then time); the catalogue is
 * never walked: 20 watches of 5 restaurants and 3 evenings read 300 sets of draws at most.
 */
export const findWatchMatches = (
  watches: readonly Watch[],
  drawsOf: (key: string) => readonly number[] | undefined,
  at: string,
): WatchMatch[] => {
  const today = todayIso(dayjs(at));
  const matches: WatchMatch[] = [];
  for (const watch of watches) {
    for (const { restaurantId, date, key } of watchedTables(watch, today)) {
      for (const slot of slotsFromDraws(drawsOf(key), date, watch.partySize, at)) {
        if (slot.available && isInWindow(watch.window, slot.time))
          matches.push({
            watchId: watch.id,
            restaurantId,
            date,
            time: slot.time,
            partySize: watch.partySize,
          });
      }
    }
  }
  return matches.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
};
