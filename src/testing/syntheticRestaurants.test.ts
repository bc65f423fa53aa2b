import { makeSyntheticRestaurants } from './syntheticRestaurants';

describe('makeSyntheticRestaurants', () => {
  it('makes as many distinct restaurants as asked, the same ones for the same seed', () => {
    const list = makeSyntheticRestaurants(500);
    expect(list).toHaveLength(500);
    expect(new Set(list.map((restaurant) => restaurant.id)).size).toBe(500);
    expect(makeSyntheticRestaurants(500)).toEqual(list);
    expect(makeSyntheticRestaurants(500, 7)).not.toEqual(list);
  });

  it('keeps values within the ranges the filters and sorts use', () => {
    for (const restaurant of makeSyntheticRestaurants(300)) {
      expect(restaurant.rating).toBeGreaterThanOrEqual(3.5);
      expect(restaurant.rating).toBeLessThanOrEqual(5);
      expect(['$', '$$', '$$$', '$$$$']).toContain(restaurant.priceRange);
    }
  });
});
