import { createSelectorCreator, lruMemoize } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import type { Restaurant } from '@/data/types';
import { selectAllRestaurants } from '@/features/restaurants/restaurantsSlice';
import { formatCount } from '@/lib/format';
import { distanceKm, type GeoPoint } from '@/lib/geo';
import { toDiscoveryQuery, type DiscoveryState } from './discoveryQuery';
import { selectFilters } from './filtersSlice';
import type { FiltersState, SortOrder } from './listOptions';
import { selectChosenCity, selectPosition } from './searchSlice';
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

type Comparator = (a: Restaurant, b: Restaurant) => number;

/** The sort orders (docs/product.md#search-filters-and-sort). Ties break by name so the order is stable. */
const comparators: Record<Exclude<SortOrder, 'nearest'>, Comparator> = {
  rating: (a, b) => b.rating - a.rating || byName(a, b),
  popularity: (a, b) => b.reviewCount - a.reviewCount || byName(a, b),
  name: byName,
};

/** Nearest first from `position`, each distance worked out once; without a position, by rating. */
const comparatorFor = (sortOrder: SortOrder, position: GeoPoint | null): Comparator => {
  if (sortOrder !== 'nearest') return comparators[sortOrder];
  if (position === null) return comparators.rating;
  const distances = new Map<Restaurant, number>();
  const distanceOf = (restaurant: Restaurant): number => {
    let distance = distances.get(restaurant);
    if (distance === undefined) {
      distance = distanceKm(position, restaurant.location.coordinates);
      distances.set(restaurant, distance);
    }
    return distance;
  };
  return (a, b) => distanceOf(a) - distanceOf(b) || byName(a, b);
};

/** The catalogue's cities, each once, A-Z: the Location menu's choices. */
export const selectCities = createAppSelector([selectAllRestaurants], (items): string[] =>
  [...new Set(items.map((restaurant) => restaurant.location.city))].sort((a, b) => a.localeCompare(b, 'en')),
);

/**
 * The home list: restaurants matching the search text, the filters and the chosen city, in the
 * chosen order.
 */
export const selectVisibleRestaurants = createAppSelector(
  [
    selectAllRestaurants,
    selectSearchIndex,
    selectSearchText,
    selectFilters,
    selectChosenCity,
    selectSortOrder,
    selectPosition,
  ],
  (items, searchIndex, searchText, filters, city, sortOrder, position): Restaurant[] => {
    // Folded once per change, not once per restaurant.
    const query = foldForSearch(searchText.trim());
    return items
      .filter(
        (restaurant, index) =>
          (query === '' || (searchIndex[index]?.includes(query) ?? false)) &&
          (city === null || restaurant.location.city === city) &&
          matchesFilters(restaurant, filters),
      )
      .sort(comparatorFor(sortOrder, position));
  },
);

/** How far a restaurant is from the diner in kilometres, or null while their position is unknown. */
export const selectDistanceKm = (state: RootState, restaurant: Restaurant): number | null => {
  const position = selectPosition(state);
  return position === null ? null : distanceKm(position, restaurant.location.coordinates);
};

/** How far the nearest restaurant of the home list is in kilometres; null without a position or a list. */
export const selectNearestDistanceKm = createAppSelector(
  [selectVisibleRestaurants, selectPosition],
  (visible, position): number | null =>
    position === null || visible.length === 0
      ? null
      : Math.min(...visible.map((restaurant) => distanceKm(position, restaurant.location.coordinates))),
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

/**
 * The result count line, e.g. `2 restaurants found for "wine"`, then where the diner looks:
 * `3 restaurants found in Riverton`, `3 restaurants found near you`.
 */
export const selectResultSummary = (state: RootState): string => {
  const count = selectVisibleRestaurants(state).length;
  const found = `${formatCount(count)} ${count === 1 ? 'restaurant' : 'restaurants'} found`;
  const query = selectSearchText(state).trim();
  const summary = query ? `${found} for "${query}"` : found;
  const city = selectChosenCity(state);
  if (city !== null) return `${summary} in ${city}`;
  return selectPosition(state) === null ? summary : `${summary} near you`;
};

/**
 * The search text, filters, sort order, table wanted, city and position of the home list,
 * together: what its address says.
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
