import type { FocusEvent, PointerEvent } from 'react';

/*
 * The one policy for fetching before the tap: a control's code or data is fetched as the diner
 * reaches for it, never in the tap that needs it. The controls' figures (4x CPU):
 * - a menu's code on any reach (Filters, Location): the menu opens at once, 502 -> 260 ms to
 *   Filters' result; a menu pressed before the script ran is earlyInput's (earlyPreloads.ts);
 * - the index on focus (the header search, the sort): there by the first key or order;
 * - the index on an early reach (Filters; the control fetches it at idle once its menu is on
 *   screen): read within a tap, the 4 MB index of 5,000 held the menu up, 403 -> 196 ms;
 * - the index near the screen, at idle (Show more): Show more (5,000) 128 -> 56 ms
 *   (`useFetchNearScreen`, beside the observer in useWhenNearScreen.ts).
 */

/**
 * Which reach for a control fetches its data (its code comes on any reach by hand: a pointer
 * arriving on it, a mouse, a pen or a touch as it lands, or its focus). Unless told, its focus,
 * a tap's included (a field, a select); `early-reach`: a reach well ahead of the press only, a
 * mouse arriving or the keyboard's focus (`:focus-visible`), not a touch nor a tap's focus.
 */
export type DataReach = 'focus' | 'early-reach';

/** What a control fetches: its code (a menu's, say), its data (the catalogue's index) and when. */
export type FetchOnReach =
  | { code: () => void; data?: undefined; dataOn?: undefined }
  | { code?: () => void; data: () => void; dataOn?: DataReach };

/** The handlers a control spreads to fetch its code and data on the diner's reach. */
export const fetchOnReach = ({ code, data, dataOn }: FetchOnReach) => ({
  onPointerEnter: (event: PointerEvent<Element>) => {
    code?.();
    if (dataOn === 'early-reach' && event.pointerType === 'mouse') data?.();
  },
  onFocus: (event: FocusEvent<Element>) => {
    code?.();
    if (dataOn !== 'early-reach' || event.currentTarget.matches(':focus-visible')) data?.();
  },
});
