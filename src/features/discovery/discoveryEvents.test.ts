import { restaurantsStateFor } from '@/features/restaurants/restaurantsSlice';
import { makeTestStore } from '@/testing/testStore';
import { makeSyntheticRestaurants } from '@/testing/syntheticRestaurants';
import { discoveryReset, discoveryUrlOpened } from './discoveryEvents';
import { parseDiscoveryQuery } from './discoveryQuery';
import { selectDiscoveryQuery } from './discoverySelectors';
import { cuisineToggled, selectFilters } from './filtersSlice';
import { LIST_PAGE_SIZE } from './listOptions';
import {
  moreRestaurantsShown,
  searchTextChanged,
  selectListLimit,
  selectSearchText,
  selectSortOrder,
  sortOrderChanged,
} from './searchSlice';

describe('discoveryUrlOpened', () => {
  it('sets the search text, every filter and the sort order in one dispatch', () => {
    const store = makeTestStore({ restaurants: restaurantsStateFor(makeSyntheticRestaurants(30)) });
    store.dispatch(searchTextChanged('old'));
    store.dispatch(moreRestaurantsShown());
    let dispatches = 0;
    store.subscribe(() => (dispatches += 1));

    store.dispatch(
      discoveryUrlOpened(parseDiscoveryQuery('?q=wine&cuisine=French&price=%24%24&sort=popularity')),
    );

    expect(dispatches).toBe(1);
    const state = store.getState();
    expect(selectSearchText(state)).toBe('wine');
    expect(selectFilters(state)).toEqual({
      cuisines: ['French'],
      priceRanges: ['$$'],
      features: [],
      dietaryOptions: [],
      accessibility: [],
    });
    expect(selectSortOrder(state)).toBe('popularity');
    // A new list starts from its first page.
    expect(selectListLimit(state)).toBe(LIST_PAGE_SIZE);
  });

  it('opening the plain home page clears what was there', () => {
    const store = makeTestStore({
      filters: {
        cuisines: ['Italian'],
        priceRanges: ['$'],
        features: ['Brunch'],
        dietaryOptions: [],
        accessibility: [],
      },
    });
    store.dispatch(sortOrderChanged('name'));
    store.dispatch(discoveryUrlOpened(parseDiscoveryQuery('')));
    expect(selectDiscoveryQuery(store.getState())).toBe('');
  });
});

describe('discoveryReset', () => {
  it('clears the search text and every filter in one dispatch, and keeps the sort order', () => {
    const store = makeTestStore();
    store.dispatch(searchTextChanged('sushi'));
    store.dispatch(cuisineToggled('Asian'));
    store.dispatch(sortOrderChanged('name'));
    let dispatches = 0;
    store.subscribe(() => (dispatches += 1));

    store.dispatch(discoveryReset());

    expect(dispatches).toBe(1);
    expect(selectDiscoveryQuery(store.getState())).toBe('sort=name');
  });
});
