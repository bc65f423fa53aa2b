import { waitFor } from '@testing-library/react';
import { memorySearch } from '@/testing/memorySearch';
import { makeSeededStore } from '@/testing/testStore';
import { makeSyntheticCatalogue } from '@/testing/syntheticCatalogue';
import { whenIdle } from '@/speed/scheduling';
import { SEARCH_BASE } from '@/features/restaurants/catalogueSearchAccess';
import { selectListQuery } from './discoverySelectors';
import { EARLY_SEARCH_PLAN, prepareSearchAfterLoad } from './listSearch';

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
