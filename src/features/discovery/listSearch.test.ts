import { waitFor } from '@testing-library/react';
import { memorySearch } from '@/testing/memorySearch';
import { makeSeededStore } from '@/testing/testStore';
import { makeSyntheticCatalogue } from '@/testing/syntheticCatalogue';
import { whenIdle } from '@/speed/scheduling';
import { SEARCH_BASE } from '@/features/restaurants/catalogueSearchAccess';
import { compareByName, toSummaryRecord } from '@/data/catalogueData';
import {
  prepareCatalogueSearch,
  selectIndexStatus,
  selectListSearch,
} from '@/features/restaurants/restaurantsSlice';
import {
  selectListQuery,
  selectMatchCount,
  selectNeedsIndex,
  selectUsesCatalogueSearch,
} from './discoverySelectors';
import { EARLY_SEARCH_PLAN, prepareSearchAfterLoad, selectStartsSearchEarly } from './listSearch';
import { nearMeRequested } from './nearMe';
import { moreRestaurantsShown, searchTextChanged } from './searchSlice';
import { LIST_PAGE_SIZE } from './listOptions';

/** A page still loading: its load event fired by the test. */
const loadingPage = () => {
  const listeners: (() => void)[] = [];
  const page = {
    document: { readyState: 'loading' as DocumentReadyState },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') listeners.push(listener);
    },
  };
  const load = () => {
    page.document.readyState = 'complete';
    listeners.forEach((listener) => listener());
  };
  return { page: page as unknown as Window, load };
};

describe('the home page prepares a large catalogue’s search once loaded and idle', () => {
  it('fetches the search’s first fragments after the load, not before', async () => {
    const catalogue = makeSyntheticCatalogue(30).restaurants;
    const search = memorySearch(catalogue);
    const asked = jest.fn(search.getCatalogueSearch);
    const store = makeSeededStore(catalogue, { firstPage: 12, getCatalogueSearch: asked });
    const { page, load } = loadingPage();

    store.dispatch(prepareSearchAfterLoad(page));
    await whenIdle();
    expect(asked).not.toHaveBeenCalled();

    load();
    await waitFor(() => expect(search.seen.prepared).toBe(1));
    expect(search.seen.fetched).toContain('manifest.json');
    expect(search.seen.queries).toEqual([]);
  });

  it('prepares at idle time on a page that has loaded already', async () => {
    const catalogue = makeSyntheticCatalogue(30).restaurants;
    const search = memorySearch(catalogue);
    const store = makeSeededStore(catalogue, {
      firstPage: 12,
      getCatalogueSearch: search.getCatalogueSearch,
    });

    store.dispatch(prepareSearchAfterLoad());
    await waitFor(() => expect(search.seen.prepared).toBe(1));
  });

  it('fetches nothing for a small catalogue, which has no search and came whole with the page', async () => {
    const catalogue = makeSyntheticCatalogue(3).restaurants;
    const asked = jest.fn(memorySearch(catalogue).getCatalogueSearch);
    const store = makeSeededStore(catalogue, { firstPage: 3, getCatalogueSearch: asked });
    const before = store.getState().restaurants;

    store.dispatch(prepareSearchAfterLoad());
    await whenIdle();
    await whenIdle();
    expect(asked).not.toHaveBeenCalled();
    // Nor its index file: the page has every summary.
    expect(store.getState().restaurants).toBe(before);
  });
});

describe('what a key typed before the page’s script asks the search for', () => {
  it('is the home list’s own first question but for its text, in the folder the page’s search reads', () => {
    const catalogue = makeSyntheticCatalogue(30).restaurants;
    const state = makeSeededStore(catalogue, { firstPage: 12 }).getState();

    expect(EARLY_SEARCH_PLAN.query).toEqual(selectListQuery(state));
    expect(EARLY_SEARCH_PLAN.base).toBe(SEARCH_BASE);
    expect(EARLY_SEARCH_PLAN.manifest).toBe('manifest.json');
  });
});

