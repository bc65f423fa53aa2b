import { createSelectorCreator, lruMemoize } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { compareByName, isInNameOrder, prepareNameComparison } from '@/data/catalogueData';
import type { RestaurantSummary } from '@/data/types';
import type { SearchQuery } from '@/data/search/catalogueSearch';
import {
  selectAllRestaurants,
  selectCatalogueTotal,
  selectFirstPage,
  selectIndexStatus,
  selectIsSearchedCatalogue,
  selectListSearch,
} from '@/features/restaurants/restaurantsSlice';
import { ownValue } from '@/lib/ownValue';
import { formatCount } from '@/lib/format';
import { distanceKm, type GeoPoint } from '@/lib/geo';
import { toDiscoveryQuery, type DiscoveryState } from './discoveryQuery';
import { selectFilters } from './filtersSlice';
import { foldForSearch, searchTextOf } from './searchText';
import { DEFAULT_SORT_ORDER, type FiltersState, type SortOrder } from './listOptions';
import { selectChosenCity, selectPosition } from './searchSlice';
import { selectListLimit, selectSearchText, selectSortOrder, selectTableWanted } from './searchSlice';

// One cached result per selector, as classic reselect: the default weakMapMemoize would keep
// a result for every search text ever typed.
const createAppSelector = createSelectorCreator({
  memoize: lruMemoize,
  argsMemoize: lruMemoize,
}).withTypes<RootState>();

/**
 * Whether a restaurant states every value ticked: a diet or a need is met only if all are (a
 * vegan, gluten-free guest needs both). A restaurant that states nothing meets no tick.
 */
const hasAll = <T>(stated: readonly T[] | undefined, ticked: readonly T[]): boolean =>
  ticked.length === 0 || (stated !== undefined && ticked.every((value) => stated.includes(value)));

/**
 * The filter groups combine with AND; within Cuisine Type, Price Range and Features any selected
 * value matches, within Dietary and Accessibility every one must; no selection lets everything
 * through (docs/product.md#search-filters-and-sort). Run over the whole catalogue at each tick:
 * no array is made per restaurant.
 */
const matchesFilters = (
  { cuisine, priceRange, features, dietaryOptions, accessibility }: RestaurantSummary,
  filters: FiltersState,
): boolean =>
  (filters.cuisines.length === 0 || filters.cuisines.includes(cuisine)) &&
  (filters.priceRanges.length === 0 || filters.priceRanges.includes(priceRange)) &&
  (filters.features.length === 0 || features.some((feature) => filters.features.includes(feature))) &&
  hasAll(dietaryOptions, filters.dietaryOptions) &&
  hasAll(accessibility, filters.accessibility);

/** How many filter values are selected, across every group. */
const countFilters = (filters: FiltersState): number =>
  filters.cuisines.length +
  filters.priceRanges.length +
  filters.features.length +
  filters.dietaryOptions.length +
  filters.accessibility.length;

type KeyOf = (restaurant: RestaurantSummary) => number;

/**
 * The sort orders but Name A-Z (docs/product.md#search-filters-and-sort), each a number to sort
 * by, smallest first. Ties keep Name A-Z: the list sorted is the name order, and the sort is
 * stable. Nearest works each distance out once; without a position, it is by rating.
 */
const sortKeyFor = (sortOrder: Exclude<SortOrder, 'name'>, position: GeoPoint | null): KeyOf => {
  if (sortOrder === 'popularity') return (restaurant) => -restaurant.reviewCount;
  if (sortOrder === 'rating' || position === null) return (restaurant) => -restaurant.rating;
  return (restaurant) => distanceKm(position, restaurant.location.coordinates);
};

/**
 * The whole catalogue in Name A-Z, worked out once per index (as it loads: the list is selected
 * then). Every order breaks its ties by name, by keeping this order rather than by comparing
 * names through the collator: Most popular over 5,000 restaurants spent most of its 37 ms of
 * sorting at 4x CPU comparing names. The build writes the index in this order, so it is only
 * checked (one comparison per restaurant, not a sort's n log n): sorted here if it is not, as
 * an index this browser's collator orders otherwise would be.
 */
const selectNameOrder = createAppSelector([selectAllRestaurants], (items): RestaurantSummary[] =>
  isInNameOrder(items) ? items : [...items].sort(compareByName),
);

