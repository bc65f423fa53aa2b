// Relative on purpose: benchmark builds alias '@/data/restaurants' to this generator's output.
import { restaurants as builtIn } from '../data/restaurants';
import type { PriceRange, Restaurant } from '@/data/types';

/**
 * Believable restaurants in any number, for benchmarks only (the site ships the three built-in
 * ones). Deterministic for a seed, so every run measures the same list.
 */

const CUISINES = ['Italian', 'French', 'Steakhouse', 'Asian', 'Mediterranean', 'American'];
const PRICES: PriceRange[] = ['$', '$$', '$$$', '$$$$'];
const FEATURES = [
  'Fine Dining',
  'Outdoor Seating',
  'Wine Bar',
  'Brunch',
  'Private Dining',
  'Valet Parking',
  'Live Music',
];
const FIRST = [
  'Golden',
  'Olive',
  'Copper',
  'Saffron',
  'Harbor',
  'Juniper',
  'Velvet',
  'Maple',
  'Cedar',
  'Lantern',
  'Salt',
  'Ember',
];
const SECOND = [
  'Table',
  'Kitchen',
  'House',
  'Garden',
  'Bistro',
  'Grill',
  'Room',
  'Tavern',
  'Brasserie',
  'Social',
  'Pantry',
  'Hearth',
];
const DISHES = [
  'handmade pasta',
  'dry-aged steaks',
  'dim sum',
  'mezze',
  'smash burgers',
  'bouillabaisse',
  'wood-fired pizza',
  'ramen',
];

/** mulberry32: a tiny seeded PRNG with a uniform [0, 1) output. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

export const makeSyntheticRestaurants = (count: number, seed = 42): Restaurant[] => {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, (_, index) => {
    const template = builtIn[index % builtIn.length] as Restaurant;
    const cuisine = pick(CUISINES);
    const dish = pick(DISHES);
    return {
      ...template,
      id: String(1000 + index),
      name: `${pick(FIRST)} ${pick(SECOND)} ${index + 1}`,
      cuisine,
      description: `${cuisine} cooking with a focus on ${dish}, seasonal produce and a relaxed room. A neighborhood favorite for long dinners and celebrations with friends.`,
      rating: Math.round((3.5 + random() * 1.5) * 10) / 10,
      reviewCount: Math.floor(random() * 2000),
      priceRange: pick(PRICES),
      features: FEATURES.filter(() => random() < 0.4),
    };
  });
};
