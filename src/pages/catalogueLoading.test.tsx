import { act, screen, waitFor } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { restaurantRecords } from '@/data/catalogue';
import { toSummaryRecord } from '@/data/catalogueData';
import type { RestaurantRecord } from '@/data/catalogueSchema';
import { selectIndexStatus } from '@/features/restaurants/restaurantsSlice';
import { renderRoute } from '@/testing/renderWithProviders';
import { makeSeededStore } from '@/testing/testStore';
import { makeSyntheticCatalogue } from '@/testing/syntheticCatalogue';

/*
 * The browser's pages get the catalogue in pieces (docs/catalogue.md): the home page comes with
 * the plain list's first page, and loads every restaurant's summary when the diner asks for more;
 * a restaurant's pages load its record when they did not come with it.
 */

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

/** 30 restaurants, of which the page came with the first 12 (as the prerenderer orders them). */
const catalogue = makeSyntheticCatalogue(30).restaurants;
const indexFile = { version: 1, restaurants: catalogue.map(toSummaryRecord) };

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
});

const cards = () => screen.queryAllByRole('heading', { level: 3 }).filter((h) => h.closest('article'));

describe('the home list, before and after the catalogue index', () => {
  it('shows the first page it came with and the whole count, and loads nothing', async () => {
    const store = makeSeededStore(catalogue, { firstPage: 12 });
    renderRoute('/', { store });
    expect(await screen.findByText('30 restaurants found')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.getByRole('button', { name: 'Show 12 more · 18 left' })).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the index for a search, and searches the whole catalogue', async () => {
    fetchMock.mockReturnValue(json(indexFile));
    const store = makeSeededStore(catalogue, { firstPage: 12 });
    const { user } = renderRoute('/', { store });
    await screen.findByText('30 restaurants found');
    const last = catalogue.at(-1)!;
    await user.type(screen.getByRole('searchbox', { name: 'Search restaurants' }), last.name);
    await waitFor(() => expect(selectIndexStatus(store.getState())).toBe('complete'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { level: 3, name: last.name })).toBeInTheDocument();
  });

  it('starts loading the index as the diner reaches for the search, the Filters or the sort, once', async () => {
    const focus = (element: HTMLElement) => act(() => element.focus());
    for (const reach of [
      () => focus(screen.getByRole('searchbox', { name: 'Search restaurants' })),
      () => focus(screen.getByRole('button', { name: /^Filters/ })),
      () => focus(screen.getByRole('combobox', { name: 'Sort by' })),
    ]) {
      fetchMock.mockReset();
      fetchMock.mockReturnValue(json(indexFile));
      const store = makeSeededStore(catalogue, { firstPage: 12 });
      const { unmount } = renderRoute('/', { store });
      await screen.findByText('30 restaurants found');
      expect(fetchMock).not.toHaveBeenCalled();
      reach();
      act(() => (document.activeElement as HTMLElement).blur());
      reach();
      await waitFor(() => expect(selectIndexStatus(store.getState())).toBe('complete'));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      unmount();
    }
  });

  it('after a failed load, reaching for a control does not load the index again (Try again does)', async () => {
    fetchMock.mockReturnValue(Promise.reject(new TypeError('Failed to fetch')));
    const store = makeSeededStore(catalogue, { firstPage: 12 });
    renderRoute('/', { store });
    await screen.findByText('30 restaurants found');
    const focus = (element: HTMLElement) => act(() => element.focus());
    focus(screen.getByRole('searchbox', { name: 'Search restaurants' }));
    await waitFor(() => expect(selectIndexStatus(store.getState())).toBe('failed'));
    focus(screen.getByRole('button', { name: /^Filters/ }));
    focus(screen.getByRole('searchbox', { name: 'Search restaurants' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('loads the index for Show more, then shows the next page', async () => {
    fetchMock.mockReturnValue(json(indexFile));
    const store = makeSeededStore(catalogue, { firstPage: 12 });
    const { user } = renderRoute('/', { store });
    await user.click(await screen.findByRole('button', { name: 'Show 12 more · 18 left' }));
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(screen.getByRole('button', { name: 'Show 6 more · 6 left' })).toBeInTheDocument();
  });

  it('says so when the index cannot be loaded, keeps the first page, and loads it on Try again', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    const store = makeSeededStore(catalogue, { firstPage: 12 });
    const { user } = renderRoute('/', { store });
    await user.click(await screen.findByRole('button', { name: 'Show 12 more · 18 left' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The restaurant list could not be loaded');
    expect(cards()).toHaveLength(12);
    // Not tried again by itself.
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockReturnValue(json(indexFile));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a search the first page cannot answer shows it is loading, then says it failed, never an empty list', async () => {
    let fail: (error: Error) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    const store = makeSeededStore(catalogue, { firstPage: 12 });
    renderRoute('/?q=bistro', { store });
    expect(await screen.findByRole('progressbar', { name: 'Loading restaurants' })).toBeInTheDocument();
    expect(screen.getByText('Finding restaurants…')).toBeInTheDocument();
    expect(screen.queryByText('No restaurants found')).not.toBeInTheDocument();
    fail(new TypeError('Failed to fetch'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The restaurant list could not be loaded');
    // The count does not go on saying it looks.
    expect(screen.getByText('Restaurants could not be loaded')).toBeInTheDocument();
    expect(screen.queryByText('Finding restaurants…')).not.toBeInTheDocument();
  });

  it('a page without a seed loads the index at once', async () => {
    fetchMock.mockReturnValue(json({ version: 1, restaurants: restaurantRecords.map(toSummaryRecord) }));
    renderRoute('/', { store: makeStore() });
    expect(await screen.findByText('3 restaurants found')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
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
