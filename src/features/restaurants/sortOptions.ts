import type { SortOrder } from './restaurantsSlice';

/** The choices of the sort selector, in the order they are listed (docs/product.md#search-filters-and-sort). */
export const SORT_OPTIONS: readonly { value: SortOrder; label: string }[] = [
  { value: 'rating', label: 'Highest Rated' },
  { value: 'popularity', label: 'Most Popular' },
  { value: 'name', label: 'Name A-Z' },
];
