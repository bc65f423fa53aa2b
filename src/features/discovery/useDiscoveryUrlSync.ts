import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { discoveryUrlOpened } from './discoveryActions';
import { discoveryNavigationState, isWrittenFromStore } from './discoveryLocation';
import {
  isSearchRefinement,
  parseDiscoveryQuery,
  toDiscoveryQuery,
  toDiscoverySearch,
} from './discoveryQuery';
import { selectDiscovery, selectDiscoveryQuery } from './discoverySelectors';

/**
 * Keeps the home URL and the store's search, filters and sort order in step — the one place
 * that does. Mounted by the home page.
 *
 * - Arriving at an address (first visit, a shared link, Back, Forward, a link to `/`): the
 *   list it names replaces the store's, in one `discoveryUrlOpened`.
 * - The diner changes the list: the address follows. Editing the search text of a list that
 *   already had one replaces the history entry (typing is one step); anything else (a filter,
 *   the sort order, clearing) pushes a new one, so Back undoes it.
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

  useLayoutEffect(() => {
    if (location.key !== seenLocationKey.current) {
      seenLocationKey.current = location.key;
      const isOwnWrite = navigationType !== 'POP' && isWrittenFromStore(location.state);
      if (!isOwnWrite) {
        const fromUrl = parseDiscoveryQuery(location.search);
        entryQuery.current = toDiscoveryQuery(fromUrl);
        if (entryQuery.current !== selectDiscoveryQuery(store.getState())) {
          dispatch(discoveryUrlOpened(fromUrl));
        }
        return;
      }
      // A write rendering late keeps the newer entry already recorded; a first one is recorded.
      entryQuery.current ??= toDiscoveryQuery(parseDiscoveryQuery(location.search));
    }

    const current = selectDiscovery(store.getState());
    const query = toDiscoveryQuery(current);
    if (query === entryQuery.current) return;
    const replace =
      entryQuery.current !== null && isSearchRefinement(parseDiscoveryQuery(entryQuery.current), current);
    entryQuery.current = query;
    navigate(
      // The hash stays: arriving from another page at #restaurants, a rewrite that dropped it
      // could land before the scroll to the list and leave the diner at the top of the page.
      { pathname: location.pathname, search: toDiscoverySearch(current), hash: location.hash },
      { replace, preventScrollReset: true, state: discoveryNavigationState },
    );
  }, [location, navigationType, navigate, dispatch, store, storeQuery]);
};
