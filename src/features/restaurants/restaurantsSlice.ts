import { createSlice } from '@reduxjs/toolkit';
import { restaurants } from '@/data/restaurants';
import type { Restaurant } from '@/data/types';

/** The catalogue: every restaurant the site lists. What the home list shows of it is discovery's. */
export interface RestaurantsState {
  items: Restaurant[];
}

const initialState: RestaurantsState = { items: restaurants };

export const restaurantsSlice = createSlice({
  name: 'restaurants',
  initialState,
  reducers: {},
  selectors: {
    selectAllRestaurants: (state) => state.items,
    selectRestaurantById: (state, id: string | undefined) =>
      state.items.find((restaurant) => restaurant.id === id),
  },
});

export const { selectAllRestaurants, selectRestaurantById } = restaurantsSlice.selectors;
