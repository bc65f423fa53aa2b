import type { SearchQuery } from '@/data/search/catalogueSearch';

/** The plain list's first page as a search query: no text, no filter, no place, Highest Rated. */
export const PLAIN_QUERY: SearchQuery = {
  text: '',
  filters: { cuisines: [], priceRanges: [], features: [], dietaryOptions: [], accessibility: [] },
  city: null,
  order: 'rating',
  near: null,
  offset: 0,
  limit: 12,
};
