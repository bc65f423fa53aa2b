import {
  ACCESSIBILITY_FACTS,
  CUISINES,
  DIETARY_OPTIONS,
  FEATURES,
  PRICE_RANGES,
  type AccessibilityFact,
  type DietaryOption,
} from '@/data/catalogueValues';
import type { PriceRange } from '@/data/types';
import { SLOT_TIMES } from '@/features/availability/generateSlots';
import { DEFAULT_PARTY_SIZE } from '@/features/bookings/partySize';

/**
 * The choices of the home list, each declared once: the slices, the URL and the menus take
 * them from here (docs/product.md#search-filters-and-sort).
 */

/** The cuisines of the Filters menu, in the order they are listed: every cuisine the catalogue allows. */
export const CUISINE_OPTIONS: readonly string[] = CUISINES;

export const PRICE_RANGE_OPTIONS: readonly PriceRange[] = PRICE_RANGES;

/** Matched against a restaurant's features list only; Live Music is listed on cards, not filtered by. */
export const FEATURE_OPTIONS: readonly string[] = FEATURES.filter((feature) => feature !== 'Live Music');

/** Every dietary option the catalogue allows; a restaurant must offer all those ticked. */
export const DIETARY_FILTER_OPTIONS: readonly DietaryOption[] = DIETARY_OPTIONS;

/** Every accessibility fact the catalogue allows; a restaurant must state all those ticked. */
export const ACCESSIBILITY_FILTER_OPTIONS: readonly AccessibilityFact[] = ACCESSIBILITY_FACTS;

/** The filters the diner chose, each group in the order its values were picked. */
export interface FiltersState {
  cuisines: string[];
  priceRanges: PriceRange[];
  features: string[];
  dietaryOptions: DietaryOption[];
  accessibility: AccessibilityFact[];
}

export const emptyFilters: FiltersState = {
  cuisines: [],
  priceRanges: [],
  features: [],
  dietaryOptions: [],
  accessibility: [],
};

/** The choices of the sort selector, in the order they are listed. */
export const SORT_OPTIONS = [
  { value: 'rating', label: 'Highest Rated' },
  { value: 'popularity', label: 'Most Popular' },
  { value: 'name', label: 'Name A-Z' },
  // Offered only while the diner's position is known (Near Me).
  { value: 'nearest', label: 'Nearest' },
] as const;

export type SortOrder = (typeof SORT_OPTIONS)[number]['value'];

/** The order of the list until the diner picks another; a URL that names none means it. */
export const DEFAULT_SORT_ORDER: SortOrder = 'rating';

/**
 * Cards shown at first, and added by each "Show more": the list stays quick to render and to
 * type over however many restaurants match (the footer promises 500+).
 */
export const LIST_PAGE_SIZE = 12;

/**
 * The table the diner looks for (the finder above the list): how many, which day, roughly when.
 * `date` null means today, whatever day that is when the list is seen.
 */
export interface TableWanted {
  partySize: number;
  /** `YYYY-MM-DD`, or null for today. */
  date: string | null;
  /** `HH:mm`, one of the evening's slot times. */
  time: string;
}

/** The finder's times: every slot of the evening, 5:00 PM to 10:00 PM. */
export const FINDER_TIME_OPTIONS: readonly string[] = SLOT_TIMES;

export const defaultTableWanted: TableWanted = { partySize: DEFAULT_PARTY_SIZE, date: null, time: '19:00' };
