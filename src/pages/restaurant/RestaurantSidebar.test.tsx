import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { render, screen } from '@testing-library/react';
import { restaurantRecords } from '@/data/catalogue';
import { toRestaurant } from '@/data/restaurants';
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

describe("Book a Table's page fetched ahead while the script is on its way", () => {
  const maison = toRestaurant(restaurantRecords.find(({ id }) => id === '2')!);
  const sidebar = () => (
    <MemoryRouter>
      <RestaurantSidebar restaurant={maison} />
    </MemoryRouter>
  );
  const bookATable = (within: ParentNode) => within.querySelector('a[href="/book/2"]');

  it('the prerendered link carries data-prefetch, and keeps it once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(sidebar());
    document.body.append(container);
    expect(bookATable(container)).toHaveAttribute('data-prefetch');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, sidebar(), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // Taken away, it would call off a prefetch the browser had started.
    expect(bookATable(container)).toHaveAttribute('data-prefetch');
    container.remove();
  });

  it('a link the app renders (a page reached in the app) has none: the router follows it', () => {
    const { container } = render(sidebar());
    expect(bookATable(container)).not.toHaveAttribute('data-prefetch');
  });
});
