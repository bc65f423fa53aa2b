import { makeStore } from '@/app/store';
import { discoveryReset } from './discoveryEvents';
import { DEFAULT_SORT_ORDER } from './listOptions';
import { searchTextChanged, selectSearchText, selectSortOrder, sortOrderChanged } from './searchSlice';

describe('search slice', () => {
  it('starts empty', () => {
    expect(selectSearchText(makeStore().getState())).toBe('');
  });

  it('keeps the text exactly as typed, at every change', () => {
    const store = makeStore();
    store.dispatch(searchTextChanged('W'));
    store.dispatch(searchTextChanged('Wi'));
    store.dispatch(searchTextChanged('  Wine '));
    expect(selectSearchText(store.getState())).toBe('  Wine ');
  });

  it('clears the text when the diner starts discovery over, keeping the order', () => {
    const store = makeStore();
    store.dispatch(searchTextChanged('sushi'));
    store.dispatch(sortOrderChanged('name'));
    store.dispatch(discoveryReset());
    expect(selectSearchText(store.getState())).toBe('');
    expect(selectSortOrder(store.getState())).toBe('name');
  });

  it('sorts by highest rating by default and records a new sort order', () => {
    const store = makeStore();
    expect(DEFAULT_SORT_ORDER).toBe('rating');
    expect(selectSortOrder(store.getState())).toBe('rating');
    store.dispatch(sortOrderChanged('name'));
    expect(selectSortOrder(store.getState())).toBe('name');
  });
});
