import { screen, waitFor } from '@testing-library/react';
import { restaurantsStateFor } from '@/features/restaurants/restaurantsSlice';
import { memorySearch } from '@/testing/memorySearch';
import { FakeIntersectionObserver } from '@/testing/fakeIntersectionObserver';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { makeTestStore } from '@/testing/testStore';
import { makeSyntheticCatalogue } from '@/testing/syntheticCatalogue';
import { toRestaurant } from '@/data/restaurants';
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
