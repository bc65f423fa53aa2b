import type { RestaurantSummaryRecord } from '@/data/catalogueData';
import type { GeoPoint } from '@/lib/geo';
import type { FilterGroup, StoredOrder } from './searchIndexFormat';

/*
 * The home list's search, as a catalogue service would answer it: a query in; how many
 * restaurants match, the page asked for and, when asked, the count next to every filter option
 * out. The static site answers it from the index's fragments in a worker (workerSearch.ts); a
 * search service could answer the same interface.
 */

/** The values ticked in each filter group. */
export type SearchFilters = Record<FilterGroup, readonly string[]>;

export interface SearchQuery {
  /** The search text as typed (it is trimmed and folded as the list's rule says). */
  text: string;
  filters: SearchFilters;
  /** One of the catalogue's cities, or null for anywhere. */
  city: string | null;
  order: StoredOrder | 'nearest';
  /** The diner's position; Nearest without one is Highest Rated. */
  near: GeoPoint | null;
  /** The page: the matches from `offset`, at most `limit` of them. */
  offset: number;
  limit: number;
  /** Whether to count, for each filter option, what the list would hold with it also ticked. */
  optionCounts?: boolean;
}

/** For each filter group, the count next to each of its options. */
export type OptionCounts = Record<FilterGroup, Record<string, number>>;

export interface SearchAnswer {
  /** How many restaurants match, all pages together. */
  total: number;
  /** The page's restaurants, in order. */
  ids: string[];
  cards: RestaurantSummaryRecord[];
  optionCounts?: OptionCounts;
}

export interface CatalogueSearch {
  query(query: SearchQuery): Promise<SearchAnswer>;
  /** Fetches what a first query will need (the manifest), on the diner's reach. */
  prepare(): Promise<void>;
}

/** A piece of the index could not be loaded: the list says so, with Try again. */
export class SearchUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchUnavailable';
  }
}
