import { createAsyncThunk, createSelector, createSlice, original, type EntityState } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import {
  CATALOGUE_DATA_VERSION,
  citiesOf,
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

/**
 * Where the whole catalogue's summaries stand: `partial` holds only what the page came with (the
 * first page of the plain list), `complete` every restaurant (after the index file has loaded).
 */
export type IndexStatus = 'partial' | 'loading' | 'complete' | 'failed';

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
  /** The catalogue's cities, A-Z. */
  cities: string[];
  /** The ids of the first page of the plain list (default order), which the page came with. */
  firstPage: string[];
  index: IndexStatus;
  /** Records asked for and not (yet) in the store, by id. */
  recordRequests: Record<string, RecordStatus>;
}

/**
 * An entity state (RTK's normalized `ids` + `entities`), built in one go: for the whole index
 * (thousands of summaries) a few milliseconds, where adding them one by one to Immer's draft is
 * many times that. RTK's createEntityAdapter would do these few operations, but it costs the
 * home page 1.6 KB of gzipped script, over its budget (docs/decisions.md, "The catalogue is data").
 */
const entitiesOf = <T extends { id: string }>(items: readonly T[]): EntityState<T, string> => ({
  ids: items.map((item) => item.id),
  entities: Object.fromEntries(items.map((item) => [item.id, item])),
});

/** The state a page starts from: what its prerendered HTML was made from (CatalogueSeed). */
export const restaurantsStateFromSeed = (seed: CatalogueSeed | null): RestaurantsState => ({
  summaries: entitiesOf(seed?.firstPage.map(toRestaurantSummary) ?? []),
  records: entitiesOf(seed?.restaurants.map(toRestaurant) ?? []),
  total: seed?.total ?? null,
  cities: seed?.cities ?? [],
  firstPage: seed?.firstPage.map(({ id }) => id) ?? [],
  // A catalogue that fits on the first page came whole with the home page: no index to load.
  index: seed !== null && seed.firstPage.length >= seed.total ? 'complete' : 'partial',
  recordRequests: {},
});

/** A state that knows the whole catalogue, every record included (the prerenderer's, and tests'). */
export const restaurantsStateFor = (restaurants: readonly Restaurant[]): RestaurantsState => ({
  summaries: entitiesOf(restaurants),
  records: entitiesOf(restaurants),
  total: restaurants.length,
  cities: citiesOf(restaurants),
  firstPage: [],
  index: 'complete',
  recordRequests: {},
});

/**
 * What every prerendered page carries of the catalogue (its size and cities), from the whole
 * catalogue's records; a page adds its own restaurants to it (src/entry-server.tsx).
 */
export const catalogueSeed = (records: readonly RestaurantRecord[]): CatalogueSeed => ({
  version: CATALOGUE_DATA_VERSION,
  total: records.length,
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
      typeof seed.total === 'number' &&
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
 * Loads every restaurant's summary (the search and filter index): once, when the home list
 * needs more than the page came with, or as the diner reaches for a control that will need it
 * (the search field, the Filters button), so that a large catalogue's index (4 MB of JSON for
 * 5,000 restaurants) is there by the keystroke or the tick. A failed load is tried again only
 * when the diner asks (`retry`: Try again).
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
  reducers: {},
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
  selectRestaurantById,
  selectRestaurantStatus,
} = restaurantsSlice.selectors;

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
