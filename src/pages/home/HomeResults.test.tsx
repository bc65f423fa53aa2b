import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { restaurantsStateFor } from '@/features/restaurants/restaurantsSlice';
import { memorySearch } from '@/testing/memorySearch';
import { FakeIntersectionObserver } from '@/testing/fakeIntersectionObserver';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { makeSeededStore, makeTestStore } from '@/testing/testStore';
import { makeSyntheticCatalogue } from '@/testing/syntheticCatalogue';
import { toRestaurant } from '@/data/restaurants';
import { toSummaryRecord } from '@/data/catalogueData';
import { HomeResults } from './HomeResults';

beforeEach(() => FakeIntersectionObserver.install());
afterEach(() => FakeIntersectionObserver.remove());

describe('HomeResults: Show more over a catalogue the page came with only in part', () => {
  it('prepares the search as the diner scrolls near Show more, before any tap', async () => {
    // The page came with the first 12 of 30 restaurants: the others are its search's.
    const all = makeSyntheticCatalogue(30).restaurants;
    const first = all.slice(0, 12).map(toRestaurant);
    const search = memorySearch(all);
    const store = makeTestStore(
      {
        restaurants: {
          ...restaurantsStateFor(first),
          total: 30,
          searchedInFragments: true,
          firstPage: first.map(({ id }) => id),
          index: 'partial',
        },
      },
      { getCatalogueSearch: search.getCatalogueSearch },
    );
    // A page still loading: the search is not prepared at idle time after the load.
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    renderWithProviders(<HomeResults />, { store });
    expect(await screen.findByRole('button', { name: /^Show 12 more/ })).toBeInTheDocument();
    expect(search.seen.prepared).toBe(0);

    // The diner scrolls to within a screen of the button.
    FakeIntersectionObserver.made.forEach((observer) => observer.report(true));
    await waitFor(() => expect(search.seen.prepared).toBe(1));
    expect(search.seen.queries).toEqual([]);
  });
});

describe('HomeResults: Show more over a catalogue whose index file the page did not come with', () => {
  it('stays as it was while the index file is fetched ahead, takes a press meanwhile, and shows the page it asked for', async () => {
    // The page came with the first 12 of 30 restaurants; the others are in its index file.
    const all = makeSyntheticCatalogue(30).restaurants;
    let deliver = (_: Response) => {};
    const fetchMock = jest.fn(() => new Promise<Response>((resolve) => (deliver = resolve)));
    globalThis.fetch = fetchMock;
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const store = makeSeededStore(all, { firstPage: 12, searchedInFragments: false });
    renderWithProviders(<HomeResults />, { store });
    const user = userEvent.setup();
    const more = await screen.findByRole('button', { name: 'Show 12 more · 18 left' });

    // The diner scrolls to within a screen of the button: the index file is fetched ahead.
    FakeIntersectionObserver.made.forEach((observer) => observer.report(true));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // Nothing asked yet: the button is as it was, and takes a press.
    expect(more).toBeEnabled();
    await user.click(more);
    // Now the diner waits for the file, and is shown so.
    expect(screen.getByRole('button', { name: /^Show 12 more/ })).toBeDisabled();

    await act(async () => {
      deliver(new Response(JSON.stringify({ version: 1, restaurants: all.map(toSummaryRecord) })));
    });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    expect(screen.getByRole('button', { name: 'Show 6 more · 6 left' })).toBeEnabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
