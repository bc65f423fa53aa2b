import { DATE_FORMAT, parseIsoDate } from '@/lib/dates';
import type { TimeSlot } from './generateSlots';

/** A free table on another day, offered when the chosen day is full. */
export interface AvailableTime {
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:mm`. */
  time: string;
}

/** How many later days are offered when the chosen day is full. */
export const NEXT_AVAILABLE_COUNT = 3;

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The free slot nearest `preferred` (`HH:mm`), the earlier of two equally near; the first free without one. */
export const nearestFree = (slots: readonly TimeSlot[], preferred: string | null): TimeSlot | undefined => {
  const free = slots.filter((slot) => slot.available);
  if (preferred === null) return free[0];
  const target = minutesOf(preferred);
  return free.reduce<TimeSlot | undefined>(
    (best, slot) =>
      best === undefined || Math.abs(minutesOf(slot.time) - target) < Math.abs(minutesOf(best.time) - target)
        ? slot
        : best,
    undefined,
  );
};

/** How many times a restaurant's card offers, nearest the diner's time first considered. */
export const CARD_TIMES_COUNT = 5;

/** Up to `count` free times nearest `preferred` (`HH:mm`), in time order. */
export const nearestFreeTimes = (
  slots: readonly TimeSlot[],
  preferred: string,
  count = CARD_TIMES_COUNT,
): string[] => {
  const target = minutesOf(preferred);
  return slots
    .filter((slot) => slot.available)
    .map((slot) => slot.time)
    .sort((a, b) => Math.abs(minutesOf(a) - target) - Math.abs(minutesOf(b) - target) || (a < b ? -1 : 1))
    .slice(0, count)
    .sort();
};

// laterDates' answers, by date and last date. Every card asks for the same days (the finder's day
// through the end of the booking window) each time the store changes; made afresh, the 60 days'
// dayjs work ran 12 times per change: a filter tick at night (today full, next days drawn for every
// card) spent 228 ms of its 580 ms in it (5,000 restaurants, 4x CPU, CPU profile).
const laterDatesMemo = new Map<string, readonly string[]>();
const LATER_DATES_MEMO_SIZE = 16;

/** The days after `date` through `lastDate` (both `YYYY-MM-DD`), in order; the same array each time. */
export const laterDates = (date: string, lastDate: string): readonly string[] => {
  const key = `${date}|${lastDate}`;
  const known = laterDatesMemo.get(key);
  if (known) return known;
  const dates: string[] = [];
  for (
    let day = parseIsoDate(date).add(1, 'day');
    day.format(DATE_FORMAT) <= lastDate;
    day = day.add(1, 'day')
  ) {
    dates.push(day.format(DATE_FORMAT));
  }
  if (laterDatesMemo.size >= LATER_DATES_MEMO_SIZE) laterDatesMemo.clear();
  laterDatesMemo.set(key, Object.freeze(dates));
  return dates;
};

/**
 * The nearest later days with a free table, each with its free time nearest `preferred`: at
 * most `count` of them, in order. `slotsOn` gives a day's offered times.
 */
export const findNextAvailable = <Day extends { date: string }>(
  days: readonly Day[],
  slotsOn: (day: Day) => readonly TimeSlot[],
  preferred: string | null,
  count = NEXT_AVAILABLE_COUNT,
): AvailableTime[] => {
  const found: AvailableTime[] = [];
  for (const day of days) {
    const slot = nearestFree(slotsOn(day), preferred);
    if (slot) found.push({ date: day.date, time: slot.time });
    if (found.length === count) break;
  }
  return found;
};

/**
 * The days findNextAvailable still needs drawn to answer: it walks `days` in order and stops at
 * the `count`th free one, so only the days up to there matter. Each undrawn day counts as a
 * possible find, so this asks for at most `count` days at a time; whoever draws them asks again
 * (availabilityListeners.ts, finderTimes.ts) until the days drawn hold `count` free ones or the
 * window ends. A full day so draws the next few days, not the whole window: at night (today's
 * times gone) a filter tick drew 60 days for every new card, 5,000 restaurants, 4x CPU.
 */
export const undrawnNextDays = <Day>(
  days: readonly Day[],
  isDrawn: (day: Day) => boolean,
  hasFreeTable: (day: Day) => boolean,
  count = NEXT_AVAILABLE_COUNT,
): Day[] => {
  const undrawn: Day[] = [];
  let found = 0;
  for (const day of days) {
    if (found + undrawn.length >= count) break;
    if (!isDrawn(day)) undrawn.push(day);
    else if (hasFreeTable(day)) found += 1;
  }
  return undrawn;
};
