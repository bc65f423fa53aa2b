import { act, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { loadWatches } from '@/features/watches/loadWatches';
import { watchesLoaded, watchMatchesFound } from '@/features/watches/watchActions';
import type { Watch, WatchMatch } from '@/features/watches/watchTypes';
import { renderRoute } from '@/testing/renderWithProviders';
import { makeWatch as watch, storeWithWatches as storeWithWatchesOnDevice } from '@/testing/watchesDevice';
import { RootLayout } from './RootLayout';

// The watches in the frame of every page: the notice of free tables, and Account's count.

const match: WatchMatch = {
  watchId: 'w1',
  restaurantId: '1',
  date: '2026-12-04',
  time: '21:00',
  partySize: 10,
};

const storeWithWatches = (watches: Watch[]) => storeWithWatchesOnDevice(watches).store;

const routes: RouteObject[] = [
  { element: <RootLayout />, children: [{ path: '/', element: <button type="button">On the page</button> }] },
];

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-12-02T12:00:00'), doNotFake: ['queueMicrotask'] });
  // The visit's draws are kept in the tab's sessionStorage: each test is a visit of its own.
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('the notice of free tables', () => {
  it('arrives in a polite live region and leaves focus where it is', async () => {
    const store = storeWithWatches([]);
    const { user } = renderRoute('/', { routes, store });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'On the page' }));

    act(() => {
      store.dispatch(watchesLoaded({ watches: [watch('w1')], unreadable: [], problem: null }));
      store.dispatch(watchMatchesFound([match]));
    });
    const region = screen.getByRole('status');
    expect(region).not.toHaveAttribute('aria-live', 'assertive');
    expect(
      await within(region).findByRole('region', { name: 'A table you watch for is free' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'On the page' })).toHaveFocus();
  });
});

describe("the header's Account", () => {
  it('says how many watches are active', async () => {
    const store = storeWithWatches([watch('one'), watch('two', { partySize: 4 })]);
    // Every watched time taken: the check finds nothing, and the notice stays away.
    jest.spyOn(Math, 'random').mockReturnValue(0.9999);
    // As the visit's check at idle reads them.
    await store.dispatch(loadWatches());
    renderRoute('/', { routes, store });
    // The header's wide and narrow Account links.
    expect(await screen.findAllByRole('link', { name: 'Account (2 active watches)' })).toHaveLength(2);
  });

  it('says nothing of watches when there are none', async () => {
    const store = storeWithWatches([]);
    await store.dispatch(loadWatches());
    renderRoute('/', { routes, store });
    expect(await screen.findAllByRole('link', { name: 'Account' })).toHaveLength(2);
  });
});