export { selectCities } from '@/features/restaurants/restaurantsSlice';

/**
 * Whether the list asked for is the plain one (no search, filter or city, the default order):
 * its first page comes with the home page, so it can be shown before the catalogue's index.
 */
const selectIsPlainList = (state: RootState): boolean => {
  const sortOrder = selectSortOrder(state);
  return (
    selectSearchText(state).trim() === '' &&
    countFilters(selectFilters(state)) === 0 &&
    selectChosenCity(state) === null &&
    (sortOrder === DEFAULT_SORT_ORDER || (sortOrder === 'nearest' && selectPosition(state) === null))
  );
};

/**
 * Whether the home list is a large catalogue's, answered by its search (features/restaurants,
 * `loadListAnswer`). A catalogue that fits on the home list's first page came whole with the home
 * page, or comes in its index file on another page, and the list is worked out here, in memory.
 */
export const selectUsesCatalogueSearch = selectIsSearchedCatalogue;

/**
 * Whether a small catalogue's list needs its index file (every restaurant's summary) to show
 * what the diner asked for, on a page that did not come with it: a search, a filter, a city,
 * another order, or more than the first page.
 */
export const selectNeedsIndex = (state: RootState): boolean => {
  if (selectUsesCatalogueSearch(state) || selectIndexStatus(state) === 'complete') return false;
  if (!selectIsPlainList(state)) return true;
  const shown = selectFirstPage(state).length;
  const total = selectCatalogueTotal(state);
  return selectListLimit(state) > shown && (total === null || shown < total);
};

/** The home list asked for, as the catalogue's search takes it: the search text, filters, place, order and how much shows. */
export const selectListQuery = createAppSelector(
  [selectSearchText, selectFilters, selectChosenCity, selectSortOrder, selectPosition, selectListLimit],
  (text, filters, city, order, near, limit): SearchQuery => ({
    text: text.trim(),
    filters,
    city,
    order,
    near,
    offset: 0,
    limit,
  }),
);

/** Whether the page's own first page is the list asked for: the plain list, shown no further than that page. */
export const selectFirstPageAnswers = (state: RootState): boolean =>
  selectIsPlainList(state) && selectListLimit(state) <= selectFirstPage(state).length;

/**
 * Whether the home list the diner asked for is its search's answer: a large catalogue's list
 * other than the page's own first page. Such a list is only read, nothing to work out: it renders
 * in the task its answer arrives in (useDeferredListState's `readOnly`), where a tap back to the
 * first page renders in a deferred pass as any list worked out in memory does.
 */
export const selectListIsAnswered = (state: RootState): boolean =>
  selectUsesCatalogueSearch(state) && !selectFirstPageAnswers(state);

/** What a large catalogue's list shows: its restaurants, how many match, and what was searched where. */
interface ShownAnswer {
  restaurants: RestaurantSummary[];
  total: number | null;
  text: string;
  city: string | null;
  near: GeoPoint | null;
}

/**
 * What a large catalogue's list shows: the page's first page when it is the list asked for;
 * otherwise the latest answer, kept while the next is on its way (no empty list meanwhile), or the
 * first page until there is one.
 */
const selectShownAnswer = createAppSelector(
  [
    selectFirstPageAnswers,
    (state: RootState) => selectListSearch(state).answer,
    selectFirstPage,
    selectCatalogueTotal,
    (state: RootState) => state.restaurants.summaries.entities,
  ],
  (firstPageAnswers, answer, firstPage, total, entities): ShownAnswer =>
    firstPageAnswers || answer === null
      ? // A page that came without the first page (a restaurant's) has nothing to show before
        // the first answer: it says it is finding restaurants, not that there are none.
        {
          restaurants: firstPage,
          total: firstPage.length === 0 ? null : total,
          text: '',
          city: null,
          near: null,
        }
      : {
          restaurants: answer.ids.flatMap((id) => ownValue(entities, id) ?? []),
          total: answer.total,
          text: answer.query.text,
          city: answer.query.city,
          near: answer.query.near,
        },
);

/** Whether the list asked for could not be had: a piece of the search index, or the index file, did not load. */
export const selectListFailed = (state: RootState): boolean =>
  selectUsesCatalogueSearch(state)
    ? selectListSearch(state).status === 'failed'
    : selectIndexStatus(state) === 'failed';

