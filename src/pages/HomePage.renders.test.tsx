import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/testing/renderWithProviders';

// What renders while the diner types: each keystroke has to reach the screen within the
// interaction budget, so it renders the field, the count and the list, not the page around them.
const mockRenders = { hero: 0, stats: 0, ratings: 0 };

/** A module whose component `name` counts its renders in `mockRenders[counter]`. */
function mockCountingRenders(path: string, name: string, counter: keyof typeof mockRenders) {
  const actual = jest.requireActual<Record<string, (props: object) => ReactNode>>(path)[name]!;
  return {
    [name]: (props: object) => {
      mockRenders[counter] += 1;
      return actual(props);
    },
  };
}

jest.mock('./home/HomeHero', () => mockCountingRenders('./home/HomeHero', 'HomeHero', 'hero'));
jest.mock('./home/StatsStrip', () => mockCountingRenders('./home/StatsStrip', 'StatsStrip', 'stats'));
jest.mock('@/components/RatingSummary', () =>
  mockCountingRenders('@/components/RatingSummary', 'RatingSummary', 'ratings'),
);

describe('HomePage while the diner types', () => {
  it('renders the list again, not the hero or the numbers, and not the cards that stay', async () => {
    const { router, user } = renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Dining Experience' });
    const list = screen.getByRole('list', { name: 'Restaurants' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    const before = { ...mockRenders };
    expect(before.ratings).toBeGreaterThanOrEqual(3);

    // Every restaurant's text has an "e": the list keeps all three cards.
    await user.type(screen.getByRole('searchbox', { name: 'Search restaurants' }), 'e');
    await waitFor(() => expect(router.state.location.search).toBe('?q=e'));
    expect(screen.getByRole('status')).toHaveTextContent('3 restaurants found for "e"');
    expect(within(list).getAllByRole('article')).toHaveLength(3);

    expect(mockRenders).toEqual(before);
  });
});
