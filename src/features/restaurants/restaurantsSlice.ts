import {
  createAsyncThunk,
  createSelector,
  createSlice,
  original,
  type Draft,
  type EntityState,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { AppThunkExtra, RootState } from '@/app/store';
import type { OptionCounts, SearchAnswer, SearchQuery } from '@/data/search/catalogueSearch';
import {
  CATALOGUE_DATA_VERSION,
  citiesOf,
  hasFragmentsBeforeIndex,
  isSearchedInFragments,
  SEED_ELEMENT_ID,
  type CatalogueSeed,
  type RestaurantSummaryRecord,
} from '@/data/catalogueData';
import type { RestaurantRecord } from '@/data/catalogueSchema';
import { toRestaurant, toRestaurantSummary } from '@/data/restaurants';
import { ownValue } from '@/lib/ownValue';
import { isSameData } from '@/lib/sameData';
import type { Restaurant, RestaurantSummary } from '@/data/types';
import {
  CatalogueFileMissing,
  fetchCatalogueIndex,
  fetchRestaurantRecord,
  isRestaurantId,
} from './catalogueFiles';
import { afterNextPaint } from '@/speed/scheduling';
import { withCatalogueSearch } from './catalogueSearchAccess';

/**
 * Where the whole catalogue's summaries stand: `partial` holds only what the page came with,
 * `complete` every restaurant (a catalogue that came whole with the home page, a store made
 * from the whole catalogue, or a small catalogue's index file loaded on another page). A large
 * catalogue's stays `partial`: its home list is its search's (`loadListAnswer`).
 */
export type IndexStatus = 'partial' | 'loading' | 'complete' | 'failed';

/** A query as the store keeps it apart from others: two queries with the same key have the same answer. */
export const searchQueryKey = (query: SearchQuery): string => JSON.stringify(query);

/**
 * The home list's question to its search: a query and, for Show more, the ids the list shows
 * already, the first of its answer (the pages before, which the search is not asked again).
 */
export type ListQuestion = SearchQuery & { shown?: readonly string[] };

/** A question's query, without what the list shows already: its answer is the same. */
const queryOf = ({ shown: _shown, ...query }: ListQuestion): SearchQuery => query;
const questionKey = (question: ListQuestion): string => searchQueryKey(queryOf(question));

/** The home list's answer from a large catalogue's search. */
export interface ListAnswer {
  key: string;
  /** The query it answers: the count line says what was searched, where, from it. */
  query: SearchQuery;
  /** How many restaurants match, all pages together. */
  total: number;
  /** The ids of the restaurants of the page asked for, in order (their summaries are in `summaries`). */
  ids: string[];
}

/**
 * A large catalogue's home list, as its search answers it (the catalogue does not come whole
 * with the page): the query last asked for and where it stands, and the latest answer, which the
 * list shows until the next one arrives. An answer to a query the diner has moved on from is
 * dropped.
 */
export interface ListSearchState {
  /** The key of the query last asked for; null while the page's first page is the list. */
  requested: string | null;
  status: 'idle' | 'loading' | 'failed';
  answer: ListAnswer | null;
  /** The counts next to the filter options, with the key of the query they count for. */
  counts: { key: string; counts: OptionCounts } | null;
  /** The key of the counts last asked for. */
  countsRequested: string | null;
}

const noListSearch: ListSearchState = {
  requested: null,
  status: 'idle',
  answer: null,
  counts: null,
  countsRequested: null,
};

/** Where one restaurant's record stands while it is not in the store (`missing`: the catalogue has no such restaurant). */
export type RecordStatus = 'loading' | 'failed' | 'missing';

/**
 * The catalogue, as far as this page knows it: the summaries of the restaurants it has seen (the
 * home list's cards; all of them once the index has loaded) and the whole records of those whose
 * pages were opened. What the home list shows of it is discovery's.
 */
export interface RestaurantsState {
  summaries: EntityState<RestaurantSummary, string>;
  records: EntityState<Restaurant, string>;
  /** How many restaurants the catalogue holds; null until the page is told. */
  total: number | null;
  /**
   * Whether the home list is answered by the search in fragments, a worker's, until the index
   * file is here: always for a catalogue that has no such file (CatalogueSeed); for one that has
   * both (`fragmentsBeforeIndex`), when keys typed on the home page before its script ran started
   * the search, or Near Me was pressed before the file was fetched (searchedInFragmentsUntilIndex),
   * until the file, fetched after their answer, arrives.
   */
  searchedInFragments: boolean;
  /** Whether the catalogue has its search index in fragments as well as its index file (CatalogueSeed). */
  fragmentsBeforeIndex: boolean;
  /** The catalogue's cities, A-Z. */
  cities: string[];
  /** The ids of the first page of the plain list (default order), which the page came with. */
  firstPage: string[];
  index: IndexStatus;
  /** Records asked for and not (yet) in the store, by id. */
  recordRequests: Record<string, RecordStatus>;
  list: ListSearchState;
}

/**
 * An entity state (RTK's normalized `ids` + `entities`), built in one go: for the whole index
 * (thousands of summaries) a few milliseconds, where adding them one by one to Immer's draft is
 * many times that. RTK's createEntityAdapter would do these few operations, but it costs the
 * home page 1.6 KB of gzipped script, over its budget (docs/decisions.md, "The catalogue is data").
 * Frozen as it is made (its lists and each item, not what an item holds): Immer, which freezes
 * what a reducer stores, walks every object of a new value it finds unfrozen, and for the index
 * of 5,000 restaurants that walk was 28-36 ms of the reducer in Node, about 150 at 4x CPU.
 */
const entitiesOf = <T extends { id: string }>(items: readonly T[]): EntityState<T, string> =>
  Object.freeze({
    ids: Object.freeze(items.map((item) => item.id)) as string[],
    entities: Object.freeze(Object.fromEntries(items.map((item) => [item.id, Object.freeze(item)]))),
  });

/**
 * The state a page starts from: what its prerendered HTML was made from (CatalogueSeed), and
 * whether keys typed before the page's script started the search (`searchStartedEarly`,
 * src/speed/earlyInput/earlySearch.ts), whose fragments then answer the list of a catalogue that
 * has both until its index file is here.
 */
export const restaurantsStateFromSeed = (
  seed: CatalogueSeed | null,
  searchStartedEarly = false,
): RestaurantsState => ({
  summaries: entitiesOf(seed?.firstPage.map(toRestaurantSummary) ?? []),
  records: entitiesOf(seed?.restaurants.map(toRestaurant) ?? []),
  total: seed?.total ?? null,
  searchedInFragments:
    (seed?.searchedInFragments ?? false) || (searchStartedEarly && (seed?.fragmentsBeforeIndex ?? false)),
  fragmentsBeforeIndex: seed?.fragmentsBeforeIndex ?? false,
  cities: seed?.cities ?? [],
  firstPage: seed?.firstPage.map(({ id }) => id) ?? [],
  // A catalogue that fits on the first page came whole with the home page: no index to load.
  index: seed !== null && seed.total !== null && seed.firstPage.length >= seed.total ? 'complete' : 'partial',
  recordRequests: {},
  list: noListSearch,
});

/** A state that knows the whole catalogue, every record included (the prerenderer's, and tests'). */
export const restaurantsStateFor = (restaurants: readonly Restaurant[]): RestaurantsState => ({
  summaries: entitiesOf(restaurants),
  records: entitiesOf(restaurants),
  total: restaurants.length,
  searchedInFragments: false,
  fragmentsBeforeIndex: false,
  cities: citiesOf(restaurants),
  firstPage: [],
  index: 'complete',
  recordRequests: {},
  list: noListSearch,
});

/**
 * What every prerendered page carries of the catalogue (its size and cities), from the whole
 * catalogue's records; a page adds its own restaurants to it, and only the home page keeps the
 * size (src/entry-server.tsx).
 */
export const catalogueSeed = (records: readonly RestaurantRecord[]): CatalogueSeed => ({
  version: CATALOGUE_DATA_VERSION,
  total: records.length,
  searchedInFragments: isSearchedInFragments(records.length),
  fragmentsBeforeIndex: hasFragmentsBeforeIndex(records.length),
  cities: citiesOf(records),
  firstPage: [],
  restaurants: [],
});

/** The seed a page's HTML holds (SEED_ELEMENT_ID), or null when it holds none this build can read. */
export const readCatalogueSeed = (document: Document): CatalogueSeed | null => {
  const text = document.getElementById(SEED_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const seed = JSON.parse(text) as Partial<CatalogueSeed> | null;
    return seed?.version === CATALOGUE_DATA_VERSION &&
      (typeof seed.total === 'number' || seed.total === null) &&
      typeof seed.searchedInFragments === 'boolean' &&
      typeof seed.fragmentsBeforeIndex === 'boolean' &&
      Array.isArray(seed.cities) &&
      Array.isArray(seed.firstPage) &&
      Array.isArray(seed.restaurants)
      ? (seed as CatalogueSeed)
      : null;
  } catch {
    return null;
  }
};

/**
 * Loads every restaurant's summary of a small catalogue (one that fits on the home list's first
 * page, `index.json`) on a page that did not come with them (any but the home page), when the home
 * list needs them or as the diner reaches for a control that will. A failed load is tried again
 * only when the diner asks (`retry`: Try again). A large catalogue has no such file: its list is
 * its search's. One with fragments beside the file loads it once they have answered keys typed
 * before the page's script (startIndexAfterFragments).
 */
export const loadCatalogueIndex = createAsyncThunk<
  RestaurantSummaryRecord[],
  boolean | void,
  { state: Pick<RootState, 'restaurants'> }
>('restaurants/loadIndex', (_, { signal }) => fetchCatalogueIndex(signal), {
  condition: (retry, { getState }) => {
    const { index } = getState().restaurants;
    return index === 'partial' || (retry === true && index === 'failed');
  },
});

/**
 * Whether the home list is a large catalogue's, answered by its search: one the build indexed in
 * fragments (isSearchedInFragments, told by the page's seed). A smaller catalogue's list is
 * worked out in memory (it came whole with the home page, or its index file is loaded), as is
 * one the page was told nothing of (no seed: while developing).
 */
export const selectIsSearchedCatalogue = ({ restaurants }: Pick<RootState, 'restaurants'>): boolean =>
  restaurants.index !== 'complete' && restaurants.searchedInFragments;

/**
 * Whether keys typed before the page's script would find a search in fragments: a catalogue
 * searched in fragments, or one with fragments beside its index file (fragmentsBeforeIndex),
 * while its index is not here.
 */
export const selectHasSearchFragments = ({ restaurants }: Pick<RootState, 'restaurants'>): boolean =>
  restaurants.index !== 'complete' && (restaurants.searchedInFragments || restaurants.fragmentsBeforeIndex);

type SearchThunkConfig = { state: Pick<RootState, 'restaurants'>; extra: AppThunkExtra };

/**
 * The search's answer to `query`, asked at once and given no sooner than the frame after the tap
 * that asked: the worker can answer within that frame, and the answer's cards rendered in it
 * would count in the tap's INP (a tick over 60,000 restaurants: 136 ms).
 */
const askSearch = async (getSearch: AppThunkExtra['catalogueSearch'], query: SearchQuery) => {
  const answer = withCatalogueSearch(getSearch, (search) => search.query(query));
  const [answered] = await Promise.all([answer, afterNextPaint()]);
  return answered;
};

/**
 * Asks a large catalogue's search for the home list's answer to `query`: not again for the answer
 * the list has, nor while that query is being answered; a failed one, again when asked. With the
 * ids the list shows already (`shown`), only for the rest: Show more over 60,000 restaurants
 * fetched the cards of the 12 on screen with the 12 it added.
 */
export const loadListAnswer = createAsyncThunk<SearchAnswer, ListQuestion, SearchThunkConfig>(
  'restaurants/loadListAnswer',
  async (question, { extra }) => {
    const query = queryOf(question);
    const shown = question.shown ?? [];
    if (shown.length === 0) return askSearch(extra.catalogueSearch, query);
    const rest = await askSearch(extra.catalogueSearch, {
      ...query,
      offset: query.offset + shown.length,
      limit: query.limit - shown.length,
    });
    return { ...rest, ids: [...shown, ...rest.ids] };
  },
  {
    condition: (question, { getState }) => {
      const { requested, status, answer } = getState().restaurants.list;
      const key = questionKey(question);
      return answer?.key !== key && !(requested === key && status === 'loading');
    },
  },
);

/** Asks a large catalogue's search for the counts next to the filter options, for `query` (asked with `optionCounts`). */
export const loadOptionCounts = createAsyncThunk<OptionCounts, SearchQuery, SearchThunkConfig>(
  'restaurants/loadOptionCounts',
  async (query, { extra }) =>
    (await askSearch(extra.catalogueSearch, query)).optionCounts ?? ({} as OptionCounts),
  {
    condition: (query, { getState }) => {
      const { counts, countsRequested } = getState().restaurants.list;
      const key = searchQueryKey(query);
      return counts?.key !== key && countsRequested !== key;
    },
  },
);

/**
 * Fetches what a large catalogue's search needs before its first answer (its code, its worker,
 * the manifest), as the diner reaches for a control that will ask it. What fails here is asked
 * again, and said, by the answer that needs it.
 */
export const prepareCatalogueSearch =
  (): ThunkAction<void, Pick<RootState, 'restaurants'>, AppThunkExtra, UnknownAction> =>
  (dispatch, getState) => {
    // A small catalogue has no search: its index file, on a page that did not come with it.
    if (!selectIsSearchedCatalogue(getState())) void dispatch(loadCatalogueIndex());
    else dispatch(prepareSearchFragments());
  };

/**
 * The search in fragments' code, its worker and the fragments most answers read first
 * (SearchEngine.prepare), whichever answers the list now: also for a catalogue whose fragments
 * are about to answer it (startNearMeInFragments). What fails is said by the answer that needs it.
 */
export const prepareSearchFragments =
  (): ThunkAction<void, unknown, AppThunkExtra, UnknownAction> =>
  (_dispatch, _getState, { catalogueSearch }) => {
    withCatalogueSearch(catalogueSearch, (search) => search.prepare()).catch(() => undefined);
  };

/** Loads a restaurant's whole record, unless the store has it or is loading it, or the id names no file. */
export const loadRestaurant = createAsyncThunk<
  RestaurantRecord,
  string,
  { state: Pick<RootState, 'restaurants'>; rejectValue: 'missing' }
>(
  'restaurants/loadRestaurant',
  async (id, { signal, rejectWithValue }) => {
    try {
      return await fetchRestaurantRecord(id, signal);
    } catch (error) {
      if (error instanceof CatalogueFileMissing) return rejectWithValue('missing');
      throw error;
    }
  },
  {
    condition: (id, { getState }) => {
      const { records, recordRequests } = getState().restaurants;
      return (
        isRestaurantId(id) &&
        ownValue(records.entities, id) === undefined &&
        ownValue(recordRequests, id) !== 'loading'
      );
    },
  },
);

export const restaurantsSlice = createSlice({
  name: 'restaurants',
  initialState: restaurantsStateFromSeed(null),
  reducers: {
    /**
     * The fragments beside a catalogue's index file answer the home list until the file is here
     * (startNearMeInFragments): it is neither here nor on its way.
     */
    searchedInFragmentsUntilIndex(state) {
      if (state.fragmentsBeforeIndex && state.index === 'partial') state.searchedInFragments = true;
    },
    /** The page's own first page is the home list again: no answer is awaited, and one arriving is dropped. */
    listAnswerDropped(state) {
      state.list.requested = null;
      state.list.status = 'idle';
      state.list.answer = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadCatalogueIndex.pending, (state) => {
        state.index = 'loading';
      })
      .addCase(loadCatalogueIndex.rejected, (state) => {
        state.index = 'failed';
      })
      .addCase(loadCatalogueIndex.fulfilled, (state, { payload }) => {
        // A restaurant the page knew already (the first page's cards) keeps its summary object
        // when the index says the same of it: its card, memoized, is not drawn again. Show more
        // over 5,000 restaurants drew all 12 first cards again with the 12 it added.
        const known = original(state.summaries)?.entities ?? {};
        state.summaries = entitiesOf(
          payload.map((record) => {
            const summary = toRestaurantSummary(record);
            const before = ownValue(known, record.id);
            return before !== undefined && isSameData(before, summary) ? before : summary;
          }),
        );
        state.total = payload.length;
        state.cities = citiesOf(payload);
        state.index = 'complete';
      })
      .addCase(loadListAnswer.pending, (state, { meta }) => {
        state.list.requested = questionKey(meta.arg);
        state.list.status = 'loading';
      })
      .addCase(loadListAnswer.rejected, (state, { meta }) => {
        if (state.list.requested === questionKey(meta.arg)) state.list.status = 'failed';
      })
      .addCase(loadListAnswer.fulfilled, (state, { meta, payload }) => {
        const key = questionKey(meta.arg);
        if (state.list.requested !== key) return;
        state.list.status = 'idle';
        // The query as asked: kept as it is, never changed (hence no draft of it).
        state.list.answer = {
          key,
          query: queryOf(meta.arg),
          total: payload.total,
          ids: payload.ids,
        } as Draft<ListAnswer>;
        // A restaurant the page knew already keeps its summary object when the answer says the
        // same of it: its card, memoized, is not drawn again.
        const { entities, ids } = state.summaries;
        const known = original(entities) ?? {};
        for (const record of payload.cards) {
          const summary = toRestaurantSummary(record);
          const before = ownValue(known, record.id);
          if (before !== undefined && isSameData(before, summary)) continue;
          if (before === undefined) ids.push(record.id);
          entities[record.id] = summary;
        }
      })
      .addCase(loadOptionCounts.pending, (state, { meta }) => {
        state.list.countsRequested = searchQueryKey(meta.arg);
      })
      .addCase(loadOptionCounts.rejected, (state, { meta }) => {
        // Asked again when the menu next needs them.
        if (state.list.countsRequested === searchQueryKey(meta.arg)) state.list.countsRequested = null;
      })
      .addCase(loadOptionCounts.fulfilled, (state, { meta, payload }) => {
        const key = searchQueryKey(meta.arg);
        if (state.list.countsRequested === key) state.list.counts = { key, counts: payload };
      })
      .addCase(loadRestaurant.pending, (state, { meta }) => {
        state.recordRequests[meta.arg] = 'loading';
      })
      .addCase(loadRestaurant.rejected, (state, { meta, payload }) => {
        state.recordRequests[meta.arg] = payload === 'missing' ? 'missing' : 'failed';
      })
      .addCase(loadRestaurant.fulfilled, (state, { meta, payload }) => {
        delete state.recordRequests[meta.arg];
        if (!Object.hasOwn(state.records.entities, payload.id)) state.records.ids.push(payload.id);
        state.records.entities[payload.id] = toRestaurant(payload);
      });
  },
  selectors: {
    selectCatalogueTotal: (state) => state.total,
    selectCities: (state) => state.cities,
    selectIndexStatus: (state) => state.index,
    selectFirstPageIds: (state) => state.firstPage,
    selectListSearch: (state) => state.list,
    /** A restaurant's whole record, when the store has it. */
    selectRestaurantById: (state, id: string | undefined) =>
      id === undefined ? undefined : ownValue(state.records.entities, id),
    /**
     * Where a restaurant's record stands: `ready` once the store has it, `idle` before it is
     * asked for, `missing` at once for an id that could name no file.
     */
    selectRestaurantStatus: (state, id: string): RecordStatus | 'ready' | 'idle' => {
      if (!isRestaurantId(id)) return 'missing';
      if (ownValue(state.records.entities, id) !== undefined) return 'ready';
      // The whole index is here, and it has no such restaurant: nothing to ask for.
      if (state.index === 'complete' && ownValue(state.summaries.entities, id) === undefined)
        return 'missing';
      return ownValue(state.recordRequests, id) ?? 'idle';
    },
  },
});

export const {
  selectCatalogueTotal,
  selectCities,
  selectIndexStatus,
  selectFirstPageIds,
  selectListSearch,
  selectRestaurantById,
  selectRestaurantStatus,
} = restaurantsSlice.selectors;
export const { listAnswerDropped, searchedInFragmentsUntilIndex } = restaurantsSlice.actions;

/** Every restaurant the page knows the summary of, in the catalogue's order: all of them once the index has loaded. */
export const selectAllRestaurants = createSelector(
  [(state: RootState) => state.restaurants.summaries],
  ({ ids, entities }): RestaurantSummary[] => ids.flatMap((id) => ownValue(entities, id) ?? []),
);

/** The first page of the plain list, as the page came with it. */
export const selectFirstPage = createSelector(
  [selectFirstPageIds, (state: RootState) => state.restaurants.summaries.entities],
  (ids, entities): RestaurantSummary[] => ids.flatMap((id) => ownValue(entities, id) ?? []),
);
