import { makeStore, type RootState } from '@/app/store';
import { restaurants } from '@/data/catalogue';
import { toSummaryRecord } from '@/data/catalogueData';
import type { RestaurantRecord } from '@/data/catalogueSchema';
import type { GetCatalogueSearch } from '@/features/restaurants/catalogueSearchAccess';
import { LIST_PAGE_SIZE } from '@/features/discovery/listOptions';
import { memorySearch } from './memorySearch';
import {
  catalogueSeed,
  restaurantsStateFor,
  restaurantsStateFromSeed,
} from '@/features/restaurants/restaurantsSlice';

/**
 * A store as the app's, that knows the whole default catalogue at once (the browser's loads it
 * in pieces: catalogueLoading tests cover that). Tests pass the slices they need.
 */
export const makeTestStore = (
  preloadedState?: Partial<RootState>,
  options?: Parameters<typeof makeStore>[1],
) => makeStore({ restaurants: restaurantsStateFor(restaurants), ...preloadedState }, options);

/**
 * A store as a prerendered page's: it came with the first `firstPage` of `records` by rating, and
 * the whole records `withRecords`; the rest is its search's (docs/catalogue.md), by default one over
 * `records`' index in memory, built when first asked. Searched in fragments whatever its size
 * (`searchedInFragments`), as a build with SEARCH_FRAGMENTS_OVER=12 is (CI's 500).
 */
export const makeSeededStore = (
  records: RestaurantRecord[],
  {
    firstPage = 0,
    withRecords = [] as RestaurantRecord[],
    getCatalogueSearch = inMemory(records),
    searchedInFragments = records.length > LIST_PAGE_SIZE,
    fragmentsBeforeIndex = false,
    searchStartedEarly = false,
  }: {
    firstPage?: number;
    withRecords?: RestaurantRecord[];
    getCatalogueSearch?: GetCatalogueSearch;
    searchedInFragments?: boolean;
    /** Its fragments are beside its index file (CatalogueSeed), and keys typed before the script started them (`searchStartedEarly`). */
    fragmentsBeforeIndex?: boolean;
    searchStartedEarly?: boolean;
  } = {},
) =>
  makeStore(
    {
      restaurants: restaurantsStateFromSeed(
        {
          ...catalogueSeed(records),
          searchedInFragments,
          fragmentsBeforeIndex,
          firstPage: [...records]
            .sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name))
            .slice(0, firstPage)
            .map(toSummaryRecord),
          restaurants: withRecords,
        },
        searchStartedEarly,
      ),
    },
    { getCatalogueSearch },
  );

const inMemory = (records: readonly RestaurantRecord[]): GetCatalogueSearch => {
  let search: GetCatalogueSearch | undefined;
  return () => (search ??= memorySearch(records).getCatalogueSearch)();
};
