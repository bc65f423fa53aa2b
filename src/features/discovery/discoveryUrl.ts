import { isAnyOf } from '@reduxjs/toolkit';
import type { DataRouter, RouterState } from 'react-router-dom';
import { routerAttached, type AppStartListening } from '@/app/listenerMiddleware';
import { RESTAURANT_LIST_ID, paths } from '@/lib/routes';
import { whenIdle } from '@/speed/scheduling';
import { discoveryUrlOpened } from './discoveryEvents';
import {
  urlUpdate,
  parseDiscoveryQuery,
  toDiscoveryQuery,
  toDiscoverySearch,
  type DiscoveryState,
} from './discoveryQuery';
import {
  selectCities,
  selectDiscovery,
  selectDiscoveryQuery,
  selectIsListPending,
} from './discoverySelectors';
import { anywhereChosen, cityChosen } from './searchSlice';
import { nearMeRequested } from './nearMe';
import { searchTextChanged } from './searchSlice';

/** Actions that, away from the home page, take the diner to the list they change. */
const leadsToList = isAnyOf(searchTextChanged, cityChosen, anywhereChosen, nearMeRequested.fulfilled);

/** How long the search text rests before the URL follows it. */
export const SEARCH_URL_DELAY_MS = 400;

/**
 * History state of a home URL written here. Arriving at it by that write (not by Back or
 * Forward) leaves the store as it is: the store is already at, or ahead of, that URL.
 */
const WRITTEN_HERE = { discovery: 'written' } as const;

const isWrittenHere = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as { discovery?: unknown }).discovery === WRITTEN_HERE.discovery;

interface PendingWrite {
  /** The list with the search text as typed so far. */
  discovery: DiscoveryState;
  /** Whether it replaces the entry (a search already in the URL) or adds one. */
  replace: boolean;
}

/**
 * Keeps the home URL and the store's search, filters and sort order in step: the one place that
 * does. Where the diner is comes from `router.state.location`, which moves on as soon as a
 * navigation commits, before React has rendered the page it leads to.
 *
 * - Arriving at a home URL (first visit, a shared link, Back, Forward, a link to `/`): the
 *   list it names replaces the store's, in one `discoveryUrlOpened`.
 * - The diner changes the list on the home page: the URL follows. Editing the search text of
 *   a list that already had one replaces the history entry (typing is one step); anything else
 *   (a filter, the sort order, clearing) pushes a new one, so Back undoes it.
 * - Typing is written once it pauses (SEARCH_URL_DELAY_MS), so a keystroke costs no
 *   navigation; any other change once the main thread is idle after the frame that shows it;
 *   either at once when the diner does anything else first (a tap or a click anywhere, leaving
 *   a field, another change, hiding the page).
 * - Typing in the header search, or choosing a place in the Location menu, on another page takes
 *   the diner to the home list, at the URL of the list as it now is.
 */
