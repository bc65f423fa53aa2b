import { useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { discoveryUrlOpened } from './discoveryEvents';
import { isWrittenByList, isWrittenFromStore, listNavigationState } from './discoveryLocation';
import {
  addressUpdate,
  parseDiscoveryQuery,
  toDiscoveryQuery,
  toDiscoverySearch,
  type DiscoveryState,
} from './discoveryQuery';
import { selectDiscovery, selectDiscoveryQuery } from './discoverySelectors';

/** How long the search text rests before the address follows it. */
export const SEARCH_ADDRESS_DELAY_MS = 400;

interface PendingWrite {
  timer: ReturnType<typeof setTimeout>;
  /** The list with the search text as typed so far. */
  discovery: DiscoveryState;
  /** Whether it replaces the entry (a search already in the address) or adds one. */
  replace: boolean;
}

/**
 * Keeps the home URL and the store's search, filters and sort order in step — the one place
 * that does. Mounted by the home page.
 *
 * - Arriving at an address (first visit, a shared link, Back, Forward, a link to `/`): the
 *   list it names replaces the store's, in one `discoveryUrlOpened`.
 * - The diner changes the list: the address follows. Editing the search text of a list that
 *   already had one replaces the history entry (typing is one step); anything else (a filter,
 *   the sort order, clearing) pushes a new one, so Back undoes it.
 * - The address follows the search text once typing pauses (SEARCH_ADDRESS_DELAY_MS), so that
 *   a keystroke costs no navigation; it is written at once when the diner does anything else
 *   first (a tap or a click anywhere, leaving the field, another change, hiding the page).
 *
 * Runs as a layout effect: after hydration (whose first render matched the prerendered,
 * unfiltered page) and before the browser paints the list of the wrong address.
 */
export const useDiscoveryUrlSync = (): void => {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  // Re-runs the effect when the list changes; the effect reads the store itself, never a stale copy.
  const storeQuery = useAppSelector(selectDiscoveryQuery);
  const seenLocationKey = useRef<string | null>(null);
  // The canonical query of the history entry the diner is on, counting writes not yet rendered.
  const entryQuery = useRef<string | null>(null);
  const pendingWrite = useRef<PendingWrite | null>(null);

  const write = useEffectEvent((discovery: DiscoveryState, replace: boolean) => {
    entryQuery.current = toDiscoveryQuery(discovery);
    void navigate(
      // The hash stays: arriving from another page at #restaurants, a rewrite that dropped it
      // could land before the scroll to the list and leave the diner at the top of the page.
      { pathname: location.pathname, search: toDiscoverySearch(discovery), hash: location.hash },
      { replace, preventScrollReset: true, state: listNavigationState },
    );
  });
  const cancelPendingWrite = useEffectEvent(() => {
    if (pendingWrite.current) clearTimeout(pendingWrite.current.timer);
    pendingWrite.current = null;
  });
  const flushPendingWrite = useEffectEvent(() => {
    const pending = pendingWrite.current;
    if (!pending) return;
    cancelPendingWrite();
    write(pending.discovery, pending.replace);
  });

  useLayoutEffect(() => {
    if (location.key !== seenLocationKey.current) {
      seenLocationKey.current = location.key;
      const isOwnWrite = navigationType !== 'POP' && isWrittenFromStore(location.state);
      if (!isOwnWrite) {
        // The diner went to another address: a write still waiting was for the entry left behind.
        cancelPendingWrite();
        const fromUrl = parseDiscoveryQuery(location.search);
        entryQuery.current = toDiscoveryQuery(fromUrl);
        if (entryQuery.current !== selectDiscoveryQuery(store.getState())) {
          dispatch(discoveryUrlOpened(fromUrl));
        }
        return;
      }
      const written = toDiscoveryQuery(parseDiscoveryQuery(location.search));
      // One of this list's writes rendering late keeps the newer entry already recorded; a
      // write from elsewhere (the header search, as the diner leaves and comes back) is the entry.
      if (isWrittenByList(location.state)) {
        entryQuery.current ??= written;
      } else {
        // Whatever was waiting was for the entry before it.
        cancelPendingWrite();
        entryQuery.current = written;
      }
    }

    // Set by the first run (a first location is never seen before); null only to the types.
    if (entryQuery.current === null) return;
    const current = selectDiscovery(store.getState());
    const update = addressUpdate(entryQuery.current, current);
    if (update.type === 'none') {
      // Typed back to what the address already says.
      cancelPendingWrite();
      return;
    }
    if (update.type === 'afterTyping') {
      cancelPendingWrite();
      pendingWrite.current = {
        discovery: current,
        replace: update.replace,
        timer: setTimeout(flushPendingWrite, SEARCH_ADDRESS_DELAY_MS),
      };
      return;
    }
    // A step of its own, after the typing before it. That is written first, and this change
    // when it has rendered (of two navigations at once, the router keeps one).
    if (pendingWrite.current) {
      flushPendingWrite();
      return;
    }
    write(current, false);
  }, [location, navigationType, dispatch, store, storeQuery]);

  // Whatever the diner does next, the address is up to date first: a tap or click (on a card's
  // link, say), focus leaving the field, the page being hidden or closed.
  useEffect(() => {
    const flushNow = () => flushPendingWrite();
    document.addEventListener('pointerdown', flushNow, true);
    document.addEventListener('focusout', flushNow, true);
    window.addEventListener('pagehide', flushNow);
    return () => {
      document.removeEventListener('pointerdown', flushNow, true);
      document.removeEventListener('focusout', flushNow, true);
      window.removeEventListener('pagehide', flushNow);
      // Leaving the home page: the address has moved on, there is no entry left to write.
      cancelPendingWrite();
    };
  }, []);
};
