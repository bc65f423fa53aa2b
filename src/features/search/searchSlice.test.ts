import { makeStore } from '@/app/store';
import { discoveryReset } from '@/features/filters/discoveryActions';
import { searchTextChanged, selectSearchText } from './searchSlice';

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

  it('clears the text when the diner starts discovery over', () => {
    const store = makeStore();
    store.dispatch(searchTextChanged('sushi'));
    store.dispatch(discoveryReset());
    expect(selectSearchText(store.getState())).toBe('');
  });
});
