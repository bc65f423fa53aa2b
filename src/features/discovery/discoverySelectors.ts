import { createSelectorCreator, lruMemoize } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import type { Restaurant } from '@/data/types';
import { selectAllRestaurants } from '@/features/restaurants/restaurantsSlice';
import { formatCount } from '@/lib/format';
import { toDiscoveryQuery, type DiscoveryState } from './discoveryQuery';
import { selectFilters } from './filtersSlice';
import type { FiltersState, SortOrder } from './listOptions';
import { selectListLimit, selectSearchText, selectSortOrder, selectTableWanted } from './searchSlice';

// One cached result per selector, as classic reselect: the default weakMapMemoize would keep
// a result for every search text ever typed.
const createAppSelector = createSelectorCreator({
  memoize: lruMemoize,
  argsMemoize: lruMemoize,
}).withTypes<RootState>();

/** A text in the form searches compare: case and accents dropped, so "LUMIERE" finds "Lumière". */
export const foldForSearch = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

// Joins the searched fields so that a query cannot match across the end of one and the start of the next.
const FIELD_SEPARATOR = '\u0000';

/**
 * The searched text of each restaurant (name, cuisine, description:
 * docs/product.md#search-filters-and-sort), folded once per list rather than once per keystroke.
 * Same order as the restaurants.
 */
const selectSearchIndex = createAppSelector([selectAllRestaurants], (items) =>
  items.map((restaurant) =>
    foldForSearch([restaurant.name, restaurant.cuisine, restaurant.description].join(FIELD_SEPARATOR)),
  ),
);

/** No selection in a group lets everything through; otherwise any selected value matches. */
const matchesAny = <T>(selected: readonly T[], values: readonly T[]): boolean =>
  selected.length === 0 || values.some((value) => selected.includes(value));

/**
 * The filter groups combine with AND; within a group any selected value matches
 * (docs/product.md#search-filters-and-sort).
 */
const matchesFilters = (restaurant: Restaurant, filters: FiltersState): boolean =>
  matchesAny(filters.cuisines, [restaurant.cuisine]) &&
  matchesAny(filters.priceRanges, [restaurant.priceRange]) &&
  matchesAny(filters.features, restaurant.features);

// Created on first need: the first collator a page creates loads its locale data, some 40 ms of
// main thread on the benchmark's slow phone, and the default order (rating) rarely needs it.
let nameCollator: Intl.Collator | undefined;

/** Name A-Z; the id settles equal names so the order never depends on the input order. */
const byName = (a: Restaurant, b: Restaurant): number => {
  nameCollator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return nameCollator.compare(a.name, b.name) || nameCollator.compare(a.id, b.id);
};

/** The sort orders (docs/product.md#search-filters-and-sort). Ties break by name so the order is stable. */
const comparators: Record<SortOrder, (a: Restaurant, b: Restaurant) => number> = {
  rating: (a, b) => b.rating - a.rating || byName(a, b),
  popularity: (a, b) => b.reviewCount - a.reviewCount || byName(a, b),
  name: byName,
};

/** The home list: restaurants matching the search text and the filters, in the chosen order. */
export const selectVisibleRestaurants = createAppSelector(
  [selectAllRestaurants, selectSearchIndex, selectSearchText, selectFilters, selectSortOrder],
  (items, searchIndex, searchText, filters, sortOrder): Restaurant[] => {
    // Folded once per change, not once per restaurant.
    const query = foldForSearch(searchText.trim());
    return items
      .filter(
        (restaurant, index) =>
          (query === '' || (searchIndex[index]?.includes(query) ?? false)) &&
          matchesFilters(restaurant, filters),
      )
      .sort(comparators[sortOrder]);
  },
);

/** The page of the home list on screen: the first `listLimit` matching restaurants. */
export const selectShownRestaurants = createAppSelector(
  [selectVisibleRestaurants, selectListLimit],
  (visible, limit): Restaurant[] => (visible.length <= limit ? visible : visible.slice(0, limit)),
);

/** How many matching restaurants "Show more" has yet to show. */
export const selectHiddenRestaurantCount = (state: RootState): number =>
  Math.max(0, selectVisibleRestaurants(state).length - selectListLimit(state));

/** How many filter values are selected, across the three groups (the Filters badge). */
export const selectActiveFilterCount = (state: RootState): number => {
  const { cuisines, priceRanges, features } = selectFilters(state);
  return cuisines.length + priceRanges.length + features.length;
};

/** The result count line, e.g. `2 restaurants found for "wine"`. */
export const selectResultSummary = (state: RootState): string => {
  const count = selectVisibleRestaurants(state).length;
  const found = `${formatCount(count)} ${count === 1 ? 'restaurant' : 'restaurants'} found`;
  const query = selectSearchText(state).trim();
  return query ? `${found} for "${query}"` : found;
};

/** The search text, filters, sort order and table wanted of the home list, together: what its address says. */
export const selectDiscovery = createAppSelector(
  [selectSearchText, selectFilters, selectSortOrder, selectTableWanted],
  (text, filters, sortOrder, table): DiscoveryState => ({ text, filters, sortOrder, table }),
);

/** The home URL's query for the list in the store (without `?`). */
export const selectDiscoveryQuery = (state: RootState): string => toDiscoveryQuery(selectDiscovery(state));