describe('keys typed before the script, on a catalogue with fragments beside its index file', () => {
  const catalogue = makeSyntheticCatalogue(300).restaurants;
  const word = catalogue[0]!.name.split(' ')[0]!;
  const indexFile = () =>
    new Response(
      JSON.stringify({ version: 1, restaurants: [...catalogue].sort(compareByName).map(toSummaryRecord) }),
    );
  // Searched in the page from its index file, with the fragments beside it.
  const withBoth = { searchedInFragments: false, fragmentsBeforeIndex: true };
  const storeWithBoth = (search: ReturnType<typeof memorySearch>, searchStartedEarly: boolean) =>
    makeSeededStore(catalogue, {
      firstPage: 12,
      getCatalogueSearch: search.getCatalogueSearch,
      ...withBoth,
      searchStartedEarly,
    });

  it('are answered by the fragments, the index file fetched only once they have; the list is then worked out in memory', async () => {
    const search = memorySearch(catalogue);
    const store = storeWithBoth(search, true);
    const answeredWhenFetched: boolean[] = [];
    globalThis.fetch = jest.fn((url: RequestInfo | URL) => {
      expect(String(url)).toMatch(/\/index\.json$/);
      answeredWhenFetched.push(selectListSearch(store.getState()).answer !== null);
      return Promise.resolve(indexFile());
    });

    store.dispatch(searchTextChanged(word));
    // Reaching for a control meanwhile prepares the fragments' search, not the file.
    store.dispatch(prepareCatalogueSearch());
    expect(selectNeedsIndex(store.getState())).toBe(false);
    await waitFor(() => expect(selectListSearch(store.getState()).answer?.query.text).toBe(word));
    const answered = selectMatchCount(store.getState());
    expect(search.seen.queries).toHaveLength(1);

    await waitFor(() => expect(selectIndexStatus(store.getState())).toBe('complete'));
    expect(answeredWhenFetched).toEqual([true]);
    expect(selectUsesCatalogueSearch(store.getState())).toBe(false);
    // The same list, now from memory; the next key asks the fragments nothing.
    expect(selectMatchCount(store.getState())).toBe(answered);
    store.dispatch(searchTextChanged(`${word} `));
    await whenIdle();
    expect(search.seen.queries).toHaveLength(1);
  });

  it('are searched in memory when typed after the script ran: the index file at the first reach, the fragments never asked', async () => {
    const search = memorySearch(catalogue);
    const store = storeWithBoth(search, false);
    globalThis.fetch = jest.fn(() => Promise.resolve(indexFile()));

    store.dispatch(prepareCatalogueSearch());
    store.dispatch(searchTextChanged(word));
    await waitFor(() => expect(selectIndexStatus(store.getState())).toBe('complete'));
    await whenIdle();
    expect(search.seen.queries).toEqual([]);
    expect(search.seen.prepared).toBe(0);
    expect(selectMatchCount(store.getState())).toBeGreaterThan(0);
  });

  it('start the search from the home page only, as a catalogue searched in fragments does', () => {
    expect(
      selectStartsSearchEarly(makeSeededStore(catalogue, { firstPage: 12, ...withBoth }).getState()),
    ).toBe(true);
    expect(selectStartsSearchEarly(makeSeededStore(catalogue, withBoth).getState())).toBe(false);
    expect(
      selectStartsSearchEarly(
        makeSeededStore(catalogue, { firstPage: 12, searchedInFragments: false }).getState(),
      ),
    ).toBe(false);
  });
});

const nearMeCatalogue = makeSyntheticCatalogue(300).restaurants;
/** The browser's position, given when the test says (`find`), or refused (`refuse`). */
const geolocation = () => {
  const here = nearMeCatalogue[40]!.location.coordinates;
  const pending: { ok?: PositionCallback; fail?: PositionErrorCallback | null } = {};
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback, fail?: PositionErrorCallback | null) =>
        Object.assign(pending, { ok, fail }),
    },
  });
  return {
    find: () => pending.ok!({ coords: { latitude: here.lat, longitude: here.lng } } as GeolocationPosition),
    refuse: () =>
      pending.fail!({ code: 1, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }),
  };
};

describe('Near Me on a catalogue searched in fragments', () => {
  afterEach(() => {
    delete (navigator as { geolocation?: unknown }).geolocation;
  });

  it('makes the search ready as the position is asked, and asks it with the position', async () => {
    const search = memorySearch(nearMeCatalogue);
    const store = makeSeededStore(nearMeCatalogue, {
      firstPage: 12,
      getCatalogueSearch: search.getCatalogueSearch,
      searchedInFragments: true,
    });
    const browser = geolocation();

    const located = store.dispatch(nearMeRequested());
    await waitFor(() => expect(search.seen.prepared).toBe(1));
    expect(search.seen.queries).toEqual([]);

    browser.find();
    await located;
    await waitFor(() => expect(selectListSearch(store.getState()).answer?.query.order).toBe('nearest'));
    expect(search.seen.queries).toHaveLength(1);
  });
});

