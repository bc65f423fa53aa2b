import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { render } from '@testing-library/react';
import { restaurantRecords } from '@/data/catalogue';
import { toRestaurant } from '@/data/restaurants';
import { RestaurantSidebar } from '@/pages/restaurant/RestaurantSidebar';

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
