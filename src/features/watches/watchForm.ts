import { SLOT_TIMES } from '@/features/availability/generateSlots';
import { laterDates } from '@/features/availability/freeTimes';
import { WATCH_WINDOW_MARGIN_MINUTES } from './watchTypes';

/**
 * What the watch dialog starts from and offers (docs/product.md#watches): pure, so
 * that its defaults are tested apart from the dialog.
 */

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const FIRST_TIME = SLOT_TIMES[0]!;
const LAST_TIME = SLOT_TIMES[SLOT_TIMES.length - 1]!;

/** The whole evening: its first slot to its last. */
export const WHOLE_EVENING = { from: FIRST_TIME, to: LAST_TIME } as const;

/**
 * The window a new watch starts with: WATCH_WINDOW_MARGIN_MINUTES either side of the time the
 * diner wanted, cut to the evening's slots; the whole evening when no time was wanted.
 */
export const defaultWatchWindow = (wanted: string | null): { from: string; to: string } => {
  if (wanted === null || !SLOT_TIMES.includes(wanted)) return { ...WHOLE_EVENING };
  const target = minutesOf(wanted);
  const within = SLOT_TIMES.filter(
    (time) => Math.abs(minutesOf(time) - target) <= WATCH_WINDOW_MARGIN_MINUTES,
  );
  return { from: within[0]!, to: within[within.length - 1]! };
};

/**
 * The window around the time the diner wanted, when none of its times is free in `slots` (a day
 * with times elsewhere): where the answer is "full" for that time. Null when one is free, or when
 * `wanted` is no slot time.
 */
export const emptyWindowAround = (
  slots: readonly { time: string; available: boolean }[],
  wanted: string,
): { from: string; to: string } | null => {
  if (!SLOT_TIMES.includes(wanted)) return null;
  const window = defaultWatchWindow(wanted);
  return slots.some((slot) => slot.available && slot.time >= window.from && slot.time <= window.to)
    ? null
    : window;
};

/** How many evenings the dialog lists to choose from: the chosen date and the six after it. */
export const EVENING_CHOICE_COUNT = 7;

/** The evenings the dialog lists: `date` and the days after it, within the booking window (`lastDate`). */
export const eveningChoices = (date: string, lastDate: string): string[] => [
  date,
  ...laterDates(date, lastDate).slice(0, EVENING_CHOICE_COUNT - 1),
];

/**
 * `chosen` with `item` taken out, or put in (in the order of `all`) while fewer than `max` are
 * chosen: a box past the limit does nothing.
 */
export const toggleChoice = (
  chosen: readonly string[],
  item: string,
  all: readonly string[],
  max: number,
) => {
  if (chosen.includes(item)) return chosen.filter((one) => one !== item);
  if (chosen.length >= max) return [...chosen];
  return all.filter((one) => one === item || chosen.includes(one));
};

/** `chosen` with as many of `candidates` as fit under `max` added, in order. */
export const addAll = (chosen: readonly string[], candidates: readonly string[], max: number): string[] => {
  const added = [...chosen];
  for (const candidate of candidates) {
    if (added.length >= max) break;
    if (!added.includes(candidate)) added.push(candidate);
  }
  return added;
};

/** The times a window can end at once it starts at `from`: `from` and later. */
export const windowEnds = (from: string): string[] => SLOT_TIMES.filter((time) => time >= from);