describe('Near Me on a catalogue with fragments beside its index file', () => {
  const catalogue = nearMeCatalogue;
  const indexFile = () =>
    new Response(
      JSON.stringify({ version: 1, restaurants: [...catalogue].sort(compareByName).map(toSummaryRecord) }),
    );
  const storeWithBoth = (search: ReturnType<typeof memorySearch>) =>
    makeSeededStore(catalogue, {
      firstPage: 12,
      getCatalogueSearch: search.getCatalogueSearch,
      searchedInFragments: false,
      fragmentsBeforeIndex: true,
    });
  afterEach(() => {
    delete (navigator as { geolocation?: unknown }).geolocation;
  });

  it('is answered by the fragments, made ready as the position is asked, the index file fetched once they have', async () => {
    const search = memorySearch(catalogue);
    const store = storeWithBoth(search);
    const answeredWhenFetched: boolean[] = [];
    globalThis.fetch = jest.fn(() => {
      answeredWhenFetched.push(selectListSearch(store.getState()).answer !== null);
      return Promise.resolve(indexFile());
    });
    const browser = geolocation();

    const located = store.dispatch(nearMeRequested());
    // While the browser finds the diner: the search's code, worker and first fragments; the list
    // itself turns to them with the position, not in the press.
    await waitFor(() => expect(search.seen.prepared).toBe(1));
    expect(selectUsesCatalogueSearch(store.getState())).toBe(false);
    expect(search.seen.queries).toEqual([]);

    browser.find();
    await located;
    expect(selectUsesCatalogueSearch(store.getState())).toBe(true);
    await waitFor(() => expect(selectListSearch(store.getState()).answer?.query.order).toBe('nearest'));
    expect(search.seen.queries).toHaveLength(1);
    const answered = selectListSearch(store.getState()).answer!.ids;

    await waitFor(() => expect(selectIndexStatus(store.getState())).toBe('complete'));
    expect(answeredWhenFetched).toEqual([true]);
    // The same list, now from memory.
    expect(selectUsesCatalogueSearch(store.getState())).toBe(false);
    expect(selectListQuery(store.getState()).order).toBe('nearest');
    expect(search.seen.queries).toHaveLength(1);
    expect(answered).toHaveLength(LIST_PAGE_SIZE);
  });

  it('is worked out in memory once the index file is here or on its way: the fragments are not asked', async () => {
    const search = memorySearch(catalogue);
    const store = storeWithBoth(search);
    globalThis.fetch = jest.fn(() => Promise.resolve(indexFile()));
    const browser = geolocation();

    store.dispatch(prepareCatalogueSearch());
    expect(selectIndexStatus(store.getState())).toBe('loading');
    const located = store.dispatch(nearMeRequested());
    browser.find();
    await located;
    await waitFor(() => expect(selectIndexStatus(store.getState())).toBe('complete'));
    await whenIdle();
    expect(search.seen.prepared).toBe(0);
    expect(search.seen.queries).toEqual([]);
  });

  it('refused, asks the fragments nothing and leaves the list in memory, its file not fetched', async () => {
    const search = memorySearch(catalogue);
    const store = storeWithBoth(search);
    globalThis.fetch = jest.fn(() => Promise.resolve(indexFile()));
    const browser = geolocation();

    const located = store.dispatch(nearMeRequested());
    browser.refuse();
    await located;
    await whenIdle();
    await whenIdle();
    expect(search.seen.queries).toEqual([]);
    expect(selectUsesCatalogueSearch(store.getState())).toBe(false);
    expect(selectIndexStatus(store.getState())).toBe('partial');
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });
});

describe('Show more over a catalogue searched in fragments', () => {
  it('asks its search for the next page only, after the page’s own first page or after an answer', async () => {
    const records = makeSyntheticCatalogue(60).restaurants;
    const search = memorySearch(records);
    const store = makeSeededStore(records, {
      firstPage: LIST_PAGE_SIZE,
      getCatalogueSearch: search.getCatalogueSearch,
    });
    const answered = () => selectListSearch(store.getState()).answer;
    const pages = () => search.seen.queries.map(({ text, offset, limit }) => ({ text, offset, limit }));
    const whole = async () =>
      (await (await memorySearch(records).getCatalogueSearch()).query(selectListQuery(store.getState()))).ids;

    store.dispatch(moreRestaurantsShown());
    await waitFor(() => expect(answered()?.ids).toHaveLength(2 * LIST_PAGE_SIZE));
    expect(pages()).toEqual([{ text: '', offset: LIST_PAGE_SIZE, limit: LIST_PAGE_SIZE }]);
    expect(answered()?.ids).toEqual(await whole());

    store.dispatch(searchTextChanged('a'));
    await waitFor(() => expect(answered()?.query.text).toBe('a'));
    expect(answered()?.total).toBeGreaterThan(2 * LIST_PAGE_SIZE);
    store.dispatch(moreRestaurantsShown());
    await waitFor(() => expect(answered()?.ids).toHaveLength(2 * LIST_PAGE_SIZE));
    expect(pages().slice(1)).toEqual([
      { text: 'a', offset: 0, limit: LIST_PAGE_SIZE },
      { text: 'a', offset: LIST_PAGE_SIZE, limit: LIST_PAGE_SIZE },
    ]);
    expect(answered()?.ids).toEqual(await whole());
  });
});
