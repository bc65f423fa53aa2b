import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/testing/renderWithProviders';
import { memorySearch } from '@/testing/memorySearch';
import { makeSyntheticCatalogue } from '@/testing/syntheticCatalogue';
import { makeSeededStore } from '@/testing/testStore';
import { cuisineToggled } from './filtersSlice';
import { sortOrderChanged } from './searchSlice';
import { SEARCH_URL_DELAY_MS } from './discoveryUrl';

// The cards follow the store in a deferred render, hence the waitFor around them.
const cardNames = () =>
  within(screen.getByRole('list', { name: 'Restaurants' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

const searchBox = () => screen.getByRole('searchbox', { name: 'Search restaurants' });
const activeChips = () =>
  screen.queryByRole('list', { name: 'Active filters' })
    ? within(screen.getByRole('list', { name: 'Active filters' }))
        .getAllByRole('button')
        .map((chip) => chip.textContent)
    : [];

type User = ReturnType<typeof renderRoute>['user'];
const sortSelect = () => screen.getByRole('combobox', { name: 'Sort by' });
// Native or menu-based select alike.
const sortShown = () => {
  const select = sortSelect();
  return select instanceof HTMLSelectElement ? select.selectedOptions[0]?.textContent : select.textContent;
};
const pickSort = async (user: User, label: string) => {
  const select = sortSelect();
  if (select instanceof HTMLSelectElement) return user.selectOptions(select, label);
  await user.click(select);
  await user.click(screen.getByRole('option', { name: label }));
};

const openHome = async (path: string | string[]) => {
  const rendered = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Dining Experience' });
  return rendered;
};

type Router = Awaited<ReturnType<typeof openHome>>['router'];
const currentUrl = (router: Router) => `${router.state.location.pathname}${router.state.location.search}`;
const go = async (router: Router, delta: number) => {
  await act(() => router.navigate(delta));
};
/** Steps Back once per URL given, expecting each in turn. */
const expectBackThrough = async (router: Router, ...urls: string[]) => {
  for (const url of urls) {
    await go(router, -1);
    expect(currentUrl(router)).toBe(url);
  }
};

describe('the home URL and the list', () => {
  it('a shared link opens the list it names', async () => {
    const { store } = await openHome('/?q=wine&cuisine=Italian&cuisine=French&price=%24%24%24&sort=name');
    await waitFor(() => expect(cardNames()).toEqual(['Trattoria Aurora']));
    expect(searchBox()).toHaveValue('wine');
    await waitFor(() => expect(activeChips()).toEqual(['Italian', 'French', '$$$']));
    expect(sortShown()).toBe('Name A-Z');
    expect(screen.getByRole('status')).toHaveTextContent('1 restaurant found for "wine"');
    expect(store.getState().search.sortOrder).toBe('name');
  });

  it('a link with unknown or malformed values opens the plain list and leaves the URL alone', async () => {
    const { router } = await openHome('/?cuisine=Klingon&price=free&sort=%E0%A4%A&q&utm_source=mail');
    await waitFor(() => expect(cardNames()).toEqual(['Trattoria Aurora', 'Ember & Oak', 'Maison Lumière']));
    expect(searchBox()).toHaveValue('');
    expect(currentUrl(router)).toBe('/?cuisine=Klingon&price=free&sort=%E0%A4%A&q&utm_source=mail');
  });

  it('typing a search is one history entry, and Back and Forward step over it', async () => {
    const { user, router } = await openHome(['/restaurant/2', '/']);
    await user.type(searchBox(), 'wine');
    await waitFor(() => expect(currentUrl(router)).toBe('/?q=wine'));
    await waitFor(() => expect(cardNames()).toEqual(['Trattoria Aurora', 'Maison Lumière']));

    await go(router, -1);
    expect(currentUrl(router)).toBe('/');
    expect(searchBox()).toHaveValue('');
    await waitFor(() => expect(cardNames()).toEqual(['Trattoria Aurora', 'Ember & Oak', 'Maison Lumière']));

    await go(router, 1);
    expect(currentUrl(router)).toBe('/?q=wine');
    expect(searchBox()).toHaveValue('wine');
    await waitFor(() => expect(cardNames()).toEqual(['Trattoria Aurora', 'Maison Lumière']));

    // One more Back from the plain list leaves the home page: typing added one entry only.
    await go(router, -2);
    expect(currentUrl(router)).toBe('/restaurant/2');
  });

  it('a filter or a sort order is a step of its own; typing after it edits that step', async () => {
    const { user, router } = await openHome('/?q=wine');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'French' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(currentUrl(router)).toBe('/?q=wine&cuisine=French'));
    await waitFor(() => expect(cardNames()).toEqual(['Maison Lumière']));

    await pickSort(user, 'Most Popular');
    await waitFor(() => expect(currentUrl(router)).toBe('/?q=wine&cuisine=French&sort=popularity'));

    await user.type(searchBox(), ' bar');
    await waitFor(() => expect(currentUrl(router)).toBe('/?q=wine+bar&cuisine=French&sort=popularity'));

    await go(router, -1);
    expect(currentUrl(router)).toBe('/?q=wine&cuisine=French');
    expect(searchBox()).toHaveValue('wine');
    expect(sortShown()).toBe('Highest Rated');

    await go(router, -1);
    expect(currentUrl(router)).toBe('/?q=wine');
    expect(activeChips()).toEqual([]);
    await waitFor(() => expect(cardNames()).toEqual(['Trattoria Aurora', 'Maison Lumière']));
  }, 20_000);

  it('clearing is a step too: Back brings the filters back', async () => {
    const { user, router } = await openHome('/?cuisine=French&feature=Brunch');
    expect(await screen.findByRole('heading', { name: 'No restaurants found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    await waitFor(() => expect(cardNames()).toHaveLength(3));

    await go(router, -1);
    expect(activeChips()).toEqual(['French', 'Brunch']);
  });

  it('the header search on another page takes the list along, filters included', async () => {
    const { user, router } = await openHome('/?cuisine=French&cuisine=Steakhouse');
    await waitFor(() => expect(cardNames()).toEqual(['Ember & Oak', 'Maison Lumière']));
    await user.click(
      within(screen.getByRole('list', { name: 'Restaurants' })).getAllByRole('link', {
        name: 'View Details',
      })[0]!,
    );
    await screen.findByRole('heading', { level: 1, name: /Ember & Oak|Maison Lumière/ });

    await user.type(searchBox(), 'oak');
    await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Dining Experience' });
    await waitFor(() => expect(currentUrl(router)).toBe('/?q=oak&cuisine=French&cuisine=Steakhouse'));
    expect(searchBox()).toHaveValue('oak');
    await waitFor(() => expect(cardNames()).toEqual(['Ember & Oak']));
    expect(activeChips()).toEqual(['French', 'Steakhouse']);
  });

  it('under StrictMode, typing still writes the URL once', async () => {
    const rendered = renderRoute(['/restaurant/1', '/?cuisine=French'], { reactStrictMode: true });
    await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Dining Experience' });
    const { user, router } = rendered;
    await waitFor(() => expect(cardNames()).toEqual(['Maison Lumière']));
    await user.type(searchBox(), 'wine');
    await waitFor(() => expect(currentUrl(router)).toBe('/?q=wine&cuisine=French'));
    await expectBackThrough(router, '/?cuisine=French', '/restaurant/1');
  });

  it('a link to the plain home page shows the plain list', async () => {
    const { user, router } = await openHome('/?q=oak&sort=name');
    await user.click(screen.getByRole('link', { name: 'Tablo home' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(searchBox()).toHaveValue('');
    await waitFor(() => expect(cardNames()).toHaveLength(3));

    await go(router, -1);
    expect(searchBox()).toHaveValue('oak');
    await waitFor(() => expect(cardNames()).toEqual(['Ember & Oak']));
  });
});

describe('the URL while the diner types', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  // Resolves the router's navigation, which settles in promises, before the next assertion.
  const advance = async (ms: number) => {
    await act(async () => {
      jest.advanceTimersByTime(ms);
    });
  };

  it('follows the search text once typing pauses, not at every keystroke', async () => {
    const { user, router } = await openHome(['/restaurant/2', '/']);
    jest.useFakeTimers();
    await user.type(searchBox(), 'wine');
    expect(currentUrl(router)).toBe('/');

    await advance(SEARCH_URL_DELAY_MS - 1);
    expect(currentUrl(router)).toBe('/');
    await advance(1);
    expect(currentUrl(router)).toBe('/?q=wine');

    // Typing on after the pause edits that entry rather than adding one.
    await user.type(searchBox(), ' list');
    await advance(SEARCH_URL_DELAY_MS);
    expect(currentUrl(router)).toBe('/?q=wine+list');
    await expectBackThrough(router, '/', '/restaurant/2');
  });

  it('a filter is written once the page is idle after the frame that shows it, not before', async () => {
    const idleCallbacks: IdleRequestCallback[] = [];
    Object.assign(window, {
      requestIdleCallback: (callback: IdleRequestCallback) => idleCallbacks.push(callback),
    });
    try {
      const { router, store } = await openHome('/');
      jest.useFakeTimers();
      // What the page start-up left for idle time (saving the availability draws) is not this test's.
      idleCallbacks.length = 0;
      act(() => {
        store.dispatch(cuisineToggled('Italian'));
      });
      // The frame has painted; the list's render may still be going on.
      await advance(100);
      expect(currentUrl(router)).toBe('/');
      // The URL's write, and the new cards' availability draws (finderTimes.ts).
      expect(idleCallbacks).toHaveLength(2);
      await act(async () => {
        for (const callback of idleCallbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
      });
      expect(currentUrl(router)).toBe('/?cuisine=Italian');
    } finally {
      delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    }
  });

  it('a filter is not written early when the page moves focus to the list (Near Me, Explore)', async () => {
    const idleCallbacks: IdleRequestCallback[] = [];
    Object.assign(window, {
      requestIdleCallback: (callback: IdleRequestCallback) => idleCallbacks.push(callback),
    });
    try {
      const { router, store } = await openHome('/');
      const button = screen.getByRole('button', { name: 'Near Me' });
      act(() => button.focus());
      jest.useFakeTimers();
      act(() => {
        store.dispatch(cuisineToggled('Italian'));
        // As HomePage's handleGoToList does once Near Me has the diner's position.
        screen.getByRole('heading', { level: 2, name: /restaurants/i }).focus();
      });
      expect(button).not.toHaveFocus();
      await advance(100);
      // The route's render it would start goes ahead of the list's deferred render.
      expect(currentUrl(router)).toBe('/');
      await act(async () => {
        for (const callback of idleCallbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
      });
      expect(currentUrl(router)).toBe('/?cuisine=Italian');
    } finally {
      delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    }
  });

  it('over a large catalogue, a new order is written once its answer is on screen, not while the search works', async () => {
    const idleCallbacks: IdleRequestCallback[] = [];
    const runIdleCallbacks = () =>
      act(async () => {
        for (const callback of idleCallbacks.splice(0))
          callback({ didTimeout: false, timeRemaining: () => 50 });
      });
    Object.assign(window, {
      requestIdleCallback: (callback: IdleRequestCallback) => idleCallbacks.push(callback),
    });
    try {
      // The page came with the first 12 of 30 restaurants: any other list is its search's answer.
      const all = makeSyntheticCatalogue(30).restaurants;
      const search = memorySearch(all);
      const store = makeSeededStore(all, { firstPage: 12, getCatalogueSearch: search.getCatalogueSearch });
      const { router } = renderRoute('/', { store });
      await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Dining Experience' });
      await runIdleCallbacks();
      const before = cardNames();
      const release = search.hold();
      act(() => {
        store.dispatch(sortOrderChanged('name'));
      });
      await waitFor(() => expect(search.seen.queries).toHaveLength(1));
      // Idle while the search works: the list on screen is still the one before.
      await runIdleCallbacks();
      await runIdleCallbacks();
      expect(currentUrl(router)).toBe('/');

      await act(async () => release());
      // The answer on screen: another list, by name.
      await waitFor(() => expect(cardNames()).not.toEqual(before));
      expect(currentUrl(router)).toBe('/');
      await runIdleCallbacks();
      expect(currentUrl(router)).toBe('/?sort=name');
    } finally {
      delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    }
  });

  it('typed back to what the URL says, nothing is written', async () => {
    const { user, router } = await openHome(['/restaurant/2', '/?q=wine']);
    jest.useFakeTimers();
    await user.type(searchBox(), 's{Backspace}');
    await advance(SEARCH_URL_DELAY_MS);
    expect(currentUrl(router)).toBe('/?q=wine');
    await expectBackThrough(router, '/restaurant/2');
  });

  it('a tap on a card writes the URL first, so Back returns to the search', async () => {
    const { user, router } = await openHome('/');
    jest.useFakeTimers();
    await user.type(searchBox(), 'wine');
    expect(currentUrl(router)).toBe('/');

    await user.click(
      within(screen.getByRole('list', { name: 'Restaurants' })).getAllByRole('link', {
        name: 'View Details',
      })[0]!,
    );
    await screen.findByRole('heading', { level: 1, name: 'Trattoria Aurora' });
    await expectBackThrough(router, '/?q=wine');
    expect(searchBox()).toHaveValue('wine');
  });

  it('leaving the field writes the URL at once', async () => {
    const { user, router } = await openHome('/');
    jest.useFakeTimers();
    await user.type(searchBox(), 'oak');
    await user.tab();
    await advance(0);
    expect(currentUrl(router)).toBe('/?q=oak');
  });

  it('another change while a search waits writes the search first, then itself as a new step', async () => {
    const { user, router, store } = await openHome('/');
    jest.useFakeTimers();
    await user.type(searchBox(), 'wine');
    // From the store directly: no tap or focus change writes the search first.
    await act(async () => {
      store.dispatch(cuisineToggled('French'));
    });
    // The search at once; the filter once the frame that shows it is painted.
    expect(currentUrl(router)).toBe('/?q=wine');
    await advance(20);
    expect(currentUrl(router)).toBe('/?q=wine&cuisine=French');
    await expectBackThrough(router, '/?q=wine', '/');
  });

  it('hiding the page writes the URL at once', async () => {
    const { user, router } = await openHome('/');
    jest.useFakeTimers();
    await user.type(searchBox(), 'oak');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(currentUrl(router)).toBe('/?q=oak');
  });

  it('typing while a link is taking the diner to another page lands on the list, as one entry', async () => {
    // The restaurant page's code is in, so following a link to it commits at once.
    const { router } = renderRoute(['/?cuisine=French', '/restaurant/2']);
    await screen.findByRole('heading', { level: 1, name: 'Maison Lumière' });
    await go(router, -1);
    await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Dining Experience' });
    jest.useFakeTimers();
    act(() => {
      // A link was followed: the router is on the restaurant, the home page still on screen.
      void router.navigate('/restaurant/2');
      // Three quick keys before the page changes. The first takes the diner to the list; the
      // others are typing on it.
      fireEvent.change(searchBox(), { target: { value: 'o' } });
      fireEvent.change(searchBox(), { target: { value: 'oa' } });
      fireEvent.change(searchBox(), { target: { value: 'oak' } });
    });
    await advance(SEARCH_URL_DELAY_MS);
    expect(currentUrl(router)).toBe('/?q=oak&cuisine=French');
    expect(router.state.location.hash).toBe('#restaurants');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Find Your Perfect Dining Experience' }),
    ).toBeInTheDocument();
    // The header search added the entry; typing on the list edited it rather than adding another.
    await expectBackThrough(router, '/restaurant/2', '/?cuisine=French');
  });

  it('typing at once after Back to the list edits that entry, keeping Forward', async () => {
    const { router } = await openHome('/?q=wine');
    await act(() => router.navigate('/restaurant/1'));
    await screen.findByRole('heading', { level: 1, name: 'Trattoria Aurora' });
    jest.useFakeTimers();
    act(() => {
      // Back is taken; the restaurant page is still on screen as the keys come.
      void router.navigate(-1);
      fireEvent.change(searchBox(), { target: { value: 'wine ' } });
      fireEvent.change(searchBox(), { target: { value: 'wine b' } });
    });
    await advance(SEARCH_URL_DELAY_MS);
    expect(currentUrl(router)).toBe('/?q=wine+b');
    // Nothing was pushed: the restaurant is still ahead.
    await go(router, 1);
    expect(currentUrl(router)).toBe('/restaurant/1');
  });
});

describe('the header search on another page', () => {
  it('Escape clears the search and leaves the diner where they are', async () => {
    const { user, router } = renderRoute('/restaurant/1');
    await screen.findByRole('heading', { level: 1, name: 'Trattoria Aurora' });
    await user.type(searchBox(), 'oak');
    await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Dining Experience' });
    await waitFor(() => expect(cardNames()).toEqual(['Ember & Oak']));
    await user.click(screen.getByRole('link', { name: 'View Details' }));
    await screen.findByRole('heading', { level: 1, name: 'Ember & Oak' });
    const page = currentUrl(router);

    await user.type(searchBox(), '{Escape}');
    expect(searchBox()).toHaveValue('');
    expect(currentUrl(router)).toBe(page);
  });
});
