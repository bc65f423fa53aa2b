import { act } from '@testing-library/react';
import type { RootState } from '@/app/store';
import { searchTextChanged } from '@/features/discovery/searchSlice';
import { makeTestStore } from '@/testing/testStore';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { useDeferredListState } from './useDeferredListState';

/**
 * The search text the renders of a list saw after a change, the state read through
 * useDeferredListState (a render StrictMode repeats counted once).
 */
const renderList = async (readOnly?: (state: RootState) => boolean) => {
  const seen: string[] = [];
  function List() {
    seen.push(useDeferredListState(readOnly).search.text);
    return null;
  }
  const store = makeTestStore();
  renderWithProviders(<List />, { store });
  seen.length = 0;
  await act(async () => {
    store.dispatch(searchTextChanged('oak'));
    // And what the store's listeners do after it (the cards' times, once the page is idle).
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
  return seen.filter((text, i) => i === 0 || text !== seen[i - 1]);
};

describe('useDeferredListState', () => {
  it('renders a change with the state before it first, then the new state in a render React defers', async () => {
    expect(await renderList()).toEqual(['', 'oak']);
  });

  it('renders a state that is only read at once, in one render', async () => {
    expect(await renderList(() => true)).toEqual(['oak']);
  });
});
