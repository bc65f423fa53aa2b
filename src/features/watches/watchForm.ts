import { SLOT_TIMES } from '@/features/availability/generateSlots';
import { laterDates } from '@/features/availability/freeTimes';

/**
 * What the watch dialog offers (docs/product.md#watches): pure, so that its rules are tested
 * apart from the dialog. The window it starts with is watchWindow.ts's.
 */

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
