import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { restaurants } from '@/data/restaurants';
import type { Restaurant } from '@/data/types';
import { discoveryUrlOpened } from '@/features/discovery/discoveryActions';
import { discoveryReset } from '@/features/filters/discoveryActions';
import {
  cuisineToggled,
  featureToggled,
  filtersCleared,
  priceRangeToggled,
} from '@/features/filters/filtersSlice';
import { searchTextChanged } from '@/features/search/searchSlice';

/**
 * Cards shown at first, and added by each "Show more": the list stays quick to render and to
 * type over however many restaurants match (the footer promises 500+).
 */
export const LIST_PAGE_SIZE = 12;

/** Sort orders of the home list: Highest Rated, Most Popular, Name A-Z. */
export type SortOrder = 'rating' | 'popularity' | 'name';

export interface RestaurantsState {
  items: Restaurant[];
  sortOrder: SortOrder;
  /** How many of the matching restaurants the home list shows. */
  listLimit: number;
}

const initialState: RestaurantsState = {
  items: restaurants,
  sortOrder: 'rating',
  listLimit: LIST_PAGE_SIZE,
};

export const restaurantsSlice = createSlice({
  name: 'restaurants',
  initialState,
  reducers: {
    sortOrderChanged(state, action: PayloadAction<SortOrder>) {
      state.sortOrder = action.payload;
      state.listLimit = LIST_PAGE_SIZE;
    },
    moreRestaurantsShown(state) {
      state.listLimit += LIST_PAGE_SIZE;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(discoveryUrlOpened, (state, action) => {
      state.sortOrder = action.payload.sortOrder;
    });
    // A new search or filter is a new list: it starts again from its first page.
    builder.addMatcher(
      isAnyOf(
        searchTextChanged,
        cuisineToggled,
        priceRangeToggled,
        featureToggled,
        filtersCleared,
        discoveryReset,
        discoveryUrlOpened,
      ),
      (state) => {
        state.listLimit = LIST_PAGE_SIZE;
      },
    );
  },
  selectors: {
    selectAllRestaurants: (state) => state.items,
    selectSortOrder: (state) => state.sortOrder,
    selectListLimit: (state) => state.listLimit,
    selectRestaurantById: (state, id: string | undefined) =>
      state.items.find((restaurant) => restaurant.id === id),
  },
});

export const { sortOrderChanged, moreRestaurantsShown } = restaurantsSlice.actions;
export const { selectAllRestaurants, selectSortOrder, selectListLimit, selectRestaurantById } =
  restaurantsSlice.selectors;
