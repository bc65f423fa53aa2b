import { makeStore } from '@/app/store';
import { makeSyntheticRestaurants } from '@/bench/syntheticRestaurants';
import { selectFilters } from '@/features/filters/filtersSlice';
import {
  LIST_PAGE_SIZE,
  moreRestaurantsShown,
  selectListLimit,
  selectSortOrder,
} from '@/features/restaurants/restaurantsSlice';
import { searchTextChanged, selectSearchText } from '@/features/search/searchSlice';
import { discoveryUrlOpened } from './discoveryActions';
import { parseDiscoveryQuery } from './discoveryQuery';
import { selectDiscovery, selectDiscoveryQuery } from './discoverySelectors';

describe('discoveryUrlOpened', () => {
  it('sets the search text, every filter and the sort order in one dispatch', () => {
    const base = makeStore().getState();
    const store = makeStore({ restaurants: { ...base.restaurants, items: makeSyntheticRestaurants(30) } });
    store.dispatch(searchTextChanged('old'));
    store.dispatch(moreRestaurantsShown());
    let dispatches = 0;
    store.subscribe(() => (dispatches += 1));

    store.dispatch(discoveryUrlOpened(parseDiscoveryQuery('?q=wine&cuisine=French&price=%24%24&sort=popularity')));

    expect(dispatches).toBe(1);
    const state = store.getState();
    expect(selectSearchText(state)).toBe('wine');
    expect(selectFilters(state)).toEqual({ cuisines: ['French'], priceRanges: ['$$'], features: [] });
    expect(selectSortOrder(state)).toBe('popularity');
    // A new list starts from its first page.
    expect(selectListLimit(state)).toBe(LIST_PAGE_SIZE);
  });

  it('opening the plain home page clears what was there', () => {
    const store = makeStore({ filters: { cuisines: ['Italian'], priceRanges: ['$'], features: ['Brunch'] } });
    store.dispatch(discoveryUrlOpened(parseDiscoveryQuery('')));
    expect(selectDiscoveryQuery(store.getState())).toBe('');
  });
});

describe('discovery selectors', () => {
  it('give the list in the store and its query, the same object while nothing changes', () => {
    const store = makeStore();
    store.dispatch(discoveryUrlOpened(parseDiscoveryQuery('?q=oak&sort=name')));
    const state = store.getState();
    expect(selectDiscovery(state)).toEqual({
      text: 'oak',
      filters: { cuisines: [], priceRanges: [], features: [] },
      sortOrder: 'name',
    });
    expect(selectDiscovery(state)).toBe(selectDiscovery(state));
    expect(selectDiscoveryQuery(state)).toBe('q=oak&sort=name');
    store.dispatch(moreRestaurantsShown());
    expect(selectDiscovery(store.getState())).toBe(selectDiscovery(state));
  });
});
