import { catalogueProblems } from '@/data/catalogueSchema';
import defaultCatalogue from '../../catalogue/restaurants.json';
import { makeSyntheticCatalogue } from './syntheticCatalogue';
import { makeSyntheticRestaurants } from './syntheticRestaurants';

describe('makeSyntheticCatalogue', () => {
  it('makes as many distinct restaurants as asked, the same ones for the same seed', () => {
    const list = makeSyntheticRestaurants(500);
    expect(list).toHaveLength(500);
    expect(new Set(list.map((restaurant) => restaurant.id)).size).toBe(500);
    expect(makeSyntheticRestaurants(500)).toEqual(list);
    expect(makeSyntheticRestaurants(500, 7)).not.toEqual(list);
  });

  it('starts with the spec’s three restaurants, as the default catalogue has them', () => {
    expect(makeSyntheticCatalogue(50).restaurants.slice(0, 3)).toEqual(defaultCatalogue.restaurants);
    expect(makeSyntheticCatalogue(2).restaurants.map((record) => record.id)).toEqual(['1', '2']);
  });

  it('writes records the build accepts', () => {
    expect(catalogueProblems(makeSyntheticCatalogue(2000, 3), 'synthetic.json')).toEqual([]);
  });

  it('varies what the list filters, sorts and looks by', () => {
    const records = makeSyntheticCatalogue(1000).restaurants;
    const distinct = (values: unknown[]) => new Set(values.map((value) => JSON.stringify(value))).size;
    expect(distinct(records.map((record) => record.cuisine))).toBe(6);
    expect(distinct(records.map((record) => record.priceRange))).toBe(4);
    expect(distinct(records.map((record) => record.location.city))).toBeGreaterThanOrEqual(5);
    expect(distinct(records.map((record) => record.location.coordinates))).toBeGreaterThan(900);
    expect(distinct(records.map((record) => record.hours))).toBeGreaterThan(20);
    expect(records.some((record) => Object.values(record.hours).some((day) => day.closed))).toBe(true);
    expect(distinct(records.map((record) => record.features))).toBeGreaterThan(30);
    expect(distinct(records.map((record) => record.name))).toBe(1000);
    for (const record of records) {
      expect(record.rating).toBeGreaterThanOrEqual(3.5);
      expect(record.rating).toBeLessThanOrEqual(5);
    }
  });
});
