import { useCallback, useEffect, useRef, type FocusEvent, type PointerEvent } from 'react';
import { whenIdle } from './scheduling';
import { useWhenNearScreen } from './useWhenNearScreen';

/**
 * A diner's reach for a control, ahead of the tap that needs what it fetches:
 * - `pointer`: a pointer arrives on it (a mouse, a pen, or a touch as it lands);
 * - `mouse`: a mouse arrives on it, well ahead of its click;
 * - `focus`: it takes focus, a tap's included;
 * - `keyboard-focus`: it takes focus the browser shows (`:focus-visible`), well ahead of Enter;
 * - `near-screen`: it comes within a screen's height below the viewport; fetched at idle time.
 */
export type Reach = 'pointer' | 'mouse' | 'focus' | 'keyboard-focus' | 'near-screen';

/** Any reach of a control by hand: a pointer arriving on it, or its focus. */
export const ANY_REACH: readonly Reach[] = ['pointer', 'focus'];

/** A reach that comes well ahead of the press: a mouse arriving, or the keyboard's focus. */
export const EARLY_REACH: readonly Reach[] = ['mouse', 'keyboard-focus'];

export interface FetchOnReach {
  /** Fetches the code the control's tap needs (a menu's, say). */
  code?: () => void;
  /** The reaches that fetch the code; any reach by hand unless told. */
  codeOn?: readonly Reach[];
  /** Fetches the data the control's tap needs (the catalogue's index, say). */
  data?: () => void;
  /** The reaches that fetch the data; any reach by hand unless told. */
  dataOn?: readonly Reach[];
}

/** What a control spreads: only the handlers, and the ref, its reaches need. */
export interface ReachProps {
  onPointerEnter?: (event: PointerEvent<Element>) => void;
  onFocus?: (event: FocusEvent<Element>) => void;
  ref?: (element: Element | null) => (() => void) | undefined;
}

/**
 * The one policy for fetching before the tap: when a control's code or data is fetched, from the
 * diner's reach for it (`Reach`). The controls' figures (4x CPU):
 * - a menu's code on any reach (Filters, Location): the menu opens at once, 502 -> 260 ms to
 *   Filters' result; a menu pressed before the script ran is earlyInput's (earlyPreloads.ts);
 * - the index on focus (the header search, the sort): there by the first key or order;
 * - the index on an early reach only (Filters; the control fetches it at idle once its menu is
 *   on screen): read within a tap, the 4 MB index of 5,000 held the menu up, 403 -> 196 ms;
 * - the index near the screen, at idle (Show more): Show more (5,000) 128 -> 56 ms.
 */
export function useFetchOnReach({
  code,
  codeOn = ANY_REACH,
  data,
  dataOn = ANY_REACH,
}: FetchOnReach): ReachProps {
  const wanted = [...(code ? codeOn : []), ...(data ? dataOn : [])];
  const fetchOn = (reaches: readonly Reach[]) => {
    if (code && reaches.some((reach) => codeOn.includes(reach))) code();
    if (data && reaches.some((reach) => dataOn.includes(reach))) data();
  };

  // The observer keeps one callback for the element's life: it reads the latest fetchers.
  const latest = useRef({ code, codeOn, data, dataOn });
  useEffect(() => {
    latest.current = { code, codeOn, data, dataOn };
  });
  const fetchNearScreen = useCallback(() => {
    void whenIdle().then(() => {
      const { code: nearCode, codeOn: nearCodeOn, data: nearData, dataOn: nearDataOn } = latest.current;
      if (nearCodeOn.includes('near-screen')) nearCode?.();
      if (nearDataOn.includes('near-screen')) nearData?.();
    });
  }, []);
  const nearScreenRef = useWhenNearScreen(fetchNearScreen);

  const props: ReachProps = {};
  if (wanted.includes('pointer') || wanted.includes('mouse')) {
    props.onPointerEnter = (event) =>
      fetchOn(event.pointerType === 'mouse' ? ['pointer', 'mouse'] : ['pointer']);
  }
  if (wanted.includes('focus') || wanted.includes('keyboard-focus')) {
    props.onFocus = (event) =>
      fetchOn(
        wanted.includes('keyboard-focus') && event.currentTarget.matches(':focus-visible')
          ? ['focus', 'keyboard-focus']
          : ['focus'],
      );
  }
  if (wanted.includes('near-screen')) props.ref = nearScreenRef;
  return props;
}
