import { makeStore } from '@/app/store';
import { restaurants } from '@/data/restaurants';
import { selectAllRestaurants, selectRestaurantById } from './restaurantsSlice';

describe('restaurants slice', () => {
  it('holds the three built-in restaurants', () => {
    const items = selectAllRestaurants(makeStore().getState());
    expect(items).toBe(restaurants);
    expect(items.map((r) => r.id)).toEqual(['1', '2', '3']);
  });

  it('finds a restaurant by id, and nothing for an unknown or missing id', () => {
    const state = makeStore().getState();
    expect(selectRestaurantById(state, '2')?.cuisine).toBe('French');
    expect(selectRestaurantById(state, '999')).toBeUndefined();
    expect(selectRestaurantById(state, undefined)).toBeUndefined();
  });
});
