import { screen } from '@testing-library/react';
import { reviews } from '@/data/reviews';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { ReviewItem } from './ReviewItem';

const renderReview = (review: (typeof reviews)[number]) =>
  renderWithProviders(
    <ul>
      <ReviewItem review={review} />
    </ul>,
  );

describe('ReviewItem', () => {
  it('shows the verified badge only for a verified review', () => {
    const unverified = reviews.find((review) => !review.verified)!;
    renderReview(unverified);
    expect(screen.getByRole('heading', { name: unverified.customerName })).toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });

  it("shows the diner's stars, date and comment", () => {
    renderReview({ ...reviews[0]!, rating: 3, date: '2026-09-21', comment: 'Solid.', verified: true });
    // The site's one way of drawing stars: three of five filled.
    const stars = screen.getByRole('img', { name: '3 out of 5 stars' });
    expect(stars.style.getPropertyValue('--filled')).toBe('60%');
    expect(screen.getByText('September 21, 2026')).toHaveAttribute('datetime', '2026-09-21');
    expect(screen.getByText('Solid.')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
  });
});