/**
 * Whether the list asked for is on its way (a large catalogue's list meanwhile shows the one
 * before). An index file fetched ahead, as the diner nears Show more, is not: the button stays
 * as it was, and a press on it meanwhile is taken.
 */
export const selectIsListPending = (state: RootState): boolean =>
  selectUsesCatalogueSearch(state)
    ? selectListSearch(state).status === 'loading'
    : selectIndexStatus(state) === 'loading' && selectNeedsIndex(state);

/**
 * Where the home list stands: `ready` to show (the list before, while an answer is on its way),
 * `loading` when it has nothing to show yet (a page that came without its first page), or
 * `failed` when the search could not answer it (the plain list keeps its first page then, with
 * the message under it).
 */
export const selectListStatus = (state: RootState): 'ready' | 'loading' | 'failed' => {
  if (!selectUsesCatalogueSearch(state)) {
    const index = selectIndexStatus(state);
    if (index === 'complete' || selectIsPlainList(state)) return 'ready';
    return index === 'failed' ? 'failed' : 'loading';
  }
  if (selectListFailed(state) && !selectIsPlainList(state)) return 'failed';
  const shown = selectShownAnswer(state);
  return shown.total === null && shown.restaurants.length === 0 ? 'loading' : 'ready';
};

/**
 * The whole catalogue in the chosen order: sorted again only for another order or position, or
 * a new index, never for a keystroke or a tick (the filters below keep this order). Sorting 5,000
 * restaurants at each keystroke, ties compared by name, was most of a keystroke's work.
 */
const selectSortedRestaurants = createAppSelector(
  [selectNameOrder, selectSortOrder, selectPosition],
  (byNames, sortOrder, position): RestaurantSummary[] => {
    if (sortOrder === 'name') return byNames;
    const keyOf = sortKeyFor(sortOrder, position);
    // Each key worked out once (a distance is a few trigonometric calls), then sorted by.
    return byNames
      .map((restaurant) => ({ restaurant, key: keyOf(restaurant) }))
      .sort((a, b) => a.key - b.key)
      .map(({ restaurant }) => restaurant);
  },
);

/** The whole catalogue, searched, filtered and sorted: once its index has loaded. */
export const selectMatchingRestaurants = createAppSelector(
  [selectSortedRestaurants, selectSearchText, selectFilters, selectChosenCity],
  (sorted, searchText, filters, city): RestaurantSummary[] => {
    // Folded once per change, not once per restaurant.
    const query = foldForSearch(searchText.trim());
    return sorted.filter(
      (restaurant) =>
        (query === '' || searchTextOf(restaurant).includes(query)) &&
        (city === null || restaurant.location.city === city) &&
        matchesFilters(restaurant, filters),
    );
  },
);

/**
 * Works the whole list out ahead of the diner's first search, filter or order, for the home page
 * to call once it is idle: the name order (which makes the page's collator, 80-90 ms of locale
 * data at 4x CPU), the list in the current order, and the code of each of those steps, which
 * the browser compiles the first time it runs. Before a small catalogue's index has loaded,
 * only the collator. A large catalogue's list is its search's, in a worker: nothing to work out
 * here.
 */
export const prepareListForChanges = (state: RootState): void => {
  if (selectUsesCatalogueSearch(state)) return;
  if (selectIndexStatus(state) === 'complete') selectMatchingRestaurants(state);
  else prepareNameComparison();
};

/**
 * The home list: restaurants matching the search text, the filters and the chosen city, in the
 * chosen order; over a large catalogue, as far as its search has answered.
 */
export const selectVisibleRestaurants = (state: RootState): RestaurantSummary[] => {
  if (selectUsesCatalogueSearch(state)) return selectShownAnswer(state).restaurants;
  if (selectShowsFirstPage(state)) return selectFirstPage(state);
  return selectIndexStatus(state) === 'complete' ? selectMatchingRestaurants(state) : NONE;
};
const NONE: RestaurantSummary[] = [];

/**
 * Whether a small catalogue's home list is the first page the page came with: the plain list,
 * before the index has loaded or when that page holds the whole catalogue (the default three).
 * The build ordered it, so the page starts without
 * sorting or comparing names: comparing names creates the page's collator, whose locale data took
 * 89 ms of the home page's start-up at 4x CPU (docs/decisions.md, "No Intl at start-up").
 */
