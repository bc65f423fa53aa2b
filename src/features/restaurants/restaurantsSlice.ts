import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { restaurants } from '@/data/restaurants';
import type { Restaurant } from '@/data/types';

/** Sort orders of the home list: Highest Rated, Most Popular, Name A-Z. */
export type SortOrder = 'rating' | 'popularity' | 'name';

export interface RestaurantsState {
  items: Restaurant[];
  sortOrder: SortOrder;
}

const initialState: RestaurantsState = { items: restaurants, sortOrder: 'rating' };

export const restaurantsSlice = createSlice({
  name: 'restaurants',
  initialState,
  reducers: {
    sortOrderChanged(state, action: PayloadAction<SortOrder>) {
      state.sortOrder = action.payload;
    },
  },
  selectors: {
    selectAllRestaurants: (state) => state.items,
    selectSortOrder: (state) => state.sortOrder,
    selectRestaurantById: (state, id: string | undefined) =>
      state.items.find((restaurant) => restaurant.id === id),
  },
});

export const { sortOrderChanged } = restaurantsSlice.actions;
export const { selectAllRestaurants, selectSortOrder, selectRestaurantById } =
  restaurantsSlice.selectors;
