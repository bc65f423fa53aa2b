import { restaurantsStateFor } from '@/features/restaurants/restaurantsSlice';
import { screen, waitFor, within } from '@testing-library/react';
import * as discoverySelectors from '@/features/discovery/discoverySelectors';
import { makeTestStore } from '@/testing/testStore';
import { renderRoute } from '@/testing/renderWithProviders';
import { makeSyntheticRestaurants } from '@/testing/syntheticRestaurants';

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Restaurants' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

/**
 * How many times the list's search, filters, order or finder change from now on: one tap that
 * resets them is one change, with no list in between (the availability drawn after it is not).
 */
const countDiscoveryChanges = (store: ReturnType<typeof makeTestStore>) => {
  let changes = 0;
  let last = discoverySelectors.selectDiscoveryQuery(store.getState());
  store.subscribe(() => {
    const now = discoverySelectors.selectDiscoveryQuery(store.getState());
    if (now !== last) changes += 1;
    last = now;
  });
  return () => changes;
};

const renderHome = async (options?: Parameters<typeof renderRoute>[1], path = '/') => {
  const rendered = renderRoute(path, options);
  await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Dining Experience' });
  return rendered;
};

describe('HomePage', () => {
  it('lays out hero, numbers, the list with its tools, and the call to action, in that order', async () => {
    await renderHome();
    const main = screen.getByRole('main');
    const headings = within(main)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Find Your Perfect Dining Experience',
      'Featured Restaurants',
      'Trattoria Aurora',
      'Ember & Oak',
      'Maison Lumière',
      'Ready to Dine?',
    ]);
    expect(within(main).getByRole('button', { name: 'Explore Restaurants' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Near Me' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'View All' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Find a Table' })).toBeInTheDocument();

    const stats = within(main).getByRole('region', { name: 'Tablo in numbers' });
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['500+Partner restaurants', '10k+Happy diners', '24/7Instant booking']);

    const list = within(main).getByRole('region', { name: 'Featured Restaurants' });
    expect(list).toHaveAttribute('id', 'restaurants');
    const tools = [
      within(list).getByRole('button', { name: 'Filters' }),
      within(list).getByRole('status'),
      within(list).getByRole('combobox', { name: 'Sort by' }),
      within(list).getByRole('list', { name: 'Restaurants' }),
    ];
    tools
      .slice(1)
      .forEach((tool, index) =>
        expect(tools[index]!.compareDocumentPosition(tool) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy(),
      );
    expect(document.title).toBe('Tablo · Restaurants and table booking');
  });

  it('lists every restaurant, highest rated first, and says how many', async () => {
    await renderHome();
    expect(cardNames()).toEqual(['Trattoria Aurora', 'Ember & Oak', 'Maison Lumière']);
    expect(screen.getByRole('status')).toHaveTextContent('3 restaurants found');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('narrows the list as the diner types in the header search', async () => {
    const { user } = await renderHome();
    const search = screen.getByRole('searchbox', { name: 'Search restaurants' });
    await user.type(search, 'WINE');
    expect(cardNames()).toEqual(['Trattoria Aurora', 'Maison Lumière']);
    expect(screen.getByRole('status')).toHaveTextContent('2 restaurants found for "WINE"');

    await user.type(search, ' list');
    expect(cardNames()).toEqual(['Trattoria Aurora']);
    expect(screen.getByRole('status')).toHaveTextContent('1 restaurant found for "WINE list"');
  });

  it('takes a diner typing in the header search on another page to the narrowed home list', async () => {
    const { user, router } = renderRoute('/restaurant/1');
    await screen.findByRole('heading', { level: 1 });
    await user.type(screen.getByRole('searchbox', { name: 'Search restaurants' }), 'oak');
    await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Dining Experience' });
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('searchbox', { name: 'Search restaurants' })).toHaveValue('oak');
    expect(cardNames()).toEqual(['Ember & Oak']);
    expect(screen.getByRole('status')).toHaveTextContent('1 restaurant found for "oak"');
  });

  it('reorders the list from the sort selector', async () => {
    const { user } = await renderHome();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Highest Rated', 'Most Popular', 'Name A-Z']);
    expect(sort).toHaveValue('rating');
    await user.selectOptions(sort, 'Most Popular');
    await waitFor(() => expect(cardNames()).toEqual(['Maison Lumière', 'Trattoria Aurora', 'Ember & Oak']));
    expect(sort).toHaveValue('popularity');

    await user.selectOptions(sort, 'Name A-Z');
    await waitFor(() => expect(cardNames()).toEqual(['Ember & Oak', 'Maison Lumière', 'Trattoria Aurora']));
  });

  it('narrows the list with the Filters menu', async () => {
    const { user } = await renderHome();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Fine Dining' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(cardNames()).toEqual(['Ember & Oak', 'Maison Lumière']);
    expect(screen.getByRole('status')).toHaveTextContent('2 restaurants found');
  });

  it('shows the empty state when nothing matches, and Clear Filters clears the search and every filter', async () => {
    // The home page lists what its URL names (see discoveryUrl.ts).
    const { user, store } = await renderHome(
      undefined,
      '/?cuisine=Steakhouse&price=%24%24%24&feature=Brunch',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search restaurants' }), 'oak');
    // The cards follow the count in a deferred render.
    expect(await screen.findByRole('heading', { name: 'No restaurants found' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Restaurants' })).not.toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria or filters')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 restaurants found for "oak"');

    const changes = countDiscoveryChanges(store);
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(changes()).toBe(1);
    expect(screen.getByRole('searchbox', { name: 'Search restaurants' })).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    await waitFor(() => expect(cardNames()).toEqual(['Trattoria Aurora', 'Ember & Oak', 'Maison Lumière']));
  });

  it('View All shows the whole list in one dispatch, and takes focus to the list heading', async () => {
    const { user, store, router } = await renderHome(
      undefined,
      '/?q=oak&cuisine=Steakhouse&party=4&time=20%3A30&sort=name',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 restaurant found for "oak"');

    const changes = countDiscoveryChanges(store);
    await user.click(screen.getByRole('button', { name: 'View All' }));
    expect(changes()).toBe(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Featured Restaurants' })).toHaveFocus();
    expect(screen.getByRole('searchbox', { name: 'Search restaurants' })).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Party size' })).toHaveValue('2');
    expect(screen.getByRole('status')).toHaveTextContent('3 restaurants found');
    // The order is not a filter: it stays, in the list and in the URL.
    await waitFor(() => expect(cardNames()).toEqual(['Ember & Oak', 'Maison Lumière', 'Trattoria Aurora']));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name'));
  });

  it('shows a long list a page at a time, with a button for more', async () => {
    const store = makeTestStore({ restaurants: restaurantsStateFor(makeSyntheticRestaurants(30)) });
    const { user } = await renderHome({ store });

    expect(screen.getByText('30 restaurants found')).toBeInTheDocument();
    expect(cardNames()).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Show 12 more · 18 left' }));
    await waitFor(() => expect(cardNames()).toHaveLength(24));
    await user.click(await screen.findByRole('button', { name: 'Show 6 more · 6 left' }));
    await waitFor(() => expect(cardNames()).toHaveLength(30));
    expect(screen.queryByRole('button', { name: /more ·/ })).not.toBeInTheDocument();
  });
});
