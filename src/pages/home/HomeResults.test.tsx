import { screen, waitFor } from '@testing-library/react';
import { restaurantsStateFor, selectIndexStatus } from '@/features/restaurants/restaurantsSlice';
import { FakeIntersectionObserver } from '@/testing/fakeIntersectionObserver';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { makeTestStore } from '@/testing/testStore';
import { makeSyntheticRestaurants } from '@/testing/syntheticRestaurants';
import { HomeResults } from './HomeResults';

beforeEach(() => {
  FakeIntersectionObserver.install();
  // The index never arrives: what matters is when it is asked for.
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
});
afterEach(() => FakeIntersectionObserver.remove());

describe('HomeResults: Show more over a catalogue the page came with only in part', () => {
  it('asks for the index as the diner scrolls near Show more, before any tap', async () => {
    // The page came with the first 12 of 30 restaurants: the others are in the index.
    const first = makeSyntheticRestaurants(30).slice(0, 12);
    const store = makeTestStore({
      restaurants: {
        ...restaurantsStateFor(first),
        total: 30,
        firstPage: first.map(({ id }) => id),
        index: 'partial',
      },
    });
    renderWithProviders(<HomeResults />, { store });
    expect(await screen.findByRole('button', { name: /^Show 12 more/ })).toBeInTheDocument();
    expect(selectIndexStatus(store.getState())).toBe('partial');

    // The diner scrolls to within a screen of the button.
    FakeIntersectionObserver.made.forEach((observer) => observer.report(true));
    await waitFor(() => expect(selectIndexStatus(store.getState())).toBe('loading'));
  });
});
