import type { PriceRange } from '@/data/types';

/** The choices of the Filters menu (docs/product.md#search-filters-and-sort), in the order they are listed. */
export const CUISINE_OPTIONS: readonly string[] = [
  'Italian',
  'French',
  'Steakhouse',
  'Asian',
  'Mediterranean',
  'American',
];

export const PRICE_RANGE_OPTIONS: readonly PriceRange[] = ['$', '$$', '$$$', '$$$$'];

/** Matched against a restaurant's features list only (docs/product.md#search-filters-and-sort). */
export const FEATURE_OPTIONS: readonly string[] = [
  'Fine Dining',
  'Outdoor Seating',
  'Wine Bar',
  'Brunch',
  'Private Dining',
  'Valet Parking',
];
