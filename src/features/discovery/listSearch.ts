import { isAnyOf, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { AppStartListening } from '@/app/listenerMiddleware';
import type { AppThunkExtra, RootState } from '@/app/store';
import {
  listAnswerDropped,
  loadCatalogueIndex,
  loadListAnswer,
  prepareCatalogueSearch,
  prepareSearchFragments,
  searchQueryKey,
  selectFirstPage,
  selectFirstPageIds,
  selectHasSearchFragments,
  selectIsSearchedCatalogue,
  selectListSearch,
  searchedInFragmentsUntilIndex,
} from '@/features/restaurants/restaurantsSlice';
import { SEARCH_BASE } from '@/features/restaurants/catalogueSearchAccess';
import { MANIFEST_FILE } from '@/data/search/searchIndexFormat';
import type { EarlySearchPlan } from '@/speed/earlyInput/earlySearch';
import type { SearchQuery } from '@/data/search/catalogueSearch';
import { whenIdle } from '@/speed/scheduling';
import { selectFirstPageAnswers, selectListQuery, selectUsesCatalogueSearch } from './discoverySelectors';
import { nearMeRequested } from './nearMe';
import { DEFAULT_SORT_ORDER, emptyFilters, LIST_PAGE_SIZE } from './listOptions';

export type ListThunk = ThunkAction<void, RootState, AppThunkExtra, UnknownAction>;

/** The plain list's query, whose first page the home page comes with: no text, no filter, no place, the default order. */
const PLAIN_LIST_QUERY: SearchQuery = {
  text: '',
  filters: emptyFilters,
  city: null,
  order: DEFAULT_SORT_ORDER,
  near: null,
  offset: 0,
  limit: LIST_PAGE_SIZE,
};

/**
 * Asks a large catalogue's search for the list the diner asked for, unless the page's own first
 * page is that list (then an answer on its way is dropped). Also Try again's (`retry`), which
 * for a small catalogue loads its index file again.
 */
export const requestListAnswer =
  (retry = false): ListThunk =>
  (dispatch, getState) => {
    const state = getState();
    if (!selectUsesCatalogueSearch(state)) {
      if (retry) void dispatch(loadCatalogueIndex(true));
      return;
    }
    if (selectFirstPageAnswers(state)) {
      const { requested, answer } = selectListSearch(state);
      if (requested !== null || answer !== null) dispatch(listAnswerDropped());
    } else {
      const query = selectListQuery(state);
      void dispatch(loadListAnswer({ ...query, shown: shownOf(state, query) }));
    }
  };

/**
 * The ids the list shows already of `query`'s answer: on Show more, the pages before (the
 * answer's, or the page's own first page, the plain list's), when they are whole; otherwise
 * none, and the search is asked for all of it.
 */
const shownOf = (state: RootState, query: SearchQuery): readonly string[] => {
  const { answer } = selectListSearch(state);
  const [before, ids] =
    answer === null ? [PLAIN_LIST_QUERY, selectFirstPageIds(state)] : [answer.query, answer.ids];
  const isSameList = searchQueryKey({ ...before, limit: query.limit }) === searchQueryKey(query);
  return isSameList && ids.length === before.limit && ids.length < query.limit ? ids : [];
};

/**
 * A large catalogue's list follows the diner: a search, a tick, a place, an order or Show more
 * asks its search for the answer within the dispatch that changed it (the answer arrives from the
 * worker; the list keeps the one before until then).
 */
export const startListSearch = (startAppListening: AppStartListening) =>
  startAppListening({
    predicate: (_action, current, previous) =>
      (current.search !== previous.search || current.filters !== previous.filters) &&
      selectUsesCatalogueSearch(current),
    effect: (_action, { dispatch }) => dispatch(requestListAnswer()),
  });

/**
 * The index file of a catalogue that has fragments beside it, once they have answered the list
 * (or failed to): keys typed before the page's script ran started the search in fragments
 * (restaurantsStateFromSeed), and the file, fetched beside them, would have held up their answer
 * on a slow line (133 KB brotli at 5,000 restaurants). Fetched when the page is next idle; once it
 * is here the list is worked out in memory, as for any catalogue searched in the page. The file
 * that fails is fetched again by Try again, and meanwhile the fragments still answer.
 */
export const startIndexAfterFragments = (startAppListening: AppStartListening) =>
  startAppListening({
    matcher: isAnyOf(loadListAnswer.fulfilled, loadListAnswer.rejected),
    effect: async (_action, { dispatch, getState }) => {
      const { fragmentsBeforeIndex, index } = getState().restaurants;
      if (!fragmentsBeforeIndex || index !== 'partial') return;
      await whenIdle();
      void dispatch(loadCatalogueIndex());
    },
  });

/**
 * Near Me over a catalogue with fragments beside its index file (up to 5,000 restaurants), the
 * file neither here nor on its way: the fragments answer it, from the map tiles near the diner
 * and the cards they name, and the file (2.4 MB of JSON at 5,000, parsed on the main thread, then
 * the whole catalogue sorted by distance) comes once they have, as for keys typed before the
 * page's script (startIndexAfterFragments). The search is made ready as the press asks for the
 * position (that of any catalogue searched in fragments too), so its code, its worker and its
 * first fragments arrive while the browser finds it;
 * the list turns to the fragments with the position, in its task, not in the press's. Near Me
 * over 5,000 took 520-640 ms to its result from the file.
 */
export const startNearMeInFragments = (startAppListening: AppStartListening) => {
  const answersFromFragments = ({ restaurants }: RootState) =>
    restaurants.fragmentsBeforeIndex && restaurants.index === 'partial' && !restaurants.searchedInFragments;
  startAppListening({
    actionCreator: nearMeRequested.pending,
    effect: (_action, { dispatch, getState }) => {
      // Also a catalogue searched in fragments whose search the page has not made ready yet (a
      // press soon after the page loaded): its worker starts while the browser finds the diner
      // (or the diner answers the browser's question), not after. The bench's position comes at
      // once, so it shows no gain there: cold, the question left 300-520 ms after the press.
      if (answersFromFragments(getState()) || selectIsSearchedCatalogue(getState()))
        dispatch(prepareSearchFragments());
    },
  });
  startAppListening({
    actionCreator: nearMeRequested.fulfilled,
    effect: (_action, { dispatch, getState }) => {
      if (!answersFromFragments(getState())) return;
      dispatch(searchedInFragmentsUntilIndex());
      // The position's own change found the list in memory: it is asked for now.
      dispatch(requestListAnswer());
    },
  });
};

/**
 * A large catalogue's search made ready on the home page before the diner asks it anything: its
 * code, its worker and the fragments most answers read first (SearchEngine.prepare), once the
 * page has loaded (not to compete with its own files) and the main thread is idle. A first key
 * or tick then waits for its own fragments only. A small catalogue has no search: nothing.
 */
export const prepareSearchAfterLoad =
  (page: Pick<Window, 'addEventListener'> & { document: Pick<Document, 'readyState'> } = window): ListThunk =>
  (dispatch, getState) => {
    if (!selectIsSearchedCatalogue(getState())) return;
    const prepare = () => void whenIdle().then(() => dispatch(prepareCatalogueSearch()));
    if (page.document.readyState === 'complete') prepare();
    else page.addEventListener('load', prepare, { once: true });
  };

/**
 * What a key typed into the search before the page's script ran asks a large catalogue's search
 * for (src/speed/earlyInput/earlySearch.inline.js): the plain list's query, as the home page
 * starts, with the text typed. The page's own question is then the same, and finds its fragments
 * fetched.
 */
export const EARLY_SEARCH_PLAN: EarlySearchPlan = {
  base: SEARCH_BASE,
  manifest: MANIFEST_FILE,
  query: PLAIN_LIST_QUERY,
};

/**
 * Whether keys typed before the page's script runs start the search (earlySearch.inline.js): on
 * the home page (the one that came with the list's first page) of a catalogue with its search
 * in fragments (searched in them, or with them beside its index file). Elsewhere the
 * prerenderer leaves that script out of the page (HeaderSearch marks the field).
 */
export const selectStartsSearchEarly = (state: RootState): boolean =>
  selectHasSearchFragments(state) && selectFirstPage(state).length > 0;
