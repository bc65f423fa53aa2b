import { screen, within } from '@testing-library/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { MemoryRouter, Outlet } from 'react-router-dom';
import { FEATURES } from '@/data/catalogueValues';
import { restaurants } from '@/data/catalogue';
import type { Restaurant } from '@/data/types';
import { renderRoute, renderWithProviders } from '@/testing/renderWithProviders';
import { RestaurantCard } from './RestaurantCard';
import { CARD_IMAGE_SIZES } from './restaurantGridLayout';

const aurora = restaurants[0]!;

const renderCard = (restaurant: Restaurant, hasPriorityImage?: boolean) => {
  renderWithProviders(
    <MemoryRouter>
      <RestaurantCard restaurant={restaurant} hasPriorityImage={hasPriorityImage} />
    </MemoryRouter>,
  );
  return screen.getByRole('article', { name: restaurant.name });
};

const badgesOf = (card: HTMLElement) =>
  within(within(card).getByRole('list', { name: 'Features' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('RestaurantCard', () => {
  it('shows the name, cuisine, rating, description, price and address', () => {
    const card = renderCard(aurora);
    expect(within(card).getByRole('heading', { level: 3, name: 'Trattoria Aurora' })).toBeInTheDocument();
    expect(within(card).getByText('Italian')).toBeInTheDocument();
    expect(
      within(card).getByRole('img', { name: 'Rated 4.8 out of 5 from 324 reviews' }),
    ).toBeInTheDocument();
    expect(within(card).getByText(aurora.description)).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Price 3 of 4' })).toHaveTextContent('$$$$');
    expect(within(card).getByText('418 Mulberry Lane, Riverton')).toBeInTheDocument();
  });

  it('shows the first three features as badges and "+N more" for the rest', () => {
    const card = renderCard(aurora);
    expect(badgesOf(card)).toEqual([
      'Outdoor Seating',
      'Wine Bar',
      'Brunch',
      '+2 more: Private Dining, Live Music',
    ]);
    // The rest are named on hover, and in the text that keyboards and screen readers reach.
    expect(within(card).getByTitle('Private Dining, Live Music')).toHaveTextContent('+2 more');
  });

  it('shows no "+N more" badge with three features or fewer', () => {
    expect(badgesOf(renderCard(restaurants[1]!))).toEqual(['Fine Dining', 'Wine Bar', 'Outdoor Seating']);
  });

  it('counts every feature past the third', () => {
    const card = renderCard({ ...aurora, features: [...FEATURES] });
    expect(badgesOf(card)).toEqual([
      'Fine Dining',
      'Outdoor Seating',
      'Wine Bar',
      '+4 more: Brunch, Private Dining, Valet Parking, Live Music',
    ]);
  });

  it('shows one bright price mark per character of the price range', () => {
    const card = renderCard({ ...aurora, priceRange: '$' });
    expect(within(card).getByRole('img', { name: 'Price 1 of 4' })).toHaveTextContent('$$$$');
  });

  it('links View Details to the detail page and Book Now to booking', () => {
    const card = renderCard(restaurants[2]!);
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/restaurant/3');
    expect(within(card).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/book/3');
    expect(within(card).getByRole('link', { name: 'Book Now' })).toHaveAccessibleDescription('Ember & Oak');
  });

  it.each([
    ['View Details', '/restaurant/3'],
    ['Book Now', '/book/3'],
  ])('moves within the app on a plain click of %s, as a router link does', async (name, path) => {
    const card = (
      <>
        <RestaurantCard restaurant={restaurants[2]!} />
        <Outlet />
      </>
    );
    const { router, user } = renderRoute('/', {
      routes: [{ path: '/', element: card, children: [{ path: '*', element: <p>Opened</p> }] }],
    });
    const link = within(screen.getByRole('article', { name: 'Ember & Oak' })).getByRole('link', { name });
    // A click the app did not take would be left to the browser: a whole page load.
    const defaultActions: boolean[] = [];
    link.ownerDocument.addEventListener('click', (event) => defaultActions.push(event.defaultPrevented));
    await user.click(link);
    expect(router.state.location.pathname).toBe(path);
    expect(defaultActions).toEqual([true]);
    expect(screen.getByText('Opened')).toBeInTheDocument();
  });

  it('lazy-loads the hero image with every rendition, its size and alt text', () => {
    const card = renderCard(aurora);
    const image = within(card).getByRole('img', { name: aurora.images.hero.alt });
    expect(image).toHaveAttribute('src', aurora.images.hero.src);
    expect(image).toHaveAttribute('srcset', aurora.images.hero.srcSet);
    expect(image).toHaveAttribute('sizes', CARD_IMAGE_SIZES);
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '800');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority', 'high');
  });

  it('loads the first card image at once and first', () => {
    const card = renderCard(aurora, true);
    const image = within(card).getByRole('img', { name: aurora.images.hero.alt });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('keeps the name to one line and the description to two', () => {
    const card = renderCard(aurora);
    expect(within(card).getByRole('heading', { name: 'Trattoria Aurora' })).toHaveStyle({
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    });
    expect(within(card).getByText(aurora.description)).toHaveStyle({
      overflow: 'hidden',
      WebkitLineClamp: '2',
    });
    expect(within(card).getByText('418 Mulberry Lane, Riverton')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('writes the two-line clamp as valid CSS: a number of lines, in every engine', () => {
    // The CSS as Emotion writes it, as text, before any parser could mend or drop it.
    const container = document.createElement('div');
    const emotionCache = createCache({ key: 'clamp', container, speedy: false });
    renderWithProviders(
      <CacheProvider value={emotionCache}>
        <MemoryRouter>
          <RestaurantCard restaurant={aurora} />
        </MemoryRouter>
      </CacheProvider>,
    );
    const rules = [...container.querySelectorAll('style')]
      .map((style) => style.textContent ?? '')
      .filter((css) => css.includes('line-clamp'));
    expect(rules).toHaveLength(1);
    const [rule] = rules;
    expect(rule).toMatch(/[{;]display:-webkit-box;/);
    expect(rule).toMatch(/[{;]-webkit-box-orient:vertical;/);
    expect(rule).toMatch(/[{;]-webkit-line-clamp:2;/);
    expect(rule).toMatch(/[{;]line-clamp:2;/);
    expect(rule).not.toMatch(/line-clamp:[^;}]*px/);
  });

  describe('terms line', () => {
    it("shows the restaurant's terms in the one standard line, heard as part of the card", () => {
      const card = renderCard(restaurants[1]!);
      // One paragraph, its parts each kept whole where the line wraps.
      const line = within(card).getByText('Deposit for 7+').closest('p');
      expect(line).toHaveTextContent(/^Free cancellation until 48 h before · Deposit for 7\+$/);
      expect(card).toHaveAccessibleName('Maison Lumière');
      expect(card).toHaveAccessibleDescription('Free cancellation until 48 h before · Deposit for 7+');
    });

    it('says "Free cancellation" for terms without a fee', () => {
      const card = renderCard({ ...aurora, terms: {} });
      expect(within(card).getByText('Free cancellation')).toBeInTheDocument();
      expect(card).toHaveAccessibleDescription('Free cancellation');
    });

    it('says nothing of terms a record does not state', () => {
      const { terms: _omitted, ...withoutTerms } = aurora;
      const card = renderCard(withoutTerms);
      expect(within(card).queryByText(/cancellation/i)).not.toBeInTheDocument();
      expect(card).not.toHaveAttribute('aria-describedby');
    });
  });
});
