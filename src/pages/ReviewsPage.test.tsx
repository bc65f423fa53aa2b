import { cleanup, screen, within } from '@testing-library/react';
import { renderRoute } from '@/testing/renderWithProviders';

// The page module loads lazily, as in the browser; on a busy machine that can take over a second.
const findName = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });

const reviewers = () =>
  within(screen.getByRole('list', { name: 'Reviews' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('ReviewsPage', () => {
  it('shows every review the site holds, newest first, with a truthful count line', async () => {
    renderRoute('/restaurant/1/reviews');
    await findName('Reviews of Trattoria Aurora');
    expect(document.title).toBe('Reviews of Trattoria Aurora · Tablo');
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5 from 324 reviews' })).toBeInTheDocument();
    expect(reviewers()).toEqual([
      'Sarah Mitchell',
      'James Okafor',
      'Elena Rossi',
      'David Chen',
      'Priya Nair',
      'Marcus Bell',
    ]);
    expect(screen.getByText('Showing 6 of 324 reviews')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    expect(screen.getByRole('link', { name: 'Trattoria Aurora' })).toHaveAttribute('href', '/restaurant/1');
  });

  it('breaks the ratings down from 5 stars to 1, in words as well as bars', async () => {
    renderRoute('/restaurant/2/reviews');
    await findName('Reviews of Maison Lumière');
    const breakdown = screen.getByRole('region', { name: 'Rating breakdown' });
    expect(breakdown).toHaveTextContent('From the 6 reviews on this page');
    expect(
      within(breakdown)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      '5 stars:3 reviews',
      '4 stars:2 reviews',
      '3 stars:1 review',
      '2 stars:0 reviews',
      '1 star:0 reviews',
    ]);
  });

  it('sorts by highest and lowest rating, and keeps the order in the URL', async () => {
    const { user, router } = renderRoute('/restaurant/2/reviews');
    await findName('Reviews of Maison Lumière');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });

    await user.selectOptions(sort, 'Highest rated');
    expect(router.state.location.search).toBe('?sort=highest');
    expect(reviewers()).toEqual([
      'Sarah Mitchell',
      'James Okafor',
      'David Chen',
      'Elena Rossi',
      'Marcus Bell',
      'Priya Nair',
    ]);

    await user.selectOptions(sort, 'Lowest rated');
    expect(router.state.location.search).toBe('?sort=lowest');
    expect(reviewers()).toEqual([
      'Priya Nair',
      'Elena Rossi',
      'Marcus Bell',
      'Sarah Mitchell',
      'James Okafor',
      'David Chen',
    ]);

    await user.selectOptions(sort, 'Newest');
    expect(router.state.location.search).toBe('');
    expect(reviewers()[0]).toBe('Sarah Mitchell');
  });

  it('opens in the order its URL names', async () => {
    renderRoute('/restaurant/3/reviews?sort=lowest');
    await findName('Reviews of Ember & Oak');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('lowest');
    expect(reviewers()[0]).toBe('Priya Nair');
  });

  it('ignores an order it does not know', async () => {
    renderRoute('/restaurant/3/reviews?sort=%3Cscript%3E');
    await findName('Reviews of Ember & Oak');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    expect(reviewers()[0]).toBe('Sarah Mitchell');
  });

  it.each([
    '/restaurant/999/reviews',
    '/restaurant/%3Cscript%3E/reviews',
    '/restaurant/__proto__/reviews',
    '/restaurant/constructor/reviews',
  ])('%s says the restaurant was not found', async (path) => {
    renderRoute(path);
    expect(await findName('Restaurant not found')).toBeInTheDocument();
    expect(screen.getByText("The restaurant you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Restaurants' })).toHaveAttribute('href', '/');
  });

  it.each(['1', '2', '3'])(
    'gives restaurant %s the rating and count of its detail page and of its structured data',
    async (id) => {
      renderRoute(`/restaurant/${id}`);
      await screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
      const script = document.querySelector('script[type="application/ld+json"]');
      const { aggregateRating } = JSON.parse(script?.textContent ?? '{}') as {
        aggregateRating: { ratingValue: number; reviewCount: number };
      };
      const rating = `Rated ${aggregateRating.ratingValue.toFixed(1)} out of 5 from ${aggregateRating.reviewCount} reviews`;
      expect(within(screen.getByRole('main')).getByRole('img', { name: rating })).toBeInTheDocument();
      cleanup();

      renderRoute(`/restaurant/${id}/reviews`);
      await findName(/^Reviews of /);
      expect(within(screen.getByRole('main')).getByRole('img', { name: rating })).toBeInTheDocument();
      expect(screen.getByText(new RegExp(`of ${aggregateRating.reviewCount} reviews$`))).toBeInTheDocument();
    },
  );
});
