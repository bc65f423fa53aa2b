import { screen, waitFor } from '@testing-library/react';
import { restaurantsStateFor, selectIndexStatus } from '@/features/restaurants/restaurantsSlice';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { makeTestStore } from '@/testing/testStore';
import { makeSyntheticRestaurants } from '@/testing/syntheticRestaurants';
import { HomeResults } from './HomeResults';

// Drives the page's one IntersectionObserver (jsdom has none), as the browser would.
let reportNear: (() => void) | undefined;
beforeEach(() => {
  reportNear = undefined;
  globalThis.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      reportNear = () =>
        callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        );
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  // The index never arrives: what matters is when it is asked for.
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

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

    reportNear!();
    await waitFor(() => expect(selectIndexStatus(store.getState())).toBe('loading'));
  });
});
