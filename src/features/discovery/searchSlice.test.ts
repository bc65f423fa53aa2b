import { makeTestStore } from '@/testing/testStore';
import { allRestaurantsRequested, discoveryReset } from './discoveryEvents';
import { cuisineToggled, selectFilters } from './filtersSlice';
import { DEFAULT_SORT_ORDER, LIST_PAGE_SIZE, defaultTableWanted, emptyFilters } from './listOptions';
import {
  cityChosen,
  moreRestaurantsShown,
  selectChosenCity,
  searchTextChanged,
  selectListLimit,
  selectSearchText,
  selectSortOrder,
  selectTableWanted,
  sortOrderChanged,
  tablePartySizeChanged,
  tableTimeChanged,
} from './searchSlice';

describe('search slice', () => {
  it('starts empty', () => {
    expect(selectSearchText(makeTestStore().getState())).toBe('');
  });

  it('keeps the text exactly as typed, at every change', () => {
    const store = makeTestStore();
    store.dispatch(searchTextChanged('W'));
    store.dispatch(searchTextChanged('Wi'));
    store.dispatch(searchTextChanged('  Wine '));
    expect(selectSearchText(store.getState())).toBe('  Wine ');
  });

  it('clears the text when the diner starts discovery over, keeping the order', () => {
    const store = makeTestStore();
    store.dispatch(searchTextChanged('sushi'));
    store.dispatch(sortOrderChanged('name'));
    store.dispatch(discoveryReset());
    expect(selectSearchText(store.getState())).toBe('');
    expect(selectSortOrder(store.getState())).toBe('name');
  });

  it('View All clears the search, the city, every filter and the finder in one event, keeping the order', () => {
    const store = makeTestStore();
    store.dispatch(cityChosen('Riverton'));
    store.dispatch(searchTextChanged('oak'));
    store.dispatch(cuisineToggled('Italian'));
    store.dispatch(tablePartySizeChanged(6));
    store.dispatch(tableTimeChanged('20:30'));
    store.dispatch(sortOrderChanged('name'));
    store.dispatch(moreRestaurantsShown());
    store.dispatch(allRestaurantsRequested());
    const state = store.getState();
    expect(selectSearchText(state)).toBe('');
    expect(selectChosenCity(state)).toBeNull();
    expect(selectFilters(state)).toEqual(emptyFilters);
    expect(selectTableWanted(state)).toEqual(defaultTableWanted);
    expect(selectListLimit(state)).toBe(LIST_PAGE_SIZE);
    expect(selectSortOrder(state)).toBe('name');
  });

  it('sorts by highest rating by default and records a new sort order', () => {
    const store = makeTestStore();
    expect(DEFAULT_SORT_ORDER).toBe('rating');
    expect(selectSortOrder(store.getState())).toBe('rating');
    store.dispatch(sortOrderChanged('name'));
    expect(selectSortOrder(store.getState())).toBe('name');
  });
});
