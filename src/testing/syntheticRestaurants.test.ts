import { catalogueProblems, catalogueWarnings } from '@/data/catalogueSchema';
import { ACCESSIBILITY_FACTS, DIETARY_OPTIONS, SEATING_AREAS } from '@/data/catalogueValues';
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

  it('writes records the build accepts, each stating its terms, seating, dietary options and accessibility', () => {
    const catalogue = makeSyntheticCatalogue(2000, 3);
    expect(catalogueProblems(catalogue, 'synthetic.json')).toEqual([]);
    expect(catalogueWarnings(catalogue, 'synthetic.json')).toEqual([]);
  });

  it('varies the terms, seating, dietary options and accessibility, the same ones for the same seed', () => {
    const records = makeSyntheticCatalogue(1000).restaurants;
    const distinct = (values: unknown[]) => new Set(values.map((value) => JSON.stringify(value))).size;
    expect(distinct(records.map((record) => record.terms))).toBeGreaterThan(40);
    expect(records.some((record) => JSON.stringify(record.terms) === '{}')).toBe(true);
    expect(records.filter((record) => record.terms?.deposit).length).toBeGreaterThan(200);
    expect(distinct(records.map((record) => record.terms?.deposit?.fromPartySize))).toBe(7);
    expect(distinct(records.map((record) => record.seatingAreas))).toBeGreaterThan(30);
    const offered = (field: 'seatingAreas' | 'dietaryOptions' | 'accessibility') =>
      new Set(records.flatMap((record) => record[field] ?? []));
    expect([...offered('seatingAreas')].sort()).toEqual([...SEATING_AREAS].sort());
    expect([...offered('dietaryOptions')].sort()).toEqual([...DIETARY_OPTIONS].sort());
    expect([...offered('accessibility')].sort()).toEqual([...ACCESSIBILITY_FACTS].sort());
    expect(makeSyntheticCatalogue(1000).restaurants).toEqual(records);
    expect(makeSyntheticCatalogue(1000, 8).restaurants.map((record) => record.terms)).not.toEqual(
      records.map((record) => record.terms),
    );
  });

  it('draws the new facts apart, so that the fields drawn before them stay as they were for a seed', () => {
    const record = makeSyntheticCatalogue(4, 7).restaurants[3]!;
    // As the generator drew them before it drew terms, seating, dietary options and accessibility.
    expect([record.name, record.cuisine, record.rating, record.location.city]).toEqual([
      'Iron Social 1',
      'Italian',
      3.7,
      'Riverton',
    ]);
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
