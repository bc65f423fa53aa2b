import { useDeferredValue } from 'react';
import { useAppSelector } from '@/app/hooks';

/** The store's state, as the typed hook reads it: of app/, the speed room imports its hooks only. */
type StoreState = Parameters<Parameters<typeof useAppSelector>[0]>[0];

const wholeState = (state: StoreState) => state;

/**
 * The store's state as the home list shows it: the latest state, in a render React can defer.
 * The list's selectors (search, filters and sort over the whole catalogue) run in that render,
 * not in the tap: a tick renders the box ticked and paints, then the list and its count follow
 * together. The selectors are memoized on the parts of the state they read, so another action
 * (a draw of times, say) costs a render of the caller that selects what it had. Read through
 * `useSelector`, which hydrates with the state the page was prerendered from.
 *
 * A state for which `readOnly` holds is returned as it is: a list that is only read, not worked
 * out (a large catalogue's, answered by its search off the main thread), renders in the task
 * that brings its answer rather than in a second, deferred pass after it.
 */
export function useDeferredListState(readOnly: (state: StoreState) => boolean = never): StoreState {
  // The whole state on purpose: the check that warns of it while developing is turned off.
  const state = useAppSelector(wholeState, { devModeChecks: { identityFunctionCheck: 'never' } });
  const deferred = useDeferredValue(state);
  return readOnly(state) ? state : deferred;
}

const never = () => false;
