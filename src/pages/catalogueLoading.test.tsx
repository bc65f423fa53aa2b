import { act, screen, waitFor } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { restaurantRecords } from '@/data/catalogue';
import type { RestaurantRecord } from '@/data/catalogueSchema';
import { searchedFields } from '@/data/search/searchText';
import { toSummaryRecord } from '@/data/catalogueData';
import { catalogueSeed, restaurantsStateFromSeed } from '@/features/restaurants/restaurantsSlice';
import { memorySearch } from '@/testing/memorySearch';
import { renderRoute } from '@/testing/renderWithProviders';
import { makeSeededStore } from '@/testing/testStore';
import { makeSyntheticCatalogue } from '@/testing/syntheticCatalogue';

/*
 * The browser's pages get the catalogue in pieces (docs/catalogue.md): the home page comes with
 * the plain list's first page, and asks the catalogue's search when the diner asks for more;
 * a restaurant's pages load its record when they did not come with it.
 */

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

/** 30 restaurants, of which the page came with the first 12 (as the prerenderer orders them). */
const catalogue = makeSyntheticCatalogue(30).restaurants;

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
});

const cards = () => screen.queryAllByRole('heading', { level: 3 }).filter((h) => h.closest('article'));

/** The page as prerendered with its first 12 cards, and the catalogue's search over an index in memory. */
const seededPage = (path = '/') => {
  const search = memorySearch(catalogue);
  const store = makeSeededStore(catalogue, { firstPage: 12, getCatalogueSearch: search.getCatalogueSearch });
  return { ...renderRoute(path, { store }), store, seen: search.seen };
};

