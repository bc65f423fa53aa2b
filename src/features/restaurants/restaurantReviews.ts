import { reviews } from '@/data/reviews';
import type { Review } from '@/data/types';
import { formatCount, formatReviews } from '@/lib/format';

/**
 * The reviews the site holds for a restaurant: the one place that reads them, so that moving the
 * catalogue's reviews elsewhere changes only this function. The sample data has one set of
 * reviews, shown for every restaurant (docs/product.md#sample-data).
 */
export const getRestaurantReviews = (restaurantId: string): readonly Review[] =>
  restaurantId ? reviews : [];

/** The orders of the reviews page, as written in its URL (`?sort=highest`). */
export const REVIEW_SORT_OPTIONS = [
  { value: 'newest', label: 'Newest' },
  { value: 'highest', label: 'Highest rated' },
  { value: 'lowest', label: 'Lowest rated' },
] as const;

export type ReviewSortOrder = (typeof REVIEW_SORT_OPTIONS)[number]['value'];

export const DEFAULT_REVIEW_SORT: ReviewSortOrder = 'newest';

/** The order a URL names; anything else (missing, misspelt, hostile) is the default. */
export const parseReviewSort = (value: string | null): ReviewSortOrder =>
  REVIEW_SORT_OPTIONS.find((option) => option.value === value)?.value ?? DEFAULT_REVIEW_SORT;

// Dates are `YYYY-MM-DD`, so text order is date order.
const newestFirst = (a: Review, b: Review) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0);

const comparators: Record<ReviewSortOrder, (a: Review, b: Review) => number> = {
  newest: newestFirst,
  // Equal stars: the newer review first.
  highest: (a, b) => b.rating - a.rating || newestFirst(a, b),
  lowest: (a, b) => a.rating - b.rating || newestFirst(a, b),
};

/** The reviews in the chosen order, as a new array; ties keep the data's order. */
export const sortReviews = (list: readonly Review[], order: ReviewSortOrder): Review[] =>
  [...list].sort(comparators[order]);

export interface RatingBreakdownRow {
  /** 5 down to 1. */
  stars: number;
  count: number;
  /** The row's share of the reviews, 0 to 1 (0 when there are none). */
  share: number;
}

/** How many of the reviews give each number of stars, from 5 down to 1. */
export const ratingBreakdown = (list: readonly Review[]): RatingBreakdownRow[] => {
  // A rating outside 1 to 5 (or not whole) counts where it rounds to, clamped: no review is lost.
  const starsOf = (rating: number) => Math.min(5, Math.max(1, Math.round(rating)));
  const rated = list.filter((review) => Number.isFinite(review.rating));
  return [5, 4, 3, 2, 1].map((stars) => {
    const count = rated.filter((review) => starsOf(review.rating) === stars).length;
    return { stars, count, share: rated.length > 0 ? count / rated.length : 0 };
  });
};

/**
 * The reviews page's count line: how many of the restaurant's reviews it shows, said truthfully
 * when the site holds fewer than the restaurant's review count.
 */
export const reviewCountLine = (shown: number, reviewCount: number): string => {
  if (shown < reviewCount) return `Showing ${formatCount(shown)} of ${formatReviews(reviewCount)}`;
  if (shown === 0) return 'No reviews yet';
  return shown === 1 ? 'Showing 1 review' : `Showing all ${formatReviews(shown)}`;
};