const selectShowsFirstPage = (state: RootState): boolean => {
  if (!selectIsPlainList(state)) return false;
  if (selectIndexStatus(state) !== 'complete') return true;
  const total = selectCatalogueTotal(state);
  return total !== null && selectFirstPage(state).length >= total;
};

/** How many restaurants match, or null while that is not known. */
export const selectMatchCount = (state: RootState): number | null => {
  if (selectUsesCatalogueSearch(state)) return selectShownAnswer(state).total;
  if (selectShowsFirstPage(state)) return selectCatalogueTotal(state) ?? selectFirstPage(state).length;
  return selectIndexStatus(state) === 'complete' ? selectMatchingRestaurants(state).length : null;
};

/**
 * Where the home list's distances are measured from: the diner's position the list shown was
 * made for. Over a large catalogue that is its answer's, so that a position just found draws no
 * card again before the answer it asks for replaces them (Near Me over 60,000: the 12 cards
 * before, drawn with their distances in the task that found it); the count line says whom the
 * list is near in the same way (selectResultSummary).
 */
const selectListPosition = (state: RootState): GeoPoint | null =>
  selectUsesCatalogueSearch(state) ? selectShownAnswer(state).near : selectPosition(state);

/** How far a restaurant of the home list is from the diner in kilometres, or null while the list knows no position. */
export const selectDistanceKm = (state: RootState, restaurant: RestaurantSummary): number | null => {
  const position = selectListPosition(state);
  return position === null ? null : distanceKm(position, restaurant.location.coordinates);
};

/** How far the nearest restaurant of the home list is in kilometres; null without a position or a list. */
export const selectNearestDistanceKm = createAppSelector(
  [selectVisibleRestaurants, selectListPosition],
  (visible, position): number | null =>
    position === null || visible.length === 0
      ? null
      : Math.min(...visible.map((restaurant) => distanceKm(position, restaurant.location.coordinates))),
);

/** The page of the home list on screen: the first `listLimit` matching restaurants. */
export const selectShownRestaurants = createAppSelector(
  [selectVisibleRestaurants, selectListLimit],
  (visible, limit): RestaurantSummary[] => (visible.length <= limit ? visible : visible.slice(0, limit)),
);

/** How many matching restaurants "Show more" has yet to show. */
export const selectHiddenRestaurantCount = (state: RootState): number =>
  Math.max(0, (selectMatchCount(state) ?? 0) - selectShownRestaurants(state).length);

/** How many filter values are selected, across every group (the Filters badge). */
export const selectActiveFilterCount = (state: RootState): number => countFilters(selectFilters(state));

/**
 * The result count line, e.g. `2 restaurants found for "wine"`, then where the diner looks:
 * `3 restaurants found in Riverton`, `3 restaurants found near you`.
 */
export const selectResultSummary = (state: RootState): string => {
  if (selectListStatus(state) === 'failed') return 'Restaurants could not be loaded';
  const count = selectMatchCount(state);
  if (count === null) return 'Finding restaurants…';
  // A large catalogue's list says what its answer was for, until the next answer arrives.
  const shown = selectUsesCatalogueSearch(state) ? selectShownAnswer(state) : null;
  const found = `${formatCount(count)} ${count === 1 ? 'restaurant' : 'restaurants'} found`;
  const query = shown ? shown.text : selectSearchText(state).trim();
  const summary = query ? `${found} for "${query}"` : found;
  const city = shown ? shown.city : selectChosenCity(state);
  if (city !== null) return `${summary} in ${city}`;
  return (shown ? shown.near : selectPosition(state)) === null ? summary : `${summary} near you`;
};

/**
 * The search text, filters, sort order, table wanted, city and position of the home list,
 * together: what its URL says.
 */
export const selectDiscovery = createAppSelector(
  [selectSearchText, selectFilters, selectSortOrder, selectTableWanted, selectChosenCity, selectPosition],
  (text, filters, sortOrder, table, city, near): DiscoveryState => ({
    text,
    filters,
    sortOrder,
    table,
    city,
    near,
  }),
);

/** The home URL's query for the list in the store (without `?`). */
export const selectDiscoveryQuery = (state: RootState): string => toDiscoveryQuery(selectDiscovery(state));