describe("the home list of a large catalogue: its first page, then its search's answers", () => {
  // A page still loading: what each test's diner does, not the search prepared after the load
  // (listSearch.test.ts), prepares it.
  beforeEach(() => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  });

  it('shows the first page it came with and the whole count, and asks nothing', async () => {
    const { seen } = seededPage();
    expect(await screen.findByText('30 restaurants found')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.getByRole('button', { name: 'Show 12 more · 18 left' })).toBeEnabled();
    expect(seen).toMatchObject({ prepared: 0, queries: [], fetched: [] });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks its search for a search, and finds over the whole catalogue', async () => {
    const { user, seen } = seededPage();
    await screen.findByText('30 restaurants found');
    const last = catalogue.at(-1)!;
    await user.type(screen.getByRole('searchbox', { name: 'Search restaurants' }), last.name);
    expect(await screen.findByRole('heading', { level: 3, name: last.name })).toBeInTheDocument();
    expect(seen.queries.at(-1)).toMatchObject({ text: last.name, offset: 0, limit: 12 });
    // No other file: the search has it all.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('prepares the search as the diner reaches for the search field, the Filters, the sort or Location', async () => {
    const focus = (element: HTMLElement) => act(() => element.focus());
    for (const reach of [
      () => focus(screen.getByRole('searchbox', { name: 'Search restaurants' })),
      () => focus(screen.getByRole('button', { name: /^Filters/ })),
      () => focus(screen.getByRole('combobox', { name: 'Sort by' })),
      () => focus(screen.getAllByRole('button', { name: 'Location' })[0]!),
    ]) {
      const { seen, unmount } = seededPage();
      await screen.findByText('30 restaurants found');
      expect(seen.prepared).toBe(0);
      reach();
      await waitFor(() => expect(seen.prepared).toBeGreaterThan(0));
      expect(seen.queries).toEqual([]);
      unmount();
    }
  });

  it('asks for the next page on Show more, then shows it', async () => {
    const { user } = seededPage();
    await user.click(await screen.findByRole('button', { name: 'Show 12 more · 18 left' }));
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(screen.getByRole('button', { name: 'Show 6 more · 6 left' })).toBeInTheDocument();
  });

  it('says so when a piece of its index cannot be loaded, keeps the first page, and asks again on Try again', async () => {
    const { user, seen } = seededPage();
    seen.down = true;
    await user.click(await screen.findByRole('button', { name: 'Show 12 more · 18 left' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The restaurant list could not be loaded');
    expect(cards()).toHaveLength(12);
    // Not tried again by itself.
    const asked = seen.queries.length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(seen.queries).toHaveLength(asked);

    seen.down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a search keeps the list before while it is answered, never an empty list, then says it failed', async () => {
    const { user, seen } = seededPage();
    await waitFor(() => expect(cards()).toHaveLength(12));
    seen.down = true;
    await user.type(screen.getByRole('searchbox', { name: 'Search restaurants' }), 'bistro');
    expect(screen.queryByText('No restaurants found')).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('The restaurant list could not be loaded');
    // The count does not go on saying what it showed before.
    expect(screen.getByText('Restaurants could not be loaded')).toBeInTheDocument();
    seen.down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const bistros = catalogue.filter((r) => searchedFields(r).some((field) => field.includes('bistro')));
    expect(
      await screen.findByText(
        `${bistros.length} ${bistros.length === 1 ? 'restaurant' : 'restaurants'} found for "bistro"`,
      ),
    ).toBeInTheDocument();
  });

  it('a page without a seed (its size unknown) loads the index file at once, and asks no search', async () => {
    fetchMock.mockReturnValue(json({ version: 1, restaurants: restaurantRecords.map(toSummaryRecord) }));
    const search = memorySearch(restaurantRecords);
    renderRoute('/', { store: makeStore(undefined, { getCatalogueSearch: search.getCatalogueSearch }) });
    expect(await screen.findByText('3 restaurants found')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(search.seen).toMatchObject({ prepared: 0, queries: [] });
  });
});

describe('the home list of a small catalogue, on a page that did not come with it', () => {
  // A restaurant's page of the default three: it came with its record, not the home list's first page.
  const restaurantPageStore = () => {
    const search = memorySearch(restaurantRecords);
    const store = makeStore(
      {
        restaurants: restaurantsStateFromSeed({
          ...catalogueSeed(restaurantRecords),
          restaurants: [restaurantRecords[0]!],
        }),
      },
      { getCatalogueSearch: search.getCatalogueSearch },
    );
    return { store, seen: search.seen };
  };

  it('loads the index file when the diner searches from there, and never asks a search', async () => {
    fetchMock.mockReturnValue(json({ version: 1, restaurants: restaurantRecords.map(toSummaryRecord) }));
    const { store, seen } = restaurantPageStore();
    const { user } = renderRoute('/restaurant/1', { store });
    const field = await screen.findByRole('searchbox', { name: 'Search restaurants' });
    act(() => field.focus());
    await user.type(field, 'oak');
    expect(await screen.findByRole('heading', { level: 3, name: 'Ember & Oak' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/data/index.json']);
    expect(seen).toMatchObject({ prepared: 0, queries: [] });
  });

  it('says so when the index file cannot be loaded, and loads it on Try again', async () => {
    fetchMock.mockReturnValueOnce(Promise.reject(new TypeError('Failed to fetch')));
    const { store } = restaurantPageStore();
    const { user } = renderRoute('/?q=oak', { store });
    expect(await screen.findByRole('alert')).toHaveTextContent('The restaurant list could not be loaded');
    fetchMock.mockReturnValue(json({ version: 1, restaurants: restaurantRecords.map(toSummaryRecord) }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Ember & Oak' })).toBeInTheDocument();
  });
});

describe("a restaurant's pages, before its record", () => {
  const [trattoria] = restaurantRecords as [RestaurantRecord];

  it('a page that came with the record shows it, and loads nothing', async () => {
    renderRoute('/restaurant/1', { store: makeSeededStore(restaurantRecords, { withRecords: [trattoria] }) });
    expect(await screen.findByRole('heading', { level: 1, name: trattoria.name })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads it, showing that it loads', async () => {
    fetchMock.mockReturnValue(json({ version: 1, restaurant: trattoria }));
    renderRoute('/restaurant/1', { store: makeSeededStore(restaurantRecords) });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: trattoria.name })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/data/restaurants/1.json', expect.anything());
  });

  it('says not found when the catalogue has no such restaurant', async () => {
    fetchMock.mockReturnValue(json({}, 404));
    renderRoute('/book/999', { store: makeSeededStore(restaurantRecords) });
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
  });

  it('says it could not be loaded, and loads it on Try again', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderRoute('/restaurant/1/reviews', { store: makeSeededStore(restaurantRecords) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This restaurant could not be loaded' }),
    ).toBeInTheDocument();
    fetchMock.mockReturnValue(json({ version: 1, restaurant: trattoria }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: new RegExp(trattoria.name) }),
    ).toBeInTheDocument();
  });
});

describe('the home list of a large catalogue, reached from a page that did not come with its first page', () => {
  it('shows it is finding restaurants until the first answer, never an empty list', async () => {
    const search = memorySearch(catalogue);
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const store = makeStore(
      {
        restaurants: restaurantsStateFromSeed({
          ...catalogueSeed(catalogue),
          searchedInFragments: true,
          restaurants: [catalogue[0]!],
        }),
      },
      {
        getCatalogueSearch: async () => {
          await held;
          return search.getCatalogueSearch();
        },
      },
    );
    renderRoute('/', { store });
    expect(await screen.findByRole('progressbar', { name: 'Loading restaurants' })).toBeInTheDocument();
    expect(screen.getByText('Finding restaurants…')).toBeInTheDocument();
    expect(screen.queryByText('No restaurants found')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText('30 restaurants found')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(12));
  });
});
