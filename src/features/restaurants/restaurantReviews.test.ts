import { reviews } from '@/data/reviews';
import type { Review } from '@/data/types';
import {
  DEFAULT_REVIEW_SORT,
  parseReviewSort,
  getRestaurantReviews,
  ratingBreakdown,
  reviewCountLine,
  sortReviews,
} from './restaurantReviews';

const review = (id: string, rating: number, date: string): Review => ({
  id,
  customerName: id,
  rating,
  comment: '',
  date,
  verified: true,
});

const SAMPLE = [
  review('a', 4, '2026-10-01'),
  review('b', 5, '2026-09-01'),
  review('c', 2, '2026-11-01'),
  review('d', 4, '2026-11-05'),
  review('e', 5, '2026-09-01'),
];

const ids = (list: readonly Review[]) => list.map((item) => item.id);

describe('restaurant reviews', () => {
  it('gives every restaurant the sample reviews, in full', () => {
    expect(getRestaurantReviews('2')).toEqual(reviews);
    expect(getRestaurantReviews('2')).toHaveLength(6);
  });

  it('reads the order from the URL, newest by default', () => {
    expect(DEFAULT_REVIEW_SORT).toBe('newest');
    expect(parseReviewSort('highest')).toBe('highest');
    expect(parseReviewSort('lowest')).toBe('lowest');
    for (const odd of [null, '', 'HIGHEST', 'rating', '<script>', 'newest ']) {
      expect(parseReviewSort(odd)).toBe('newest');
    }
  });

  it('sorts newest first; equal dates keep the data order', () => {
    expect(ids(sortReviews(SAMPLE, 'newest'))).toEqual(['d', 'c', 'a', 'b', 'e']);
  });

  it('sorts by most stars, then newest', () => {
    expect(ids(sortReviews(SAMPLE, 'highest'))).toEqual(['b', 'e', 'd', 'a', 'c']);
  });

  it('sorts by fewest stars, then newest', () => {
    expect(ids(sortReviews(SAMPLE, 'lowest'))).toEqual(['c', 'd', 'a', 'b', 'e']);
  });

  it('never reorders the list it was given', () => {
    const before = ids(SAMPLE);
    sortReviews(SAMPLE, 'lowest');
    expect(ids(SAMPLE)).toEqual(before);
  });

  it('counts each number of stars from 5 down to 1, with its share', () => {
    expect(ratingBreakdown(SAMPLE)).toEqual([
      { stars: 5, count: 2, share: 0.4 },
      { stars: 4, count: 2, share: 0.4 },
      { stars: 3, count: 0, share: 0 },
      { stars: 2, count: 1, share: 0.2 },
      { stars: 1, count: 0, share: 0 },
    ]);
  });

  it('counts the sample reviews: three 5s, two 4s and one 3', () => {
    expect(ratingBreakdown(reviews).map(({ count }) => count)).toEqual([3, 2, 1, 0, 0]);
  });

  it('has rows of nothing for no reviews, and keeps odd ratings in range', () => {
    expect(ratingBreakdown([]).every(({ count, share }) => count === 0 && share === 0)).toBe(true);
    const odd = [review('x', 7, '2026-01-01'), review('y', 0, '2026-01-01'), review('z', 3.6, '2026-01-01')];
    expect(ratingBreakdown(odd).map(({ count }) => count)).toEqual([1, 1, 0, 0, 1]);
  });
});

describe('the count line', () => {
  it("says how many of the restaurant's reviews the page holds", () => {
    expect(reviewCountLine(6, 324)).toBe('Showing 6 of 324 reviews');
    expect(reviewCountLine(6, 1512)).toBe('Showing 6 of 1,512 reviews');
  });

  it('says "all" when it holds every one, and never claims more than it shows', () => {
    expect(reviewCountLine(6, 6)).toBe('Showing all 6 reviews');
    expect(reviewCountLine(1, 1)).toBe('Showing 1 review');
    expect(reviewCountLine(6, 2)).toBe('Showing all 6 reviews');
    expect(reviewCountLine(0, 0)).toBe('No reviews yet');
    expect(reviewCountLine(0, 3)).toBe('Showing 0 of 3 reviews');
  });
});
