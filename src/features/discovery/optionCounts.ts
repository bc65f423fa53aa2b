import { createSelectorCreator, lruMemoize } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import type { OptionCounts, SearchQuery } from '@/data/search/catalogueSearch';
import { FILTER_GROUP_NAMES, FILTER_GROUPS, type FilterGroup } from '@/data/search/searchIndexFormat';
import type { RestaurantSummary } from '@/data/types';
import {
  loadOptionCounts,
  selectAllRestaurants,
  selectListSearch,
} from '@/features/restaurants/restaurantsSlice';
import { selectUsesCatalogueSearch } from './discoverySelectors';
import { selectFilters } from './filtersSlice';
import type { ListThunk } from './listSearch';
import {
  ACCESSIBILITY_FILTER_OPTIONS,
  CUISINE_OPTIONS,
  DEFAULT_SORT_ORDER,
  DIETARY_FILTER_OPTIONS,
  FEATURE_OPTIONS,
  PRICE_RANGE_OPTIONS,
  type FiltersState,
} from './listOptions';
import { selectChosenCity, selectSearchText } from './searchSlice';
import { foldForSearch, searchTextOf } from './searchText';

/*
 * The counts beside the Filters menu's options (docs/product.md#search-filters-and-sort): how
 * many restaurants the list would hold with each option also ticked. Apart from the home list's
 * selectors, with the menu's code: the home page's script does not carry them.
 */

// One cached result per selector, as the list's selectors (discoverySelectors.ts).
const createAppSelector = createSelectorCreator({
  memoize: lruMemoize,
  argsMemoize: lruMemoize,
}).withTypes<RootState>();

/** The values a restaurant states for a filter group. */
const valuesIn = (restaurant: RestaurantSummary, group: FilterGroup): readonly string[] => {
  if (group === 'cuisines') return [restaurant.cuisine];
  if (group === 'priceRanges') return [restaurant.priceRange];
  if (group === 'features') return restaurant.features;
  return (group === 'dietaryOptions' ? restaurant.dietaryOptions : restaurant.accessibility) ?? [];
};

/** Whether a restaurant passes a group's ticks (any or all of them; none lets it through). */
const passesGroup = (
  restaurant: RestaurantSummary,
  group: FilterGroup,
  ticked: readonly string[],
): boolean => {
  if (ticked.length === 0) return true;
  const stated = valuesIn(restaurant, group);
  return FILTER_GROUPS[group] === 'any'
    ? stated.some((value) => ticked.includes(value))
    : ticked.every((value) => stated.includes(value));
};

/** The Filters menu's options, by group. */
const MENU_OPTIONS: Record<FilterGroup, readonly string[]> = {
  cuisines: CUISINE_OPTIONS,
  priceRanges: PRICE_RANGE_OPTIONS,
  features: FEATURE_OPTIONS,
  dietaryOptions: DIETARY_FILTER_OPTIONS,
  accessibility: ACCESSIBILITY_FILTER_OPTIONS,
};

/**
 * The count next to each option of the Filters menu, over restaurants in memory: how many the
 * list would hold with that option also ticked (docs/product.md#search-filters-and-sort). A
 * restaurant the list holds counts for every option of an any-of group with a tick (the option
 * widens it), and for the options it states elsewhere; one that fails a single any-of group
 * counts for the options of it that it states. The search's engine counts by the same rule.
 */
export const countOptions = (
  restaurants: readonly RestaurantSummary[],
  filters: FiltersState,
): OptionCounts => {
  const counts = Object.fromEntries(
    FILTER_GROUP_NAMES.map((group) => [
      group,
      Object.fromEntries(MENU_OPTIONS[group].map((value) => [value, 0])),
    ]),
  ) as OptionCounts;
  const add = (group: FilterGroup, value: string) => {
    if (Object.hasOwn(counts[group], value)) counts[group][value]! += 1;
  };
  for (const restaurant of restaurants) {
    const failing = FILTER_GROUP_NAMES.filter((group) => !passesGroup(restaurant, group, filters[group]));
    if (failing.length > 1) continue;
    for (const group of failing.length === 1 ? failing : FILTER_GROUP_NAMES) {
      const widens = failing.length === 0 && FILTER_GROUPS[group] === 'any' && filters[group].length > 0;
      if (widens) MENU_OPTIONS[group].forEach((value) => add(group, value));
      // An all-of group it fails cannot be mended by one tick more.
      else if (failing.length === 0 || FILTER_GROUPS[group] === 'any')
        valuesIn(restaurant, group).forEach((value) => add(group, value));
    }
  }
  return counts;
};

/**
 * The query whose answer holds the counts next to the filter options: what the list searches
 * and where, whatever its order or length.
 */
export const selectOptionCountsQuery = createAppSelector(
  [selectSearchText, selectFilters, selectChosenCity],
  (text, filters, city): SearchQuery => ({
    text: text.trim(),
    filters,
    city,
    order: DEFAULT_SORT_ORDER,
    near: null,
    offset: 0,
    limit: 0,
    optionCounts: true,
  }),
);

/** The restaurants the search text and the city leave, in memory (before the filters). */
const selectSearchedInMemory = createAppSelector(
  [selectAllRestaurants, selectSearchText, selectChosenCity],
  (restaurants, searchText, city): RestaurantSummary[] => {
    const query = foldForSearch(searchText.trim());
    return restaurants.filter(
      (restaurant) =>
        (query === '' || searchTextOf(restaurant).includes(query)) &&
        (city === null || restaurant.location.city === city),
    );
  },
);

/** The counts worked out in memory (exported for the menu's test of when it counts). */
export const selectInMemoryOptionCounts = createAppSelector(
  [selectSearchedInMemory, selectFilters],
  countOptions,
);

/**
 * The counts next to the Filters menu's options: worked out in memory for a catalogue that came
 * whole; a large catalogue's from its search (null until its first answer, then the latest).
 */
export const selectOptionCounts = (state: RootState): OptionCounts | null =>
  selectUsesCatalogueSearch(state)
    ? (selectListSearch(state).counts?.counts ?? null)
    : selectInMemoryOptionCounts(state);

/** Asks a large catalogue's search for the counts next to the filter options, for the list as it is asked for. */
export const requestOptionCounts = (): ListThunk => (dispatch, getState) => {
  const state = getState();
  if (selectUsesCatalogueSearch(state)) void dispatch(loadOptionCounts(selectOptionCountsQuery(state)));
};
