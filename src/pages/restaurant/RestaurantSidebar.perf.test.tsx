/**
 * Budget: a restaurant's page is not rendered again while Book a Table opens the booking (part
 * of the memoised page body: Show more 280 -> 48 ms). Guards docs/performance.md, row "Memoised
 * My Bookings lists; Show more in a transition" (its commit memoised this page's body too).
 */
import { screen } from '@testing-library/react';
import { RestaurantSidebar } from '@/pages/restaurant/RestaurantSidebar';
import { renderRoute } from '@/testing/renderWithProviders';

// Counts the sidebar's renders, and renders it as it is.
jest.mock('@/pages/restaurant/RestaurantSidebar', () => {
  const actual = jest.requireActual<typeof import('@/pages/restaurant/RestaurantSidebar')>(
    '@/pages/restaurant/RestaurantSidebar',
  );
  return { ...actual, RestaurantSidebar: jest.fn(actual.RestaurantSidebar) };
});

describe("A restaurant's page while Book a Table opens the booking", () => {
  it('is not rendered again while the booking page loads', async () => {
    const { user, router } = renderRoute('/restaurant/2');
    await screen.findByRole('heading', { level: 1, name: 'Maison Lumière' }, { timeout: 3000 });
    jest.mocked(RestaurantSidebar).mockClear();

    await user.click(screen.getByRole('link', { name: 'Book a Table' }));
    await screen.findByRole('heading', { level: 1, name: /^Book a Table at / }, { timeout: 3000 });
    expect(router.state.location.pathname).toBe('/book/2');
    // The router rendered the page again when the navigation started; its body stayed as it was.
    expect(RestaurantSidebar).not.toHaveBeenCalled();
  });
});
