import { SLOT_TIMES } from '@/features/availability/generateSlots';
import { WATCH_WINDOW_MARGIN_MINUTES } from './watchTypes';

/*
 * The window of times a watch starts with (docs/product.md#watches), and the window a link's time
 * leaves without a table: apart from the dialog's other rules (watchForm.ts), since the booking
 * page's times ask for it with every date.
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