export const startDiscoveryUrl = (startAppListening: AppStartListening): void => {
  let router: DataRouter | undefined;
  let stopFollowingRouter: (() => void) | undefined;
  // The canonical query of the home entry the diner is on, counting the writes made here;
  // null away from the home page.
  let entryQuery: string | null = null;
  let pending: PendingWrite | null = null;

  const write = (discovery: DiscoveryState, replace: boolean) => {
    if (!router) return;
    entryQuery = toDiscoveryQuery(discovery);
    void router.navigate(
      // The hash stays: arriving from another page at #restaurants, a rewrite that dropped it
      // could land before the scroll to the list and leave the diner at the top of the page.
      { pathname: paths.home, search: toDiscoverySearch(discovery), hash: router.state.location.hash },
      { replace, preventScrollReset: true, state: WRITTEN_HERE },
    );
  };

  // Whatever the diner does next, the URL is up to date first: a tap or a click (on a
  // card's link, say), focus leaving the field, the page being hidden or closed.
  const flushPending = () => {
    const waiting = pending;
    if (!waiting) return;
    setPending(null);
    write(waiting.discovery, waiting.replace);
  };
  // Focus leaving a field the diner types in: not the page moving focus to the list (Near Me,
  // Explore), whose write would start the route's render ahead of the list's deferred render
  // (over the default catalogue, Near Me's 17 ms navigation and the route's render in the tap).
  const flushOnFieldLeft = ({ target }: FocusEvent) => {
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) flushPending();
  };
  const setPending = (next: PendingWrite | null) => {
    if (next && !pending) {
      document.addEventListener('pointerdown', flushPending, true);
      document.addEventListener('focusout', flushOnFieldLeft, true);
      window.addEventListener('pagehide', flushPending);
    } else if (!next && pending) {
      document.removeEventListener('pointerdown', flushPending, true);
      document.removeEventListener('focusout', flushOnFieldLeft, true);
      window.removeEventListener('pagehide', flushPending);
    }
    pending = next;
  };

  // The URL to the store.
  startAppListening({
    actionCreator: routerAttached,
    effect: (_action, { extra, dispatch, getState }) => {
      stopFollowingRouter?.();
      router = extra.navigation.router;
      if (!router) return;
      // Compared as objects: a location's key comes from Math.random, which tests pin.
      let seenLocation: RouterState['location'] | undefined;
      const follow = ({ location, historyAction }: RouterState) => {
        if (location === seenLocation) return;
        seenLocation = location;
        if (location.pathname !== paths.home) {
          // The diner left the list: a write still waiting was for the entry left behind.
          setPending(null);
          entryQuery = null;
          return;
        }
        // Written here: `entryQuery` already says it.
        if (historyAction !== 'POP' && isWrittenHere(location.state)) return;
        setPending(null);
        // A city the catalogue does not have is ignored like any unknown value.
        const fromUrl = parseDiscoveryQuery(location.search, selectCities(getState()));
        entryQuery = toDiscoveryQuery(fromUrl);
        if (entryQuery !== selectDiscoveryQuery(getState())) dispatch(discoveryUrlOpened(fromUrl));
      };
      follow(router.state);
      stopFollowingRouter = router.subscribe(follow);
    },
  });

  // The store to the URL.
  startAppListening({
    predicate: (action, current, previous) =>
      leadsToList(action) || selectDiscovery(current) !== selectDiscovery(previous),
    effect: async (action, listenerApi) => {
      if (!router) return;
      const current = selectDiscovery(listenerApi.getState());
      if (router.state.location.pathname !== paths.home) {
        // The results are on the home list: typing or choosing a place elsewhere takes the diner there.
        if (leadsToList(action)) {
          setPending(null);
          entryQuery = toDiscoveryQuery(current);
          void router.navigate(
            { pathname: paths.home, search: toDiscoverySearch(current), hash: `#${RESTAURANT_LIST_ID}` },
            { state: WRITTEN_HERE },
          );
        }
        return;
      }
      if (entryQuery === null) return;
      const update = urlUpdate(entryQuery, current);
      if (update.type === 'none') {
        // Typed back to what the URL already says.
        setPending(null);
        return;
      }
      if (update.type === 'push') {
        // A step of its own, after the typing before it, which is written first.
        flushPending();
        if (urlUpdate(entryQuery, current).type === 'none') return;
        // Written once the tap's answer is on screen, the list included: the router's navigation
        // took about 26 ms of a filter tick at 4x CPU (React's profiling build) before its paint,
        // and after it, the route's render it starts went ahead of the list's deferred render.
        // A list its search answers is on screen with the answer: idle time while the search
        // works is not that (Near Me over 500 restaurants, React's profiling build: the route's
        // render, 108 ms at 4x CPU, ran there, 450 ms before the answer's).
        const step: PendingWrite = { discovery: current, replace: false };
        setPending(step);
        listenerApi.cancelActiveListeners();
        await listenerApi.pause(whenIdle());
        if (selectIsListPending(listenerApi.getState())) {
          await listenerApi.condition((_action, state) => !selectIsListPending(state));
          await listenerApi.pause(whenIdle());
        }
        if (pending === step) flushPending();
        return;
      }
      const waiting: PendingWrite = { discovery: current, replace: update.replace };
      setPending(waiting);
      listenerApi.cancelActiveListeners();
      await listenerApi.delay(SEARCH_URL_DELAY_MS);
      if (pending === waiting) flushPending();
    },
  });
};
