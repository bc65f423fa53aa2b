import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { RatingSummary } from './RatingSummary';

describe('RatingSummary', () => {
  it('shows the rating and the review count, and reads them out as one phrase', () => {
    renderWithProviders(<RatingSummary rating={4.8} reviewCount={1324} />);
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5 from 1,324 reviews' })).toBeInTheDocument();
    expect(screen.getByText('4.8')).toBeInTheDocument();
    expect(screen.getByText('(1,324 reviews)')).toBeInTheDocument();
  });

  it('says "review" for a single review', () => {
    renderWithProviders(<RatingSummary rating={5} reviewCount={1} />);
    expect(screen.getByText('(1 review)')).toBeInTheDocument();
    expect(screen.getByText('5.0')).toBeInTheDocument();
  });
});
